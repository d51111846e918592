"""A month of play, simulated (issue 25): the real bot, as a child process, against the fake
Discord, with the service's clock and the fake's test clock moved together through the
simulated days. Players in several time zones with quiet hours (prompt, slow, fading and
absent ones; some with DMs closed or another language) play games of every title, some of
them rematches; hosts change timers; players leave and take their seats back; the bot is
restarted by SIGTERM, and once by SIGKILL, each time while a move is acknowledged and not
yet answered. Then it prints the figures and exits non-zero on any violation.

Usage: python -m bench.soak [--days 30] [--games 40] [--backend sqlite|postgresql]
                            [--seed N] [--players N] [--keep DIR]

Not part of the test suite; `tests/bench/test_soak.py` runs a short version (slow)."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import signal
import sys
import tempfile
import time
from collections import Counter
from collections.abc import AsyncIterator
from pathlib import Path

from bench import soak_checks as checks
from bench.soak_drive import BACK, LEFT, Hands
from bench.soak_errors import describe, group
from bench.soak_proc import BotProcess
from bench.soak_run import STEP_MAX, SimClock, Soak
from bench.soak_tables import Reader, Tables
from bench.soak_watch import Watch
from bench.soak_world import DAY, build_world, next_midnight_utc
from bot.db import Repository
from bot.games import GAMES
from tests.fakediscord import FakeDiscord


def parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m bench.soak", description=__doc__.split("\n\n")[0])
    p.add_argument("--days", type=float, default=30.0, help="simulated days (default 30)")
    p.add_argument("--games", type=int, default=40, help="games opened, rematches included")
    p.add_argument("--backend", choices=("sqlite", "postgresql"), default="sqlite")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--players", type=int, default=0, help="default: 2.5 per game, 8 at least")
    p.add_argument("--keep", type=Path, default=None,
                   help="keep the database, the bot's stderr and the error report here")
    return p


@contextlib.asynccontextmanager
async def database(backend: str, folder: Path) -> AsyncIterator[str]:
    """A fresh database of the chosen backend (PostgreSQL: a throwaway server)."""
    if backend == "sqlite":
        yield str(folder / "soak.db")
        return
    from tests.support.postgres import PostgresServer, new_database

    server = await asyncio.to_thread(PostgresServer.start)
    try:
        yield await new_database(server)
    finally:
        await asyncio.to_thread(server.stop)


def schedule(days: float, games: int, start: float, rnd: random.Random
             ) -> tuple[list[float], list[tuple[float, signal.Signals]]]:
    """When games open (over the first three quarters of the run; a rematch takes the place
    of the last opening) and when the bot is restarted: SIGTERMs spread over the run, one
    SIGKILL."""
    span = days * DAY
    openings = sorted(start + rnd.uniform(0, 0.1 if i < 3 else 0.75) * span
                      for i in range(games))
    terms = (0.15, 0.35, 0.6, 0.85) if days >= 8 else (0.3,)
    restarts = [(start + f * span, signal.SIGTERM) for f in terms]
    restarts.append((start + (0.47 if days >= 8 else 0.7) * span, signal.SIGKILL))
    return openings, sorted(restarts, key=lambda r: r[0])


async def soak(args: argparse.Namespace, folder: Path) -> int:
    rnd = random.Random(args.seed)
    wall = time.monotonic()
    async with FakeDiscord() as fake, database(args.backend, folder) as target:
        fake.ack_window = 10.0  # slower acknowledgements are counted, not refused
        start = next_midnight_utc(fake.clock)
        clock = SimClock(fake, folder / "clock.txt", start)
        players = args.players or max(8, round(args.games * 2.5))
        world = build_world(fake, players, args.games // 2 + 2, start, args.days, rnd)
        bot = BotProcess(fake, target, folder, clock.path)
        await bot.start()
        repo = await Repository.open(target)
        try:
            hands = Hands(fake, rnd)
            end = start + args.days * DAY
            tables = Tables(world, hands, Reader(repo), rnd, end)
            openings, restarts = schedule(args.days, args.games, start, rnd)
            run = Soak(fake, world, clock, bot, hands, tables, Watch(STEP_MAX, world.longest_quiet()), rnd, end,
                       args.games, restarts, openings)
            try:
                await run.run()
            finally:
                if bot.running():
                    await bot.stop(signal.SIGKILL)
            report = await figures(run, repo, fake)
        finally:
            await repo.close()
    print_report(args, run, report, time.monotonic() - wall, folder)
    return 1 if report.violations else 0


async def figures(run: Soak, repo: Repository, fake: FakeDiscord) -> checks.Report:
    report = checks.Report()
    kinds = Counter(t.kind for t in run.tables.tables)
    statuses = Counter([(await repo.game(t.game_id)).status for t in run.tables.tables])  # type: ignore[union-attr]
    report.figure("games opened (by title)", f"{len(run.tables.tables)} {dict(kinds)}")
    report.figure("games by status at the end", dict(statuses))
    report.figure("players", len(run.world.players))
    report.figure("steps of simulated time", len(run.watch.steps))
    ways = Counter(s.way for s in run.hands.ledger)
    report.figure("interactions by way", " ".join(f"{k}={v}" for k, v in ways.most_common()))
    left = sum(s.way == "/game leave" and s.text().startswith(LEFT) for s in run.hands.ledger)
    back = sum(s.way == "/game join" and s.text().startswith(BACK) for s in run.hands.ledger)
    report.figure("seats handed to a bot / taken back", f"{left} / {back}")
    report.figure("games stuck", len(run.watch.stuck), run.watch.stuck)
    report.figure("steps where the bot did not go quiet", run.unsettled)
    stored, fires, actions = await logged_actions(run, repo)
    checks.check_timers(report, run.watch, fires)
    checks.check_reminders(report, run.watch, run.world, fires)
    checks.check_answers(report, fake, run.hands.ledger, run.deaths)
    checks.check_moves(report, run.hands.ledger, stored)
    report.figure("restarts: what was in flight at the signal", "; ".join(run.in_flight_at_signal))
    checks.check_deaths(report, run.bot.deaths)
    errors = group(run.bot.stderr_files)
    report.figure("errors logged by the bot (distinct)",
                  f"{sum(e.count for e in errors.values())} ({len(errors)})",
                  [describe(e, 0)[0] for e in errors.values()])
    checks.check_caches(report, run.snapshots)
    checks.check_requests(report, run.watch, actions, sum(stored.values()))
    return report


async def logged_actions(run: Soak, repo: Repository
                         ) -> tuple[Counter[tuple[int, int, str]], list[checks.TimerFire], int]:
    """From the database: player moves per (game, seat, token), the expiries, all actions."""
    stored: Counter[tuple[int, int, str]] = Counter()
    fires: list[checks.TimerFire] = []
    total = 0
    for table in run.tables.tables:
        spec = GAMES[table.kind]
        seats = {s.seat: s.user_id for s in await repo.seats(table.game_id)}
        for a in await repo.actions(table.game_id, include_undone=True):
            total += 1
            if a.actor == "player":
                stored[(table.game_id, a.seat, spec.parse_action(a.action).token())] += 1
            elif a.actor == "timer":
                fires.append(checks.TimerFire(table.game_id, a.seat, a.created_at,
                                              seats.get(a.seat)))
    return stored, fires, total


def print_report(args: argparse.Namespace, run: Soak, report: checks.Report, seconds: float,
                 folder: Path) -> None:
    print(f"soak: {args.days:g} simulated days, {args.games} games, {args.backend}, seed "
          f"{args.seed}: {seconds:.0f} s real time")
    for line in report.lines:
        print("  " + line)
    errors = group(run.bot.stderr_files)
    warnings = group(run.bot.stderr_files, errors=False)
    if errors:
        print("distinct errors logged by the bot (first lines; full log in the stderr files):")
        for entry in errors.values():
            for line in describe(entry):
                print("  " + line)
    if warnings:
        print("distinct warnings (not violations):")
        for entry in list(warnings.values())[:15]:
            print("  " + describe(entry, 0)[0][:220])
    print(f"violations: {len(report.violations)}")
    for v in report.violations[:60]:
        print("  - " + v[:400])
    if len(report.violations) > 60:
        print(f"  ... and {len(report.violations) - 60} more")
    if args.keep:
        print(f"database, stderr and figures kept in {folder}")


def main(argv: list[str] | None = None) -> int:
    args = parser().parse_args(argv)
    if args.keep:
        args.keep.mkdir(parents=True, exist_ok=True)
        return asyncio.run(soak(args, args.keep))
    with tempfile.TemporaryDirectory(prefix="saloon-soak-") as tmp:
        return asyncio.run(soak(args, Path(tmp)))


if __name__ == "__main__":
    sys.exit(main())
