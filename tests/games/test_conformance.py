"""Every game in GAMES, many seeds and player counts, random legal play to the end.

Light runs (play, result, replay, JSON) cover many seeds; full runs add per-step
checks: sampled illegal moves refused, every legal move accepted by `check`, inputs
unchanged, JSON round trip, labels short and unique, every legal move reachable through
the staged menus, every text worded by the catalogue, no leaks, defaults legal, and
every view renders. The default run keeps to the CI budget; the large sweep is

    SALOON_SEEDS=200 python -m pytest -m slow tests/games/test_conformance.py
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bot.games import GAMES
from tests.games.playout import playout, replay_check
from tests.support.fixture_game import SPEC as FIXTURE

SPECS = {**GAMES, "fixture": FIXTURE}
ROOT = Path(__file__).resolve().parents[2]
LIGHT_SEEDS = int(os.environ.get("SALOON_SEEDS", "30"))
FULL_SEEDS = int(os.environ.get("SALOON_FULL_SEEDS", "3"))
# Carson City and Western Legends games are long (300-550 steps at 6 seats) and their own
# suites check each variant fully: the default run checks every step of one game per count.
LONG_GAMES = {"carson", "legends"}


def full_seeds(key: str) -> int:
    return FULL_SEEDS if "SALOON_FULL_SEEDS" in os.environ or key not in LONG_GAMES else 1


def counts(key: str) -> list[int]:
    spec = SPECS[key]
    return list(range(spec.min_seats, spec.max_seats + 1))


CASES = [(k, n) for k in SPECS for n in counts(k)]


@pytest.mark.slow
@pytest.mark.parametrize(("key", "n"), CASES)
def test_random_playouts_finish_and_replay(key: str, n: int) -> None:
    spec = SPECS[key]
    for seed in range(LIGHT_SEEDS):
        state, moves = playout(spec, n, seed, full=False)
        if seed % 10 == 0:
            replay_check(spec, n, seed, state, moves)
        assert type(state).model_validate_json(state.model_dump_json()) == state


def _fast(key: str, n: int, seed: int) -> bool:
    """The edit-test loop checks every step of one quick game (TEW and the fixture, at their
    smallest tables); the longer games' full checks run in the full suite."""
    return key in ("tew", "fixture") and seed == 1000 and n == SPECS[key].min_seats


FULL_CASES = [pytest.param(k, n, seed, marks=[] if _fast(k, n, seed) else [pytest.mark.slow])
              for k, n in CASES for seed in range(1000, 1000 + full_seeds(k))]


@pytest.mark.parametrize(("key", "n", "seed"), FULL_CASES)
def test_full_checks_on_every_step(key: str, n: int, seed: int) -> None:
    """Every seed and player count runs in the full suite; one quick game in the fast
    subset (see `_fast`)."""
    spec = SPECS[key]
    state, moves = playout(spec, n, seed, full=True)
    replay_check(spec, n, seed, state, moves)


@pytest.mark.parametrize("key", [pytest.param(k, marks=[pytest.mark.slow] if k in LONG_GAMES else [])
                                 for k in sorted(GAMES)])
def test_every_view_renders(key: str) -> None:
    from render import hand_png, table_png

    spec = GAMES[key]
    for n in counts(key):
        state, _ = playout(spec, n, 77 + n, full=False)
        start = spec.setup(n, 77 + n, spec.options())
        for s in (start, state):
            png = table_png(spec.table_view(s))
            assert png.startswith(b"\x89PNG") and len(png) < 1_000_000
            hand = hand_png(spec.seat_view(s, 0))
            assert hand.startswith(b"\x89PNG") and len(hand) < 1_000_000


@pytest.mark.parametrize("key", sorted(SPECS))
def test_registry_contract(key: str) -> None:
    spec = SPECS[key]
    assert spec.key == key and spec.title and 1 <= spec.min_seats <= spec.max_seats <= 6
    assert spec.rules, "a /rules summary is required"
    assert {"version", "rng"} <= set(spec.State.model_fields)
    if key in GAMES:
        assert (ROOT / "tests" / "games" / key / "hidden.py").exists(), "a hidden-identity oracle"
