"""Scale-out figures (issue 13): actions per second through the service (no rendering) on
SQLite and on PostgreSQL, with one and with two processes sharing the database, and boards
per second drawn by the render pool against a single thread.

    python -m bench.scale [--actions N] [--postgres URL]

Without `--postgres`, a throwaway server is started as the tests do (tests/support).
"""

from __future__ import annotations

import argparse
import asyncio
import multiprocessing
import os
import random
import sys
import tempfile
import time
from pathlib import Path

from bot.db import Repository
from bot.games import GAMES
from bot.service import GameService
from bot.service.models import Limits

KIND = "tew"
NO_CAPS = Limits(max_live_games=10**9, max_lobbies_per_user=10**9)


async def play(target: str, worker: int, actions: int, games: int = 8) -> int:
    """`games` two-player games played round-robin through the service until `actions`
    moves were applied; returns how many were."""
    spec = GAMES[KIND]
    repo = await Repository.open(target)
    service = GameService(repo, seed_source=lambda: 5, limits=NO_CAPS)
    live: list[int] = []
    done = 0
    rnd = random.Random(worker)  # random legal moves: the figure is the service's, not the AI's
    try:
        while done < actions:
            while len(live) < games:
                host = 10 + worker * 1000 + len(live) * 2
                loaded = await service.new(KIND, guild_id=1, thread_id=None, host_id=host,
                                           channel_id=time.monotonic_ns() % 10**15 + worker,
                                           host_name="A")
                await service.join(loaded.game.id, host + 1, "B")
                await service.start(loaded.game.id, host)
                live.append(loaded.game.id)
            for game_id in list(live):
                loaded = await service.games.load(game_id)
                if loaded.game.status != "active":
                    live.remove(game_id)
                    continue
                seat = min(loaded.to_act())
                user = next(s.user_id for s in loaded.seats if s.seat == seat)
                action = rnd.choice(spec.legal_actions(loaded.state, seat))
                await service.act(game_id, user or 0, action)
                done += 1
    finally:
        await service.shutdown()
        await repo.close()
    return done


def _worker(target: str, worker: int, actions: int, start: float, out: object) -> None:
    while time.time() < start:
        time.sleep(0.001)
    out.put(asyncio.run(play(target, worker, actions)))  # type: ignore[attr-defined]


def actions_per_s(target: str, processes: int, actions: int) -> float:
    """Moves per second applied by `processes` processes sharing `target`."""
    context = multiprocessing.get_context("spawn")
    out = context.Queue()
    start = time.time() + 2.0  # every process imported and ready before the clock starts
    procs = [context.Process(target=_worker, args=(target, w, actions, start, out))
             for w in range(processes)]
    for p in procs:
        p.start()
    total = sum(out.get() for _ in procs)
    wall = time.time() - start
    for p in procs:
        p.join()
    return total / wall


def boards_per_s(workers: int, boards: int = 48) -> float:
    """Boards drawn per second by the render pool (`workers` processes; 0: one thread)."""
    from bot.games.core import step
    from bot.i18n import Voice
    from render.pool import Painter

    spec = GAMES[KIND]
    state = spec.setup(4, 3, spec.options())
    for _ in range(40):
        seat = min(spec.to_act(state))
        state = step(spec, state, seat, spec.legal_actions(state, seat)[0]).state
    view = spec.table_view(state)

    async def draw() -> float:
        painter = Painter(workers)
        try:
            await asyncio.gather(*(painter.table(view, Voice()) for _ in range(workers)))  # warm
            t0 = time.perf_counter()
            await asyncio.gather(*(painter.table(view, Voice()) for _ in range(boards)))
            return boards / (time.perf_counter() - t0)
        finally:
            painter.close()

    return asyncio.run(draw())


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.scale")
    p.add_argument("--actions", type=int, default=400, help="moves per process")
    p.add_argument("--postgres", default=None, help="a PostgreSQL URL (default: a temporary server)")
    args = p.parse_args(argv)
    server = None
    url = args.postgres
    if url is None:
        from tests.support.postgres import PostgresServer, new_database

        server = PostgresServer.start()
        url = asyncio.run(new_database(server))
    try:
        with tempfile.TemporaryDirectory() as tmp:
            for name, target in (("sqlite", str(Path(tmp) / "scale.db")), ("postgres", url)):
                for processes in (1, 2):
                    rate = actions_per_s(target, processes, args.actions)
                    print(f"{name} processes={processes}: actions_per_s={rate:,.0f}", flush=True)
        cores = os.cpu_count() or 1
        single, pooled = boards_per_s(0), boards_per_s(cores)
        print(f"render: boards_per_s thread={single:,.1f} pool({cores})={pooled:,.1f} "
              f"ratio={pooled / single:.2f}", flush=True)
    finally:
        if server is not None:
            server.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
