"""Random playouts with every check of the conformance suite (DESIGN.md section 7).

The leak oracle is independent of the game's own views and labels: each game's tests
provide `hidden_identities(state)` (in `tests/games/<key>/hidden.py`), derived from the
state's fields, and no view, worded text or public label may show them to anyone else.
"""

from __future__ import annotations

import importlib
import random
import re
from collections.abc import Callable
from typing import Any

import pytest

from bot.games.core import (
    Action,
    AnySpec,
    GameError,
    IllegalActionError,
    NotYourTurnError,
    replay,
    step,
)
from bot.i18n import Words
from bot.ui.menus import LABEL_LIMIT, PER_MENU, Choice, Node, build_menu

MAX_STEPS = 20000
STRICT = Words("en", strict=True)
Hidden = Callable[[Any], dict[int | None, set[str]]]


def hidden_oracle(key: str) -> Hidden:
    """The game's test oracle of hidden identities (`tests/games/<key>/hidden.py`)."""
    if key in ("fixture", "toy"):  # test-only games hide nothing worth an oracle
        return lambda state: {}
    return importlib.import_module(f"tests.games.{key}.hidden").hidden_identities


def _shown(blob: str, identities: set[str]) -> str | None:
    """The first of `identities` that `blob` shows as a whole word (one search for all)."""
    if not identities:
        return None
    words = "|".join(re.escape(i) for i in sorted(identities, key=len, reverse=True))
    found = re.search(rf"(?<![A-Za-z0-9_])(?:{words})(?![A-Za-z0-9_])", blob)
    return found[0] if found else None


def visible_text(spec: AnySpec, state: Any, viewer: int | None) -> str:
    """Everything `viewer` (None: the public) is shown: view JSON, worded status, alt text
    and hand, and the labels of the choices offered to them (public ones for the table)."""
    view = spec.table_view(state) if viewer is None else spec.seat_view(state, viewer)
    parts = [view.model_dump_json(), STRICT.lines(view.alt_text()), STRICT(view.status)]
    if viewer is not None:
        parts.append(STRICT.lines(view.hand_lines()))
    for seat in spec.to_act(state):
        if viewer is not None and seat != viewer:
            continue
        for action in spec.legal_actions(state, seat):
            text = spec.describe(view, seat, action)
            if viewer is None and text.private:
                continue
            parts += [STRICT(text.label), STRICT(text.description) if text.description else ""]
    return "\n".join(parts)


def leak_check(spec: AnySpec, state: Any, n: int, hidden: Hidden) -> None:
    """No view or offered text shows the RNG or an identity hidden from that viewer."""
    secrets = hidden(state)
    for viewer in [None, *range(n)]:
        blob = visible_text(spec, state, viewer)
        assert '"rng"' not in blob and '"drawn"' not in blob
        for owner, identities in secrets.items():
            if owner is not None and owner == viewer:
                continue
            leaked = _shown(blob, identities)
            assert leaked is None, f"{leaked!r} of {owner} leaks to {viewer}"


def choice_check(spec: AnySpec, state: Any, seat: int, legal: list[Action]) -> None:
    """Labels fit and are unique, every legal action passes `check`, and every one is
    reachable through the UI's staged menus."""
    view = spec.seat_view(state, seat)
    table = spec.table_view(state)
    choices: list[Choice] = []
    for action in legal:
        spec.check(state, seat, action)
        text = spec.describe(view, seat, action)
        label = STRICT(text.label)
        assert 0 < len(label) <= LABEL_LIMIT, f"label too long: {label!r}"
        desc = STRICT(text.description) if text.description else ""
        choices.append(Choice(action.token(), label, desc, tuple(STRICT(s) for s in text.stage)))
        public = spec.describe(table, seat, action)
        assert public.private == text.private, f"private from one view only: {action}"
        if not text.private:  # the table is offered the seat's own text (`describe`)
            assert public == text, f"a public text differs by view: {action}"
            STRICT(public.label)
    labels = [c.label for c in choices]
    assert len(set(labels)) == len(labels), f"duplicate labels: {sorted(labels)}"
    menu = build_menu(choices, lambda a, b: f"{a} … {b}")
    assert sorted(c.token for c in menu.choices()) == sorted(c.token for c in choices)
    _fits(menu)


def _fits(node: Node) -> None:
    assert len(node.entries) <= PER_MENU
    for entry in node.entries:
        if isinstance(entry, Node):
            assert entry.entries, "an empty group"
            _fits(entry)


def illegal_check(spec: AnySpec, state: Any, n: int, pool: list[Action],
                  rnd: random.Random) -> None:
    """Actions seen earlier that are not legal now are refused, wrong seats are refused,
    and nothing changes."""
    to_act = spec.to_act(state)
    before = state.model_dump_json()
    for seat in to_act:
        legal = spec.legal_actions(state, seat)
        for action in rnd.sample(pool, min(4, len(pool))):
            if action not in legal:
                with pytest.raises(IllegalActionError):
                    spec.check(state, seat, action)
    others = [s for s in range(n) if s not in to_act]
    if others and pool:
        with pytest.raises(NotYourTurnError):
            step(spec, state, others[0], pool[-1])
    assert state.model_dump_json() == before


JUNK: list[Any] = [None, -1, -1000, 0, 7, 2**64, 10**30, "", "x" * 300, "²", [], {}, True, 1.5]


def fuzz_check(spec: AnySpec, state: Any, seat: int, legal: list[Action],
               rnd: random.Random) -> None:
    """Malformed input (random field values, unknown kinds, extra fields) is either refused
    with a `GameError` when parsed or checked, or is a legal action: never another error."""
    before = state.model_dump_json()
    samples = [a.model_dump(mode="json") for a in rnd.sample(legal, min(3, len(legal)))]
    for raw in samples:
        for key in [*raw, "extra"]:
            bad = {**raw, key: rnd.choice(JUNK)}
            if key == "kind" and rnd.random() < 0.5:
                bad["kind"] = "no-such-move"
            try:
                action = spec.parse_action(bad)
                spec.check(state, seat, action)
            except GameError:
                continue
            assert action in legal, f"{bad} passed check but is not legal"
    assert state.model_dump_json() == before


def words_check(spec: AnySpec, events: list[Any]) -> None:
    for event in events:
        STRICT(event.message())
        public = event.public_message()
        if public is not None:
            STRICT(public)


def playout(spec: AnySpec, n: int, seed: int, *, full: bool,
            options: dict[str, Any] | None = None) -> tuple[Any, list[tuple[int, Action]]]:
    """Play random legal actions to the end; `full` adds the per-step checks."""
    rnd = random.Random(seed)
    state = spec.setup(n, seed, spec.options(options))
    hidden = hidden_oracle(spec.key)
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
            illegal_check(spec, state, n, pool, rnd)
            leak_check(spec, state, n, hidden)
            for s in to_act:
                choice_check(spec, state, s, spec.legal_actions(state, s))
            fuzz_check(spec, state, seat, legal, rnd)
            assert spec.default_action(state, seat) in legal
            assert spec.decision_id(state, seat) > 0
        done = step(spec, state, seat, action)
        if full:
            assert state.model_dump_json() == before, "step mutated its input"
            assert type(state).model_validate_json(done.state.model_dump_json()) == done.state
            words_check(spec, done.events)
            pool = (pool + legal)[-60:]
        moves.append((seat, action))
        state = done.state
    else:
        raise AssertionError(f"no end after {MAX_STEPS} steps")
    result = spec.result(state)
    assert result is not None and sorted(s.seat for s in result.standings) == list(range(n))
    if full:
        STRICT(result.summary)
        leak_check(spec, state, n, hidden)
    return state, moves


def replay_check(spec: AnySpec, n: int, seed: int, state: Any,
                 moves: list[tuple[int, Action]], options: dict[str, Any] | None = None) -> None:
    """The log replays exactly, also after a JSON round trip of every action."""
    encoded = [(seat, spec.parse_action(a.model_dump_json())) for seat, a in moves]
    stored = spec.options(options).model_dump(mode="json")  # as the lobby stores them
    again, _ = replay(spec, n, seed, stored, encoded)
    assert again == state


def ai_playthrough(spec: AnySpec, state: Any) -> tuple[Any, list[dict[str, Any]]]:
    """Every seat played by the game's AI (lowest seat first) to the end: the final state
    and the action log as JSON. Used once to choose the actions of a golden playthrough."""
    actions: list[dict[str, Any]] = []
    while spec.result(state) is None:
        seat = min(spec.to_act(state))
        action = spec.ai(spec.seat_view(state, seat), spec.legal_actions(state, seat))
        state = step(spec, state, seat, action).state
        actions.append({"seat": seat, "action": action.model_dump(mode="json")})
    return state, actions
