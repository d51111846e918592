"""`python -m bot`: run Saloon on Discord, or explain how and offer the offline console."""

from __future__ import annotations

import logging
import sys

from bot.settings import Settings

NO_TOKEN = """\
Saloon needs a Discord bot token to go online, and there is none yet.

  1. https://discord.com/developers/applications -> New Application -> Bot -> Reset Token.
  2. Put it in a file named .env here:   DISCORD_TOKEN=your-token
  3. Invite the bot with the scopes `bot applications.commands` (see README.md),
     then run this command again.

Meanwhile you can play right here, offline, against bots:

  python -m bot.console tew --seats 2 --ai 1
  python -m bot.console --help
"""


def main() -> int:
    settings = Settings()
    if not settings.discord_token.get_secret_value():
        print(NO_TOKEN)
        return 0
    from bot.app import create_bot

    logging.basicConfig(level=settings.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    create_bot(settings).run(settings.discord_token.get_secret_value(), log_handler=None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
