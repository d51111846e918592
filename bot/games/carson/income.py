"""Building income (rules §4.7): the formula, the Town Hall level and the cap. Character
multipliers and attack splits are applied in `buildincome.py`."""

from __future__ import annotations

from bot.games.carson.characters import HEROES, has
from bot.games.carson.city import he, neighbours
from bot.games.carson.data import BUILDINGS
from bot.games.carson.state import Board


def he_for(b: Board, owner: int, q: int) -> int:
    """An HE on q counts for `owner` only if q is unowned or theirs."""
    p = b.plots[q]
    return he(p.content) if p.owner in (-1, owner) else 0


def built(b: Board, owner: int, kind: str) -> int:
    """How many buildings of `kind` stand on the owner's plots."""
    return sum(1 for p in b.plots if p.owner == owner and p.content == kind)


def formula(b: Board, i: int) -> int:
    """The base income of the building on plot i (0 for a non-income building)."""
    p = b.plots[i]
    x, kind = p.owner, p.content
    nb = neighbours(i)
    adj = sum(he_for(b, x, q) for q in nb)
    if kind == "ranch":
        return max(1, sum(1 for q in nb if b.plots[q].content == ""))
    if kind == "mine":
        mountains = sum(1 for q in nb if b.plots[q].content == "mountain"
                        and b.plots[q].owner in (-1, x))
        river = 3 if any(b.plots[q].river for q in nb) else 0
        return 3 * mountains + river
    if kind == "drugstore":
        return 3 * adj + 3 * built(b, x, "ranch")
    if kind == "bank":
        return 3 * adj + 3 * built(b, x, "mine")
    if kind == "saloon":
        return 5 * adj
    if kind == "hotel":
        return 6
    if kind == "store":
        return sum(he(b.plots[q].content) * (6 if b.plots[q].owner == x else 3) for q in nb)
    if kind == "blacksmith":
        return 5 * b.round + 5 * built(b, x, "ranch")
    return 0


def income(b: Board, i: int) -> int:
    """Formula, plus one Town Hall level for its occupant, clamped to the cap (§4.7 1-2)."""
    p = b.plots[i]
    data = BUILDINGS.get(p.content)
    if data is None or p.owner < 0:
        return 0
    value = formula(b, i)
    if b.occupant == p.owner and b.occupant >= 0:
        value += data.townhall_step
    if data.cap is not None:
        value = min(value, data.cap)
    return value


def earned(b: Board, i: int) -> int:
    """The income after §4.7 steps 1-3: formula, Town Hall level, cap, and the half an
    outlaw leaves (R20; not for a yellow Heroes holder). Multipliers act on this amount."""
    value = income(b, i)
    if i in b.outlaws and not has(b, b.plots[i].owner, HEROES, "Y"):
        value //= 2
    return value
