"""What the `hard` bot's search uses of Way Out West: the rollout heuristic read from the
state, the answers it weighs, where its playouts stop and how it scores them there."""

from __future__ import annotations

from functools import cache

import pytest

from bot.games.core import step
from bot.games.core.budget import Budget
from bot.games.core.search import playout, search
from bot.games.wow.actions import Bid, Decide, Drop, Fire, Retreat, TakeBox, WowMove
from bot.games.wow.ai import choose_in
from bot.games.wow.ai_search import between_rounds, projected, shortlist
from bot.games.wow.data import BOXES
from bot.games.wow.scoring import scores
from bot.games.wow.spec import WOW
from bot.games.wow.state import WowState


@cache
def asked() -> list[tuple[WowState, int, list[WowMove]]]:
    """Every third decision with a choice of a seeded all-bot short game at 3 seats."""
    state = WOW.setup(3, 5, WOW.options({"length": "short"}))
    out: list[tuple[WowState, int, list[WowMove]]] = []
    k = 0
    while WOW.result(state) is None:
        seat = min(WOW.to_act(state))
        legal = WOW.legal_actions(state, seat)
        k += len(legal) > 1
        if len(legal) > 1 and k % 3 == 0:
            out.append((state, seat, legal))
        state = step(WOW, state, seat, WOW.ai(WOW.seat_view(state, seat), legal)).state
    return out


@pytest.mark.slow
def test_the_rollout_heuristic_reads_the_state_as_the_heuristic_reads_the_view():
    for state, seat, legal in asked():
        assert choose_in(state, seat, legal) == WOW.ai(WOW.seat_view(state, seat), legal)


def test_the_shortlist_weighs_other_answers_but_never_second_guesses_a_volley():
    seen_bid = False
    for state, seat, legal in asked():
        short = shortlist(WOW.seat_view(state, seat), legal)
        assert all(a in legal for a in short) and len(set(map(repr, short))) == len(short)
        boxes = [BOXES[a.box] for a in short if isinstance(a, TakeBox)]
        kinds = [b.building or b.action for b in boxes]
        assert len(set(kinds)) == len(kinds)  # one cattle box, one gunfight, ...
        if isinstance(legal[0], Fire | Retreat | Decide):
            assert short == []
        if isinstance(legal[0], Bid | Drop):
            seen_bid = True
            assert short[0] == Drop() and len(short) <= 4
    assert seen_bid


def test_a_volley_is_played_by_the_heuristics_rule_not_for_want_of_time():
    """No playouts where the shortlist offers nothing to weigh; `/hint` then says the bot
    plays such decisions by its rules of thumb, not that it is busy."""
    state, seat, legal = next(q for q in asked() if isinstance(q[2][0], Fire | Retreat | Decide))
    view = WOW.seat_view(state, seat)
    choice = search(WOW, view, seat, legal, WOW.budget, 1)
    assert choice.by_rule and choice.weighed == () and choice.action == WOW.ai(view, legal)


@pytest.mark.slow
def test_a_playout_stops_at_the_next_rounds_auction():
    budget = Budget(playouts=1, horizon=500, rounds=1)
    for state, seat, legal in asked():
        if state.phase != "actions":
            continue
        _value, steps = playout(WOW, state, seat, legal[0], budget, 1)
        assert 1 <= steps < 60
    assert between_rounds(WOW.setup(3, 1, WOW.options({}))) is False


def test_the_projection_adds_the_future_to_the_score_so_far():
    for state, _seat, _legal in asked():
        now, later = scores(state), projected(state)
        assert set(later) == set(range(state.n))
        assert all(later[s] >= now[s] - 30 for s in range(state.n))
