"""Building roads from a reserve (rules §1.8, R46) and the yellow Governor's bonus."""

from __future__ import annotations

from bot.games.carson import city, river
from bot.games.carson.characters import GOVERNOR, has
from bot.games.carson.events import ev
from bot.games.carson.state import Board
from bot.games.core.model import Event
from bot.games.core.words import seat as who


def options(b: Board, seat: int) -> list[str]:
    """Edges the seat may build on now (none without a road in reserve)."""
    have = b.players[seat].roads
    if have <= 0:  # a road costs one piece at least
        return []
    return [e for e in city.legal_roads(b.roads) if river.road_cost(b, e) <= have]


def build(b: Board, seat: int, e: str, events: list[Event]) -> None:
    """Build one road (a bridge: two); the yellow Governor gains 1 VP (2 for a bridge)
    when a plot is newly connected."""
    fresh = city.newly_connected(b.roads, e)
    cost = river.road_cost(b, e)
    b.roads = sorted([*b.roads, e])
    b.players[seat].roads -= cost
    ev(events, "bridge" if cost == 2 else "road", who=who(seat), edge=e)
    if fresh and has(b, seat, GOVERNOR, "Y"):
        b.players[seat].vp += cost
        ev(events, "governor-vp", who=who(seat), vp=cost)
