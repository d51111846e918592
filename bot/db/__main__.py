"""`python -m bot.db copy SOURCE TARGET`: copy a Saloon database between SQLite and
PostgreSQL (see bot/db/copy.py). `python -m bot.db results --backfill [--db DB]` stores the
results of games finished before results were kept (see bot/service/backfill.py);
`python -m bot.db ratings --rebuild [--db DB]` rebuilds every rating from the stored results.
Exits 0 on success, 1 with one line on standard error otherwise."""

from __future__ import annotations

import argparse
import asyncio
import sys

from bot.db.connection import NewerDatabaseError
from bot.db.copy import CopyError, copy_database, shown
from bot.db.repository import Repository
from bot.service.backfill import backfill
from bot.settings import Settings


def main(argv: list[str] | None = None) -> int:
    """Run the command; returns the exit status."""
    return asyncio.run(command(argv))


async def command(argv: list[str] | None = None) -> int:
    """`main` inside a running event loop."""
    parser = argparse.ArgumentParser(prog="python -m bot.db", description=__doc__)
    commands = parser.add_subparsers(dest="command", required=True)
    copy = commands.add_parser(
        "copy", help="copy every game, seat, action, event, timer, DM hand and preference "
                     "into an empty database, then verify it")
    copy.add_argument("source", help="a SQLite file (or sqlite:///path) or a postgresql:// URL")
    copy.add_argument("target", help="the same, empty (it is created and migrated if needed)")
    results = commands.add_parser("results", help="results of finished games")
    results.add_argument("--backfill", action="store_true", required=True,
                         help="store the results of finished games that have none, where "
                              "their replay ends in the saved final state")
    ratings = commands.add_parser("ratings", help="ratings from the stored results")
    ratings.add_argument("--rebuild", action="store_true", required=True,
                         help="rebuild every server's ratings from the stored results")
    for sub in (results, ratings):
        sub.add_argument("--db", help="the database (default: SALOON_DB, data/saloon.db)")
    args = parser.parse_args(argv)
    if args.command in ("results", "ratings"):
        return await memory(args.command, args.db or Settings().saloon_db)
    try:
        copied = await copy_database(args.source, args.target)
    except (CopyError, NewerDatabaseError) as exc:
        print(f"saloon: copy failed: {exc}", file=sys.stderr)
        return 1
    except Exception as exc:  # a database that cannot be reached or read: one line
        detail = str(exc).splitlines()[0] if str(exc) else ""
        print(f"saloon: copy failed: {type(exc).__name__}: {detail}", file=sys.stderr)
        return 1
    rows = ", ".join(f"{n} {table}" for table, n in copied.items())
    print(f"copied {shown(args.source)} to {shown(args.target)}: {rows}; every game loads")
    return 0


async def memory(command: str, target: str) -> int:
    """`results --backfill` or `ratings --rebuild` on `target`."""
    try:
        repo = await Repository.open(target)
    except Exception as exc:
        print(f"saloon: cannot open {shown(target)}: {type(exc).__name__}", file=sys.stderr)
        return 1
    try:
        if command == "ratings":
            n = await repo.rebuild_ratings()
            print(f"rebuilt the ratings of {n} server, game and season scope"
                  f"{'' if n == 1 else 's'} from the stored results")
            return 0
        done = await backfill(repo)
        n = len(done.recorded)
        print(f"recorded the results of {n} finished game{'' if n == 1 else 's'}")
        for game_id, why in sorted(done.refused.items()):
            print(f"game {game_id} refused: {why}")
        return 0
    finally:
        await repo.close()


if __name__ == "__main__":
    sys.exit(main())
