"""`/hand`: your private cards and choices, always available as an ephemeral reply; `/hint`:
what the hard bot would play in your place (where the table allows hints)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.ui.errors import reply
from bot.ui.hints import hint_lines
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

    @app_commands.command(name="hint", description="What the hard bot would play in your "
                                                   "place now, and why (only you)")
    async def hint(self, interaction: discord.Interaction) -> None:
        hint = await self.service.hint(await self.service.find(*place_of(interaction)),
                                       interaction.user.id)
        voice = replace(await self.interactions.voice(interaction), names=hint.names)
        await reply(interaction, "\n".join(voice.lines(hint_lines(hint))))


async def setup(bot: SaloonBot) -> None:
    """Load the cog."""
    await bot.add_cog(Hand(bot))
