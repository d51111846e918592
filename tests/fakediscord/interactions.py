"""Interaction responses: the callback endpoint, followups and ``@original`` (webhook routes)."""

from __future__ import annotations

import asyncio
import copy
from dataclasses import dataclass, field
from typing import Any

from aiohttp import web

from .lifecycle import INTERACTION_TOKEN_TTL
from .messages import read_body
from .payloads import EPHEMERAL
from .rest import Rest, jresp, no_content
from .rules import (
    DEFERRED_FLAGS,
    EDIT_FLAGS,
    FOLLOWUP_FLAGS,
    RESPONSE_FLAGS,
    DiscordError,
    check_choices,
    check_flags,
    check_modal,
    form_error,
)

KINDS = {1: "ping", 2: "slash", 3: "component", 4: "autocomplete"}
# PONG (1) only answers a PING, which only HTTP-endpoint bots receive (never via the gateway).
ALLOWED_RESPONSES = {1: {1}, 2: {4, 5, 9}, 3: {4, 5, 6, 7, 9}, 4: {8}}


class NotAcknowledged(AssertionError):
    """The bot never acknowledged the interaction (Discord shows "This interaction failed")."""


@dataclass(eq=False)
class InteractionRecord:
    """One interaction sent to the bot and everything the bot answered."""

    fake: Any = field(repr=False)
    id: str
    token: str
    type: int                      # 2 slash, 3 component, 4 autocomplete
    user_id: str
    channel_id: str
    payload: dict[str, Any] = field(repr=False)
    created: float = 0.0           # event-loop time (the 3 s acknowledgement window)
    created_clock: float = 0.0     # the fake's test clock (the 15 min token lifetime)
    response: dict[str, Any] | None = None     # the callback body: {"type": t, "data": {...}}
    response_message_id: str | None = None     # message created by a type 4/5 response
    component_message_id: str | None = None    # for clicks: the message the component is on
    followup_ids: list[str] = field(default_factory=list)
    edited_ids: list[str] = field(default_factory=list)   # edited via type 7 or the webhook
    posted_ids: list[str] = field(default_factory=list)
    rejected: list[DiscordError] = field(default_factory=list)
    choices: list[dict[str, Any]] | None = None
    modal: dict[str, Any] | None = None
    focused_option: dict[str, Any] | None = field(default=None, repr=False)
    acked: asyncio.Event = field(default_factory=asyncio.Event, repr=False)

    @property
    def kind(self) -> str:
        return KINDS[self.type]

    @property
    def acknowledged(self) -> bool:
        return self.response is not None

    @property
    def response_type(self) -> int | None:
        return None if self.response is None else self.response["type"]

    @property
    def original_message_id(self) -> str | None:
        """``@original``: the response message (types 4/5) or the clicked message (types 6/7)."""
        if self.response_message_id is not None:
            return self.response_message_id
        return self.component_message_id if self.response_type in (6, 7) else None

    @property
    def ephemeral(self) -> bool:
        mid = self.original_message_id
        return mid is not None and mid in self.fake.messages and self.fake.is_ephemeral(mid)

    @property
    def followups(self) -> list[dict[str, Any]]:
        """Messages sent with ``interaction.followup.send`` (the first one after a thinking
        defer *is* the original response message, as on Discord)."""
        return [self.fake.messages[m] for m in self.followup_ids if m in self.fake.messages]

    @property
    def posted(self) -> list[dict[str, Any]]:
        """Messages the bot posted through the channel API (channels, threads, DMs) while
        handling this interaction."""
        return [self.fake.messages[m] for m in self.posted_ids if m in self.fake.messages]

    def messages(self) -> list[dict[str, Any]]:
        """The response message, the clicked message if this interaction edited it, and the
        followups, in that order (current state; deleted messages are left out)."""
        ids = [self.response_message_id] if self.response_type in (4, 5) else []
        if self.component_message_id in self.edited_ids:
            ids.append(self.component_message_id)
        ids += self.followup_ids
        seen: list[str] = [m for i, m in enumerate(ids) if m and m not in ids[:i]]
        return [self.fake.messages[m] for m in seen if m in self.fake.messages]

    def text(self) -> str:
        return "\n".join(t for m in self.messages() if (t := self.fake.text_of(m)))


class Interactions(Rest):
    ack_window = 3.0  # seconds the bot has to acknowledge (Discord: 3 s)

    def _init_interactions(self) -> None:
        self.interactions: dict[str, InteractionRecord] = {}
        self._by_token: dict[str, InteractionRecord] = {}
        self._active: list[InteractionRecord] = []

    def interaction_routes(self) -> list[web.RouteDef]:
        a = "/api/v10"
        return [
            web.post(a + "/interactions/{iid}/{token}/callback", self._callback),
            web.post(a + "/webhooks/{app}/{token}", self._followup),
            web.get(a + "/webhooks/{app}/{token}/messages/{mid}", self._webhook_message),
            web.patch(a + "/webhooks/{app}/{token}/messages/{mid}", self._webhook_message),
            web.delete(a + "/webhooks/{app}/{token}/messages/{mid}", self._webhook_message),
        ]

    # ---- callback ---------------------------------------------------------------------------
    async def _callback(self, request: web.Request) -> web.Response:
        rec = self.interactions.get(request.match_info["iid"])
        if rec is None or rec.token != request.match_info["token"]:
            raise DiscordError(404, 10062, "Unknown interaction")
        body, files = await read_body(request)
        try:
            resource = self._respond(rec, body, files)
        except DiscordError as e:
            rec.rejected.append(e)
            raise
        await self.flush()
        if request.query.get("with_response") not in ("1", "true", "True"):
            return no_content()
        mid = rec.original_message_id if rec.response_type in (4, 5, 7) else None
        return jresp({
            "interaction": {
                "id": rec.id, "type": rec.type, "activity_instance_id": None,
                "response_message_id": mid, "response_message_loading": rec.response_type == 5,
                "response_message_ephemeral": rec.ephemeral if mid else False,
            },
            "resource": resource,
        })

    def _respond(self, rec: InteractionRecord, body: dict[str, Any], files: Any) -> dict[str, Any]:
        if rec.response is not None:
            raise DiscordError(400, 40060, "Interaction has already been acknowledged.")
        # receiving-and-responding.mdx: "you must send an initial response within 3 seconds";
        # measured on the event loop, and on the test clock if a test advanced it meanwhile.
        if (asyncio.get_running_loop().time() - rec.created > self.ack_window
                or self.clock - rec.created_clock > self.ack_window):
            raise DiscordError(404, 10062, "Unknown interaction")
        t = body.get("type")
        if t not in ALLOWED_RESPONSES[rec.type]:
            raise form_error("type", "INTERACTION_RESPONSE_TYPE_INVALID",
                             f"Response type {t!r} is not valid for a {rec.kind} interaction")
        data = body.get("data") or {}
        if t in (4, 5, 7):
            check_flags(data.get("flags"), DEFERRED_FLAGS if t == 5 else RESPONSE_FLAGS,
                        "data.flags")
        ephemeral = bool(int(data.get("flags") or 0) & EPHEMERAL)
        resource: dict[str, Any] = {"type": t}
        if t in (4, 5):
            msg = self._interaction_message(rec, data, files, ephemeral=ephemeral, loading=t == 5)
            rec.response_message_id = msg["id"]
            resource["message"] = msg
        elif t == 7:
            msg = self.messages.get(rec.component_message_id or "")
            if msg is None:
                raise DiscordError(404, 10008, "Unknown Message")
            resource["message"] = self.edit_message(msg, data, files)
            rec.edited_ids.append(msg["id"])
        elif t == 8:
            assert rec.focused_option is not None
            check_choices(data.get("choices"), rec.focused_option)
            rec.choices = copy.deepcopy(data["choices"])
        elif t == 9:
            check_modal(data)
            rec.modal = copy.deepcopy(data)
        rec.response = {"type": t, "data": copy.deepcopy(data)}
        rec.acked.set()
        return resource

    def _interaction_message(self, rec: InteractionRecord, data: dict[str, Any], files: Any,
                             *, ephemeral: bool, loading: bool = False) -> dict[str, Any]:
        user = self.users[rec.user_id]
        name = rec.payload["data"].get("name", "")
        meta: dict[str, Any] = {
            "id": rec.id, "type": rec.type, "user": user,
            "authorizing_integration_owners": rec.payload.get("authorizing_integration_owners", {}),
        }
        if rec.type == 2:
            meta.update(name=name, command_type=1)
        elif rec.component_message_id:
            meta["interacted_message_id"] = rec.component_message_id
        extra = {
            "webhook_id": self.application_id, "application_id": self.application_id,
            "interaction_metadata": meta,
            "interaction": {"id": rec.id, "type": rec.type, "name": name, "user": user},
        }
        # Interaction responses and followups are webhook messages: channel permission
        # overwrites (SEND_MESSAGES, EMBED_LINKS, ATTACH_FILES, ...) do not apply to them.
        ch = self._channel(rec.channel_id)  # deleted meanwhile -> 404/10003
        return self.create_message(
            rec.channel_id, self.bot_user, data, files, mtype=20 if rec.type == 2 else 0,
            flags=EPHEMERAL if ephemeral else 0, extra=extra, loading=loading,
            visible_to=rec.user_id if ephemeral else None,
            on_valid=None if ephemeral else self._unarchive_on_send(ch))

    # ---- webhooks: followups and @original --------------------------------------------------
    def _record_for_webhook(self, request: web.Request) -> InteractionRecord:
        rec = self._by_token.get(request.match_info["token"])
        if rec is None or request.match_info["app"] != self.application_id:
            raise DiscordError(404, 10015, "Unknown Webhook")
        # Tokens live 15 minutes on the test clock (receiving-and-responding.mdx); then Discord
        # answers 401 with code 50027 "Invalid Webhook Token" (opcodes-and-status-codes.mdx).
        if self.clock - rec.created_clock > INTERACTION_TOKEN_TTL:
            rec.rejected.append(DiscordError(401, 50027, "Invalid Webhook Token"))
            raise rec.rejected[-1]
        if rec.response is None or rec.type == 4:
            raise DiscordError(404, 10015, "Unknown Webhook")
        return rec

    async def _followup(self, request: web.Request) -> web.Response:
        rec = self._record_for_webhook(request)
        body, files = await read_body(request)
        try:
            check_flags(body.get("flags"), FOLLOWUP_FLAGS)
            return await self._do_followup(rec, request, body, files)
        except DiscordError as e:
            rec.rejected.append(e)
            raise

    async def _do_followup(self, rec: InteractionRecord, request: web.Request,
                           body: dict[str, Any], files: Any) -> web.Response:
        original = self.messages.get(rec.response_message_id or "")
        if rec.response_type == 5 and original is not None and self._meta[original["id"]]["loading"]:
            msg = self.edit_message(original, body, files)
        else:
            ephemeral = bool(int(body.get("flags") or 0) & EPHEMERAL)
            msg = self._interaction_message(rec, body, files, ephemeral=ephemeral)
        rec.followup_ids.append(msg["id"])
        await self.flush()
        if request.query.get("wait") in ("1", "true", "True"):
            return jresp(msg)
        return no_content()

    async def _webhook_message(self, request: web.Request) -> web.Response:
        rec = self._record_for_webhook(request)
        mid = request.match_info["mid"]
        if mid == "@original":
            mid = rec.original_message_id or ""
        own = {rec.original_message_id, *rec.followup_ids}
        msg = self.messages.get(mid)
        if msg is None or mid not in own:
            raise DiscordError(404, 10008, "Unknown Message")
        if request.method == "DELETE":
            self.delete_message(msg)
            await self.flush()
            return no_content()
        if request.method == "PATCH":
            body, files = await read_body(request)
            try:
                ch = self._channel(msg["channel_id"])
                if ch["type"] in (10, 11, 12) and ch["thread_metadata"]["archived"]:
                    raise DiscordError(400, 50083, "Thread is archived")
                # bits the message already has are not changes (discord.py may resend them)
                check_flags(body.get("flags"), EDIT_FLAGS | msg["flags"])
                self.edit_message(msg, body, files)
            except DiscordError as e:
                rec.rejected.append(e)
                raise
            rec.edited_ids.append(msg["id"])
            await self.flush()
        return jresp(msg)
