"""Game history, `/game show` and game records on both databases (issue 22, part 5)."""

from __future__ import annotations

import json

import pytest

from bot.errors import LobbyError, NotFoundError
from bot.service.records import (
    GameRecordFile,
    RecordError,
    read_record,
    replay_record,
    write_record,
)
from tests.service.test_results import finished
from tests.support.fixture_game import GAMES, SPEC
from tests.support.service_fixtures import ANA, BEN, HOST

pytestmark = pytest.mark.slow


async def test_history_lists_this_servers_finished_games(service):
    first = await finished(service, 10)
    second = await finished(service, 11, players=((ANA, "Ana"), (BEN, "Ben")))
    await finished(service, 12, guild=2)
    dm = await finished(service, 13, guild=None)
    live = await service.new("fixture", guild_id=1, channel_id=14, thread_id=None,
                             host_id=HOST, host_name="Host")
    lines = await service.history(1, 99)
    assert [x.game_id for x in lines] == [second, first]
    assert lines[0].players == ("Ana", "Ben") and lines[0].title == "Fixture"
    assert set(lines[0].winners) <= {"Ana", "Ben"} and lines[0].winners
    assert [x.game_id for x in await service.history(1, 99, user_id=HOST)] == [first]
    assert [x.game_id for x in await service.history(None, 13)] == [dm]
    assert await service.history(None, 14) == []
    assert live.game.id not in [x.game_id for x in await service.history(1, 14)]
    with pytest.raises(NotFoundError):
        await service.history(1, 99, kind="nope")


async def test_show_and_export_refuse_what_is_not_a_finished_game_here(service):
    gid = await finished(service, 20)
    lobby = await service.new("fixture", guild_id=1, channel_id=21, thread_id=None,
                              host_id=HOST, host_name="Host")
    shown = await service.show_finished(gid, 1, 5)
    assert shown.game.status == "finished" and shown.result is not None
    for bad, error in ((9999, NotFoundError), (lobby.game.id, LobbyError)):
        with pytest.raises(error):
            await service.show_finished(bad, 1, 5)
        with pytest.raises(error):
            await service.export_record(bad, 1, 5)
    with pytest.raises(NotFoundError):  # another server's game
        await service.export_record(gid, 2, 5)
    with pytest.raises(NotFoundError):  # not from a DM either
        await service.export_record(gid, None, 20)
    await service.end(lobby.game.id, HOST)  # a lobby closed before it started
    with pytest.raises(LobbyError) as refused:
        await service.show_finished(lobby.game.id, 1, 5)
    assert refused.value.msg.key == "ui-memory-never-started"


async def test_an_exported_record_replays_to_the_stored_final_state_byte_for_byte(service):
    gid = await finished(service, 30)
    data = await service.export_record(gid, 1, 30)
    record = read_record(data, dict(GAMES))
    assert record.game == "fixture" and [s.name for s in record.seats] == ["Host", "Ana"]
    stored = (await service.repo.game(gid)).state
    assert replay_record(record, SPEC).model_dump_json() == stored
    assert replay_record(record, SPEC, upto=1).version == 1


async def test_damaged_or_changed_records_are_named(service):
    gid = await finished(service, 40)
    data = await service.export_record(gid, 1, 40)
    with pytest.raises(RecordError, match="not JSON"):
        read_record(data[:-20], dict(GAMES))
    with pytest.raises(RecordError, match="not a Saloon game record"):
        read_record(b'{"hello": 1}', dict(GAMES))
    raw = json.loads(data)
    raw["seed"] += 1  # edited without a new digest
    with pytest.raises(RecordError, match="changed after it was exported"):
        read_record(json.dumps(raw).encode(), dict(GAMES))
    resealed = write_record(GameRecordFile.model_validate({**raw, "digest": ""}))
    record = read_record(resealed, dict(GAMES))  # a careful edit passes the digest...
    with pytest.raises(RecordError):  # ...but not the replay
        replay_record(record, SPEC)
    with pytest.raises(RecordError, match="does not know the game"):
        read_record(write_record(GameRecordFile.model_validate(
            {**json.loads(data), "game": "chess", "digest": ""})), dict(GAMES))
