"""End-to-end fixtures: the real bot against the loopback fake Discord."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import pytest

from bot.app import SaloonBot, create_bot
from bot.settings import Settings
from tests.fakediscord.fixtures import running


@dataclass
class World:
    guild: dict[str, Any]
    table: dict[str, Any]
    host: dict[str, Any]
    ana: dict[str, Any]
    ben: dict[str, Any]
    cid: dict[str, Any]
    admin: dict[str, Any]


@pytest.fixture
def world(fake) -> World:
    guild = fake.add_guild("Dusty Gulch")
    return World(guild=guild, table=fake.add_channel(guild, "saloon"),
                 host=fake.add_user("Hank", guild), ana=fake.add_user("Ana", guild),
                 ben=fake.add_user("Ben", guild), cid=fake.add_user("Cid", guild),
                 admin=fake.add_user("Mod", guild, manage_guild=True))


@pytest.fixture
def nothing_refused(caplog):
    """Discord accepted every post, edit and DM: the presenter logs (below ERROR) when it
    falls back after a refusal, e.g. a DM hand over a limit or a table edit refused. Whole
    games use it (`pytestmark = pytest.mark.usefixtures("nothing_refused")`)."""
    caplog.set_level(logging.INFO, logger="saloon")
    yield
    refused = [r.getMessage() for r in caplog.records if r.name.startswith("saloon")
               and any(w in r.getMessage() for w in ("refused", "cannot be edited", "could not"))]
    assert not refused, refused


class SaloonLogTrap(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


@pytest.fixture
def saloon_errors():
    """Unexpected exceptions are logged by the reporter; any of them fails the test."""
    trap = SaloonLogTrap()
    logger = logging.getLogger("saloon")
    logger.addHandler(trap)
    yield trap
    logger.removeHandler(trap)
    assert not trap.records, [r.getMessage() for r in trap.records]


@pytest.fixture
def make_bot(tmp_path):
    def make(games=None) -> SaloonBot:
        settings = Settings(discord_token="test", saloon_db=tmp_path / "saloon.db", ai_delay=0,
                            timer_poll_seconds=3600, render_workers=0, _env_file=None)
        return create_bot(settings, games=games, guild_ready_timeout=0.05)
    return make


@pytest.fixture
async def test_bot(fake, world, make_bot, discord_errors, saloon_errors) -> AsyncIterator[SaloonBot]:
    """The bot playing the platform's test games (the fixture game and the README's toy)."""
    from tests.support.fixture_game import SPEC as FIXTURE
    from tests.support.toy_game import TOY

    async with running(make_bot({"fixture": FIXTURE, "toy": TOY}), fake.token) as b:
        yield b


@pytest.fixture
async def bot(fake, world, make_bot, discord_errors, saloon_errors) -> AsyncIterator[SaloonBot]:
    async with running(make_bot(), fake.token) as b:
        yield b


@contextlib.asynccontextmanager
async def restarted(fake, make_bot) -> AsyncIterator[SaloonBot]:
    async with running(make_bot(), fake.token) as b:
        yield b
