"""Small helpers every cog uses: where a command was used, who may administer."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from bot.app import SaloonBot
    from bot.service import GameService
    from bot.ui.presenter import Presenter


def place_of(interaction: discord.Interaction) -> tuple[int, int | None]:
    """(channel id, thread id or None) of the channel or thread the interaction came from."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread) and channel.parent_id:
        return channel.parent_id, channel.id
    return interaction.channel_id or 0, None


def is_admin(interaction: discord.Interaction) -> bool:
    """Members with Manage Server act as hosts."""
    return bool(interaction.guild_id) and interaction.permissions.manage_guild


def display_name(user: discord.abc.User) -> str:
    return getattr(user, "display_name", None) or user.name


def parse_options(text: str | None) -> dict[str, Any]:
    """`"difficulty=HARD rounds=9"` -> `{"difficulty": "HARD", "rounds": "9"}`."""
    from bot.games.core.errors import LobbyError

    out: dict[str, Any] = {}
    for part in (text or "").replace(",", " ").split():
        key, sep, value = part.partition("=")
        if not sep or not key or not value:
            raise LobbyError(f"I could not read the option '{part}'. Write options as key=value.")
        out[key.strip()] = value.strip()
    return out


class SaloonCog:
    """Mixin giving cogs typed access to the bot's service and presenter."""

    bot: SaloonBot

    @property
    def service(self) -> GameService:
        return self.bot.service

    @property
    def presenter(self) -> Presenter:
        return self.bot.presenter
