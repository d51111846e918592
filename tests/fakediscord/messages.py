"""Creating, editing and deleting messages: bodies (JSON or multipart), attachments, mentions,
the message log, and the matching gateway events."""

from __future__ import annotations

import copy
import json
import mimetypes
import re
from typing import Any

from aiohttp import web

from . import payloads as P
from .lifecycle import Lifecycle
from .payloads import EPHEMERAL, LOADING, SUPPRESS_EMBEDS, SUPPRESS_NOTIFICATIONS
from .rules import DiscordError, check_allowed_mentions, check_message, check_nonce, form_error

Files = dict[int, tuple[str, bytes]]

GUILD_MESSAGES, DIRECT_MESSAGES, MESSAGE_CONTENT = 1 << 9, 1 << 12, 1 << 15


# message.mdx "Create Message" (and channel.mdx "Start Thread in Forum or Media Channel"):
# "The maximum request size when sending a message is 25 MiB".
MAX_REQUEST = 25 * 1024 * 1024
FILE_PART = re.compile(r"^files\[(\d+)\]$")


def _too_large(size: int) -> None:
    if size > MAX_REQUEST:
        raise DiscordError(413, 40005, "Request entity too large")


def _file_part(name: str, filename: str | None, seen: Files) -> int:
    """The index ``n`` of a ``files[n]`` part, or the refusal of a part that is not one."""
    found = FILE_PART.match(name)
    if found is None:
        raise form_error(name or "_root", "FILE_PART_NAME_INVALID",
                         f"Unexpected form part {name!r}: files are named files[n]")
    if int(found[1]) in seen:
        raise form_error(name, "FILE_PART_NAME_DUPLICATED", f"{name} is sent twice")
    if not filename or not filename.strip():
        raise form_error(name, "ATTACHMENT_FILENAME_REQUIRED",
                         "A file part needs a filename in its Content-Disposition")
    return int(found[1])


async def read_body(request: web.Request) -> tuple[dict[str, Any], Files]:
    """JSON body, or multipart ``payload_json`` + ``files[n]`` (discord.py's two encodings).
    reference.mdx "Uploading Files": every file part is named ``files[n]``, uniquely, and its
    ``Content-Disposition`` carries a ``filename``; other parts are refused, not ignored.
    The whole body is read before any refusal (an unread body keeps the connection busy)."""
    if not request.can_read_body:
        return {}, {}
    if not request.content_type.startswith("multipart/"):
        raw = await request.read()
        _too_large(len(raw))
        return (json.loads(raw) if raw else {}), {}
    body: dict[str, Any] = {}
    files: Files = {}
    size = 0
    refusal: DiscordError | None = None
    reader = await request.multipart()
    while (part := await reader.next()) is not None:
        name = part.name or ""
        data = await part.read()  # type: ignore[union-attr]
        size += len(data)
        if name == "payload_json":
            body = json.loads(data)
            continue
        filename = part.filename  # type: ignore[union-attr]
        try:
            files[_file_part(name, filename, files)] = (filename or "", bytes(data))
        except DiscordError as e:
            refusal = refusal or e
    _too_large(size)
    if refusal is not None:
        raise refusal
    return body, files


class Messages(Lifecycle):
    upload_limit = 10 * 1024 * 1024  # attachment_size_limit sent with interactions
    unique_button_labels = True      # project policy (rules.check_unique_button_labels)

    # ---- building ---------------------------------------------------------------------------
    def _attachments(self, body: dict[str, Any], files: Files, channel_id: str,
                     existing: list[dict[str, Any]] | None) -> list[dict[str, Any]]:
        specs = body.get("attachments")
        keep = {a["id"]: a for a in existing or []}
        used: set[int] = set()
        out: list[dict[str, Any]] = []
        if specs is None:
            out = list(existing or [])
            specs = []
        for i, spec in enumerate(specs):
            sid_ = str(spec.get("id"))
            if sid_ in keep:
                out.append({**keep[sid_], **({"description": spec["description"]}
                                              if "description" in spec else {})})
                continue
            try:
                index = int(spec["id"])
                filename, data = files[index]
            except (KeyError, ValueError, TypeError):
                raise form_error(f"attachments[{i}].id", "ATTACHMENT_NOT_FOUND",
                                 f"Unknown attachment {spec.get('id')!r}") from None
            used.add(index)
            named = spec.get("filename", filename)
            if not isinstance(named, str) or not named.strip():  # message.mdx "Attachment
                raise form_error(f"attachments[{i}].filename",   # Request Structure"
                                 "BASE_TYPE_BAD_LENGTH", "A filename is required")
            out.append(self._store_attachment(channel_id, named, data, spec.get("description")))
        for index in sorted(set(files) - used):
            out.append(self._store_attachment(channel_id, *files[index], None))
        return out

    def _store_attachment(self, channel_id: str, filename: str, data: bytes,
                          description: str | None) -> dict[str, Any]:
        if len(data) > self.upload_limit:
            raise DiscordError(413, 40005, "Request entity too large")
        aid = P.snowflake()
        self.attachments[aid] = data
        url = f"{self.base_url}/attachments/{channel_id}/{aid}/{filename}"
        att: dict[str, Any] = {
            "id": aid, "filename": filename, "size": len(data), "url": url, "proxy_url": url,
            "content_type": mimetypes.guess_type(filename)[0] or "application/octet-stream",
        }
        if description is not None:
            att["description"] = description
        if size := P.png_size(data):
            att["width"], att["height"] = size
        return att

    def _apply(self, msg: dict[str, Any], body: dict[str, Any], files: Files,
               *, creating: bool) -> None:
        """Apply a create/edit body to ``msg`` (validated before anything is stored)."""
        for key in ("content", "embeds", "components"):
            if key in body:
                msg[key] = body[key] if body[key] is not None else ("" if key == "content" else [])
        if msg["content"] is None:
            msg["content"] = ""
        if "flags" in body and body["flags"] is not None:
            settable = SUPPRESS_EMBEDS | SUPPRESS_NOTIFICATIONS | P.IS_COMPONENTS_V2
            keep = msg["flags"] & (EPHEMERAL | LOADING) if not creating else msg["flags"]
            msg["flags"] = keep | (int(body["flags"]) & settable)
        if "attachments" in body or files:
            msg["attachments"] = self._attachments(body, files, msg["channel_id"],
                                                   None if creating else msg["attachments"])
        msg["embeds"] = [self._resolve_embed(e, msg["attachments"]) for e in msg["embeds"] or []]
        self._number_components(msg["components"])
        check_allowed_mentions(body.get("allowed_mentions"))
        if creating:
            check_nonce(body.get("nonce"))
        check_message(msg, unique_button_labels=self.unique_button_labels)

    @staticmethod
    def _resolve_embed(embed: dict[str, Any], attachments: list[dict[str, Any]]) -> dict[str, Any]:
        e = dict(embed)
        for key in ("image", "thumbnail"):
            url = (e.get(key) or {}).get("url") or ""
            if url.startswith("attachment://"):
                att = next((a for a in attachments if a["filename"] == url[13:]), None)
                if att is not None:
                    e[key] = {**e[key], "url": att["url"], "proxy_url": att["url"],
                              "width": att.get("width"), "height": att.get("height")}
        return e

    @staticmethod
    def _number_components(rows: list[dict[str, Any]]) -> None:
        n = 0
        for row in rows or []:
            n += 1
            row.setdefault("id", n)
            for c in row.get("components") or []:
                n += 1
                c.setdefault("id", n)

    # ---- lifecycle ---------------------------------------------------------------------------
    def create_message(self, channel_id: str, author: dict[str, Any], body: dict[str, Any],
                       files: Files | None = None, *, mtype: int = 0, flags: int = 0,
                       extra: dict[str, Any] | None = None, loading: bool = False,
                       visible_to: str | None = None, on_valid: Any = None) -> dict[str, Any]:
        """Validate and store a message, then send MESSAGE_CREATE. ``on_valid()`` runs once the
        body passed validation, before anything is stored or dispatched (e.g. to unarchive the
        thread first, as Discord does when a message is sent to an archived thread)."""
        msg = P.message(channel_id, author, mtype=mtype)
        msg["flags"] = flags
        msg.update(extra or {})
        if loading:
            msg["flags"] |= LOADING
        else:
            self._apply(msg, copy.deepcopy(body), files or {}, creating=True)
        if on_valid is not None:
            on_valid()
        allowed = body.get("allowed_mentions")
        mentioned = [] if loading else self._pinged_users(msg, allowed)
        msg["mentions"] = [self.users[u] for u in mentioned]
        self.messages[msg["id"]] = msg
        self._by_channel.setdefault(channel_id, []).append(msg["id"])
        ch = self.channels[channel_id]
        quiet = msg["flags"] & (EPHEMERAL | SUPPRESS_NOTIFICATIONS) or loading
        self._meta[msg["id"]] = {"pinged": [] if quiet else mentioned, "loading": loading,
                                 "visible_to": visible_to, "allowed_mentions": allowed}
        if not msg["flags"] & EPHEMERAL:
            ch["last_message_id"] = msg["id"]
            if ch["type"] in (10, 11, 12):
                ch["message_count"] += 1
                ch["total_message_sent"] += 1
                self._touch_thread(ch)
        self._log("create", msg)
        if not msg["flags"] & EPHEMERAL:
            self._dispatch_message("MESSAGE_CREATE", msg)
        return msg

    def edit_message(self, msg: dict[str, Any], body: dict[str, Any],
                     files: Files | None = None) -> dict[str, Any]:
        meta = self._meta[msg["id"]]
        draft = copy.deepcopy(msg)
        draft["flags"] &= ~LOADING
        self._apply(draft, copy.deepcopy(body), files or {}, creating=False)
        allowed = body.get("allowed_mentions", meta["allowed_mentions"])
        mentioned = self._pinged_users(draft, allowed)
        draft["mentions"] = [self.users[u] for u in mentioned]
        if meta["loading"]:  # a deferred response shows (and pings) for the first time
            meta["loading"] = False
            quiet = draft["flags"] & (EPHEMERAL | SUPPRESS_NOTIFICATIONS)
            meta["pinged"] = [] if quiet else mentioned
        else:
            draft["edited_timestamp"] = P.now_iso()
        msg.clear()
        msg.update(draft)
        self._log("edit", msg)
        if not msg["flags"] & EPHEMERAL:
            self._dispatch_message("MESSAGE_UPDATE", msg)
        return msg

    def delete_message(self, msg: dict[str, Any]) -> None:
        self.messages.pop(msg["id"], None)
        self._log("delete", msg)
        if not msg["flags"] & EPHEMERAL:
            ch = self.any_channel(msg["channel_id"])
            if ch["type"] in (10, 11, 12):
                ch["message_count"] = max(0, ch["message_count"] - 1)
            data = {"id": msg["id"], "channel_id": msg["channel_id"]}
            if ch.get("guild_id"):
                data["guild_id"] = ch["guild_id"]
            self.dispatch("MESSAGE_DELETE", data, intent=self._message_intent(ch))

    def _log(self, op: str, msg: dict[str, Any]) -> None:
        ch = self.any_channel(msg["channel_id"])
        ephemeral = bool(msg["flags"] & EPHEMERAL)
        visible_to = self._meta.get(msg["id"], {}).get("visible_to")
        if ch["type"] == 1:
            visible_to = ch["recipients"][0]["id"]
        self.message_log.append({
            "op": op, "message_id": msg["id"], "channel_id": msg["channel_id"],
            "guild_id": ch.get("guild_id"), "dm": ch["type"] == 1,
            "thread": ch["type"] in (10, 11, 12), "author_id": msg["author"]["id"],
            "ephemeral": ephemeral, "visible_to": visible_to,
            "public": not ephemeral and ch["type"] in (0, 5, 10, 11),
            "content": msg.get("content") or "", "embeds": copy.deepcopy(msg.get("embeds") or []),
            "attachments": [{"filename": a["filename"], "description": a.get("description")}
                            for a in msg.get("attachments") or []],
            "alt_texts": [a["description"] for a in msg.get("attachments") or []
                          if a.get("description")],
            "components": copy.deepcopy(msg.get("components") or []),
        })

    # ---- gateway side -----------------------------------------------------------------------
    @staticmethod
    def _message_intent(ch: dict[str, Any]) -> int:
        return DIRECT_MESSAGES if ch["type"] == 1 else GUILD_MESSAGES

    def _dispatch_message(self, event: str, msg: dict[str, Any]) -> None:
        ch = self.channels[msg["channel_id"]]
        data = copy.deepcopy(msg)
        if gid := ch.get("guild_id"):
            data["guild_id"] = gid
            if m := self.member_of(gid, msg["author"]["id"]):
                data["member"] = {k: v for k, v in m.items() if k != "user"}

        def redact(d: dict[str, Any], intents: int) -> dict[str, Any]:
            exempt = (ch["type"] == 1 or msg["author"]["id"] == self.bot_user["id"]
                      or any(u["id"] == self.bot_user["id"] for u in msg["mentions"]))
            if intents & MESSAGE_CONTENT or exempt:
                return d
            return {**d, "content": "", "embeds": [], "attachments": [], "components": []}

        self.dispatch(event, data, intent=self._message_intent(ch), transform=redact)

    async def user_says(self, user: Any, channel: Any, content: str) -> dict[str, Any]:
        """A human posts ``content`` (MESSAGE_CREATE reaches the bot, subject to intents)."""
        from .world import sid

        msg = self.create_message(sid(channel), self.users[sid(user)], {"content": content})
        await self.flush()
        return msg
