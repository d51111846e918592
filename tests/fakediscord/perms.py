"""Per-channel permissions: overwrites, the computed permissions of a member in a channel, and the
world API that grants or revokes the bot's permissions in one channel.

Computation follows discord-api-docs developers/topics/permissions.mdx ("Permission Overwrites"
pseudocode, "Implicit Permissions", "Inherited Permissions (Threads)").
"""

from __future__ import annotations

from typing import Any

from . import payloads as P
from .world import Ref, World, sid

THREAD_TYPES = (10, 11, 12)
MEMBER_OVERWRITE, ROLE_OVERWRITE = 1, 0
# Denying SEND_MESSAGES implicitly denies these (permissions.mdx, "Implicit Permissions").
NEEDS_SEND = P.MENTION_EVERYONE | P.SEND_TTS_MESSAGES | P.ATTACH_FILES | P.EMBED_LINKS
NAMES = ("CREATE_INSTANT_INVITE", "ADMINISTRATOR", "MANAGE_CHANNELS", "MANAGE_GUILD",
         "ADD_REACTIONS", "VIEW_CHANNEL", "SEND_MESSAGES", "SEND_TTS_MESSAGES", "MANAGE_MESSAGES",
         "EMBED_LINKS", "ATTACH_FILES", "READ_MESSAGE_HISTORY", "MENTION_EVERYONE",
         "USE_EXTERNAL_EMOJIS", "CHANGE_NICKNAME", "USE_APPLICATION_COMMANDS", "MANAGE_THREADS",
         "CREATE_PUBLIC_THREADS", "CREATE_PRIVATE_THREADS", "SEND_MESSAGES_IN_THREADS",
         "PIN_MESSAGES", "BYPASS_SLOWMODE")
PERMISSIONS: dict[str, int] = {name: getattr(P, name) for name in NAMES}


def perm_bits(*perms: str | int) -> int:
    """``"SEND_MESSAGES"`` / ``"send_messages"`` / an int bitfield -> one int bitfield."""
    out = 0
    for p in perms:
        if isinstance(p, int):
            out |= p
            continue
        if p.upper() not in PERMISSIONS:
            raise ValueError(f"unknown permission {p!r}; known: {sorted(PERMISSIONS)}")
        out |= PERMISSIONS[p.upper()]
    return out


class Permissions(World):
    # ---- computing ---------------------------------------------------------------------------
    def overwrite_parent(self, channel: Ref) -> dict[str, Any]:
        """The channel whose overwrites apply: threads inherit their parent's."""
        ch = self.channels[sid(channel)]
        if ch["type"] in THREAD_TYPES:
            return self.channels[ch["parent_id"]]
        return ch

    def channel_permissions(self, channel: Ref, user: Ref, *, implicit: bool = True) -> int:
        """``user``'s permissions in ``channel`` after overwrites (and, with ``implicit``, the
        implicit denials Discord applies when acting: no VIEW_CHANNEL -> nothing; no
        SEND_MESSAGES in a text channel -> no EMBED_LINKS/ATTACH_FILES/MENTION_EVERYONE/TTS).
        ``app_permissions``/``member.permissions`` in interactions are sent without the implicit
        part, as the docs say (receiving-and-responding.mdx; channel.mdx ``permissions``)."""
        ch = self.channels[sid(channel)]
        gid = ch.get("guild_id")
        if gid is None:  # DMs: no overwrites
            return P.BOT_PERMISSIONS if sid(user) == self.bot_user["id"] else P.EVERYONE_PERMISSIONS
        base = self.permissions_of(gid, user)
        if base & P.ADMINISTRATOR or base == P.ALL_PERMISSIONS:
            return P.ALL_PERMISSIONS
        perms = base
        over = {o["id"]: o for o in self.overwrite_parent(ch).get("permission_overwrites") or []}
        if everyone := over.get(gid):
            perms = (perms & ~int(everyone["deny"])) | int(everyone["allow"])
        allow = deny = 0
        member = self.member_of(gid, user) or {"roles": []}
        for rid in member["roles"]:
            if o := over.get(rid):
                allow |= int(o["allow"])
                deny |= int(o["deny"])
        perms = (perms & ~deny) | allow
        if o := over.get(sid(user)):
            perms = (perms & ~int(o["deny"])) | int(o["allow"])
        if implicit:
            if not perms & P.VIEW_CHANNEL:
                return 0
            if not perms & P.SEND_MESSAGES:
                perms &= ~NEEDS_SEND
        return perms

    def bot_permissions_in(self, channel: Ref, *, implicit: bool = True) -> int:
        """The bot's permissions in ``channel`` (what the fake enforces on its REST calls)."""
        return self.channel_permissions(channel, self.bot_user, implicit=implicit)

    # ---- world API ---------------------------------------------------------------------------
    def set_bot_permissions(self, channel: Ref, *, allow: int | str | tuple[str, ...] = 0,
                            deny: int | str | tuple[str, ...] = 0) -> dict[str, Any]:
        """Replace the bot's member overwrite on ``channel`` (CHANNEL_UPDATE goes to the bot).
        ``allow``/``deny`` are bitfields or permission names (``"SEND_MESSAGES"``, a tuple of them).
        Threads have no overwrites of their own: set them on the parent channel."""
        ch = self.channels[sid(channel)]
        if ch["type"] in THREAD_TYPES:
            raise ValueError("threads inherit their parent channel's permissions; set them there")
        if ch.get("guild_id") is None:
            raise ValueError("DM channels have no permission overwrites")

        def bits(v: int | str | tuple[str, ...]) -> int:
            return perm_bits(*v) if isinstance(v, tuple) else perm_bits(v)

        a, d = bits(allow), bits(deny)
        overs = [o for o in ch["permission_overwrites"] if o["id"] != self.bot_user["id"]]
        if a or d:
            overs.append({"id": self.bot_user["id"], "type": MEMBER_OVERWRITE,
                          "allow": str(a), "deny": str(d & ~a)})
        ch["permission_overwrites"] = overs
        self.dispatch("CHANNEL_UPDATE", ch, intent=1 << 0)
        return ch

    def _bot_overwrite(self, channel: Ref) -> tuple[int, int]:
        ch = self.channels[sid(channel)]
        o = next((o for o in ch.get("permission_overwrites") or []
                  if o["id"] == self.bot_user["id"]), None)
        return (int(o["allow"]), int(o["deny"])) if o else (0, 0)

    def revoke(self, channel: Ref, *perms: str | int) -> dict[str, Any]:
        """Deny ``perms`` to the bot in ``channel`` (keeps its other overwrite bits)."""
        allow, deny = self._bot_overwrite(channel)
        bits = perm_bits(*perms)
        return self.set_bot_permissions(channel, allow=allow & ~bits, deny=deny | bits)

    def grant(self, channel: Ref, *perms: str | int) -> dict[str, Any]:
        """Allow ``perms`` to the bot in ``channel`` explicitly (undoes :meth:`revoke`)."""
        allow, deny = self._bot_overwrite(channel)
        bits = perm_bits(*perms)
        return self.set_bot_permissions(channel, allow=allow | bits, deny=deny & ~bits)
