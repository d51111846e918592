"""What happens between decisions: one automatic step of the current stage (rules §4)."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.tew.buy import buy_step, claim_step, industry_step, set_order, start_phase4
from bot.games.tew.resolution import resolve_mat, reveal, run_start_effects
from bot.games.tew.rounds import deal, end_round
from bot.games.tew.state import TewDecision, TewState
from bot.games.tew.turns import place_step, start_phase2

StageStep = Callable[[TewState, Draws, list[Event]], bool]


def _boss(state: TewState, draws: Draws, ev: list[Event]) -> bool:
    missing = [p.seat for p in state.players if p.boss is None]
    if missing:
        state.flow.push(TewDecision(kind="BOSS", seat=missing[0]))
    else:
        deal(state, draws, ev)
    return True


def _keep(state: TewState, draws: Draws, ev: list[Event]) -> bool:
    if any(p.kept is None for p in state.players):
        return False
    start_phase2(state)
    return True


def _resolve(state: TewState, draws: Draws, ev: list[Event]) -> bool:
    if state.cursor > 5:
        state.stage = "post_office"
    else:
        resolve_mat(state, state.cursor, ev)
        state.cursor += 1
    return True


def _with_draws(step: Callable[[TewState, Draws, list[Event]], None]) -> StageStep:
    def run(state: TewState, draws: Draws, ev: list[Event]) -> bool:
        step(state, draws, ev)
        return True
    return run


def _with_events(step: Callable[[TewState, list[Event]], None]) -> StageStep:
    def run(state: TewState, draws: Draws, ev: list[Event]) -> bool:
        step(state, ev)
        return True
    return run


def _plain(step: Callable[[TewState], None]) -> StageStep:
    def run(state: TewState, draws: Draws, ev: list[Event]) -> bool:
        step(state)
        return True
    return run


STAGES: dict[str, StageStep] = {
    "boss": _boss,
    "keep": _keep,
    "place": _with_draws(place_step),
    "reveal": _with_events(reveal),
    "start3": _with_events(run_start_effects),
    "resolve": _resolve,
    "post_office": _plain(start_phase4),
    "order": _with_events(set_order),
    "buy": _with_events(buy_step),
    "claim": _plain(claim_step),
    "industry": _with_events(industry_step),
    "end_round": _with_draws(end_round),
}


def proceed(state: TewState, draws: Draws, ev: list[Event]) -> bool:
    """One automatic step while nothing is asked; False when there is nothing to do."""
    step = STAGES.get(state.stage)
    return step is not None and step(state, draws, ev)
