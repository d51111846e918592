"""What every cog shares: where a command was used, and typed access to the bot's parts."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord

if TYPE_CHECKING:
    from bot.app import SaloonBot
    from bot.service import GameService
    from bot.ui.interactions import Interactions
    from bot.ui.presenter import Presenter


def place_of(interaction: discord.Interaction) -> tuple[int, int | None]:
    """(channel id, thread id or None) of the channel or thread the interaction came from."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread) and channel.parent_id:
        return channel.parent_id, channel.id
    return interaction.channel_id or 0, None


class SaloonCog:
    """Mixin giving cogs typed access to the bot's service, presenter and handlers."""

    bot: SaloonBot

    @property
    def service(self) -> GameService:
        return self.bot.service

    @property
    def presenter(self) -> Presenter:
        return self.bot.presenter

    @property
    def interactions(self) -> Interactions:
        return self.bot.interactions
