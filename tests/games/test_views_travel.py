"""Every view can travel to a render worker: boards and hands are drawn in worker processes
(`render/pool.py`), which receive the views pickled. A parametrised pydantic generic such
as `Flow[SomeDecision]` named inside a view cannot be pickled (a Carson seat view once held
one: every Carson hand failed with RENDER_WORKERS set, while the tests draw in a thread)."""

from __future__ import annotations

import pickle

import pytest

from bot.games import GAMES
from tests.games.test_determinize import states_along


@pytest.mark.parametrize("key", sorted(GAMES))
def test_table_and_seat_views_pickle_and_come_back_equal(key: str) -> None:
    spec = GAMES[key]
    n = spec.max_seats
    for state in states_along(spec, n, seed=5, every=29, most=4):
        for view in [spec.table_view(state), *(spec.seat_view(state, s) for s in range(n))]:
            assert pickle.loads(pickle.dumps(view)) == view
