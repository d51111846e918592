"""The contract entry points: to_act, legal_actions, check, play, default_action."""

from __future__ import annotations

from bot.games.core.errors import IllegalActionError
from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws
from bot.games.tew import buy as _buy
from bot.games.tew import setup as _setup
from bot.games.tew.actions import Buy, DuelMove, Keep, Place
from bot.games.tew.cards import natural_order
from bot.games.tew.flow import run
from bot.games.tew.placement import placement_problem
from bot.games.tew.prompts import HANDLERS, apply_head, head, prompt_default, prompt_legal
from bot.games.tew.rounds import keep
from bot.games.tew.state import TewState

REGISTERED = (_buy, _setup)  # imported for their prompt handlers


def to_act(state: TewState) -> frozenset[int]:
    if state.over:
        return frozenset()
    prompt = head(state)
    if prompt is not None:
        return frozenset({prompt.seat})
    if state.stage == "keep":
        return frozenset(p.seat for p in state.players if p.kept is None)
    return frozenset()


def legal_actions(state: TewState, seat: int) -> list[Action]:
    if seat not in to_act(state):
        return []
    prompt = head(state)
    if prompt is None:
        return [Keep(card=c) for c in state.players[seat].options]
    return prompt_legal(state, prompt)


def check(state: TewState, seat: int, action: Action) -> None:
    if action in legal_actions(state, seat):
        return
    raise IllegalActionError(explain(state, seat, action))


def explain(state: TewState, seat: int, action: Action) -> str:
    """A specific sentence for the mistakes a player could plausibly make."""
    if state.over:
        return "The game is over."
    if seat not in to_act(state):
        return "It is not your turn to decide."
    prompt = head(state)
    if prompt is None:
        if isinstance(action, Keep):
            return "You were not dealt that card."
        return "Choose which of your dealt cards to keep first."
    if isinstance(action, Place) and prompt.kind == "PLACE":
        problem = placement_problem(state, seat, action.spot)
        return problem or "That spot does not have that side."
    if isinstance(action, DuelMove) and prompt.kind == "DUEL":
        return _duel_problem(state, seat, action)
    if isinstance(action, Buy) and prompt.kind in ("BUY", "LEFTOVER"):
        return "You cannot buy that: you need a posse at that mat and the full price."
    title = HANDLERS[prompt.kind].title or "another decision"
    return f"That move is not allowed right now. Now: {title}."


def _duel_problem(state: TewState, seat: int, action: DuelMove) -> str:
    duel = state.duel
    player = state.players[seat]
    if action.move == "REROLL":
        pay = "FORCE" if duel is not None and seat == duel.attacker else "LAW"
        return f"You have no {pay} to pay for a reroll."
    if action.move == "REVEAL":
        return "You already added your kept card in a duel this round."
    if action.move in ("RIVAL_REROLL", "RIVAL_REDRAW"):
        if duel is None or -1 not in (duel.attacker, duel.defender):
            return "Only a duel against the solo Rival allows that."
        return f"You have no {action.pay or 'influence'} to pay for that."
    return f"That duel move is not allowed (you hold {sum(player.inf.values())} influence)."


def play(state: TewState, seat: int, action: Action, draws: Draws) -> list[Event]:
    ev: list[Event] = []
    if isinstance(action, Keep) and head(state) is None:
        keep(state, seat, action.card, ev)
    else:
        apply_head(state, action, draws, ev)
    run(state, draws, ev)
    return ev


def default_action(state: TewState, seat: int) -> Action:
    """Rules §8 defaults (D01-D15); always legal."""
    prompt = head(state)
    if prompt is None:
        options = state.players[seat].options
        return Keep(card=max(options, key=natural_order))  # D03
    return prompt_default(state, prompt)
