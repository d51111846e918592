"""`/hand`: your private cards and choices, always available as an ephemeral reply."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from cogs.common import SaloonCog, place_of

if TYPE_CHECKING:
    from bot.app import SaloonBot


class Hand(SaloonCog, commands.Cog):
    """The ephemeral hand."""

    def __init__(self, bot: SaloonBot) -> None:
        self.bot = bot

    @app_commands.command(name="hand", description="Show your private hand and choices (only you)")
    async def hand(self, interaction: discord.Interaction) -> None:
        await self.interactions.on_hand(interaction, await self.service.find(*place_of(interaction)))


async def setup(bot: SaloonBot) -> None:
    """Load the cog."""
    await bot.add_cog(Hand(bot))
