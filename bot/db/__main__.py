"""`python -m bot.db copy SOURCE TARGET`: copy a Saloon database between SQLite and
PostgreSQL (see bot/db/copy.py). Exits 0 when the copy verified, 1 with one line on
standard error otherwise."""

from __future__ import annotations

import argparse
import asyncio
import sys

from bot.db.connection import NewerDatabaseError
from bot.db.copy import CopyError, copy_database, shown


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
    args = parser.parse_args(argv)
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


if __name__ == "__main__":
    sys.exit(main())
