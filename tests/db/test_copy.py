"""`python -m bot.db copy`: SQLite -> PostgreSQL -> SQLite keeps every row, every game
loads and plays on, a non-empty target is refused, and a failure is one line."""

import pytest

from bot.db import Repository
from bot.db.__main__ import command, main
from bot.db.copy import TABLES
from bot.db.records import HandMessage, TimerPlan
from bot.games import GAMES
from bot.games.core import Seat, msg
from bot.service import GameService

pytestmark = pytest.mark.postgres
HOST = 100


async def build(path) -> None:
    """A database with a game of every kind under way, a lobby, an ended game, preferences,
    a server's limits and a DM hand."""
    repo = await Repository.open(path)
    service = GameService(repo, seed_source=lambda: 7)
    for i, kind in enumerate(sorted(GAMES)):
        loaded = await service.new(kind, guild_id=1, channel_id=10 + i, thread_id=None,
                                   host_id=HOST, host_name="Host")
        for _ in range(loaded.game.min_seats - 1):
            await service.add_ai(loaded.game.id, HOST)
        await service.start(loaded.game.id, HOST)
        for _ in range(2):
            await service.automation.wait_idle()
            now = await service.games.load(loaded.game.id)
            seat = now.seat_of(HOST).seat
            if seat in now.to_act():
                await service.act(loaded.game.id, HOST, now.spec.default_action(now.state, seat))
        await service.automation.wait_idle()
    lobby = await service.new(sorted(GAMES)[0], guild_id=2, channel_id=50, thread_id=7,
                              host_id=HOST, host_name="Host")
    ended = await service.new(sorted(GAMES)[0], guild_id=2, channel_id=51, thread_id=None,
                              host_id=HOST, host_name="Host")
    await service.end(ended.game.id, HOST)
    await service.set_prefs(HOST, quiet_start=22, quiet_end=7, timezone="Europe/Madrid", dm=False)
    await service.set_server_limits(2, 3, None)
    await service.delivered(1, hands=[HandMessage(game_id=1, seat=0, channel_id=9,
                                                  message_id=99, decision_id=5)])
    await service.delivered(lobby.game.id, board=(1234, [0], [msg("ui-ok")]))  # lines too
    await repo.note(1, 2, 0, "hint", msg("ui-hint-asked", player=Seat(seat=0)).model_dump_json(),
                    1.5)  # a line of the log that is not a move
    await repo.close()


async def dump(target) -> dict[str, list[tuple]]:
    """Every copied row, flags as integers, in a stable order."""
    repo = await Repository.open(target)
    out = {}
    async with repo.backend.reading() as db:
        for table, columns, order in TABLES:
            rows = await db.fetchall(f"SELECT {columns} FROM {table} ORDER BY {order}")
            out[table] = [tuple(int(v) if isinstance(v, bool) else v for v in r.values())
                          for r in rows]
    await repo.close()
    return out


async def test_copy_to_postgresql_and_back_keeps_everything(tmp_path, postgres_url, capsys):
    source, back = tmp_path / "source.db", tmp_path / "back.db"
    await build(source)
    assert await command(["copy", str(source), postgres_url]) == 0
    assert "every game loads" in capsys.readouterr().out
    assert await command(["copy", postgres_url, f"sqlite:///{back}"]) == 0
    original = await dump(source)
    assert all(original[t] for t in ("games", "seats", "actions", "events", "timers",
                                     "hand_messages", "users", "guilds", "log_notes"))
    assert await dump(postgres_url) == original
    assert await dump(back) == original

    repo = await Repository.open(postgres_url)  # the copy plays on
    service = GameService(repo, seed_source=lambda: 8)
    for game_id in await repo.active_game_ids():
        loaded = await service.games.load(game_id)
        seat = min(loaded.to_act())
        assert loaded.state.version == loaded.game.version
        if loaded.seat_row(seat).user_id == HOST:
            await service.act(game_id, HOST, loaded.spec.default_action(loaded.state, seat))
    fresh = await service.new(sorted(GAMES)[0], guild_id=3, channel_id=90, thread_id=None,
                              host_id=HOST, host_name="Host")
    assert fresh.game.id == max(g for g, *_ in original["games"]) + 1
    await service.automation.stop()
    await repo.close()


async def test_a_target_that_holds_data_is_refused(tmp_path, postgres_url, capsys):
    source = tmp_path / "source.db"
    await build(source)
    assert await command(["copy", str(source), postgres_url]) == 0
    capsys.readouterr()
    assert await command(["copy", str(source), postgres_url]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "not empty" in err and "games" in err


async def test_a_game_that_does_not_load_fails_the_copy(tmp_path, postgres_url, capsys):
    source = tmp_path / "source.db"
    repo = await Repository.open(source)
    gid = await repo.create_game(kind="nope", guild_id=1, channel_id=1, thread_id=None,
                                 host_id=1, seed=1, options={}, settings={}, now=1.0)
    await repo.start_game(gid, seats=[], state="{}", schema_version=1, now=1.0,
                         timers=TimerPlan())
    await repo.close()
    assert await command(["copy", str(source), postgres_url]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "game 1" in err and "'nope'" in err


def test_a_missing_source_or_an_unreachable_target_is_one_line(tmp_path, capsys):
    assert main(["copy", str(tmp_path / "none.db"), str(tmp_path / "b.db")]) == 1
    assert "does not exist" in capsys.readouterr().err
    assert not (tmp_path / "none.db").exists()
    (tmp_path / "a.db").touch()
    url = f"postgresql://nobody:secret@/none?host={tmp_path}&port=1"
    assert main(["copy", str(tmp_path / "a.db"), url]) == 1
    err = capsys.readouterr().err
    assert err.startswith("saloon: copy failed: cannot open the target") and err.count("\n") == 1
    assert "secret" not in err
