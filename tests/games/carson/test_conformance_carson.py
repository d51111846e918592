"""The shared conformance checks (tests/games/playout.py) run on the Carson City spec
directly (the shared suite, tests/games/test_conformance.py, checks every step of a 2-seat
game in the fast subset): the bigger sweeps (every seat count, every
character set, every variant alone and combined) marked slow."""

from __future__ import annotations

import os
from typing import Any

import pytest

from bot.games.carson.spec import CARSON
from tests.games.playout import playout, replay_check

SETS: list[dict[str, Any]] = [
    {}, {"characters": "showdown", "buildings": "full"},
    {"characters": "gold_fever", "buildings": "base", "river": True},
    {"characters": "home_town", "buildings": "full", "horses": True},
    {"characters": "quiet_town", "outlaws": True},
    {"characters": "prosperous_town", "buildings": "full", "might_is_right": True},
    {"characters": "random", "teacher": True, "buildings": "full", "kit_carson": True},
    {"new_beginning": True, "might_is_right": True},
    {"kit_carson": True, "horses": True, "outlaws": True, "river": True,
     "might_is_right": True, "new_beginning": True, "characters": "random",
     "buildings": "full"},
]


def test_every_set_fits() -> None:
    for opts in SETS:
        for n in range(2, 7):
            assert CARSON.options_fit is not None
            assert CARSON.options_fit(CARSON.options(opts), n) is None


def test_options_fit_refuses_the_teacher_outside_random_sets() -> None:
    assert CARSON.options_fit is not None
    refusal = CARSON.options_fit(CARSON.options({"teacher": True}), 3)
    assert refusal is not None and refusal.key == "carson-teacher-random"


@pytest.mark.slow
@pytest.mark.parametrize("k", range(len(SETS)))
def test_full_checks_every_set(k: int) -> None:
    """Every set fully checked once, at 2-5 seats in turn (the shared conformance suite
    checks every count with the default options)."""
    opts, n = SETS[k], 2 + k % 4
    state, moves = playout(CARSON, n, 2000 + k, full=True, options=opts)
    replay_check(CARSON, n, 2000 + k, state, moves, options=opts)


@pytest.mark.slow
@pytest.mark.parametrize("n", range(2, 7))
def test_light_playouts(n: int) -> None:
    for seed in range(20):
        opts = SETS[seed % len(SETS)]
        state, moves = playout(CARSON, n, seed, full=False, options=opts)
        if seed % 5 == 0:
            replay_check(CARSON, n, seed, state, moves, options=opts)


VARIANTS = ["kit_carson", "might_is_right", "outlaws", "horses", "river", "new_beginning"]
ALL_VARIANTS: dict[str, Any] = dict.fromkeys(VARIANTS, True)
VARIANT_SEEDS = int(os.environ.get("SALOON_VARIANT_SEEDS", "3"))


@pytest.mark.slow
@pytest.mark.parametrize("n", range(2, 7))
@pytest.mark.parametrize("variant", [*VARIANTS, "all"])
def test_variant_playouts(n: int, variant: str) -> None:
    """Each variant alone and all six together; the issue's sweep is
    `SALOON_VARIANT_SEEDS=50 pytest -m slow -k test_variant_playouts`."""
    opts = ALL_VARIANTS if variant == "all" else {variant: True}
    for seed in range(VARIANT_SEEDS):
        state, moves = playout(CARSON, n, 5000 + seed, full=False, options=opts)
        if seed % 10 == 0:
            replay_check(CARSON, n, 5000 + seed, state, moves, options=opts)
