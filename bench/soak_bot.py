"""The soak's bot process: the real Saloon bot (`bot.app.create_bot`, the cogs, the render
pool with one worker) against the fake Discord, its service clock following the soak's
simulated clock, and its live views and caches written out on SIGUSR1.

    python -m bench.soak_bot BASE_URL GATEWAY_URL TOKEN DATABASE CLOCK_FILE STATS_FILE

Two seams, both here rather than in the bot:
- the clock: `GameService` is built inside `setup_hook` with the wall clock; this process
  builds it with `clock=FileClock(CLOCK_FILE)` instead (the soak writes the simulated time
  to that file, atomically, before moving the fake's test clock);
- the figures: SIGUSR1 appends one JSON line of live views and cache sizes to STATS_FILE.
"""

from __future__ import annotations

import asyncio
import gc
import json
import logging
import signal
import sys
from collections import deque
from functools import partial
from pathlib import Path
from typing import Any

import discord

import bot.app as app
from bot.service import GameService
from bot.settings import Settings
from tests.fakediscord.hooks import point_discord_py_at

POLL_SECONDS = 0.1  # how often the bot looks at deadlines and reminders (real seconds)
LOG_FORMAT = "%(levelname)s %(name)s: %(message)s"


class FileClock:
    """The simulated time: seconds since the epoch, as the soak last wrote them."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)

    def __call__(self) -> float:
        return float(self.path.read_text(encoding="ascii"))


def follow_clock(clock: FileClock) -> None:
    """Every `GameService` this process builds reads `clock` (the bot builds one)."""
    app.GameService = partial(GameService, clock=clock)  # type: ignore[misc]


def live_views() -> list[Any]:
    """discord.py views still alive after a full collection."""
    gc.collect()
    return [o for o in gc.get_objects() if isinstance(o, discord.ui.view.BaseView)]


def rss_kb() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def saloon_tables(root: object, prefix: str, seen: set[int], depth: int = 2
                  ) -> dict[str, int]:
    """The sizes of Saloon's own in-memory tables (private dicts, sets, lists and deques)
    under `root` and its parts from the `bot` package, whatever they are called today."""
    out: dict[str, int] = {}
    seen.add(id(root))
    for name, value in getattr(root, "__dict__", {}).items():
        if isinstance(value, dict | set | list | deque) and name.startswith("_"):
            out[f"{prefix}.{name.lstrip('_')}"] = len(value)
        elif (depth > 1 and type(value).__module__.startswith("bot.") and id(value) not in seen
              and not isinstance(value, discord.Client)):
            out.update(saloon_tables(value, f"{prefix}.{name.lstrip('_')}", seen, depth - 1))
    return out


def snapshot(bot: app.SaloonBot) -> dict[str, Any]:
    """Live views, discord.py's caches and Saloon's own per-game tables."""
    state: Any = bot._connection
    store = state._view_store
    views = live_views()
    tables: dict[str, int] = {}
    seen: set[int] = set()
    for name in ("service", "presenter", "interactions", "in_flight"):
        if hasattr(bot, name):
            tables.update(saloon_tables(getattr(bot, name), name, seen))
    return {
        "views_live": len(views),
        "views_timing_out": sum(1 for v in views if v.timeout is not None
                                and not v.is_finished()),
        "view_store_items": sum(len(items) for items in store._views.values()),
        "view_store_messages": len(store._synced_message_views),
        "modals": len(store._modals),
        "message_cache": len(state._messages or ()),
        "message_cache_max": state.max_messages,
        "private_channels": len(state._private_channels),
        "users": len(state._users),
        "render_queue": bot.presenter.painter.queued,
        "tasks": len(asyncio.all_tasks()),
        "rss_kb": rss_kb(),
        "saloon": tables,
    }


def write_stats(bot: app.SaloonBot, path: Path) -> None:
    try:
        line = json.dumps(snapshot(bot))
    except Exception as exc:  # the bot is not set up yet, or is closing
        line = json.dumps({"error": repr(exc)})
    with path.open("a", encoding="utf-8") as out:
        out.write(line + "\n")


async def main(base: str, gateway: str, token: str, database: str, clock_file: str,
               stats_file: str) -> None:
    point_discord_py_at(base, gateway)
    follow_clock(FileClock(clock_file))
    settings = Settings(discord_token=token, saloon_db=database, ai_delay=0,  # type: ignore[call-arg]
                        timer_poll_seconds=POLL_SECONDS, render_workers=1, _env_file=None)
    bot = app.create_bot(settings, guild_ready_timeout=0.05)
    asyncio.get_running_loop().add_signal_handler(
        signal.SIGUSR1, write_stats, bot, Path(stats_file))
    async with bot:
        await bot.start(token, reconnect=False)


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr, format=LOG_FORMAT)
    asyncio.run(main(*sys.argv[1:7]))
