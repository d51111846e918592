"""Games saved by older releases load in this one and play on (DESIGN.md section 3)."""

import json
from pathlib import Path

import pytest

from bot.games import GAMES
from bot.games.core import replay, step

SAVED = sorted((Path(__file__).parents[1] / "fixtures" / "saved").glob("*.json"))


@pytest.mark.parametrize("path", SAVED, ids=[p.stem for p in SAVED])
def test_saved_game_loads_replays_and_plays_on(path: Path):
    saved = json.loads(path.read_text())
    spec = GAMES[saved["kind"]]
    state = spec.load_state(saved["state"], saved["schema_version"])
    moves = [(m["seat"], spec.parse_action(m["action"])) for m in saved["actions"]]
    again, _ = replay(spec, saved["n_seats"], saved["seed"], saved["options"], moves)
    assert again == state
    seat = min(spec.to_act(state))
    step(spec, state, seat, spec.default_action(state, seat))


def test_every_game_has_a_saved_fixture():
    kinds = {json.loads(p.read_text())["kind"] for p in SAVED}
    assert kinds >= set(GAMES), "save a fixture for each game: tests/fixtures/saved/make_saved.py"
