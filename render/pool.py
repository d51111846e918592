"""Boards drawn on every core: a pool of worker processes makes the PNGs, so one bot
process uses all its cores for rendering and its event loop never renders.

`Painter(workers)` with `workers > 0` starts that many worker processes (`bot.workers`:
spawned, and gone within a second of a killed parent); with 0 it draws in a thread of
this process, which suits tests and small servers. The views and the
`Voice` travel to the worker by pickling (a `Words` pickles as its locale). `queued` is the
number of drawings asked for and not finished yet (the health line's render queue).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from concurrent.futures import Executor
from functools import partial
from typing import Any

from bot.games.core.model import SeatView, TableView
from bot.i18n import Voice
from bot.workers import worker_pool
from render import hand_png, table_png


def _without_voice(job: tuple[Callable[[Any], bytes], Any], _voice: Voice) -> bytes:
    draw, model = job
    return draw(model)


class Painter:
    """Draws boards and hands as PNG bytes, in worker processes or a thread."""

    def __init__(self, workers: int = 0) -> None:
        self.workers = workers
        self.queued = 0
        self._pool: Executor | None = None
        if workers > 0:
            self._pool = worker_pool(workers)

    async def table(self, view: TableView, voice: Voice,
                    before: TableView | None = None) -> bytes:
        """The public board of `view` as PNG bytes (what changed since `before` marked)."""
        return await self._draw(partial(table_png, before=before), view, voice)

    async def hand(self, view: SeatView, voice: Voice) -> bytes:
        """A seat's hand image as PNG bytes."""
        return await self._draw(hand_png, view, voice)

    async def picture(self, draw: Callable[[Any], bytes], model: Any) -> bytes:
        """Any other image (a leaderboard, a chart): `draw(model)`, a module-level function
        of a picklable model, run like the boards."""
        return await self._draw(_without_voice, (draw, model), Voice())

    async def _draw(self, draw: Callable[[Any, Voice], bytes], view: Any, voice: Voice) -> bytes:
        self.queued += 1
        try:
            if self._pool is None:
                return await asyncio.to_thread(draw, view, voice)
            return await asyncio.get_running_loop().run_in_executor(self._pool, draw, view, voice)
        finally:
            self.queued -= 1

    def close(self) -> None:
        """Stop the workers (drawings in progress finish first)."""
        if self._pool is not None:
            self._pool.shutdown(wait=True, cancel_futures=True)
            self._pool = None
