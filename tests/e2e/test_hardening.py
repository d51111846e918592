"""Bad input and a hostile Discord: crafted components, another server's lobby, missing
permissions, a post that fails after the move was saved. Every one gets a private answer
and changes nothing that was not meant to change."""

from __future__ import annotations

from typing import Any

import pytest

HUGE = "9" * 25


def craft(fake, message: dict[str, Any], custom_id: str) -> str:
    """A modified client: the first component of `message` now sends `custom_id`."""
    component = next(c for c in fake._components(message) if c.get("custom_id"))
    component["custom_id"] = custom_id
    return custom_id


async def open_toy(fake, world, channel=None):
    channel = channel or world.table
    await fake.slash("game new", user=world.host, channel=channel, game="toy")
    await fake.slash("game join", user=world.ana, channel=channel)


@pytest.mark.parametrize("custom_id", [f"s:a:{HUGE}:0:1:abcdef012345", f"s:h:{HUGE}",
                                       f"s:l:{HUGE}:join", f"s:m:{HUGE}:0:1:t:3.1",
                                       "s:a:1:99999999999:1:abc", "not-ours"])
async def test_crafted_components_get_a_private_answer(fake, test_bot, world, custom_id):
    await open_toy(fake, world)
    lobby = fake.last_message(world.table)
    rec = await fake.click(lobby, craft(fake, lobby, custom_id), user=world.ana)
    await fake.wait_for(lambda: rec.response is not None and (
        rec.response_type == 4 or rec.followups))
    assert rec.ephemeral and rec.text()


async def test_a_lobby_button_from_another_channel_does_nothing(fake, test_bot, world):
    await open_toy(fake, world)
    first = (await test_bot.service.games.live_at(int(world.table["id"]))).game.id
    other = fake.add_channel(world.guild, "back-room")
    await fake.slash("game new", user=world.ben, channel=other, game="toy")
    lobby = fake.last_message(other)
    rec = await fake.click(lobby, craft(fake, lobby, f"s:l:{first}:join"), user=world.cid)
    assert rec.ephemeral and "another channel" in rec.text()
    assert len((await test_bot.service.games.load(first)).seats) == 2


async def test_the_lobby_message_is_edited_in_place(fake, test_bot, world):
    await fake.slash("game new", user=world.host, channel=world.table, game="fixture")
    lobby = fake.last_message(world.table)
    join = next(cid for cid, label, _ in fake.buttons(lobby) if label == "Join")
    await fake.click(lobby, join, user=world.ana)
    await fake.slash("game addbot", user=world.host, channel=world.table)
    [only] = fake.messages_in(world.table)
    assert only["id"] == lobby["id"] and "Bot 1" in fake.text_of(only)
    await fake.slash("game start", user=world.host, channel=world.table)
    assert not fake.buttons(fake.message(lobby["id"])), "a started lobby keeps no buttons"


async def test_missing_permissions_are_named_before_a_game_opens(fake, test_bot, world):
    fake.revoke(world.table, "ATTACH_FILES", "EMBED_LINKS")
    rec = await fake.slash("game new", user=world.host, channel=world.table, game="toy")
    assert rec.ephemeral and "Embed Links" in rec.text() and "Attach Files" in rec.text()
    with pytest.raises(Exception):  # noqa: B017 - nothing was opened
        await test_bot.service.games.live_at(int(world.table["id"]))


async def test_a_board_that_cannot_be_posted_says_the_move_was_saved(fake, test_bot, world,
                                                                     saloon_errors):
    await open_toy(fake, world)
    await fake.slash("game start", user=world.host, channel=world.table)
    before = (await test_bot.service.games.live_at(int(world.table["id"]))).game.version
    fake.revoke(world.table, "SEND_MESSAGES")
    rec = await fake.slash("play", user=world.host, channel=world.table, action="claim c3")
    assert rec.ephemeral and "saved" in rec.text() and "permissions" in rec.text()
    assert (await test_bot.service.games.live_at(int(world.table["id"]))).game.version == before + 1
    assert len(saloon_errors.records) == 1
    saloon_errors.records.clear()


async def test_error_texts_never_echo_unbounded_input(fake, test_bot, world):
    for options in ({"game": "x" * 6000}, {"game": "toy", "options": "y" * 190 + "=1"}):
        rec = await fake.slash("game new", user=world.host, channel=world.table,
                               options=options)
        assert rec.ephemeral and len(rec.text()) < 300
    rec = await fake.slash("rules", user=world.host, channel=world.table, game="z" * 6000)
    assert rec.ephemeral and len(rec.text()) < 300
    await open_toy(fake, world)
    await fake.slash("game start", user=world.host, channel=world.table)
    for typed in ("²:abc", "12:" + "z" * 90, "z" * 100):
        rec = await fake.slash("play", user=world.host, channel=world.table, action=typed)
        assert rec.ephemeral and ("don't know that move" in rec.text() or "moved on" in rec.text())


async def test_a_game_in_a_thread_survives_auto_archive_and_explains_a_lock(fake, test_bot,
                                                                          world, saloon_errors):
    await fake.slash("game new", user=world.host, channel=world.table, game="toy", thread=True)
    [thread] = fake.threads
    await fake.slash("game join", user=world.ana, channel=thread)
    await fake.slash("game start", user=world.host, channel=thread)
    fake.archive_thread(thread)  # a quiet stretch: Discord archives the thread
    loaded = await test_bot.service.games.live_at(int(world.table["id"]), int(thread["id"]))
    await test_bot.presenter.show(await test_bot.service.look(loaded.game.id))  # as a bot's move
    assert not fake.channels[thread["id"]]["thread_metadata"]["archived"], "posting unarchives"
    fake.lock_thread(thread)
    rec = await fake.slash("play", user=world.host, channel=thread, action="claim d4")
    assert rec.ephemeral and "saved" in rec.text() and "locked" in rec.text()
    saloon_errors.records.clear()


async def test_a_click_is_answered_at_once_while_four_ai_seats_play_on(fake, bot, world):
    import time

    await fake.slash("game new", user=world.host, channel=world.table, game="wow")
    for _ in range(4):
        await fake.slash("game addbot", user=world.host, channel=world.table)
    bot.service.automation.delay = 0.3  # paced AI moves, as on a real server
    await fake.slash("game start", user=world.host, channel=world.table)
    for _ in range(200):  # until it is the human's turn
        loaded = await bot.service.games.live_at(int(world.table["id"]))
        if 0 in loaded.to_act():
            break
        await bot.service.automation.wait_idle()
    choices = await fake.autocomplete("play", user=world.host, channel=world.table,
                                      focused=("action", ""))
    started = time.monotonic()
    rec = await fake.slash("play", user=world.host, channel=world.table,
                           action=choices[0]["value"])
    assert "Done" in rec.text() and time.monotonic() - started < 3
    assert bot.service.automation.running == 1, "the AI seats answer in the background"
    await bot.service.automation.stop()
