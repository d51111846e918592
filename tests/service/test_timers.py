"""Turn timers persist in SQLite, remind once, expire into the default or the AI, survive restarts."""

from datetime import UTC, datetime

import pytest

from bot.db import Repository
from bot.db.records import TimerPlan
from bot.errors import LobbyError
from bot.service import GameService
from bot.service.timers import in_quiet_hours, zone_named, zones_matching
from tests.support.fixture_game import GAMES, Pick
from tests.support.service_fixtures import ANA, HOST


async def test_deadlines_are_set_for_seats_to_act_and_kept_while_waiting(service, lobby, repo,
                                                                        clock):
    gid = lobby.game.id
    await service.start(gid, HOST)
    first = {t.seat: t.deadline for t in await repo.timers(gid)}
    assert first == {0: clock.now + 24 * 3600, 1: clock.now + 24 * 3600}
    clock.advance(1)
    await service.act(gid, ANA, Pick(n=1))
    assert {t.seat: t.deadline for t in await repo.timers(gid)} == {0: first[0]}


async def test_reminder_is_sent_once_before_the_deadline(service, lobby, clock):
    await service.start(lobby.game.id, HOST)
    clock.advance(21)
    assert await service.due_reminders() == []
    clock.advance(1.5)
    sent = await service.due_reminders()
    assert sorted(r.user_id for r in sent) == [HOST, ANA]
    assert len(await service.due_reminders()) == 2  # not delivered yet: asked again
    for reminder in sent:
        await service.reminded(reminder)
    assert await service.due_reminders() == []


async def test_quiet_hours_postpone_a_reminder(service, lobby, clock, repo):
    await service.start(lobby.game.id, HOST)
    clock.advance(22.5)
    hour = int(clock.now // 3600) % 24
    prefs = await repo.prefs(ANA)
    await repo.save_prefs(prefs.model_copy(update={"quiet_start": hour, "quiet_end": (hour + 2) % 24}))
    assert [r.user_id for r in await service.due_reminders()] == [HOST]


def utc(text: str) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=UTC).timestamp()


def test_quiet_hours_follow_the_players_clock_across_daylight_saving():
    # Madrid, quiet 22:00-07:00. Spring forward: 2026-03-29 01:00 UTC, from UTC+1 to UTC+2.
    assert in_quiet_hours(utc("2026-03-28T21:30"), 22, 7, "Europe/Madrid")      # 22:30 CET
    assert not in_quiet_hours(utc("2026-03-28T20:30"), 22, 7, "Europe/Madrid")  # 21:30 CET
    assert in_quiet_hours(utc("2026-03-29T04:30"), 22, 7, "Europe/Madrid")      # 06:30 CEST
    assert not in_quiet_hours(utc("2026-03-29T05:30"), 22, 7, "Europe/Madrid")  # 07:30 CEST
    assert in_quiet_hours(utc("2026-03-28T05:30"), 22, 7, "Europe/Madrid")      # 06:30 CET
    # Fall back: 2026-10-25 01:00 UTC, from UTC+2 to UTC+1.
    assert not in_quiet_hours(utc("2026-10-24T05:30"), 22, 7, "Europe/Madrid")  # 07:30 CEST
    assert in_quiet_hours(utc("2026-10-25T05:30"), 22, 7, "Europe/Madrid")      # 06:30 CET
    assert in_quiet_hours(utc("2026-10-25T06:30"), 22, 7, "UTC")                # 06:30 UTC
    assert not in_quiet_hours(utc("2026-10-25T06:30"), 22, 7, "Europe/Madrid")  # 07:30 CET


def test_zones_are_found_by_city_and_unknown_ones_refused():
    assert zones_matching("madrid") == ["Europe/Madrid"]
    assert zones_matching("new york")[0] == "America/New_York"
    assert len(zones_matching("")) == 25
    assert zone_named("europe/rome") == "Europe/Rome"
    with pytest.raises(LobbyError):
        zone_named("Mars/Olympus")


async def test_quiet_hours_are_read_in_the_players_zone(service, lobby, clock, repo):
    await service.start(lobby.game.id, HOST)
    clock.advance(22.5)
    hour_in_tokyo = (int(clock.now // 3600) + 9) % 24  # Japan has no daylight saving
    prefs = await repo.prefs(ANA)
    await repo.save_prefs(prefs.model_copy(update={
        "quiet_start": hour_in_tokyo, "quiet_end": (hour_in_tokyo + 1) % 24,
        "timezone": "Asia/Tokyo"}))
    assert [r.user_id for r in await service.due_reminders()] == [HOST]


async def test_expiry_plays_the_default_action_after_a_restart(db_target, clock):
    repo = await Repository.open(db_target)
    service = GameService(repo, clock=clock, games=GAMES, seed_source=lambda: 9)
    loaded = await service.new("fixture", guild_id=1, channel_id=10, thread_id=None,
                               host_id=HOST, host_name="Host")
    await service.join(loaded.game.id, ANA, "Ana")
    await service.start(loaded.game.id, HOST)
    await service.act(loaded.game.id, ANA, Pick(n=3))
    await repo.close()

    clock.advance(25)
    repo = await Repository.open(db_target)  # a new process picks the deadline up
    service = GameService(repo, clock=clock, games=GAMES)
    [outcome] = await service.expire_due()
    assert [(m.seat, m.actor) for m in outcome.moves] == [(0, "timer")]
    assert (await service.games.load(outcome.game.id)).state.picks == [None, None]  # all in
    assert await service.expire_due() == []
    await repo.close()


async def test_expiry_can_hand_the_seat_to_the_ai(service, lobby, clock):
    gid = lobby.game.id
    await service.change_settings(gid, HOST, False, {"on_timeout": "ai"})
    await service.start(gid, HOST)
    await service.act(gid, HOST, Pick(n=1))
    clock.advance(24.01)
    [outcome] = await service.expire_due()
    assert outcome.game.seat_row(1).is_ai
    assert outcome.moves[0].actor == "timer"


async def test_one_unreadable_game_does_not_stop_the_others_expiring(service, lobby, repo, clock):
    gid = lobby.game.id
    await service.start(gid, HOST)
    other = await service.new("fixture", guild_id=1, channel_id=40, thread_id=None,
                              host_id=ANA, host_name="Ana")
    await service.join(other.game.id, HOST, "Host")
    await service.start(other.game.id, ANA)
    await repo.update_game(gid, clock.now, state="{not json")
    clock.advance(25)
    outcomes = await service.expire_due()
    assert {o.game.id for o in outcomes} == {other.game.id}


async def test_reaction_deadlines_are_shorter(service, lobby, repo, clock):
    import dataclasses

    from tests.support import fixture_game

    def setup(n: int, seed: int, options: fixture_game.Options) -> fixture_game.State:
        state = fixture_game.setup(n, seed, options)  # seat 1 is asked as a reaction
        for d in state.flow.stack:
            d.reaction = d.seat == 1
        return state

    spec = dataclasses.replace(fixture_game.SPEC, setup=setup)
    service.games.specs["fixture"] = spec
    try:
        await service.start(lobby.game.id, HOST)
        timers = {t.seat: t.deadline for t in await repo.timers(lobby.game.id)}
        assert timers == {0: clock.now + 24 * 3600, 1: clock.now + 4 * 3600}
    finally:
        service.games.specs["fixture"] = fixture_game.SPEC


async def test_a_reminder_sent_stays_sent_when_another_seat_moves(service, lobby, clock):
    """Issue 25 #3: seat 0 was reminded, then seat 1 moved; seat 0's timer was written anew
    without its `reminded` flag, so the same reminder went out twice."""
    await service.start(lobby.game.id, HOST)
    clock.advance(22.5)
    for reminder in await service.due_reminders():
        await service.reminded(reminder)
    await service.act(lobby.game.id, ANA, Pick(n=1))
    assert await service.due_reminders() == []


async def test_a_seat_that_has_moved_is_not_reminded(service, lobby, repo, clock):
    """Issue 25 #1: a stale timer row (its seat moved, the reset never ran: the process
    stopped in between) must not remind the player who already moved."""
    gid = lobby.game.id
    await service.start(gid, HOST)
    deadline = clock.now + 24 * 3600
    await service.act(gid, ANA, Pick(n=1))
    stale = TimerPlan(fresh={0: (deadline, deadline - 2 * 3600), 1: (deadline, deadline - 2 * 3600)})
    await repo.set_timers(gid, 1, stale)  # as an older release could leave it
    assert {t.seat for t in await repo.timers(gid)} == {0, 1}
    clock.advance(22.5)
    assert [r.user_id for r in await service.due_reminders()] == [HOST]


async def test_start_up_gives_every_waiting_seat_a_deadline(service, lobby, repo, clock):
    """Issue 25 #1: after a restart, a seat to act without a deadline gets one, and a seat
    that need not act loses its stale one; deadlines still right are kept."""
    gid = lobby.game.id
    await service.start(gid, HOST)
    kept = (await repo.timer(gid, 0)).deadline
    await service.act(gid, ANA, Pick(n=1))
    await repo.clear_timers(gid)
    await repo.set_timers(gid, 0, TimerPlan(fresh={1: (clock.now + 3600, None)}))  # stale: seat 1 moved
    clock.advance(1)
    await service.resume()
    await service.automation.wait_idle()
    assert {t.seat: t.deadline for t in await repo.timers(gid)} == {0: clock.now + 24 * 3600}
    assert kept != clock.now + 24 * 3600


async def test_timers_turned_off_fire_nothing_already_set(service, lobby, repo, clock):
    """Issue 25 #2: a deadline set before `timers:false` neither reminds nor expires."""
    gid = lobby.game.id
    await service.start(gid, HOST)
    await service.change_settings(gid, HOST, False, {"timers": False})
    clock.advance(25)
    assert await service.due_reminders() == []
    assert await service.expire_due() == []
    assert (await service.games.load(gid)).to_act() == {0, 1}


async def test_timers_turned_off_are_dropped_and_turned_on_set_afresh(service, lobby, repo,
                                                                     clock):
    """Issue 25 #2: after `timers:false` no row is left; after `timers:true` every waiting
    seat has a fresh deadline (before, none was armed and the game could wait for ever)."""
    gid = lobby.game.id
    await service.start(gid, HOST)
    await service.change_settings(gid, HOST, False, {"timers": False})
    assert await repo.timers(gid) == []
    clock.advance(30)
    await service.change_settings(gid, HOST, False, {"timers": True})
    assert {t.seat: t.deadline for t in await repo.timers(gid)} == {
        0: clock.now + 24 * 3600, 1: clock.now + 24 * 3600}
