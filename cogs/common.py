"""What every cog shares: where a command was used, and typed access to the bot's parts."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.ui.menus import clip

if TYPE_CHECKING:
    from bot.app import SaloonBot
    from bot.service import GameService
    from bot.ui.interactions import Interactions
    from bot.ui.presenter import Presenter


# Discord's limits for autocomplete answers: at most 25 choices (interactions/receiving-and-
# responding.mdx "Autocomplete"); a choice's name 1-100 characters and a string value at most
# 100 (interactions/application-commands.mdx "Application Command Option Choice Structure").
CHOICES = 25
CHOICE_LIMIT = 100


def choices(pairs: Iterable[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    """Every autocomplete answers through here, so that it fits Discord: at most 25 choices,
    each name clipped to 100 characters (never empty: the value stands in); a value longer
    than 100 is left out, since a cut value would name something else."""
    out: list[app_commands.Choice[str]] = []
    for name, value in pairs:
        shown = name.strip() or value.strip()
        if not shown or len(value) > CHOICE_LIMIT:
            continue
        out.append(app_commands.Choice(name=clip(shown, CHOICE_LIMIT), value=value))
        if len(out) == CHOICES:
            break
    return out


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
