"""Storage on both backends (a real SQLite file, a real PostgreSQL database): migrations,
one live game per place, optimistic commits, timer claims."""

import json

import pytest

from bot.db import NewEvent, Repository, SeatRow
from bot.db.connection import migration_scripts
from bot.db.records import TimerPlan
from bot.errors import LobbyError


@pytest.fixture
async def repo(db_target):
    r = await Repository.open(db_target)
    yield r
    await r.close()


async def new_game(repo, channel=10, thread=None):
    return await repo.create_game(kind="fixture", guild_id=1, channel_id=channel,
                                  thread_id=thread, host_id=100, seed=5, options={},
                                  settings={}, now=1.0)


async def test_migrations_set_user_version_and_wal(tmp_path):
    repo = await Repository.open(f"sqlite:///{tmp_path / 'saloon.db'}")
    assert repo.dialect == "sqlite" and (tmp_path / "saloon.db").exists()
    async with repo.db.execute("PRAGMA user_version") as cur:
        assert (await cur.fetchone())[0] == migration_scripts()[-1][0]
    async with repo.db.execute("PRAGMA journal_mode") as cur:
        assert (await cur.fetchone())[0] == "wal"
    async with repo.db.execute("PRAGMA foreign_keys") as cur:
        assert (await cur.fetchone())[0] == 1
    await repo.close()


async def test_reopening_applies_no_migration_twice(db_target):
    r = await Repository.open(db_target)
    await new_game(r)
    await r.close()
    r = await Repository.open(db_target)
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
    await repo.start_game(gid, seats=seats, state='{"s": 0}', schema_version=1, now=2.0,
                         timers=TimerPlan())


async def test_commit_step_is_atomic_and_versioned(repo):
    gid = await new_game(repo)
    await start(repo, gid)
    ev = NewEvent(visible_to=[1], event=json.dumps({"x": 1}), text="secret", public_text="hidden")
    assert await repo.commit_step(gid, expected_version=0, state='{"s": 1}', status="active",
                                  seat=0, action='{"kind": "a"}', actor="player", undoable=True,
                                  events=[ev], now=3.0, timers=TimerPlan())
    # A second commit against the old version writes nothing.
    assert not await repo.commit_step(gid, expected_version=0, state='{"s": 2}', status="active",
                                      seat=1, action='{"kind": "b"}', actor="player",
                                      undoable=True, events=[ev], now=4.0,
                                      timers=TimerPlan())
    game = await repo.game(gid)
    assert (game.version, game.state) == (1, '{"s": 1}')
    assert [a.seq for a in await repo.actions(gid)] == [1]
    [event] = await repo.events(gid)
    assert event.visible_to == [1] and event.public_text == "hidden"


async def test_undone_actions_leave_the_log_but_not_the_replay(repo):
    gid = await new_game(repo)
    await start(repo, gid)
    await repo.commit_step(gid, expected_version=0, state="{}", status="active", seat=0,
                           action="{}", actor="player", undoable=True, events=[], now=3.0,
                           timers=TimerPlan())
    assert await repo.commit_undo(gid, expected_version=1, seq=1, state="{}", now=4.0,
                                 timers=TimerPlan())
    assert await repo.actions(gid) == []
    assert len(await repo.actions(gid, include_undone=True)) == 1


async def test_timers_and_prefs_round_trip(repo):
    gid = await new_game(repo)
    await repo.set_timers(gid, 3, TimerPlan(fresh={0: (100.0, 50.0), 1: (200.0, None)}))
    assert [t.seat for t in await repo.due_timers(150.0)] == [0]
    assert [t.seat for t in await repo.due_reminders(60.0)] == [0]
    assert await repo.due_reminders(120.0) == []  # past its deadline: expiry, not a reminder
    assert await repo.next_deadline() == 50.0
    prefs = await repo.prefs(5)
    await repo.save_prefs(prefs.model_copy(update={"quiet_start": 22, "quiet_end": 7}))
    assert (await repo.prefs(5)).quiet_start == 22


async def test_close_is_idempotent(db_target):
    r = await Repository.open(db_target)
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


async def test_a_timer_is_claimed_by_one_process_at_a_time(db_target, repo):
    other = await Repository.open(db_target)  # a second process on the same database
    try:
        gid = await new_game(repo)
        await repo.set_timers(gid, 0, TimerPlan(fresh={0: (100.0, 50.0), 1: (200.0, None)}))
        assert [t.seat for t in await repo.claim_reminders(60.0)] == [0]
        assert await other.claim_reminders(60.0) == []
        assert [t.seat for t in await repo.claim_reminders(61.0)] == [0]  # not sent: ours again
        await repo.mark_reminded(gid, 0, deadline=100.0)
        assert await repo.claim_reminders(62.0) == []
        assert [t.seat for t in await repo.claim_due_timers(150.0)] == [0]
        assert await other.claim_due_timers(150.0) == []
        assert [t.seat for t in await repo.claim_due_timers(151.0)] == [0]  # still ours
        assert [t.seat for t in await other.claim_due_timers(250.0)] == [1]
        assert [t.seat for t in await other.claim_due_timers(151.0 + 121)] == [0, 1]  # lapsed
        assert await repo.claim_due_timers(273.0) == []
    finally:
        await other.close()


async def test_a_stale_timer_reset_does_not_overwrite_a_newer_one(repo):
    gid = await new_game(repo)
    await start(repo, gid)
    await repo.commit_step(gid, expected_version=0, state="{}", status="active", seat=0,
                           action="{}", actor="player", undoable=True, events=[], now=3.0,
                           timers=TimerPlan())
    await repo.set_timers(gid, 1, TimerPlan(fresh={1: (500.0, None)}))
    await repo.set_timers(gid, 0, TimerPlan(fresh={0: (100.0, None), 1: (100.0, None)}))  # late, for version 0
    assert [(t.seat, t.deadline, t.version) for t in await repo.timers(gid)] == [(1, 500.0, 1)]
    assert await repo.acted_since(gid, 0, 0) and not await repo.acted_since(gid, 1, 0)


async def test_flags_and_big_ids_round_trip(repo):
    big = 1_234_567_890_123_456_789  # Discord ids need 64 bits
    gid = await repo.create_game(kind="fixture", guild_id=big, channel_id=big, thread_id=big,
                                 host_id=big, seed=2**62 - 1, options={"a": [1]},
                                 settings={"b": True}, now=1.5)
    seats = [SeatRow(game_id=gid, seat=0, user_id=big, name="Ana"),
             SeatRow(game_id=gid, seat=1, user_id=None, name="Bot", is_ai=True)]
    await repo.start_game(gid, seats=seats, state="{}", schema_version=1, now=2.0,
                         timers=TimerPlan())
    await repo.update_seat(gid, 0, dm_open=0)
    await repo.update_seat(gid, 1, is_ai=1)
    assert [(s.user_id, s.is_ai, s.dm_open) for s in await repo.seats(gid)] == [
        (big, False, False), (None, True, True)]
    game = await repo.live_game_at(big, big)
    assert (game.id, game.seed, game.options, game.settings) == (gid, 2**62 - 1, {"a": [1]},
                                                                  {"b": True})
    assert await repo.games_in_guild(big) == [await repo.game(gid)]
    assert await repo.count_live(guild_id=big) == 1
    assert await repo.forget_user(big, "Someone") == [gid]
    assert [s.is_ai for s in await repo.seats(gid)] == [True, True]


def test_the_setting_and_the_url_choose_the_backend():
    from pathlib import Path

    from bot.db.backend import is_postgres_url, sqlite_path
    from bot.settings import Settings

    assert Settings(_env_file=None, saloon_db=Path("x/y.db")).saloon_db == "x/y.db"
    url = "postgresql://saloon:hush@db.example/saloon"
    settings = Settings(_env_file=None, saloon_db=url)
    assert settings.saloon_db == url and "hush" not in repr(settings)
    assert is_postgres_url(url) and is_postgres_url("postgres://h/db")
    assert not is_postgres_url("data/saloon.db") and not is_postgres_url(Path("a.db"))
    assert sqlite_path("sqlite:///data/x.db") == "data/x.db"
    assert sqlite_path("sqlite:////tmp/x.db") == "/tmp/x.db"
    assert sqlite_path(Path("a.db")) == Path("a.db")


async def test_a_database_of_the_previous_schema_gains_timer_claims(tmp_path):
    import aiosqlite

    path = tmp_path / "old.db"
    async with aiosqlite.connect(path) as db:  # as release 4 left it, with a timer
        await schema_of_release(db, 4)
        await db.execute("INSERT INTO games (kind, channel_id, host_id, status, seed, created_at,"
                         " updated_at) VALUES ('fixture', 1, 1, 'active', 1, 0, 0)")
        await db.execute("INSERT INTO timers (game_id, seat, version, deadline) VALUES (1, 0, 0, 5)")
        await db.commit()
    repo = await Repository.open(path)
    try:
        assert [t.seat for t in await repo.claim_due_timers(10.0)] == [0]
    finally:
        await repo.close()


async def test_a_dm_lists_and_counts_only_its_own_games(repo):
    """Issue 18, item 2: outside a server a game belongs to its DM channel. Listing the
    games of a DM, or counting a server's or a user's games, never reaches other DMs or
    other servers (it matched `COALESCE(guild_id, 0) = 0`: every DM game)."""
    async def game(guild, channel, host):
        return await repo.create_game(kind="fixture", guild_id=guild, channel_id=channel,
                                      thread_id=None, host_id=host, seed=5, options={},
                                      settings={}, now=1.0)

    ana_dm, ben_dm = await game(None, 501, 101), await game(None, 502, 102)
    in_server = await game(1, 10, 101)
    other_server = await game(2, 20, 101)
    assert [g.id for g in await repo.games_in_guild(None, channel_id=501)] == [ana_dm]
    assert [g.id for g in await repo.games_in_guild(None, channel_id=502)] == [ben_dm]
    assert await repo.games_in_guild(None) == []  # no DM named: no DM's games
    assert [g.id for g in await repo.games_in_guild(1, channel_id=10)] == [in_server]
    assert [g.id for g in await repo.games_in_guild(2)] == [other_server]
    assert await repo.count_live(guild_id=1) == 1
    assert await repo.count_live(guild_id=1, host_id=101, status="lobby") == 1
    assert await repo.count_live(dms=True, host_id=101, status="lobby") == 1
    assert await repo.count_live(dms=True) == 2
    assert await repo.count_live(host_id=101) == 3  # everywhere
    assert sorted(await repo.live_game_ids(guild_id=2)) == [other_server]
    assert await repo.live_game_ids(place_id=501) == [ana_dm]


async def test_seats_stored_before_bot_levels_play_at_the_tables_level(tmp_path):
    """Migration 011: the seats of a database of release 10 keep every column; a bot seat
    gains no level of its own (NULL: the table's `ai_level`), and a new one keeps its own."""
    import aiosqlite

    path = tmp_path / "old.db"
    async with aiosqlite.connect(path) as db:
        await schema_of_release(db, 10)
        await db.execute("INSERT INTO games (kind, channel_id, host_id, status, seed, created_at,"
                         " updated_at) VALUES ('fixture', 1, 1, 'lobby', 1, 0, 0)")
        await db.execute("INSERT INTO seats (game_id, seat, user_id, name, is_ai) VALUES"
                         " (1, 0, 1, 'Ana', 0), (1, 1, NULL, 'Bot 1', 1)")
        await db.commit()
    repo = await Repository.open(path)
    try:
        seats = await repo.seats(1)
        assert [(s.name, s.is_ai, s.ai_level) for s in seats] == [
            ("Ana", False, None), ("Bot 1", True, None)]
        await repo.replace_seats(1, [*seats, SeatRow(game_id=1, seat=2, user_id=None,
                                                     name="Bot 2", is_ai=True, ai_level="easy")])
        record = await repo.load_game(1)
        assert record is not None and [s.ai_level for s in record.seats] == [None, None, "easy"]
    finally:
        await repo.close()


async def schema_of_release(db, release: int) -> None:
    """The tables of `db` as release `release` left them (its migrations, its version)."""
    from bot.db.connection import _statements

    for number, sql in migration_scripts():
        if number <= release:
            for statement in _statements(sql):
                await db.execute(statement)
    await db.execute(f"PRAGMA user_version={release}")
