"""The timer loop in the running bot: a reminder ping, then expiry plays for the absent player."""

import asyncio

from tests.e2e.helpers import latest_table
from tests.support.clock import FakeClock


async def test_reminder_then_expiry_through_the_bot(fake, bot, world):
    clock = FakeClock()
    bot.service.games.clock = clock
    await fake.slash("game new", user=world.host, channel=world.table, game="wow")
    for user in (world.ana, world.ben):
        await fake.slash("game join", user=user, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    loaded = await bot.service.games.live_at(int(world.table["id"]))
    absent = loaded.seat_row(min(loaded.to_act()))
    housekeeping = bot.get_cog("Admin").housekeeping

    clock.advance(22.5)
    await housekeeping.coro(bot.get_cog("Admin"))
    reminder = fake.last_message(world.table)
    assert "your move" in reminder["content"] and fake.mentions_in(reminder) == [
        str(absent.user_id)]

    clock.advance(2)
    await housekeeping.coro(bot.get_cog("Admin"))
    board = latest_table(fake, world.table)
    assert "time ran out" in board["content"]
    after = await bot.service.games.live_at(int(world.table["id"]))
    assert after.game.version > loaded.game.version
    actions = await bot.service.repo.actions(after.game.id)
    assert actions[0].actor == "timer" and actions[0].seat == absent.seat


async def test_a_player_who_left_the_server_is_treated_as_absent(fake, test_bot, world):
    clock = FakeClock()
    test_bot.service.games.clock = clock
    await fake.slash("game new", user=world.host, channel=world.table, game="toy")
    await fake.slash("game join", user=world.ana, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    await fake.slash("play", user=world.host, channel=world.table, action="claim e5")
    fake.remove_member(world.guild, world.ana)  # Ana must answer the dispute, but left
    clock.advance(22.5)  # her reminder is due
    admin = test_bot.get_cog("Admin")
    await admin.housekeeping.coro(admin)
    loaded = await test_bot.service.games.live_at(int(world.table["id"]))
    last = (await test_bot.service.repo.actions(loaded.game.id))[-1]
    assert last.actor == "timer" and last.seat == 1, "the absence rule played for her"
    assert "time ran out" in latest_table(fake, world.table)["content"]
    assert not [m for m in fake.messages_in(world.table) if "your move in" in
                (m.get("content") or "")], "no reminder pinged someone who left"


async def test_server_caps_are_set_by_admins(fake, test_bot, world):
    rec = await fake.slash("limits", user=world.admin, channel=world.table, live_games=1)
    assert "1 live games" in rec.text()
    await fake.slash("game new", user=world.host, channel=world.table, game="toy")
    other = fake.add_channel(world.guild, "back-room")
    rec = await fake.slash("game new", user=world.ana, channel=other, game="toy")
    assert rec.ephemeral and "already has 1 live games" in rec.text()


async def test_a_reminder_that_failed_is_sent_again_next_round(fake, test_bot, world,
                                                               saloon_errors):
    clock = FakeClock()
    test_bot.service.games.clock = clock
    await fake.slash("game new", user=world.host, channel=world.table, game="toy")
    await fake.slash("game join", user=world.ana, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    admin, presenter = test_bot.get_cog("Admin"), test_bot.presenter
    remind, calls = presenter.remind, []

    async def flaky(reminder):
        calls.append(reminder)
        if len(calls) == 1:
            raise ConnectionError("Discord hiccup")
        await remind(reminder)

    presenter.remind = flaky
    clock.advance(22.5)
    await admin.housekeeping.coro(admin)  # fails and is logged; not marked as sent
    await admin.housekeeping.coro(admin)
    assert len(calls) == 2
    assert "your move in" in fake.last_message(world.table)["content"]
    await admin.housekeeping.coro(admin)
    assert len(calls) == 2, "a delivered reminder is not sent twice"
    assert [r.getMessage() for r in saloon_errors.records] == [
        "housekeeping step failed; the rest of the round goes on"]
    saloon_errors.records.clear()


async def status_becomes(service, game_id, status):
    for _ in range(100):
        if (await service.games.load(game_id)).game.status == status:
            return True
        await asyncio.sleep(0.02)
    return False


async def test_games_end_when_their_channel_or_server_goes(fake, test_bot, world):
    await fake.slash("game new", user=world.host, channel=world.table, game="toy")
    other = fake.add_channel(world.guild, "back-room")
    await fake.slash("game new", user=world.ana, channel=other, game="toy")
    ids = [(await test_bot.service.games.live_at(int(c["id"]))).game.id for c in (world.table, other)]
    fake.delete_channel(other)
    assert await status_becomes(test_bot.service, ids[1], "ended")
    assert (await test_bot.service.games.load(ids[0])).game.status == "lobby"
    fake.remove_bot_from_guild(world.guild)
    assert await status_becomes(test_bot.service, ids[0], "ended")
