"""Two bot processes on one database (two services, each with its own repository and
connections): racing clicks apply once, every expiry and reminder happens once, and a
process that died between a move and its timers' reset does not make a timer fire twice."""

import asyncio

import pytest

from bot.db import Repository
from bot.games.core import NotYourTurnError, StaleActionError
from bot.service import GameService
from tests.support.fixture_game import GAMES, Gamble, Pick
from tests.support.service_fixtures import ANA, HOST


@pytest.fixture
async def other(db_target, clock):
    """The second process."""
    repo = await Repository.open(db_target)
    service = GameService(repo, clock=clock, games=dict(GAMES), seed_source=lambda: 1234)
    yield service
    await service.automation.wait_idle()
    await repo.close()


async def started(service, lobby):
    gid = lobby.game.id
    await service.start(gid, HOST)
    return gid


async def test_racing_clicks_from_two_processes_apply_once(service, other, lobby, repo):
    gid = await started(service, lobby)
    loaded = await service.games.load(gid)
    decision = loaded.decision_of(0)
    results = await asyncio.gather(
        service.act(gid, HOST, Pick(n=5), decision_id=decision),
        other.act(gid, HOST, Pick(n=7), decision_id=decision), return_exceptions=True)
    accepted = [r for r in results if not isinstance(r, BaseException)]
    refused = [r for r in results if isinstance(r, BaseException)]
    assert len(accepted) == 1 and len(refused) == 1, results
    assert isinstance(refused[0], StaleActionError | NotYourTurnError)
    assert [(a.seq, a.seat) for a in await repo.actions(gid)] == [(1, 0)]
    assert (await repo.game(gid)).version == 1


async def test_timers_polled_by_two_processes_expire_once(service, other, lobby, repo, clock):
    gid = await started(service, lobby)
    clock.advance(25)
    mine, theirs = await asyncio.gather(service.expire_due(), other.expire_due())
    assert len(mine) + len(theirs) == 2  # one expiry per seat, whoever claimed it
    log = await repo.actions(gid)
    assert sorted((a.seat, a.actor) for a in log) == [(0, "timer"), (1, "timer")]
    assert await service.expire_due() == [] and await other.expire_due() == []
    [timer] = await repo.timers(gid)  # the round's winner decides, with a fresh deadline
    assert timer.deadline > clock.now


async def test_a_reminder_is_offered_to_one_process(service, other, lobby, clock):
    await started(service, lobby)
    clock.advance(22.5)
    sent = await service.due_reminders()
    assert sorted(r.user_id for r in sent) == [HOST, ANA]
    assert await other.due_reminders() == []  # claimed by the first process
    assert len(await service.due_reminders()) == 2  # not delivered yet: offered to it again
    for reminder in sent[:1]:
        await service.reminded(reminder)
    clock.advance(0.1)  # the first process died before delivering the other: its claim lapses
    assert [r.user_id for r in await other.due_reminders()] == [sent[1].user_id]


async def test_a_move_and_its_timers_are_one_commit_so_a_crash_after_it_loses_nothing(
        service, other, lobby, repo, clock):
    """Issue 25 #1: the timers were reset after the commit, outside the lock, so a process
    stopped in between left the next seat without a deadline (or with the old one)."""
    gid = await started(service, lobby)
    await service.act(gid, ANA, Pick(n=1))
    clock.advance(1)
    # The host's pick is committed, then the process dies: nothing else runs after it.
    await service.act(gid, HOST, Pick(n=60))
    loaded = await other.games.load(gid)
    assert loaded.to_act() == {0}
    [timer] = await repo.timers(gid)
    assert (timer.seat, timer.deadline) == (0, clock.now + 24 * 3600)  # fresh, with the move
    clock.advance(23.5)
    assert await other.expire_due() == []
    clock.advance(1)
    [outcome] = await other.expire_due()
    assert [(m.seat, m.actor) for m in outcome.moves] == [(0, "timer")]
    assert await other.expire_due() == []


async def test_a_click_waits_for_the_other_process_holding_the_game(
        service, other, lobby, db_target):
    if str(db_target).endswith(".db"):
        pytest.skip("a SQLite file belongs to one process")
    gid = await started(service, lobby)
    async with service.games.locked(gid):
        click = asyncio.create_task(other.act(gid, ANA, Pick(n=3)))
        await asyncio.sleep(0.3)
        assert not click.done()
    outcome = await asyncio.wait_for(click, 5)
    assert outcome.moves[0].seat == 1


async def test_ai_seats_are_played_by_one_process_at_a_time(service, other, lobby, repo, caplog,
                                                           db_target):
    if str(db_target).endswith(".db"):
        pytest.skip("a SQLite file belongs to one process")
    gid = lobby.game.id
    await service.add_ai(gid, HOST)
    await service.start(gid, HOST)
    await service.automation.wait_idle()
    await service.act(gid, HOST, Pick(n=60))  # the host wins the round and decides
    await service.act(gid, ANA, Pick(n=1))
    await service.act(gid, HOST, Gamble(yes=False))  # round 2: the AI seat picks at once
    for _ in range(3):  # both processes wake the AI seat, as after a restart
        service.automation.kick(gid)
        other.automation.kick(gid)
    await asyncio.gather(service.automation.wait_idle(), other.automation.wait_idle())
    ai_moves = [(a.seq, a.seat) for a in await repo.actions(gid) if a.actor == "ai"]
    assert [seat for _, seat in ai_moves].count(2) == 2  # round 1 and round 2, once each
    assert "stopped" not in caplog.text  # no process hit a stale version
