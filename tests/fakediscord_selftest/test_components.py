"""Buttons, selects, DMs, threads, mentions, restarts and reconnects through the fake."""

from __future__ import annotations

import pytest

from tests.fakediscord.runner import running

from .probe_bot import ProbeBot


async def test_dynamic_button_survives_a_bot_restart(fake, world, bot):
    _, general, alice, bob = world
    rec = await fake.slash("counter", user=alice, channel=general)
    msg = fake.message(rec.original_message_id)
    assert fake.buttons(msg) == [("counter:0", "Count 0", False)]
    click = await fake.click(msg, "counter:0", user=bob)
    assert click.response_type == 7 and msg["content"] == "count=1"
    await bot.close()
    async with running(ProbeBot(), fake.token):  # same fake, fresh process state
        click = await fake.click(msg, "counter:1", user=alice)
        assert click.response_type == 7
    assert msg["content"] == "count=2" and fake.buttons(msg) == [("counter:2", "Count 2", False)]
    assert fake.identify_count == 2


async def test_disabled_and_missing_components_cannot_be_clicked(fake, world, bot):
    _, general, alice, _ = world
    msg = fake.message((await fake.slash("counter", user=alice, channel=general)).original_message_id)
    for n in range(3):
        await fake.click(msg, f"counter:{n}", user=alice)
    assert fake.buttons(msg) == [("counter:3", "Count 3", True)]
    with pytest.raises(ValueError, match="disabled"):
        await fake.click(msg, "counter:3", user=alice)
    with pytest.raises(LookupError):
        await fake.click(msg, "counter:0", user=alice)


async def test_select_menu_with_interaction_check(fake, world, bot):
    _, general, alice, bob = world
    rec = await fake.slash("colour", user=alice, channel=general)
    msg = fake.message(rec.original_message_id)
    (select,) = fake.selects(msg)
    assert [o["value"] for o in select["options"]] == ["red", "green", "blue"]
    picked = await fake.click(msg, "colour", user=alice, values=["red", "blue"])
    assert picked.ephemeral and picked.text() == "you picked red, blue"
    denied = await fake.click(msg, "colour", user=bob, values=["green"])
    assert denied.text() == "not your menu"
    with pytest.raises(ValueError, match="not an option"):
        await fake.click(msg, "colour", user=alice, values=["pink"])
    with pytest.raises(ValueError, match=r"takes 1\.\.2"):
        await fake.click(msg, "colour", user=alice, values=["red", "green", "blue"])


async def test_dm_open_and_closed(fake, world, bot):
    _, general, alice, bob = world
    # The option is called ``user`` like slash()'s own keyword: pass it through ``options``.
    rec = await fake.slash("remind", user=alice, channel=general, options={"user": bob}, text="milk")
    assert rec.text() == "sent"
    assert [m["content"] for m in fake.dms_to(bob)] == ["Reminder: milk"]
    assert rec.posted[0]["content"] == "Reminder: milk"
    dm = fake.dms_to(bob)[0]
    with pytest.raises(PermissionError):
        await fake.click(dm, "counter:0", user=alice)  # not her DM
    click = await fake.click(dm, "counter:0", user=bob)
    assert click.payload["user"]["id"] == bob["id"] and "guild_id" not in click.payload
    assert fake.message(dm["id"])["content"] == "count=1"
    fake.close_dms(bob)
    rec = await fake.slash("remind", user=alice, channel=general, options={"user": bob}, text="eggs")
    assert rec.ephemeral and rec.text() == "cannot DM Bob (50007)"
    assert len(fake.dms_to(bob)) == 1


async def test_thread_creation_and_clicks_inside_the_thread(fake, world, bot):
    _, general, alice, _ = world
    rec = await fake.slash("thread", user=alice, channel=general, name="Game 1")
    (th,) = fake.threads
    assert th["type"] == 11 and th["parent_id"] == general["id"] and th["name"] == "Game 1"
    assert rec.text() == f"opened <#{th['id']}>" and rec.ephemeral
    assert bot.get_channel(int(th["id"])).parent_id == int(general["id"])  # THREAD_CREATE seen
    welcome = fake.last_message(th)
    assert welcome["content"] == "Welcome to Game 1"
    click = await fake.click(welcome, "counter:0", user=alice)
    assert click.response_type == 7 and fake.message(welcome["id"])["content"] == "count=1"
    assert th["message_count"] == 1
    in_thread = await fake.slash("game new", user=alice, channel=th, name="T")
    assert fake.last_message(th)["id"] == in_thread.original_message_id
    assert [m["content"] for m in fake.messages_in(general)] == []


async def test_pings_follow_allowed_mentions_and_edits_never_ping(fake, world, bot):
    _, general, alice, bob = world
    rec = await fake.slash("turn", user=alice, channel=general, player=bob, bystander=alice)
    msg = fake.message(rec.original_message_id)
    assert msg["content"] == f"<@{bob['id']}> your turn (<@{alice['id']}> watches)"
    assert fake.mentions_in(msg) == [bob["id"]]  # deferred: pings when the content appears
    assert rec.payload["data"]["resolved"]["members"][bob["id"]]["roles"] == []

    table = fake.message((await fake.slash("board", user=alice, channel=general)).original_message_id)
    click = await fake.click(table, "board:0", user=bob)
    assert click.response_type == 6 and click.original_message_id == table["id"]
    assert [m["content"] for m in click.messages()] == [f"board v1 (last move by <@{bob['id']}>)", "moved"]
    assert fake.mentions_in(table) == []  # edits never ping
    (ping,) = click.posted
    assert ping["content"] == f"<@{bob['id']}> your turn again" and fake.mentions_in(ping) == [bob["id"]]
    public = [e["content"] for e in fake.message_log if e["public"]]
    assert "moved" not in public and ping["content"] in public


async def test_reconnect_reidentifies_and_keeps_working(fake, world, bot):
    _, general, alice, _ = world
    await fake.send_reconnect()
    assert fake.identify_count == 2
    assert [f["op"] for f in fake.gateway_log if f["op"] in (2, 6)] == [2, 6, 2]
    rec = await fake.slash("game new", user=alice, channel=general, name="After")
    assert rec.text() == "New game After for 4 players"


async def test_bot_sees_its_own_messages_and_user_messages(fake, world, bot):
    _, general, alice, _ = world
    await fake.slash("game new", user=alice, channel=general, name="Seen")
    await fake.user_says(alice, general, "hello bot")
    await fake.wait_for(lambda: len(bot.seen_messages) == 2)
    own, theirs = bot.seen_messages
    assert own.author.id == bot.user.id and own.content == "New game Seen for 4 players"
    assert theirs.author.id == int(alice["id"])
    assert theirs.content == ""  # no MESSAGE_CONTENT intent: blanked like Discord does
