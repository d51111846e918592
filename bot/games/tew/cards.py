"""Poker cards as labels ("4Te"), three-card hands and comparison keys (rules §2.2)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from bot.games.tew.data import SUIT_RANK

CATEGORIES = {
    6: "STRAIGHT_FLUSH",
    5: "THREE_OF_A_KIND",
    4: "FLUSH",
    3: "STRAIGHT",
    2: "PAIR",
    1: "HIGH_CARD",
}
RUNS = ([1, 2, 3], [2, 3, 4], [3, 4, 5])  # R01: runs never wrap
SUIT_UP = {"St": "Ho", "Ho": "Te", "Te": "Ha", "Ha": "St"}
SUIT_DOWN = {v: k for k, v in SUIT_UP.items()}
Key = tuple[int, int, int]


def value(card: str) -> int:
    """A card code's value ("4Te" -> 4)."""
    return int(card[0])


def suit(card: str) -> str:
    """A card code's suit code ("4Te" -> "Te")."""
    return card[1:]


def category(cards: Iterable[str]) -> int:
    """R03: the first category from the top whose test holds."""
    cs = list(cards)
    values = sorted(value(c) for c in cs)
    flush = len({suit(c) for c in cs}) == 1
    run = values in RUNS
    if flush and run:
        return 6
    if values[0] == values[2]:
        return 5
    if flush:
        return 4
    if run:
        return 3
    if values[0] == values[1] or values[1] == values[2]:
        return 2
    return 1


@cache
def key(holder: str, flanks: tuple[str, str]) -> Key:
    """R02: (category, holder value, holder suit rank); flanks are never kickers."""
    return (category((holder, *flanks)), value(holder), SUIT_RANK[suit(holder)])


def shift_value(card: str, delta: int) -> str:
    """Sheriff VALUE: 1 - 1 = 5 and 5 + 1 = 1."""
    v = (value(card) - 1 + delta) % 5 + 1
    return f"{v}{suit(card)}"


def shift_suit(card: str, up: bool) -> str:
    """Sheriff SUIT: UP is STEER -> HORSESHOE -> TEEPEE -> HAT -> STEER."""
    table = SUIT_UP if up else SUIT_DOWN
    return f"{value(card)}{table[suit(card)]}"


def natural_order(card: str) -> tuple[int, int]:
    """Sort key for D03: highest natural value, then suit rank."""
    return (value(card), SUIT_RANK[suit(card)])


def category_name(k: Key) -> str:
    """The category of a key as a token ("THREE_OF_A_KIND")."""
    return CATEGORIES[k[0]]
