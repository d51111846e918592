"""``FakeDiscord``: a loopback Discord (REST + gateway) for end-to-end tests of discord.py bots.

    fake = FakeDiscord()
    await fake.start()                  # 127.0.0.1, ephemeral port; fake.base_url, fake.gateway_url
    restore = point_discord_py_at(fake.base_url, fake.gateway_url)
    ...
    await fake.stop()

Unknown endpoints are answered 404 at once and recorded in ``fake.unhandled``; bugs inside the
fake become a fast 400 recorded in ``fake.errors`` (never 5xx: discord.py retries those with
sleeps). Tests should assert both lists stay empty (the ``fake`` fixture does).
"""

from __future__ import annotations

import asyncio
import traceback
from typing import Any

from aiohttp import web

from .gateway import Gateway
from .invoke import Invoke
from .ratelimits import RateLimiter
from .rest import jresp
from .rules import DiscordError

UNAUTHENTICATED = ("/api/v10/interactions/", "/api/v10/webhooks/")


class FakeDiscord(Invoke, Gateway):
    def __init__(self) -> None:
        self.limiter = RateLimiter()
        self._init_world()
        self._init_rest()
        self._init_interactions()
        self._init_gateway()
        self.unhandled: list[str] = []
        self.errors: list[str] = []
        self.requests: list[tuple[str, str]] = []
        self._inflight = 0
        self._last_activity = 0.0
        self._runner: web.AppRunner | None = None
        self.port = 0

    # ---- rate limits (see ratelimits.py) ------------------------------------------------------
    @property
    def rate_limited(self) -> list[dict[str, Any]]:
        """Every 429 the fake answered: method, route, bucket, global, retry_after, scope."""
        return self.limiter.sent

    @property
    def rate_limit_scale(self) -> float:
        """Real seconds per Discord second for rate-limit windows (default 0.01)."""
        return self.limiter.scale

    @rate_limit_scale.setter
    def rate_limit_scale(self, value: float) -> None:
        self.limiter.scale = value

    @property
    def rate_limits_enabled(self) -> bool:
        return self.limiter.enabled

    @rate_limits_enabled.setter
    def rate_limits_enabled(self, value: bool) -> None:
        self.limiter.enabled = value

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def start(self) -> FakeDiscord:
        app = web.Application(middlewares=[self._middleware], client_max_size=64 * 1024 * 1024)
        app.add_routes([web.get("/gateway", self._gateway), web.get("/", self._gateway)])
        app.add_routes(self.rest_routes())
        app.add_routes(self.interaction_routes())
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False,
                                     shutdown_timeout=0.5)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None and server.sockets  # type: ignore[attr-defined]
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[attr-defined]
        self._last_activity = asyncio.get_running_loop().time()
        return self

    async def stop(self) -> None:
        await self._close_sessions()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    async def __aenter__(self) -> FakeDiscord:
        return await self.start()

    async def __aexit__(self, *exc: Any) -> None:
        await self.stop()

    @web.middleware
    async def _middleware(self, request: web.Request, handler: Any) -> web.StreamResponse:
        if request.path in ("/gateway", "/") and request.headers.get("Upgrade", "").lower() == "websocket":
            return await handler(request)
        loop = asyncio.get_running_loop()
        self._inflight += 1
        self._last_activity = loop.time()
        self.requests.append((request.method, request.path_qs))
        try:
            if request.path.startswith("/api/") and not request.path.startswith(UNAUTHENTICATED) \
                    and request.headers.get("Authorization") != f"Bot {self.token}":
                return jresp({"message": "401: Unauthorized", "code": 0}, 401)
            verdict = self._rate_limit(request, loop.time())
            if verdict.refused is not None:
                return with_headers(jresp(verdict.refused, 429), verdict.headers)
            try:
                return with_headers(await handler(request), verdict.headers)
            except DiscordError as e:
                return with_headers(jresp(e.body(), e.status), verdict.headers)
        except DiscordError as e:
            return jresp(e.body(), e.status)
        except (web.HTTPNotFound, web.HTTPMethodNotAllowed):
            self.unhandled.append(f"{request.method} {request.path}")
            return jresp({"message": "404: Not Found", "code": 0}, 404)
        except Exception as e:
            self.errors.append(f"{request.method} {request.path}: {e!r}\n{traceback.format_exc()}")
            return jresp({"message": f"fakediscord internal error: {e!r}", "code": 0}, 400)
        finally:
            self._inflight -= 1
            self._last_activity = loop.time()

    def _rate_limit(self, request: web.Request, now: float) -> Any:
        resource = request.match_info.route.resource
        route = resource.canonical if resource is not None else ""
        return self.limiter.check(request.method, route, dict(request.match_info), now)


def with_headers(resp: web.StreamResponse, headers: dict[str, str]) -> web.StreamResponse:
    """Rate-limit headers, plus ``Via`` (Discord's answers come through a proxy; discord.py
    treats a 429 without ``Via`` as a Cloudflare ban and raises instead of retrying)."""
    resp.headers.update(headers)
    resp.headers["Via"] = "1.1 google"
    return resp
