"""What one player's command costs in the service alone (issue 20): for every game at its
maximum seats, every seat human, random legal moves, on a SQLite file, the time of
`GameService.act` only (no rendering, no Discord). Printed per game: moves per game, the
median command time of the first and of the last tenth of each game, their ratio (target:
at most 1.2), and commands per second (target: at least 500); also commands per second of
processor time (the process's, its SQLite thread included), which other processes on a
shared machine do not disturb. The heap is settled first, as the bot settles it once
started (`bot.app.settle_heap`).

    python -m bench.service [--games N] [--folder DIR] [kind ...]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.app import settle_heap
from bot.db import Repository
from bot.games import GAMES
from bot.games.core import AnySpec
from bot.service import GameService
from bot.service.models import Limits

NO_CAPS = Limits(max_live_games=10**9, max_lobbies_per_user=10**9)


async def started(service: GameService, repo: Repository, spec: AnySpec,
                  channel: int) -> tuple[int, Any, dict[int, int]]:
    """A started game with every seat human: its id, its state (read from the store, not
    timed) and each seat's user."""
    host = channel * 10
    loaded = await service.new(spec.key, guild_id=1, channel_id=channel, thread_id=None,
                               host_id=host, host_name="P0")
    game_id = loaded.game.id
    for n in range(1, spec.max_seats):
        await service.join(game_id, host + n, f"P{n}")
    await service.start(game_id, host)
    users = {s.seat: s.user_id or 0 for s in await repo.seats(game_id)}
    return game_id, await stored_state(repo, spec, game_id), users


async def stored_state(repo: Repository, spec: AnySpec, game_id: int) -> Any:
    """The game's state as the store holds it now."""
    row = await repo.game(game_id)
    assert row is not None and row.state is not None
    return spec.load_state(row.state, row.schema_version)


async def one_game(service: GameService, repo: Repository, spec: AnySpec, seed: int,
                   cpu: list[float] | None = None) -> list[float]:
    """Each command's service time over one random game, in order (and, into `cpu`, the
    processor time the process spent on it, its SQLite thread included)."""
    game_id, state, users = await started(service, repo, spec, 1000 + seed)
    rnd = random.Random(seed)
    times: list[float] = []
    while spec.result(state) is None:
        seat = rnd.choice(sorted(spec.to_act(state)))
        action = rnd.choice(spec.legal_actions(state, seat))
        c0, t0 = time.process_time(), time.perf_counter()
        await service.act(game_id, users[seat], action)
        times.append(time.perf_counter() - t0)
        if cpu is not None:
            cpu.append(time.process_time() - c0)
        state = await stored_state(repo, spec, game_id)  # not timed: the service may have
        # answered for the players after the move (a question with one legal answer)
    return times


def tenths(games: list[list[float]]) -> tuple[float, float]:
    """Median command time (ms) of the first and of the last tenth of the games."""
    first = [t for times in games for t in times[:max(1, len(times) // 10)]]
    last = [t for times in games for t in times[-max(1, len(times) // 10):]]
    return statistics.median(first) * 1e3, statistics.median(last) * 1e3


async def measure(spec: AnySpec, folder: Path, games: int) -> dict[str, float]:
    repo = await Repository.open(folder / f"{spec.key}-service.db")
    service = GameService(repo, seed_source=lambda: 11, limits=NO_CAPS)
    settle_heap()  # as the bot does once started: no full collection scans the game data
    cpu: list[float] = []
    try:
        played = [await one_game(service, repo, spec, seed, cpu) for seed in range(games)]
    finally:
        await service.shutdown()
        await repo.close()
    first, last = tenths(played)
    total = sum(len(t) for t in played)
    return {"moves_per_game": total / games, "first_tenth_ms": first, "last_tenth_ms": last,
            "last_over_first": last / first, "commands_per_s": total / sum(map(sum, played)),
            "cpu_commands_per_s": total / sum(cpu)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.service")
    p.add_argument("kinds", nargs="*", default=sorted(GAMES))
    p.add_argument("--games", type=int, default=2, help="random games per kind")
    p.add_argument("--folder", default=None,
                   help="where the SQLite file goes (default: a temporary folder; /dev/shm "
                        "leaves out the disk's fsync, to see the service's own cost)")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory(dir=args.folder) as tmp:
        for kind in args.kinds:
            spec = GAMES[kind]
            row = asyncio.run(measure(spec, Path(tmp), args.games))
            cells = "  ".join(f"{k}={v:,.2f}" for k, v in row.items())
            print(f"service {kind} ({spec.max_seats} seats, all human): {cells}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
