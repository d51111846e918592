"""Golden playthroughs: the AI's fixed-seed games replay exactly (regenerate on purpose)."""

from __future__ import annotations

import json

import pytest

from bot.games.core.engine import step
from bot.games.tew.spec import TEW
from tests.games.tew.make_golden import GOLDEN, SEEDS, play_ai


@pytest.mark.parametrize("n", sorted(SEEDS))
def test_golden_replays_exactly(n: int) -> None:
    data = json.loads((GOLDEN / f"tew_{n}p.json").read_text(encoding="utf-8"))
    state = TEW.setup(n, data["seed"], TEW.options(data["options"]))
    texts: list[str] = []
    for move in data["actions"]:
        action = TEW.parse_action(move["action"])
        done = step(TEW, state, move["seat"], action)
        texts.extend(e.text() for e in done.events)
        state = done.state
    assert texts == data["events"]
    result = TEW.result(state)
    assert result is not None and result.model_dump(mode="json") == data["result"]


@pytest.mark.parametrize("n", sorted(SEEDS))
def test_ai_still_plays_the_golden_game(n: int) -> None:
    data = json.loads((GOLDEN / f"tew_{n}p.json").read_text(encoding="utf-8"))
    assert play_ai(n, data["seed"], data["options"])["actions"] == data["actions"]
