"""Coming back after a day (issue 21, items 4-6) through the fake Discord: deadlines that
respect sleep, time away, `/mygames` across servers and the daily digest. Expected times are
wall-clock dates of the player's zone, written out (not computed by the code under test)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from tests.e2e.helpers import latest_table
from tests.support.clock import FakeClock

pytestmark = pytest.mark.slow
H = 3600.0


def at(text: str, zone: str) -> float:
    return datetime.fromisoformat(text).replace(tzinfo=ZoneInfo(zone)).timestamp()


def clocked(bot, when: float) -> FakeClock:
    clock = FakeClock(when)
    bot.service.games.clock = clock
    return clock


async def started(fake, bot, world, game: str = "fixture", channel=None) -> int:
    channel = channel or world.table
    await fake.slash("game new", user=world.host, channel=channel, game=game)
    await fake.slash("game join", user=world.ana, channel=channel)
    await fake.slash("game start", user=world.host, channel=channel)
    return (await bot.service.games.live_at(int(channel["id"]))).game.id


async def housekeeping(bot) -> None:
    admin = bot.get_cog("Admin")
    await admin.housekeeping.coro(admin)


async def test_away_pauses_and_resumes_a_deadline_across_daylight_saving(fake, test_bot, world):
    madrid = "Europe/Madrid"  # clocks go from 02:00 CET to 03:00 CEST on 28 March 2027
    clock = clocked(test_bot, at("2027-03-27T22:30", madrid))
    await fake.slash("notify", user=world.ana, channel=world.table, timezone=madrid,
                     quiet_start=0, quiet_end=7)
    gid = await started(fake, test_bot, world)
    repo = test_bot.service.repo
    host_due = (await repo.timer(gid, 0)).deadline

    rec = await fake.slash("notify", user=world.ana, channel=world.table, away=1)
    back = at("2027-03-28T23:30", madrid)  # 24 real hours: 23:30 on the wall after the change
    assert rec.ephemeral and f"<t:{int(back)}:f>" in rec.text()
    assert (await repo.timer(gid, 1)).deadline == at("2027-03-29T23:30", madrid)
    assert (await repo.timer(gid, 0)).deadline == host_due, "the host's time runs on"
    table = latest_table(fake, world.table)["content"]
    assert f"Ana is away until <t:{int(back)}:f>" in table
    assert f"<t:{int(at('2027-03-29T23:30', madrid))}:R>" in table

    clock.now = at("2027-03-28T03:00", madrid)  # back early, just after the change
    rec = await fake.slash("notify", user=world.ana, channel=world.table, away=0)
    assert "full time again" in rec.text()
    # 24 hours from 03:00 CEST is 03:00 on Monday, inside her quiet hours: it waits for 07:00
    due = at("2027-03-29T07:00", madrid)
    assert (await repo.timer(gid, 1)).deadline == due
    table = latest_table(fake, world.table)["content"]
    assert "away until" not in table and f"<t:{int(due)}:R>" in table


async def test_a_reaction_deadline_in_quiet_hours_moves_to_their_end(fake, test_bot, world):
    madrid = "Europe/Madrid"
    clocked(test_bot, at("2027-01-15T20:00", madrid))
    await fake.slash("notify", user=world.ana, channel=world.table, timezone=madrid,
                     quiet_start=22, quiet_end=8)
    gid = await started(fake, test_bot, world, "toy")
    await fake.slash("play", user=world.host, channel=world.table, action="claim e5")
    due = at("2027-01-16T08:00", madrid)  # 4 hours to react would end at midnight
    assert (await test_bot.service.repo.timer(gid, 1)).deadline == due
    assert f"<t:{int(due)}:R>" in latest_table(fake, world.table)["content"]


async def test_bad_away_and_digest_hours_are_refused_privately(fake, test_bot, world):
    clocked(test_bot, at("2027-01-15T12:00", "UTC"))
    await started(fake, test_bot, world)
    rec = await fake.slash("game settings", user=world.host, channel=world.table,
                           away_limit_days=2.5)
    assert "away pauses this game for at most 2.5 days" in rec.text()
    rec = await fake.slash("notify", user=world.ana, channel=world.table, away=3, dm=False)
    assert rec.ephemeral and "0 to 2.5 days" in rec.text() and "Nothing changed" in rec.text()
    rec = await fake.slash("notify", user=world.ana, channel=world.table, digest="daily", at=24)
    assert rec.ephemeral and "from 0 to 23" in rec.text()
    prefs = await test_bot.service.repo.prefs(int(world.ana["id"]))
    assert prefs.dm and prefs.away_until is None and prefs.digest_hour is None


async def test_my_games_lists_games_in_two_servers_mine_first(fake, test_bot, world):
    clocked(test_bot, at("2027-01-15T12:00", "UTC"))
    other = fake.add_guild("Tumbleweed")
    far = fake.add_channel(other, "cantina")
    for user in (world.host, world.ana):
        fake.add_member(other, user)
    first = await started(fake, test_bot, world, "toy")  # the host's claim: Ana waits
    second = await started(fake, test_bot, world, "toy", channel=far)
    await fake.slash("play", user=world.host, channel=far, action="claim e5")  # Ana to react
    rec = await fake.slash("mygames", user=world.ana, channel=world.table)
    assert rec.ephemeral
    text = rec.text()
    assert text.index(f"#{second}") < text.index(f"#{first}"), "the game waiting on her first"
    assert "your move, due <t:" in text and "waiting for Hank" in text
    assert f"/{far['id']}/" in text and f"/{world.table['id']}/" in text
    assert "1 waits on you" in text


async def test_a_daily_digest_comes_at_the_local_hour_instead_of_pings(fake, test_bot, world):
    tokyo = "Asia/Tokyo"
    clock = clocked(test_bot, at("2027-01-15T06:30", tokyo))
    rec = await fake.slash("notify", user=world.ana, channel=world.table, timezone=tokyo,
                           digest="daily", at=8)
    assert "08:00 your time" in rec.text()
    gid = await started(fake, test_bot, world)
    table = latest_table(fake, world.table)
    assert str(world.host["id"]) in fake.mentions_in(table)
    assert str(world.ana["id"]) not in fake.mentions_in(table), "the digest replaces her ping"
    assert not [m for m in fake.messages_in(fake.dm_channel(world.ana))
                if "Your hand" in fake.text_of(m)], "nor a DM at her turn"
    assert [m for m in fake.messages_in(fake.dm_channel(world.host))
            if "Your hand" in fake.text_of(m)], "the host, without the digest, gets his hand"

    def digests():
        return [m for m in fake.messages_in(fake.dm_channel(world.ana))
                if "waits on your move" in fake.text_of(m)]

    clock.now = at("2027-01-15T07:59", tokyo)
    await housekeeping(test_bot)
    assert digests() == []
    clock.now = at("2027-01-15T08:00", tokyo)
    await housekeeping(test_bot)
    await housekeeping(test_bot)
    (digest,) = digests()
    assert f"Fixture #{gid}" in fake.text_of(digest)
    rec = await fake.slash("notify", user=world.ana, channel=world.table, digest="off")
    assert "A ping at each turn again" in rec.text()
    assert (await test_bot.service.repo.prefs(int(world.ana["id"]))).digest_next is None


async def test_a_reaction_still_pings_a_digest_player(fake, test_bot, world):
    clocked(test_bot, at("2027-01-15T12:00", "UTC"))
    await fake.slash("notify", user=world.ana, channel=world.table, digest="daily", at=8)
    await started(fake, test_bot, world, "toy")
    await fake.slash("play", user=world.host, channel=world.table, action="claim e5")
    table = latest_table(fake, world.table)
    assert "<@" + str(world.ana["id"]) + ">" in table["content"]
    assert str(world.ana["id"]) in fake.mentions_in(table), "a dispute to answer pings her"


async def test_a_turn_due_within_3_hours_still_pings_a_digest_player(fake, test_bot, world):
    clocked(test_bot, at("2027-01-15T12:00", "UTC"))
    await fake.slash("notify", user=world.ana, channel=world.table, digest="daily", at=8)
    await fake.slash("game new", user=world.host, channel=world.table, game="fixture")
    await fake.slash("game join", user=world.ana, channel=world.table)
    await fake.slash("game settings", user=world.host, channel=world.table, turn_hours=2.5)
    await fake.slash("game start", user=world.host, channel=world.table)
    assert str(world.ana["id"]) in fake.mentions_in(latest_table(fake, world.table))
