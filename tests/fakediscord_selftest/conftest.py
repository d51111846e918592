from __future__ import annotations

import asyncio

import aiohttp
import pytest
import pytest_asyncio

from tests.fakediscord.fixtures import discord_errors, fake
from tests.fakediscord.runner import running

# pytest rejects ``pytest_plugins`` in a non-top-level conftest when the whole suite runs, so
# the fixtures are imported by name here (a top-level tests/conftest.py may use pytest_plugins).
__all__ = ["discord_errors", "fake"]


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        if "fakediscord_selftest" in str(item.path):
            item.add_marker(pytest.mark.filterwarnings("error"))


@pytest.fixture(autouse=True)
def _no_discord_warnings(discord_errors):
    yield
    assert not discord_errors.warnings, "discord.py warned:\n" + discord_errors.summary()


@pytest_asyncio.fixture(autouse=True)
async def _no_leaked_tasks():
    yield
    me = asyncio.current_task()
    for _ in range(50):
        left = [t for t in asyncio.all_tasks() if t is not me and not t.done()]
        if not left:
            return
        await asyncio.sleep(0.01)
    pytest.fail(f"leaked tasks: {left}")


@pytest.fixture
def world(fake):
    guild = fake.add_guild("Saloon Test")
    general = fake.add_channel(guild, "general")
    alice = fake.add_user("Alice", guild)
    bob = fake.add_user("Bob", guild)
    return guild, general, alice, bob


@pytest_asyncio.fixture
async def bot(fake, world, discord_errors):
    from .probe_bot import ProbeBot

    async with running(ProbeBot(), fake.token) as b:
        yield b



@pytest.fixture
async def http(fake):
    """A raw HTTP client with the bot's token (requests made "as the bot", without discord.py)."""
    async with aiohttp.ClientSession(headers={"Authorization": f"Bot {fake.token}"}) as s:
        yield s
