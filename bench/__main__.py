"""Per game: engine steps/s and random games/s, step p50/p99; render p50 (drawing and PNG
encoding of a 1600x1000 board) and the largest PNG; the floor (one SQLite commit of the
game's state + one PNG encode of the same board by Pillow's default adaptive `quantize(128)`
at zlib level 1: fixed, whatever our encoder does); end-to-end command latency (service +
SQLite file + render + encode) p50/p99 and its p99's ratio to the floor; memory for 1,000
active games. Then the service alone (`bench/service.py`, issue 20): per game at its
maximum seats, every seat human, random legal moves, the median command time of the last
tenth of a game over the first tenth, and commands/s through the service with no rendering.
Then the scale-out figures of `bench/scale.py`: moves/s through the service on SQLite and
PostgreSQL with one and two processes, and boards/s with the render pool.
Usage: python -m bench [--games N] [--commands N] [--folder DIR] [--no-memory] [--no-service]
[--no-scale] [kind ...]

Targets (issue #9): render p50 <= 40 ms, PNG <= 300 KB, command p99 <= 1.5x the floor.
Targets (issue 20): last tenth <= 1.2x the first; >= 500 commands/s through the service;
end-to-end command p99 <= 2x its p50."""

from __future__ import annotations

import argparse
import asyncio
import gc
import io
import random
import sqlite3
import statistics
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path
from typing import Any

from bot.app import settle_heap
from bot.db import Repository
from bot.games import GAMES
from bot.games.core import AnySpec, step
from bot.service import GameService
from bot.service.models import Limits
from render import renderer, table_png

NO_CAPS = Limits(max_live_games=10**9, max_lobbies_per_user=10**9)  # a bench opens many


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def random_game(spec: AnySpec, n: int, seed: int, times: list[float] | None = None) -> Any:
    rnd = random.Random(seed)
    state = spec.setup(n, seed, spec.options())
    steps = 0
    while spec.result(state) is None:
        seat = rnd.choice(sorted(spec.to_act(state)))
        action = rnd.choice(spec.legal_actions(state, seat))
        t0 = time.perf_counter()
        state = step(spec, state, seat, action).state
        if times is not None:
            times.append(time.perf_counter() - t0)
        steps += 1
    return state, steps


def engine(spec: AnySpec, games: int) -> dict[str, float]:
    n = spec.max_seats
    times: list[float] = []
    t0 = time.perf_counter()
    total = sum(random_game(spec, n, seed, times)[1] for seed in range(games))
    wall = time.perf_counter() - t0
    return {"steps_per_s": total / wall, "games_per_s": games / wall,
            "step_p50_ms": pct(times, 0.5) * 1e3, "step_p99_ms": pct(times, 0.99) * 1e3}


def boards(spec: AnySpec, count: int = 30, seed: int = 3) -> list[Any]:
    """`count` successive states of one random game (start to end), as the bot would draw
    them one after the other."""
    rnd = random.Random(seed)
    state = spec.setup(spec.max_seats, seed, spec.options())
    states = [state]
    while spec.result(state) is None:
        seat = rnd.choice(sorted(spec.to_act(state)))
        state = step(spec, state, seat, rnd.choice(spec.legal_actions(state, seat))).state
        states.append(state)
    stride = max(1, len(states) // (count - 1))
    return [*states[:-1:stride][:count - 1], states[-1]]


def rendering(spec: AnySpec, states: list[Any]) -> dict[str, float]:
    """Render p50 (draw + encode) over a game's successive boards, and the largest PNG."""
    times, sizes = [], []
    for s in states:
        view = spec.table_view(s)
        t0 = time.perf_counter()
        png = table_png(view)
        times.append(time.perf_counter() - t0)
        sizes.append(len(png))
    return {"render_p50_ms": statistics.median(times) * 1e3, "png_kb": max(sizes) / 1024}


def floor(spec: AnySpec, states: list[Any], folder: Path) -> dict[str, float]:
    """The fixed floor of a command: one SQLite commit of the state (a file database) plus
    one PNG encode of the same board by Pillow's default adaptive quantisation to 128
    colours at zlib level 1 (the board is drawn beforehand, not timed). p50 over the
    boards."""
    from bot.i18n import Voice

    db = sqlite3.connect(folder / f"{spec.key}-floor.db")
    db.execute("CREATE TABLE IF NOT EXISTS games (id INTEGER PRIMARY KEY, state TEXT)")
    draw = renderer(spec.key).table
    times: list[float] = []
    for i, s in enumerate(states):
        img = draw(spec.table_view(s), Voice())
        blob = s.model_dump_json()
        t0 = time.perf_counter()
        db.execute("INSERT OR REPLACE INTO games VALUES (?, ?)", (i % 4, blob))
        db.commit()
        buf = io.BytesIO()
        img.quantize(128).save(buf, format="PNG", compress_level=1)
        times.append(time.perf_counter() - t0)
    db.close()
    return {"floor_p50_ms": statistics.median(times) * 1e3}


async def end_to_end(spec: AnySpec, folder: Path, commands: int = 60) -> dict[str, float]:
    """A player's command as the bot runs it: act through the service on a SQLite file, then
    render the new board. Every seat is a player (their moves chosen by the AI policy), so
    no background AI seat competes with the command being timed."""
    repo = await Repository.open(folder / f"{spec.key}.db")
    service = GameService(repo, seed_source=lambda: 5, limits=NO_CAPS)
    settle_heap()  # as the bot does once started
    times: list[float] = []
    while len(times) < commands:
        loaded = await service.new(spec.key, guild_id=1, channel_id=len(times) + 1000 * 1000,
                                   thread_id=None, host_id=1, host_name="P1")
        for user in range(2, spec.min_seats + 1):
            await service.join(loaded.game.id, user, f"P{user}")
        await service.start(loaded.game.id, 1)
        loaded = await service.games.load(loaded.game.id)
        users = {s.seat: s.user_id for s in loaded.seats}
        while loaded.game.status == "active" and len(times) < commands:
            seat = min(loaded.to_act())
            action = spec.ai(spec.seat_view(loaded.state, seat),
                             spec.legal_actions(loaded.state, seat))
            t0 = time.perf_counter()
            shown = await service.act(loaded.game.id, users[seat], action)
            await asyncio.to_thread(table_png, shown.table)
            times.append(time.perf_counter() - t0)
            loaded = await service.games.load(loaded.game.id)  # the bench's next move, untimed
        await service.repo.update_game(loaded.game.id, 0, status="ended")
    await repo.close()
    return {"cmd_p50_ms": pct(times, 0.5) * 1e3, "cmd_p99_ms": pct(times, 0.99) * 1e3}


async def memory(spec: AnySpec, folder: Path, count: int = 1000) -> dict[str, float]:
    """1,000 active games stored in SQLite and held loaded in memory at once."""
    repo = await Repository.open(folder / f"{spec.key}-mem.db")
    service = GameService(repo, seed_source=lambda: 9, limits=NO_CAPS)
    gc.collect()
    tracemalloc.start()
    loaded = []
    for i in range(count):
        game = await service.new(spec.key, guild_id=1, channel_id=i + 1, thread_id=None,
                                 host_id=1, host_name="P")
        for _ in range(spec.max_seats - 1):
            await service.add_ai(game.game.id, 1)
        await service.repo.update_seat(game.game.id, 0, is_ai=0)
        await service.start(game.game.id, 1)
        loaded.append(await service.games.load(game.game.id))
        await service.automation.stop()  # measure games at rest, not AI seats playing
    current, _peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    size = (folder / f"{spec.key}-mem.db").stat().st_size
    await repo.close()
    return {"mem_1000_mb": current / 2**20, "db_1000_mb": size / 2**20}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench")
    p.add_argument("kinds", nargs="*", default=sorted(GAMES))
    p.add_argument("--games", type=int, default=100, help="random games per engine measurement")
    p.add_argument("--commands", type=int, default=200, help="commands timed end to end per kind")
    p.add_argument("--folder", default=None,
                   help="where the SQLite files go (default: a temporary folder)")
    p.add_argument("--no-memory", action="store_true", help="skip the 1,000-games memory run")
    p.add_argument("--no-service", action="store_true",
                   help="skip the service-alone figures (python -m bench.service)")
    p.add_argument("--no-scale", action="store_true",
                   help="skip the scale-out figures (python -m bench.scale)")
    args = p.parse_args(argv)
    with tempfile.TemporaryDirectory(dir=args.folder) as tmp:
        for kind in args.kinds:
            spec = GAMES[kind]
            states = boards(spec)
            row = {**engine(spec, args.games), **rendering(spec, states),
                   **floor(spec, states, Path(tmp))}
            row |= asyncio.run(end_to_end(spec, Path(tmp), args.commands))
            row["cmd_p99_over_floor"] = row["cmd_p99_ms"] / row["floor_p50_ms"]
            row["cmd_p99_over_p50"] = row["cmd_p99_ms"] / row["cmd_p50_ms"]
            if not args.no_memory:
                row |= asyncio.run(memory(spec, Path(tmp)))
            cells = "  ".join(f"{k}={v:,.2f}" for k, v in row.items())
            print(f"{kind} ({spec.max_seats} seats): {cells}", flush=True)
    if not args.no_service:
        from bench.service import main as service_alone

        service_alone([*args.kinds, *(["--folder", args.folder] if args.folder else [])])
    if not args.no_scale:
        from bench.scale import main as scale

        scale([])
    return 0


if __name__ == "__main__":
    sys.exit(main())
