"""One bot process of the multi-process test: Saloon on given shards of the fake Discord,
sharing one database with the other processes.

    python -m tests.support.bot_process BASE_URL GATEWAY_URL TOKEN DATABASE SHARDS COUNT
"""

from __future__ import annotations

import asyncio
import logging
import sys

from bot.app import create_bot
from bot.settings import Settings
from tests.fakediscord.hooks import point_discord_py_at


async def main(base: str, gateway: str, token: str, database: str, shards: str,
               count: int) -> None:
    point_discord_py_at(base, gateway)
    settings = Settings(discord_token=token, saloon_db=database, ai_delay=0,  # type: ignore[call-arg]
                        timer_poll_seconds=0.2, render_workers=0, shard_count=count,
                        shard_ids=shards, _env_file=None)
    bot = create_bot(settings, guild_ready_timeout=0.05)
    async with bot:
        await bot.start(token, reconnect=False)


if __name__ == "__main__":
    logging.basicConfig(level=logging.WARNING, stream=sys.stderr)
    base, gateway, token, database, shards, count = sys.argv[1:7]
    asyncio.run(main(base, gateway, token, database, shards, int(count)))
