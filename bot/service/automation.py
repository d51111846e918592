"""AI seats: each game with an AI seat to act gets a background task, outside any
interaction. Moves are made in short bursts under the game's lock; each burst is handed
to the listener (the presenter posts it) and the pacing delay is waited outside the lock.
After a restart `resume` picks up every game whose next seat is an AI.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable

from bot.service.models import Outcome
from bot.service.play import Play
from bot.service.store import Games
from bot.service.timers import Timers

log = logging.getLogger("saloon.automation")
Listener = Callable[[Outcome], Awaitable[object]]
BURST = 12  # AI moves shown together at most (fast games would flood the channel)


class Automation:
    """Plays AI seats in per-game background tasks."""

    def __init__(self, games: Games, play: Play, timers: Timers, *, delay: float = 0.0) -> None:
        self.games = games
        self.play = play
        self.timers = timers
        self.delay = delay
        self.listeners: list[Listener] = []
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self.stopping = False

    def kick(self, game_id: int) -> None:
        """Make sure AI seats of this game that must act will act soon."""
        if self.stopping:
            return
        task = self._tasks.get(game_id)
        if task is not None and not task.done():
            self._again.add(game_id)
            return
        self._tasks[game_id] = asyncio.create_task(self._drive(game_id),
                                                   name=f"saloon-ai-{game_id}")

    async def resume(self) -> None:
        """At start-up: every seat to act has its deadline, and every active game whose next
        seat is an AI plays on."""
        await self.timers.repair()
        for game_id in await self.games.repo.active_game_ids():
            self.kick(game_id)

    async def wait_idle(self) -> None:
        """Wait until no AI task runs (tests and shutdown)."""
        while pending := self._pending():
            await asyncio.gather(*pending, return_exceptions=True)

    async def stop(self, grace: float = 0.0) -> None:
        """Stop the AI seats: no new burst starts; bursts under way may finish for `grace`
        seconds (each is one transaction per move), then the rest are cancelled."""
        self.stopping = True
        pending = self._pending()
        if pending and grace:
            await asyncio.wait(pending, timeout=grace)
        for task in self._pending():
            task.cancel()
        await asyncio.gather(*self._pending(), return_exceptions=True)
        self._tasks.clear()

    @property
    def running(self) -> int:
        return len(self._pending())

    def _pending(self) -> list[asyncio.Task[None]]:
        """Tasks still running (a task cancelled before it started never cleans up)."""
        for game_id in [g for g, t in self._tasks.items() if t.done()]:
            del self._tasks[game_id]
        return list(self._tasks.values())

    async def _drive(self, game_id: int) -> None:
        try:
            while not self.stopping:
                outcome = await self._burst(game_id)
                if outcome is None:
                    if game_id in self._again:
                        self._again.discard(game_id)
                        continue
                    return
                await self._tell(outcome)
                if self.delay:
                    await asyncio.sleep(self.delay)
        except Exception:
            log.exception("AI seats of game %s stopped; they resume at the next change", game_id)
        finally:
            self._tasks.pop(game_id, None)

    async def _burst(self, game_id: int) -> Outcome | None:
        """Up to BURST AI moves (one when moves are paced); None when none was due."""
        async with self.games.locked(game_id):
            loaded = await self.games.load(game_id)
            if loaded.game.status != "active" or not loaded.ai_to_act():
                return None
            outcome = Outcome(loaded)
            for _ in range(BURST):
                due = loaded.ai_to_act()
                if not due:
                    break
                await self.play.play_ai(outcome, due[0], "ai")
                if self.delay:
                    break
            return outcome

    async def _tell(self, outcome: Outcome) -> None:
        for listener in self.listeners:
            try:
                await listener(outcome)
            except Exception:
                log.exception("presenting AI moves of game %s failed", outcome.loaded.game.id)
