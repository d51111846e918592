"""AI seats: each game with an AI seat to act gets a background task, outside any
interaction. Moves are made in short bursts, each a change in the game's turn and lock,
handed to the listeners (the presenter posts it) before the turn ends; the pacing delay is
waited outside both. A task starts only when a change leaves an AI seat to act (`follow`).
"""

from __future__ import annotations

import asyncio
import logging

from bot.service.models import Loaded, Outcome
from bot.service.play import Play
from bot.service.store import Games

log = logging.getLogger("saloon.automation")
BURST = 12  # AI moves shown together at most (fast games would flood the channel)


class Automation:
    """Plays AI seats in per-game background tasks."""

    def __init__(self, games: Games, play: Play, *, delay: float = 0.0) -> None:
        self.games = games
        self.play = play
        self.delay = delay
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self.stopping = False
        games.changed.append(self.follow)

    def follow(self, loaded: Loaded) -> None:
        """After any change: AI seats that must act now will act soon."""
        if loaded.ai_to_act():
            self.kick(loaded.game.id)

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

    async def wait_idle(self, game_id: int | None = None) -> None:
        """Wait until no AI task runs (of `game_id`, or of any game)."""
        while pending := [t for g, t in self._live() if game_id in (None, g)]:
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
        return [t for _, t in self._live()]

    def _live(self) -> list[tuple[int, asyncio.Task[None]]]:
        """Tasks still running (a task cancelled before it started never cleans up)."""
        for game_id in [g for g, t in self._tasks.items() if t.done()]:
            del self._tasks[game_id]
        return list(self._tasks.items())

    async def _drive(self, game_id: int) -> None:
        try:
            while not self.stopping:
                self._again.discard(game_id)
                async with self.games.turn(game_id):
                    shown = await self.games.run(game_id, self._burst)
                    if shown.moves:
                        await self.games.tell(shown)
                if game_id not in self._again:  # no AI seat left to act (see `follow`)
                    return
                if self.delay and shown.moves:
                    await asyncio.sleep(self.delay)
        except Exception:
            log.exception("AI seats of game %s stopped; they resume at the next change", game_id)
        finally:
            self._tasks.pop(game_id, None)

    async def _burst(self, outcome: Outcome) -> None:
        """Up to BURST AI moves (one when moves are paced); none when none is due."""
        loaded = outcome.loaded
        if loaded.game.status != "active":
            return
        for _ in range(BURST):
            due = loaded.ai_to_act()
            if not due:
                break
            await self.play.play_ai(outcome, due[0], "ai")
            if self.delay:
                break
