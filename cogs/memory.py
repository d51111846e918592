"""`/leaderboard`, `/stats` and the admins' `/ratings void|season` (issue 22): the table's
memory, read from the stored results. Every answer is private, like Saloon's others."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.games.core import msg
from bot.ui.errors import reply
from bot.ui.interactions import display_name
from bot.ui.memory import LEADERBOARD_FILE, leaderboard_embed, leaderboard_picture, stats_embed
from cogs.common import SaloonCog, choices
from render.standings import standings_png

if TYPE_CHECKING:
    from bot.app import SaloonBot


class Memory(SaloonCog, commands.Cog):
    """Leaderboards, statistics, voids and seasons."""

    def __init__(self, bot: SaloonBot) -> None:
        self.bot = bot

    async def _games(self, interaction: discord.Interaction,
                     current: str) -> list[app_commands.Choice[str]]:
        return choices((s.title, k) for k, s in self.service.specs.items()
                       if current.lower() in (k + s.title.lower()))

    @app_commands.command(name="leaderboard", description="This server's best players of a game")
    @app_commands.describe(game="Which game")
    async def leaderboard(self, interaction: discord.Interaction, game: str) -> None:
        board = await self.service.leaderboard(interaction.guild_id, game, interaction.user.id)
        voice = await self.interactions.voice(interaction)
        embed = leaderboard_embed(board, voice)
        if not board.lines:
            await reply(interaction, "", embed=embed)
            return
        png = await self.presenter.painter.picture(standings_png,
                                                   leaderboard_picture(board, voice))
        await reply(interaction, "", embed=embed, file=discord.File(
            io.BytesIO(png), filename=LEADERBOARD_FILE, description=embed.title))

    @app_commands.command(name="stats", description="A player's games, wins, scores and rating")
    @app_commands.describe(player="Whose statistics (default: yours)", game="One game (default: all)")
    async def stats(self, interaction: discord.Interaction,
                    player: discord.User | None = None, game: str | None = None) -> None:
        who = player or interaction.user
        stats = await self.service.player_stats(interaction.guild_id, who.id,
                                                display_name(who), game)
        await reply(interaction, "", embed=stats_embed(stats, await self.interactions.voice(
            interaction)))

    leaderboard.autocomplete("game")(_games)
    stats.autocomplete("game")(_games)

    ratings = app_commands.Group(name="ratings", description="This server's ratings "
                                 "(Manage Server)", guild_only=True,
                                 default_permissions=discord.Permissions(manage_guild=True))

    @ratings.command(name="void", description="A finished game no longer counts for ratings")
    @app_commands.describe(id="The game's number (see /game history)")
    async def void(self, interaction: discord.Interaction,
                   id: app_commands.Range[int, 1, 2**53]) -> None:  # Discord's option name
        await self.service.void_rating(interaction.guild_id, id,
                                       interaction.permissions.manage_guild)
        await reply(interaction, (await self.interactions.voice(interaction))(
            msg("ui-memory-voided", id=str(id))))

    @ratings.command(name="season", description="Start a new season: every rating starts afresh")
    async def season(self, interaction: discord.Interaction) -> None:
        number = await self.service.new_season(interaction.guild_id,
                                               interaction.permissions.manage_guild)
        await reply(interaction, (await self.interactions.voice(interaction))(
            msg("ui-memory-season-started", season=number)))


async def setup(bot: SaloonBot) -> None:
    """Load the cog."""
    await bot.add_cog(Memory(bot))
