"""Life around the games: caps on live games and open lobbies, lobbies that expire, games
whose server or channel is gone, and a user who asks to be forgotten."""

import pytest

from bot.errors import LobbyError
from bot.service import GameService
from bot.service.models import Limits
from tests.support.fixture_game import GAMES, Pick
from tests.support.service_fixtures import ANA, BEN, HOST
from tests.support.words import STRICT

NEW = {"guild_id": 1, "thread_id": None, "host_name": "Host"}


async def test_a_server_and_a_user_have_caps(repo, clock):
    service = GameService(repo, clock=clock, games=dict(GAMES),
                          limits=Limits(max_live_games=2, max_lobbies_per_user=1))
    await service.new("fixture", channel_id=1, host_id=HOST, **NEW)
    with pytest.raises(LobbyError) as mine:
        await service.new("fixture", channel_id=2, host_id=HOST, **NEW)
    assert STRICT(mine.value.msg) == "You already have an open lobby. Start or end one first."
    await service.new("fixture", channel_id=2, host_id=ANA, **NEW)
    with pytest.raises(LobbyError) as full:
        await service.new("fixture", channel_id=3, host_id=BEN, **NEW)
    assert "already has 2 live games" in STRICT(full.value.msg)
    await repo.save_guild_limits(1, max_live_games=5, max_lobbies_per_user=None)
    await service.new("fixture", channel_id=3, host_id=BEN, **NEW)


async def test_a_lobby_nobody_starts_expires_after_a_week(service, lobby, clock):
    clock.advance(24 * 6)
    assert await service.expire_lobbies() == []
    clock.advance(24 * 1.1)
    [ended] = await service.expire_lobbies()
    assert ended.id == lobby.game.id and ended.status == "ended"


async def test_games_end_when_their_channel_or_server_is_gone(service, lobby, repo):
    await service.start(lobby.game.id, HOST)
    assert await repo.timers(lobby.game.id)
    assert await service.end_where(place_id=10) == [lobby.game.id]
    assert (await service.games.load(lobby.game.id)).game.status == "ended"
    assert await repo.timers(lobby.game.id) == []
    other = await service.new("fixture", channel_id=11, host_id=HOST, **NEW)
    assert await service.end_where(guild_id=1) == [other.game.id]


async def test_a_forgotten_user_leaves_replayable_games(service, lobby, repo):
    gid = lobby.game.id
    await service.start(gid, HOST)
    await service.act(gid, ANA, Pick(n=4))
    assert [a.user_id for a in await repo.actions(gid)] == [ANA]  # migration 007
    prefs = await repo.prefs(ANA)
    await repo.save_prefs(prefs.model_copy(update={"reminders": False}))
    await repo.mark_seen(gid, ANA, 1)
    await service.change_settings(gid, HOST, False, {"ai_level": "hard"})
    await service.forget_user(ANA)
    async with repo.backend.reading() as db:  # her recap position goes too
        assert await db.fetchall("SELECT * FROM recap_marks") == []
    assert (await repo.prefs(ANA)).reminders is True  # the defaults: nothing stored
    loaded = await service.games.load(gid)
    row = loaded.seat_row(1)
    assert (row.name, row.user_id, row.is_ai) == ("Former player", None, True)
    assert loaded.level_of(1) == "normal"  # a bot plays on for her, as for any absent player
    await service.automation.wait_idle()
    await service.act(gid, HOST, Pick(n=2))
    users = [(a.seat, a.actor, a.user_id) for a in await repo.actions(gid)]
    assert users[0] == (1, "player", None)  # forgotten, the move itself kept
    assert {u for _, actor, u in users if actor != "player"} <= {None}
    assert users[-1] == (0, "player", HOST)


async def test_an_unreadable_game_is_reported_once_and_others_play_on(service, repo):
    from bot.service.store import UnreadableGameError

    told: list[tuple[int, str]] = []

    async def shown(change):
        pass

    async def listener(game):
        told.append((game.game_id, STRICT(game.why)))

    service.listen(shown, unreadable=listener)
    games = []
    for channel in (1, 2):
        loaded = await service.new("fixture", channel_id=channel, host_id=HOST + channel, **NEW)
        await service.add_ai(loaded.game.id, HOST + channel)
        await service.start(loaded.game.id, HOST + channel)
        games.append(loaded.game.id)
    await service.automation.wait_idle()
    await repo.update_game(games[0], 0, schema_version=99)  # saved by a newer release
    before = (await repo.game(games[0])).model_dump()
    for _ in range(2):
        with pytest.raises(UnreadableGameError):
            await service.games.load(games[0])
    assert told == [(games[0], "This game was saved by a newer version of Saloon and cannot "
                               "be played here.")]
    assert (await repo.game(games[0])).model_dump() == before, "nothing written to it"
    assert (await service.games.load(games[1])).game.status == "active"


async def test_caps_count_only_the_servers_own_games(repo, clock):
    """Issue 18, item 2: a server's caps count that server's games: lobbies a user hosts
    elsewhere (another server, a DM) never block them here, nor theirs elsewhere."""
    service = GameService(repo, clock=clock, games=dict(GAMES),
                          limits=Limits(max_live_games=1, max_lobbies_per_user=1))
    await service.new("fixture", channel_id=1, host_id=HOST, **NEW)
    await service.new("fixture", channel_id=2, host_id=HOST, **{**NEW, "guild_id": 2})
    await service.new("fixture", channel_id=3, host_id=HOST, **{**NEW, "guild_id": None})
    with pytest.raises(LobbyError) as mine:  # in a DM the cap counts DM lobbies only
        await service.new("fixture", channel_id=4, host_id=HOST, **{**NEW, "guild_id": None})
    assert "already have an open lobby" in STRICT(mine.value.msg)
    with pytest.raises(LobbyError) as full:  # server 2's one live game, not server 1's
        await service.new("fixture", channel_id=5, host_id=ANA, **{**NEW, "guild_id": 2})
    assert "already has 1 live games" in STRICT(full.value.msg)
