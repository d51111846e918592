"""Rate limits as discord-api-docs developers/topics/rate-limits.mdx documents them.

* Per-route buckets, counted per top-level resource (channel, guild, or webhook id + token), with
  ``X-RateLimit-Limit/-Remaining/-Reset/-Reset-After/-Bucket`` on every answer.
* A global limit of 50 requests per second per bot token ("Global Rate Limit"); interaction
  endpoints (the callback and the interaction webhooks) are not bound to it
  (interactions/receiving-and-responding.mdx "Endpoints").
* A request over a limit gets 429 with JSON ``{"message", "retry_after" (float seconds),
  "global"}``, ``Retry-After``, ``X-RateLimit-Scope`` and, for the global limit,
  ``X-RateLimit-Global: true``.

The docs give no per-route numbers ("should not be hard coded"). We use the values commonly
observed: creating messages 5 per 5 s per channel, editing 5 per 5 s per channel, deleting 5 per
1 s per channel, interaction webhooks 5 per 2 s per token, everything else 50 per 1 s per route
and resource.

Time: windows are Discord seconds multiplied by ``scale`` real seconds (``fake.rate_limit_scale``,
default 0.01, so 5 per 5 s becomes 5 per 50 ms), measured on the event loop. The headers and
``retry_after`` are in those scaled (real) seconds, because discord.py really sleeps them.
``fake.advance(seconds)`` moves every window on by ``seconds`` Discord seconds too.
"""

from __future__ import annotations

import hashlib
import math
import time
from dataclasses import dataclass, field
from typing import Any

# (method, canonical route) -> (bucket name, limit, window in Discord seconds)
A = "/api/v10"
ROUTES: dict[tuple[str, str], tuple[str, int, float]] = {
    ("POST", A + "/channels/{cid}/messages"): ("message-create", 5, 5.0),
    ("PATCH", A + "/channels/{cid}/messages/{mid}"): ("message-edit", 5, 5.0),
    ("DELETE", A + "/channels/{cid}/messages/{mid}"): ("message-delete", 5, 1.0),
}
WEBHOOK = ("interaction-webhook", 5, 2.0)
DEFAULT = (50, 1.0)
GLOBAL = (50, 1.0)  # rate-limits.mdx "Global Rate Limit": 50 requests per second


@dataclass
class Window:
    limit: int
    count: int = 0
    resets_at: float = 0.0   # event-loop time


@dataclass
class Verdict:
    """What the limiter says about one request: headers to add, and a 429 body if refused."""

    headers: dict[str, str] = field(default_factory=dict)
    refused: dict[str, Any] | None = None


class RateLimiter:
    def __init__(self, scale: float = 0.01) -> None:
        self.scale = scale
        self.enabled = True
        self._windows: dict[tuple[str, str], Window] = {}
        self.sent: list[dict[str, Any]] = []  # every 429 answered (fake.rate_limited)

    def advance(self, discord_seconds: float) -> None:
        shift = discord_seconds * self.scale
        for w in self._windows.values():
            w.resets_at -= shift

    def _take(self, key: tuple[str, str], limit: int, window: float, now: float) -> Window:
        w = self._windows.get(key)
        if w is None or w.resets_at <= now:
            w = self._windows[key] = Window(limit, 0, now + window * self.scale)
        return w

    @staticmethod
    def bucket_hash(name: str) -> str:
        return hashlib.sha1(name.encode()).hexdigest()[:16]

    def check(self, method: str, route: str, match: dict[str, str], now: float) -> Verdict:
        """Count one request (``route`` is aiohttp's canonical path, ``match`` its match_info)."""
        if not self.enabled or not route.startswith(A):
            return Verdict()
        interaction = route.startswith((A + "/interactions/", A + "/webhooks/"))
        if route.startswith(A + "/interactions/"):
            return Verdict()  # one callback per interaction: no bucket worth modelling
        if not interaction:
            g = self._take(("global", ""), GLOBAL[0], GLOBAL[1], now)
            if g.count >= g.limit:
                return self._refuse(method, route, g, now, scope="global", bucket=None)
            g.count += 1
        if interaction:
            name, limit, window = WEBHOOK
            resource = match.get("token", "")
        elif (method, route) in ROUTES:
            name, limit, window = ROUTES[(method, route)]
            resource = match.get("cid", "")
        else:
            name, (limit, window) = f"{method} {route}", DEFAULT
            resource = match.get("cid") or match.get("gid") or ""
        w = self._take((name, resource), limit, window, now)
        if w.count >= w.limit:
            return self._refuse(method, route, w, now, scope="user", bucket=name)
        w.count += 1
        return Verdict(self._headers(w, now, name))

    def _headers(self, w: Window, now: float, bucket: str) -> dict[str, str]:
        after = max(0.0, w.resets_at - now)
        return {
            "X-RateLimit-Limit": str(w.limit),
            "X-RateLimit-Remaining": str(max(0, w.limit - w.count)),
            "X-RateLimit-Reset": f"{time.time() + after:.3f}",
            "X-RateLimit-Reset-After": f"{math.ceil(after * 1000) / 1000:.3f}",
            "X-RateLimit-Bucket": self.bucket_hash(bucket),
        }

    def _refuse(self, method: str, route: str, w: Window, now: float, *, scope: str,
                bucket: str | None) -> Verdict:
        retry = math.ceil(max(0.001, w.resets_at - now) * 1000) / 1000
        is_global = scope == "global"
        headers = {"Retry-After": str(max(1, math.ceil(retry))), "X-RateLimit-Scope": scope}
        if is_global:
            headers["X-RateLimit-Global"] = "true"
        else:
            assert bucket is not None
            headers.update(self._headers(w, now, bucket))
        self.sent.append({"method": method, "route": route, "bucket": bucket or "global",
                          "global": is_global, "retry_after": retry, "scope": scope})
        return Verdict(headers, {"message": "You are being rate limited.", "retry_after": retry,
                                 "global": is_global})
