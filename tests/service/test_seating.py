"""Substitutes and hosting in the service (issue 21, item 3): a seat handed to another member,
an open seat taken under each table setting, hosting handed over or passed on; bad input
is refused and changes nothing."""

import pytest

from bot.errors import LobbyError, PermissionDeniedError
from bot.games.core import NotYourTurnError
from tests.support.fixture_game import Pick
from tests.support.service_fixtures import ANA, BEN, CID, HOST
from tests.support.words import STRICT


async def running(service, lobby) -> int:
    gid = lobby.game.id
    await service.join(gid, BEN, "Ben")
    await service.start(gid, HOST)
    return gid


async def test_a_replaced_player_hands_the_seat_and_is_told_nothing_more(service, lobby, repo):
    gid = await running(service, lobby)
    await service.act(gid, ANA, Pick(n=5))
    shown = await service.replace(gid, HOST, ANA, CID, "Cid")
    row = shown.game.seat_row(1)
    assert (row.user_id, row.name, row.is_ai, [f.name for f in row.former]) == (
        CID, "Cid", False, ["Ana"])
    mine = shown.privates[1]
    assert [STRICT(m, shown.game.names()) for m in mine.lines] == [
        "Cid, you now play the seat Ana played: your hand is below."]
    assert (await service.games.load(gid)).seat_of(ANA) is None
    with pytest.raises(NotYourTurnError) as refused:  # her old buttons are not hers now
        await service.act_token(gid, ANA, "x", None, seat=1)
    assert refused.value.msg.key == "ui-not-playing"


@pytest.mark.slow
@pytest.mark.parametrize(("by", "old", "new", "key"), [
    (ANA, BEN, CID, "ui-host-only"),            # not the host
    (HOST, BEN, ANA, "recap-replace-seated"),   # already seated
    (HOST, CID, 999, "ui-target-not-seated"),   # nobody to replace
])
async def test_bad_replacements_change_nothing(service, lobby, by, old, new, key):
    gid = await running(service, lobby)
    before = await service.games.load(gid)
    with pytest.raises((LobbyError, PermissionDeniedError)) as refused:
        await service.replace(gid, by, old, new, "Someone")
    assert refused.value.msg.key == key
    after = await service.games.load(gid)
    assert after.seats == before.seats and after.game.host_id == HOST


@pytest.mark.slow
async def test_a_replacement_in_another_servers_channel_is_refused(service, lobby):
    gid = await running(service, lobby)
    with pytest.raises(Exception) as refused:
        await service.replace(gid, HOST, BEN, CID, "Cid", where=(2, 10))
    assert refused.value.msg.key == "ui-game-elsewhere"


async def test_a_replaced_host_passes_hosting_to_the_next_human_seat(service, lobby):
    gid = await running(service, lobby)
    shown = await service.replace(gid, HOST, HOST, CID, "Cid", is_admin=True)
    assert shown.game.host_id == ANA  # seat 1 follows seat 0
    shown = await service.hand_host(gid, ANA, BEN)
    assert shown.game.host_id == BEN
    with pytest.raises(LobbyError):
        await service.hand_host(gid, BEN, 999)
    with pytest.raises(PermissionDeniedError):
        await service.hand_host(gid, ANA, ANA)


@pytest.mark.slow
async def test_a_forgotten_host_passes_hosting_on(service, lobby):
    gid = await running(service, lobby)
    await service.forget_user(HOST)
    assert (await service.games.load(gid)).game.host_id == ANA
    await service.automation.wait_idle()


@pytest.mark.slow
@pytest.mark.parametrize("takers", ["anyone", "host", "nobody"])
async def test_an_open_seat_is_taken_as_the_table_allows(service, lobby, takers):
    gid = await running(service, lobby)
    await service.change_settings(gid, HOST, False, {"open_seats": takers})
    await service.leave(gid, BEN)  # a bot plays his seat: it is open
    await service.automation.wait_idle()
    if takers == "anyone":
        shown = await service.take_seat(gid, CID, "Cid", 2)
        assert shown.game.seat_row(2).user_id == CID and shown.game.seat_row(2).former[0].name == "Ben"
        return
    with pytest.raises(PermissionDeniedError) as refused:
        await service.take_seat(gid, CID, "Cid", 2)
    assert refused.value.msg.key == ("recap-seat-needs-host" if takers == "host"
                                     else "recap-seats-closed")
    if takers == "host":
        with pytest.raises(PermissionDeniedError):  # only the host approves
            await service.take_seat(gid, CID, "Cid", 2, approved_by=ANA)
        shown = await service.take_seat(gid, CID, "Cid", 2, approved_by=HOST)
        assert shown.game.seat_row(2).user_id == CID
    with pytest.raises(LobbyError):  # not open (any more)
        await service.take_seat(gid, CID, "Cid", 0)


@pytest.mark.slow
async def test_a_host_who_left_the_server_leaves_an_open_seat_and_passes_hosting(service, lobby):
    gid = await running(service, lobby)
    await service.act(gid, ANA, Pick(n=5))
    await service.act(gid, BEN, Pick(n=6))
    await service.absent(gid, 0)  # the host must pick, and left the server
    await service.automation.wait_idle()
    loaded = await service.games.load(gid)
    assert loaded.seat_row(0).is_ai and loaded.seat_row(0).user_id == HOST  # open
    assert loaded.game.host_id == ANA


@pytest.mark.slow
async def test_a_seats_own_player_takes_it_back_whatever_the_setting(service, lobby):
    gid = await running(service, lobby)
    await service.change_settings(gid, HOST, False, {"open_seats": "nobody"})
    await service.leave(gid, BEN)
    await service.automation.wait_idle()
    shown = await service.take_seat(gid, BEN, "Ben", 2)
    row = shown.game.seat_row(2)
    assert (row.user_id, row.is_ai, row.former) == (BEN, False, [])
