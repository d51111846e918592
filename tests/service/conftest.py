"""Service tests run on both storage backends (a SQLite file, a PostgreSQL database)."""

import pytest

from bot.db import Repository
from tests.support.service_fixtures import clock, lobby, service  # noqa: F401


@pytest.fixture
async def repo(db_target):
    r = await Repository.open(db_target)
    yield r
    await r.close()
