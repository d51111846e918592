"""Discord's rules as the fake enforces them, checked over raw HTTP (no bot needed)."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest


async def call(http, fake, method, path, body=None, *, files=None, retry_429=True):
    """One REST call; like discord.py, a 429 is waited out (``retry_after``) and retried."""
    url = f"{fake.base_url}/api/v10{path}"
    while True:
        if files:
            form = aiohttp.FormData()
            form.add_field("payload_json", json.dumps(body))
            for i, (name, data) in enumerate(files):
                form.add_field(f"files[{i}]", data, filename=name)
            kw = {"data": form}
        else:
            kw = {"json": body} if body is not None else {}
        async with http.request(method, url, **kw) as r:
            text = await r.text()
            data = json.loads(text) if text else None
            if r.status == 429 and retry_429:
                await asyncio.sleep(data["retry_after"])
                continue
            return r.status, r.headers.get("Content-Type"), data


def pending_interaction(fake, user, channel, itype=2, data=None):
    """An interaction the bot 'received' (registered without a gateway)."""
    rec = fake._new_interaction(itype, user, channel, data or {"id": "1", "name": "x", "type": 1})
    rec.created = asyncio.get_running_loop().time()
    fake.interactions[rec.id] = rec
    fake._by_token[rec.token] = rec
    return rec


async def test_json_content_type_auth_and_unhandled(fake, world, http):
    status, ctype, body = await call(http, fake, "GET", "/users/@me")
    assert status == 200 and ctype == "application/json" and body["bot"] is True
    async with aiohttp.ClientSession() as anon, anon.get(f"{fake.base_url}/api/v10/users/@me") as r:
        assert r.status == 401
    status, _, _ = await call(http, fake, "GET", "/guilds/1/audit-logs")
    assert status == 404 and fake.unhandled == ["GET /api/v10/guilds/1/audit-logs"]
    fake.unhandled.clear()
    async with http.post(f"{fake.base_url}/api/v10/channels/{world[1]['id']}/messages",
                         data=b"{not json", headers={"Content-Type": "application/json"}) as r:
        assert r.status == 400  # a crash inside the fake: fast 400, never a retried 5xx
    assert len(fake.errors) == 1 and "JSONDecodeError" in fake.errors[0]
    fake.errors.clear()


async def test_interaction_acknowledgement_rules(fake, world, http):
    _, general, alice, _ = world
    rec = pending_interaction(fake, alice, general)
    app, tok = fake.application_id, rec.token
    status, _, body = await call(http, fake, "POST", f"/webhooks/{app}/{tok}", {"content": "early"})
    assert (status, body["code"]) == (404, 10015)  # followup before any acknowledgement
    status, _, body = await call(http, fake, "POST", f"/interactions/{rec.id}/{tok}/callback", {"type": 6})
    assert (status, body["code"]) == (400, 50035)  # deferred update is for components only
    cb = f"/interactions/{rec.id}/{tok}/callback?with_response=1"
    status, _, body = await call(http, fake, "POST", cb, {"type": 4, "data": {"content": "hi"}})
    assert status == 200 and body["resource"]["message"]["content"] == "hi"
    status, _, body = await call(http, fake, "POST", cb, {"type": 4, "data": {"content": "again"}})
    assert (status, body["code"]) == (400, 40060)
    late = pending_interaction(fake, alice, general)
    late.created -= fake.ack_window + 0.1
    status, _, body = await call(http, fake, "POST", f"/interactions/{late.id}/{late.token}/callback",
                                 {"type": 5})
    assert (status, body["code"]) == (404, 10062)


async def test_autocomplete_choice_limits(fake, world, http):
    _, general, alice, _ = world
    rec = pending_interaction(fake, alice, general, itype=4)
    rec.focused_option = {"name": "action", "type": 3, "autocomplete": True}
    cb = f"/interactions/{rec.id}/{rec.token}/callback"
    too_many = [{"name": f"c{i}", "value": f"c{i}"} for i in range(26)]
    long_name = [{"name": "n" * 101, "value": "v"}]
    for choices in (too_many, long_name):
        status, _, body = await call(http, fake, "POST", cb, {"type": 8, "data": {"choices": choices}})
        assert (status, body["code"]) == (400, 50035)
    status, _, _ = await call(http, fake, "POST", cb, {"type": 8, "data": {"choices": too_many[:25]}})
    assert status == 204 and len(rec.choices) == 25


def button(cid, label="ok", **kw):
    return {"type": 2, "style": 1, "custom_id": cid, "label": label, **kw}


def row(*items):
    return {"type": 1, "components": list(items)}


BAD_MESSAGES = {
    "empty": ({}, 50006),
    "content>2000": ({"content": "x" * 2001}, 50035),
    "title>256": ({"embeds": [{"title": "t" * 257}]}, 50035),
    "26 fields": ({"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]}, 50035),
    "embeds>6000": ({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]}, 50035),
    "6 rows": ({"components": [row(button(f"b{i}")) for i in range(6)]}, 50035),
    "6 buttons": ({"components": [row(*[button(f"b{i}") for i in range(6)])]}, 50035),
    "custom_id>100": ({"components": [row(button("c" * 101))]}, 50035),
    "label>80": ({"components": [row(button("b", "l" * 81))]}, 50035),
    "duplicate id": ({"components": [row(button("b"), button("b"))]}, 50035),
    "26 options": ({"components": [row({"type": 3, "custom_id": "s", "options": [
        {"label": str(i), "value": str(i)} for i in range(26)]})]}, 50035),
    "select+button": ({"components": [row({"type": 3, "custom_id": "s", "options": [
        {"label": "a", "value": "a"}]}, button("b"))]}, 50035),
    "parse+users": ({"content": "hi", "allowed_mentions": {"parse": ["users"], "users": ["1"]}}, 50035),
}


async def test_invalid_messages_are_refused(fake, world, http):
    for case, (body, code) in BAD_MESSAGES.items():
        status, _, err = await call(http, fake, "POST", f"/channels/{world[1]['id']}/messages", body)
        assert (status, err["code"]) == (400, code), case
    assert fake.messages_in(world[1]) == []


async def test_dms_uploads_edits_and_threads(fake, world, http):
    _, general, alice, bob = world
    _, _, dm = await call(http, fake, "POST", "/users/@me/channels", {"recipient_id": bob["id"]})
    fake.close_dms(bob)
    status, _, err = await call(http, fake, "POST", f"/channels/{dm['id']}/messages", {"content": "hi"})
    assert (status, err["code"]) == (403, 50007)
    fake.upload_limit = 10
    status, _, err = await call(http, fake, "POST", f"/channels/{general['id']}/messages",
                                {"content": "big"}, files=[("a.bin", b"x" * 11)])
    assert (status, err["code"]) == (413, 40005)
    said = await fake.user_says(alice, general, "mine")
    status, _, err = await call(http, fake, "PATCH", f"/channels/{general['id']}/messages/{said['id']}",
                                {"content": "edited"})
    assert (status, err["code"]) == (403, 50005)
    status, _, th = await call(http, fake, "POST", f"/channels/{general['id']}/messages/{said['id']}/threads",
                               {"name": "t"})
    assert status == 201 and th["id"] == said["id"] and th["parent_id"] == general["id"]
    status, _, err = await call(http, fake, "POST", f"/channels/{th['id']}/threads", {"name": "nested"})
    assert (status, err["code"]) == (400, 50024)


async def test_command_sync_validation(fake, http):
    path = f"/applications/{fake.application_id}/commands"
    bad_name = [{"name": "Game", "description": "d", "type": 1}]
    bad_order = [{"name": "g", "description": "d", "options": [
        {"name": "a", "description": "d", "type": 3},
        {"name": "b", "description": "d", "type": 3, "required": True}]}]
    for cmds in (bad_name, bad_order):
        status, _, err = await call(http, fake, "PUT", path, cmds)
        assert (status, err["code"]) == (400, 50035)
    status, _, out = await call(http, fake, "PUT", path, [{"name": "g", "description": "d"}])
    assert status == 200 and out[0]["application_id"] == fake.application_id
    _, _, again = await call(http, fake, "PUT", path, [{"name": "g", "description": "e"}])
    assert again[0]["id"] == out[0]["id"]  # ids are stable across syncs, like Discord


def test_client_and_guild_locales_are_discord_locale_ids(fake):
    guild = fake.add_guild("Cantina")
    user = fake.add_user("Lupe", guild)
    fake.set_client_locale(user, "es-419")
    fake.set_guild_locale(guild, "it")
    for bad in ("es", "en", "spanish", "it-IT"):
        with pytest.raises(ValueError):
            fake.set_client_locale(user, bad)
    assert fake.client_locales[user["id"]] == "es-419"
    assert fake.guilds[guild["id"]]["preferred_locale"] == "it"


def test_command_localizations_follow_the_field_rules():
    from tests.fakediscord.rules import DiscordError, check_command

    good = {"name": "play", "description": "Make your move",
            "name_localizations": {"es-ES": "jugar", "it": "gioca"},
            "description_localizations": {"es-419": "Haz tu jugada"}}
    check_command(good, "0")
    for bad in ({"name_localizations": {"es": "jugar"}},
                {"name_localizations": {"es-ES": "Jugar"}},
                {"name_localizations": {"it": "gioca adesso"}},
                {"name_localizations": {"it": "g" * 33}},
                {"description_localizations": {"it": "x" * 101}},
                {"description_localizations": {"it": ""}}):
        with pytest.raises(DiscordError):
            check_command({**good, **bad}, "0")
