"""Phase 2 placement legality and arrival effects (rules §4.2.3-§4.2.6)."""

from __future__ import annotations

from functools import cache

from bot.games.core.model import Event
from bot.games.core.words import Msg, msg, seat
from bot.games.tew import names
from bot.games.tew.actions import Place
from bot.games.tew.board import (
    active_building,
    sides_of,
    spot_kind,
    spot_pos,
    standing,
    standing_on,
)
from bot.games.tew.buildings import instant_effect
from bot.games.tew.data import INFS, MAT_BY_POS, gainable
from bot.games.tew.influence import gain_ev
from bot.games.tew.state import RIVAL, Posse, TewDecision, TewState


def placement_problem(state: TewState, seat_n: int, spot: str) -> Msg | None:
    """Why `seat_n` may not place on `spot` now, or None when it may (rules §4.2.3)."""
    if spot not in state.spots:
        return msg("tew-no-such-spot")
    if standing_on(state, seat_n, spot) is not None:
        return msg("tew-already-there")
    top = standing(state, spot)
    if top is not None:
        if state.players[seat_n].outhouse:
            return msg("tew-outhouse-no-duels")
        if top.owner != RIVAL and state.players[top.owner].outhouse:
            return msg("tew-outhouse-protects", who=seat(top.owner))
    return None


def side_problem(spot: str, side: str | None) -> Msg | None:
    """Why `side` is not a side of `spot` (a spot without sides takes None)."""
    if side not in (sides_of(spot) or (None,)):
        return msg("tew-no-such-side", spot=names.spot(spot))
    return None


@cache
def _places(spot: str) -> tuple[Place, ...]:
    """Actions are frozen, so one instance per (spot, side) is shared (speed)."""
    return tuple(Place(spot=spot, side=s) for s in (sides_of(spot) or (None,)))


def place_options(state: TewState, seat_n: int) -> list[Place]:
    """Every legal placement of `seat_n`, in canonical order."""
    out: list[Place] = []
    for spot in state.spots:
        if placement_problem(state, seat_n, spot) is None:
            out.extend(_places(spot))
    return out


def can_place(state: TewState, seat_n: int) -> bool:
    """True when `seat_n` has at least one legal spot (R16)."""
    return any(placement_problem(state, seat_n, spot) is None for spot in state.spots)


def empty_spots(state: TewState) -> list[str]:
    """Spots with no posse at all."""
    return [s for s, ps in state.spots.items() if not ps]


def arrive(state: TewState, seat_n: int, spot: str, side: str | None, ev: list[Event]) -> None:
    """Arrival effects, in order (rules §4.2.6); choices go on top of the flow."""
    pos = spot_pos(spot)
    mat = state.mats[pos]
    data = MAT_BY_POS[pos]
    found: list[TewDecision | None] = []
    kind = spot_kind(spot)
    if kind == "INFLUENCE" and side == "INSTANT" and data.influence:
        src = names.source("instant", mat=names.mat(pos))
        found.append(gain_ev(state, seat_n, data.influence, 1, src, ev))
    elif kind == "PORCH":
        bid = active_building(state, pos)
        if mat.side == "grey" and data.grey is not None:
            src = names.source("porch", mat=names.mat(pos))
            found.append(gain_ev(state, seat_n, data.grey.porch_gain, 1, src, ev))
        if bid is not None:
            owner = mat.owner
            if mat.side == "colour" and owner is not None and owner not in (seat_n, RIVAL):
                gain_ev(state, owner, "MONEY", 1, names.source("income", who=seat(seat_n)), ev)
            found.extend(instant_effect(state, seat_n, bid, spot, ev))
    state.flow.push(*[d for d in found if d is not None])


def arrival_waste(state: TewState, seat_n: int, spot: str, side: str | None) -> int:
    """How much of the fixed arrival gain of `spot` the cap of 6 would swallow."""
    data = MAT_BY_POS[spot_pos(spot)]
    kind = spot_kind(spot)
    gains: str | None = None
    if kind == "INFLUENCE" and side == "INSTANT":
        gains = data.influence
    elif kind == "PORCH" and state.mats[spot_pos(spot)].side == "grey" and data.grey is not None:
        gains = data.grey.porch_gain
    if gains is None or gains not in INFS:
        return 0
    return 1 - gainable(state.players[seat_n].inf[gains], 1)


def put_posse(state: TewState, owner: int, spot: str, side: str | None) -> None:
    """A standing posse of `owner` on top of `spot`."""
    state.spots[spot].append(Posse(owner=owner, standing=True, side=side))
