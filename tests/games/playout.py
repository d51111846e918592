"""Random playouts with every check of the conformance suite (DESIGN.md section 7)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.games.core import (
    Action,
    GameSpec,
    IllegalActionError,
    NotYourTurnError,
    SeatView,
    replay,
    step,
)

MAX_STEPS = 20000


def leak_check(spec: GameSpec, state: Any) -> None:
    """No view shows the RNG or another seat's secrets."""
    secrets = spec.secrets(state)
    seats = range(len(secrets))
    for viewer in [None, *seats]:
        view = spec.view(state, viewer)
        blob = view.model_dump_json() + view.alt_text()
        if isinstance(view, SeatView):
            blob += view.hand_text()
        assert '"rng"' not in blob and "drawn" not in view.model_dump()
        for owner, labels in secrets.items():
            if owner == viewer:
                continue
            for label in labels:
                assert label not in blob, f"seat {owner}'s secret {label!r} leaks to {viewer}"


def illegal_check(spec: GameSpec, state: Any, pool: list[Action], rnd: random.Random) -> None:
    """Actions seen earlier that are not legal now must be refused without side effects."""
    to_act = spec.to_act(state)
    before = state.model_dump_json()
    for seat in to_act:
        legal = spec.legal_actions(state, seat)
        for action in rnd.sample(pool, min(3, len(pool))):
            if action not in legal:
                with pytest.raises(IllegalActionError):
                    spec.check(state, seat, action)
    others = [s for s in range(len(spec.secrets(state))) if s not in to_act]
    if others and pool:
        with pytest.raises(NotYourTurnError):
            step(spec, state, others[0], pool[-1])
    assert state.model_dump_json() == before


def playout(spec: GameSpec, n: int, seed: int, *, full: bool,
            options: dict[str, Any] | None = None) -> tuple[Any, list[tuple[int, Action]]]:
    """Play random legal actions to the end; `full` adds the per-step checks."""
    rnd = random.Random(seed)
    state = spec.setup(n, seed, spec.options(options))
    moves: list[tuple[int, Action]] = []
    pool: list[Action] = []
    for _ in range(MAX_STEPS):
        if spec.result(state) is not None:
            break
        to_act = sorted(spec.to_act(state))
        assert to_act, "a game that is not over must have someone to act"
        seat = rnd.choice(to_act)
        legal = spec.legal_actions(state, seat)
        assert legal, f"seat {seat} must act but has no legal action"
        action = rnd.choice(legal)
        if full:
            before = state.model_dump_json()
            illegal_check(spec, state, pool, rnd)
            leak_check(spec, state)
            spec.describe(state, seat, action)
            assert spec.default_action(state, seat) in legal
        done = step(spec, state, seat, action)
        if full:
            assert state.model_dump_json() == before, "step mutated its input"
            assert type(state).model_validate_json(done.state.model_dump_json()) == done.state
            pool = (pool + legal)[-60:]
        moves.append((seat, action))
        state = done.state
    else:
        raise AssertionError(f"no end after {MAX_STEPS} steps")
    result = spec.result(state)
    assert result is not None and sorted(s.seat for s in result.standings) == list(range(n))
    return state, moves


def replay_check(spec: GameSpec, n: int, seed: int, state: Any,
                 moves: list[tuple[int, Action]], options: dict[str, Any] | None = None) -> None:
    """The log replays exactly, also after a JSON round trip of every action."""
    encoded = [(seat, spec.parse_action(a.model_dump_json())) for seat, a in moves]
    again, _ = replay(spec, n, seed, options, encoded)
    assert again == state


def ai_playthrough(spec: GameSpec, state: Any) -> tuple[Any, list[dict[str, Any]], list[str]]:
    """Every seat played by the game's AI (lowest seat first) to the end: the final state,
    the action log as JSON, and the event texts. Used to write golden playthroughs."""
    actions: list[dict[str, Any]] = []
    texts: list[str] = []
    while spec.result(state) is None:
        seat = min(spec.to_act(state))
        action = spec.ai(spec.view(state, seat), spec.legal_actions(state, seat))
        done = step(spec, state, seat, action)
        actions.append({"seat": seat, "action": action.model_dump(mode="json")})
        texts.extend(e.text() for e in done.events)
        state = done.state
    return state, actions, texts
