"""Who holds which character and what it implies: money limits, placement numbers,
firepower (rules §1.9, §1.10, §7)."""

from __future__ import annotations

from bot.games.carson.data import CARDS, NEWSBOY
from bot.games.carson.state import Board, CardSide

SHERIFF, BANKER, GROCER, COOLIE, SETTLER, CAPTAIN, MERCENARY, INDIAN = 1, 2, 3, 4, 5, 6, 7, 8
PROSPECTOR, GUNSMITH, SINGER, AUCTIONEER, GOVERNOR, DOCTOR, COWBOY, HEROES = \
    9, 10, 11, 12, 13, 14, 15, 16


def has(b: Board, seat: int, number: int, side: CardSide | None = None) -> bool:
    """`seat` holds card `number` this round (on `side`, if given)."""
    return any(n == number and (side is None or s == side) for n, s in b.players[seat].held)


def holder(b: Board, number: int, side: CardSide | None = None) -> int:
    """The seat holding that card, or -1."""
    return next((i for i in range(b.n) if has(b, i, number, side)), -1)


def main_card(b: Board, seat: int) -> tuple[int, CardSide] | None:
    """The card whose number and limit count (the borrowed card for the Newspaper Boy)."""
    held = b.players[seat].held
    if not held:
        return None
    return held[-1]


def number(b: Board, seat: int) -> int:
    """Placement number: 0 for the Newspaper Boy, else the card's (Teacher 17)."""
    held = b.players[seat].held
    if not held:
        return 99
    return NEWSBOY if held[0][0] == NEWSBOY else CARDS[held[0][0]].place_as


def limit(b: Board, seat: int) -> int:
    """Money limit of the shown side (rules §6.1 E3; R55 for the Newspaper Boy)."""
    held = b.players[seat].held
    main = main_card(b, seat)
    if main is None:
        return 0
    card = CARDS[main[0]]
    value = card.limit_yellow if main[1] == "Y" else card.limit_red
    if held and held[0][0] == NEWSBOY and len(held) > 1 and held[0][1] == "R":
        value -= 5
    return max(0, value)


def firepower(b: Board, seat: int) -> int:
    """Reserve cowboys + revolvers + chip + Mercenary bonus (rules §1.9)."""
    p = b.players[seat]
    corral = 0
    if b.corrals:
        n = b.corrals[seat][0]
        corral = 2 if n >= 3 else 1 if n >= 1 else 0
    return p.cowboys + p.revolvers + (3 if p.ammo else 0) + p.bonus + corral


def on_board(b: Board, seat: int) -> int:
    """Own cowboys on the board (placed this round, plus the Town Hall occupant)."""
    placed = sum(1 for c in b.cowboys if c.seat == seat and not c.pawn and not c.free)
    return placed + (1 if b.occupant == seat else 0)


def room(b: Board, seat: int) -> int:
    """How many more cowboys the seat may hold (R44: 10 per colour)."""
    return max(0, 10 - b.players[seat].cowboys - on_board(b, seat))
