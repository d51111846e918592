"""Income (rules §6), paid after track positions 3, 6, 9 and 12."""

from __future__ import annotations

from bot.games.wow import board as bd
from bot.games.wow.data import N_TOWNS
from bot.games.wow.state import Board


def cattle_value(b: Board, town: int) -> int:
    """$2 per token; $1 with a farmer; doubled with a train (any owner)."""
    v = 1 if bd.has_farmer(b, town) else 2
    return v * 2 if bd.building_at(b, town, "train") is not None else v


def town_income(b: Board, seat: int, town: int) -> int:
    """The seat's income from one town: cattle, bank, store, hotel (rules §6)."""
    total = b.corrals[town].count(seat) * cattle_value(b, town)
    if bd.owner_of(b, town, "bank") == seat:
        total += 2 * sum(1 for sp in b.spaces[town] if sp is not None and sp.owner != seat)
    if bd.owner_of(b, town, "store") == seat:
        total += sum(1 for c in b.corrals[town] if c >= 0 and c != seat)
        total += 2 if bd.has_farmer(b, town) else 0
    if bd.owner_of(b, town, "hotel") == seat:
        total += sum(n for s, n in enumerate(b.cowboys[town]) if s != seat)
    return total


def income(b: Board, seat: int) -> int:
    """The seat's income if it were paid now."""
    return sum(town_income(b, seat, t) for t in range(N_TOWNS))


def pay_income(b: Board) -> list[int]:
    """Pay every seat's income; the amounts by seat."""
    amounts = [income(b, s) for s in range(b.n)]
    for s, a in enumerate(amounts):
        b.money[s] += a
    return amounts
