"""Fixtures for service-level tests on a real SQLite file, with the fixture game and a fake clock."""

import pytest

from bot.db import Repository
from bot.service import GameService
from tests.support.clock import FakeClock
from tests.support.fixture_game import GAMES

HOST, ANA, BEN, CID = 100, 101, 102, 103


@pytest.fixture
def clock():
    return FakeClock()


@pytest.fixture
async def repo(tmp_path):
    r = await Repository.open(tmp_path / "saloon.db")
    yield r
    await r.close()


@pytest.fixture
async def service(repo, clock):
    s = GameService(repo, clock=clock, games=dict(GAMES), seed_source=lambda: 1234)
    yield s
    await s.automation.wait_idle()


@pytest.fixture
async def lobby(service):
    """A fixture-game lobby in channel 10 with the host and Ana seated."""
    loaded = await service.new("fixture", guild_id=1, channel_id=10, thread_id=None,
                               host_id=HOST, host_name="Host")
    return await service.join(loaded.game.id, ANA, "Ana")
