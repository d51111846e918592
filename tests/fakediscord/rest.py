"""Bot-authenticated REST routes: login, command sync, channels, messages, DMs, threads, pins, CDN."""

from __future__ import annotations

import json
from typing import Any

from aiohttp import web

from . import payloads as P
from .lifecycle import NO_MESSAGES
from .messages import Messages, read_body
from .perms import THREAD_TYPES
from .rules import CREATE_FLAGS, DiscordError, check_command, check_flags, form_error

MISSING_ACCESS = (403, 50001, "Missing Access")
MISSING_PERMISSIONS = (403, 50013, "Missing Permissions")
ARCHIVE_DURATIONS = (60, 1440, 4320, 10080)


def jresp(data: Any, status: int = 200) -> web.Response:
    """JSON with ``Content-Type`` exactly ``application/json`` (discord.py compares the string)."""
    return web.Response(body=json.dumps(data).encode(), status=status,
                        headers={"Content-Type": "application/json"})


def no_content() -> web.Response:
    return web.Response(status=204)


class Rest(Messages):
    def _init_rest(self) -> None:
        self._commands: dict[str | None, list[dict[str, Any]]] = {}  # None = global
        self.sync_count = 0
        self.dropped_embeds: list[dict[str, Any]] = []  # embeds Discord silently dropped

    def rest_routes(self) -> list[web.RouteDef]:
        a = "/api/v10"
        return [
            web.get(f"{a}/users/@me", self._get_me),
            web.post(f"{a}/users/@me/channels", self._open_dm),
            web.get(a + "/users/{uid}", self._get_user),
            web.get(f"{a}/oauth2/applications/@me", self._app_info),
            web.get(f"{a}/gateway", self._get_gateway),
            web.get(f"{a}/gateway/bot", self._get_gateway),
            web.get(a + "/applications/{app}/commands", self._get_commands),
            web.put(a + "/applications/{app}/commands", self._put_commands),
            web.get(a + "/applications/{app}/guilds/{gid}/commands", self._get_commands),
            web.put(a + "/applications/{app}/guilds/{gid}/commands", self._put_commands),
            web.get(a + "/guilds/{gid}/members/{uid}", self._get_member),
            web.get(a + "/channels/{cid}", self._get_channel),
            web.patch(a + "/channels/{cid}", self._modify_channel),
            web.delete(a + "/channels/{cid}", self._delete_channel),
            web.post(a + "/channels/{cid}/typing", self._typing),
            web.post(a + "/channels/{cid}/threads", self._create_thread),
            web.get(a + "/channels/{cid}/messages", self._history),
            web.post(a + "/channels/{cid}/messages", self._post_message),
            web.get(a + "/channels/{cid}/messages/pins", self._get_pins),
            web.put(a + "/channels/{cid}/messages/pins/{mid}", self._pin),
            web.delete(a + "/channels/{cid}/messages/pins/{mid}", self._pin),
            web.put(a + "/channels/{cid}/pins/{mid}", self._pin),
            web.delete(a + "/channels/{cid}/pins/{mid}", self._pin),
            web.get(a + "/channels/{cid}/messages/{mid}", self._get_message),
            web.patch(a + "/channels/{cid}/messages/{mid}", self._edit_message),
            web.delete(a + "/channels/{cid}/messages/{mid}", self._delete_message),
            web.post(a + "/channels/{cid}/messages/{mid}/threads", self._create_thread),
            # CDN (Asset.BASE and attachment URLs point here)
            web.get("/embed/avatars/{n}.png", self._cdn_png),
            web.get("/avatars/{uid}/{name}", self._cdn_png),
            web.get("/icons/{gid}/{name}", self._cdn_png),
            web.get("/attachments/{cid}/{aid}/{filename}", self._cdn_attachment),
        ]

    # ---- lookups and access ----------------------------------------------------------------
    def _channel(self, cid: str) -> dict[str, Any]:
        if cid not in self.channels:
            raise DiscordError(404, 10003, "Unknown Channel")
        return self.channels[cid]

    def _guild_access(self, gid: str) -> dict[str, Any]:
        if gid not in self.guilds:
            raise DiscordError(404, 10004, "Unknown Guild")
        if not self.bot_in_guild(gid):
            raise DiscordError(*MISSING_ACCESS)
        return self.guilds[gid]

    def _access(self, cid: str) -> dict[str, Any]:
        """The channel, if the bot may see it: unknown/deleted -> 404/10003; a guild the bot is
        not in, or no VIEW_CHANNEL -> 403/50001 Missing Access (permissions.mdx: without
        VIEW_CHANNEL every other permission is implicitly denied)."""
        ch = self._channel(cid)
        gid = ch.get("guild_id")
        if gid is not None and (not self.bot_in_guild(gid)
                                or not self.bot_permissions_in(ch) & P.VIEW_CHANNEL):
            raise DiscordError(*MISSING_ACCESS)
        return ch

    def _has(self, ch: dict[str, Any], bits: int) -> bool:
        return ch.get("guild_id") is None or self.bot_permissions_in(ch) & bits == bits

    def _need(self, ch: dict[str, Any], bits: int) -> None:
        if not self._has(ch, bits):
            raise DiscordError(*MISSING_PERMISSIONS)

    def _need_send(self, ch: dict[str, Any]) -> None:
        """SEND_MESSAGES, or SEND_MESSAGES_IN_THREADS in a thread (threads.mdx "Permissions":
        SEND_MESSAGES has no effect in threads); locked threads need MANAGE_THREADS
        (threads.mdx "Locked Threads"; code 160005 "Thread is locked", opcodes-and-status-codes.mdx;
        the HTTP status is not documented, we answer 403)."""
        if ch["type"] in NO_MESSAGES:
            raise DiscordError(400, 50008, "Cannot send messages in a non-text channel")
        if ch["type"] in THREAD_TYPES:
            self._need(ch, P.SEND_MESSAGES_IN_THREADS)
            if ch["thread_metadata"]["locked"] and not self._has(ch, P.MANAGE_THREADS):
                raise DiscordError(403, 160005, "Thread is locked")
        else:
            self._need(ch, P.SEND_MESSAGES)

    def _check_writable(self, ch: dict[str, Any]) -> None:
        """Editing or pinning in a thread: archived -> 400/50083 (threads.mdx: "Users cannot edit
        messages ... in archived threads"), locked without MANAGE_THREADS -> 403/160005."""
        if ch["type"] not in THREAD_TYPES:
            return
        if ch["thread_metadata"]["archived"]:
            raise DiscordError(400, 50083, "Thread is archived")
        if ch["thread_metadata"]["locked"] and not self._has(ch, P.MANAGE_THREADS):
            raise DiscordError(403, 160005, "Thread is locked")

    def _filter_by_permissions(self, ch: dict[str, Any], body: dict[str, Any], files: Any) -> None:
        """ATTACH_FILES: uploads without it are refused 403/50013. EMBED_LINKS: without it Discord
        does not refuse, it silently drops the embeds (then an otherwise empty message is 400/50006).
        The docs say neither; observed behaviour: discord-api-docs issues #2601 and #5648."""
        if files and not self._has(ch, P.ATTACH_FILES):
            raise DiscordError(*MISSING_PERMISSIONS)
        if body.get("embeds") and not self._has(ch, P.EMBED_LINKS):
            self.dropped_embeds.append({"channel_id": ch["id"], "embeds": body["embeds"]})
            body["embeds"] = []

    def _channel_message(self, cid: str, mid: str) -> dict[str, Any]:
        self._access(cid)
        msg = self.messages.get(mid)
        if msg is None or msg["channel_id"] != cid or msg["flags"] & P.EPHEMERAL:
            raise DiscordError(404, 10008, "Unknown Message")
        return msg

    def _check_app(self, request: web.Request) -> None:
        if request.match_info["app"] != self.application_id:
            raise DiscordError(403, 50001, "Missing Access")

    # ---- login / users ----------------------------------------------------------------------
    async def _get_me(self, request: web.Request) -> web.Response:
        return jresp({**self.bot_user, "verified": True, "mfa_enabled": False, "locale": "en-US"})

    async def _get_user(self, request: web.Request) -> web.Response:
        u = self.users.get(request.match_info["uid"])
        if u is None:
            raise DiscordError(404, 10013, "Unknown User")
        return jresp(u)

    async def _app_info(self, request: web.Request) -> web.Response:
        return jresp(P.app_info(self.bot_user, self.owner_user))

    async def _get_gateway(self, request: web.Request) -> web.Response:
        return jresp({"url": self.gateway_url, "shards": 1, "session_start_limit": {
            "total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}})

    async def _get_member(self, request: web.Request) -> web.Response:
        # Works without the GUILD_MEMBERS intent; a user who left is 404/10007 (guild.mdx).
        self._guild_access(request.match_info["gid"])
        m = self.member_of(request.match_info["gid"], request.match_info["uid"])
        if m is None:
            raise DiscordError(404, 10007, "Unknown Member")
        return jresp(m)

    # ---- application commands ---------------------------------------------------------------
    async def _get_commands(self, request: web.Request) -> web.Response:
        self._check_app(request)
        if "gid" in request.match_info:
            self._guild_access(request.match_info["gid"])
        return jresp(self._commands.get(request.match_info.get("gid"), []))

    async def _put_commands(self, request: web.Request) -> web.Response:
        self._check_app(request)
        gid = request.match_info.get("gid")
        if gid is not None:
            self._guild_access(gid)
        body, _ = await read_body(request)
        if not isinstance(body, list):
            raise form_error("_root", "BASE_TYPE_ARRAY", "Must be an array")
        old = {(c["type"], c["name"]): c for c in self._commands.get(gid, [])}
        out, seen = [], set()
        for i, cmd in enumerate(body):
            check_command(cmd, str(i))
            key = (cmd.get("type", 1), cmd["name"])
            if key in seen:
                raise form_error(f"{i}.name", "APPLICATION_COMMANDS_DUPLICATE_NAME", f"Duplicate command {cmd['name']!r}")
            seen.add(key)
            stored = {
                "description": "", "default_member_permissions": None, "dm_permission": True,
                "nsfw": False, "contexts": None, "integration_types": [0], **cmd,
                "id": old[key]["id"] if key in old else P.snowflake(), "type": key[0],
                "application_id": self.application_id, "version": P.snowflake(),
            }
            if gid is not None:
                stored["guild_id"] = gid
            out.append(stored)
        if sum(1 for c in out if c["type"] == 1) > 100:
            raise form_error("_root", "BASE_TYPE_MAX_LENGTH", "Must be 100 or fewer chat input commands")
        self._commands[gid] = out
        self.sync_count += 1
        return jresp(out)

    @property
    def synced_commands(self) -> dict[str, dict[str, Any]]:
        """Global chat-input commands as last synced by the bot, by name."""
        return {c["name"]: c for c in self._commands.get(None, []) if c["type"] == 1}

    def guild_commands(self, guild: Any) -> dict[str, dict[str, Any]]:
        gid = str(guild["id"] if isinstance(guild, dict) else guild)
        return {c["name"]: c for c in self._commands.get(gid, []) if c["type"] == 1}

    # ---- channels and messages --------------------------------------------------------------
    async def _get_channel(self, request: web.Request) -> web.Response:
        return jresp(self._access(request.match_info["cid"]))

    async def _typing(self, request: web.Request) -> web.Response:
        ch = self._access(request.match_info["cid"])
        self._need_send(ch)
        return no_content()

    async def _open_dm(self, request: web.Request) -> web.Response:
        body, _ = await read_body(request)
        uid = str(body.get("recipient_id"))
        if uid not in self.users:
            raise DiscordError(404, 10013, "Unknown User")
        return jresp(self.dm_channel(uid))

    def _note_posted(self, msg: dict[str, Any]) -> None:
        for rec in getattr(self, "_active", []):
            rec.posted_ids.append(msg["id"])

    def _unarchive_on_send(self, ch: dict[str, Any]) -> Any:
        """threads.mdx "Active & Archived Threads": "Sending a message will automatically
        unarchive the thread, unless the thread has been locked by a moderator" (a locked one
        was refused already unless the bot has MANAGE_THREADS)."""
        if ch["type"] in THREAD_TYPES and ch["thread_metadata"]["archived"]:
            return lambda: self._set_thread_state(ch, archived=False)
        return None

    async def _post_message(self, request: web.Request) -> web.Response:
        # message.mdx "Create Message" limitations: SEND_MESSAGES in guild channels, and
        # READ_MESSAGE_HISTORY for replies (code 160002; status undocumented, we answer 403).
        cid = request.match_info["cid"]
        ch = self._access(cid)
        if ch["type"] == 1 and ch["recipients"][0]["id"] in self.closed_dms:
            raise DiscordError(403, 50007, "Cannot send messages to this user")
        self._need_send(ch)
        body, files = await read_body(request)
        check_flags(body.get("flags"), CREATE_FLAGS)
        self._filter_by_permissions(ch, body, files)
        extra: dict[str, Any] = {}
        mtype = 0
        ref = body.get("message_reference")
        if ref and ref.get("message_id"):
            if not self._has(ch, P.READ_MESSAGE_HISTORY):
                raise DiscordError(403, 160002, "Cannot reply without permission to read message history")
            target = self.messages.get(str(ref["message_id"]))
            if target is None or target["channel_id"] != cid:
                if ref.get("fail_if_not_exists", True):
                    raise form_error("message_reference", "MESSAGE_REFERENCE_UNKNOWN_MESSAGE", "Unknown message")
            else:
                mtype = 19
                extra = {"message_reference": {"type": 0, "message_id": target["id"],
                                               "channel_id": cid, "guild_id": ch.get("guild_id")},
                         "referenced_message": target}
        msg = self.create_message(cid, self.bot_user, body, files, mtype=mtype, extra=extra,
                                  on_valid=self._unarchive_on_send(ch))
        if mtype == 19:
            am = body.get("allowed_mentions")
            author = extra["referenced_message"]["author"]["id"]
            if (am is None or am.get("replied_user")) and author != self.bot_user["id"]:
                pinged = self._meta[msg["id"]]["pinged"]
                if author not in pinged:
                    pinged.append(author)
        self._note_posted(msg)
        await self.flush()
        return jresp(msg)

    async def _get_message(self, request: web.Request) -> web.Response:
        # message.mdx "Get Channel Message": VIEW_CHANNEL and READ_MESSAGE_HISTORY (without the
        # latter Discord answers Missing Access).
        msg = self._channel_message(request.match_info["cid"], request.match_info["mid"])
        if not self._has(self.channels[msg["channel_id"]], P.READ_MESSAGE_HISTORY):
            raise DiscordError(*MISSING_ACCESS)
        return jresp(msg)

    async def _edit_message(self, request: web.Request) -> web.Response:
        msg = self._channel_message(request.match_info["cid"], request.match_info["mid"])
        if msg["author"]["id"] != self.bot_user["id"]:
            raise DiscordError(403, 50005, "Cannot edit a message authored by another user")
        ch = self.channels[msg["channel_id"]]
        self._check_writable(ch)
        body, files = await read_body(request)
        self._filter_by_permissions(ch, body, files)
        self.edit_message(msg, body, files)
        await self.flush()
        return jresp(msg)

    async def _delete_message(self, request: web.Request) -> web.Response:
        # message.mdx "Delete Message": others' messages need MANAGE_MESSAGES (never in DMs).
        # Deleting is allowed in archived threads (threads.mdx).
        msg = self._channel_message(request.match_info["cid"], request.match_info["mid"])
        ch = self.channels[msg["channel_id"]]
        if msg["author"]["id"] != self.bot_user["id"]:
            if ch["type"] == 1:
                raise DiscordError(403, 50003, "Cannot execute action on a DM channel")
            self._need(ch, P.MANAGE_MESSAGES)
        self.delete_message(msg)
        await self.flush()
        return no_content()

    async def _history(self, request: web.Request) -> web.Response:
        # message.mdx "Get Channel Messages": without READ_MESSAGE_HISTORY no messages are returned.
        cid = request.match_info["cid"]
        ch = self._access(cid)
        if not self._has(ch, P.READ_MESSAGE_HISTORY):
            return jresp([])
        q = request.query
        msgs = self.messages_in(cid)
        if "before" in q:
            msgs = [m for m in msgs if int(m["id"]) < int(q["before"])]
        if "after" in q:
            msgs = [m for m in msgs if int(m["id"]) > int(q["after"])]
        limit = min(int(q.get("limit", 50)), 100)
        if "after" in q:
            return jresp(list(reversed(msgs[:limit])))
        return jresp(list(reversed(msgs[-limit:] if limit else [])))

    async def _get_pins(self, request: web.Request) -> web.Response:
        # message.mdx "Get Channel Pins": without READ_MESSAGE_HISTORY no pins are returned.
        cid = request.match_info["cid"]
        ch = self._access(cid)
        items = [{"pinned_at": P.now_iso(), "message": self.messages[m]}
                 for m in reversed(self.pins.get(cid, [])) if m in self.messages]
        if not self._has(ch, P.READ_MESSAGE_HISTORY):
            items = []
        return jresp({"items": items, "has_more": False})

    async def _pin(self, request: web.Request) -> web.Response:
        # message.mdx "Pin Message" / "Unpin Message": PIN_MESSAGES.
        cid, mid = request.match_info["cid"], request.match_info["mid"]
        msg = self._channel_message(cid, mid)
        ch = self.channels[cid]
        self._need(ch, P.PIN_MESSAGES)
        self._check_writable(ch)
        pins = self.pins.setdefault(cid, [])
        if request.method == "PUT" and mid not in pins:
            pins.append(mid)
        elif request.method == "DELETE" and mid in pins:
            pins.remove(mid)
        msg["pinned"] = mid in pins
        return no_content()

    # ---- modify / delete channels and threads -----------------------------------------------
    async def _modify_channel(self, request: web.Request) -> web.Response:
        ch = self._access(request.match_info["cid"])
        body, _ = await read_body(request)
        if ch["type"] in THREAD_TYPES:
            self._modify_thread(ch, body)
        elif ch.get("guild_id") is None:
            raise DiscordError(400, 50003, "Cannot execute action on a DM channel")
        else:
            # channel.mdx "Modify Channel" (guild channel): MANAGE_CHANNELS; CHANNEL_UPDATE.
            self._need(ch, P.MANAGE_CHANNELS)
            self._check_name(body)
            if (topic := body.get("topic")) is not None and len(topic) > 1024:
                raise form_error("topic", "BASE_TYPE_MAX_LENGTH", "Must be 1024 or fewer in length.")
            ch.update({k: body[k] for k in ("name", "topic") if k in body})
            self.dispatch("CHANNEL_UPDATE", ch, intent=1 << 0)
        await self.flush()
        return jresp(ch)

    @staticmethod
    def _check_name(body: dict[str, Any]) -> None:
        if "name" in body and not (isinstance(body["name"], str) and 1 <= len(body["name"]) <= 100):
            raise form_error("name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")

    def _modify_thread(self, th: dict[str, Any], body: dict[str, Any]) -> None:
        """channel.mdx "Modify Channel" (thread) and threads.mdx "Editing & Deleting Threads":
        the thread must be unarchived or unarchived by this request (else 400/50083); unarchiving
        an unlocked thread needs only send permission, a locked one MANAGE_THREADS; ``locked``
        needs MANAGE_THREADS; ``name``/``auto_archive_duration``/archiving need MANAGE_THREADS or
        being the thread's creator. THREAD_UPDATE goes to the bot."""
        meta = th["thread_metadata"]
        manage = self._has(th, P.MANAGE_THREADS)
        creator = th["owner_id"] == self.bot_user["id"]
        if meta["archived"] and body.get("archived") is not False:
            raise DiscordError(400, 50083, "Thread is archived")
        if "locked" in body and bool(body["locked"]) != meta["locked"] and not manage:
            raise DiscordError(*MISSING_PERMISSIONS)
        if meta["archived"] and body.get("archived") is False:
            if meta["locked"] and not manage:
                raise DiscordError(*MISSING_PERMISSIONS)
            if not (self._has(th, P.SEND_MESSAGES_IN_THREADS) or self._has(th, P.SEND_MESSAGES)):
                raise DiscordError(*MISSING_PERMISSIONS)
        if ("name" in body or "auto_archive_duration" in body or body.get("archived") is True) \
                and not (manage or creator):
            raise DiscordError(*MISSING_PERMISSIONS)
        self._check_name(body)
        if "auto_archive_duration" in body and body["auto_archive_duration"] not in ARCHIVE_DURATIONS:
            raise form_error("auto_archive_duration", "BASE_TYPE_CHOICES", "Must be 60, 1440, 4320 or 10080")
        fields = {k: body[k] for k in ("name", "auto_archive_duration") if k in body}
        self._set_thread_state(th, archived=body.get("archived"), locked=body.get("locked"),
                               **fields)

    async def _delete_channel(self, request: web.Request) -> web.Response:
        # channel.mdx "Delete/Close Channel": MANAGE_CHANNELS, or MANAGE_THREADS for a thread.
        ch = self._access(request.match_info["cid"])
        if ch.get("guild_id") is None:
            return jresp(ch)  # closing a DM: nothing to model
        self._need(ch, P.MANAGE_THREADS if ch["type"] in THREAD_TYPES else P.MANAGE_CHANNELS)
        self.delete_channel(ch)
        await self.flush()
        return jresp(ch)

    # ---- threads ----------------------------------------------------------------------------
    async def _create_thread(self, request: web.Request) -> web.Response:
        """channel.mdx "Start Thread from Message" / "without Message" / "in Forum or Media
        Channel": text (0) and announcement (5) channels take threads (private ones only in text
        channels); forum/media channels (15/16) need a ``message`` and SEND_MESSAGES; anything
        else (threads, voice, categories) is 400/50024. CREATE_PUBLIC_THREADS or
        CREATE_PRIVATE_THREADS else 403/50013 (permissions.mdx)."""
        parent = self._access(request.match_info["cid"])
        mid = request.match_info.get("mid")
        body, files = await read_body(request)
        forum = parent["type"] in (15, 16)
        if forum and mid is None:
            return await self._create_forum_post(parent, body, files)
        private = mid is None and body.get("type", 12) == 12  # "type" defaults to PRIVATE_THREAD
        if parent["type"] not in (0, 5) or (private and parent["type"] != 0):
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        if mid is None and not private:
            # channel.mdx "Channel Types": an announcement channel's threads are
            # ANNOUNCEMENT_THREAD (10), a text channel's PUBLIC_THREAD (11); any other type is
            # refused (the docs give no code for it: we answer like a wrong channel type).
            wanted = {0: 11, 5: 10}[parent["type"]]
            if body.get("type") not in (10, 11, 12):
                raise form_error("type", "BASE_TYPE_CHOICES", "Value must be one of (10, 11, 12).")
            if body["type"] != wanted:
                raise DiscordError(400, 50024, f"Cannot execute action on this channel type "
                                               f"(a thread here is type {wanted})")
        self._need(parent, P.CREATE_PRIVATE_THREADS if private else P.CREATE_PUBLIC_THREADS)
        name, archive = self._thread_params(body)
        starter = None
        if mid is not None:
            starter = self._channel_message(parent["id"], mid)
            if starter.get("thread"):
                raise DiscordError(400, 160004, "A thread has already been created for this message")
        th = self._new_thread(parent, name, archive, tid=mid, private=private)
        if starter is not None:
            starter["thread"] = dict(th)
        await self.flush()
        return jresp({**th, "member": P.thread_member(th["id"], self.bot_user["id"])}, 201)

    @staticmethod
    def _thread_params(body: dict[str, Any]) -> tuple[str, int]:
        name = body.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            raise form_error("name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
        archive = body.get("auto_archive_duration") or 1440
        if archive not in ARCHIVE_DURATIONS:
            raise form_error("auto_archive_duration", "BASE_TYPE_CHOICES", "Must be 60, 1440, 4320 or 10080")
        return name, archive

    def _new_thread(self, parent: dict[str, Any], name: str, archive: int, *,
                    tid: str | None = None, private: bool = False) -> dict[str, Any]:
        th = P.thread_channel(parent, name, self.bot_user["id"], tid=tid, private=private,
                              auto_archive=archive, created=P.iso(self.clock))
        self.channels[th["id"]] = th
        self._touch_thread(th)
        member = P.thread_member(th["id"], self.bot_user["id"])
        self.dispatch("THREAD_CREATE", {**th, "newly_created": True, "member": member},
                      intent=1 << 0)
        return th

    async def _create_forum_post(self, parent: dict[str, Any], body: dict[str, Any],
                                 files: Any) -> web.Response:
        # "The current user must have the SEND_MESSAGES permission (CREATE_PUBLIC_THREADS is
        # ignored)"; ``message`` is required.
        self._need(parent, P.SEND_MESSAGES)
        first = body.get("message")
        if not isinstance(first, dict):
            raise form_error("message", "BASE_TYPE_REQUIRED", "This field is required")
        check_flags(first.get("flags"), CREATE_FLAGS, "message.flags")
        name, archive = self._thread_params(body)
        self._filter_by_permissions(parent, first, files)
        th = P.thread_channel(parent, name, self.bot_user["id"], auto_archive=archive,
                              created=P.iso(self.clock))
        self.channels[th["id"]] = th
        try:
            msg = self.create_message(th["id"], self.bot_user, first, files,
                                      on_valid=lambda: self._publish_thread(th))
        except DiscordError:
            self.channels.pop(th["id"], None)
            raise
        self._note_posted(msg)
        await self.flush()
        return jresp({**th, "message": msg,
                      "member": P.thread_member(th["id"], self.bot_user["id"])}, 201)

    def _publish_thread(self, th: dict[str, Any]) -> None:
        self._touch_thread(th)
        member = P.thread_member(th["id"], self.bot_user["id"])
        self.dispatch("THREAD_CREATE", {**th, "newly_created": True, "member": member},
                      intent=1 << 0)

    # ---- CDN --------------------------------------------------------------------------------
    async def _cdn_png(self, request: web.Request) -> web.Response:
        seed = int("".join(ch for ch in request.path if ch.isdigit())[-6:] or "0")
        colour = (seed * 37 % 256, seed * 91 % 256, seed * 53 % 256)
        return web.Response(body=P.tiny_png(colour), headers={"Content-Type": "image/png"})

    async def _cdn_attachment(self, request: web.Request) -> web.Response:
        data = self.attachments.get(request.match_info["aid"])
        if data is None:
            raise DiscordError(404, 0, "404: Not Found")
        return web.Response(body=data, headers={"Content-Type": "application/octet-stream"})
