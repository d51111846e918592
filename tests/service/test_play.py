"""Acting through the service: seats, turns, decisions, stale buttons, concurrency, AI, undo."""

import asyncio

import pytest

from bot.errors import PermissionDeniedError
from bot.games.core import (
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotYourTurnError,
    StaleActionError,
)
from tests.support.fixture_game import SPEC, Gamble, Pick
from tests.support.service_fixtures import ANA, BEN, HOST
from tests.support.words import STRICT, said


async def started(service, lobby):
    out = await service.start(lobby.game.id, HOST)
    assert out.started and out.to_act == {0, 1}
    return lobby.game.id


def decision(loaded, seat):
    """The id under which the seat's current decision is offered (as buttons carry it)."""
    return loaded.decision_of(seat)


async def test_simultaneous_choices_and_private_events(service, lobby):
    gid = await started(service, lobby)
    out = await service.act(gid, ANA, {"kind": "pick", "n": 2})
    assert {s for s, mine in out.privates.items() if mine.lines} == {1}  # told privately
    assert out.to_act == {0}
    names = out.game.names()
    assert said(await service.log(gid, ANA), names) == ["Ana picked 2."]
    assert said(await service.log(gid, HOST), names) == ["Ana picked a number."]
    assert said(await service.log(gid, None), names) == ["Ana picked a number."]
    assert said([m.label for m in out.moves]) == [STRICT(out.moves[0].label)]
    assert STRICT(out.moves[0].label) == "made a private choice"


async def test_buttons_of_one_seat_stay_valid_while_other_seats_act(service, lobby):
    """Both seats answer the simultaneous pick from buttons made before either acted."""
    gid = await started(service, lobby)
    loaded = await service.games.load(gid)
    host_id, ana_id = decision(loaded, 0), decision(loaded, 1)
    await service.act_token(gid, ANA, Pick(n=5).token(), ana_id)
    out = await service.act_token(gid, HOST, Pick(n=9).token(), host_id)
    assert (await service.games.load(gid)).state.round == 1
    assert len(out.to_act) == 1  # the winner decides now
    with pytest.raises(StaleActionError):  # Ana's decision was answered: her old button is stale
        await service.act_token(gid, ANA, Pick(n=6).token(), ana_id)


async def test_wrong_turn_outsider_illegal_malformed_and_stale_change_nothing(service, lobby,
                                                                              repo):
    gid = await started(service, lobby)
    first = decision(await service.games.load(gid), 0)
    await service.act(gid, ANA, Pick(n=2))
    with pytest.raises(NotYourTurnError):
        await service.act(gid, ANA, Pick(n=1))
    with pytest.raises(PermissionDeniedError):
        await service.act(gid, BEN, Pick(n=1))
    with pytest.raises(IllegalActionError):
        await service.act(gid, HOST, Gamble(yes=True))
    with pytest.raises(InvalidActionError):
        await service.act(gid, HOST, {"kind": "pick", "n": 99999999999999999999})
    with pytest.raises(StaleActionError):
        await service.act(gid, HOST, Pick(n=1), decision_id=first + 100)
    with pytest.raises(IllegalActionError):  # the decision is current; that move is not
        await service.act_token(gid, HOST, "not-a-token", first)
    with pytest.raises(IllegalActionError):
        await service.act_token(gid, HOST, "not-a-token", None)
    assert (await repo.game(gid)).version == 1
    assert len(await repo.actions(gid)) == 1


async def test_fifty_concurrent_clicks_apply_exactly_once(service, lobby, repo):
    gid = await started(service, lobby)
    did = decision(await service.games.load(gid), 1)
    token = Pick(n=3).token()
    results = await asyncio.gather(*(service.act_token(gid, ANA, token, did) for _ in range(50)),
                                   return_exceptions=True)
    applied = [r for r in results if not isinstance(r, Exception)]
    refused = [r for r in results if isinstance(r, Exception)]
    assert len(applied) == 1
    assert all(isinstance(r, (StaleActionError, NotYourTurnError)) for r in refused)
    assert [a.seq for a in await repo.actions(gid)] == [1]
    await service.automation.wait_idle()
    assert service.games.lock_count == 0  # idle locks are pruned


async def test_two_games_do_not_interfere(service, lobby):
    gid = await started(service, lobby)
    other = await service.new("fixture", guild_id=1, channel_id=20, thread_id=None,
                              host_id=BEN, host_name="Ben")
    await service.add_ai(other.game.id, BEN)
    await service.start(other.game.id, BEN)
    await asyncio.gather(service.act(gid, ANA, Pick(n=1)), service.act(gid, HOST, Pick(n=2)),
                         service.act(other.game.id, BEN, Pick(n=3)))
    await service.automation.wait_idle()
    assert [a.seat for a in await service.repo.actions(gid)] == [1, 0]
    assert [a.seat for a in await service.repo.actions(other.game.id)][:2] in ([0, 1], [1, 0])


async def test_ai_seats_play_in_the_background_and_are_presented(service):
    seen = []

    async def listener(outcome):
        seen.append([(m.seat, m.actor) for m in outcome.moves])

    service.listen(listener)
    loaded = await service.new("fixture", guild_id=1, channel_id=30, thread_id=None,
                               host_id=HOST, host_name="Host", options={"rounds": 2})
    gid = loaded.game.id
    await service.add_ai(gid, HOST)
    await service.add_ai(gid, HOST)
    start = await service.start(gid, HOST)
    assert start.moves == ()  # the start itself returns at once; the AI moves come after
    await service.automation.wait_idle()
    assert seen == [[(1, "ai"), (2, "ai")]]
    while (loaded := await service.games.load(gid)).game.status == "active":
        seat = min(loaded.humans_to_act())
        action = SPEC.default_action(loaded.state, seat)
        await service.act(gid, HOST, action)
        await service.automation.wait_idle()
    assert loaded.game.status == "finished"
    with pytest.raises(GameOverError):
        await service.act(gid, HOST, Pick(n=1))


async def test_ai_seats_resume_after_a_restart(service, repo, clock):
    from bot.service import GameService
    from tests.support.fixture_game import GAMES

    loaded = await service.new("fixture", guild_id=1, channel_id=31, thread_id=None,
                               host_id=HOST, host_name="Host")
    gid = loaded.game.id
    await service.add_ai(gid, HOST)
    await service.start(gid, HOST)
    await service.automation.stop()  # the process dies before the AI moved
    assert (await service.games.load(gid)).to_act() == {0, 1}
    again = GameService(repo, clock=clock, games=GAMES)
    await again.resume()
    await again.automation.wait_idle()
    assert (await again.games.load(gid)).to_act() == {0}


async def test_undo_own_last_action_only_before_others_act(service, lobby):
    gid = await started(service, lobby)
    await service.act(gid, ANA, Pick(n=2))
    with pytest.raises(IllegalActionError) as refused:
        await service.undo(gid, HOST)
    assert "own last move" in STRICT(refused.value.msg)
    out = await service.undo(gid, ANA)
    assert (await service.games.load(gid)).state.picks == [None, None]
    assert out.to_act == {0, 1}
    assert out.game.version == 2
    assert await service.log(gid, ANA) == []
    assert 1 in out.privates  # her hand changed: she is shown it again


async def test_undo_refused_after_randomness_was_revealed(service, lobby):
    gid = await started(service, lobby)
    await service.act(gid, ANA, Pick(n=2))
    await service.act(gid, HOST, Pick(n=2))
    loaded = await service.games.load(gid)
    (winner,) = loaded.to_act()
    user = loaded.seat_row(winner).user_id
    await service.act(gid, user, Gamble(yes=True))
    with pytest.raises(IllegalActionError) as refused:
        await service.undo(gid, user)
    assert "cannot be undone" in STRICT(refused.value.msg)


async def test_undo_refused_when_the_log_no_longer_replays_to_the_game(service, lobby, repo,
                                                                       clock):
    """A game begun under older rules (a rule fixed since changes what its log replays to)
    cannot be undone; it says so, and nothing changes (issue 18 #3: undo answered 'not
    your turn' on such a game)."""
    gid = await started(service, lobby)
    await service.act(gid, ANA, Pick(n=2))
    loaded = await service.games.load(gid)
    older = loaded.state.model_copy(update={"scores": [5, 0]})  # what older rules made of it
    await repo.update_game(gid, clock.now, state=older.model_dump_json())
    with pytest.raises(IllegalActionError) as refused:
        await service.undo(gid, ANA)
    assert "earlier version of the rules" in STRICT(refused.value.msg)
    assert (await service.games.load(gid)).state == older


async def test_the_seats_told_something_privately_get_their_hand(service, lobby):
    """Issue 20: hands are built for the seats called anew or told something (the events'
    `visible_to`), not for every seat on every move."""
    gid = await started(service, lobby)
    await service.delivered(gid, board=(1, [0, 1], []))  # the board called both seats
    out = await service.act(gid, ANA, Pick(n=2))
    assert set(out.privates) == {1} and out.fresh == frozenset()
    assert STRICT(out.privates[1].lines[0], out.game.names()) == "Ana picked 2."


async def test_offers_public_and_private(service, lobby):
    gid = await started(service, lobby)
    loaded = await service.games.load(gid)
    shown = await service.look(gid, HOST)
    assert shown.table_offers == () and shown.table_seat is None  # two seats choose at once
    hand = shown.private_of(HOST)
    assert hand is not None and shown.privates.keys() == {0}
    assert len(hand.offers) == 60 and STRICT(hand.offers[0].text.label) == "Pick 1"
    assert hand.decision_id == decision(loaded, 0) == shown.decision_of(0)


async def test_shutdown_waits_for_a_commit_in_flight(service, lobby):
    import asyncio

    gid = lobby.game.id
    await service.start(gid, HOST)
    entered = asyncio.Event()

    async def slow_move():
        async with service.games.locked(gid):
            entered.set()
            await asyncio.sleep(0.2)
            return "committed"

    move = asyncio.create_task(slow_move())
    await entered.wait()
    await service.shutdown(grace=5)
    assert move.done() and move.result() == "committed"
    service.automation.kick(gid)
    assert service.automation.running == 0, "no AI burst starts after shutdown"


async def test_a_decision_id_typed_ahead_is_stale_when_the_game_gets_there(service, lobby, repo,
                                                                           clock, db_target):
    """Issue 18, item 5: the engine numbers decisions one after another, so `/play
    "<a later id>:<token>"` typed ahead used to answer the decision once the game reached
    it. Only the id the seat was offered answers: guesses are stale there too, and the
    offered id still works after the other seat acted and after a restart."""
    from bot.db import Repository
    from bot.service import GameService
    from tests.support.fixture_game import GAMES

    gid = await started(service, lobby)
    now = SPEC.decision_id((await service.games.load(gid)).state, 0)
    guesses = range(now + 1, now + 12)  # every engine id of the next round or two
    pick = Pick(n=30).token()
    for seat_user, n in ((HOST, 60), (ANA, 1)):  # the host wins the round (60 + die)
        await service.act(gid, seat_user, Pick(n=n))
    await service.act(gid, HOST, Gamble(yes=False))
    loaded = await service.games.load(gid)
    assert loaded.state.round == 2 and SPEC.decision_id(loaded.state, 0) in guesses
    version = loaded.game.version
    for guess in [*guesses, now]:
        with pytest.raises(StaleActionError):
            await service.act_token(gid, HOST, pick, guess)
        with pytest.raises(StaleActionError):
            await service.act(gid, HOST, Pick(n=30), decision_id=guess)
    assert (await repo.game(gid)).version == version
    offered = decision(loaded, 0)
    assert offered not in guesses and offered > 2**32  # unguessable, and fits a custom id
    await service.act_token(gid, ANA, Pick(n=2).token(), decision(loaded, 1))
    await service.automation.wait_idle()
    await repo.close()  # a restart: another process on the same database
    fresh = await Repository.open(db_target)
    try:
        again = GameService(fresh, clock=clock, games=dict(GAMES))
        out = await again.act_token(gid, HOST, pick, offered)
        assert (await again.games.load(gid)).state.round == 2
        assert out.to_act == {0}  # the host gambles next
        assert out.decision_of(0) != offered
        await again.automation.wait_idle()
    finally:
        await fresh.close()
