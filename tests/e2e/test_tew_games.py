"""Tiny Epic Western end to end: private cards by DM, a closed-DM player on /hand, a
player handed to the AI, a solo game, and a hidden-information scanner throughout."""

import pytest

from tests.e2e.driver import Driver
from tests.e2e.helpers import action_ids, latest_table


async def seated_tew(fake, world, users, options=None):
    extra = {"options": {"options": options}} if options else {}
    await fake.slash("game new", user=world.host, channel=world.table, game="tew", **extra)
    for user in users:
        await fake.slash("game join", user=user, channel=world.table)


@pytest.mark.slow
async def test_four_players_dms_closed_dms_and_a_handover(fake, bot, world):
    fake.close_dms(world.cid)
    await fake.slash("game new", user=world.host, channel=world.table, game="tew")
    for user in (world.ana, world.ben):
        await fake.slash("game join", user=user, channel=world.table)
    rec = await fake.slash("game join", user=world.cid, channel=world.table)
    assert "could not DM you" in rec.text() and rec.ephemeral
    await fake.slash("game start", user=world.host, channel=world.table)
    loaded = await bot.service.games.live_at(int(world.table["id"]))

    # Private cards went to each open DM, with the cards in text and buttons to keep one.
    ana_seat = loaded.seat_of(int(world.ana["id"])).seat
    dealt = loaded.state.players[ana_seat].options
    [dm] = [m for m in fake.dms_to(world.ana) if m.get("attachments")]
    keep = action_ids(fake, dm)
    assert sorted(label.removeprefix("Keep ") for _, label in keep) == sorted(dealt)
    assert not [m for m in fake.dms_to(world.cid) if m.get("attachments")]

    # Ana keeps a card from her DM; the table shows only that she chose.
    rec = await fake.click(dm, keep[0][0], user=world.ana)
    await fake.wait_for(lambda: rec.followups)
    assert "Done: Keep" in rec.text()
    loaded = await bot.service.games.live_at(int(world.table["id"]))
    assert ana_seat not in loaded.to_act()

    users = {int(u["id"]): u for u in (world.host, world.ana, world.ben, world.cid)}
    driver = Driver(fake, bot, world.table, users)
    for _ in range(25):
        await driver.turn(await driver.loaded(), "hand")
        driver.scanner.scan(await driver.loaded())
    rec = await fake.slash("game kick", user=world.host, channel=world.table,
                           options={"player": world.ben})
    assert "removed" in rec.text()
    loaded = await driver.play_to_end()
    assert loaded.game.status == "finished"
    assert loaded.seat_row(loaded.seat_of(int(world.cid["id"])).seat).dm_open is False
    assert "Game over" in fake.text_of(latest_table(fake, world.table))  # (statistics follow)
    assert driver.scanner.checked > 50
    assert not [m for m in fake.dms_to(world.cid) if m.get("attachments")]


@pytest.mark.slow
async def test_solo_game_against_the_rival(fake, bot, world):
    await seated_tew(fake, world, [], options="difficulty=HARD")
    await fake.slash("game start", user=world.host, channel=world.table)
    driver = Driver(fake, bot, world.table, {int(world.host["id"]): world.host})
    loaded = await driver.play_to_end()
    assert loaded.game.options["difficulty"] == "HARD"
    final = fake.text_of(latest_table(fake, world.table))  # the statistics post follows it
    assert "Game over" in final and "Rival" in final
    assert {"table", "hand", "play"} <= driver.used, driver.used


async def test_bad_options_are_refused_privately(fake, bot, world):
    rec = await fake.slash("game new", user=world.host, channel=world.table, game="tew",
                           options={"options": "difficulty=IMPOSSIBLE"})
    assert rec.ephemeral and "difficulty" in rec.text()
    rec = await fake.slash("game new", user=world.host, channel=world.table, game="tew",
                           options={"options": "difficulty"})
    assert rec.ephemeral and "name=value" in rec.text()
