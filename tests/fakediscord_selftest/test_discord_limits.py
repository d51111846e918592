"""Limits the fake learnt from Discord's docs (discord/discord-api-docs, developers/...):
choice localizations, command size, option types/bounds/nesting at sync, request size and
file parts, message flags, voice channels (each test names the doc it checks)."""

from __future__ import annotations

import asyncio
import io
import json

import aiohttp
import discord
import pytest

from tests.fakediscord.rules import DiscordError, check_command, check_embeds, command_size

from .test_rules import call, pending_interaction

MIB = 1024 * 1024


def option(name="o", kind=3, **kw):
    return {"name": name, "description": "d", "type": kind, **kw}


def command(*options, **kw):
    return {"name": "g", "description": "d", "type": 1, "options": list(options), **kw}


def refused(cmd) -> DiscordError:
    with pytest.raises(DiscordError) as err:
        check_command(cmd, "0")
    assert (err.value.status, err.value.code) == (400, 50035)
    return err.value


# ---- application-commands.mdx -------------------------------------------------------------

def test_choice_localizations_are_keyed_by_discord_locales():
    """"Option Choice Structure": `name_localizations` is a dictionary with keys in the
    available locales (reference.mdx "Locales"), values 1-100 like `name`."""
    good = {"name": "Way Out West", "value": "wow",
            "name_localizations": {"es-ES": "Way Out West", "it": "Way Out West"}}
    check_command(command(option(choices=[good])), "0")
    for bad in ({"es": "Oeste"}, {"it-IT": "Ovest"}, {"it": ""}, {"it": "x" * 101}):
        err = refused(command(option(choices=[{**good, "name_localizations": bad}])))
        assert "name_localizations" in err.message


async def test_autocomplete_choice_localizations_are_checked_too(fake, world, http):
    _, general, alice, _ = world
    rec = pending_interaction(fake, alice, general, itype=4)
    rec.focused_option = {"name": "game", "type": 3, "autocomplete": True}
    cb = f"/interactions/{rec.id}/{rec.token}/callback"
    bad = [{"name": "Tew", "value": "tew", "name_localizations": {"spanish": "Tew"}}]
    status, _, err = await call(http, fake, "POST", cb, {"type": 8, "data": {"choices": bad}})
    assert (status, err["code"]) == (400, 50035)
    assert "name_localizations" in json.dumps(err["errors"])
    ok = [{"name": "Tew", "value": "tew", "name_localizations": {"es-419": "Tew"}}]
    status, _, _ = await call(http, fake, "POST", cb, {"type": 8, "data": {"choices": ok}})
    assert status == 204 and rec.choices == ok


def test_a_command_counts_at_most_8000_characters_with_its_longest_localizations():
    """"Slash Commands": at most 8000 characters of names, descriptions and values of a
    command, its options and choices; a localized field counts by its longest version."""
    full = [{"name": "n" * 100, "value": "v" * 100} for _ in range(25)]     # 5000
    part = [{"name": "n" * 100, "value": "v" * 100} for _ in range(14)]     # 2800
    last = {"name": "n" * 90, "value": "v" * 100}                           # 190
    cmd = command(option("a", choices=full), option("b", choices=[*part, last]))
    assert command_size(cmd) == 2 + 2 + 5000 + 2 + 2800 + 190 == 7996
    check_command(cmd, "0")
    last["name_localizations"] = {"it": "i" * 80}    # shorter than the default: still 7996
    check_command(cmd, "0")
    last["name_localizations"] = {"it": "i" * 100}   # longest is now 100: 8006
    assert command_size(cmd) == 8006
    err = refused(cmd)
    assert "8000" in err.message
    last["name_localizations"] = {}
    cmd["description_localizations"] = {"es-ES": "d" * 6}   # the command's own fields too
    assert command_size(cmd) == 8001
    refused(cmd)


def test_only_string_integer_and_number_options_autocomplete_or_take_choices():
    """"Application Command Option Structure": `autocomplete` and `choices` are valid for
    STRING, INTEGER and NUMBER only."""
    for kind in (3, 4, 10):
        check_command(command(option(kind=kind, autocomplete=True)), "0")
    for kind in (5, 6, 7, 8, 9, 11):
        assert "autocomplete" in refused(command(option(kind=kind, autocomplete=True))).message
        refused(command(option(kind=kind, choices=[{"name": "a", "value": 1}])))


def test_option_bounds():
    """min_length 0-6000 and max_length 1-6000 (STRING only); min_value/max_value for
    INTEGER (integers) and NUMBER only; a minimum never above its maximum."""
    for good in (option(min_length=0, max_length=6000), option(kind=4, min_value=-5, max_value=5),
                 option(kind=10, min_value=0.05, max_value=336.0)):
        check_command(command(good), "0")
    for bad in (option(min_length=-1), option(max_length=0), option(max_length=6001),
                option(min_length=10, max_length=5), option(kind=4, min_length=1),
                option(min_value=1), option(kind=5, max_value=2),
                option(kind=4, min_value=0.5), option(kind=4, max_value=2**53 + 1),
                option(kind=10, min_value=3, max_value=2), option(kind=4, max_value="9")):
        refused(command(bad))


def test_nesting_is_one_level_of_groups_and_subcommands():
    """"Subcommands and Subcommand Groups": a command holds subcommands and groups (mixed is
    valid) or plain options; a group holds only subcommands; a subcommand plain options."""
    sub = option("sub", kind=1, options=[option("x")])
    group = option("grp", kind=2, options=[sub])
    check_command(command(sub, group), "0")
    for bad in (command(sub, option("x")),                                   # mixed with options
                command(option("grp", kind=2, options=[option("x")])),       # option in a group
                command(option("grp", kind=2, options=[group])),             # group in a group
                command(option("sub", kind=1, options=[sub])),               # sub in a sub
                command(option("x", options=[option("y")]))):                # option with options
        refused(bad)


# ---- message.mdx "Create Message", reference.mdx "Uploading Files" ---------------------------

def multipart(payload, parts):
    """A form with exactly the parts given: (name, filename or None, data)."""
    writer = aiohttp.MultipartWriter("form-data")
    writer.append_json(payload).set_content_disposition("form-data", name="payload_json")
    for name, filename, data in parts:
        part = writer.append(io.BytesIO(data), {"Content-Type": "application/octet-stream"})
        extra = {"filename": filename} if filename is not None else {}
        part.set_content_disposition("form-data", name=name, **extra)
    return writer


async def post_form(http, fake, channel, payload, parts):
    """POST a message as this form (a 429 is waited out and the form sent again)."""
    url = f"{fake.base_url}/api/v10/channels/{channel['id']}/messages"
    while True:
        async with http.post(url, data=multipart(payload, parts)) as r:
            body = await r.json()
            if r.status != 429:
                return r.status, body
        await asyncio.sleep(body["retry_after"])


async def test_a_request_is_at_most_25_mib(fake, world, http):
    """"The maximum request size when sending a message is 25 MiB", whatever each file's own
    limit (reference.mdx: `attachment_size_limit`)."""
    general = world[1]
    fake.upload_limit = 10 * MIB
    chunk = b"x" * (9 * MIB)
    status, err = await post_form(http, fake, general, {"content": "big"},
                                  [(f"files[{i}]", f"{i}.bin", chunk) for i in range(3)])
    assert (status, err["code"]) == (413, 40005)
    status, _ = await post_form(http, fake, general, {"content": "fits"},
                                [(f"files[{i}]", f"{i}.bin", chunk) for i in range(2)])
    assert status == 200
    raw = json.dumps({"content": "x", "padding": "p" * (25 * MIB)}).encode()
    async with http.post(f"{fake.base_url}/api/v10/channels/{general['id']}/messages",
                         data=io.BytesIO(raw), headers={"Content-Type": "application/json"}) as r:
        assert (r.status, (await r.json())["code"]) == (413, 40005)


async def test_file_parts_need_a_unique_files_n_name_and_a_filename(fake, world, http):
    """reference.mdx "Uploading Files": every `files[n]` part has a Content-Disposition with
    a `filename` and a unique name of that form; message.mdx "Attachment Request Structure"."""
    general = world[1]
    png = b"\x89PNG\r\n\x1a\n"
    for parts in ([("files[0]", None, png)], [("files[0]", "", png)],
                  [("files[0]", "a.png", png), ("files[0]", "b.png", png)],
                  [("file", "a.png", png)]):
        status, err = await post_form(http, fake, general, {"content": "x"}, parts)
        assert (status, err["code"]) == (400, 50035), parts
    status, err = await post_form(http, fake, general, {"content": "x", "attachments": [
        {"id": 0, "filename": ""}]}, [("files[0]", "a.png", png)])
    assert (status, err["code"]) == (400, 50035)
    status, msg = await post_form(http, fake, general, {"content": "x", "attachments": [
        {"id": 0, "filename": "board.png"}]}, [("files[0]", "a.png", png)])
    assert status == 200 and msg["attachments"][0]["filename"] == "board.png"
    assert len(fake.messages_in(general)) == 1


# ---- message flags -----------------------------------------------------------------------

async def test_flags_a_request_may_not_set_are_refused(fake, world, http):
    """message.mdx "Create Message": only SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS,
    IS_VOICE_MESSAGE and IS_COMPONENTS_V2 can be set; receiving-and-responding.mdx: a response
    adds EPHEMERAL, a deferred response takes EPHEMERAL only, a followup EPHEMERAL too."""
    _, general, alice, _ = world
    path = f"/channels/{general['id']}/messages"
    for flags in (1 << 6, 1 << 7, 1 << 20, -1, "4"):
        status, _, err = await call(http, fake, "POST", path, {"content": "x", "flags": flags})
        assert (status, err["code"]) == (400, 50035), flags
    status, _, quiet = await call(http, fake, "POST", path, {"content": "x", "flags": 1 << 12})
    assert status == 200 and quiet["flags"] == 1 << 12
    # Edit Message: "unsupported flag changes are currently ignored without error"
    status, _, edited = await call(http, fake, "PATCH", f"{path}/{quiet['id']}",
                                   {"content": "y", "flags": (1 << 12) | (1 << 6)})
    assert status == 200 and not edited["flags"] & (1 << 6)
    rec = pending_interaction(fake, alice, general)
    cb = f"/interactions/{rec.id}/{rec.token}/callback"
    status, _, err = await call(http, fake, "POST", cb, {"type": 5, "data": {"flags": 1 << 12}})
    assert (status, err["code"]) == (400, 50035) and not rec.acknowledged
    status, _, _ = await call(http, fake, "POST", cb, {"type": 5, "data": {"flags": 1 << 6}})
    assert status == 204
    hook = f"/webhooks/{fake.application_id}/{rec.token}"
    status, _, err = await call(http, fake, "POST", hook, {"content": "z", "flags": 1 << 1})
    assert (status, err["code"]) == (400, 50035)
    status, _, _ = await call(http, fake, "POST", hook, {"content": "z", "flags": 1 << 6})
    assert status == 204
    status, _, err = await call(http, fake, "PATCH", f"{hook}/messages/@original",
                                {"content": "w", "flags": 1 << 12})
    assert (status, err["code"]) == (400, 50035)
    other = pending_interaction(fake, alice, general)
    status, _, err = await call(http, fake, "POST", f"/interactions/{other.id}/{other.token}/"
                                "callback", {"type": 4, "data": {"content": "c", "flags": 1 << 8}})
    assert (status, err["code"]) == (400, 50035)


# ---- channel.mdx: voice channels ---------------------------------------------------------

async def test_voice_channels_carry_bitrate_and_user_limit(fake, world, discord_errors):
    """channel.mdx "Example Guild Voice Channel": `bitrate` and `user_limit` (discord.py's
    VoiceChannel reads both, from GUILD_CREATE and from CHANNEL_CREATE); its text chat takes
    messages and slash commands."""
    from tests.fakediscord.runner import running

    from .probe_bot import ProbeBot

    guild, _, alice, _ = world
    before = fake.add_channel(guild, "Campfire", channel_type=2)
    async with running(ProbeBot(), fake.token) as bot:
        after = fake.add_channel(guild, "Stage", channel_type=2)
        for voice in (before, after):
            got = await fake.wait_for(lambda v=voice: bot.get_channel(int(v["id"])))
            assert isinstance(got, discord.VoiceChannel)
            assert (got.bitrate, got.user_limit) == (64000, 0)
        rec = await fake.slash("echo", user=alice, channel=before, text="howdy")
        assert "howdy" in rec.text() and not rec.ephemeral
        assert fake.last_message(before)["content"] == "howdy"


def test_an_embed_description_holds_4096_characters_and_a_message_6000_in_all():
    """message.mdx "Embed Limits": a description of at most 4,096 characters, and at most
    6,000 in all the embeds of a message (`/mygames` and the daily digest fit in them)."""
    check_embeds([{"title": "t", "description": "x" * 4096}])
    for embeds in ([{"description": "x" * 4097}],
                   [{"description": "x" * 4000}, {"description": "x" * 2001}]):
        with pytest.raises(DiscordError) as err:
            check_embeds(embeds)
        assert (err.value.status, err.value.code) == (400, 50035)

async def test_an_animated_gif_is_an_image_under_the_upload_limit(fake, world, http):
    """An animated GIF attachment is shown inline with its size (message.mdx "Attachment
    Object": width and height for images; content type from the file name); one over the
    upload limit (`attachment_size_limit`, 10 MiB without boosts) is refused: 40005."""
    from PIL import Image

    general = world[1]
    frames = [Image.new("P", (40, 30), i) for i in range(3)]
    buf = io.BytesIO()
    frames[0].save(buf, format="GIF", save_all=True, append_images=frames[1:], duration=100)
    status, message = await post_form(http, fake, general, {"content": "replay"},
                                      [("files[0]", "replay.gif", buf.getvalue())])
    assert status == 200
    [attachment] = message["attachments"]
    assert (attachment["content_type"], attachment["width"], attachment["height"]) == (
        "image/gif", 40, 30)
    fake.upload_limit = 10 * MIB
    status, err = await post_form(http, fake, general, {"content": "too big"},
                                  [("files[0]", "replay.gif", buf.getvalue()[:10]
                                    + b"\0" * (10 * MIB))])
    assert (status, err["code"]) == (413, 40005)
