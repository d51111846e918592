"""Phase 2 turn flow: the Rancher and whose turn it is (§4.2). The `RANCHER` and `PLACE`
questions are answered in `questions_turn`."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.tew.events import PosseSatOut
from bot.games.tew.placement import (
    can_place,
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
