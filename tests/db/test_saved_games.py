"""Games saved by older releases load in this one and play on (DESIGN.md section 3).

A state of an older schema is migrated by the game's `upgrade_state`, or, where the game
has none (contract v2 changed every state's shape), rebuilt by replaying the stored
action log; a state of a newer schema is refused without being touched.
"""

import json
from pathlib import Path

import pytest

from bot.db.records import GameRow
from bot.games import GAMES
from bot.games.core import step
from bot.service.store import UnreadableGameError, restore

SAVED = sorted((Path(__file__).parents[1] / "fixtures" / "saved").glob("*.json"))


def stored(saved: dict, **changes) -> GameRow:
    row = GameRow(id=1, kind=saved["kind"], guild_id=1, channel_id=1, thread_id=None, host_id=1,
                  status="active", version=len(saved["actions"]), seed=saved["seed"],
                  options=saved["options"], state=json.dumps(saved["state"]),
                  schema_version=saved["schema_version"], created_at=0, updated_at=0)
    return row.model_copy(update=changes)


@pytest.mark.parametrize("path", SAVED, ids=[p.stem for p in SAVED])
def test_saved_game_loads_and_plays_on(path: Path):
    saved = json.loads(path.read_text())
    spec = GAMES[saved["kind"]]
    moves = [(m["seat"], m["action"]) for m in saved["actions"]]
    state, rebuilt = restore(spec, stored(saved), saved["n_seats"], moves)
    assert rebuilt == (saved["schema_version"] < spec.schema_version)
    assert state.version == len(moves)
    seat = min(spec.to_act(state))
    step(spec, state, seat, spec.default_action(state, seat))


@pytest.mark.parametrize("path", SAVED[:1], ids=[p.stem for p in SAVED[:1]])
def test_a_newer_schema_is_refused_untouched(path: Path):
    saved = json.loads(path.read_text())
    spec = GAMES[saved["kind"]]
    with pytest.raises(UnreadableGameError):
        restore(spec, stored(saved, schema_version=spec.schema_version + 1), saved["n_seats"], [])


def test_every_game_has_a_saved_fixture():
    kinds = {json.loads(p.read_text())["kind"] for p in SAVED}
    assert kinds >= set(GAMES), "save a fixture for each game: tests/fixtures/saved/make_saved.py"
