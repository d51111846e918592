"""What a purchase is worth to the bot in solo, from its seat view: the building's VP, the
industry majorities its icons win or share against the Rival (rules §4.8, 1-2 player side),
and the VP it keeps from the Rival when the Rival would have taken it (rules §5.6)."""

from __future__ import annotations

from bot.games.tew.ai_industry import POS_INDEX, icons
from bot.games.tew.data import INDUSTRIES, TRACK
from bot.games.tew.state import LAST_ROUND
from bot.games.tew.view import BuildingView, TewSeatView

RIVAL = -1
SWING_WEIGHT = 0.5  # an expected majority is far from sure: the Rival buys icons too


def expected_track_vp(view: TewSeatView, industry: str) -> float:
    """The VP an industry's majority may pay at the end: its position's value now, plus
    half a point for each round left to advance it (up to FIRST's 3)."""
    now = TRACK.positions[POS_INDEX[view.industry[industry]]].vp_12
    rounds_left = 0 if view.last_round else LAST_ROUND - view.round
    return min(3.0, now + 0.5 * rounds_left)


def majority_lead(mine: int, theirs: int, vp: float) -> float:
    """The bot's industry VP minus the Rival's for one industry (a tie pays both)."""
    if mine < 1 and theirs < 1:
        return 0.0
    if mine == theirs:
        return 0.0
    return vp if mine > theirs else -vp


def industry_swing(view: TewSeatView, b: BuildingView) -> float:
    """How much owning `b` raises the bot's expected industry VP over the Rival's."""
    swing = 0.0
    for industry in INDUSTRIES:
        added = b.icons.count(industry)
        if not added:
            continue
        mine, theirs = icons(view, view.seat, industry), icons(view, RIVAL, industry)
        vp = expected_track_vp(view, industry)
        swing += majority_lead(mine + added, theirs, vp) - majority_lead(mine, theirs, vp)
    return swing


def rival_pick(view: TewSeatView, exclude: int | None = None) -> BuildingView | None:
    """The building the Rival takes this Phase 4 (rules §5.6: the highest VP in a buy slot
    at a mat where it has a posse, ties to the lowest position), `exclude` a slot bought."""
    best: tuple[int, int, BuildingView] | None = None
    for m in view.mats:
        if m.buy is None or m.pos == exclude:
            continue
        if not any(p.owner == RIVAL for s in m.spots for p in s.posse):
            continue
        if best is None or (m.buy.vp, -m.pos) > best[:2]:
            best = (m.buy.vp, -m.pos, m.buy)
    return best[2] if best else None


def denial(view: TewSeatView, pos: int) -> float:
    """The VP kept from the Rival by buying the slot at `pos` before it buys."""
    if not view.solo or RIVAL not in view.order or view.seat not in view.order:
        return 0.0
    if view.known.rival_bought is not None or view.order.index(RIVAL) < view.order.index(
            view.seat):
        return 0.0  # it has bought already (a Leftover purchase comes after its purchase)
    target, here = rival_pick(view), view.mats[pos].buy
    if target is None or here is None or here.id != target.id:
        return 0.0
    instead = rival_pick(view, exclude=pos)
    return target.vp - (instead.vp if instead else 0)


def buy_worth(view: TewSeatView, pos: int) -> float:
    """What buying the slot at `pos` adds to the bot's lead, in VP."""
    b = view.mats[pos].buy
    if b is None:
        return 0.0
    if not view.solo:
        return b.vp + 0.3 * len(b.icons)
    return b.vp + SWING_WEIGHT * industry_swing(view, b) + denial(view, pos) + 0.1 * len(b.icons)
