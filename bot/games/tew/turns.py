"""Phase 2 turn flow: the Rancher, whose turn it is, and applying a placement (§4.2)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg
from bot.games.tew.actions import Decline, Pay, Place, TewMove
from bot.games.tew.board import pay, standing
from bot.games.tew.buildings import pay_types, pay_verify
from bot.games.tew.duels import start_duel
from bot.games.tew.events import PossePlaced, PosseSatOut, ThirdPosseStood
from bot.games.tew.placement import (
    arrival_waste,
    arrive,
    can_place,
    place_options,
    placement_problem,
    put_posse,
    side_problem,
)
from bot.games.tew.solo import rival_place
from bot.games.tew.state import TewDecision, TewState

RANCHER = "BS3"


def start_phase2(state: TewState) -> None:
    """Ask the Rancher (D04, X08), then start placing from the dealer."""
    for p in state.players:
        if p.boss == RANCHER and not p.third and sum(p.inf.values()) > 0:
            state.flow.push(TewDecision(kind="RANCHER", seat=p.seat))
    state.stage = "place"
    state.turn = state.dealer
    state.place_step = "await"
    for p in state.players:
        p.to_place = 2 + (1 if p.third else 0)


def place_step(state: TewState, draws: Draws, ev: list[Event]) -> None:
    """One automatic step of Phase 2; a PLACE question is asked when a player must choose."""
    if state.place_step == "await":
        player = state.players[state.turn]
        if player.to_place <= 0:
            state.place_step = "next"
        elif not can_place(state, state.turn):
            player.to_place -= 1  # R16: this posse sits out
            ev.append(PosseSatOut(seat=state.turn))
            state.place_step = "next"
        else:
            state.flow.push(TewDecision(kind="PLACE", seat=state.turn))
        return
    if state.place_step == "rival":
        state.place_step = "next"
        rival_place(state, draws, ev)
        return
    for i in range(1, state.n + 1):
        seat = (state.turn + i) % state.n
        if state.players[seat].to_place > 0:
            state.turn = seat
            state.place_step = "await"
            return
    state.stage = "reveal"


def place_legal(state: TewState, d: TewDecision) -> list[TewMove]:
    """PLACE: every open (spot, side); those whose arrival gain the cap of 6 would swallow
    come last."""
    def waste(action: TewMove) -> int:
        assert isinstance(action, Place)
        return arrival_waste(state, d.seat, action.spot, action.side)

    return sorted(place_options(state, d.seat), key=waste)


def place_verify(state: TewState, d: TewDecision, action: TewMove) -> Msg | None:
    """PLACE: the spot is open to this seat and has that side."""
    assert isinstance(action, Place)
    return placement_problem(state, d.seat, action.spot) or side_problem(action.spot, action.side)


def place_apply(state: TewState, d: TewDecision, action: TewMove, draws: Draws,
                ev: list[Event]) -> None:
    """PLACE: a duel when a standing posse holds the spot, else arrive."""
    assert isinstance(action, Place)
    player = state.players[d.seat]
    player.to_place -= 1
    player.placed += 1
    state.last_spot = action.spot
    state.place_step = "rival" if state.solo else "next"
    ev.append(PossePlaced(seat=d.seat, spot=action.spot, side=action.side))
    top = standing(state, action.spot)
    if top is not None:
        start_duel(state, d.seat, top.owner, action.spot, action.side, draws, ev)
        return
    put_posse(state, d.seat, action.spot, action.side)
    arrive(state, d.seat, action.spot, action.side, ev)


def place_default(state: TewState, d: TewDecision) -> TewMove:
    """D05: the first spot in canonical order needing no duel, side INSTANT/PLUS/UP."""
    preferred = ("INSTANT", "PLUS", "UP", None)
    legal = [a for a in place_options(state, d.seat) if isinstance(a, Place)]
    free = [a for a in legal if standing(state, a.spot) is None]
    pool = free or legal
    same = [a for a in pool if a.spot == pool[0].spot]
    return next((a for a in same if a.side in preferred), same[0])


def rancher_legal(state: TewState, d: TewDecision) -> list[TewMove]:
    """RANCHER: pay 1 of a type held, or decline."""
    return [*[Pay(type=t) for t in pay_types(state, d.seat, 1)], Decline()]


def rancher_verify(state: TewState, d: TewDecision, action: TewMove) -> Msg | None:
    """RANCHER: the unit must be held."""
    return pay_verify(state, d.seat, action, 1)


def rancher_apply(state: TewState, d: TewDecision, action: TewMove, draws: Draws,
                  ev: list[Event]) -> None:
    """RANCHER: pay 1 and stand the third posse for this round."""
    if not isinstance(action, Pay):
        return
    player = state.players[d.seat]
    pay(state, d.seat, {action.type: 1})  # one event: ThirdPosseStood says what was paid
    player.third = True
    player.to_place += 1
    ev.append(ThirdPosseStood(seat=d.seat, paid=action.type))
