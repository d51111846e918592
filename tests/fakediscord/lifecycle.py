"""Things that happen to the world over time or by others' hands: the test clock (thread
auto-archive, interaction token expiry), moderators locking/archiving threads, the bot being
removed from a guild, channels being deleted, members leaving.

The test clock (``fake.clock``, seconds since the epoch) starts at the wall time when the fake is
created and then moves ONLY through :meth:`Lifecycle.advance` (or by setting ``fake.clock``):
nothing here waits on wall time.
"""

from __future__ import annotations

import time
from typing import Any

from . import payloads as P
from .perms import THREAD_TYPES, Permissions
from .world import Ref, sid

GUILDS, GUILD_MEMBERS = 1 << 0, 1 << 1
# Interaction tokens are valid for 15 minutes (interactions/receiving-and-responding.mdx,
# "Interaction Callback" / "Followup Messages").
INTERACTION_TOKEN_TTL = 15 * 60
# Channel types that hold messages directly (channel.mdx "Channel Types"): forum (15) and
# media (16) channels only contain threads; categories (4) and directories (14) hold nothing.
NO_MESSAGES = (4, 14, 15, 16)


class Lifecycle(Permissions):
    def _init_world(self) -> None:
        super()._init_world()
        self._clock = time.time()
        self._thread_activity: dict[str, float] = {}   # thread id -> clock of last activity
        self.removed_from: set[str] = set()             # guilds the bot was removed from
        self.deleted_channels: dict[str, dict[str, Any]] = {}

    # ---- the test clock ----------------------------------------------------------------------
    @property
    def clock(self) -> float:
        """The fake's notion of "now" for thread archiving and interaction token expiry."""
        return self._clock

    @clock.setter
    def clock(self, value: float) -> None:
        self.advance(value - self._clock)

    def advance(self, seconds: float) -> list[dict[str, Any]]:
        """Move the test clock forward: threads idle for their ``auto_archive_duration`` archive
        (THREAD_UPDATE), interaction tokens older than 15 minutes expire, and rate-limit windows
        move on by the same (scaled) amount. Returns the threads archived now."""
        if seconds < 0:
            raise ValueError("the test clock only moves forward")
        self._clock += seconds
        limiter = getattr(self, "limiter", None)
        if limiter is not None:
            limiter.advance(seconds)
        return self._archive_idle_threads()

    def _archive_idle_threads(self) -> list[dict[str, Any]]:
        # threads.mdx "Active & Archived Threads": threads archive after auto_archive_duration
        # minutes without activity (a message, unarchiving, or changing the duration).
        out = []
        for th in list(self.threads):
            meta = th["thread_metadata"]
            last = self._thread_activity.get(th["id"], self._clock)
            if not meta["archived"] and self._clock - last >= meta["auto_archive_duration"] * 60:
                self._set_thread_state(th, archived=True)
                out.append(th)
        return out

    def _touch_thread(self, thread: dict[str, Any]) -> None:
        self._thread_activity[thread["id"]] = self._clock

    def _set_thread_state(self, thread: dict[str, Any], *, archived: bool | None = None,
                          locked: bool | None = None, **fields: Any) -> None:
        """Change a thread and send THREAD_UPDATE (threads.mdx "Gateway Events")."""
        meta = thread["thread_metadata"]
        if archived is not None and archived != meta["archived"]:
            meta["archived"] = archived
            meta["archive_timestamp"] = P.iso(self._clock)
            if not archived:
                self._touch_thread(thread)
        if locked is not None:
            meta["locked"] = locked
        if "auto_archive_duration" in fields:
            meta["auto_archive_duration"] = fields.pop("auto_archive_duration")
            meta["archive_timestamp"] = P.iso(self._clock)
            self._touch_thread(thread)
        thread.update(fields)
        self.dispatch("THREAD_UPDATE", thread, intent=GUILDS)

    # ---- moderators --------------------------------------------------------------------------
    def archive_thread(self, thread: Ref, *, locked: bool | None = None) -> dict[str, Any]:
        """A moderator archives ``thread`` (optionally locking it too)."""
        th = self.channels[sid(thread)]
        self._set_thread_state(th, archived=True, locked=locked)
        return th

    def lock_thread(self, thread: Ref, locked: bool = True) -> dict[str, Any]:
        """A moderator (MANAGE_THREADS) locks or unlocks ``thread``."""
        th = self.channels[sid(thread)]
        self._set_thread_state(th, locked=locked)
        return th

    # ---- guilds, channels, members -----------------------------------------------------------
    def bot_in_guild(self, guild: Ref) -> bool:
        gid = sid(guild)
        return gid in self.guilds and gid not in self.removed_from

    def remove_bot_from_guild(self, guild: Ref) -> None:
        """The bot is kicked (or the app removed): GUILD_DELETE without ``unavailable`` goes to the
        bot (gateway-events "Guild Delete"); from now on REST calls on that guild and its channels
        answer 403/50001 Missing Access and its members cannot invoke the bot there."""
        gid = sid(guild)
        self.removed_from.add(gid)
        self.dispatch("GUILD_DELETE", {"id": gid}, intent=GUILDS)

    def add_bot_to_guild(self, guild: Ref) -> None:
        """Undo :meth:`remove_bot_from_guild` (GUILD_CREATE goes to the bot)."""
        gid = sid(guild)
        self.removed_from.discard(gid)
        self._dispatch_guild_create(gid)  # type: ignore[attr-defined]

    def delete_channel(self, channel: Ref) -> dict[str, Any]:
        """Someone deletes ``channel``: CHANNEL_DELETE (or THREAD_DELETE for a thread) goes to the
        bot; later REST calls on it answer 404/10003 Unknown Channel. Deleting a channel deletes
        its threads too (discord.py drops them from its cache on CHANNEL_DELETE)."""
        cid = sid(channel)
        ch = self.channels[cid]
        if ch["type"] in (1, 3):
            raise ValueError("DM channels cannot be deleted by a test; use close_dms()")
        self.deleted_channels[cid] = self.channels.pop(cid)
        if ch["type"] in THREAD_TYPES:
            self.dispatch("THREAD_DELETE", {"id": cid, "guild_id": ch["guild_id"],
                                            "parent_id": ch["parent_id"], "type": ch["type"]},
                          intent=GUILDS)
        else:
            for th in [t for t in self.threads if t["parent_id"] == cid]:
                self.deleted_channels[th["id"]] = self.channels.pop(th["id"])
            self.dispatch("CHANNEL_DELETE", ch, intent=GUILDS)
        return ch

    def remove_member(self, guild: Ref, user: Ref) -> None:
        """``user`` leaves ``guild`` (GUILD_MEMBER_REMOVE, if the bot has GUILD_MEMBERS); the
        member endpoint then answers 404/10007 Unknown Member."""
        gid, uid = sid(guild), sid(user)
        if self._members[gid].pop(uid, None) is None:
            raise LookupError(f"user {uid} is not a member of guild {gid}")
        self.dispatch("GUILD_MEMBER_REMOVE", {"guild_id": gid, "user": self.users[uid]},
                      intent=GUILD_MEMBERS)

    def any_channel(self, channel_id: str) -> dict[str, Any]:
        """A channel, deleted or not (for logs and tests)."""
        return self.channels.get(channel_id) or self.deleted_channels[channel_id]
