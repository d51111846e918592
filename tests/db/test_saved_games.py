"""Games saved by older releases load in this one and play on (DESIGN.md section 3).

A state of an older schema is migrated by the game's `upgrade_state`, or, where the game
has none (contract v2 changed every state's shape), rebuilt by replaying the stored
action log; a state of a newer schema is refused without being touched. Its log must also
replay to the state it was saved with (undo replays it), options it was stored without
read as the rule it was started under (`GameSpec.options_before`).
"""

import json
from pathlib import Path

import pytest

from bot.db.records import GameRow
from bot.games import GAMES
from bot.games.core import step
from bot.games.core.engine import replay
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
    migrated = spec.upgrade_state is not None
    assert rebuilt == (saved["schema_version"] < spec.schema_version and not migrated)
    assert state.version == len(moves)
    seat = min(spec.to_act(state))
    step(spec, state, seat, spec.default_action(state, seat))


@pytest.mark.parametrize("path", SAVED, ids=[p.stem for p in SAVED])
def test_a_saved_games_log_replays_to_its_loaded_state(path: Path):
    """What `/game undo` does: replay the stored log from the stored seed and options."""
    saved = json.loads(path.read_text())
    spec = GAMES[saved["kind"]]
    log = [(m["seat"], m["action"]) for m in saved["actions"]]
    loaded, _ = restore(spec, stored(saved), saved["n_seats"], log)
    moves = [(seat, spec.parse_action(action)) for seat, action in log]
    again, _ = replay(spec, saved["n_seats"], saved["seed"], saved["options"], moves)
    again.version = len(moves)
    assert again == loaded


def test_a_legends_game_from_before_the_clockwise_table_keeps_its_join_order():
    """Issue 18 #3: saved without `table` and without the `seat_wanted_together` option,
    a 5-seat game goes on in join order, and its log replays (it raised 'not your turn')."""
    saved = json.loads((SAVED[0].parent / "legends_schema1_5p.json").read_text())
    assert "seat_wanted_together" not in saved["options"] and "table" not in saved["state"]
    spec = GAMES["legends"]
    state, rebuilt = restore(spec, stored(saved), 5, [])
    assert not rebuilt and state.table == [0, 1, 2, 3, 4]
    assert state.options.seat_wanted_together is False
    moves = [(m["seat"], spec.parse_action(m["action"])) for m in saved["actions"]]
    again, _ = replay(spec, 5, saved["seed"], saved["options"], moves)
    assert again.table == [0, 1, 2, 3, 4] and again.players == state.players


@pytest.mark.parametrize("path", SAVED[:1], ids=[p.stem for p in SAVED[:1]])
def test_a_newer_schema_is_refused_untouched(path: Path):
    saved = json.loads(path.read_text())
    spec = GAMES[saved["kind"]]
    with pytest.raises(UnreadableGameError):
        restore(spec, stored(saved, schema_version=spec.schema_version + 1), saved["n_seats"], [])


def test_every_game_has_a_saved_fixture():
    kinds = {json.loads(p.read_text())["kind"] for p in SAVED}
    assert kinds >= set(GAMES), "save a fixture for each game: tests/fixtures/saved/make_saved.py"


def test_the_fixture_writer_handles_a_game_shorter_than_its_move_budget(tmp_path, monkeypatch):
    """Issue 18 #12: `make_saved` crashed on games of fewer than 60 moves (no seat to act)."""
    from tests.fixtures.saved import make_saved
    from tests.support.toy_game import TOY

    monkeypatch.setitem(make_saved.GAMES, "toy", TOY)
    monkeypatch.setattr(make_saved, "HERE", tmp_path)
    saved = json.loads(make_saved.save("toy", n=2, moves=500).read_text())
    assert 0 < len(saved["actions"]) < 500
    assert saved["options"] == TOY.options().model_dump(mode="json")
    state = TOY.load_state(json.dumps(saved["state"]))
    assert TOY.to_act(state), "the save stops before the end, with a seat to act"
