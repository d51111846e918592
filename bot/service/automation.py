"""AI seats: each game with an AI seat to act gets a background task, outside any
interaction. Moves are made in short bursts, each a change in the game's turn and lock,
handed to the listeners (the presenter posts it) before the turn ends; the pacing delay is
waited outside both. A task starts only when a change leaves an AI seat to act (`follow`).

A `hard` bot's move is thought outside the turn and the lock (it takes about a second):
the burst stops at its question; the move is thought; the next burst plays it only if the
game is still at the version it was thought for (else the bot thinks again). A change of
the game while the bot thinks cancels the thinking (`follow`), and so does `stop`.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass
from functools import partial

from bot.service.models import Loaded, Outcome
from bot.service.play import Play
from bot.service.store import Games
from bot.service.thinking import Question, Thought

log = logging.getLogger("saloon.automation")
BURST = 12  # AI moves shown together at most (fast games would flood the channel)


@dataclass
class Burst:
    """One burst's input and output: the move thought for it (played if still current), and
    the question it stopped at (a `hard` bot's, to think outside the lock)."""

    thought: Thought | None = None
    question: Question | None = None


class Automation:
    """Plays AI seats in per-game background tasks."""

    def __init__(self, games: Games, play: Play, *, delay: float = 0.0) -> None:
        self.games = games
        self.play = play
        self.delay = delay
        self._tasks: dict[int, asyncio.Task[None]] = {}
        self._again: set[int] = set()
        self._thinking: dict[int, tuple[int, asyncio.Task[Thought]]] = {}  # version, task
        self.stopping = False
        games.changed.append(self.follow)

    def follow(self, loaded: Loaded) -> None:
        """After any change: a bot thinking about an older version stops; AI seats that must
        act now will act soon."""
        thinking = self._thinking.get(loaded.game.id)
        if thinking is not None and thinking[0] != loaded.game.version:
            thinking[1].cancel()
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
        for _, thinking in self._thinking.values():  # a thought is not a move: nothing is lost
            thinking.cancel()
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
        thought: Thought | None = None
        try:
            while not self.stopping:
                self._again.discard(game_id)
                burst = Burst(thought)
                async with self.games.turn(game_id):
                    shown = await self.games.run(game_id, partial(self._burst, burst=burst))
                    if shown.moves:
                        await self.games.tell(shown)
                if burst.question is not None:
                    thought = await self._think(burst.question)
                    continue
                thought = None
                if game_id not in self._again:  # no AI seat left to act (see `follow`)
                    return
                if self.delay and shown.moves:
                    await asyncio.sleep(self.delay)
        except Exception:
            log.exception("AI seats of game %s stopped; they resume at the next change", game_id)
        finally:
            self._tasks.pop(game_id, None)

    async def _think(self, question: Question) -> Thought | None:
        """The bot's answer to `question`, thought with no lock held; None when the game
        changed meanwhile (see `follow`)."""
        thinking = asyncio.ensure_future(self._answer(question))
        self._thinking[question.game_id] = (question.version, thinking)
        try:
            return await thinking
        except asyncio.CancelledError:
            current = asyncio.current_task()
            if current is not None and current.cancelling():  # this task is stopped
                raise
            return None
        finally:
            self._thinking.pop(question.game_id, None)

    async def _answer(self, question: Question) -> Thought:
        choice = await self.play.thinker.choose(*question.asked)
        return Thought(question, choice.action)

    async def _burst(self, outcome: Outcome, burst: Burst) -> None:
        """Up to BURST AI moves (one when moves are paced); none when none is due. It stops
        at a `hard` bot's question (unless it is the one `burst.thought` answers): the
        move is thought outside the lock."""
        loaded = outcome.loaded
        if loaded.game.status != "active":
            return
        for _ in range(BURST):
            due = loaded.ai_to_act()
            if not due:
                break
            thought, burst.thought = burst.thought, None
            played = thought is not None and await self.play.play_thought(outcome, thought)
            if not played and loaded.level_of(due[0]) == "hard" and self.play.thinker.has_room:
                burst.question = self.play.question(loaded, due[0])
                break
            if not played:  # a bot that thinks fast (past the cap of searches: `normal`)
                await self.play.play_ai(outcome, due[0], "ai")
            if self.delay:
                break
