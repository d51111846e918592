"""The shared conformance checks (tests/games/playout.py) run on the Western Legends spec
directly, marked slow (the shared conformance suite checks every step of a 2-seat game in
the fast subset, and of one game per count with the default options in the full run).
Random playouts use the 15 LP target (the issue's policy for playouts); the issue's sweep:

    SALOON_SEEDS=200 SALOON_GOAL_SEEDS=50 SALOON_MIB_SEEDS=50 \
        .venv/bin/python -m pytest -m slow tests/games/legends/test_conformance_legends.py"""

from __future__ import annotations

import os

import pytest

from bot.games.legends.spec import LEGENDS
from tests.games.playout import playout, replay_check

FAST = {"target_lp": 15}
SEEDS = int(os.environ.get("SALOON_SEEDS", "8"))


@pytest.mark.slow
def test_one_fully_checked_game() -> None:
    """A short 2-player game (seed 1032, about 130 steps) keeps the fast suite fast."""
    state, moves = playout(LEGENDS, 2, 1032, full=True, options=FAST)
    replay_check(LEGENDS, 2, 1032, state, moves, options=FAST)


@pytest.mark.slow
@pytest.mark.parametrize("n", range(2, 7))
@pytest.mark.parametrize("mode", ["right_player", "auto_strongest", "auto_random"])
def test_random_playouts_finish_and_replay(n: int, mode: str) -> None:
    options = {**FAST, "npc_choice_mode": mode}
    for seed in range(SEEDS):
        state, moves = playout(LEGENDS, n, seed, full=False, options=options)
        if seed % 10 == 0:
            replay_check(LEGENDS, n, seed, state, moves, options=options)


GOALS = {**FAST, "goals_variant": True}


@pytest.mark.slow
@pytest.mark.parametrize("n", [3, 5])
def test_goals_variant_full_checks(n: int) -> None:
    state, moves = playout(LEGENDS, n, 2000 + n, full=True, options=GOALS)
    replay_check(LEGENDS, n, 2000 + n, state, moves, options=GOALS)


@pytest.mark.slow
@pytest.mark.parametrize("n", range(2, 7))
def test_goals_variant_playouts(n: int) -> None:
    for seed in range(int(os.environ.get("SALOON_GOAL_SEEDS", "10"))):
        state, moves = playout(LEGENDS, n, seed, full=False, options=GOALS)
        if seed % 10 == 0:
            replay_check(LEGENDS, n, seed, state, moves, options=GOALS)


@pytest.mark.slow
def test_man_in_black_playouts() -> None:
    """Two players play with the Man in Black by default ("auto")."""
    for seed in range(int(os.environ.get("SALOON_MIB_SEEDS", "10"))):
        state, moves = playout(LEGENDS, 2, 3000 + seed, full=seed == 0, options=FAST)
        assert state.mib
        if seed % 10 == 0:
            replay_check(LEGENDS, 2, 3000 + seed, state, moves, options=FAST)


@pytest.mark.slow
@pytest.mark.parametrize("n", [2, 4])
def test_player_dealer_and_goals_full_checks(n: int) -> None:
    options = {**GOALS, "dealer_mode": "player", "npc_choice_mode": "auto_random"}
    state, moves = playout(LEGENDS, n, 4000 + n, full=True, options=options)
    replay_check(LEGENDS, n, 4000 + n, state, moves, options=options)
