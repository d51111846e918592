"""Results stored with the final move, and the ratings derived from them, on both databases
(issue 22, parts 1 and 2)."""

from __future__ import annotations

import hashlib
import json
import re

import pytest

from bot.errors import LobbyError
from bot.games.core import replay
from bot.ratings import RatedGame, rate_games
from bot.service.backfill import backfill
from tests.support.fixture_game import GAMES, SPEC
from tests.support.service_fixtures import ANA, BEN, HOST

pytestmark = pytest.mark.slow


async def finished(service, channel: int, players=((HOST, "Host"), (ANA, "Ana")), *, guild=1,
                   bots: int = 0, settings=None) -> int:
    """A fixture game of one round played to the end by its humans' default moves."""
    loaded = await service.new("fixture", guild_id=guild, channel_id=channel, thread_id=None,
                               host_id=players[0][0], host_name=players[0][1],
                               options={"rounds": 1})
    gid = loaded.game.id
    for user, name in players[1:]:
        await service.join(gid, user, name)
    for _ in range(bots):
        await service.add_ai(gid, players[0][0])
    if settings:
        await service.change_settings(gid, players[0][0], False, settings)
    await service.start(gid, players[0][0])
    while (loaded := await service.games.load(gid)).game.status == "active":
        for seat in sorted(loaded.humans_to_act()):
            user = loaded.seat_row(seat).user_id
            await service.act(gid, user, SPEC.default_action(loaded.state, seat))
        await service.automation.wait_idle()
    return gid


async def snapshot(repo) -> list[tuple]:
    async with repo.backend.reading() as db:
        rows = await db.fetchall("SELECT guild_id, kind, season, player_key, mu, sigma, games,"
                                 " wins FROM ratings ORDER BY guild_id, kind, season, player_key")
        steps = await db.fetchall("SELECT * FROM rating_steps ORDER BY player_key, game_id")
    return [tuple(r.values()) for r in rows] + [tuple(r.values()) for r in steps]


async def test_the_final_move_stores_the_results_and_rates_both_humans(service, repo):
    gid = await finished(service, 10)
    result = await repo.result(gid)
    final = (await service.games.load(gid)).state
    standings = SPEC.result(final).standings
    assert result.rated and result.unrated is None and result.source == "live"
    assert [(s.seat, s.place, s.score) for s in result.seats] == [
        (s.seat, s.place, s.score) for s in sorted(standings, key=lambda s: s.seat)]
    keys = [s.player_key for s in result.seats]
    assert all(s.rated for s in result.seats) and len(set(keys)) == 2
    # pseudonymous: a keyed hash, not the id nor an unkeyed hash of it (hex may contain "100")
    plain = {hashlib.sha256(f"player:{u}".encode()).hexdigest()[:32] for u in (HOST, ANA)}
    assert all(re.fullmatch(r"[0-9a-f]{32}", k) for k in keys) and not plain & set(keys)
    assert keys == [await repo.player_key(HOST), await repo.player_key(ANA)]
    ratings = {r.name: r for r in await repo.ratings(1, "fixture", 1)}
    places = {s.player_key: s.place for s in result.seats}
    expected, _ = rate_games([RatedGame(gid, places)])
    assert {n: (r.mu, r.sigma, r.games) for n, r in ratings.items()} == {
        "Host": (expected[keys[0]].mu, expected[keys[0]].sigma, 1),
        "Ana": (expected[keys[1]].mu, expected[keys[1]].sigma, 1)}


async def test_unrated_games_dm_bots_and_the_table_setting(service, repo):
    dm = await finished(service, 11, guild=None)
    solo = await finished(service, 12, players=((HOST, "Host"),), bots=1)
    off = await finished(service, 13, settings={"rated": False})
    assert [(await repo.result(g)).unrated for g in (dm, solo, off)] == ["dm", "humans",
                                                                          "setting"]
    solo_seats = (await repo.result(solo)).seats
    assert [s.rated for s in solo_seats] == [False, False]
    for g in (dm, off):  # keyed for the players' statistics, rated for nobody
        seats = (await repo.result(g)).seats
        assert [s.player_key for s in seats] == [await repo.player_key(u) for u in (HOST, ANA)]
        assert not any(s.rated for s in seats)
    assert await repo.ratings(1, "fixture", 1) == []
    with pytest.raises(LobbyError):  # not once the game has begun
        loaded = await service.new("fixture", guild_id=1, channel_id=14, thread_id=None,
                                   host_id=HOST, host_name="Host")
        await service.join(loaded.game.id, ANA, "Ana")
        await service.start(loaded.game.id, HOST)
        await service.change_settings(loaded.game.id, HOST, False, {"rated": False})


async def test_rebuild_void_and_seasons(service, repo, clock):
    games = [await finished(service, 20 + i, players=p) for i, p in enumerate([
        ((HOST, "Host"), (ANA, "Ana")), ((ANA, "Ana"), (BEN, "Ben")),
        ((BEN, "Ben"), (HOST, "Host"), (ANA, "Ana"))])]
    live = await snapshot(repo)
    assert await repo.rebuild_ratings() == 1
    assert await snapshot(repo) == live
    assert await repo.void_result(games[1], guild_id=1)
    assert not await repo.void_result(games[1], guild_id=1)  # no longer rated
    assert not await repo.void_result(games[0], guild_id=2)  # another server's game
    assert (await repo.result(games[1])).unrated == "voided"
    ben = await repo.player_key(BEN)
    assert {r.player_key: r.games for r in await repo.ratings(1, "fixture", 1)}[ben] == 1
    clock.advance(60)
    assert await repo.new_season(1, clock()) == 2
    clock.advance(60)
    await finished(service, 30)
    assert {r.name for r in await repo.ratings(1, "fixture", 2)} == {"Host", "Ana"}
    assert len(await repo.ratings(1, "fixture", 1)) == 3
    before = await snapshot(repo)
    await repo.rebuild_ratings()
    assert await snapshot(repo) == before


async def test_privacy_delete_keeps_the_opponents_ratings(service, repo):
    for i in range(2):
        await finished(service, 40 + i, players=((HOST, "Host"), (ANA, "Ana"), (BEN, "Ben")))
    ana, others = await repo.player_key(ANA), await snapshot(repo)
    await service.forget_user(ANA)
    kept = [r for r in others if ana not in r]
    assert await snapshot(repo) == kept
    async with repo.backend.reading() as db:
        for table in ("rating_players", "ratings", "rating_steps", "result_seats"):
            for row in await db.fetchall(f"SELECT * FROM {table}"):
                assert ana not in row.values() and ANA not in row.values() and "Ana" not in (
                    row.values()), (table, row)
    await repo.rebuild_ratings()
    assert await snapshot(repo) == kept


async def test_hiding_from_the_leaderboard(service, repo):
    await finished(service, 50)
    await repo.set_leaderboard_hidden(ANA, True)
    assert {r.name: r.hidden for r in await repo.ratings(1, "fixture", 1)} == {
        "Host": False, "Ana": True}
    await repo.set_leaderboard_hidden(BEN, True)  # never played: remembered all the same
    await repo.set_leaderboard_hidden(ANA, False)
    assert not any(r.hidden for r in await repo.ratings(1, "fixture", 1))


async def test_backfill_replays_finished_games_and_refuses_a_tampered_one(service, repo):
    good = await finished(service, 60)
    bad = await finished(service, 61)
    async with repo.transaction() as db:
        await db.execute("DELETE FROM results")  # as before this release
        await db.execute("DELETE FROM ratings")
        await db.execute("DELETE FROM rating_steps")
    loaded = await service.games.load(bad)
    state = loaded.state.model_copy(update={"scores": [s + 1 for s in loaded.state.scores]})
    await repo.update_game(bad, 0.0, state=state.model_dump_json())
    done = await backfill(repo, dict(GAMES))
    assert done.recorded == [good]
    assert done.refused == {bad: "its replay does not end in the saved final state"}
    assert (await repo.result(good)).source == "backfill"
    assert await backfill(repo, dict(GAMES)) == type(done)([], {bad: done.refused[bad]})
    actions = await repo.actions(good)
    final, _ = replay(SPEC, 2, loaded.game.seed, {"rounds": 1},
                      [(a.seat, SPEC.parse_action(json.loads(a.action))) for a in actions])
    places = {s.seat: s.place for s in SPEC.result(final).standings}
    assert [(s.seat, s.place) for s in (await repo.result(good)).seats] == sorted(places.items())
    assert [(r.games, r.name) for r in sorted(await repo.ratings(1, "fixture", 1),
                                              key=lambda r: r.name)] == [(1, "Ana"), (1, "Host")]


async def test_the_commands_backfill_and_rebuild(service, repo, db_target, capsys):
    from bot.db.__main__ import command

    gid = await finished(service, 70)
    live = await snapshot(repo)
    async with repo.transaction() as db:
        await db.execute("DELETE FROM results")
    assert await command(["results", "--backfill", "--db", str(db_target)]) == 0
    out = capsys.readouterr().out  # the command knows the product's games, not the fixture
    assert f"recorded the results of 0 finished games\ngame {gid} refused: unknown game" in out
    assert (await backfill(repo, dict(GAMES))).recorded == [gid]
    assert (await repo.result(gid)).source == "backfill"
    assert await command(["ratings", "--rebuild", "--db", str(db_target)]) == 0
    assert "rebuilt the ratings of 1 server" in capsys.readouterr().out
    assert await snapshot(repo) == live


async def test_two_connections_finishing_games_of_one_scope_at_once(service, repo, db_target,
                                                                   clock):
    """Two processes on one database (PostgreSQL) record results of the same server and game
    at once: the ratings they leave are those a rebuild gives."""
    from bot.db import Repository
    from bot.db.result_records import ResultRecord, ResultSeat

    other = await Repository.open(db_target)
    try:
        ids = [(await repo.create_game(kind="fixture", guild_id=1, channel_id=80 + i,
                                       thread_id=None, host_id=HOST, seed=i, options={},
                                       settings={}, now=clock())) for i in range(6)]

        def record(gid: int, i: int) -> ResultRecord:
            return ResultRecord(game_id=gid, guild_id=1, kind="fixture", finished_at=clock() + i,
                                rated=True, seats=[
                                    ResultSeat(seat=0, place=1 + i % 2, score=3, rated=True,
                                               user_id=HOST, name="Host"),
                                    ResultSeat(seat=1, place=2 - i % 2, score=2, rated=True,
                                               user_id=ANA, name="Ana")])

        import asyncio

        await asyncio.gather(*((repo if i % 2 else other).record_result(record(g, i))
                               for i, g in enumerate(ids)))
        both = await snapshot(repo)
        await repo.rebuild_ratings()
        assert await snapshot(repo) == both
        assert {r.games for r in await repo.ratings(1, "fixture", 1)} == {6}
    finally:
        await other.close()


async def test_a_seat_is_rated_for_the_player_seated_at_the_end(service, repo):
    """Until the actions name who made them (migration 007), a replaced seat is rated for
    its player at the end (`seat_player`); a seat a bot finished is not rated."""
    loaded = await service.new("fixture", guild_id=1, channel_id=90, thread_id=None,
                               host_id=HOST, host_name="Host", options={"rounds": 1})
    gid = loaded.game.id
    for user, name in ((ANA, "Ana"), (BEN, "Ben")):
        await service.join(gid, user, name)
    await service.start(gid, HOST)
    await service.leave(gid, BEN)  # a bot takes Ben's seat
    while (shown := await service.games.load(gid)).game.status == "active":
        for seat in sorted(shown.humans_to_act()):
            await service.act(gid, shown.seat_row(seat).user_id,
                              SPEC.default_action(shown.state, seat))
        await service.automation.wait_idle()
    seats = (await repo.result(gid)).seats
    assert [s.rated for s in seats] == [True, True, False]
    assert seats[2].player_key is None
