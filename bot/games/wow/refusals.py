"""Why one box answer is refused, checked directly (never by listing the legal answers).

Each function agrees exactly with the matching choice list in `effects.py`; the
conformance suite fuzzes that agreement.
"""

from __future__ import annotations

from bot.games.core.words import Msg, msg, seat
from bot.games.wow import board as bd
from bot.games.wow.data import BOXES, FLAGS
from bot.games.wow.state import EMPTY, Board
from bot.games.wow.wording import building, town


def cattle_refusal(b: Board, who: int, where: int, used: list[int]) -> Msg | None:
    """A cattle token for `where` (rules 4.1): money, supply, cowboy, corral, spread rule."""
    if b.money[who] < 1:
        return msg("wow-no-money", cost=1)
    if bd.supply(b, who, "cattle") < 1:
        return msg("wow-no-cattle-left")
    if used and not FLAGS.cattle_pair_may_split_towns and where != used[0]:
        return msg("wow-pair-one-town", town=town(used[0]))
    if b.cowboys[where][who] == 0:
        return msg("wow-cattle-needs-cowboy", town=town(where))
    if bd.empty_corrals(b, where) == 0:
        return msg("wow-no-empty-corral", town=town(where))
    if not bd.spread_open(b, where):
        return msg("wow-town-closed", town=town(where), below=town(where - 1))
    return None


def build_refusal(b: Board, who: int, box_id: str, where: int) -> Msg | None:
    """The box's property in `where` (rules 4.3): money, supply, space, type, limit."""
    box = BOXES[box_id]
    kind = box.building or ""
    if b.money[who] < box.cost:
        return msg("wow-no-money", cost=box.cost)
    if bd.supply(b, who, kind) < 1:
        return msg("wow-no-building-left", building=building(kind))
    if None not in b.spaces[where]:
        return msg("wow-town-full", town=town(where))
    if bd.building_at(b, where, kind) is not None:
        return msg("wow-type-present", building=building(kind), town=town(where))
    if not bd.can_build(b, who, where, kind):
        return msg("wow-build-limit", town=town(where))
    return None


def move_refusal(b: Board, who: int, src: int, dst: int) -> Msg | None:
    """Moving an own cattle token from `src` to `dst` (R14, R15)."""
    if who not in b.corrals[src]:
        return msg("wow-no-own-cattle-in", town=town(src))
    if src == dst:
        return msg("wow-same-town")
    if bd.empty_corrals(b, dst) == 0:
        return msg("wow-no-empty-corral", town=town(dst))
    if FLAGS.move_cattle_needs_cowboy and b.cowboys[dst][who] == 0:
        return msg("wow-cattle-needs-cowboy", town=town(dst))
    return None


def farmer_refusal(b: Board, who: int, where: int, displace: int | None) -> Msg | None:
    """The farmer in `where`, on an empty corral or on `displace`'s cattle (R16, R17)."""
    if b.farmer_used[who]:
        return msg("wow-farmer-used")
    if bd.has_farmer(b, where):
        return msg("wow-farmer-already", town=town(where))
    if displace is None:
        return None if EMPTY in b.corrals[where] else msg("wow-no-empty-corral", town=town(where))
    if displace < 0 or displace not in b.corrals[where]:
        return msg("wow-no-cattle-of", owner=seat(displace), town=town(where))
    return None
