"""The `hard` bots' search (issue 23 #2): deterministic for a fixed seed and budget,
thinking from the seat's view alone, and scoring playouts by win share and margin."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.games import GAMES
from bot.games.core import Draws, Rng
from bot.games.core.budget import Budget
from bot.games.core.levels import LEVELS, think
from bot.games.core.search import reward, search
from tests.games.test_determinize import states_along

TINY = Budget(playouts=4, worlds=2, width=3, horizon=25)
SEATS = {"tew": 2, "wow": 3, "carson": 2, "legends": 2}


def first_choice(key: str):
    """A state of a random game where the seat to act has more than one legal move."""
    spec = GAMES[key]
    for state in states_along(spec, SEATS[key], 3, 7, 40):
        seat = min(spec.to_act(state))
        legal = spec.legal_actions(state, seat)
        if len(legal) > 1:
            return spec, state, seat, legal
    raise AssertionError("no decision with a choice")


def test_a_playout_rewards_the_win_share_and_the_margin():
    assert reward({0: 10.0, 1: 5.0}, 0, [0]) == 1 + 0.5 * (0.5 + 1) / 2
    assert reward({0: 5.0, 1: 10.0}, 0, [1]) == 0.5 * (-0.5 + 1) / 2
    assert reward({0: 7.0, 1: 7.0}, 0, [0, 1]) == 0.5 + 0.25


@pytest.mark.parametrize("key", sorted(SEATS))
def test_a_fixed_seed_and_budget_give_a_fixed_move(key):
    spec, state, seat, legal = first_choice(key)
    view = spec.seat_view(state, seat)
    once = search(spec, view, seat, legal, TINY, 41)
    again = search(spec, view, seat, legal, TINY, 41)
    assert once == again and once.action in legal
    assert once.weighed and sum(w.playouts for w in once.weighed) <= TINY.playouts + 3


@pytest.mark.parametrize("key", sorted(SEATS))
def test_the_move_does_not_depend_on_the_true_states_hidden_parts(key):
    """A state sampled from the seat's view has other hidden parts and another seed: the
    same view gives the same move at every level."""
    spec, state, seat, _legal = first_choice(key)
    spec = replace(spec, budget=TINY)
    twin = spec.sample(spec.seat_view(state, seat), seat, Draws(Rng(seed=99))).state
    assert twin.rng != state.rng
    for level in LEVELS:
        moves = [think(spec, spec.seat_view(s, seat), seat, spec.legal_actions(s, seat),
                       level, 7).action for s in (state, twin)]
        assert moves[0] == moves[1]


def test_one_legal_move_is_played_without_thinking():
    spec, state, seat, legal = first_choice("tew")
    chosen = search(spec, spec.seat_view(state, seat), seat, legal[:1], TINY, 1)
    assert chosen.action == legal[0] and chosen.weighed == ()


def test_a_budget_of_no_playouts_plays_the_heuristics_move():
    """A game whose playouts do not beat its heuristic plays the heuristic's move."""
    spec, state, seat, legal = first_choice("wow")
    view = spec.seat_view(state, seat)
    chosen = search(spec, view, seat, legal, replace(TINY, playouts=0), 5)
    assert chosen.action == spec.ai(view, legal) and chosen.weighed == ()
