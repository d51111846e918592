"""Project-wide test configuration: the fake Discord's fixtures and the test PostgreSQL
server (`db_target` runs a test on both storage backends; `SALOON_SKIP_POSTGRES=1` opts out
of PostgreSQL) are available everywhere, and the toy game's catalogue is part of the
English words."""

from pathlib import Path

from bot.i18n import add_catalogue

pytest_plugins = ["tests.fakediscord.fixtures", "tests.support.postgres"]

add_catalogue("en", (Path(__file__).parent / "support" / "fixture.ftl").read_text("utf-8"))
