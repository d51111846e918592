"""The bot's permissions per channel: what Discord refuses, drops, or still allows."""

from __future__ import annotations

import pytest

from tests.fakediscord import payloads as P

from .test_rules import call


async def send(http, fake, channel, body, **kw):
    return await call(http, fake, "POST", f"/channels/{channel['id']}/messages", body, **kw)


async def test_defaults_grant_what_the_bot_needs(fake, world):
    general = world[1]
    perms = fake.bot_permissions_in(general)
    for name in ("VIEW_CHANNEL", "SEND_MESSAGES", "EMBED_LINKS", "ATTACH_FILES",
                 "READ_MESSAGE_HISTORY", "CREATE_PUBLIC_THREADS", "SEND_MESSAGES_IN_THREADS"):
        assert perms & getattr(P, name), name
    assert not perms & P.MANAGE_THREADS
    with pytest.raises(ValueError, match="unknown permission"):
        fake.revoke(general, "SEND_MESAGES")


async def test_view_and_send_permissions(fake, world, http):
    guild, general, _, _ = world
    fake.revoke(general, "VIEW_CHANNEL")
    status, _, err = await send(http, fake, general, {"content": "hi"})
    assert (status, err["code"]) == (403, 50001)  # Missing Access
    status, _, err = await call(http, fake, "GET", f"/channels/{general['id']}")
    assert (status, err["code"]) == (403, 50001)
    fake.set_bot_permissions(general, deny="SEND_MESSAGES")  # replaces the overwrite
    status, _, err = await send(http, fake, general, {"content": "hi"})
    assert (status, err["code"]) == (403, 50013)  # Missing Permissions
    status, _, err = await call(http, fake, "POST", f"/channels/{general['id']}/typing")
    assert (status, err["code"]) == (403, 50013)
    fake.grant(general, "SEND_MESSAGES")
    status, _, _ = await send(http, fake, general, {"content": "hi"})
    assert status == 200 and general["permission_overwrites"][0]["id"] == fake.bot_user["id"]
    # a role overwrite for @everyone does not touch the bot's own member overwrite
    general["permission_overwrites"].append(
        {"id": guild["id"], "type": 0, "allow": "0", "deny": str(P.SEND_MESSAGES)})
    assert fake.bot_permissions_in(general) & P.SEND_MESSAGES


async def test_attachments_are_refused_and_embeds_dropped(fake, world, http):
    general = world[1]
    fake.revoke(general, "ATTACH_FILES", "EMBED_LINKS")
    status, _, err = await send(http, fake, general, {"content": "pic"}, files=[("a.png", b"x")])
    assert (status, err["code"]) == (403, 50013)
    # Without EMBED_LINKS Discord does not refuse: it drops the embeds silently...
    status, _, msg = await send(http, fake, general, {"content": "text", "embeds": [{"title": "T"}]})
    assert status == 200 and msg["embeds"] == [] and msg["content"] == "text"
    assert fake.dropped_embeds[0]["embeds"] == [{"title": "T"}]
    # ...so an embed-only message becomes empty: 400/50006.
    status, _, err = await send(http, fake, general, {"embeds": [{"title": "T"}]})
    assert (status, err["code"]) == (400, 50006)
    # Denying SEND_MESSAGES implicitly denies EMBED_LINKS and ATTACH_FILES (permissions.mdx).
    fake.set_bot_permissions(general, deny="SEND_MESSAGES")
    assert not fake.bot_permissions_in(general) & (P.EMBED_LINKS | P.ATTACH_FILES)
    assert fake.bot_permissions_in(general, implicit=False) & P.EMBED_LINKS


async def test_history_messages_replies_and_deletes(fake, world, http):
    _, general, alice, _ = world
    said = await fake.user_says(alice, general, "hello")
    fake.revoke(general, "READ_MESSAGE_HISTORY")
    status, _, msgs = await call(http, fake, "GET", f"/channels/{general['id']}/messages")
    assert (status, msgs) == (200, [])  # no error: no messages (message.mdx)
    status, _, err = await call(http, fake, "GET", f"/channels/{general['id']}/messages/{said['id']}")
    assert (status, err["code"]) == (403, 50001)
    status, _, err = await send(http, fake, general, {"content": "re", "message_reference":
                                                     {"message_id": said["id"]}})
    assert (status, err["code"]) == (403, 160002)
    fake.grant(general, "READ_MESSAGE_HISTORY")
    status, _, msgs = await call(http, fake, "GET", f"/channels/{general['id']}/messages")
    assert [m["id"] for m in msgs] == [said["id"]]
    fake.revoke(general, "MANAGE_MESSAGES")
    status, _, err = await call(http, fake, "DELETE", f"/channels/{general['id']}/messages/{said['id']}")
    assert (status, err["code"]) == (403, 50013)  # someone else's message
    fake.grant(general, "MANAGE_MESSAGES")
    status, _, _ = await call(http, fake, "DELETE", f"/channels/{general['id']}/messages/{said['id']}")
    assert status == 204


async def test_thread_permissions(fake, world, http):
    _, general, _, _ = world
    fake.revoke(general, "CREATE_PUBLIC_THREADS")
    path = f"/channels/{general['id']}/threads"
    status, _, err = await call(http, fake, "POST", path, {"name": "t", "type": 11})
    assert (status, err["code"]) == (403, 50013)
    status, _, th = await call(http, fake, "POST", path, {"name": "private", "type": 12})
    assert status == 201 and th["type"] == 12
    fake.grant(general, "CREATE_PUBLIC_THREADS")
    status, _, th = await call(http, fake, "POST", path, {"name": "t", "type": 11})
    assert status == 201 and th["type"] == 11
    # In threads SEND_MESSAGES does not count, SEND_MESSAGES_IN_THREADS does (threads.mdx).
    fake.set_bot_permissions(general, deny="SEND_MESSAGES")
    status, _, _ = await send(http, fake, th, {"content": "in thread"})
    assert status == 200
    fake.set_bot_permissions(general, allow="SEND_MESSAGES", deny="SEND_MESSAGES_IN_THREADS")
    status, _, err = await send(http, fake, th, {"content": "in thread"})
    assert (status, err["code"]) == (403, 50013)
    with pytest.raises(ValueError, match="parent"):
        fake.revoke(th, "SEND_MESSAGES")


async def test_interactions_carry_app_permissions_and_ignore_overwrites(fake, world, bot):
    _, general, alice, _ = world
    rec = await fake.slash("post", user=alice, channel=general, text="hi")
    assert rec.text() == "posted (app_permissions send=True embed=True)"
    fake.revoke(general, "SEND_MESSAGES", "EMBED_LINKS")
    await fake.wait_for(lambda: not bot.get_channel(int(general["id"])).permissions_for(
        bot.get_guild(int(general["guild_id"])).me).send_messages)  # CHANNEL_UPDATE arrived
    rec = await fake.slash("post", user=alice, channel=general, text="hi")
    # the channel API refuses, but the interaction response (a webhook) still works
    assert rec.ephemeral and rec.text() == "error 403/50013"
    assert not int(rec.payload["app_permissions"]) & P.SEND_MESSAGES
    assert bot.interactions[-1].app_permissions.send_messages is False
    played = await fake.slash("card", user=alice, channel=general, title="Ace")
    assert played.response_type == 4 and played.messages()[0]["embeds"][0]["title"] == "Ace"
    assert played.messages()[0]["attachments"]  # no overwrite applies to webhook messages
    fake.grant(general, "SEND_MESSAGES")
    rec = await fake.slash("post", user=alice, channel=general, text="x", embed=True)
    assert rec.text() == "error 400/50006"  # embed dropped -> empty message
    rec = await fake.slash("post", user=alice, channel=general, text="plain")
    assert rec.text() == "posted (app_permissions send=True embed=False)"
