"""Sharding as Discord routes it: each shard gets the guilds with
`(guild_id >> 22) % shard_count == shard_id` (READY, GUILD_CREATE and their events), DMs go
to shard 0 only, and an impossible shard is closed with 4010."""

from __future__ import annotations

import asyncio

import discord
import pytest

from tests.fakediscord.runner import running


class Shard(discord.Client):
    def __init__(self, shard_id: int, count: int = 2) -> None:
        super().__init__(intents=discord.Intents.default(), shard_id=shard_id,
                         shard_count=count, guild_ready_timeout=0.1)
        self.seen: list[tuple[str, int | None]] = []

    async def on_message(self, message: discord.Message) -> None:
        self.seen.append(("message", message.guild.id if message.guild else None))


def guilds_on_both_shards(fake) -> dict[int, dict]:
    """Guilds until each of two shards has one: shard -> guild."""
    by_shard: dict[int, dict] = {}
    while len(by_shard) < 2:
        g = fake.add_guild("Shard test")
        by_shard.setdefault((int(g["id"]) >> 22) % 2, g)
    return by_shard


async def test_each_shard_gets_its_own_guilds_and_dms_reach_shard_zero(fake):
    by_shard = guilds_on_both_shards(fake)
    channels = {n: fake.add_channel(g, "general") for n, g in by_shard.items()}
    user = fake.add_user("Alice", by_shard[0])
    async with running(Shard(0), fake.token) as zero, running(Shard(1), fake.token) as one:
        assert {g.id for g in zero.guilds} == {int(g["id"]) for g in fake.guilds.values()
                                               if (int(g["id"]) >> 22) % 2 == 0}
        assert {g.id for g in one.guilds} == {int(g["id"]) for g in fake.guilds.values()
                                              if (int(g["id"]) >> 22) % 2 == 1}
        for n, ch in channels.items():
            await fake.user_says(user, ch, f"hello shard {n}")
        await fake.user_says(user, fake.dm_channel(user), "a DM")
        await asyncio.sleep(0.05)
        assert ("message", int(by_shard[1]["id"])) in one.seen
        assert all(g != int(by_shard[1]["id"]) for _, g in zero.seen)
        assert ("message", None) in zero.seen and ("message", None) not in one.seen


async def test_an_impossible_shard_is_refused_with_4010(fake):
    with pytest.raises(discord.ConnectionClosed) as caught:
        async with running(Shard(3, count=2), fake.token, timeout=3):
            pass
    assert caught.value.code == 4010
