"""Driving Saloon through the fake like players would."""

from __future__ import annotations

from typing import Any

from tests.fakediscord import FakeDiscord


def table_messages(fake: FakeDiscord, channel: Any) -> list[dict[str, Any]]:
    """Public messages that carry a board image."""
    return [m for m in fake.messages_in(channel)
            if any(a.get("filename") == "board.png" for a in m.get("attachments", []))]


def latest_table(fake: FakeDiscord, channel: Any) -> dict[str, Any]:
    tables = table_messages(fake, channel)
    assert tables, "no board was posted"
    return tables[-1]


def pinged_while_called(fake: FakeDiscord, channel: Any, user_id: str) -> bool:
    """The user was pinged by the table message that called them: the newest run of table
    messages naming them (a call that still stands is not pinged again) includes a ping."""
    for message in reversed(table_messages(fake, channel)):
        if f"<@{user_id}>" not in fake.text_of(message):
            return False
        if user_id in fake.mentions_in(message):
            return True
    return False


def action_ids(fake: FakeDiscord, message: dict[str, Any]) -> list[tuple[str, str]]:
    """(custom_id, label) of the action buttons on a message."""
    return [(cid, label or "") for cid, label, _ in fake.buttons(message)
            if cid and cid.startswith("s:a:")]


def select_options(fake: FakeDiscord, message: dict[str, Any]) -> list[tuple[str, str, str]]:
    """(custom_id, value, label) of every option in the action menus of a message."""
    out = []
    for sel in fake.selects(message):
        for opt in sel.get("options", []):
            out.append((sel["custom_id"], opt["value"], opt["label"]))
    return out


def hand_button(fake: FakeDiscord, message: dict[str, Any]) -> str:
    return next(cid for cid, _, _ in fake.buttons(message) if cid and cid.startswith("s:h:"))
