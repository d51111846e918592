"""The industry track on the Town Hall (rules §2.7)."""

from __future__ import annotations

from bot.games.tew.data import INDUSTRIES, TRACK, Industry
from bot.games.tew.events_round import IndustryAdvanced
from bot.games.tew.state import TewState

POS_NAMES = tuple(p.name for p in TRACK.positions)


def can_advance(track: dict[str, int], industry: str) -> bool:
    """True when the industry's next position exists and has room."""
    pos = track[industry]
    if pos >= len(TRACK.positions) - 1:
        return False
    cap = TRACK.positions[pos + 1].capacity
    used = sum(1 for p in track.values() if p == pos + 1)
    return cap is None or used < cap


def advanceable(track: dict[str, int]) -> list[Industry]:
    """The industries that can advance, in M, R, W order."""
    return [i for i in INDUSTRIES if can_advance(track, i)]


def advance(state: TewState, seat: int, industry: str) -> IndustryAdvanced:
    """Move the industry up one position; the event says who did it."""
    assert can_advance(state.industry, industry)
    state.industry[industry] += 1
    return IndustryAdvanced(seat=seat, industry=industry,
                            position=POS_NAMES[state.industry[industry]])


def industry_vp(state: TewState, industry: str, majority: bool) -> int:
    """The VP of an industry's current position for a majority or minority share."""
    pos = TRACK.positions[state.industry[industry]]
    if state.n >= 3:
        return pos.vp_34[0 if majority else 1]
    return pos.vp_12 if majority else 0
