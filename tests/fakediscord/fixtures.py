"""pytest fixtures for the fake Discord. Enable with ``pytest_plugins = ["tests.fakediscord.fixtures"]``.

* ``fake``: a started :class:`FakeDiscord` with discord.py pointed at it (Mode A), restored and
  stopped afterwards; teardown fails if the bot hit an unknown endpoint or a fake bug.
* ``discord_errors``: captures ``discord`` log records; teardown fails on any ERROR (discord.py
  only *logs* exceptions raised in commands, views and events). ``.records`` holds ERROR+,
  ``.warnings`` holds WARNING; call ``.clear()`` in a test that expects an error.
* ``running(bot, token)``: async context manager: login (setup_hook), connect, wait until ready,
  and close cleanly on exit.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator
from typing import Any

import discord
import pytest
import pytest_asyncio

from .hooks import point_discord_py_at
from .runner import running
from .server import FakeDiscord


@pytest_asyncio.fixture
async def fake() -> AsyncIterator[FakeDiscord]:
    # Bots under test never use voice: silence discord.py's "PyNaCl/davey is not installed".
    discord.VoiceClient.warn_nacl = discord.VoiceClient.warn_dave = False
    f = FakeDiscord()
    await f.start()
    restore = point_discord_py_at(f.base_url, f.gateway_url)
    try:
        yield f
    finally:
        restore()
        await f.stop()
    assert not f.unhandled, f"the bot called endpoints the fake does not know: {f.unhandled}"
    assert not f.errors, "fake internal errors:\n" + "\n".join(f.errors)


class LogTrap(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []
        self.warnings: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        (self.records if record.levelno >= logging.ERROR else self.warnings).append(record)

    def clear(self) -> None:
        self.records.clear()
        self.warnings.clear()

    def summary(self) -> str:
        return "\n".join(f"{r.levelname} {r.name}: {r.getMessage()}"
                         + (f"\n{logging.Formatter().formatException(r.exc_info)}" if r.exc_info else "")
                         for r in [*self.records, *self.warnings])


@pytest.fixture
def discord_errors() -> Any:
    trap = LogTrap()
    logger = logging.getLogger("discord")
    logger.addHandler(trap)
    try:
        yield trap
    finally:
        logger.removeHandler(trap)
    assert not trap.records, "discord.py logged errors:\n" + trap.summary()


__all__ = ["discord_errors", "fake", "running"]
