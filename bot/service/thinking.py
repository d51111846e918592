"""Where bots think: a bot's move is chosen from its seat's view by `levels.think`.

`easy` and `normal` moves take milliseconds and are chosen at once. A `hard` move searches
for about a second, never on the event loop: in worker processes (`Thinker(workers)`,
spawned like the painters, see `bot.workers`), or with 0 workers in threads of this
process (tests, small servers). The view, the legal actions and the game's key travel to
the worker pickled (with the game's budget, so the worker searches as this process's spec
says); the worker finds the game in `bot.games.GAMES`.

At most `cap` searches run at once in this process (by default one per worker); past it a
bot plays `normal` rather than wait. A search whose answer is no longer wanted (its
awaiting task was cancelled: the game changed, the process stops) is dropped before it
starts, or, once running in a worker, left to finish its budget and ignored; it counts
against the cap until its worker is free."""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Sequence
from concurrent.futures import BrokenExecutor, Executor, Future, ThreadPoolExecutor
from dataclasses import dataclass, replace
from typing import Any

from bot.games import GAMES
from bot.games.core.budget import Budget
from bot.games.core.levels import Level, think
from bot.games.core.model import Action
from bot.games.core.rng import splitmix64
from bot.games.core.search import Choice
from bot.games.core.spec import AnySpec
from bot.workers import worker_pool

log = logging.getLogger("saloon.bots")


def decision_seed(game_id: int, version: int, seat: int) -> int:
    """A bot's seed for one decision: from what everyone knows (never the game's seed,
    which decides the hidden cards), so the same decision is thought the same way."""
    return splitmix64((game_id << 24) ^ (version << 4) ^ seat)


def search_in_worker(key: str, budget: Budget, view: Any, seat: int, legal: list[Action],
                     seed: int) -> Choice[Action]:
    """A `hard` move, in a worker process: the game is looked up by its key."""
    spec = GAMES[key]
    if spec.budget != budget:
        spec = replace(spec, budget=budget)
    return think(spec, view, seat, legal, "hard", seed)


@dataclass(frozen=True)
class Question:
    """What a bot is asked: the decision of `seat` in game `game_id` at `version`, as its
    seat sees it, with its legal actions, its level and its seed."""

    game_id: int
    version: int
    seat: int
    spec: AnySpec
    view: Any
    legal: tuple[Action, ...]
    level: Level
    seed: int

    @property
    def asked(self) -> tuple[AnySpec, Any, int, Sequence[Action], Level, int]:
        """The arguments of `Thinker.choose`."""
        return self.spec, self.view, self.seat, self.legal, self.level, self.seed


@dataclass(frozen=True)
class Thought:
    """A bot's answer to a question, thought outside the game's lock."""

    question: Question
    action: Action


class Thinker:
    """Chooses bots' moves; `hard` ones in `workers` processes (0: threads), at most `cap`
    at once (default: one per worker)."""

    def __init__(self, workers: int = 0, cap: int | None = None) -> None:
        self.workers = workers
        self.cap = cap if cap is not None else max(1, workers)
        self.searching = 0  # searches under way, a dropped one until its worker is free
        self.fell_back = 0  # hard moves played `normal` because the cap was reached
        self._count = threading.Lock()  # searches end in the pool's threads
        self._pool: Executor | None = None
        self._renew()

    @property
    def has_room(self) -> bool:
        """Whether a `hard` move would be searched now (not played `normal`)."""
        return self._pool is not None and self.searching < self.cap

    async def choose(self, spec: AnySpec, view: Any, seat: int, legal: Sequence[Action],
                     level: Level, seed: int) -> Choice[Action]:
        """The move a `level` bot of `seat` plays from `view`."""
        if level == "hard" and not self.has_room:
            level = "normal"  # a queued bot plays at once rather than wait
            self.fell_back += 1
        if level != "hard" or len(legal) == 1:
            return think(spec, view, seat, legal, level, seed)
        try:
            return await asyncio.wrap_future(self._submit(spec, view, seat, legal, seed))
        except BrokenExecutor:  # a worker died (killed, out of memory): new workers
            log.exception("the bots' workers broke; starting new ones")
            if self._pool is not None:  # (not closed meanwhile)
                self._renew()
        except Exception:  # a game that cannot search yet must not stop its bots
            log.exception("a %s search failed; the bot plays normal", spec.key)
        return think(spec, view, seat, legal, "normal", seed)

    def _submit(self, spec: AnySpec, view: Any, seat: int, legal: Sequence[Action],
                seed: int) -> Future[Choice[Action]]:
        assert self._pool is not None
        if isinstance(self._pool, ThreadPoolExecutor):  # this process's spec, as it is
            job = self._pool.submit(think, spec, view, seat, legal, "hard", seed)
        else:
            job = self._pool.submit(search_in_worker, spec.key, spec.budget, view, seat,
                                    list(legal), seed)
        with self._count:
            self.searching += 1
        job.add_done_callback(self._ended)
        return job

    def _ended(self, _job: Future[Choice[Action]]) -> None:
        with self._count:
            self.searching -= 1

    def _renew(self) -> None:
        """Fresh workers: at the start, and after one died (a broken pool takes no work)."""
        broken = self._pool
        if self.workers > 0:
            self._pool = worker_pool(self.workers)
        else:
            self._pool = ThreadPoolExecutor(self.cap, thread_name_prefix="saloon-think")
        if broken is not None:
            broken.shutdown(wait=False, cancel_futures=True)

    def close(self) -> None:
        """Stop the workers: searches not started are dropped, those running finish (within
        their budget); afterwards every `hard` move is played `normal`."""
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
