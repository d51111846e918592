"""Pending decisions: a registry of prompt kinds and the queue helpers.

Every decision except the Phase 1 keep is a `Prompt` at the head of `state.prompts`.
A handler lists the legal actions for it and applies the chosen one; a prompt with a
single legal action is applied automatically (rules §8: forced decisions are not asked).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws
from bot.games.tew.state import Prompt, TewState

Legal = Callable[[TewState, Prompt], list[Action]]
Apply = Callable[[TewState, Prompt, Action, Draws, list[Event]], None]
Default = Callable[[TewState, Prompt, list[Action]], Action]


@dataclass(frozen=True)
class Handler:
    legal: Legal
    apply: Apply
    default: Default | None = None
    title: str = ""


HANDLERS: dict[str, Handler] = {}


def register(kind: str, legal: Legal, apply: Apply, default: Default | None = None,
             title: str = "") -> None:
    HANDLERS[kind] = Handler(legal, apply, default, title)


def push(state: TewState, *prompts: Prompt) -> None:
    """Insert prompts at the head of the queue, keeping their order (follow-ups come first)."""
    state.prompts[0:0] = list(prompts)


def head(state: TewState) -> Prompt | None:
    return state.prompts[0] if state.prompts else None


def prompt_legal(state: TewState, prompt: Prompt) -> list[Action]:
    return HANDLERS[prompt.kind].legal(state, prompt)


def apply_head(state: TewState, action: Action, draws: Draws, ev: list[Event]) -> None:
    prompt = state.prompts.pop(0)
    HANDLERS[prompt.kind].apply(state, prompt, action, draws, ev)


def prompt_default(state: TewState, prompt: Prompt) -> Action:
    legal = prompt_legal(state, prompt)
    handler = HANDLERS[prompt.kind]
    if handler.default is not None:
        return handler.default(state, prompt, legal)
    for action in legal:
        if getattr(action, "kind", "") == "decline":
            return action
    return legal[0]
