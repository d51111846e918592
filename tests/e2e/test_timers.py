"""The timer loop in the running bot: a reminder ping, then expiry plays for the absent player."""

from tests.e2e.helpers import latest_table
from tests.support.clock import FakeClock


async def test_reminder_then_expiry_through_the_bot(fake, bot, world):
    clock = FakeClock()
    bot.service.games.clock = clock
    await fake.slash("game new", user=world.host, channel=world.table, game="wow")
    for user in (world.ana, world.ben):
        await fake.slash("game join", user=user, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    loaded = await bot.service.live_at(int(world.table["id"]))
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
    after = await bot.service.live_at(int(world.table["id"]))
    assert after.game.version > loaded.game.version
    actions = await bot.service.repo.actions(after.game.id)
    assert actions[0].actor == "timer" and actions[0].seat == absent.seat
