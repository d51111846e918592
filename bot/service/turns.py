"""Turns: the changes of one game and their presentation, one at a time, in the order they
were made, within this process (a player's move and its board come before the AI's reply to
it, and that reply is loaded only once the board it follows is recorded). Idle turns are
forgotten, so a bot that has served many games keeps only the live ones."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager


class Turns:
    """One asyncio lock per game, held from a change until its presentation was delivered."""

    def __init__(self) -> None:
        self._held: dict[int, tuple[asyncio.Lock, int]] = {}

    def __len__(self) -> int:
        return len(self._held)

    @asynccontextmanager
    async def turn(self, game_id: int) -> AsyncIterator[None]:
        lock, users = self._held.get(game_id, (asyncio.Lock(), 0))
        self._held[game_id] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._held[game_id]
            if users <= 1:
                del self._held[game_id]
            else:
                self._held[game_id] = (lock, users - 1)
