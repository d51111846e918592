"""Run a discord.py bot against the fake for the duration of an ``async with`` block."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any


@contextlib.asynccontextmanager
async def running(bot: Any, token: str, *, timeout: float = 10.0) -> AsyncIterator[Any]:
    """Run ``bot`` against the fake for the duration of the block."""
    try:
        await bot.login(token)
    except BaseException:
        await bot.close()  # closes the HTTP session login opened
        raise
    task = asyncio.create_task(bot.connect(reconnect=False), name="fakediscord-bot-connect")
    try:
        ready = asyncio.create_task(bot.wait_until_ready())
        done, _ = await asyncio.wait({ready, task}, timeout=timeout,
                                     return_when=asyncio.FIRST_COMPLETED)
        if ready not in done:
            ready.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await ready
            if task in done:
                task.result()  # re-raise why the connection ended
            raise TimeoutError(f"bot not ready within {timeout}s")
        yield bot
    finally:
        await bot.close()
        await task
        stop_views(bot)


def stop_views(bot: Any) -> None:
    """Stop every view the bot still tracks. ``Client.close()`` leaves the timeout tasks of
    views with a ``timeout`` pending, which would leak into the next test."""
    store = bot._connection._view_store
    views = {id(i.view): i.view for items in list(store._views.values())
             for i in items.values() if i.view is not None}
    for view in views.values():
        view.stop()
