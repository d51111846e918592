"""The searching bot's playouts move by `rollout`, which reads only the part of the seat's
view the heuristic uses: it must answer what `choose` answers from the whole view."""

from __future__ import annotations

from typing import Any

import pytest

from bot.games.core import step
from bot.games.core.rng import Draws, Rng
from bot.games.legends.ai_rollout import rollout
from bot.games.legends.spec import LEGENDS


@pytest.mark.parametrize(("n", "options"), [
    (2, {"goals_variant": True, "man_in_black": "on"}),
    (4, {"npc_choice_mode": "auto_random", "target_lp": 15}),
])
def test_a_playout_answers_as_the_heuristic_from_the_seat_view(n: int,
                                                              options: dict[str, Any]) -> None:
    state = LEGENDS.setup(n, 7, LEGENDS.options(options))
    wander = Draws(Rng(seed=n))  # every fourth answer at random, to reach more questions
    kinds: set[str] = set()
    while LEGENDS.result(state) is None:
        seat = min(LEGENDS.to_act(state))
        legal = LEGENDS.legal_actions(state, seat)
        view = LEGENDS.seat_view(state, seat)
        answer = LEGENDS.ai(view, legal)
        if len(legal) > 1:
            kinds |= {q.kind for q in view.questions if q.seat == seat}
            assert rollout(state, seat, legal) == answer
        if wander.below(4) == 0:
            answer = legal[wander.below(len(legal))]
        state = step(LEGENDS, state, seat, answer).state
    assert len(kinds) >= 8, kinds
