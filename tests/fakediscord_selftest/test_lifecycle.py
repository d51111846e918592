"""Interaction token expiry, the bot removed from a guild, deleted channels, members leaving."""

from __future__ import annotations

import discord
import pytest

from tests.fakediscord import UnknownCommand

from .test_rules import call, pending_interaction


async def test_interaction_tokens_expire_after_15_minutes(fake, world, http):
    _, general, alice, _ = world
    rec = pending_interaction(fake, alice, general)
    app, tok = fake.application_id, rec.token
    cb = f"/interactions/{rec.id}/{tok}/callback"
    status, _, _ = await call(http, fake, "POST", cb, {"type": 4, "data": {"content": "hi"}})
    assert status == 204
    fake.advance(14 * 60 + 59)
    status, _, _ = await call(http, fake, "POST", f"/webhooks/{app}/{tok}?wait=true", {"content": "late"})
    assert status == 200  # still valid
    fake.advance(2)
    for method, path, body in (("POST", f"/webhooks/{app}/{tok}", {"content": "too late"}),
                               ("PATCH", f"/webhooks/{app}/{tok}/messages/@original", {"content": "x"}),
                               ("DELETE", f"/webhooks/{app}/{tok}/messages/@original", None),
                               ("GET", f"/webhooks/{app}/{tok}/messages/@original", None)):
        status, _, err = await call(http, fake, method, path, body)
        assert (status, err["code"]) == (401, 50027), method  # Invalid Webhook Token
    assert [e.code for e in rec.rejected] == [50027] * 4


async def test_the_initial_response_window_also_runs_on_the_test_clock(fake, world, http):
    _, general, alice, _ = world
    rec = pending_interaction(fake, alice, general)
    fake.advance(fake.ack_window + 0.5)
    status, _, err = await call(http, fake, "POST", f"/interactions/{rec.id}/{rec.token}/callback",
                                {"type": 5})
    assert (status, err["code"]) == (404, 10062)


async def test_a_real_bot_gets_50027_from_discord_py(fake, world, bot):
    _, general, alice, _ = world
    await fake.slash("game new", user=alice, channel=general, name="Old")
    interaction = bot.interactions[-1]
    fake.advance(15 * 60 + 1)
    with pytest.raises(discord.HTTPException) as e:
        await interaction.followup.send("reminder")
    assert (e.value.status, e.value.code) == (401, 50027)
    with pytest.raises(discord.HTTPException) as e:
        await interaction.edit_original_response(content="edited")
    assert (e.value.status, e.value.code) == (401, 50027)


async def test_bot_removed_from_a_guild(fake, world, bot, http):
    guild, general, alice, _ = world
    fake.remove_bot_from_guild(guild)
    await fake.wait_for(lambda: bot.get_guild(int(guild["id"])) is None)
    assert [e for e, _ in bot.events] == ["guild_remove"]
    for method, path in (("POST", f"/channels/{general['id']}/messages"),
                         ("GET", f"/channels/{general['id']}"),
                         ("GET", f"/guilds/{guild['id']}/members/{alice['id']}"),
                         ("PUT", f"/applications/{fake.application_id}/guilds/{guild['id']}/commands")):
        status, _, err = await call(http, fake, method, path, [] if method == "PUT" else {"content": "x"})
        assert (status, err["code"]) == (403, 50001), path  # Missing Access
    with pytest.raises(UnknownCommand):
        await fake.slash("play", user=alice, channel=general, action="draw")
    fake.add_bot_to_guild(guild)
    await fake.wait_for(lambda: bot.get_guild(int(guild["id"])) is not None)
    rec = await fake.slash("play", user=alice, channel=general, action="draw")
    assert rec.text() == "Alice plays draw"


async def test_deleted_channels_and_threads(fake, world, bot, http):
    guild, general, alice, _ = world
    other = fake.add_channel(guild, "other")
    await fake.slash("thread", user=alice, channel=general, name="Game 1")
    (th,) = fake.threads
    welcome = fake.messages_in(th)[0]
    fake.delete_channel(th)
    await fake.wait_for(lambda: ("thread_delete" in [e for e, _ in bot.events]))
    status, _, err = await call(http, fake, "POST", f"/channels/{th['id']}/messages", {"content": "x"})
    assert (status, err["code"]) == (404, 10003)  # Unknown Channel
    with pytest.raises(LookupError, match="deleted channel"):
        await fake.click(welcome, "counter:0", user=alice)
    fake.delete_channel(other)
    await fake.wait_for(lambda: bot.get_channel(int(other["id"])) is None)
    assert ("channel_delete" in [e for e, _ in bot.events])
    status, _, err = await call(http, fake, "GET", f"/channels/{other['id']}/messages")
    assert (status, err["code"]) == (404, 10003)
    status, _, ch = await call(http, fake, "DELETE", f"/channels/{general['id']}")
    assert status == 200 and ch["id"] == general["id"]  # the bot has MANAGE_CHANNELS
    assert general["id"] in fake.deleted_channels


async def test_a_member_who_left_is_unknown(fake, world, bot, http):
    guild, _, _, bob = world
    status, _, member = await call(http, fake, "GET", f"/guilds/{guild['id']}/members/{bob['id']}")
    assert status == 200 and member["user"]["id"] == bob["id"]
    fake.remove_member(guild, bob)
    status, _, err = await call(http, fake, "GET", f"/guilds/{guild['id']}/members/{bob['id']}")
    assert (status, err["code"]) == (404, 10007)  # Unknown Member, no privileged intent needed
    with pytest.raises(discord.NotFound):
        await bot.get_guild(int(guild["id"])).fetch_member(int(bob["id"]))
    # the probe bot has no GUILD_MEMBERS intent: Discord does not send it GUILD_MEMBER_REMOVE
    assert not [e for e, _ in bot.events if e == "member_remove"]
    with pytest.raises(LookupError):
        fake.remove_member(guild, bob)
