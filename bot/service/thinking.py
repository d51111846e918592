"""Where bots think: a bot's move is chosen from its seat's view by `levels.think`.

`easy` and `normal` moves take milliseconds and are chosen at once; a `hard` move searches
for about a second, so it is thought off the event loop."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any

from bot.games.core.levels import Level, think
from bot.games.core.model import Action
from bot.games.core.rng import splitmix64
from bot.games.core.search import Choice
from bot.games.core.spec import AnySpec


def decision_seed(game_id: int, version: int, seat: int) -> int:
    """A bot's seed for one decision: from what everyone knows (never the game's seed,
    which decides the hidden cards), so the same decision is thought the same way."""
    return splitmix64((game_id << 24) ^ (version << 4) ^ seat)


class Thinker:
    """Chooses bots' moves."""

    async def choose(self, spec: AnySpec, view: Any, seat: int, legal: Sequence[Action],
                     level: Level, seed: int) -> Choice[Action]:
        """The move a `level` bot of `seat` plays from `view`."""
        if level != "hard":
            return think(spec, view, seat, legal, level, seed)
        return await asyncio.to_thread(think, spec, view, seat, legal, level, seed)
