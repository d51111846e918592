"""`/play` (autocompleted from every one of your legal moves), `/rules` and `/card`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.games.core import GameError
from bot.service import Offer, Presentation, cards
from bot.service import rules as rulebook
from bot.ui.errors import reply
from bot.ui.menus import clip
from bot.ui.messages import EMBED_COLOUR
from bot.ui.typed import entry_name, matching, resolve
from cogs.common import SaloonCog, choices, place_of

if TYPE_CHECKING:
    from bot.app import SaloonBot


class Play(SaloonCog, commands.Cog):
    """Moves and rules."""

    def __init__(self, bot: SaloonBot) -> None:
        self.bot = bot

    @staticmethod
    def _offers(shown: Presentation, user_id: int) -> tuple[int, tuple[Offer, ...]]:
        """The user's choices now and the decision they answer (none: not their move)."""
        mine = shown.private_of(user_id)
        return (mine.decision_id, mine.offers) if mine is not None and mine.offers else (0, ())

    @app_commands.command(name="play", description="Make your move")
    @app_commands.describe(action="Start typing: your legal moves are listed")
    async def play(self, interaction: discord.Interaction,
                   action: app_commands.Range[str, 1, 100]) -> None:
        game_id = await self.service.find(*place_of(interaction))
        head, sep, tail = action.partition(":")
        decision: int | None
        if sep and head.isdecimal():  # chosen from the autocomplete: "<decision>:<token>"
            decision, token = int(head), tail
        else:  # typed: the move it names among the user's own
            shown = await self.service.look(game_id, interaction.user.id, table=False)
            decision, offers = self._offers(shown, interaction.user.id)
            voice = await self.interactions.voice(interaction, shown)
            token = resolve(offers, voice, action) if offers else ""
            decision = decision or None  # not your move: the service says why
        await self.interactions.run(interaction, game_id, lambda: self.service.act_token(
            game_id, interaction.user.id, token, decision))

    @play.autocomplete("action")
    async def _moves(self, interaction: discord.Interaction,
                     current: str) -> list[app_commands.Choice[str]]:
        try:
            shown = await self.service.look_here(*place_of(interaction), interaction.user.id,
                                                 table=False)
        except GameError:
            return []
        decision, offers = self._offers(shown, interaction.user.id)
        voice = await self.interactions.voice(interaction, shown)
        return choices((entry_name(o, voice), f"{decision}:{o.token}")
                       for o in matching(offers, voice, current))

    @app_commands.command(name="rules", description="A short rules summary")
    @app_commands.describe(game="Which game", topic="Which part of the rules")
    async def rules(self, interaction: discord.Interaction, game: str,
                    topic: str | None = None) -> None:
        spec = self.service.spec(game)
        voice = (await self.interactions.voice(interaction))
        await reply(interaction, rulebook.summary(spec, voice, topic))

    @app_commands.command(name="card", description="What a building, boss or character does")
    @app_commands.describe(name="The card's name (any game)")
    async def card(self, interaction: discord.Interaction,
                   name: app_commands.Range[str, 1, 100]) -> None:
        voice = await self.interactions.voice(interaction)
        spec, found = cards.find(self.service.specs, voice, name)
        title, kind, text, *facts = cards.card_lines(spec, found, voice)
        embed = discord.Embed(title=clip(title, 256), description=clip(text, 4096),
                              colour=EMBED_COLOUR)
        if facts:
            embed.add_field(name=clip(kind, 256), value=clip("\n".join(facts), 1024))
        else:
            embed.set_footer(text=clip(kind, 2048))
        await interaction.followup.send(embed=embed, ephemeral=True)

    @card.autocomplete("name")
    async def _card_names(self, interaction: discord.Interaction,
                          current: str) -> list[app_commands.Choice[str]]:
        voice = await self.interactions.voice(interaction)
        return choices((cards.title_of(spec, c, voice), cards.value_of(spec, c))
                       for spec, c in cards.matching(self.service.specs, voice, current))

    @rules.autocomplete("game")
    async def _rule_games(self, interaction: discord.Interaction,
                          current: str) -> list[app_commands.Choice[str]]:
        return choices((s.title, k) for k, s in self.service.specs.items()
                       if current.lower() in (k + s.title.lower()))

    @rules.autocomplete("topic")
    async def _rule_topics(self, interaction: discord.Interaction,
                           current: str) -> list[app_commands.Choice[str]]:
        spec = self.service.specs.get(str(getattr(interaction.namespace, "game", "")))
        if spec is None:
            return []
        voice = await self.interactions.voice(interaction)
        return choices(rulebook.matching(spec, voice, current))


async def setup(bot: SaloonBot) -> None:
    """Load the cog."""
    await bot.add_cog(Play(bot))
