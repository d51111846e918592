"""Threads: auto-archive on the test clock, unarchive by sending or PATCH, locks, channel types."""

from __future__ import annotations

import pytest

from tests.fakediscord import payloads as P

from .test_rules import call


async def make_thread(http, fake, channel, name="Game 1", archive=60):
    status, _, th = await call(http, fake, "POST", f"/channels/{channel['id']}/threads",
                               {"name": name, "type": 11, "auto_archive_duration": archive})
    assert status == 201
    return fake.channels[th["id"]]


async def test_threads_archive_after_their_duration_without_activity(fake, world, http):
    general = world[1]
    th = await make_thread(http, fake, general, archive=60)
    meta = th["thread_metadata"]
    assert meta["archived"] is False and meta["auto_archive_duration"] == 60
    assert fake.advance(59 * 60) == []
    await call(http, fake, "POST", f"/channels/{th['id']}/messages", {"content": "activity"})
    assert fake.advance(59 * 60) == []  # the message reset the timer
    assert fake.advance(60) == [th] and meta["archived"] is True
    assert meta["archive_timestamp"] == P.iso(fake.clock)
    with pytest.raises(ValueError):
        fake.advance(-1)


async def test_sending_unarchives_patch_unarchives_edits_are_refused(fake, world, http):
    general = world[1]
    th = await make_thread(http, fake, general)
    status, _, first = await call(http, fake, "POST", f"/channels/{th['id']}/messages", {"content": "a"})
    fake.advance(3600)
    assert th["thread_metadata"]["archived"]
    status, _, err = await call(http, fake, "PATCH", f"/channels/{th['id']}/messages/{first['id']}",
                                {"content": "edited"})
    assert (status, err["code"]) == (400, 50083)  # Thread is archived
    status, _, err = await call(http, fake, "PATCH", f"/channels/{th['id']}", {"name": "renamed"})
    assert (status, err["code"]) == (400, 50083)  # must unarchive in the same request
    # threads.mdx: "Sending a message will automatically unarchive the thread"
    status, _, _ = await call(http, fake, "POST", f"/channels/{th['id']}/messages", {"content": "b"})
    assert status == 200 and not th["thread_metadata"]["archived"]
    fake.advance(3600)
    status, _, out = await call(http, fake, "PATCH", f"/channels/{th['id']}", {"archived": False})
    assert status == 200 and out["thread_metadata"]["archived"] is False
    status, _, out = await call(http, fake, "PATCH", f"/channels/{th['id']}",
                                {"archived": True, "name": "Game 1 (over)"})
    assert status == 200 and out["name"] == "Game 1 (over)"  # the bot created it


async def test_locked_threads_need_manage_threads(fake, world, http):
    general = world[1]
    th = await make_thread(http, fake, general)
    status, _, err = await call(http, fake, "PATCH", f"/channels/{th['id']}", {"locked": True})
    assert (status, err["code"]) == (403, 50013)  # locking needs MANAGE_THREADS
    fake.lock_thread(th)
    status, _, err = await call(http, fake, "POST", f"/channels/{th['id']}/messages", {"content": "x"})
    assert (status, err["code"]) == (403, 160005)  # Thread is locked
    fake.archive_thread(th)
    status, _, err = await call(http, fake, "POST", f"/channels/{th['id']}/messages", {"content": "x"})
    assert (status, err["code"]) == (403, 160005)  # no auto-unarchive of a locked thread
    status, _, err = await call(http, fake, "PATCH", f"/channels/{th['id']}", {"archived": False})
    assert (status, err["code"]) == (403, 50013)
    assert th["thread_metadata"]["archived"]
    fake.grant(general, "MANAGE_THREADS")
    status, _, _ = await call(http, fake, "POST", f"/channels/{th['id']}/messages", {"content": "mod"})
    assert status == 200 and not th["thread_metadata"]["archived"]


async def test_where_threads_can_be_created(fake, world, http):
    guild, general, _, _ = world
    voice = fake.add_channel(guild, "Saloon voice", channel_type=2)
    forum = fake.add_channel(guild, "games", channel_type=15)
    news = fake.add_channel(guild, "news", channel_type=5)
    th = await make_thread(http, fake, general)
    for parent, body in ((voice, {"name": "t", "type": 11}), (th, {"name": "t", "type": 11}),
                         (news, {"name": "t", "type": 12})):
        status, _, err = await call(http, fake, "POST", f"/channels/{parent['id']}/threads", body)
        assert (status, err["code"]) == (400, 50024), parent["type"]
    status, _, err = await call(http, fake, "POST", f"/channels/{forum['id']}/threads", {"name": "t"})
    assert (status, err["code"]) == (400, 50035) and "message" in err["errors"]
    status, _, post = await call(http, fake, "POST", f"/channels/{forum['id']}/threads",
                                 {"name": "Game 2", "message": {"content": "Table open"}})
    assert status == 201 and post["type"] == 11 and post["message"]["content"] == "Table open"
    status, _, err = await call(http, fake, "POST", f"/channels/{forum['id']}/messages", {"content": "x"})
    assert (status, err["code"]) == (400, 50008)
    # channel.mdx "Channel Types": announcement channels hold announcement threads (10), text
    # channels public threads (11); the other type is refused, not silently converted.
    for parent, kind in ((news, 11), (general, 10)):
        status, _, err = await call(http, fake, "POST", f"/channels/{parent['id']}/threads",
                                    {"name": "t", "type": kind})
        assert (status, err["code"]) == (400, 50024), (parent["type"], kind)
    status, _, ann = await call(http, fake, "POST", f"/channels/{news['id']}/threads",
                                {"name": "t", "type": 10})
    assert status == 201 and ann["type"] == 10  # announcement thread


async def test_the_bot_sees_thread_updates(fake, world, bot, http):
    _, general, alice, _ = world
    await fake.slash("thread", user=alice, channel=general, name="Game 9")
    (th,) = fake.threads
    fake.advance(th["thread_metadata"]["auto_archive_duration"] * 60)
    await fake.wait_for(lambda: any(e == "thread_update" and t.archived for e, t in bot.events))
    assert bot.get_channel(int(th["id"])) is None  # discord.py drops archived threads
    with pytest.raises(PermissionError, match="archived"):  # no commands in archived threads
        await fake.slash("play", user=alice, channel=th, action="draw")
    # unarchiving sends THREAD_UPDATE too; discord.py takes the thread back ("thread_join")
    await call(http, fake, "PATCH", f"/channels/{th['id']}", {"archived": False})
    await fake.wait_for(lambda: bot.get_channel(int(th["id"])) is not None)
    assert bot.events[-1][0] == "thread_join"
    fake.lock_thread(th)
    await fake.wait_for(lambda: bot.get_channel(int(th["id"])).locked)
    assert bot.events[-1][0] == "thread_update"
