"""The fake's world: users, guilds, roles, channels, threads, DMs, and the read-only test queries."""

from __future__ import annotations

import base64
import re
from typing import Any

from . import payloads as P
from .payloads import EPHEMERAL, LOCALES

Ref = dict[str, Any] | str | int


def sid(x: Ref | Any) -> str:
    """The snowflake (string form) of a payload dict, a discord.py object, or an id."""
    if isinstance(x, dict):
        return str(x["id"])
    return str(getattr(x, "id", x))


class World:
    """State shared by every part of :class:`FakeDiscord`."""

    def _init_world(self) -> None:
        self.owner_user = P.user("App Owner")
        self.bot_user = P.user("Saloon Bot", bot=True)
        self.application_id: str = self.bot_user["id"]
        self.token = (base64.b64encode(self.application_id.encode()).decode().rstrip("=")
                      + ".fake.discord-token")
        self.users: dict[str, dict[str, Any]] = {u["id"]: u for u in (self.owner_user, self.bot_user)}
        self.guilds: dict[str, dict[str, Any]] = {}
        self._members: dict[str, dict[str, dict[str, Any]]] = {}   # guild -> user -> member
        self.channels: dict[str, dict[str, Any]] = {}             # text channels, threads, DMs
        self._dm_of: dict[str, str] = {}                             # user id -> DM channel id
        self.closed_dms: set[str] = set()
        self.messages: dict[str, dict[str, Any]] = {}
        self._by_channel: dict[str, list[str]] = {}
        self._meta: dict[str, dict[str, Any]] = {}                   # message id -> fake-only facts
        self.attachments: dict[str, bytes] = {}
        self.message_log: list[dict[str, Any]] = []
        self.pins: dict[str, list[str]] = {}
        self.client_locales: dict[str, str] = {}                     # user id -> client locale

    # ---- world building -------------------------------------------------------------------
    def add_guild(self, name: str = "Test Guild") -> dict[str, Any]:
        gid = P.snowflake()
        g = P.guild(gid, name, self.owner_user["id"])
        g["roles"] = [P.role(gid, "@everyone", P.EVERYONE_PERMISSIONS, rid=gid)]
        bot_role = P.role(gid, self.bot_user["global_name"], P.BOT_PERMISSIONS, position=1, managed=True)
        g["roles"].append(bot_role)
        self.guilds[gid] = g
        self._members[gid] = {}
        self._add_member(gid, self.owner_user)
        self._add_member(gid, self.bot_user, [bot_role["id"]])
        if getattr(self, "_sessions", None):
            self._dispatch_guild_create(gid)
        return g

    def add_role(self, guild: Ref, name: str, permissions: int = 0) -> dict[str, Any]:
        g = self.guilds[sid(guild)]
        r = P.role(g["id"], name, permissions, position=len(g["roles"]))
        g["roles"].append(r)
        self.dispatch("GUILD_ROLE_CREATE", {"guild_id": g["id"], "role": r}, intent=1 << 0)
        return r

    def add_channel(self, guild: Ref, name: str, channel_type: int = 0) -> dict[str, Any]:
        """A guild channel: text (0) by default; also voice (2), category (4), announcement (5),
        forum (15), media (16)."""
        gid = sid(guild)
        position = sum(1 for c in self.channels.values() if c.get("guild_id") == gid
                       and c["type"] == channel_type)
        ch = P.text_channel(gid, name, position, channel_type)
        self.channels[ch["id"]] = ch
        self.dispatch("CHANNEL_CREATE", ch, intent=1 << 0)
        return ch

    def add_user(self, name: str, guild: Ref | None = None, *, manage_guild: bool = False,
                 roles: tuple[Ref, ...] = ()) -> dict[str, Any]:
        u = P.user(name)
        self.users[u["id"]] = u
        if guild is not None:
            self.add_member(guild, u, manage_guild=manage_guild, roles=roles)
        return u

    def set_client_locale(self, user: Ref, locale: str) -> None:
        """The language of the user's Discord client, sent as `locale` with each of their
        interactions (reference.mdx "Locales": only those ids exist)."""
        if locale not in LOCALES:
            raise ValueError(f"{locale!r} is not a Discord locale")
        self.client_locales[sid(user)] = locale

    def set_guild_locale(self, guild: Ref, locale: str) -> None:
        """A community server's preferred locale (`guild_locale` of its interactions)."""
        if locale not in LOCALES:
            raise ValueError(f"{locale!r} is not a Discord locale")
        self.guilds[sid(guild)]["preferred_locale"] = locale

    def add_member(self, guild: Ref, user: Ref, *, manage_guild: bool = False,
                   roles: tuple[Ref, ...] = ()) -> dict[str, Any]:
        gid = sid(guild)
        role_ids = [sid(r) for r in roles]
        if manage_guild:
            g = self.guilds[gid]
            mgr = next((r for r in g["roles"] if r["name"] == "Managers"), None)
            mgr = mgr or self.add_role(gid, "Managers", P.MANAGE_GUILD)
            role_ids.append(mgr["id"])
        m = self._add_member(gid, self.users[sid(user)], role_ids)
        self.dispatch("GUILD_MEMBER_ADD", {**m, "guild_id": gid}, intent=1 << 1)
        return m

    def _add_member(self, gid: str, u: dict[str, Any], roles: list[str] | None = None) -> dict[str, Any]:
        m = P.member(u, roles)
        self._members[gid][u["id"]] = m
        return m

    def close_dms(self, user: Ref) -> None:
        """From now on, DMs from the bot to ``user`` fail with 403 / 50007."""
        self.closed_dms.add(sid(user))

    def open_dms(self, user: Ref) -> None:
        self.closed_dms.discard(sid(user))

    def dm_channel(self, user: Ref) -> dict[str, Any]:
        """The DM channel between the bot and ``user`` (created on first use)."""
        uid = sid(user)
        if uid not in self._dm_of:
            ch = P.dm_channel(self.users[uid])
            self.channels[ch["id"]] = ch
            self._dm_of[uid] = ch["id"]
        return self.channels[self._dm_of[uid]]

    # ---- derived facts ----------------------------------------------------------------------
    def member_of(self, guild: Ref, user: Ref) -> dict[str, Any] | None:
        return self._members.get(sid(guild), {}).get(sid(user))

    def permissions_of(self, guild: Ref, user: Ref) -> int:
        g = self.guilds[sid(guild)]
        if sid(user) == g["owner_id"]:
            return P.ALL_PERMISSIONS
        m = self.member_of(g, user)
        roles = {r["id"]: r for r in g["roles"]}
        perms = int(roles[g["id"]]["permissions"])
        for rid in (m or {}).get("roles", []):
            perms |= int(roles[rid]["permissions"]) if rid in roles else 0
        return P.ALL_PERMISSIONS if perms & P.ADMINISTRATOR else perms

    def guild_id_of(self, channel: Ref) -> str | None:
        return self.channels[sid(channel)].get("guild_id")

    def guild_create_payload(self, gid: str, intents: int) -> dict[str, Any]:
        g = self.guilds[gid]
        members = list(self._members[gid].values())
        if not intents & (1 << 1):  # without GUILD_MEMBERS only the bot itself is sent
            members = [m for m in members if m["user"]["id"] == self.bot_user["id"]]
        chans = [c for c in self.channels.values() if c.get("guild_id") == gid]
        return {
            **g, "channels": [c for c in chans if c["type"] not in (10, 11, 12)],
            "threads": [c for c in chans if c["type"] in (10, 11, 12)
                        and not c["thread_metadata"]["archived"]],
            "members": members, "member_count": len(self._members[gid]),
        }

    # ---- test queries --------------------------------------------------------------------
    @property
    def threads(self) -> list[dict[str, Any]]:
        return [c for c in self.channels.values() if c["type"] in (10, 11, 12)]

    def message(self, message_id: Ref) -> dict[str, Any]:
        return self.messages[sid(message_id)]

    def is_ephemeral(self, message: Ref) -> bool:
        return bool(self.message(message)["flags"] & EPHEMERAL)

    def messages_in(self, channel: Ref, *, include_ephemeral: bool = False) -> list[dict[str, Any]]:
        """Messages currently in ``channel`` (oldest first); ephemeral ones only on request."""
        out = [self.messages[m] for m in self._by_channel.get(sid(channel), []) if m in self.messages]
        return out if include_ephemeral else [m for m in out if not m["flags"] & EPHEMERAL]

    def last_message(self, channel: Ref, *, include_ephemeral: bool = False) -> dict[str, Any] | None:
        msgs = self.messages_in(channel, include_ephemeral=include_ephemeral)
        return msgs[-1] if msgs else None

    def dms_to(self, user: Ref) -> list[dict[str, Any]]:
        """Messages the bot delivered to ``user``'s DMs (oldest first)."""
        cid = self._dm_of.get(sid(user))
        return [] if cid is None else [m for m in self.messages_in(cid)
                                       if m["author"]["id"] == self.bot_user["id"]]

    def attachment_bytes(self, attachment: Ref) -> bytes:
        return self.attachments[sid(attachment)]

    def mentions_in(self, message: Ref) -> list[str]:
        """User ids actually pinged when ``message`` was posted (after ``allowed_mentions``).

        Edits never ping; ephemeral messages and SUPPRESS_NOTIFICATIONS never ping. A deferred
        response pings when its content first appears (followup or edit of the "thinking" message).
        """
        return list(self._meta[sid(message)].get("pinged", []))

    @staticmethod
    def _components(message: dict[str, Any]) -> list[dict[str, Any]]:
        return [c for row in message.get("components") or [] for c in row.get("components") or []]

    def buttons(self, message: Ref) -> list[tuple[str | None, str | None, bool]]:
        msg = self.message(message)
        return [(c.get("custom_id"), c.get("label"), bool(c.get("disabled")))
                for c in self._components(msg) if c["type"] == 2]

    def selects(self, message: Ref) -> list[dict[str, Any]]:
        """Select menus on ``message`` (Discord's component dicts: custom_id, options, ...)."""
        msg = self.message(message)
        return [c for c in self._components(msg) if c["type"] in (3, 5, 6, 7, 8)]

    @staticmethod
    def text_of(message: dict[str, Any]) -> str:
        """Content plus embed title/description/fields/footer/author, newline-joined."""
        parts = [message.get("content") or ""]
        for e in message.get("embeds") or []:
            parts += [(e.get("author") or {}).get("name") or "", e.get("title") or "",
                      e.get("description") or ""]
            for f in e.get("fields") or []:
                parts += [f.get("name") or "", f.get("value") or ""]
            parts.append((e.get("footer") or {}).get("text") or "")
        return "\n".join(p for p in parts if p)

    def _pinged_users(self, msg: dict[str, Any], allowed: dict[str, Any] | None) -> list[str]:
        """Users pinged by ``msg``'s content under ``allowed_mentions`` (Discord's parse rules)."""
        content = msg.get("content") or ""
        parse = ["users", "roles", "everyone"] if allowed is None else allowed.get("parse") or []
        allowed_users = [] if allowed is None else [str(u) for u in allowed.get("users") or []]
        allowed_roles = [] if allowed is None else [str(r) for r in allowed.get("roles") or []]
        gid = self.channels.get(msg["channel_id"], {}).get("guild_id")
        members = self._members.get(gid or "", {})
        out: list[str] = []
        for uid in re.findall(r"<@!?(\d+)>", content):
            if uid in self.users and ("users" in parse or uid in allowed_users):
                out.append(uid)
        for rid in re.findall(r"<@&(\d+)>", content):
            if "roles" in parse or rid in allowed_roles:
                out += [u for u, m in members.items() if rid in m["roles"]]
        if "everyone" in parse and re.search(r"@(everyone|here)\b", content):
            out += list(members)
        author = msg["author"]["id"]
        return [u for i, u in enumerate(out) if u != author and u not in out[:i]]
