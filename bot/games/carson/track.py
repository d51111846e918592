"""The action track's resolution order (rules §2.8, R3-R5): each location's position."""

from __future__ import annotations

from bot.games.carson import city
from bot.games.carson.data import BUILD_SPACES, BUYVP_SPACES
from bot.games.carson.state import Board

STEPS: tuple[str, ...] = (
    "SALARY", "AMMO", "ROADS_3", "ROAD_1", "PLOTS", *BUILD_SPACES, "KEPT",
    "INCOME_PLOTS", "INCOME_COWBOYS", "GAMBLING", "BUILDINGS",
    "VP_PLOTS", "VP_BUILDINGS", "VP_COWBOYS", *BUYVP_SPACES, "END")
POS: dict[str, int] = {s: i for i, s in enumerate(STEPS)}


def position(b: Board, loc: str) -> int:
    """When `loc` is resolved: a track space's step, plots at PLOTS, buildings and the
    Town Hall at BUILDINGS."""
    if loc in POS:
        return POS[loc]
    content = b.plots[city.INDEX[loc]].content
    if city.INDEX[loc] in b.outlaws:
        return POS["BUILDINGS"]
    return POS["PLOTS"] if content in ("", "house", "townhouse", "mountain") else POS["BUILDINGS"]


def unresolved(b: Board, loc: str) -> bool:
    """Not yet resolved this round (Doctor re-placement, R27)."""
    pos = position(b, loc)
    if b.phase != "resolve":
        return True
    if pos > b.res_pos:
        return True
    return pos == b.res_pos and loc in city.INDEX and loc not in b.resolved \
        and (b.duel is None or b.duel.loc != loc)
