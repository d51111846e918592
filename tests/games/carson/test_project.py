"""The projection lists a question's offered roads without listing its other answers:
they must be exactly the `Road` answers its legal list holds, in order."""

from __future__ import annotations

import random

import pytest

from bot.games.carson.actions import Road
from bot.games.carson.decisions import FLOW
from bot.games.carson.project import offered_roads
from bot.games.carson.spec import CARSON as SPEC
from bot.games.core import step


@pytest.mark.parametrize("seed", [3, 8])
def test_offered_roads_are_the_legal_road_answers(seed: int) -> None:
    state, rnd, asked = SPEC.setup(4, seed, SPEC.options()), random.Random(seed), 0
    while SPEC.to_act(state):
        for d in state.flow.top():
            legal = FLOW.types[d.kind].legal(state, d)
            assert offered_roads(state, d) == [a.edge for a in legal if isinstance(a, Road)]
            asked += any(isinstance(a, Road) for a in legal)
        seat = rnd.choice(sorted(SPEC.to_act(state)))
        state = step(SPEC, state, seat, rnd.choice(SPEC.legal_actions(state, seat))).state
    assert asked > 20  # roads were offered often enough to compare
