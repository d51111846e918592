"""Every game in GAMES, many seeds and player counts, random legal play to the end.

Light runs (play, result, replay, JSON) cover many seeds; full runs add per-step
checks: sampled illegal moves refused, inputs unchanged, JSON round trip, no
leaks, defaults legal, and every view renders.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.games import GAMES
from tests.games.playout import leak_check, playout, replay_check
from tests.support.fixture_game import SPEC as FIXTURE

SPECS = {**GAMES, "fixture": FIXTURE}
ROOT = Path(__file__).resolve().parents[2]
LIGHT_SEEDS = 200
FULL_SEEDS = 12


def counts(key: str) -> list[int]:
    spec = SPECS[key]
    return list(range(spec.min_seats, spec.max_seats + 1))


CASES = [(k, n) for k in SPECS for n in counts(k)]


@pytest.mark.parametrize(("key", "n"), CASES)
def test_random_playouts_finish_and_replay(key: str, n: int) -> None:
    spec = SPECS[key]
    for seed in range(LIGHT_SEEDS):
        state, moves = playout(spec, n, seed, full=False)
        if seed % 10 == 0:
            replay_check(spec, n, seed, state, moves)
        assert type(state).model_validate_json(state.model_dump_json()) == state


@pytest.mark.parametrize(("key", "n"), CASES)
def test_full_checks_on_every_step(key: str, n: int) -> None:
    spec = SPECS[key]
    for seed in range(1000, 1000 + FULL_SEEDS):
        state, moves = playout(spec, n, seed, full=True)
        leak_check(spec, state)
        replay_check(spec, n, seed, state, moves)


@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_view_renders(key: str) -> None:
    from render import hand_png, table_png

    spec = GAMES[key]
    for n in counts(key):
        state, _ = playout(spec, n, 77 + n, full=False)
        start = spec.setup(n, 77 + n, spec.options())
        for s in (start, state):
            png = table_png(spec.view(s, None))
            assert png.startswith(b"\x89PNG") and len(png) < 1_000_000
            hand = hand_png(spec.view(s, 0))
            assert hand.startswith(b"\x89PNG") and len(hand) < 1_000_000


@pytest.mark.parametrize("key", sorted(GAMES))
def test_registry_contract(key: str) -> None:
    spec = GAMES[key]
    assert spec.key == key and spec.title and 1 <= spec.min_seats <= spec.max_seats <= 6
    assert spec.rules, "a /rules summary is required"
    assert {"version", "rng"} <= set(spec.State.model_fields)
    assert (ROOT / "render" / f"{key}.py").exists(), "every game needs its own renderer"
