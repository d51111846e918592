"""The kill -9 drill's child: plays several games at once through the service, random legal
moves, and appends `game version` to the acknowledgement file after each move the service
acknowledged (the file is flushed and synced before the next move), until it is killed.

    python -m tests.support.drill TARGET ACK_FILE SEED
"""

from __future__ import annotations

import asyncio
import os
import random
import sys
import time

from bot.db import Repository
from bot.games import GAMES
from bot.service import GameService
from bot.service.models import Limits

KIND = "tew"
GAMES_AT_ONCE = 6


async def drill(target: str, acks: str, seed: int) -> None:
    spec = GAMES[KIND]
    repo = await Repository.open(target)
    service = GameService(repo, seed_source=lambda: seed,
                          limits=Limits(max_live_games=10**6, max_lobbies_per_user=10**6))
    rnd = random.Random(seed)
    with open(acks, "a", encoding="utf-8") as out:
        live = [g for g in await repo.active_game_ids()]
        while True:
            while len(live) < GAMES_AT_ONCE:
                host = rnd.randrange(10**6, 10**9)
                loaded = await service.new(KIND, guild_id=1, thread_id=None, host_id=host,
                                           channel_id=time.monotonic_ns(), host_name="A")
                await service.join(loaded.game.id, host + 1, "B")
                await service.start(loaded.game.id, host)
                live.append(loaded.game.id)

            async def one(game_id: int) -> None:
                loaded = await service.games.load(game_id)
                if loaded.game.status != "active":
                    live.remove(game_id)
                    return
                seat = min(loaded.to_act())
                user = next(s.user_id for s in loaded.seats if s.seat == seat) or 0
                action = rnd.choice(spec.legal_actions(loaded.state, seat))
                done = await service.act(game_id, user, action)
                out.write(f"{game_id} {done.game.version}\n")
                out.flush()
                os.fsync(out.fileno())

            await asyncio.gather(*(one(g) for g in list(live)))


if __name__ == "__main__":
    asyncio.run(drill(sys.argv[1], sys.argv[2], int(sys.argv[3])))
