"""Slash commands through the fake: sync, options, groups, autocomplete, embeds, PNGs, defer."""

from __future__ import annotations

import pytest

from tests.fakediscord import InvalidOption, UnknownCommand
from tests.fakediscord.payloads import png_size


async def test_login_identify_sync_and_guild_cache(fake, world, bot):
    guild, general, _alice, _bob = world
    assert fake.identify_count == 1
    assert {"game", "play", "card", "report", "counter"} <= set(fake.synced_commands)
    game = fake.synced_commands["game"]
    assert sorted(o["name"] for o in game["options"]) == ["new", "settings"]
    assert bot.get_guild(int(guild["id"])).name == "Saloon Test"
    assert bot.get_channel(int(general["id"])).name == "general"


async def test_subcommand_with_options(fake, world, bot):
    _, general, alice, _ = world
    rec = await fake.slash("game new", user=alice, channel=general, name="Dusty", players=3)
    assert rec.response_type == 4 and not rec.ephemeral
    assert rec.text() == "New game Dusty for 3 players"
    assert fake.last_message(general)["id"] == rec.original_message_id
    assert fake.message(rec.original_message_id)["interaction_metadata"]["user"]["id"] == alice["id"]


async def test_subcommand_group_with_choices_is_ephemeral(fake, world, bot):
    _, general, alice, _ = world
    rec = await fake.slash("game settings set", user=alice, channel=general, key="timer", value="24h")
    assert rec.ephemeral and rec.text() == "timer = 24h"
    assert fake.messages_in(general) == []
    assert fake.messages_in(general, include_ephemeral=True)[0]["id"] == rec.original_message_id


async def test_invocations_the_discord_client_would_refuse(fake, world, bot):
    _, general, alice, _ = world
    with pytest.raises(UnknownCommand):
        await fake.slash("nosuch", user=alice, channel=general)
    with pytest.raises(UnknownCommand):
        await fake.slash("game", user=alice, channel=general)
    with pytest.raises(InvalidOption, match="outside"):
        await fake.slash("game new", user=alice, channel=general, name="x", players=9)
    with pytest.raises(InvalidOption, match="missing"):
        await fake.slash("game new", user=alice, channel=general)
    with pytest.raises(InvalidOption, match="unknown"):
        await fake.slash("game new", user=alice, channel=general, name="x", colour="red")
    with pytest.raises(InvalidOption, match="not one of"):
        await fake.slash("game settings set", user=alice, channel=general, key="nope", value="1")
    assert fake.interactions == {}


async def test_autocomplete_returns_the_bots_choices(fake, world, bot):
    _, general, alice, _ = world
    choices = await fake.autocomplete("play", user=alice, channel=general, focused=("action", "play"))
    assert [c["value"] for c in choices] == ["play ace", "play king", "play queen"]
    rec = next(r for r in fake.interactions.values() if r.kind == "autocomplete")
    assert rec.response_type == 8
    with pytest.raises(InvalidOption, match="no autocomplete"):
        await fake.autocomplete("game new", user=alice, channel=general, focused=("name", "x"))
    played = await fake.slash("play", user=alice, channel=general, action="shoot")
    assert played.text() == "Alice plays shoot"


async def test_embed_with_png_attachment_and_alt_text(fake, world, bot):
    _, general, alice, _ = world
    rec = await fake.slash("card", user=alice, channel=general, title="Ace")
    msg = fake.message(rec.original_message_id)
    att = msg["attachments"][0]
    assert att["description"] == "Card Ace" and att["content_type"] == "image/png"
    assert png_size(fake.attachment_bytes(att)) == (64, 40)
    assert msg["embeds"][0]["image"]["url"] == att["url"]  # attachment:// resolved like Discord
    assert rec.text() == "Ace\nA card\nSeat\nNorth"
    log = [e for e in fake.message_log if e["message_id"] == msg["id"]]
    assert log[0]["alt_texts"] == ["Card Ace"] and not log[0]["ephemeral"]


async def test_private_card_is_ephemeral_and_only_for_the_invoker(fake, world, bot):
    _, general, alice, _ = world
    rec = await fake.slash("card", user=alice, channel=general, title="Secret", private=True)
    assert rec.ephemeral and fake.messages_in(general) == []
    entry = fake.message_log[-1]
    assert entry["ephemeral"] and entry["visible_to"] == alice["id"]


async def test_defer_followups_and_edit_original(fake, world, bot):
    _, general, alice, _ = world
    rec = await fake.slash("report", user=alice, channel=general)
    assert rec.response_type == 5
    texts = [m["content"] for m in rec.messages()]
    # The first followup after a "thinking" defer replaces the thinking message (Discord).
    assert texts == ["report done", "part 2"]
    assert rec.followups[0]["id"] == rec.original_message_id
    assert rec.followups[1]["attachments"][0]["filename"] == "r.png"
    assert [m["content"] for m in fake.messages_in(general)] == ["report done", "part 2"]


async def test_rules_enforced_on_bot_replies(fake, world, bot):
    _, general, alice, _ = world
    rec = await fake.slash("echo", user=alice, channel=general, text="x" * 1000, times=3)
    assert rec.text() == "error 50035" and rec.ephemeral
    assert rec.rejected[0].code == 50035
    ok = await fake.slash("echo", user=alice, channel=general, text="fine")
    assert ok.text() == "fine"


async def test_default_member_permissions_and_manage_guild(fake, world, bot):
    guild, general, alice, _ = world
    with pytest.raises(PermissionError):
        await fake.slash("admin", user=alice, channel=general)
    boss = fake.add_user("Boss", guild, manage_guild=True)
    rec = await fake.slash("admin", user=boss, channel=general)
    assert rec.text() == "manage_guild=True"
    assert int(rec.payload["member"]["permissions"]) & (1 << 5)


async def test_slash_in_a_dm(fake, world, bot):
    _, _, alice, _ = world
    dm = fake.dm_channel(alice)
    rec = await fake.slash("play", user=alice, channel=dm, action="draw")
    assert rec.text() == "Alice plays draw" and rec.payload["context"] == 1
    assert fake.dms_to(alice)[0]["id"] == rec.original_message_id
    with pytest.raises(UnknownCommand):  # guild-only command
        await fake.slash("admin", user=alice, channel=dm)
