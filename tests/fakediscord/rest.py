"""Bot-authenticated REST routes: login, command sync, channels, messages, DMs, threads, pins, CDN."""

from __future__ import annotations

import json
from typing import Any

from aiohttp import web

from . import payloads as P
from .messages import Messages, read_body
from .rules import DiscordError, check_command, form_error


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

    # ---- lookups ----------------------------------------------------------------------------
    def _channel(self, cid: str) -> dict[str, Any]:
        if cid not in self.channels:
            raise DiscordError(404, 10003, "Unknown Channel")
        return self.channels[cid]

    def _channel_message(self, cid: str, mid: str) -> dict[str, Any]:
        self._channel(cid)
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
        m = self.member_of(request.match_info["gid"], request.match_info["uid"])
        if m is None:
            raise DiscordError(404, 10007, "Unknown Member")
        return jresp(m)

    # ---- application commands ---------------------------------------------------------------
    async def _get_commands(self, request: web.Request) -> web.Response:
        self._check_app(request)
        return jresp(self._commands.get(request.match_info.get("gid"), []))

    async def _put_commands(self, request: web.Request) -> web.Response:
        self._check_app(request)
        gid = request.match_info.get("gid")
        if gid is not None and gid not in self.guilds:
            raise DiscordError(404, 10004, "Unknown Guild")
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
        return jresp(self._channel(request.match_info["cid"]))

    async def _typing(self, request: web.Request) -> web.Response:
        self._channel(request.match_info["cid"])
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

    async def _post_message(self, request: web.Request) -> web.Response:
        cid = request.match_info["cid"]
        ch = self._channel(cid)
        body, files = await read_body(request)
        if ch["type"] == 1 and ch["recipients"][0]["id"] in self.closed_dms:
            raise DiscordError(403, 50007, "Cannot send messages to this user")
        extra: dict[str, Any] = {}
        mtype = 0
        ref = body.get("message_reference")
        if ref and ref.get("message_id"):
            target = self.messages.get(str(ref["message_id"]))
            if target is None or target["channel_id"] != cid:
                if ref.get("fail_if_not_exists", True):
                    raise form_error("message_reference", "MESSAGE_REFERENCE_UNKNOWN_MESSAGE", "Unknown message")
            else:
                mtype = 19
                extra = {"message_reference": {"type": 0, "message_id": target["id"],
                                               "channel_id": cid, "guild_id": ch.get("guild_id")},
                         "referenced_message": target}
        msg = self.create_message(cid, self.bot_user, body, files, mtype=mtype, extra=extra)
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
        return jresp(self._channel_message(request.match_info["cid"], request.match_info["mid"]))

    async def _edit_message(self, request: web.Request) -> web.Response:
        msg = self._channel_message(request.match_info["cid"], request.match_info["mid"])
        if msg["author"]["id"] != self.bot_user["id"]:
            raise DiscordError(403, 50005, "Cannot edit a message authored by another user")
        body, files = await read_body(request)
        self.edit_message(msg, body, files)
        await self.flush()
        return jresp(msg)

    async def _delete_message(self, request: web.Request) -> web.Response:
        msg = self._channel_message(request.match_info["cid"], request.match_info["mid"])
        self.delete_message(msg)
        await self.flush()
        return no_content()

    async def _history(self, request: web.Request) -> web.Response:
        cid = request.match_info["cid"]
        self._channel(cid)
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
        cid = request.match_info["cid"]
        self._channel(cid)
        items = [{"pinned_at": P.now_iso(), "message": self.messages[m]}
                 for m in reversed(self.pins.get(cid, [])) if m in self.messages]
        return jresp({"items": items, "has_more": False})

    async def _pin(self, request: web.Request) -> web.Response:
        cid, mid = request.match_info["cid"], request.match_info["mid"]
        msg = self._channel_message(cid, mid)
        pins = self.pins.setdefault(cid, [])
        if request.method == "PUT" and mid not in pins:
            pins.append(mid)
        elif request.method == "DELETE" and mid in pins:
            pins.remove(mid)
        msg["pinned"] = mid in pins
        return no_content()

    # ---- threads ----------------------------------------------------------------------------
    async def _create_thread(self, request: web.Request) -> web.Response:
        parent = self._channel(request.match_info["cid"])
        mid = request.match_info.get("mid")
        if parent["type"] not in (0, 5):
            raise DiscordError(400, 50024, "Cannot execute action on this channel type")
        body, _ = await read_body(request)
        name = body.get("name")
        if not isinstance(name, str) or not 1 <= len(name) <= 100:
            raise form_error("name", "BASE_TYPE_BAD_LENGTH", "Must be between 1 and 100 in length.")
        archive = body.get("auto_archive_duration") or 1440
        if archive not in (60, 1440, 4320, 10080):
            raise form_error("auto_archive_duration", "BASE_TYPE_CHOICES", "Must be 60, 1440, 4320 or 10080")
        starter = None
        if mid is not None:
            starter = self._channel_message(parent["id"], mid)
            if starter.get("thread"):
                raise DiscordError(400, 160004, "A thread has already been created for this message")
        private = mid is None and body.get("type") == 12
        th = P.thread_channel(parent, name, self.bot_user["id"], tid=mid, private=private,
                              auto_archive=archive)
        self.channels[th["id"]] = th
        member = P.thread_member(th["id"], self.bot_user["id"])
        if starter is not None:
            starter["thread"] = dict(th)
        self.dispatch("THREAD_CREATE", {**th, "newly_created": True, "member": member},
                      intent=1 << 0)
        await self.flush()
        return jresp({**th, "member": member}, 201)

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
