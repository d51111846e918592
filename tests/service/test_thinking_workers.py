"""Hard searches in worker processes (issue 23, item 5): the view, the legal actions, the
game's key and its budget travel pickled, and the worker answers as this process would."""

import asyncio
from dataclasses import replace

import pytest

from bot.games import GAMES
from bot.games.core import step
from bot.games.core.budget import Budget
from bot.games.core.levels import think
from bot.games.core.rng import Draws, Rng
from bot.service.thinking import Thinker

pytestmark = pytest.mark.slow


def a_decision(key: str, budget: Budget):
    """A game some random moves in, and the seat to act's view and legal actions."""
    spec = replace(GAMES[key], budget=budget)
    state, draws = spec.setup(2, 5, spec.Options()), Draws(Rng(seed=9))
    for _ in range(6):
        seat = min(spec.to_act(state))
        legal = spec.legal_actions(state, seat)
        state = step(spec, state, seat, legal[draws.below(len(legal))]).state
    seat = min(spec.to_act(state))
    return spec, spec.seat_view(state, seat), seat, spec.legal_actions(state, seat)


async def test_a_worker_process_searches_as_this_process_would():
    small = Budget(playouts=12, worlds=2, width=4, horizon=40)
    assert small != GAMES["tew"].budget  # the worker must use the budget it is sent
    spec, view, seat, legal = a_decision("tew", small)
    here = think(spec, view, seat, legal, "hard", 21)
    thinker = Thinker(1)
    try:
        there = await asyncio.wait_for(thinker.choose(spec, view, seat, legal, "hard", 21), 60)
        assert (there.action, there.weighed) == (here.action, here.weighed)
        assert thinker.searching == 0
    finally:
        await asyncio.to_thread(thinker.close)
