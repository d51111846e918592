"""The game driver: run automatic steps until a player must decide (rules §4 order)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.tew import buildings as _buildings
from bot.games.tew import influence as _influence
from bot.games.tew import targeted as _targeted
from bot.games.tew.buy import buy_step, claim_step, industry_step, set_order, start_phase4
from bot.games.tew.prompts import apply_head, head, prompt_legal
from bot.games.tew.resolution import resolve_mat, reveal, run_start_effects
from bot.games.tew.rounds import deal, end_round
from bot.games.tew.state import Prompt, TewState
from bot.games.tew.turns import place_step, start_phase2

REGISTERED = (_buildings, _influence, _targeted)  # imported for their prompt handlers


def run(state: TewState, draws: Draws, ev: list[Event]) -> None:
    """Advance until a decision is needed or the game is over."""
    for _ in range(10_000):
        if state.over:
            return
        prompt = head(state)
        if prompt is not None:
            legal = prompt_legal(state, prompt)
            if len(legal) > 1:
                return
            if legal:
                apply_head(state, legal[0], draws, ev)
            else:
                state.prompts.pop(0)
            continue
        if state.duel is not None:
            raise AssertionError("a duel without a prompt")
        if not _stage_step(state, draws, ev):
            return
    raise AssertionError("the game driver did not settle")


def _stage_step(state: TewState, draws: Draws, ev: list[Event]) -> bool:
    """One automatic step of the current stage; False when waiting for players."""
    stage = state.stage
    if stage == "boss":
        missing = [p.seat for p in state.players if p.boss is None]
        if missing:
            state.prompts.append(Prompt(kind="BOSS", seat=missing[0]))
        else:
            deal(state, draws, ev)
    elif stage == "keep":
        if any(p.kept is None for p in state.players):
            return False
        start_phase2(state)
    elif stage == "place":
        place_step(state, draws, ev)
    elif stage == "reveal":
        reveal(state, ev)
    elif stage == "start3":
        run_start_effects(state, ev)
    elif stage == "resolve":
        _resolve_step(state, ev)
    elif stage == "post_office":
        start_phase4(state)
    elif stage == "order":
        set_order(state, ev)
    elif stage == "buy":
        buy_step(state, ev)
    elif stage == "claim":
        claim_step(state)
    elif stage == "industry":
        industry_step(state, ev)
    elif stage == "end_round":
        end_round(state, draws, ev)
    return True


def _resolve_step(state: TewState, ev: list[Event]) -> None:
    if state.cursor > 5:
        state.stage = "post_office"
        return
    resolve_mat(state, state.cursor, ev)
    state.cursor += 1
