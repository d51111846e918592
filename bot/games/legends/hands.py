"""Poker hand ranking (§3.D2.1) with Cheat wilds and 4-card hands.

A hand's strength is a tuple compared lexicographically: the category (royal flush 10
... high card 0), then the ranks forming the combination, then the kickers, then -1 for
each missing card of a 4-card hand (a missing card is lower than any card).
"""

from __future__ import annotations

from collections import Counter
from itertools import product

from bot.games.legends.data import CARDS, SUITS, effect

ROYAL, FIVE, STRAIGHT_FLUSH, FOUR, FULL, FLUSH, STRAIGHT, THREE, TWO_PAIR, PAIR, HIGH = (
    10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0)
Strength = tuple[int, ...]
Plain = tuple[int, str]


def straight_top(values: list[int]) -> int:
    """The top of a 5-card straight, 0 if none (the Ace may be low: A-2-3-4-5)."""
    vs = sorted(set(values))
    if len(vs) != 5:
        return 0
    if vs[-1] - vs[0] == 4:
        return vs[-1]
    if vs == [2, 3, 4, 5, 14]:
        return 5
    return 0


def plain_strength(cards: list[Plain]) -> Strength:
    """Strength of concrete (value, suit) cards, 4 or 5 of them."""
    values = [v for v, _ in cards]
    counts = Counter(values)
    groups = sorted(counts.items(), key=lambda kv: (kv[1], kv[0]), reverse=True)
    shape = [c for _, c in groups]
    ranks = tuple(v for v, _ in groups)
    pad = (-1,) * (5 - len(cards))
    flush = len(cards) == 5 and len({s for _, s in cards}) == 1
    top = straight_top(values) if len(cards) == 5 else 0
    if shape[0] == 5:
        return (FIVE, *ranks)
    if flush and top == 14:
        return (ROYAL,)
    if flush and top:
        return (STRAIGHT_FLUSH, top)
    if shape[0] == 4:
        return (FOUR, *ranks, *pad)
    if shape[:2] == [3, 2]:
        return (FULL, *ranks)
    if flush:
        return (FLUSH, *sorted(values, reverse=True))
    if top:
        return (STRAIGHT, top)
    if shape[0] == 3:
        return (THREE, *ranks, *pad)
    if shape[:2] == [2, 2]:
        return (TWO_PAIR, *ranks, *pad)
    if shape[0] == 2:
        return (PAIR, *ranks, *pad)
    return (HIGH, *ranks, *pad)


ANY: list[Plain] = [(v, s) for v in range(2, 15) for s in SUITS]


def strength(cards: list[str], wild: bool = True) -> Strength:
    """The best strength of poker cards; Cheats are wild when `wild` (the engine picks
    the best rank and suit for each)."""
    fixed: list[Plain] = [(CARDS[c].value, CARDS[c].suit) for c in cards
                          if not (wild and effect(c) == "cheat")]
    n_wild = len(cards) - len(fixed)
    if n_wild == 0:
        return plain_strength(fixed)
    return max(plain_strength(fixed + list(combo)) for combo in product(ANY, repeat=n_wild))
