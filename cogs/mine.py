"""`/mygames`: every live game the caller plays, in every server and DM, those waiting on
them first (only they see the answer)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.ui.away import my_games_embed
from cogs.common import SaloonCog

if TYPE_CHECKING:
    from bot.app import SaloonBot


class Mine(SaloonCog, commands.Cog):
    """One place for every game waiting on you."""

    def __init__(self, bot: SaloonBot) -> None:
        self.bot = bot

    @app_commands.command(name="mygames", description="Your live games everywhere, those "
                                                      "waiting on you first (only you)")
    async def mygames(self, interaction: discord.Interaction) -> None:
        games = await self.service.my_games(interaction.user.id)
        voice = await self.interactions.voice(interaction)
        await interaction.followup.send(embed=my_games_embed(games, voice), ephemeral=True)


async def setup(bot: SaloonBot) -> None:
    """Load the cog."""
    await bot.add_cog(Mine(bot))
