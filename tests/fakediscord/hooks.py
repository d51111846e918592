"""Mode A: point discord.py's REST, gateway and CDN base URLs at the fake (process-global).

Apply after anything that calls ``discord.http._set_api_version()`` (it rewrites ``Route.BASE``).
"""

from __future__ import annotations

from collections.abc import Callable

import discord.asset
import discord.gateway
import discord.http
import yarl


def point_discord_py_at(base_url: str, gateway_url: str) -> Callable[[], None]:
    """Redirect discord.py to ``base_url``/``gateway_url``; returns ``restore()``."""
    route, ws, asset = discord.http.Route, discord.gateway.DiscordWebSocket, discord.asset.Asset
    saved = (route.BASE, ws.DEFAULT_GATEWAY, asset.BASE)
    route.BASE = f"{base_url}/api/v{discord.http.INTERNAL_API_VERSION}"  # REST + interaction webhooks
    ws.DEFAULT_GATEWAY = yarl.URL(gateway_url)                           # first IDENTIFY
    asset.BASE = base_url                                                 # avatars, icons

    def restore() -> None:
        route.BASE, ws.DEFAULT_GATEWAY, asset.BASE = saved

    return restore
