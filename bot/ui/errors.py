"""The one error reporter: game errors become private sentences; anything else is logged."""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot.games.core.errors import GameError

log = logging.getLogger("saloon.errors")

UNEXPECTED = "Something went wrong on our side; the game is unchanged. Please try again."


def unwrap(exc: BaseException) -> BaseException:
    while isinstance(exc, (app_commands.CommandInvokeError,)) and exc.original is not None:
        exc = exc.original
    return exc


async def report(interaction: discord.Interaction, exc: BaseException) -> None:
    """Tell the user privately what went wrong; log unexpected failures with a trace."""
    exc = unwrap(exc)
    if isinstance(exc, GameError):
        text = exc.message
    elif isinstance(exc, app_commands.CheckFailure):
        text = str(exc) or "You cannot use that here."
    else:
        log.error("unexpected error in %s", _where(interaction), exc_info=exc)
        text = UNEXPECTED
    await reply(interaction, text)


async def reply(interaction: discord.Interaction, text: str, **extra: object) -> None:
    """An ephemeral answer, whether or not the interaction was already acknowledged."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **extra)  # type: ignore[arg-type]
    else:
        await interaction.response.send_message(text, ephemeral=True, **extra)  # type: ignore[arg-type]


def _where(interaction: discord.Interaction) -> str:
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    data = interaction.data or {}
    return f"component {data.get('custom_id', '?')}"
