"""The gateway: HELLO, heartbeats, IDENTIFY -> READY + GUILD_CREATE, RESUME, RECONNECT, dispatch.

Sharding as Discord does it: a session that identified with `shard: [id, count]` gets the
guilds (READY, GUILD_CREATE, and every event of a guild) for which
`(guild_id >> 22) % count == id`, and only shard 0 gets events outside any guild (DMs and
interactions from DMs). An id outside `0 <= id < count` is closed with 4010 (invalid shard).

Frames are plain JSON text (discord.py only inflates binary frames, so ``compress`` is ignored).
Every outgoing frame goes through a per-session queue, so events keep their order and the sync
world-building methods can dispatch too.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Callable
from typing import Any

from aiohttp import WSMsgType, web

from . import payloads as P

GUILDS, GUILD_MEMBERS = 1 << 0, 1 << 1
Transform = Callable[[dict[str, Any], int], dict[str, Any]]


GUILD_EVENTS = ("GUILD_CREATE", "GUILD_UPDATE", "GUILD_DELETE")


def guild_of(event: str, data: dict[str, Any]) -> str | None:
    """The guild an event belongs to (None: a DM or other event outside any guild)."""
    if event in GUILD_EVENTS:
        return str(data["id"])
    guild = data.get("guild_id")
    return str(guild) if guild else None


class Session:
    def __init__(self, ws: web.WebSocketResponse):
        self.ws = ws
        self.queue: asyncio.Queue[dict[str, Any] | None] = asyncio.Queue()
        self.session_id = P.snowflake()
        self.seq = 0
        self.intents = 0
        self.shard: list[int] = [0, 1]
        self.ready = False
        self.identifies = 0

    def owns(self, guild_id: str | None) -> bool:
        """Whether events of `guild_id` (None: outside any guild) reach this session."""
        shard_id, count = self.shard
        if guild_id is None:
            return shard_id == 0
        return (int(guild_id) >> 22) % count == shard_id

    def put(self, op: int, d: Any, t: str | None = None) -> None:
        frame: dict[str, Any] = {"op": op, "d": d, "s": None, "t": t}
        if op == 0:
            self.seq += 1
            frame["s"] = self.seq
        self.queue.put_nowait(frame)


class Gateway:
    heartbeat_interval_ms = 41250
    resume_ok = False  # RESUME -> op 9 (invalid session) by default; True answers RESUMED

    def _init_gateway(self) -> None:
        self._sessions: list[Session] = []
        self.identify_count = 0
        self._resumes = 0
        self._last_intents = 0
        self.gateway_log: list[dict[str, Any]] = []  # every frame received from clients

    @property
    def connected(self) -> bool:
        return any(s.ready for s in self._sessions)

    def dispatch(self, event: str, data: dict[str, Any], *, intent: int | None = None,
                 transform: Transform | None = None) -> None:
        """Queue an op 0 event for every identified session whose intents include ``intent``
        and whose shard owns the event's guild."""
        guild = guild_of(event, data)
        for s in self._sessions:
            if s.ready and (intent is None or s.intents & intent) and s.owns(guild):
                s.put(0, transform(data, s.intents) if transform else data, event)

    async def flush(self) -> None:
        """Wait until every queued frame has been written to the sockets."""
        for s in list(self._sessions):
            with contextlib.suppress(Exception):
                await asyncio.wait_for(s.queue.join(), 5)

    async def send_reconnect(self, *, wait: bool = True, timeout: float = 10) -> None:
        """Send op 7 RECONNECT; with ``wait``, return once the client has identified again
        (or resumed, when ``resume_ok``). Bots should override ``before_identify_hook``,
        which otherwise sleeps 5 s before re-identifying."""
        before = self.identify_count + self._resumes
        for s in self._sessions:
            s.put(7, None)
        await self.flush()
        if wait:
            await self.wait_for(lambda: self.identify_count + self._resumes > before and self.connected,
                                timeout=timeout)

    def _dispatch_guild_create(self, gid: str) -> None:
        for s in self._sessions:
            if s.ready and s.intents & GUILDS and s.owns(gid):
                s.put(0, self.guild_create_payload(gid, s.intents), "GUILD_CREATE")

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(autoping=True, max_msg_size=0)
        await ws.prepare(request)
        s = Session(ws)
        self._sessions.append(s)
        writer = asyncio.create_task(self._writer(s), name="fakediscord-gateway-writer")
        s.put(10, {"heartbeat_interval": self.heartbeat_interval_ms})
        try:
            async for raw in ws:
                if raw.type != WSMsgType.TEXT:
                    break
                frame = json.loads(raw.data)
                self.gateway_log.append(frame)
                await self._on_frame(s, frame)
        finally:
            s.ready = False
            if s in self._sessions:
                self._sessions.remove(s)
            s.queue.put_nowait(None)
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer, 1)
            if not writer.done():
                writer.cancel()
        return ws

    async def _writer(self, s: Session) -> None:
        while True:
            frame = await s.queue.get()
            try:
                if frame is None:
                    return
                if not s.ws.closed:
                    await s.ws.send_str(json.dumps(frame))
            except Exception:  # the client went away; drop the frame
                pass
            finally:
                s.queue.task_done()

    async def _on_frame(self, s: Session, frame: dict[str, Any]) -> None:
        op, d = frame.get("op"), frame.get("d")
        if op == 1:
            s.put(11, None)
        elif op == 2:
            if d.get("token") != self.token:
                await s.ws.close(code=4004, message=b"Authentication failed.")
                return
            s.intents = int(d.get("intents", 0))
            s.shard = list(d.get("shard") or [0, 1])
            if len(s.shard) != 2 or not 0 <= s.shard[0] < s.shard[1]:
                await s.ws.close(code=4010, message=b"Invalid shard.")
                return
            s.ready = True
            self._last_intents = s.intents
            self.identify_count += 1
            s.put(0, self._ready_payload(s), "READY")
            if s.intents & GUILDS:
                for gid in self.guilds:
                    if gid not in self.removed_from and s.owns(gid):
                        s.put(0, self.guild_create_payload(gid, s.intents), "GUILD_CREATE")
        elif op == 6:
            if self.resume_ok and d.get("token") == self.token:
                s.ready, s.seq = True, int(d.get("seq") or 0)
                s.intents = self._last_intents
                self._resumes += 1
                s.put(0, {}, "RESUMED")
            else:
                s.put(9, False)
        elif op == 8:
            gid = str(d.get("guild_id"))
            members = list(self._members.get(gid, {}).values())
            s.put(0, {"guild_id": gid, "members": members, "chunk_index": 0, "chunk_count": 1,
                      "not_found": [], "nonce": d.get("nonce")}, "GUILD_MEMBERS_CHUNK")
        # op 3 (presence), op 4 (voice) and anything else: accepted silently

    def _ready_payload(self, s: Session) -> dict[str, Any]:
        return {
            "v": 10, "user": {**self.bot_user, "verified": True, "mfa_enabled": False},
            "guilds": [{"id": gid, "unavailable": True} for gid in self.guilds
                       if gid not in self.removed_from and s.owns(gid)],
            "session_id": s.session_id, "session_type": "normal",
            "resume_gateway_url": self.gateway_url, "shard": s.shard,
            "application": {"id": self.application_id, "flags": 0},
            "private_channels": [], "relationships": [], "presences": [],
            "guild_join_requests": [], "geo_ordered_rtc_regions": [], "user_settings": {},
            "_trace": ["fakediscord"],
        }

    async def _close_sessions(self) -> None:
        for s in list(self._sessions):
            with contextlib.suppress(Exception):
                await s.ws.close(code=1001)
