"""Shared plumbing of the game service: locks, loading, and the permission checks."""

from __future__ import annotations

import asyncio
import secrets
import time
from collections.abc import Callable
from typing import Any

from bot.db.records import GameRow
from bot.db.repository import Repository
from bot.games import GAMES
from bot.games.core.errors import NotFoundError, PermissionDeniedError
from bot.games.core.spec import GameSpec
from bot.service.models import Loaded


class ServiceBase:
    """Holds the repository, one lock per game, the clock and the AI pacing."""

    def __init__(self, repo: Repository, *, clock: Callable[[], float] = time.time,
                 ai_delay: float = 0.0, seed_source: Callable[[], int] | None = None,
                 games: dict[str, GameSpec] | None = None) -> None:
        self.repo = repo
        self.clock = clock
        self.ai_delay = ai_delay
        self.games = GAMES if games is None else games
        self._seed = seed_source or (lambda: secrets.randbits(62))
        self._locks: dict[int, asyncio.Lock] = {}

    def lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    def spec(self, kind: str) -> GameSpec:
        try:
            return self.games[kind]
        except KeyError:
            known = ", ".join(sorted(self.games))
            raise NotFoundError(f"There is no game called '{kind}'. Try one of: {known}.") from None

    async def load(self, game_id: int) -> Loaded:
        game = await self.repo.game(game_id)
        if game is None:
            raise NotFoundError("That game does not exist (any more).")
        return await self._loaded(game)

    async def _loaded(self, game: GameRow) -> Loaded:
        spec = self.spec(game.kind)
        state: Any | None = None
        if game.state is not None:
            state = spec.load_state(game.state, game.schema_version)
        return Loaded(game, await self.repo.seats(game.id), spec, state)

    async def live_at(self, channel_id: int, thread_id: int | None = None) -> Loaded:
        """The live game in a channel or thread, or a friendly NotFoundError."""
        game = await self.repo.live_game_at(channel_id, thread_id)
        if game is None:
            raise NotFoundError("There is no game here. Start one with `/game new`.")
        return await self._loaded(game)

    @staticmethod
    def require_host(loaded: Loaded, user_id: int, is_admin: bool, what: str) -> None:
        if user_id != loaded.game.host_id and not is_admin:
            raise PermissionDeniedError(
                f"Only the host or someone with Manage Server can {what}.")
