"""Deadlines that respect sleep, time away, `/mygames` and the daily digest (issue 21, items
4-6), through the service on both databases. Expected times are written as wall-clock
dates, not computed with the code's own zone arithmetic."""

import asyncio
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from bot.db import Repository
from bot.db.records import Reach
from bot.errors import LobbyError
from bot.service import GameService
from bot.service.quiet import awake, quiet_window
from bot.service.timers import in_quiet_hours
from tests.support.fixture_game import GAMES, Pick
from tests.support.service_fixtures import ANA, HOST

H = 3600.0
DAY = 24 * H


def at(text: str, zone: str = "UTC") -> float:
    return datetime.fromisoformat(text).replace(tzinfo=ZoneInfo(zone)).timestamp()


def test_a_deadline_in_quiet_hours_falls_at_their_end_across_daylight_saving():
    madrid = Reach(quiet_start=22, quiet_end=7, timezone="Europe/Madrid")
    # The night of the spring change (29 March 2026, 02:00 -> 03:00): 23:30 CET falls at
    # 07:00 CEST, 7.5 wall hours but 6.5 real hours later.
    late = at("2026-03-28T23:30", "Europe/Madrid")
    assert awake(late, madrid) == at("2026-03-29T05:00")  # 07:00 CEST in UTC
    assert awake(at("2026-03-29T06:30", "Europe/Madrid"), madrid) == at("2026-03-29T05:00")
    assert awake(at("2026-03-29T07:00", "Europe/Madrid"), madrid) == at("2026-03-29T05:00")
    noon = at("2026-03-29T12:00", "Europe/Madrid")
    assert awake(noon, madrid) == noon
    day_sleeper = Reach(quiet_start=9, quiet_end=17, timezone="Asia/Tokyo")
    assert quiet_window(at("2026-03-29T10:00", "Asia/Tokyo"), 9, 17, "Asia/Tokyo") == (
        at("2026-03-29T00:00"), at("2026-03-29T08:00"))
    assert awake(at("2026-03-29T18:00", "Asia/Tokyo"), day_sleeper) == at(
        "2026-03-29T18:00", "Asia/Tokyo")


@pytest.mark.parametrize(("start", "end"), [(22, 7), (0, 7), (9, 17), (2, 3)])
def test_quiet_windows_agree_with_the_hour_of_the_players_clock(start, end):
    """Every quarter of an hour of a week spanning the autumn change in Madrid: inside a
    window exactly when the local hour is quiet (`in_quiet_hours`, the reminders' test);
    a window ends at the end hour of the local clock."""
    t = at("2026-10-21T00:00", "Europe/Madrid")
    for step in range(8 * 96):
        now = t + step * 900
        window = quiet_window(now, start, end, "Europe/Madrid")
        assert (window is not None) == in_quiet_hours(now, start, end, "Europe/Madrid"), now
        if window is not None:
            ends = datetime.fromtimestamp(window[1], ZoneInfo("Europe/Madrid"))
            assert (ends.hour, ends.minute) == (end, 0) and window[0] <= now < window[1]


async def _quiet(repo, user: int, start: int, end: int, zone: str) -> None:
    prefs = await repo.prefs(user)
    await repo.save_prefs(prefs.model_copy(update={"quiet_start": start, "quiet_end": end,
                                                   "timezone": zone}))


async def test_a_turn_deadline_in_quiet_hours_is_moved_to_their_end(service, lobby, repo, clock):
    clock.now = at("2027-01-10T20:00", "America/New_York")  # 24 h later: 20:00 again
    await _quiet(repo, ANA, 19, 8, "America/New_York")
    await service.start(lobby.game.id, HOST)
    timers = {t.seat: t for t in await repo.timers(lobby.game.id)}
    assert timers[0].deadline == clock.now + DAY
    assert timers[1].deadline == at("2027-01-12T08:00", "America/New_York")
    # her reminder (2 h before) comes before she goes to sleep, not with the deadline
    assert timers[1].remind_at == at("2027-01-11T19:00", "America/New_York") - 60


async def test_away_pauses_and_coming_back_gives_the_full_time_again(service, lobby, repo,
                                                                    clock):
    gid = lobby.game.id
    await service.start(gid, HOST)
    start = clock.now
    shown = []

    async def told(presentation):
        shown.append(presentation)

    service.listen(told)
    await service.set_notify(ANA, {}, away=3)
    assert [s.game.id for s in shown] == [gid] and shown[0].away == {1: start + 3 * DAY}
    assert [(g.id, until) for g, until in await service.away_in(ANA)] == [(gid, start + 3 * DAY)]
    timers = {t.seat: t.deadline for t in await repo.timers(gid)}
    assert timers == {0: start + DAY, 1: start + 3 * DAY + DAY}
    clock.advance(20)
    await service.set_notify(ANA, {}, away=0)
    assert (await repo.timer(gid, 1)).deadline == clock.now + DAY
    assert (await repo.timer(gid, 0)).deadline == start + DAY, "the host's clock ran on"


async def test_coming_back_when_not_away_gives_no_extra_time(service, lobby, repo, clock):
    await service.start(lobby.game.id, HOST)
    first = (await repo.timer(lobby.game.id, 1)).deadline
    clock.advance(5)
    prefs = await service.set_notify(ANA, {}, away=0)
    assert prefs.away_until is None
    assert (await repo.timer(lobby.game.id, 1)).deadline == first


async def test_away_longer_than_any_game_allows_is_refused_and_changes_nothing(service, lobby,
                                                                               repo):
    await service.start(lobby.game.id, HOST)
    before = await repo.timers(lobby.game.id)
    for days in (7.5, -1):
        with pytest.raises(LobbyError) as refused:
            await service.set_notify(ANA, {"quiet_start": 1, "quiet_end": 2}, away=days)
        assert refused.value.msg.key == "ui-away-too-long"
    assert (await repo.prefs(ANA)).model_dump() == (await repo.prefs(999)).model_copy(
        update={"user_id": ANA}).model_dump(), "nothing changed"
    assert await repo.timers(lobby.game.id) == before


async def _game(service, channel: int, limit: float | None = None) -> int:
    loaded = await service.new("fixture", guild_id=1, channel_id=channel, thread_id=None,
                               host_id=HOST, host_name="Host")
    await service.join(loaded.game.id, ANA, "Ana")
    if limit is not None:
        await service.change_settings(loaded.game.id, HOST, False, {"away_limit_days": limit})
    await service.start(loaded.game.id, HOST)
    return loaded.game.id


async def test_each_game_pauses_for_at_most_its_limit_unless_everyone_is_away(service, repo,
                                                                               clock):
    short, long = await _game(service, 11, limit=2), await _game(service, 12)
    now = clock.now
    await service.set_notify(ANA, {}, away=5)
    assert (await repo.timer(short, 1)).deadline == now + 2 * DAY + DAY
    assert (await repo.timer(long, 1)).deadline == now + 5 * DAY + DAY
    await service.set_notify(HOST, {}, away=5)  # every human of both games is away: they wait
    assert (await repo.timer(short, 1)).deadline == now + 5 * DAY + DAY
    assert (await repo.timer(short, 0)).deadline == now + 5 * DAY + DAY
    clock.advance(1)
    await service.set_notify(HOST, {}, away=0)  # the host is back: Ana's limit applies again
    assert (await repo.timer(short, 1)).deadline == now + 2 * DAY + DAY
    assert (await repo.timer(short, 0)).deadline == clock.now + DAY


async def test_my_games_lists_those_waiting_on_me_first(service, repo, clock):
    first, second = await _game(service, 11), await _game(service, 12)
    await service.act(second, ANA, Pick(n=1))  # second now waits only on the host
    mine = await service.my_games(ANA)
    assert [(g.game.id, g.my_turn) for g in mine] == [(first, True), (second, False)]
    assert mine[0].deadline == clock.now + DAY
    hosts = await service.my_games(HOST)
    assert {g.game.id for g in hosts} == {first, second} and all(g.my_turn for g in hosts)


async def test_a_daily_digest_is_due_at_the_local_hour_once(service, lobby, repo, clock):
    clock.now = at("2027-01-10T06:30", "Asia/Tokyo")
    prefs = await repo.prefs(ANA)
    await repo.save_prefs(prefs.model_copy(update={"timezone": "Asia/Tokyo"}))
    with pytest.raises(LobbyError):
        await service.set_notify(ANA, {"dm": False}, digest=24)
    assert (await repo.prefs(ANA)).dm, "a bad hour changes nothing"
    prefs = await service.set_notify(ANA, {}, digest=8)
    assert prefs.digest_next == at("2027-01-10T08:00", "Asia/Tokyo")
    await service.start(lobby.game.id, HOST)
    clock.now = at("2027-01-10T07:59", "Asia/Tokyo")
    assert await service.due_digests() == []
    clock.now = at("2027-01-10T08:00", "Asia/Tokyo")
    (digest,) = await service.due_digests()
    assert digest.user_id == ANA and [g.game.id for g in digest.games] == [lobby.game.id]
    assert await service.due_digests() == [], "claimed once"
    assert (await repo.prefs(ANA)).digest_next == at("2027-01-11T08:00", "Asia/Tokyo")


async def test_two_processes_send_a_digest_once(service, repo, db_target, clock):
    """Two services on one database (two processes) see the digest due together: one
    claims it."""
    other = GameService(await Repository.open(db_target), clock=clock, games=dict(GAMES))
    try:
        await _game(service, 11)
        await service.set_notify(ANA, {}, digest=(int(clock.now // 3600) + 1) % 24)
        clock.advance(1)
        sent = await asyncio.gather(service.due_digests(), other.due_digests())
        assert sorted(len(s) for s in sent) == [0, 1]
    finally:
        await other.repo.close()


def test_expected_times_are_wall_clock_times():
    assert at("2027-01-10T08:00", "Asia/Tokyo") == datetime(2027, 1, 9, 23, tzinfo=UTC).timestamp()
