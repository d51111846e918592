"""A loopback fake Discord (REST + gateway) for end-to-end tests of the discord.py bot.

See ``tests/fakediscord/README.md``.
"""

from .hooks import point_discord_py_at
from .interactions import InteractionRecord, NotAcknowledged
from .invoke import InvalidOption, UnknownCommand
from .rules import DiscordError
from .runner import running
from .server import FakeDiscord

__all__ = [
    "DiscordError",
    "FakeDiscord",
    "InteractionRecord",
    "InvalidOption",
    "NotAcknowledged",
    "UnknownCommand",
    "point_discord_py_at",
    "running",
]
