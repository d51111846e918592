"""Sampling full states from a seat's view (issue 23 #1). Nothing is hidden in Way Out West
(rules §8, R34), so a sample is the true state to the last field but for the generator,
which is drawn afresh: the dice to come are the one thing no seat may know."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bot.games.core import Draws, Rng, step
from bot.games.wow.actions import Fire, TakeBox, Target
from bot.games.wow.spec import WOW
from bot.games.wow.state import WowState
from tests.games.wow.helpers import SA, A, B, act, blank, build_at, to_act


def shootout() -> WowState:
    """A (1 cowboy) shoots at B's hotel in San Antonia; B (a phantom) is asked to fire."""
    s = blank(3)
    build_at(s, SA, "hotel", B)
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="hotel", owner=B))
    act(s, A, Fire())
    return s


def sample(s: WowState, seat: int, seed: int) -> WowState:
    return WOW.sample(WOW.seat_view(s, seat), seat, Draws(Rng(seed=seed))).state


def random_states(n: int, seed: int, every: int = 23) -> Iterator[WowState]:
    """Every `every`-th state of a random game, the first of each phase and the last."""
    s = WOW.setup(n, seed, WOW.options())
    rnd = random.Random(seed)
    k, phase = 0, ""
    while True:
        if k % every == 0 or s.phase != phase or not to_act(s):
            phase = s.phase
            yield s
        if not to_act(s):
            return
        seat = rnd.choice(sorted(to_act(s)))
        s = step(WOW, s, seat, rnd.choice(WOW.legal_actions(s, seat))).state
        k += 1


@pytest.mark.parametrize("n", [3, 4, 5])
def test_a_sample_is_the_true_state_but_for_the_generator(n: int) -> None:
    seen_phases: set[str] = set()
    for s in random_states(n, seed=n):
        seen_phases.add(s.phase)
        for seat in range(n):
            x = sample(s, seat, seed=99)
            assert x.model_dump(exclude={"rng"}) == s.model_dump(exclude={"rng"})
            assert x.rng == Rng(seed=x.rng.seed, drawn=0)
    assert seen_phases == {"setup", "auction", "actions", "over"}


def test_the_generator_is_one_word_of_the_draws() -> None:
    draws = Draws(Rng(seed=23))
    x = WOW.sample(WOW.seat_view(shootout(), B), B, draws).state
    assert x.rng == Rng(seed=16778118630780010966, drawn=0)
    assert draws.word() != 16778118630780010966  # exactly one word was used


def test_the_pending_questions_are_rebuilt_exactly() -> None:
    s = shootout()
    x = sample(s, B, seed=1)
    assert x.version == 3 and x.flow.next_id == 6
    assert [(d.id, d.seat, d.kind, d.reaction) for d in x.flow.stack] == [(5, B, "fire", True)]
    assert to_act(x) == {B} and WOW.decision_id(x, B) == 5
    assert x.fight == s.fight


def test_the_dice_to_come_differ_between_samples() -> None:
    """The same answer on samples with other draws rolls other dice (and ends otherwise)."""
    s = shootout()
    rolled = {}
    for seed in (1, 2, 4):
        after = step(WOW, sample(s, B, seed), B, Fire()).state
        fight = after.fight or after.last_fight
        assert fight is not None
        rolled[seed] = ([(v.side, v.dice) for v in fight.volleys], after.wanted)
    assert rolled == {
        1: ([("a", [3]), ("d", [1])], [0, 0, 0]),  # both miss: the fight goes on
        2: ([("a", [5]), ("d", [3])], [1, 0, 0]),  # A hits and takes the hotel
        4: ([("a", [2]), ("d", [5])], [0, 1, 0]),  # the phantom hits: B keeps it
    }


def test_sampling_leaves_the_view_alone() -> None:
    s = shootout()
    view = WOW.seat_view(s, A)
    before = view.model_dump()
    x = WOW.sample(view, A, Draws(Rng(seed=7))).state
    x.flow.stack.clear()
    x.money[A] = 0
    assert view.model_dump() == before
