"""Two sharded bot processes' worth of bots on one database: each gets its own servers'
events, DMs reach shard 0, and either serves any game (the state is in the database)."""

from __future__ import annotations

import contextlib

import pytest

from bot.app import ShardedSaloonBot, create_bot
from bot.settings import Settings
from tests.e2e.helpers import latest_table
from tests.fakediscord.runner import running


@pytest.mark.slow
async def test_a_game_on_shard_one_is_played_from_a_dm_that_shard_zero_receives(fake, tmp_path):
    guilds: dict[int, dict] = {}
    while len(guilds) < 2:
        g = fake.add_guild("Shard test")
        guilds.setdefault((int(g["id"]) >> 22) % 2, g)
    guild = guilds[1]
    table = fake.add_channel(guild, "table")
    host = fake.add_user("Hank", guild)
    ana = fake.add_user("Ana", guild)

    def bot(shard: str):
        settings = Settings(discord_token="test", saloon_db=tmp_path / "shared.db", ai_delay=0,
                            timer_poll_seconds=3600, render_workers=0, shard_count=2,
                            shard_ids=shard, _env_file=None)
        made = create_bot(settings, guild_ready_timeout=0.05)
        assert isinstance(made, ShardedSaloonBot)
        return made

    async with contextlib.AsyncExitStack() as stack:
        zero = await stack.enter_async_context(running(bot("0"), fake.token))
        one = await stack.enter_async_context(running(bot("1"), fake.token))
        assert int(guild["id"]) in {g.id for g in one.guilds}
        assert int(guild["id"]) not in {g.id for g in zero.guilds}
        await fake.slash("game new", user=host, channel=table, game="tew")
        await fake.slash("game join", user=ana, channel=table)
        rec = await fake.slash("game start", user=host, channel=table)
        assert "started" in rec.text()
        # Phase 1: each keeps a card from the DM hand; DMs arrive on shard 0's bot.
        for user in (host, ana):
            dm = [m for m in fake.dms_to(user) if m.get("attachments")][-1]
            cid = next(c for c, _, _ in fake.buttons(dm) if c and c.startswith("s:a:"))
            rec = await fake.click(dm, cid, user=user)
            await fake.wait_for(lambda rec=rec: rec.followups)
            assert "Done" in rec.text(), rec.text()
        loaded = await one.service.games.live_at(int(table["id"]))
        assert loaded.game.version >= 2, "both keeps were applied (by shard 0's bot)"
        assert latest_table(fake, table)  # the board lives on in the guild's channel
