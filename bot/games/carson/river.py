"""*Carson River* (rules §8.5; layout [HOUSE] R41): river plots, bridges over water edges
(two roads from the builder's own reserve), the banks for the School limit, and the
bridge bonus at final scoring."""

from __future__ import annotations

from functools import cache

from bot.games.carson import city
from bot.games.carson.data import VARIANTS
from bot.games.carson.state import Board

WATER: frozenset[str] = frozenset(VARIANTS.river.water_edges)
RIVER: tuple[int, ...] = tuple(city.INDEX[p] for p in VARIANTS.river.plots)


def on(b: Board) -> bool:
    """The river variant is in play."""
    return b.options.river


def is_bridge_edge(b: Board, e: str) -> bool:
    """A road on this edge would be a bridge."""
    return on(b) and e in WATER


def bridges(b: Board) -> list[str]:
    """The bridges built so far."""
    return [e for e in b.roads if is_bridge_edge(b, e)]


def road_cost(b: Board, e: str) -> int:
    """Road pieces a player spends on this edge: 2 for a bridge."""
    return 2 if is_bridge_edge(b, e) else 1


@cache
def banks() -> dict[int, int]:
    """Each land plot's bank: the 4-connected land component it belongs to (0, 1, ...)."""
    river = set(RIVER)
    side: dict[int, int] = {}
    for start in range(64):
        if start in river or start in side:
            continue
        k = len(set(side.values()))
        todo = [start]
        while todo:
            i = todo.pop()
            if i in side or i in river:
                continue
            side[i] = k
            x, y = city.xy(i)
            todo += [city.at(x + dx, y + dy) for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1))
                     if 0 <= x + dx < 8 and 0 <= y + dy < 8]
    return side


def school_allowed(b: Board, q: int) -> bool:
    """At most one School on each side of the river (§8.5)."""
    if not on(b):
        return True
    side = banks().get(q, -1)
    return not any(p.content == "school" and banks().get(i, -2) == side
                   for i, p in enumerate(b.plots))


def by_bridge(b: Board, i: int) -> bool:
    """The plot has a corner at an end of a bridge."""
    corners = set(city.corners(i))
    return any(c in corners for e in bridges(b) for c in city.ends(e))


def mountains(b: Board) -> int:
    """Mountains at setup: 6 with the river, 9 with the gold fever characters."""
    if b.options.characters == "gold_fever":
        return VARIANTS.river.gold_fever_mountains
    return VARIANTS.river.mountains
