"""The Carson City heuristic (`normal` bots): the blunders a newcomer's first game showed
are gone. Each test watches the bot's own answers in seeded all-bot games (real states),
and judges them with the engine's rules, not with the bot's reading of its view."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bot.games.carson import bestbuild, city
from bot.games.carson.actions import Choose, PickPlot
from bot.games.carson.data import SPACES
from bot.games.carson.decisions import FLOW
from bot.games.carson.labels import question
from bot.games.carson.scoring import estimate, rounds_left
from bot.games.carson.spec import CARSON
from bot.games.carson.state import CarsonState
from bot.games.core import step
from tests.games.carson.helpers import blank, put

SEEDS = range(4)


def decisions(n: int, seed: int) -> Iterator[tuple[CarsonState, int, str, Any, list[Any]]]:
    """Every decision of a seeded all-bot game: state, seat, question kind, answer, legal."""
    state = CARSON.setup(n, seed, CARSON.options({}))
    while CARSON.result(state) is None:
        seat = min(CARSON.to_act(state))
        legal = CARSON.legal_actions(state, seat)
        view = CARSON.seat_view(state, seat)
        asked = question(view, seat)
        answer = CARSON.ai(view, legal)
        yield state, seat, asked.kind if asked else "", answer, legal
        state = step(CARSON, state, seat, answer).state


def all_games(n: int) -> Iterator[tuple[CarsonState, int, str, Any, list[Any]]]:
    for seed in SEEDS:
        yield from decisions(n, seed)


@pytest.mark.slow
def test_it_buys_a_building_only_where_the_rules_let_it_build_one():
    """Before: it bought every building it won, with nowhere to build it (nine bought and
    none built in a newcomer's game). The engine judges: it buys exactly when a complete
    legal build exists with its houses on its own or unowned plots (`bestbuild`, what an
    absent player's default builds; a house on another's plot would need their consent)."""
    bought = declined = 0
    for state, seat, kind, answer, _ in all_games(3):
        if kind != "buy":
            continue
        asked = FLOW.decision(state, seat)
        for_sale = state.market[SPACES[asked.loc].slot]
        assert for_sale is not None
        can_build = bestbuild.best_site(state, seat, for_sale) >= 0
        assert (answer == Choose(option="yes")) == can_build, (asked.loc, for_sale, answer)
        bought += can_build
        declined += not can_build
    assert bought >= 4 and declined >= 1


@pytest.mark.slow
def test_it_builds_a_bought_building_when_it_has_a_site():
    """Before: with a legal site it answered "keep it for later", round after round."""
    sites = 0
    for _, _, kind, answer, legal in all_games(3):
        if kind == "site" and any(isinstance(a, PickPlot) for a in legal):
            assert isinstance(answer, PickPlot), answer
            sites += 1
    assert sites >= 8


@pytest.mark.slow
def test_its_plots_carry_buildings_or_score_at_the_end():
    """Before: it took plots on which nothing could stand and built none. Now at the end
    most of its plots hold a building, a house or a mountain (2 VP each, rules §6.3)."""
    for seed in SEEDS:
        state = CARSON.setup(2, seed, CARSON.options({}))
        while CARSON.result(state) is None:
            seat = min(CARSON.to_act(state))
            state = step(CARSON, state, seat, CARSON.ai(
                CARSON.seat_view(state, seat), CARSON.legal_actions(state, seat))).state
        for seat in range(2):
            mine = [p for p in state.plots if p.owner == seat]
            built = [p for p in mine if city.is_building(p.content)]
            scoring = [p for p in mine if p.content]
            assert len(built) >= 2 and len(scoring) >= len(mine) / 2, (seed, seat, mine)


def vp_after_spending(money: int, spent: int) -> int:
    return spent // 10 + (money - spent) // 6


@pytest.mark.slow
def test_at_the_last_money_limit_it_spends_what_makes_the_most_vp():
    """Spending $10 gives 1 VP; at the end every $6 kept gives 1 VP (rules §6.1 E3, §6.3).
    The best amount is worked out here by trying every legal amount."""
    seen = 0
    for n in (2, 4):
        for state, seat, kind, answer, legal in all_games(n):
            if kind != "spend" or state.round != 4:
                continue
            money = state.players[seat].money
            best = max(vp_after_spending(money, a.n) for a in legal)
            assert vp_after_spending(money, answer.n) == best, (money, answer)
            seen += 1
    assert seen >= 8


def test_a_cut_short_playout_counts_the_vp_a_seats_assets_promise():
    """`estimate`: VP as if the game ended now, with the odd dollars as a fraction of a
    VP, plus per round left 0.2 a dollar of building income, 0.5 a revolver, 0.5 a plot
    and 2 a kept building. Round 3's placement: 1.75 rounds left (4 at the first draft)."""
    s = blank(2)
    s.round, s.phase = 3, "place"
    me, other = s.players
    me.vp, me.money, me.revolvers, me.kept = 5, 23, 2, ["bank"]
    other.vp, other.money, other.revolvers = 7, 0, 0
    put(s, "D4", "hotel", owner=0)  # $6 a round, 2 VP of property at the end
    put(s, "D5", owner=0)           # owned and empty: no property VP yet
    assert rounds_left(s) == 1.75
    now = 5 + 3 + 2 + 5 / 6         # VP, $18 at $6 a VP, the hotel's plot, the odd $5
    promise = 0.2 * 6 + 0.5 * 2 + 0.5 * 2 + 2 * 1
    assert estimate(s) == pytest.approx({0: now + 1.75 * promise, 1: 7.0})
    s.round, s.phase = 4, "over"  # the game is over: nothing left to promise
    assert estimate(s) == pytest.approx({0: now, 1: 7.0})
