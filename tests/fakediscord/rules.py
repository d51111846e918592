"""Discord's validation rules for what a bot sends (messages, embeds, components, choices, commands).

Each violation raises :class:`DiscordError`, which the server turns into the HTTP error Discord
would return (discord.py then raises ``HTTPException``/``Forbidden``/``NotFound`` in the bot).
"""

from __future__ import annotations

import re
from typing import Any

import emoji as emoji_data

from .payloads import (
    EPHEMERAL,
    IS_COMPONENTS_V2,
    IS_VOICE_MESSAGE,
    LOCALES,
    SUPPRESS_EMBEDS,
    SUPPRESS_NOTIFICATIONS,
)

FULLY_QUALIFIED = emoji_data.STATUS["fully_qualified"]


class DiscordError(Exception):
    def __init__(self, status: int, code: int, message: str, errors: dict[str, Any] | None = None):
        super().__init__(f"{status} {code}: {message}")
        self.status, self.code, self.message, self.errors = status, code, message, errors

    def body(self) -> dict[str, Any]:
        out: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            out["errors"] = self.errors
        return out


def form_error(path: str, code: str, message: str) -> DiscordError:
    """50035 Invalid Form Body with Discord's nested ``errors`` layout for ``path`` (a.b[0].c)."""
    errors: dict[str, Any] = {"_errors": [{"code": code, "message": message}]}
    for part in reversed(re.findall(r"[^.\[\]]+", path)):
        errors = {part: errors}
    return DiscordError(400, 50035, f"Invalid Form Body ({path}: {message})", errors)


def _max_len(value: Any, limit: int, path: str, *, required: bool = False) -> None:
    if value is None:
        if required:
            raise form_error(path, "BASE_TYPE_REQUIRED", "This field is required")
        return
    if not isinstance(value, str):
        raise form_error(path, "BASE_TYPE_STRING", "Must be a string.")
    if required and not value:
        raise form_error(path, "BASE_TYPE_BAD_LENGTH", f"Must be between 1 and {limit} in length.")
    if len(value) > limit:
        raise form_error(path, "BASE_TYPE_MAX_LENGTH", f"Must be {limit} or fewer in length.")


def _trimmed(value: Any) -> Any:
    """Embed limits are measured without leading/trailing whitespace (message.mdx "Embed Limits")."""
    return value.strip() if isinstance(value, str) else value


def embed_text_length(embed: dict[str, Any]) -> int:
    def n(v: Any) -> int:
        return len(_trimmed(v) or "")

    total = n(embed.get("title")) + n(embed.get("description"))
    total += n((embed.get("footer") or {}).get("text")) + n((embed.get("author") or {}).get("name"))
    for f in embed.get("fields") or []:
        total += n(f.get("name")) + n(f.get("value"))
    return total


def check_embeds(embeds: list[dict[str, Any]]) -> None:
    """message.mdx "Embed Limits" (lengths measured after trimming whitespace)."""
    if len(embeds) > 10:
        raise form_error("embeds", "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.")
    total = 0
    for i, e in enumerate(embeds):
        p = f"embeds[{i}]"
        _max_len(_trimmed(e.get("title")), 256, f"{p}.title")
        _max_len(_trimmed(e.get("description")), 4096, f"{p}.description")
        _max_len(_trimmed((e.get("author") or {}).get("name")), 256, f"{p}.author.name")
        _max_len(_trimmed((e.get("footer") or {}).get("text")), 2048, f"{p}.footer.text")
        fields = e.get("fields") or []
        if len(fields) > 25:
            raise form_error(f"{p}.fields", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        for j, f in enumerate(fields):
            _max_len(_trimmed(f.get("name")), 256, f"{p}.fields[{j}].name", required=True)
            _max_len(_trimmed(f.get("value")), 1024, f"{p}.fields[{j}].value", required=True)
        colour = e.get("color")
        if colour is not None and not (isinstance(colour, int) and 0 <= colour <= 0xFFFFFF):
            raise form_error(f"{p}.color", "NUMBER_TYPE_MAX", "int value should be <= 16777215.")
        total += embed_text_length(e)
    if total > 6000:
        raise form_error("embeds", "MAX_EMBED_SIZE_EXCEEDED", "Embed size exceeds maximum size of 6000")


SELECT_TYPES = {3, 5, 6, 7, 8}
SNOWFLAKE_RE = re.compile(r"^\d{1,20}$")


def is_unicode_emoji(name: str) -> bool:
    """A single fully-qualified Unicode emoji, per the ``emoji`` package's copy of Unicode's
    emoji-test data (U+1F0A0 PLAYING CARD BACK is a plain symbol, not an emoji: rejected;
    U+1F0CF PLAYING CARD BLACK JOKER is: accepted)."""
    data = emoji_data.EMOJI_DATA.get(name)
    return data is not None and data.get("status") == FULLY_QUALIFIED


def check_component_emoji(e: Any, p: str) -> None:
    """components/reference.mdx: a button's / select option's ``emoji`` is a partial emoji
    (``id``, ``name``, ``animated``): a custom emoji by ``id``, or a Unicode emoji by ``name``.
    Discord answers 50035 with ``BUTTON_COMPONENT_INVALID_EMOJI`` "Invalid emoji" at
    ``...emoji.name`` for both buttons and select options (the docs do not list the code; it is
    what the API returns, see discord-api-docs issue #8071). ``{}`` is invalid too. The emoji
    list is Unicode's fully-qualified set (the ``emoji`` package); Discord's own list may accept
    a few more spellings, we are strict so the bot never depends on them."""
    if not isinstance(e, dict):
        raise form_error(f"{p}.emoji", "MODEL_TYPE_CONVERT", "Only dictionaries may be used in a ModelType")
    eid = e.get("id")
    if eid is not None:
        if not SNOWFLAKE_RE.match(str(eid)):
            raise form_error(f"{p}.emoji.id", "NUMBER_TYPE_COERCE", f"Value \"{eid}\" is not snowflake.")
        return
    name = e.get("name")
    if not isinstance(name, str) or not is_unicode_emoji(name):
        raise form_error(f"{p}.emoji.name", "BUTTON_COMPONENT_INVALID_EMOJI", "Invalid emoji")


def _check_button(b: dict[str, Any], p: str) -> None:
    style = b.get("style")
    if style not in (1, 2, 3, 4, 5, 6):
        raise form_error(f"{p}.style", "BASE_TYPE_CHOICES", f"Value must be one of (1..6), got {style}.")
    _max_len(b.get("label"), 80, f"{p}.label")
    if "emoji" in b and b["emoji"] is not None:
        check_component_emoji(b["emoji"], p)
    if style == 5:
        _max_len(b.get("url"), 512, f"{p}.url")
        if not b.get("url") or b.get("custom_id"):
            raise form_error(p, "BUTTON_COMPONENT_URL_REQUIRED", "Link buttons need a url and no custom_id")
    elif style != 6:
        _max_len(b.get("custom_id"), 100, f"{p}.custom_id", required=True)
    if not b.get("label") and not b.get("emoji") and style != 6:
        raise form_error(p, "BUTTON_COMPONENT_LABEL_OR_EMOJI_REQUIRED", "A label or emoji is required")


def _check_select(s: dict[str, Any], p: str) -> None:
    _max_len(s.get("custom_id"), 100, f"{p}.custom_id", required=True)
    _max_len(s.get("placeholder"), 150, f"{p}.placeholder")
    lo, hi = s.get("min_values", 1), s.get("max_values", 1)
    if not (0 <= lo <= 25) or not (1 <= hi <= 25) or lo > hi:
        raise form_error(f"{p}.max_values", "SELECT_COMPONENT_VALUES_INVALID", f"min_values={lo} max_values={hi}")
    if s["type"] != 3:
        return
    options = s.get("options") or []
    if not 1 <= len(options) <= 25:
        raise form_error(f"{p}.options", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 25 in length.")
    if hi > len(options):
        raise form_error(f"{p}.max_values", "SELECT_COMPONENT_MAX_VALUES_TOO_HIGH", "max_values exceeds options")
    seen: set[str] = set()
    for k, o in enumerate(options):
        _max_len(o.get("label"), 100, f"{p}.options[{k}].label", required=True)
        _max_len(o.get("value"), 100, f"{p}.options[{k}].value", required=True)
        _max_len(o.get("description"), 100, f"{p}.options[{k}].description")
        if "emoji" in o and o["emoji"] is not None:
            check_component_emoji(o["emoji"], f"{p}.options[{k}]")
        if o["value"] in seen:
            raise form_error(f"{p}.options[{k}].value", "SELECT_COMPONENT_OPTION_VALUE_DUPLICATED", "Duplicate option value")
        seen.add(o["value"])


def check_unique_button_labels(components: list[dict[str, Any]]) -> None:
    """PROJECT POLICY, NOT A DISCORD RULE: Discord accepts two buttons with the same label on
    one message (components/reference.mdx documents no such limit). Saloon never wants to show
    two identical-looking buttons, so the fake refuses them with a 50035 whose code says it is
    ours. Turn off with ``fake.unique_button_labels = False`` to model Discord exactly."""
    seen: dict[str, str] = {}
    for i, row in enumerate(components):
        for j, c in enumerate(row.get("components") or []):
            label = c.get("label")
            if c.get("type") != 2 or not label:
                continue
            if label in seen:
                raise form_error(f"components[{i}].components[{j}].label",
                                 "FAKEDISCORD_POLICY_DUPLICATE_BUTTON_LABEL",
                                 f"Button label {label!r} is already used by {seen[label]} "
                                 "(Saloon policy, not a Discord rule)")
            seen[label] = f"components[{i}].components[{j}]"


def check_components(components: list[dict[str, Any]], flags: int = 0) -> None:
    """Classic (non-v2) components: ≤ 5 action rows; ≤ 5 buttons or exactly one select per row."""
    if flags & IS_COMPONENTS_V2:
        raise DiscordError(400, 50035, "fakediscord: components v2 (LayoutView) is not modelled")
    if len(components) > 5:
        raise form_error("components", "BASE_TYPE_MAX_LENGTH", "Must be 5 or fewer in length.")
    custom_ids: set[str] = set()
    for i, row in enumerate(components):
        p = f"components[{i}]"
        if row.get("type") != 1:
            raise form_error(f"{p}.type", "UNION_TYPE_CHOICES", "Top-level components must be action rows")
        children = row.get("components") or []
        if not 1 <= len(children) <= 5:
            raise form_error(f"{p}.components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length.")
        kinds = {c.get("type") for c in children}
        if kinds & SELECT_TYPES and len(children) > 1:
            raise form_error(f"{p}.components", "COMPONENT_LAYOUT_WIDTH_EXCEEDED", "A select takes a whole row")
        for j, c in enumerate(children):
            q = f"{p}.components[{j}]"
            if c.get("type") == 2:
                _check_button(c, q)
            elif c.get("type") in SELECT_TYPES:
                _check_select(c, q)
            else:
                raise form_error(f"{q}.type", "UNION_TYPE_CHOICES", f"Unsupported component type {c.get('type')}")
            cid = c.get("custom_id")
            if cid is not None:
                if cid in custom_ids:
                    raise form_error(f"{q}.custom_id", "COMPONENT_CUSTOM_ID_DUPLICATED", "Component custom id cannot be duplicated")
                custom_ids.add(cid)


def check_allowed_mentions(am: dict[str, Any] | None) -> None:
    if not am:
        return
    parse = am.get("parse") or []
    for kind in parse:
        if kind not in ("users", "roles", "everyone"):
            raise form_error("allowed_mentions.parse", "BASE_TYPE_CHOICES", f"bad parse value {kind!r}")
    for kind in ("users", "roles"):
        ids = am.get(kind) or []
        if ids and kind in parse:
            raise form_error("allowed_mentions", "ALLOWED_MENTIONS_PARSE_EXCLUSIVE", f"parse:[{kind}] and {kind}: [ids] are mutually exclusive")
        if len(ids) > 100:
            raise form_error(f"allowed_mentions.{kind}", "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer in length.")


def check_message(msg: dict[str, Any], *, unique_button_labels: bool = True) -> None:
    """The resulting message (after create or edit) must be valid and not empty."""
    content = msg.get("content") or ""
    if len(content) > 2000:
        raise form_error("content", "BASE_TYPE_MAX_LENGTH", "Must be 2000 or fewer in length.")
    check_embeds(msg.get("embeds") or [])
    check_components(msg.get("components") or [], msg.get("flags") or 0)
    if unique_button_labels:
        check_unique_button_labels(msg.get("components") or [])
    if len(msg.get("attachments") or []) > 10:
        raise form_error("attachments", "BASE_TYPE_MAX_LENGTH", "Must be 10 or fewer in length.")
    for i, a in enumerate(msg.get("attachments") or []):
        _max_len(a.get("description"), 1024, f"attachments[{i}].description")
    if not (content or msg.get("embeds") or msg.get("attachments") or msg.get("components")
            or msg.get("sticker_items") or msg.get("poll")):
        raise DiscordError(400, 50006, "Cannot send an empty message")


# The message flags a request may set, as each endpoint documents them:
# message.mdx "Create Message" (SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS, IS_VOICE_MESSAGE,
# IS_COMPONENTS_V2); receiving-and-responding.mdx "Messages" (an interaction response adds
# EPHEMERAL; a DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE takes EPHEMERAL only) and "Create Followup
# Message" (webhook.mdx "Execute Webhook" plus EPHEMERAL); webhook.mdx "Edit Webhook Message"
# (SUPPRESS_EMBEDS and IS_COMPONENTS_V2). Editing through the channel API is different:
# message.mdx "Edit Message" says unsupported flag changes are ignored without error.
CREATE_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_VOICE_MESSAGE | IS_COMPONENTS_V2
RESPONSE_FLAGS = CREATE_FLAGS | EPHEMERAL
DEFERRED_FLAGS = EPHEMERAL
FOLLOWUP_FLAGS = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | IS_COMPONENTS_V2 | EPHEMERAL
EDIT_FLAGS = SUPPRESS_EMBEDS | IS_COMPONENTS_V2


def check_flags(flags: Any, allowed: int, path: str = "flags") -> None:
    """``flags`` of a request: an integer bitfield with no bit outside ``allowed`` (the docs list
    which flags "can be set" and name no error for others; we answer 50035 like any invalid
    form field, rather than dropping the bits silently)."""
    if flags is None:
        return
    if isinstance(flags, bool) or not isinstance(flags, int) or flags < 0:
        raise form_error(path, "NUMBER_TYPE_COERCE", f"Value \"{flags}\" is not int.")
    if extra := flags & ~allowed:
        raise form_error(path, "MESSAGE_FLAGS_INVALID",
                         f"Flags {extra:#x} cannot be set here (allowed: {allowed:#x})")


def check_nonce(nonce: Any) -> None:
    """message.mdx "Create Message": ``nonce`` is an integer or a string of up to 25 characters."""
    if nonce is None or (isinstance(nonce, int) and not isinstance(nonce, bool)):
        return
    if not isinstance(nonce, str) or len(nonce) > 25:
        raise form_error("nonce", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")


def _check_text_input(t: dict[str, Any], p: str, *, in_label: bool) -> None:
    """components/reference.mdx "Text Input"."""
    _max_len(t.get("custom_id"), 100, f"{p}.custom_id", required=True)
    if t.get("style") not in (1, 2):
        raise form_error(f"{p}.style", "BASE_TYPE_CHOICES", "Value must be one of (1, 2).")
    # the deprecated ``label`` on a text input in an action row: required, max 45
    _max_len(t.get("label"), 45, f"{p}.label", required=not in_label)
    _max_len(t.get("placeholder"), 100, f"{p}.placeholder")
    _max_len(t.get("value"), 4000, f"{p}.value")
    lo, hi = t.get("min_length"), t.get("max_length")
    if lo is not None and not 0 <= lo <= 4000:
        raise form_error(f"{p}.min_length", "NUMBER_TYPE_MAX", "min_length must be 0..4000")
    if hi is not None and not 1 <= hi <= 4000:
        raise form_error(f"{p}.max_length", "NUMBER_TYPE_MAX", "max_length must be 1..4000")
    if lo is not None and hi is not None and lo > hi:
        raise form_error(f"{p}.min_length", "TEXT_INPUT_LENGTH_INVALID", "min_length > max_length")


def check_modal(data: dict[str, Any]) -> None:
    """A type-9 MODAL response (receiving-and-responding.mdx "Modal"): custom_id 1-100, title
    1-45, 1-5 components, each a Label (18: label ≤ 45, description ≤ 100, one text input or
    select) or a (deprecated) action row holding one text input."""
    _max_len(data.get("custom_id"), 100, "data.custom_id", required=True)
    _max_len(data.get("title"), 45, "data.title", required=True)
    comps = data.get("components") or []
    if not 1 <= len(comps) <= 5:
        raise form_error("data.components", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 5 in length.")
    for i, c in enumerate(comps):
        p = f"data.components[{i}]"
        if c.get("type") == 18:
            _max_len(c.get("label"), 45, f"{p}.label", required=True)
            _max_len(c.get("description"), 100, f"{p}.description")
            child = c.get("component") or {}
            if child.get("type") == 4:
                _check_text_input(child, f"{p}.component", in_label=True)
            elif child.get("type") in SELECT_TYPES:
                _check_select(child, f"{p}.component")
            else:
                raise form_error(f"{p}.component.type", "UNION_TYPE_CHOICES", "Unsupported label child")
        elif c.get("type") == 1:
            children = c.get("components") or []
            if len(children) != 1 or children[0].get("type") != 4:
                raise form_error(f"{p}.components", "BASE_TYPE_BAD_LENGTH", "A modal action row holds one text input")
            _check_text_input(children[0], f"{p}.components[0]", in_label=False)
        else:
            raise form_error(f"{p}.type", "UNION_TYPE_CHOICES", f"Unsupported modal component {c.get('type')}")


def check_choices(choices: Any, option: dict[str, Any]) -> None:
    """An autocomplete (type 8) result for ``option``: at most 25 choices
    (receiving-and-responding.mdx "Autocomplete"), each a choice as application-commands.mdx
    "Application Command Option Choice Structure" defines it: name 1-100, localized names
    keyed by Discord locales with the same rule, a value of the option's type (a string up to
    100 characters)."""
    if not isinstance(choices, list) or len(choices) > 25:
        raise form_error("data.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    for i, c in enumerate(choices):
        _max_len(c.get("name"), 100, f"data.choices[{i}].name", required=True)
        _check_choice_localizations(c, f"data.choices[{i}]")
        value = c.get("value")
        if option["type"] == 3:
            _max_len(value, 100, f"data.choices[{i}].value", required=True)
        elif option["type"] == 4 and (not isinstance(value, int) or isinstance(value, bool)):
            raise form_error(f"data.choices[{i}].value", "NUMBER_TYPE_COERCE", f"{value!r} is not an int")
        elif option["type"] == 10 and not isinstance(value, int | float):
            raise form_error(f"data.choices[{i}].value", "NUMBER_TYPE_COERCE", f"{value!r} is not a number")


NAME_RE = re.compile(r"^[-_'\w]{1,32}$")


def _check_name(name: Any, path: str) -> None:
    if not isinstance(name, str) or not NAME_RE.match(name) or name != name.lower():
        raise form_error(f"{path}.name", "APPLICATION_COMMAND_INVALID_NAME", f"Invalid name {name!r}")


def _check_localizations(item: dict[str, Any], path: str) -> None:
    """application-commands.mdx "Localization": `name_localizations` and
    `description_localizations` map Discord locales to texts following the same rules as
    the field itself (names 1-32, lowercase, the name pattern; descriptions 1-100)."""
    for field, is_name in (("name_localizations", True), ("description_localizations", False)):
        for locale, text in (item.get(field) or {}).items():
            where = f"{path}.{field}.{locale}"
            if locale not in LOCALES:
                raise form_error(where, "LOCALE_INVALID", f"{locale!r} is not a valid locale")
            if is_name:
                _check_name(text, where)
            else:
                _max_len(text, 100, where, required=True)


def _check_choice_localizations(choice: dict[str, Any], path: str) -> None:
    """A choice's ``name_localizations``: keys are Discord locales (reference.mdx "Locales"),
    values follow the rule of ``name`` (1-100 characters)."""
    for locale, text in (choice.get("name_localizations") or {}).items():
        where = f"{path}.name_localizations.{locale}"
        if locale not in LOCALES:
            raise form_error(where, "LOCALE_INVALID", f"{locale!r} is not a valid locale")
        _max_len(text, 100, where, required=True)


# application-commands.mdx "Application Command Option Type" and "...Option Structure": which
# fields each option type may carry.
VALUED = (3, 4, 10)          # STRING, INTEGER, NUMBER: choices and autocomplete
SAFE_INTEGER = 2**53         # INTEGER: -2^53+1 .. 2^53-1; NUMBER: -2^53 .. 2^53


def _invalid(path: str, why: str) -> DiscordError:
    return form_error(path, "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID", why)


def _check_nesting(options: list[dict[str, Any]], path: str, parent: int) -> None:
    """application-commands.mdx "Subcommands and Subcommand Groups": a command holds
    subcommands and/or groups, or plain options; a group holds only subcommands; a subcommand
    holds only plain options ("That is the only kind of nesting supported")."""
    kinds = [o.get("type") for o in options]
    subs = [k in (1, 2) for k in kinds]
    if any(subs) and not all(subs):
        raise _invalid(f"{path}.options", "Subcommands cannot be mixed with options")
    if parent == 2 and any(k != 1 for k in kinds):
        raise _invalid(f"{path}.options", "A subcommand group holds only subcommands")
    if parent == 1 and any(subs):
        raise _invalid(f"{path}.options", "A subcommand cannot hold subcommands or groups")


def _check_bounds(o: dict[str, Any], q: str) -> None:
    """application-commands.mdx "Application Command Option Structure": ``min_length`` 0-6000
    and ``max_length`` 1-6000 for STRING only; ``min_value``/``max_value`` for INTEGER
    (integers) and NUMBER only, within the type's range; minimum never above maximum."""
    t = o.get("type")
    lengths = {k: o[k] for k in ("min_length", "max_length") if o.get(k) is not None}
    values = {k: o[k] for k in ("min_value", "max_value") if o.get(k) is not None}
    if lengths and t != 3:
        raise _invalid(q, "min_length/max_length are for STRING options")
    if values and t not in (4, 10):
        raise _invalid(q, "min_value/max_value are for INTEGER and NUMBER options")
    for key, low in (("min_length", 0), ("max_length", 1)):
        n = lengths.get(key)
        if n is not None and (not isinstance(n, int) or isinstance(n, bool)
                              or not low <= n <= 6000):
            raise form_error(f"{q}.{key}", "NUMBER_TYPE_MAX", f"Must be between {low} and 6000.")
    for key, n in values.items():
        bad = isinstance(n, bool) or not isinstance(n, int | float) or \
            (t == 4 and not isinstance(n, int)) or abs(n) > SAFE_INTEGER
        if bad:
            raise form_error(f"{q}.{key}", "NUMBER_TYPE_COERCE", f"{n!r} is not a valid bound")
    bounds = {**lengths, **values}
    for low, high in (("min_length", "max_length"), ("min_value", "max_value")):
        if low in bounds and high in bounds and bounds[low] > bounds[high]:
            raise form_error(f"{q}.{low}", "NUMBER_TYPE_MAX", f"{low} must not exceed {high}")


def _check_options(options: list[dict[str, Any]], path: str, parent: int = 0) -> None:
    """``parent``: 0 a command, 2 a subcommand group, 1 a subcommand."""
    if len(options) > 25:
        raise form_error(f"{path}.options", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
    names = [o.get("name") for o in options]
    if len(set(names)) != len(names):
        raise form_error(f"{path}.options", "APPLICATION_COMMAND_OPTIONS_NAME_ALREADY_EXISTS", "Duplicate option name")
    _check_nesting(options, path, parent)
    seen_optional = False
    for i, o in enumerate(options):
        q = f"{path}.options[{i}]"
        _check_name(o.get("name"), q)
        _max_len(o.get("description"), 100, f"{q}.description", required=True)
        _check_localizations(o, q)
        if o.get("type") in (1, 2):
            _check_options(o.get("options") or [], q, o["type"])
            continue
        if o.get("options"):
            raise _invalid(f"{q}.options", "Only subcommands and groups hold options")
        if o.get("required") and seen_optional:
            raise form_error(q, "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID", "Required options must be placed before non-required options")
        seen_optional = seen_optional or not o.get("required")
        _check_bounds(o, q)
        choices = o.get("choices") or []
        if choices and o.get("type") not in VALUED:
            raise _invalid(f"{q}.choices", "Only STRING, INTEGER and NUMBER options take choices")
        if o.get("autocomplete") and o.get("type") not in VALUED:
            raise _invalid(f"{q}.autocomplete",
                           "Only STRING, INTEGER and NUMBER options may autocomplete")
        if len(choices) > 25:
            raise form_error(f"{q}.choices", "BASE_TYPE_MAX_LENGTH", "Must be 25 or fewer in length.")
        for k, ch in enumerate(choices):  # application-commands.mdx "Option Choice Structure"
            _max_len(ch.get("name"), 100, f"{q}.choices[{k}].name", required=True)
            _check_choice_localizations(ch, f"{q}.choices[{k}]")
            if isinstance(ch.get("value"), str):
                _max_len(ch["value"], 100, f"{q}.choices[{k}].value", required=True)
        if choices and o.get("autocomplete"):
            raise form_error(q, "APPLICATION_COMMAND_OPTION_CHOICES_AUTOCOMPLETE", "choices and autocomplete are exclusive")


def _longest(item: dict[str, Any], field: str) -> int:
    """The length of a field counted towards a command's size: its longest localization,
    the default value included."""
    texts = [item.get(field) or "", *(item.get(f"{field}_localizations") or {}).values()]
    return max(len(t) for t in texts if isinstance(t, str))


def command_size(item: dict[str, Any]) -> int:
    """application-commands.mdx "Slash Commands": the combined name, description and value
    characters of a command, its options (subcommands and groups included) and choices,
    each field counted by its longest localization."""
    size = _longest(item, "name") + _longest(item, "description")
    if "value" in item:
        size += len(str(item["value"]))
    for child in [*(item.get("options") or []), *(item.get("choices") or [])]:
        size += command_size(child)
    return size


def check_command(cmd: dict[str, Any], path: str) -> None:
    """Registration rules for one application command (chat input, user or message command)."""
    if cmd.get("type", 1) == 1:
        _check_name(cmd.get("name"), path)
        _max_len(cmd.get("description"), 100, f"{path}.description", required=True)
        _check_localizations(cmd, path)
        _check_options(cmd.get("options") or [], path)
        if (size := command_size(cmd)) > 8000:
            raise form_error(path, "APPLICATION_COMMAND_TOO_LARGE",
                             f"Command exceeds maximum size (8000): {size}")
    elif not 1 <= len(cmd.get("name") or "") <= 32:
        raise form_error(f"{path}.name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 32 in length.")
