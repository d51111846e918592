"""Lobby rules: seats, permissions, options from their schema, one live game per place."""

import pytest

from bot.errors import LobbyError, NotFoundError, PermissionDeniedError
from tests.support.fixture_game import Pick
from tests.support.service_fixtures import ANA, BEN, CID, HOST
from tests.support.words import STRICT


def refusal(info) -> str:
    return STRICT(info.value.msg)


async def test_host_takes_the_first_seat_and_players_join_in_order(service, lobby):
    assert [(s.seat, s.user_id) for s in lobby.game.seats] == [(0, HOST), (1, ANA)]
    assert lobby.game.status == "lobby"


async def test_joining_twice_or_a_full_game_is_refused(service, lobby):
    gid = lobby.game.id
    with pytest.raises(LobbyError) as twice:
        await service.join(gid, ANA, "Ana")
    assert "already seated" in refusal(twice)
    await service.join(gid, BEN, "Ben")
    await service.add_ai(gid, HOST)
    with pytest.raises(LobbyError) as full:
        await service.join(gid, CID, "Cid")
    assert "full" in refusal(full)


async def test_options_are_checked_against_their_schema(service):
    new = {"guild_id": 1, "channel_id": 11, "thread_id": None, "host_id": HOST,
           "host_name": "Host"}
    with pytest.raises(LobbyError) as bad:
        await service.new("fixture", **new, options={"rounds": 99})
    assert "rounds" in refusal(bad)
    with pytest.raises(LobbyError) as unknown:
        await service.new("fixture", **new, options={"dificulty": "HARD"})
    assert refusal(unknown) == "There is no option “dificulty”. Options: rounds."
    with pytest.raises(LobbyError) as long:
        await service.new("fixture", **new, options={"x" * 6000: 1})
    assert len(refusal(long)) < 200
    with pytest.raises(NotFoundError) as missing:
        await service.new("chess", **new)
    assert "no game called" in refusal(missing)


async def test_only_host_or_admin_can_start_kick_end_or_configure(service, lobby):
    gid = lobby.game.id
    for call in (service.start(gid, ANA), service.kick(gid, ANA, HOST), service.end(gid, ANA),
                 service.change_settings(gid, ANA, False, {"turn_hours": 2})):
        with pytest.raises(PermissionDeniedError):
            await call
    loaded = await service.change_settings(gid, BEN, True, {"turn_hours": 2})
    assert loaded.game.settings.turn_hours == 2


async def test_host_changes_options_in_the_lobby_only(service, lobby):
    gid = lobby.game.id
    loaded = await service.change_settings(gid, HOST, False, options={"rounds": 5})
    assert loaded.game.options == {"rounds": 5}
    await service.start(gid, HOST)
    with pytest.raises(LobbyError):
        await service.change_settings(gid, HOST, False, options={"rounds": 2})


async def test_bad_setting_is_refused(service, lobby):
    with pytest.raises(LobbyError) as bad:
        await service.change_settings(lobby.game.id, HOST, False, {"turn_hours": -1})
    assert "turn_hours" in refusal(bad)
    with pytest.raises(LobbyError) as unknown:
        await service.change_settings(lobby.game.id, HOST, False, {"seed": 3})
    assert "seed" in refusal(unknown)


async def test_start_needs_enough_seats(service):
    loaded = await service.new("fixture", guild_id=1, channel_id=12, thread_id=None,
                               host_id=HOST, host_name="Host")
    with pytest.raises(LobbyError) as few:
        await service.start(loaded.game.id, HOST)
    assert "needs 2-4 seats; there is 1" in refusal(few)


async def test_host_leaving_a_lobby_passes_the_host_role(service, lobby):
    loaded = await service.leave(lobby.game.id, HOST)
    assert loaded.game.host_id == ANA
    assert [(s.seat, s.user_id) for s in loaded.game.seats] == [(0, ANA)]


async def test_last_human_leaving_ends_the_lobby(service, lobby):
    await service.leave(lobby.game.id, ANA)
    loaded = await service.leave(lobby.game.id, HOST)
    assert loaded.game.status == "ended"


async def test_leaving_a_running_game_on_your_turn_hands_it_to_the_ai(service, lobby):
    seen = []

    async def listener(outcome):
        seen.append(outcome)

    service.listen(listener)
    gid = lobby.game.id
    await service.start(gid, HOST)
    loaded = await service.leave(gid, ANA)
    assert loaded.game.seat_row(1).is_ai
    await service.automation.wait_idle()
    # the AI played Ana's pending pick and the change was handed to the presenter
    assert [(m.seat, m.actor) for o in seen for m in o.moves] == [(1, "ai")]
    assert seen[-1].to_act == {0}
    loaded = await service.join(gid, ANA, "Ana")
    assert not loaded.game.seat_row(1).is_ai
    await service.act(gid, HOST, Pick(n=1))


async def test_end_frees_the_channel(service, lobby):
    await service.end(lobby.game.id, HOST)
    with pytest.raises(NotFoundError):
        await service.games.live_at(10)


def test_a_numeric_choice_typed_as_text_is_that_number():
    """Options arrive as text ("target_lp=15"); a `Literal[15, 20, 25]` takes the number."""
    from bot.games.legends.state import Options
    from bot.service.options import parse_pairs, validated

    chosen = validated(Options, parse_pairs("target_lp=15 goals_variant=true"))
    assert isinstance(chosen, Options)
    assert (chosen.target_lp, chosen.goals_variant) == (15, True)
    with pytest.raises(LobbyError) as bad:
        validated(Options, parse_pairs("target_lp=16"))
    assert STRICT(bad.value.msg) == "“16” is not a value of target_lp. Choose one of: 15, 20, 25."
