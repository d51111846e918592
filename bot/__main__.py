"""`python -m bot`: run Saloon on Discord, or explain how and offer the offline console."""

from __future__ import annotations

import argparse
import logging
import sys

from pydantic import ValidationError

from bot.invocation import python_command
from bot.settings import Settings

NO_TOKEN = """\
Saloon needs a Discord bot token to go online, and there is none yet.

  1. https://discord.com/developers/applications -> New Application -> Bot -> Reset Token.
  2. Put it in a file named .env here:   DISCORD_TOKEN=your-token
  3. Invite the bot with the scopes `bot applications.commands` (see README.md),
     then run this command again.

Meanwhile you can play right here, offline, against bots:

  {python} -m bot.console tew --seats 2 --ai 1
  {python} -m bot.console --help
"""

DESCRIPTION = """Run Saloon on Discord. Settings come from the environment or a .env file
(DISCORD_TOKEN, SALOON_DB, DEV_GUILD_ID, AI_DELAY, TIMER_POLL_SECONDS, LOG_LEVEL; see
README.md). Without a token it explains how to get one and how to play offline."""


def parser() -> argparse.ArgumentParser:
    """The command line of `python -m bot` (only --help for now: settings are environment)."""
    return argparse.ArgumentParser(prog="python -m bot", description=DESCRIPTION)


def fail(line: str) -> int:
    """One clear line on stderr and the exit code of a failed start."""
    print(f"saloon: {line}", file=sys.stderr)
    return 1


def main(argv: list[str] | None = None) -> int:
    """Run the bot until it is stopped; 0 on a clean stop, 1 with one line on failure."""
    parser().parse_args(argv)
    try:
        settings = Settings()
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(part) for part in first["loc"]).upper()
        return fail(f"setting {where}: {first['msg']}")
    token = settings.discord_token.get_secret_value()
    if not token:
        print(NO_TOKEN.format(python=python_command()))
        return 0
    import discord

    from bot.app import create_bot

    logging.basicConfig(level=settings.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    try:
        create_bot(settings).run(token, log_handler=None)
    except discord.LoginFailure:
        return fail("Discord refused the token (DISCORD_TOKEN): reset it in the Developer "
                    "Portal and put the new one in .env.")
    except (discord.GatewayNotFound, discord.ConnectionClosed, OSError) as exc:
        return fail(f"cannot reach Discord ({type(exc).__name__}): check the network and retry.")
    return 0


if __name__ == "__main__":
    sys.exit(main())
