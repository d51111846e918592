"""The Western Legends heuristic (`normal` bots) no longer wastes its income at the money
cap, walks off the space it moved to with Kit Carson's extra step, nor plays a Sprint or
Saddle Up card and then stays put. Judged at the bot's own answers in seeded all-bot games
(real states), with the engine's money and positions."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.games.core import step
from bot.games.legends.actions import Choose, LegendsMove, Move, Step
from bot.games.legends.scoring import estimate, scores
from bot.games.legends.spec import LEGENDS
from bot.games.legends.state import LegendsState

CAP = 120  # rules §3.F: money above $120 is lost


def decisions(n: int, seeds: range) -> Iterator[tuple[LegendsState, int, str, LegendsMove]]:
    """Every answer of seeded all-bot games: state, seat, question kind, answer."""
    for seed in seeds:
        state = LEGENDS.setup(n, seed, LEGENDS.options({}))
        while LEGENDS.result(state) is None:
            seat = min(LEGENDS.to_act(state))
            view = LEGENDS.seat_view(state, seat)
            kind = next((q.kind for q in view.questions if q.seat == seat), "")
            answer = LEGENDS.ai(view, LEGENDS.legal_actions(state, seat))
            yield state, seat, kind, answer
            state = step(LEGENDS, state, seat, answer).state


def money(state: LegendsState, seat: int) -> int:
    return LEGENDS.seat_view(state, seat).players[seat].money


@pytest.mark.slow
def test_its_income_loses_no_money_to_the_cap():
    """Before: at $120 it took $20 of income and got $0 (18 times in one 3-player game)."""
    cards = 0
    for state, seat, kind, answer in decisions(3, range(6)):
        if kind == "income" and isinstance(answer, Choose):
            before = money(state, seat)
            got = money(step(LEGENDS, state, seat, answer).state, seat) - before
            offered = {"money": 20, "both": 10, "cards": 0}[answer.option]
            assert got == offered, (before, answer)
            assert before + 20 <= CAP or answer.option != "money"
            cards += answer.option != "money"
    assert cards >= 3


@pytest.mark.slow
def test_it_never_comes_back_to_a_space_it_walked_off_in_the_same_turn():
    """Before: Kit Carson went to the Bank, took the free extra step off it to East Street,
    went back to the Bank, stepped off again, for five whole turns."""
    turn: tuple[int, int] = (-1, 0)
    left: set[str] = set()
    for state, seat, kind, answer in decisions(3, range(6)):
        if kind != "action" and kind != "post":
            continue
        view = LEGENDS.seat_view(state, seat)
        if (seat, view.round) != turn:
            turn, left = (seat, view.round), set()
        if isinstance(answer, Step) and kind == "post":
            left.add(view.players[seat].space)
        if isinstance(answer, Move):
            assert answer.to not in left, (seat, view.round, answer, left)


@pytest.mark.slow
def test_it_moves_after_playing_a_sprint_or_saddle_up():
    """Before: it played Sprint, then answered the extra move with "No, go on"."""
    moved = stayed = 0
    for _, _, kind, answer in decisions(3, range(6)):
        if kind in ("sprint", "saddle"):
            moved += isinstance(answer, Move)
            stayed += not isinstance(answer, Move)
    assert moved >= 3 and stayed <= moved // 10, (moved, stayed)


def test_a_cut_short_playout_counts_what_a_players_assets_promise():
    """`estimate`: the score as if the game ended now, +1 a nugget, -0.5 a wound (besides
    the LP it costs), +0.2 an MP, +0.5 a WP."""
    state = LEGENDS.setup(2, 1, LEGENDS.options({}))
    me, other = state.players
    me.lp, me.gold, me.wounds, me.mp = 6, 3, 2, 4
    other.lp, other.wp = 2, 2
    total = [float(s.total) for s in scores(state)]
    assert total[0] == 6 - 2 + 2 + min(2, me.money // 60)  # wounds, Marshal row 2, money
    assert estimate(state) == {0: total[0] + 3 - 1.0 + 0.8, 1: total[1] + 1.0}
