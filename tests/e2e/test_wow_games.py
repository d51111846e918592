"""Way Out West end to end: a 3-seat game with two AI seats, and a 5-seat game."""

import pytest

from tests.e2e.driver import Driver
from tests.e2e.helpers import latest_table

pytestmark = pytest.mark.slow  # whole games through the fake Discord


async def test_three_seats_two_ai_full_game(fake, bot, world):
    await fake.slash("game new", user=world.host, channel=world.table, game="wow")
    for _ in range(2):
        await fake.slash("game addbot", user=world.host, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    driver = Driver(fake, bot, world.table, {int(world.host["id"]): world.host})
    loaded = await driver.play_to_end()
    assert loaded.game.status == "finished"
    assert {"table", "hand", "play", "menu depth 1"} <= driver.used, driver.used
    final = fake.text_of(latest_table(fake, world.table))  # the statistics post follows it
    assert "Game over" in final
    assert not [cid for cid, _, _ in fake.buttons(latest_table(fake, world.table))
                if cid.startswith("s:a:")], "a finished board offers no moves"


async def test_five_seats_with_a_player_handing_over_midway(fake, bot, world):
    await fake.slash("game new", user=world.host, channel=world.table, game="wow")
    for user in (world.ana, world.ben):
        await fake.slash("game join", user=user, channel=world.table)
    for _ in range(2):
        await fake.slash("game addbot", user=world.ana, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    users = {int(u["id"]): u for u in (world.host, world.ana, world.ben)}
    driver = Driver(fake, bot, world.table, users)
    for _ in range(10):
        loaded = await driver.loaded()
        await driver.turn(loaded, "hand")
    rec = await fake.slash("game leave", user=world.ben, channel=world.table)
    assert "A bot plays your seat" in rec.text()
    loaded = await driver.play_to_end()
    assert loaded.game.status == "finished" and len(loaded.seats) == 5
    assert loaded.seat_row(2).is_ai
