"""Storage on real SQLite files: migrations, one live game per place, optimistic commits."""

import json

import pytest

from bot.db import NewEvent, Repository, SeatRow
from bot.db.connection import migration_scripts
from bot.games.core import LobbyError


@pytest.fixture
async def repo(tmp_path):
    r = await Repository.open(tmp_path / "saloon.db")
    yield r
    await r.close()


async def new_game(repo, channel=10, thread=None):
    return await repo.create_game(kind="fixture", guild_id=1, channel_id=channel,
                                  thread_id=thread, host_id=100, seed=5, options={},
                                  settings={}, now=1.0)


async def test_migrations_set_user_version_and_wal(repo):
    async with repo.db.execute("PRAGMA user_version") as cur:
        assert (await cur.fetchone())[0] == migration_scripts()[-1][0]
    async with repo.db.execute("PRAGMA journal_mode") as cur:
        assert (await cur.fetchone())[0] == "wal"
    async with repo.db.execute("PRAGMA foreign_keys") as cur:
        assert (await cur.fetchone())[0] == 1


async def test_reopening_applies_no_migration_twice(tmp_path):
    r = await Repository.open(tmp_path / "a.db")
    await new_game(r)
    await r.close()
    r = await Repository.open(tmp_path / "a.db")
    assert (await r.game(1)).kind == "fixture"
    await r.close()


async def test_one_live_game_per_channel_or_thread(repo):
    await new_game(repo, channel=10)
    with pytest.raises(LobbyError):
        await new_game(repo, channel=10)
    await new_game(repo, channel=10, thread=77)  # a thread of that channel is another place
    assert (await repo.live_game_at(10, 77)).thread_id == 77


async def test_finished_games_free_the_channel(repo):
    gid = await new_game(repo)
    await repo.update_game(gid, 2.0, status="ended")
    assert await repo.live_game_at(10) is None
    await new_game(repo)


async def start(repo, gid):
    seats = [SeatRow(game_id=gid, seat=i, user_id=100 + i, name=f"P{i}") for i in range(2)]
    await repo.start_game(gid, seats=seats, state='{"s": 0}', schema_version=1, now=2.0)


async def test_commit_step_is_atomic_and_versioned(repo):
    gid = await new_game(repo)
    await start(repo, gid)
    ev = NewEvent(visible_to=[1], event=json.dumps({"x": 1}), text="secret", public_text="hidden")
    assert await repo.commit_step(gid, expected_version=0, state='{"s": 1}', status="active",
                                  seat=0, action='{"kind": "a"}', actor="player", undoable=True,
                                  events=[ev], now=3.0)
    # A second commit against the old version writes nothing.
    assert not await repo.commit_step(gid, expected_version=0, state='{"s": 2}', status="active",
                                      seat=1, action='{"kind": "b"}', actor="player",
                                      undoable=True, events=[ev], now=4.0)
    game = await repo.game(gid)
    assert (game.version, game.state) == (1, '{"s": 1}')
    assert [a.seq for a in await repo.actions(gid)] == [1]
    [event] = await repo.events(gid)
    assert event.visible_to == [1] and event.public_text == "hidden"


async def test_undone_actions_leave_the_log_but_not_the_replay(repo):
    gid = await new_game(repo)
    await start(repo, gid)
    await repo.commit_step(gid, expected_version=0, state="{}", status="active", seat=0,
                           action="{}", actor="player", undoable=True, events=[], now=3.0)
    assert await repo.commit_undo(gid, expected_version=1, seq=1, state="{}", now=4.0)
    assert await repo.actions(gid) == []
    assert len(await repo.actions(gid, include_undone=True)) == 1


async def test_timers_and_prefs_round_trip(repo):
    gid = await new_game(repo)
    await repo.set_timers(gid, 3, {0: (100.0, 50.0), 1: (200.0, None)})
    assert [t.seat for t in await repo.due_timers(150.0)] == [0]
    assert [t.seat for t in await repo.due_reminders(60.0)] == [0]
    assert await repo.due_reminders(120.0) == []  # past its deadline: expiry, not a reminder
    assert await repo.next_deadline() == 50.0
    prefs = await repo.prefs(5)
    await repo.save_prefs(prefs.model_copy(update={"quiet_start": 22, "quiet_end": 7}))
    assert (await repo.prefs(5)).quiet_start == 22


async def test_close_is_idempotent(tmp_path):
    r = await Repository.open(tmp_path / "c.db")
    await r.close()
    await r.close()


async def test_a_database_of_a_newer_release_is_refused_at_start_up(tmp_path):
    import aiosqlite

    from bot.db import NewerDatabaseError

    path = tmp_path / "newer.db"
    await (await Repository.open(path)).close()  # created at today's schema
    async with aiosqlite.connect(path) as db:
        await db.execute("PRAGMA user_version=999")
        await db.commit()
    with pytest.raises(NewerDatabaseError, match="newer Saloon"):
        await Repository.open(path)
