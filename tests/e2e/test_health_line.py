"""Each process logs a health line: at start, then once a minute."""

from __future__ import annotations

import logging


async def test_a_health_line_is_logged_with_the_commands_answered(fake, bot, world, caplog):
    caplog.set_level(logging.INFO, logger="saloon.health")
    await fake.slash("game new", user=world.host, channel=world.table, game="wow")
    for _ in range(2):
        await fake.slash("game addbot", user=world.host, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    admin = bot.get_cog("Admin")
    await admin.health()  # what the minute loop runs
    line = [r.getMessage() for r in caplog.records if r.name == "saloon.health"][-1]
    assert line.startswith("health shards=0-0/1 games_active=1 ")
    # every change runs through one pipeline (issue 20), so all four are counted
    assert "commands=4 " in line and "render_queue=" in line
