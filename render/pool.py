"""Boards drawn on every core: a pool of worker processes makes the PNGs, so one bot
process uses all its cores for rendering and its event loop never renders.

`Painter(workers)` with `workers > 0` starts that many worker processes (spawned: no fork
of a process running an event loop, and no forkserver, which outlives a killed parent);
with 0 it draws in a thread of this process, which suits tests and small servers. A
worker exits by itself within a second of its parent's death, however the parent died
(SIGKILL included), so no crash leaves workers behind. The views and the
`Voice` travel to the worker by pickling (a `Words` pickles as its locale). `queued` is the
number of drawings asked for and not finished yet (the health line's render queue).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from functools import partial
from typing import Any

from bot.games.core.model import SeatView, TableView
from bot.i18n import Voice
from render import hand_png, table_png

ORPHAN_CHECK_SECONDS = 0.5


def _start_worker(parent: int) -> None:
    """A worker watches its parent (every game's renderer is loaded with `render`)."""
    threading.Thread(target=_exit_when_orphaned, args=(parent,), daemon=True,
                     name="saloon-orphan-watch").start()


def _exit_when_orphaned(parent: int) -> None:
    """End this process once `parent` is gone: a killed parent never tells its pool, whose
    workers would otherwise wait for work for ever."""
    while os.getppid() == parent:
        time.sleep(ORPHAN_CHECK_SECONDS)
    os._exit(0)


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
            self._pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context(
                "spawn"), initializer=_start_worker, initargs=(os.getpid(),))

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
