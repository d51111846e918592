"""Project-wide test configuration: the fake Discord's fixtures are available everywhere,
and the toy game's catalogue is part of the English words."""

from pathlib import Path

from bot.i18n import add_catalogue

pytest_plugins = ["tests.fakediscord.fixtures"]

add_catalogue("en", (Path(__file__).parent / "support" / "fixture.ftl").read_text("utf-8"))
