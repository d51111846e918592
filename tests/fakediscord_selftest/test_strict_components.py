"""Component emoji, the duplicate-button-label policy, and the remaining text limits."""

from __future__ import annotations

from .test_rules import button, call, pending_interaction, row

JOKER, CARD_BACK = "\N{PLAYING CARD BLACK JOKER}", "\N{PLAYING CARD BACK}"  # U+1F0CF, U+1F0A0


def option(value, **kw):
    return {"label": value.title(), "value": value, **kw}


def select(*options, **kw):
    return {"type": 3, "custom_id": "s", "options": list(options), **kw}


def error_codes(errors):
    """Every ``_errors[].code`` in Discord's nested error body."""
    if isinstance(errors, dict):
        out = [e["code"] for e in errors.get("_errors", [])]
        for k, v in errors.items():
            if k != "_errors":
                out += error_codes(v)
        return out
    return []


async def post(http, fake, channel, body):
    return await call(http, fake, "POST", f"/channels/{channel['id']}/messages", body)


async def test_button_emoji_must_be_custom_or_fully_qualified_unicode(fake, world, http):
    general = world[1]
    for bad in ({"name": CARD_BACK}, {"name": "black_nib"}, {}, {"name": "\u2764"},
                {"id": "not-a-snowflake", "name": "x"}):
        status, _, err = await post(http, fake, general, {"components": [row(button("b", emoji=bad))]})
        assert (status, err["code"]) == (400, 50035), bad
    status, _, err = await post(http, fake, general,
                                {"components": [row(button("b", emoji={"name": CARD_BACK}))]})
    assert error_codes(err["errors"]) == ["BUTTON_COMPONENT_INVALID_EMOJI"]
    assert "emoji" in err["errors"]["components"]["0"]["components"]["0"]
    for good in ({"name": JOKER}, {"name": "\u2764\ufe0f"}, {"name": "\N{THUMBS UP SIGN}\U0001F3FD"},
                 {"id": "123456789012345678", "name": "saloon_chip", "animated": False}):
        status, _, msg = await post(http, fake, general, {"components": [row(button("b", emoji=good))]})
        assert status == 200 and msg["components"][0]["components"][0]["emoji"] == good


async def test_select_option_emoji_uses_the_same_check(fake, world, http):
    general = world[1]
    bad = select(option("ace"), option("back", emoji={"name": CARD_BACK}))
    status, _, err = await post(http, fake, general, {"components": [row(bad)]})
    assert (status, err["code"]) == (400, 50035)
    # Discord answers BUTTON_COMPONENT_INVALID_EMOJI for select options too (api-docs #8071)
    assert error_codes(err["errors"]) == ["BUTTON_COMPONENT_INVALID_EMOJI"]
    assert "options" in err["errors"]["components"]["0"]["components"]["0"]
    good = select(option("ace"), option("joker", emoji={"name": JOKER}))
    status, _, _ = await post(http, fake, general, {"components": [row(good)]})
    assert status == 200


async def test_the_probe_bot_sees_the_emoji_error(fake, world, bot):
    _, general, alice, _ = world
    rec = await fake.slash("emoji", user=alice, channel=general, glyph=CARD_BACK)
    assert rec.rejected[0].code == 50035 and "Invalid emoji" in rec.text()
    assert error_codes(rec.rejected[0].errors) == ["BUTTON_COMPONENT_INVALID_EMOJI"]
    assert fake.messages_in(general) == []
    rec = await fake.slash("emoji", user=alice, channel=general, glyph=JOKER)
    assert rec.text() == "with emoji" and not rec.rejected
    assert fake.buttons(rec.original_message_id) == [("emoji:hand", "Hand", False)]


async def test_duplicate_button_labels_are_refused_by_project_policy(fake, world, http):
    general = world[1]
    twins = {"components": [row(button("a", "Draw"), button("b", "Pass")),
                             row(button("c", "Draw"))]}
    status, _, err = await post(http, fake, general, twins)
    assert (status, err["code"]) == (400, 50035)
    assert error_codes(err["errors"]) == ["FAKEDISCORD_POLICY_DUPLICATE_BUTTON_LABEL"]
    distinct = {"components": [row(button("a", "Draw"), button("b", "Pass"), button("c", "Play"))]}
    status, _, _ = await post(http, fake, general, distinct)
    assert status == 200
    fake.unique_button_labels = False  # what Discord itself accepts
    status, _, _ = await post(http, fake, general, twins)
    assert status == 200


async def test_other_text_limits(fake, world, http):
    general = world[1]
    bad = {
        "link url>512": {"components": [row({"type": 2, "style": 5, "label": "x",
                                              "url": "https://x.invalid/" + "u" * 500})]},
        "placeholder>150": {"components": [row(select(option("a"), placeholder="p" * 151))]},
        "option description>100": {"components": [row(select(option("a", description="d" * 101)))]},
        "nonce>25": {"content": "hi", "nonce": "n" * 26},
        "blank field value": {"embeds": [{"fields": [{"name": "n", "value": "   "}]}]},
        "footer>2048": {"embeds": [{"footer": {"text": "f" * 2049}}]},
        "author>256": {"embeds": [{"author": {"name": "a" * 257}}]},
    }
    for case, body in bad.items():
        status, _, err = await post(http, fake, general, body)
        assert (status, err["code"]) == (400, 50035), case
    # embed limits are measured without surrounding whitespace (message.mdx "Embed Limits")
    status, _, _ = await post(http, fake, general, {"embeds": [{"title": " " * 10 + "t" * 256 + "\n"}]})
    status2, _, _ = await post(http, fake, general, {"content": "hi", "nonce": "n" * 25})
    assert (status, status2) == (200, 200)


async def test_modal_and_autocomplete_limits(fake, world, http):
    _, general, alice, _ = world

    def text_input(**kw):
        return {"type": 4, "custom_id": "t", "style": 1, **kw}

    bad_modals = [
        {"custom_id": "m", "title": "T" * 46, "components": [{"type": 18, "label": "L",
                                                              "component": text_input()}]},
        {"custom_id": "m", "title": "T", "components": []},
        {"custom_id": "m", "title": "T", "components": [{"type": 18, "label": "L" * 46,
                                                         "component": text_input()}]},
        {"custom_id": "m", "title": "T", "components": [{"type": 18, "label": "L",
                                                         "component": text_input(placeholder="p" * 101)}]},
        {"custom_id": "m", "title": "T", "components": [row(text_input(label="x" * 46))]},
        {"custom_id": "m", "title": "T", "components": [{"type": 18, "label": "L",
                                                         "component": text_input(value="v" * 4001)}]},
    ]
    for data in bad_modals:
        rec = pending_interaction(fake, alice, general)
        status, _, err = await call(http, fake, "POST", f"/interactions/{rec.id}/{rec.token}/callback",
                                    {"type": 9, "data": data})
        assert (status, err["code"]) == (400, 50035), data
    rec = pending_interaction(fake, alice, general)
    good = {"custom_id": "m", "title": "Rename the table", "components": [
        {"type": 18, "label": "Name", "description": "1-100 characters",
         "component": text_input(max_length=100, placeholder="Dusty Gulch")}]}
    status, _, _ = await call(http, fake, "POST", f"/interactions/{rec.id}/{rec.token}/callback",
                              {"type": 9, "data": good})
    assert status == 204 and rec.modal["title"] == "Rename the table"
    ac = pending_interaction(fake, alice, general, itype=4)
    ac.focused_option = {"name": "action", "type": 3, "autocomplete": True}
    cb = f"/interactions/{ac.id}/{ac.token}/callback"
    status, _, err = await call(http, fake, "POST", cb, {"type": 8, "data": {"choices": [
        {"name": "", "value": "v"}]}})
    assert (status, err["code"]) == (400, 50035)  # choice names are 1-100 characters


async def test_command_choice_names_are_checked_at_sync(fake, http):
    path = f"/applications/{fake.application_id}/commands"
    cmd = {"name": "g", "description": "d", "options": [
        {"name": "k", "description": "d", "type": 3, "choices": [{"name": "n" * 101, "value": "v"}]}]}
    status, _, err = await call(http, fake, "PUT", path, [cmd])
    assert (status, err["code"]) == (400, 50035)
    cmd["options"][0]["choices"][0]["name"] = "Turn timer"
    status, _, _ = await call(http, fake, "PUT", path, [cmd])
    assert status == 200
