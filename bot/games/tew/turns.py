"""Phase 2 turn flow: the Rancher, whose turn it is, and applying a placement (§4.2)."""

from __future__ import annotations

from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws
from bot.games.tew.actions import Decline, Pay, Place
from bot.games.tew.board import standing
from bot.games.tew.data import INFS
from bot.games.tew.duels import start_duel
from bot.games.tew.events import PossePlaced, PosseSatOut, ThirdPosseStood
from bot.games.tew.influence import pay_ev
from bot.games.tew.placement import arrive, place_options, put_posse
from bot.games.tew.prompts import push, register
from bot.games.tew.solo import rival_place
from bot.games.tew.state import Prompt, TewState

RANCHER = "BS3"


def start_phase2(state: TewState) -> None:
    for p in state.players:
        if p.boss == RANCHER and not p.third and sum(p.inf.values()) > 0:
            state.prompts.append(Prompt(kind="RANCHER", seat=p.seat))
    state.stage = "place"
    state.turn = state.dealer
    state.place_step = "await"
    for p in state.players:
        p.to_place = 2 + (1 if p.third else 0)


def place_step(state: TewState, draws: Draws, ev: list[Event]) -> None:
    """One automatic step of Phase 2; a PLACE prompt is pushed when a player must choose."""
    if state.place_step == "await":
        player = state.players[state.turn]
        if player.to_place <= 0:
            state.place_step = "next"
        elif not place_options(state, state.turn):
            player.to_place -= 1  # R16: this posse sits out
            ev.append(PosseSatOut(seat=state.turn))
            state.place_step = "next"
        else:
            push(state, Prompt(kind="PLACE", seat=state.turn))
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


def _place_legal(state: TewState, prompt: Prompt) -> list[Action]:
    return place_options(state, prompt.seat)


def _place_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                 ev: list[Event]) -> None:
    assert isinstance(action, Place)
    seat = prompt.seat
    player = state.players[seat]
    player.to_place -= 1
    player.placed += 1
    state.last_spot = action.spot
    state.place_step = "rival" if state.solo else "next"
    ev.append(PossePlaced(seat=seat, spot=action.spot, side=action.side))
    top = standing(state, action.spot)
    if top is not None:
        start_duel(state, seat, top.owner, action.spot, action.side, draws, ev)
        return
    put_posse(state, seat, action.spot, action.side)
    arrive(state, seat, action.spot, action.side, ev)


def _place_default(state: TewState, prompt: Prompt, legal: list[Action]) -> Action:
    """D05: the first spot in canonical order needing no duel, side INSTANT/PLUS/UP."""
    preferred = ("INSTANT", "PLUS", "UP", None)
    free = [a for a in legal if isinstance(a, Place) and standing(state, a.spot) is None]
    pool = free or legal
    first_spot = pool[0].spot  # type: ignore[attr-defined]
    same = [a for a in pool if a.spot == first_spot]  # type: ignore[attr-defined]
    return next((a for a in same if a.side in preferred), same[0])  # type: ignore[attr-defined]


def _rancher_legal(state: TewState, prompt: Prompt) -> list[Action]:
    inf = state.players[prompt.seat].inf
    return [*[Pay(type=t) for t in INFS if inf[t] >= 1], Decline()]


def _rancher_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                   ev: list[Event]) -> None:
    if not isinstance(action, Pay):
        return
    player = state.players[prompt.seat]
    pay_ev(state, prompt.seat, {action.type: 1}, "the Rancher", ev)
    player.third = True
    player.to_place += 1
    ev.append(ThirdPosseStood(seat=prompt.seat, paid=action.type))


register("PLACE", _place_legal, _place_apply, _place_default, "Place a posse")
register("RANCHER", _rancher_legal, _rancher_apply, title="Rancher: pay 1 to stand your third posse?")
