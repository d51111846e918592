"""Golden playthroughs replay exactly (actions, event texts, result) and the AI is stable."""

from __future__ import annotations

import json

import pytest

from bot.games.core.engine import step
from bot.games.wow.spec import WOW
from tests.games.wow.make_golden import GOLDEN

AI_PREFIX = 80  # decisions re-derived from the AI in the test (the whole game is slow-ish)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_golden_replays_exactly(n):
    data = json.loads((GOLDEN / f"wow_{n}p.json").read_text(encoding="utf-8"))
    state = WOW.setup(n, data["seed"], WOW.options(data["options"]))
    events: list[str] = []
    for i, entry in enumerate(data["actions"]):
        seat, action = entry["seat"], WOW.parse_action(entry["action"])
        if i < AI_PREFIX:
            assert WOW.ai(WOW.view(state, seat), WOW.legal_actions(state, seat)) == action
        done = step(WOW, state, seat, action)
        events.extend(e.text() for e in done.events)
        state = done.state
    assert events == data["events"]
    result = WOW.result(state)
    assert result is not None and result.model_dump(mode="json") == data["result"]
