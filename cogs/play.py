"""`/play` (autocompleted from your legal moves) and `/rules`."""

from __future__ import annotations

from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.games.core.errors import IllegalActionError, NotFoundError, StaleActionError
from bot.service import Loaded
from bot.ui.errors import reply
from cogs.common import SaloonCog, place_of

if TYPE_CHECKING:
    from bot.app import SaloonBot


def resolve_choice(choices: list[tuple[str, str]], version: int, text: str) -> tuple[int, str]:
    """(version, token) from an autocomplete value `"v:token"` or from a typed move name."""
    head, sep, tail = text.partition(":")
    if sep and head.isdigit():
        return int(head), tail
    typed = text.strip().lower()
    exact = [t for t, label in choices if label.lower() == typed]
    starts = [t for t, label in choices if label.lower().startswith(typed)] if typed else []
    found = exact or (starts if len(starts) == 1 else [])
    if not found:
        raise IllegalActionError("I don't know that move. Pick one from the list as you type.")
    return version, found[0]


class Play(SaloonCog, commands.Cog):
    def __init__(self, bot: SaloonBot) -> None:
        self.bot = bot

    def _choices(self, loaded: Loaded, user_id: int) -> list[tuple[str, str]]:
        seat = loaded.seat_of(user_id)
        if seat is None or seat.seat not in loaded.to_act():
            return []
        return self.presenter.labelled_actions(loaded, seat.seat, public_only=False)

    @app_commands.command(name="play", description="Make your move")
    @app_commands.describe(action="Start typing: your legal moves are listed")
    async def play(self, interaction: discord.Interaction, action: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        loaded = await self.service.live_at(*place_of(interaction))
        version, token = resolve_choice(self._choices(loaded, interaction.user.id),
                                        loaded.game.version, action)
        try:
            outcome = await self.service.act_token(loaded.game.id, interaction.user.id, token,
                                                   version)
        except StaleActionError as exc:
            await self.presenter.stale(interaction, loaded.game.id, exc)
            return
        await self.presenter.publish(outcome)
        await reply(interaction, f"Done: {outcome.moves[0].label}")

    @play.autocomplete("action")
    async def _moves(self, interaction: discord.Interaction,
                     current: str) -> list[app_commands.Choice[str]]:
        try:
            loaded = await self.service.live_at(*place_of(interaction))
        except NotFoundError:
            return []
        typed = current.lower()
        return [app_commands.Choice(name=label[:100], value=f"{loaded.game.version}:{token}")
                for token, label in self._choices(loaded, interaction.user.id)
                if typed in label.lower()][:25]

    @app_commands.command(name="rules", description="A short rules summary")
    @app_commands.describe(game="Which game", topic="Which part of the rules")
    async def rules(self, interaction: discord.Interaction, game: str,
                    topic: str | None = None) -> None:
        spec = self.service.spec(game)
        topics = spec.rules
        if topic is None or topic not in topics:
            first = next(iter(topics), "")
            body = topics.get(first, "No summary yet.")
            more = ", ".join(t for t in topics if t != first)
            text = f"**{spec.title}: {first}**\n{body}" + (f"\n\nMore topics: {more}" if more else "")
        else:
            text = f"**{spec.title}: {topic}**\n{topics[topic]}"
        await interaction.response.send_message(text[:2000], ephemeral=True)

    @rules.autocomplete("game")
    async def _rule_games(self, interaction: discord.Interaction,
                          current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=s.title, value=k) for k, s in self.service.games.items()
                if current.lower() in (k + s.title.lower())][:25]

    @rules.autocomplete("topic")
    async def _rule_topics(self, interaction: discord.Interaction,
                           current: str) -> list[app_commands.Choice[str]]:
        game = getattr(interaction.namespace, "game", None)
        spec = self.service.games.get(str(game))
        if spec is None:
            return []
        return [app_commands.Choice(name=t, value=t) for t in spec.rules
                if current.lower() in t.lower()][:25]


async def setup(bot: SaloonBot) -> None:
    await bot.add_cog(Play(bot))
