"""Phase 2 placement legality and arrival effects (rules §4.2.3-§4.2.6)."""

from __future__ import annotations

from functools import cache

from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws
from bot.games.tew.actions import MoveTo, Place
from bot.games.tew.board import (
    active_building,
    sides_of,
    spot_kind,
    spot_pos,
    standing,
    standing_on,
)
from bot.games.tew.buildings import instant_effect
from bot.games.tew.data import MAT_BY_POS
from bot.games.tew.events_round import (
    PosseMoved,
)
from bot.games.tew.influence import gain_ev
from bot.games.tew.prompts import push, register
from bot.games.tew.state import RIVAL, Posse, Prompt, TewState


def placement_problem(state: TewState, seat: int, spot: str) -> str | None:
    """Why `seat` may not place on `spot` now, or None when it may (rules §4.2.3)."""
    if spot not in state.spots:
        return "That spot is not in this game."
    if standing_on(state, seat, spot) is not None:
        return "You already have a standing posse on that spot."
    top = standing(state, spot)
    if top is not None:
        if state.players[seat].outhouse:
            return "You used the Outhouse this round, so your posse cannot start duels."
        if top.owner != RIVAL and state.players[top.owner].outhouse:
            return "That posse is protected by the Outhouse this round."
    return None


@cache
def _places(spot: str) -> tuple[Place, ...]:
    """Actions are frozen, so one instance per (spot, side) is shared (speed)."""
    return tuple(Place(spot=spot, side=s) for s in (sides_of(spot) or (None,)))


def place_options(state: TewState, seat: int) -> list[Action]:
    out: list[Action] = []
    for spot in state.spots:
        if placement_problem(state, seat, spot) is None:
            out.extend(_places(spot))
    return out


def empty_spots(state: TewState) -> list[str]:
    return [s for s, ps in state.spots.items() if not ps]


def arrive(state: TewState, seat: int, spot: str, side: str | None, ev: list[Event]) -> None:
    """Arrival effects, in order (rules §4.2.6); choices become prompts at the queue head."""
    pos = spot_pos(spot)
    mat = state.mats[pos]
    data = MAT_BY_POS[pos]
    title = data.title
    found: list[Prompt | None] = []
    kind = spot_kind(spot)
    if kind == "INFLUENCE" and side == "INSTANT" and data.influence:
        found.append(gain_ev(state, seat, data.influence, 1, f"{title} instant side", ev))
    elif kind == "PORCH":
        bid = active_building(state, pos)
        if mat.side == "grey" and data.grey is not None:
            found.append(gain_ev(state, seat, data.grey.porch_gain, 1, f"{title} porch", ev))
        if bid is not None:
            owner = mat.owner
            if mat.side == "colour" and owner is not None and owner not in (seat, RIVAL):
                gain_ev(state, owner, "MONEY", 1, f"porch income from @{seat}", ev)
            found.extend(instant_effect(state, seat, bid, spot, ev))
    push(state, *[p for p in found if p is not None])


def put_posse(state: TewState, owner: int, spot: str, side: str | None) -> None:
    state.spots[spot].append(Posse(owner=owner, standing=True, side=side))


def _move_to_legal(state: TewState, prompt: Prompt) -> list[Action]:
    return [
        MoveTo(spot=s, side=side)
        for s in empty_spots(state)
        if s != prompt.spot
        for side in (sides_of(s) or (None,))
    ]


def _move_to_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                   ev: list[Event]) -> None:
    """Doctor's Office / Livery Stable: an arrival with no duel (R29)."""
    assert isinstance(action, MoveTo) and prompt.spot is not None
    put_posse(state, prompt.seat, action.spot, action.side)
    ev.append(PosseMoved(seat=prompt.seat, src=prompt.spot, dst=action.spot, side=action.side))
    arrive(state, prompt.seat, action.spot, action.side, ev)


def _move_to_default(state: TewState, prompt: Prompt, legal: list[Action]) -> Action:
    return legal[0]


register("MOVE_TO", _move_to_legal, _move_to_apply, _move_to_default, "Choose where it goes")
