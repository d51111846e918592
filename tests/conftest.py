"""Project-wide test configuration: the fake Discord's fixtures and the test PostgreSQL
server (`db_target` runs a test on both storage backends; `SALOON_SKIP_POSTGRES=1` opts out
of PostgreSQL) are available everywhere, and the toy game's catalogue is part of the
English words."""

from pathlib import Path

import pytest

from bot.i18n import add_catalogue
from bot.service.models import NEW_TABLE_SETTINGS

pytest_plugins = ["tests.fakediscord.fixtures", "tests.support.postgres"]

add_catalogue("en", (Path(__file__).parent / "support" / "fixture.ftl").read_text("utf-8"))


@pytest.fixture(autouse=True)
def _normal_bots_at_new_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    """New tables open with `hard` bots, which search for about a second a move; the tests
    open theirs with `normal` ones (the heuristic: fast, and what their games expect), and
    a test of the levels asks for `hard` (`/game settings ai_level:`, `addbot level:`) or
    undoes this (`monkeypatch.undo()` or setting the key back)."""
    monkeypatch.setitem(NEW_TABLE_SETTINGS, "ai_level", "normal")
