"""Loading games: the repository, the clock, the games registry and one lock per game.

Every collaborator of the service reaches games through `Games`. Locks are per game
and pruned when idle, so a bot that has served many games keeps only the live ones.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

from bot.db.records import GameRow, SeatRow
from bot.db.repository import Repository
from bot.games import GAMES
from bot.games.core import (
    AnySpec,
    Msg,
    NewerStateError,
    NotFoundError,
    PermissionDeniedError,
    msg,
    replay,
)
from bot.service.models import Loaded

log = logging.getLogger("saloon.service")


class UnreadableGameError(NotFoundError):
    """A game saved by a newer release (or damaged): nothing is written to it."""


class Games:
    """Reads games and hands out their locks."""

    def __init__(self, repo: Repository, *, clock: Callable[[], float] = time.time,
                 seed_source: Callable[[], int] | None = None,
                 games: dict[str, AnySpec] | None = None) -> None:
        self.repo = repo
        self.clock = clock
        self.specs = GAMES if games is None else games
        self.new_seed = seed_source or (lambda: secrets.randbits(62))
        self._locks: dict[int, asyncio.Lock] = {}
        self._users: dict[int, int] = {}
        self.unreadable_listeners: list[Callable[[GameRow, Msg], Awaitable[object]]] = []
        self._reported: set[int] = set()

    @asynccontextmanager
    async def locked(self, game_id: int) -> AsyncIterator[None]:
        """Hold the game's lock: this process's, then the database's (other processes on a
        shared PostgreSQL wait for it; a no-op on SQLite). The asyncio lock is forgotten
        when nobody holds or waits for it."""
        lock = self._locks.setdefault(game_id, asyncio.Lock())
        self._users[game_id] = self._users.get(game_id, 0) + 1
        try:
            async with lock, self.repo.game_lock(game_id):
                yield
        finally:
            self._users[game_id] -= 1
            if self._users[game_id] == 0:
                del self._users[game_id]
                del self._locks[game_id]

    @property
    def lock_count(self) -> int:
        return len(self._locks)

    async def wait_unlocked(self, timeout: float) -> bool:
        """Wait until no game's lock is held (every commit in flight is done); False when
        `timeout` seconds passed first."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while self._locks:
            if loop.time() >= end:
                return False
            await asyncio.sleep(0.02)
        return True

    def spec(self, kind: str) -> AnySpec:
        try:
            return self.specs[kind]
        except KeyError:
            known = ", ".join(sorted(self.specs))
            raise NotFoundError("ui-no-such-game", known=known) from None

    async def load(self, game_id: int) -> Loaded:
        if not 0 < game_id < 2**63:  # ids come from custom ids and options typed by anyone
            raise NotFoundError("ui-game-gone")
        game = await self.repo.game(game_id)
        if game is None:
            raise NotFoundError("ui-game-gone")
        return await self.loaded(game)

    async def loaded(self, game: GameRow) -> Loaded:
        seats = await self.repo.seats(game.id)
        spec = self.spec(game.kind)
        try:
            state = None if game.state is None else await self._state(game, seats, spec)
        except UnreadableGameError as exc:
            await self._report_unreadable(game, exc.msg)
            raise
        return Loaded(game, seats, spec, state)

    async def _report_unreadable(self, game: GameRow, message: Msg) -> None:
        """Tell the listeners (the game's channel) once per process; every other game goes on."""
        if game.id in self._reported:
            return
        self._reported.add(game.id)
        for listener in self.unreadable_listeners:
            try:
                await listener(game, message)
            except Exception:
                log.exception("could not report that game %s is unreadable", game.id)

    async def live_at(self, channel_id: int, thread_id: int | None = None) -> Loaded:
        """The live game in a channel or thread, or a friendly NotFoundError."""
        game = await self.repo.live_game_at(channel_id, thread_id)
        if game is None:
            raise NotFoundError("ui-no-game-here")
        return await self.loaded(game)

    async def _state(self, game: GameRow, seats: list[SeatRow], spec: AnySpec) -> Any:
        """The game's state; one saved by an older release without a migration is rebuilt
        by replaying its action log and stored again; a newer or damaged one is never
        written to (a newer release running beside this one may still play it)."""
        assert game.state is not None
        actions = await self.repo.actions(game.id)
        state, rebuilt = restore(spec, game, len(seats),
                                 [(a.seat, json.loads(a.action)) for a in actions])
        if rebuilt:
            log.info("game %s: schema %s state rebuilt by replay", game.id, game.schema_version)
            await self.repo.update_game(game.id, self.clock(), state=state.model_dump_json(),
                                        schema_version=spec.schema_version)
        return state

    @staticmethod
    def require_host(loaded: Loaded, user_id: int, is_admin: bool, what: str) -> None:
        if user_id != loaded.game.host_id and not is_admin:
            raise PermissionDeniedError("ui-host-only", what=msg(what))


def restore(spec: AnySpec, game: GameRow, n_seats: int,
            moves: list[tuple[int, dict[str, Any]]]) -> tuple[Any, bool]:
    """A stored game's state, and whether it had to be rebuilt by replaying `moves` (a state
    of an older schema that the game has no migration for)."""
    assert game.state is not None
    try:
        return spec.load_state(game.state, game.schema_version), False
    except NewerStateError:
        raise UnreadableGameError("ui-game-newer") from None
    except ValueError:
        if game.schema_version >= spec.schema_version:
            log.exception("game %s: its state cannot be read", game.id)
            raise UnreadableGameError("ui-game-unreadable") from None
    parsed = [(seat, spec.parse_action(action)) for seat, action in moves]
    state, _ = replay(spec, n_seats, game.seed, game.options, parsed)
    state.version = game.version
    return state, True
