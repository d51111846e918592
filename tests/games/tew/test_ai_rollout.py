"""The searching bot's playouts move by `rollout`, which reads a view built without words:
it must be the seat's view in all else, and play what `ai` plays from the seat's view."""

from __future__ import annotations

from typing import Any

import pytest

from bot.games.tew.ai_rollout import rollout
from bot.games.tew.project import playout_view
from bot.games.tew.spec import TEW
from tests.games.tew.test_ai import decisions


def unworded(dumped: Any) -> Any:
    """A view's dump with every message (a dict of a key and its values) as one token and
    no score parts (the board's wording of `vp`)."""
    if isinstance(dumped, dict):
        if set(dumped) == {"key", "args"}:
            return "<words>"
        return {k: unworded(v) for k, v in dumped.items() if k != "vp_parts"}
    if isinstance(dumped, list):
        return [unworded(v) for v in dumped]
    return dumped


@pytest.mark.parametrize(("n", "seeds"), [(1, range(2)), (2, range(1)), (4, range(1))])
def test_a_playout_moves_as_the_heuristic_from_the_seat_view(n: int, seeds: range) -> None:
    asked = 0
    for state, seat, answer, legal in decisions(n, seeds):
        if len(legal) < 2:
            continue
        asked += 1
        assert rollout(state, seat, legal) == answer
        based = {"game", "version", "to_act", "result"}  # filled by the framework
        assert unworded(playout_view(state, seat).model_dump(exclude=based)) == unworded(
            TEW.seat_view(state, seat).model_dump(exclude=based))
    assert asked > 50
