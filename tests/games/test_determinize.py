"""Determinization (issue 23 #1): from a seat's view alone, every game samples full states
that seat cannot tell from the true one, with what it cannot see drawn afresh.

For random states of every game and seat count, and every seat:
- the sample's seat view equals the true state's, to the last field;
- the seat's own choices are the same, and the sample plays on (random moves);
- where anything is hidden from the seat (the leak oracle `tests/games/<game>/hidden.py`
  names it), samples made with other draws differ outside the random generator.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Iterator
from typing import Any

import pytest

from bot.games import GAMES
from bot.games.core import AnySpec, Draws, Rng, step

SAMPLES = 6
PLAY_ON = 15


def states_along(spec: AnySpec, n: int, seed: int, every: int, most: int) -> Iterator[Any]:
    """Every `every`-th state of a random game (at most `most` of them)."""
    state = spec.setup(n, seed, spec.options())
    rnd = random.Random(seed)
    k = shown = 0
    while spec.to_act(state) and shown < most:
        if k % every == 0:
            shown += 1
            yield state
        seat = rnd.choice(sorted(spec.to_act(state)))
        state = step(spec, state, seat, rnd.choice(spec.legal_actions(state, seat))).state
        k += 1


def hidden_from(key: str, state: Any, seat: int) -> set[str]:
    """What the oracle says `seat` may not see in `state`."""
    oracle = importlib.import_module(f"tests.games.{key}.hidden").hidden_identities
    return set().union(*(ids for who, ids in oracle(state).items() if who != seat))


def without_rng(state: Any) -> str:
    return state.model_dump_json(exclude={"rng"})


def check_samples(key: str, spec: AnySpec, state: Any, seat: int, rnd: random.Random) -> None:
    view = spec.seat_view(state, seat)
    samples = [spec.sample(view, seat, Draws(Rng(seed=rnd.getrandbits(48)))).state
               for _ in range(SAMPLES)]
    for sample in samples:
        assert spec.seat_view(sample, seat) == view, "the sample shows the seat another game"
        assert spec.to_act(sample) == spec.to_act(state)
        if seat in spec.to_act(state):
            assert spec.legal_actions(sample, seat) == spec.legal_actions(state, seat)
    if hidden_from(key, state, seat):
        assert len({without_rng(s) for s in samples}) > 1, "hidden parts must be drawn"
    play_on(spec, samples[0], rnd)


def play_on(spec: AnySpec, state: Any, rnd: random.Random) -> None:
    for _ in range(PLAY_ON):
        if not spec.to_act(state):
            return
        seat = rnd.choice(sorted(spec.to_act(state)))
        state = step(spec, state, seat, rnd.choice(spec.legal_actions(state, seat))).state


def cases(slow: bool) -> list[Any]:
    out = []
    for key, spec in sorted(GAMES.items()):
        for n in range(spec.min_seats, spec.max_seats + 1):
            edge = n in (spec.min_seats, spec.max_seats)
            marks = [] if (edge and not slow) else [pytest.mark.slow]
            out.append(pytest.param(key, n, marks=marks, id=f"{key}-{n}"))
    return out


@pytest.mark.parametrize(("key", "n"), cases(slow=False))
def test_a_sample_is_a_game_the_seat_cannot_tell_from_the_true_one(key: str, n: int) -> None:
    spec = GAMES[key]
    rnd = random.Random(n)
    for seed in (1, 2):
        for state in states_along(spec, n, seed, every=37, most=6):
            for seat in range(n):
                check_samples(key, spec, state, seat, rnd)
