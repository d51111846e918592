"""Acting through the service: seats, turns, stale versions, concurrency, AI, undo, log."""

import asyncio

import pytest

from bot.games.core import (
    GameOverError,
    IllegalActionError,
    NotYourTurnError,
    PermissionDeniedError,
    StaleActionError,
)
from tests.support.fixture_game import Pick
from tests.support.service_fixtures import ANA, BEN, HOST


async def started(service, lobby):
    out = await service.start(lobby.game.id, HOST)
    assert out.started and out.to_act == {0, 1}
    return lobby.game.id


async def test_simultaneous_choices_and_private_events(service, lobby):
    gid = await started(service, lobby)
    out = await service.act(gid, ANA, {"kind": "pick", "n": 2}, expected_version=0)
    assert out.secret_seats() == {1}
    assert out.to_act == {0}
    assert await service.log(gid, ANA) == ["Ana picked 2."]
    assert await service.log(gid, HOST) == ["Ana picked a number."]
    assert await service.log(gid, None) == ["Ana picked a number."]


async def test_wrong_turn_outsider_illegal_and_stale_change_nothing(service, lobby, repo):
    gid = await started(service, lobby)
    await service.act(gid, ANA, Pick(n=2), expected_version=0)
    with pytest.raises(NotYourTurnError):
        await service.act(gid, ANA, Pick(n=1))
    with pytest.raises(PermissionDeniedError):
        await service.act(gid, BEN, Pick(n=1))
    with pytest.raises(IllegalActionError):
        await service.act(gid, HOST, Pick(n=9))
    with pytest.raises(StaleActionError):
        await service.act(gid, HOST, Pick(n=1), expected_version=0)
    with pytest.raises(IllegalActionError):
        await service.act_token(gid, HOST, "not-a-token", expected_version=1)
    assert (await repo.game(gid)).version == 1
    assert len(await repo.actions(gid)) == 1


async def test_fifty_concurrent_clicks_apply_exactly_once(service, lobby, repo):
    gid = await started(service, lobby)
    token = Pick(n=3).token()
    results = await asyncio.gather(
        *(service.act_token(gid, ANA, token, expected_version=0) for _ in range(50)),
        return_exceptions=True)
    applied = [r for r in results if not isinstance(r, Exception)]
    refused = [r for r in results if isinstance(r, Exception)]
    assert len(applied) == 1
    assert all(isinstance(r, (StaleActionError, NotYourTurnError)) for r in refused)
    assert [a.seq for a in await repo.actions(gid)] == [1]


async def test_concurrent_clicks_by_two_seats_on_two_games_do_not_interfere(service, lobby):
    gid = await started(service, lobby)
    other = await service.new("fixture", guild_id=1, channel_id=20, thread_id=None,
                              host_id=BEN, host_name="Ben")
    await service.add_ai(other.game.id, BEN)
    await service.start(other.game.id, BEN)
    await asyncio.gather(service.act(gid, ANA, Pick(n=1)), service.act(gid, HOST, Pick(n=2)),
                         service.act(other.game.id, BEN, Pick(n=3)))
    assert (await service.status(gid)).state.round == 2
    assert (await service.status(other.game.id)).state.round == 2


async def test_ai_seats_play_automatically_to_the_end(service):
    loaded = await service.new("fixture", guild_id=1, channel_id=30, thread_id=None,
                               host_id=HOST, host_name="Host")
    gid = loaded.game.id
    await service.add_ai(gid, HOST)
    await service.add_ai(gid, HOST)
    start = await service.start(gid, HOST)
    assert [m.seat for m in start.moves] == [1, 2]  # the AI seats decide at once
    for _ in range(3):
        out = await service.act(gid, HOST, Pick(n=1))
    assert out.result is not None
    assert out.loaded.game.status == "finished"
    assert [m.actor for m in out.moves] == ["player"]  # the round's last pick ends the game
    with pytest.raises(GameOverError):
        await service.act(gid, HOST, Pick(n=1))


async def test_undo_own_last_action_only_before_others_act(service, lobby, repo):
    gid = await started(service, lobby)
    await service.act(gid, ANA, Pick(n=2))
    with pytest.raises(IllegalActionError, match="own last move"):
        await service.undo(gid, HOST)
    out = await service.undo(gid, ANA)
    assert out.loaded.state.picks == [None, None]
    assert out.to_act == {0, 1}
    assert out.loaded.game.version == 2
    assert await service.log(gid, ANA) == []


async def test_undo_refused_after_randomness_was_revealed(service, lobby):
    gid = await started(service, lobby)
    await service.act(gid, ANA, Pick(n=2))
    await service.act(gid, HOST, Pick(n=2))  # completes the round: picks revealed, die rolled
    with pytest.raises(IllegalActionError, match="cannot be undone"):
        await service.undo(gid, HOST)


async def test_secret_seats_are_those_whose_secrets_changed(service, lobby):
    gid = await started(service, lobby)
    out = await service.act(gid, ANA, Pick(n=2))
    assert out.secret_seats() == {1}  # Ana's pick is her new secret; the host's is unchanged
