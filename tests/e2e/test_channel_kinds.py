"""Games where channels are not plain text channels: a voice channel's text chat (Discord
sends it with `bitrate` and `user_limit`, which discord.py reads) and an announcement
channel, whose threads are announcement threads (type 10), not public threads (11)."""

from __future__ import annotations

import pytest

from tests.e2e.driver import Driver
from tests.e2e.helpers import latest_table

pytestmark = pytest.mark.usefixtures("nothing_refused")


async def test_a_game_in_a_voice_channels_text_chat(fake, bot, world):
    voice = fake.add_channel(world.guild, "Campfire", channel_type=2)
    rec = await fake.slash("game new", user=world.host, channel=voice, game="wow",
                           thread=True)
    assert rec.ephemeral and "thread" in rec.text().lower()  # voice channels hold no threads
    assert not fake.threads
    rec = await fake.slash("game new", user=world.host, channel=voice, game="wow")
    assert "Lobby open" in rec.text()
    await fake.slash("game join", user=world.ana, channel=voice)
    await fake.slash("game addbot", user=world.host, channel=voice)
    await fake.slash("game start", user=world.host, channel=voice)
    assert latest_table(fake, voice)["channel_id"] == voice["id"]
    users = {int(u["id"]): u for u in (world.host, world.ana)}
    driver = Driver(fake, bot, voice, users)
    before = (await driver.loaded()).game.version
    for mode in ("table", "hand", "play", "table", "hand", "play"):
        await bot.service.automation.wait_idle()  # a turn is a human's once the bot has moved
        await driver.turn(await driver.loaded(), mode)
    await bot.service.automation.wait_idle()
    assert (await driver.loaded()).game.version >= before + 6
    assert {"table", "hand", "play"} <= driver.used, driver.used
    assert fake.messages_in(world.table) == [], "everything stays in the voice channel"


async def test_a_game_thread_in_an_announcement_channel(fake, bot, world):
    news = fake.add_channel(world.guild, "news", channel_type=5)
    rec = await fake.slash("game new", user=world.host, channel=news, game="wow", thread=True)
    assert "Lobby open" in rec.text() and not rec.rejected
    [thread] = fake.threads
    assert (thread["type"], thread["parent_id"]) == (10, news["id"])
    for user in (world.ana, world.ben):
        rec = await fake.slash("game join", user=user, channel=thread)
        assert "You joined" in rec.text()
    await fake.slash("game start", user=world.host, channel=thread)
    assert latest_table(fake, thread)["channel_id"] == thread["id"]
