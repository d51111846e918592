"""Random playouts over many seeds, default play, views and texts."""

from __future__ import annotations

import pytest

from bot.games.core.engine import step
from bot.games.core.rng import Draws, Rng
from bot.games.tew.spec import TEW
from bot.games.tew.state import TewState
from tests.support.words import STRICT, said

SEEDS = 60


def random_game(n: int, seed: int, options: dict[str, str] | None = None,
                policy: str = "random") -> TewState:
    state = TEW.setup(n, seed, TEW.options(options))
    pick = Draws(Rng(seed=seed * 31 + n))
    for _ in range(5000):
        if TEW.result(state) is not None:
            return state
        seats = sorted(TEW.to_act(state))
        seat = seats[pick.below(len(seats))]
        legal = TEW.legal_actions(state, seat)
        if policy == "default":
            action = TEW.default_action(state, seat)
        elif policy == "ai":
            action = TEW.ai(TEW.seat_view(state, seat), legal)
        else:
            action = legal[pick.below(len(legal))]
        assert action in legal
        assert len(STRICT(TEW.describe(TEW.seat_view(state, seat), seat, action).label)) <= 80
        state = step(TEW, state, seat, action).state
    raise AssertionError("no end")


@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.slow
def test_random_playouts_finish(n: int) -> None:
    for seed in range(SEEDS):
        mode = "choose" if seed % 4 == 0 else "random"
        state = random_game(n, seed, {"boss_mode": mode})
        result = TEW.result(state)
        assert result is not None and len(result.standings) == n
        assert TEW.to_act(state) == frozenset()


@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("policy", ["default", "ai"])
@pytest.mark.slow  # whole games; the fast loop has the per-step conformance game
def test_default_and_ai_games_finish(n: int, policy: str) -> None:
    for seed in range(8):
        state = random_game(n, seed, policy=policy)
        assert TEW.result(state) is not None


def test_menus_stay_small() -> None:
    worst = 0
    for n in (1, 4):
        for seed in range(20):
            state = TEW.setup(n, seed, TEW.options())
            pick = Draws(Rng(seed=seed))
            while TEW.result(state) is None:
                seat = min(TEW.to_act(state))
                legal = TEW.legal_actions(state, seat)
                worst = max(worst, len(legal))
                state = step(TEW, state, seat, legal[pick.below(len(legal))]).state
    assert worst <= 25


def test_views_and_texts() -> None:
    state = random_game(3, 5)
    table = TEW.table_view(state)
    assert table.game == "tew" and "Game over" in STRICT(table.status)
    seat_view = TEW.seat_view(state, 1)
    assert said(seat_view.hand_lines()) and "Bank" in "\n".join(said(table.alt_text()))
    start = TEW.setup(4, 5, TEW.options())
    v = TEW.seat_view(start, 2)
    assert v.options and all(len(c) == 3 for c in v.options)
    assert "Phase 1" in STRICT(v.status) and "choosing a card" in STRICT(v.status)
    assert all(card is None for card in TEW.table_view(start).rival_cards)


def test_solo_results_mention_the_rival() -> None:
    for seed in range(5):
        r = TEW.result(random_game(1, seed))
        assert r is not None and "Rival" in STRICT(r.summary)
