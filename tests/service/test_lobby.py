"""Lobby rules: seats, permissions, options, one live game per place."""

import pytest

from bot.games.core import LobbyError, NotFoundError, PermissionDeniedError
from tests.support.service_fixtures import ANA, BEN, CID, HOST


async def test_host_takes_the_first_seat_and_players_join_in_order(service, lobby):
    assert [(s.seat, s.user_id) for s in lobby.seats] == [(0, HOST), (1, ANA)]
    assert lobby.game.status == "lobby"


async def test_joining_twice_or_a_full_game_is_refused(service, lobby):
    gid = lobby.game.id
    with pytest.raises(LobbyError, match="already seated"):
        await service.join(gid, ANA, "Ana")
    await service.join(gid, BEN, "Ben")
    await service.add_ai(gid, HOST)
    with pytest.raises(LobbyError, match="full"):
        await service.join(gid, CID, "Cid")


async def test_malformed_options_are_refused_with_the_option_named(service):
    with pytest.raises(LobbyError, match="rounds"):
        await service.new("fixture", guild_id=1, channel_id=11, thread_id=None, host_id=HOST,
                          host_name="Host", options={"rounds": 99})
    with pytest.raises(NotFoundError, match="no game called"):
        await service.new("chess", guild_id=1, channel_id=11, thread_id=None, host_id=HOST,
                          host_name="Host")


async def test_only_host_or_admin_can_start_kick_end_or_configure(service, lobby):
    gid = lobby.game.id
    for call in (service.start(gid, ANA), service.kick(gid, ANA, HOST), service.end(gid, ANA),
                 service.change_settings(gid, ANA, False, {"turn_hours": 2})):
        with pytest.raises(PermissionDeniedError):
            await call
    loaded = await service.change_settings(gid, BEN, True, {"turn_hours": 2})
    assert loaded.settings.turn_hours == 2


async def test_bad_setting_is_refused(service, lobby):
    with pytest.raises(LobbyError, match="turn_hours"):
        await service.change_settings(lobby.game.id, HOST, False, {"turn_hours": -1})


async def test_start_needs_enough_seats(service):
    loaded = await service.new("fixture", guild_id=1, channel_id=12, thread_id=None,
                               host_id=HOST, host_name="Host")
    with pytest.raises(LobbyError, match="needs 2-4 seats"):
        await service.start(loaded.game.id, HOST)


async def test_host_leaving_a_lobby_passes_the_host_role(service, lobby):
    loaded = (await service.leave(lobby.game.id, HOST)).loaded
    assert loaded.game.host_id == ANA
    assert [(s.seat, s.user_id) for s in loaded.seats] == [(0, ANA)]


async def test_last_human_leaving_ends_the_lobby(service, lobby):
    await service.leave(lobby.game.id, ANA)
    loaded = (await service.leave(lobby.game.id, HOST)).loaded
    assert loaded.game.status == "ended"


async def test_leaving_a_running_game_hands_the_seat_to_the_ai_and_join_reclaims(service, lobby):
    gid = lobby.game.id
    await service.start(gid, HOST)
    out = await service.leave(gid, ANA)
    assert out.loaded.seat_row(1).is_ai
    # the AI played Ana's pending pick at once; the game waits only for the host
    assert [(m.seat, m.actor) for m in out.moves] == [(1, "ai")]
    assert out.to_act == {0}
    loaded = await service.join(gid, ANA, "Ana")
    assert not loaded.seat_row(1).is_ai


async def test_end_frees_the_channel(service, lobby):
    await service.end(lobby.game.id, HOST)
    with pytest.raises(NotFoundError):
        await service.live_at(10)
