"""Interactions acknowledged and not yet answered: on shutdown (SIGTERM) Saloon stops taking
new ones and lets these finish, so no player who saw "thinking…" is left without an answer
(Discord keeps an interaction's token for 15 minutes; a process manager waits far less)."""

from __future__ import annotations

import asyncio
import logging

log = logging.getLogger("saloon.shutdown")


class InFlight:
    """The handler tasks of acknowledged interactions, and whether new ones are taken."""

    def __init__(self) -> None:
        self.accepting = True
        self._tasks: set[asyncio.Task[object]] = set()

    def __len__(self) -> int:
        return len(self._tasks)

    def enter(self) -> None:
        """The running task handles an interaction it has acknowledged."""
        task = asyncio.current_task()
        if task is not None and task not in self._tasks:
            self._tasks.add(task)
            task.add_done_callback(self._tasks.discard)

    async def drain(self, grace: float) -> None:
        """Take no new interaction, and wait up to `grace` seconds for those in flight."""
        self.accepting = False
        pending = [t for t in self._tasks if t is not asyncio.current_task()]
        if pending:
            log.info("answering %d interactions in flight before stopping", len(pending))
            _, late = await asyncio.wait(pending, timeout=grace)
            if late:
                log.warning("%d interactions still unanswered after %.0f s", len(late), grace)
