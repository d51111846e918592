"""Snowflakes and Discord-shaped payload builders (API v10, as discord.py 2.7.1 parses them)."""

from __future__ import annotations

import datetime as dt
import itertools
import struct
import time
import zlib
from typing import Any

DISCORD_EPOCH_MS = 1420070400000

# Permission bits (discord-api-docs developers/topics/permissions.mdx, "Bitwise Permission Flags")
CREATE_INSTANT_INVITE = 1 << 0
ADMINISTRATOR = 1 << 3
MANAGE_CHANNELS = 1 << 4
MANAGE_GUILD = 1 << 5
ADD_REACTIONS = 1 << 6
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
SEND_TTS_MESSAGES = 1 << 12
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
MENTION_EVERYONE = 1 << 17
USE_EXTERNAL_EMOJIS = 1 << 18
CHANGE_NICKNAME = 1 << 26
USE_APPLICATION_COMMANDS = 1 << 31
MANAGE_THREADS = 1 << 34
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38
PIN_MESSAGES = 1 << 51
BYPASS_SLOWMODE = 1 << 52

EVERYONE_PERMISSIONS = (
    CREATE_INSTANT_INVITE | ADD_REACTIONS | VIEW_CHANNEL | SEND_MESSAGES | EMBED_LINKS
    | ATTACH_FILES | READ_MESSAGE_HISTORY | USE_EXTERNAL_EMOJIS | CHANGE_NICKNAME
    | USE_APPLICATION_COMMANDS | CREATE_PUBLIC_THREADS | CREATE_PRIVATE_THREADS
    | SEND_MESSAGES_IN_THREADS
)
# The bot's managed role: everything Saloon needs, but not MANAGE_THREADS (so locked threads bite).
BOT_PERMISSIONS = (EVERYONE_PERMISSIONS | MANAGE_MESSAGES | MANAGE_CHANNELS | MENTION_EVERYONE
                   | PIN_MESSAGES)
ALL_PERMISSIONS = (1 << 53) - 1

# Message flags
SUPPRESS_EMBEDS = 1 << 2
EPHEMERAL = 1 << 6
LOADING = 1 << 7
SUPPRESS_NOTIFICATIONS = 1 << 12
IS_VOICE_MESSAGE = 1 << 13
IS_COMPONENTS_V2 = 1 << 15

_counter = itertools.count()


def snowflake() -> str:
    """A fresh, strictly increasing snowflake (as Discord sends it: a string)."""
    ms = int(time.time() * 1000) - DISCORD_EPOCH_MS
    return str((ms << 22) | (next(_counter) & 0x3FFFFF))


def now_iso() -> str:
    return dt.datetime.now(dt.UTC).isoformat()


def iso(ts: float) -> str:
    """An ISO 8601 timestamp for ``ts`` (seconds since the epoch, e.g. the fake's test clock)."""
    return dt.datetime.fromtimestamp(ts, dt.UTC).isoformat()


def tiny_png(rgb: tuple[int, int, int] = (88, 101, 242), size: int = 16) -> bytes:
    """A valid solid-colour PNG (used for avatars and icons served by the fake CDN)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    raw = b"".join(b"\x00" + bytes(rgb) * size for _ in range(size))
    ihdr = struct.pack(">IIBBBBB", size, size, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", zlib.compress(raw))
            + chunk(b"IEND", b""))


def png_size(data: bytes) -> tuple[int, int] | None:
    """An image attachment's width and height, as Discord reports them: PNG, and GIF (an
    animated GIF plays inline; its logical screen size is in its header)."""
    if data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) >= 24:
        return struct.unpack(">II", data[16:24])
    if data[:6] in (b"GIF87a", b"GIF89a") and len(data) >= 10:
        return struct.unpack("<HH", data[6:10])
    return None


def user(name: str, *, bot: bool = False, uid: str | None = None) -> dict[str, Any]:
    return {
        "id": uid or snowflake(), "username": name.lower().replace(" ", "_")[:32],
        "global_name": name, "discriminator": "0", "avatar": None, "bot": bot,
        "system": False, "public_flags": 0, "flags": 0, "banner": None, "accent_color": None,
        "avatar_decoration_data": None,
    }


def member(u: dict[str, Any], roles: list[str] | None = None) -> dict[str, Any]:
    return {
        "user": u, "roles": list(roles or []), "joined_at": now_iso(), "deaf": False,
        "mute": False, "flags": 0, "nick": None, "avatar": None, "pending": False,
        "premium_since": None, "communication_disabled_until": None,
    }


def role(guild_id: str, name: str, permissions: int, *, rid: str | None = None,
         position: int = 0, managed: bool = False) -> dict[str, Any]:
    return {
        "id": rid or snowflake(), "name": name, "permissions": str(permissions),
        "position": position, "color": 0, "colors": {"primary_color": 0}, "hoist": False,
        "icon": None, "unicode_emoji": None, "managed": managed, "mentionable": False,
        "flags": 0,
    }


def text_channel(guild_id: str, name: str, position: int, channel_type: int = 0) -> dict[str, Any]:
    ch: dict[str, Any] = {
        "id": snowflake(), "type": channel_type, "guild_id": guild_id, "name": name,
        "position": position,
        "permission_overwrites": [], "nsfw": False, "parent_id": None, "topic": None,
        "last_message_id": None, "rate_limit_per_user": 0, "flags": 0,
    }
    if channel_type in (2, 13):
        # channel.mdx "Example Guild Voice Channel": voice and stage channels carry `bitrate`
        # and `user_limit` (discord.py's VoiceChannel/StageChannel read both) and `rtc_region`.
        ch.update(bitrate=64000, user_limit=0, rtc_region=None)
    return ch


def thread_channel(parent: dict[str, Any], name: str, owner_id: str, *, tid: str | None = None,
                   private: bool = False, auto_archive: int = 1440,
                   created: str | None = None) -> dict[str, Any]:
    created = created or now_iso()
    kind = 12 if private else 10 if parent["type"] == 5 else 11
    return {
        "id": tid or snowflake(), "type": kind, "guild_id": parent["guild_id"],
        "parent_id": parent["id"], "owner_id": owner_id, "name": name, "last_message_id": None,
        "rate_limit_per_user": 0, "message_count": 0, "member_count": 1,
        "total_message_sent": 0, "flags": 0,
        "thread_metadata": {
            "archived": False, "auto_archive_duration": auto_archive,
            "archive_timestamp": created, "locked": False, "invitable": not private,
            "create_timestamp": created,
        },
    }


def thread_member(thread_id: str, user_id: str) -> dict[str, Any]:
    return {"id": thread_id, "user_id": user_id, "join_timestamp": now_iso(), "flags": 0}


def dm_channel(recipient: dict[str, Any]) -> dict[str, Any]:
    return {"id": snowflake(), "type": 1, "recipients": [recipient], "last_message_id": None,
            "flags": 0}


def guild(gid: str, name: str, owner_id: str) -> dict[str, Any]:
    """Static guild fields; roles/channels/members/threads are filled in by the world."""
    return {
        "id": gid, "name": name, "icon": None, "splash": None, "discovery_splash": None,
        "owner_id": owner_id, "afk_channel_id": None, "afk_timeout": 300,
        "verification_level": 0, "default_message_notifications": 1,
        "explicit_content_filter": 0, "emojis": [], "stickers": [], "features": [],
        "mfa_level": 0, "system_channel_id": None, "system_channel_flags": 0,
        "rules_channel_id": None, "vanity_url_code": None, "description": None, "banner": None,
        "premium_tier": 0, "premium_subscription_count": 0, "preferred_locale": "en-US",
        "public_updates_channel_id": None, "nsfw_level": 0, "premium_progress_bar_enabled": False,
        "large": False, "unavailable": False, "joined_at": now_iso(),
        "voice_states": [], "presences": [], "stage_instances": [],
        "guild_scheduled_events": [], "soundboard_sounds": [],
    }


def app_info(bot_user: dict[str, Any], owner: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": bot_user["id"], "name": bot_user["global_name"], "icon": None,
        "description": "", "summary": "", "rpc_origins": [], "bot_public": True,
        "bot_require_code_grant": False, "owner": owner, "verify_key": "0" * 64, "team": None,
        "flags": 0, "interactions_endpoint_url": None, "redirect_uris": [], "tags": [],
        "approximate_guild_count": 1, "bot": bot_user,
    }


def message(channel_id: str, author: dict[str, Any], *, mtype: int = 0) -> dict[str, Any]:
    return {
        "id": snowflake(), "channel_id": channel_id, "author": author, "content": "",
        "timestamp": now_iso(), "edited_timestamp": None, "tts": False,
        "mention_everyone": False, "mentions": [], "mention_roles": [], "attachments": [],
        "embeds": [], "reactions": [], "pinned": False, "type": mtype, "flags": 0,
        "components": [],
    }


# reference.mdx "Locales": the locale ids Discord clients send.
LOCALES = frozenset({
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi",
    "th", "zh-CN", "ja", "zh-TW", "ko"})
