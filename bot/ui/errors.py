"""The one error reporter. Slash commands (`tree.on_error`), buttons and menus (every
component's callback) and views (`View.on_error`) all end here.

A `GameError` is a keyed message safe to show; a failed check is a polite refusal;
anything else is logged with its trace and the player is told, truthfully, either that
nothing changed or (`saved`, a failure after the commit) that the change was saved: their
move (`saved=True`, or the answer "Done: ..." of a move), or what the command did (its
answer, e.g. "Game ended.").
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands

from bot.games.core import GameError, Msg, msg
from bot.i18n import Voice, language_of, words
from bot.ui.inflight import InFlight

log = logging.getLogger("saloon.errors")
CONTENT_LIMIT = 2000
THREAD_LOCKED = 160005  # Discord: "Thread is locked"


def unwrap(exc: BaseException) -> BaseException:
    """The original exception behind discord.py's command wrappers."""
    while isinstance(exc, app_commands.CommandInvokeError) and exc.original is not None:
        exc = exc.original
    return exc


MOVE_ANSWERS = frozenset({"ui-done"})  # answers of a move: "Your move was saved, but ..."
SAVED = {  # why showing a saved change failed -> what a move's player, or a command's, is told
    "unexpected": ("ui-unexpected-saved", "ui-change-saved"),
    "forbidden": ("ui-saved-forbidden", "ui-change-saved-forbidden"),
    "locked": ("ui-saved-locked", "ui-change-saved-locked"),
    "gone": ("ui-saved-gone", "ui-change-saved-gone"),
}


def explain(exc: BaseException, *, saved: bool | Msg = False) -> Msg:
    """What the player is told about `exc` (unexpected ones are logged by `report`)."""
    if isinstance(exc, GameError):
        return exc.msg
    if isinstance(exc, app_commands.CheckFailure):
        return msg("ui-check-failed")
    if not saved:
        return msg("ui-unexpected")
    if isinstance(exc, discord.Forbidden):
        why = "locked" if exc.code == THREAD_LOCKED else "forbidden"
    else:
        why = "gone" if isinstance(exc, discord.NotFound) else "unexpected"
    move, change = SAVED[why]
    if isinstance(saved, Msg) and saved.key not in MOVE_ANSWERS:
        return msg(change, done=saved)
    return msg(move)


async def report(interaction: discord.Interaction, exc: BaseException, *,
                 saved: bool | Msg = False, voice: Voice | None = None) -> None:
    """Tell the user privately what went wrong; log unexpected failures with a trace."""
    exc = unwrap(exc)
    if not isinstance(exc, GameError | app_commands.CheckFailure):
        log.error("unexpected error in %s%s", where(interaction),
                  " after the move was saved" if saved else "", exc_info=exc)
    voice = voice or Voice(words(language_of(str(interaction.locale))),
                           commands=command_ids(interaction))
    text = voice(explain(exc, saved=saved))
    try:
        await reply(interaction, text)
    except Exception:  # Discord refused, or the connection is gone (shutting down)
        log.warning("could not tell %s about an error in %s", interaction.user.id,
                    where(interaction))


async def acknowledge(interaction: discord.Interaction) -> bool:
    """Defer privately, before anything touches the database or draws (DESIGN.md section 4,
    step 1: Discord allows 3 s): every answer of Saloon's commands and components is
    private, and a private answer must be deferred as one. Called by the command tree
    and by every component, so no handler can forget it; the answer (or a refusal)
    follows as a followup. False when Discord no longer takes the acknowledgement (the
    interaction is then not handled: its user was told it failed)."""
    in_flight: InFlight | None = getattr(interaction.client, "in_flight", None)
    if interaction.response.is_done():
        return True
    if in_flight is not None and not in_flight.accepting:  # shutting down: try again soon
        await interaction.response.send_message(
            Voice(words(language_of(str(interaction.locale))))(msg("ui-restarting")),
            ephemeral=True)
        return False
    try:
        await interaction.response.defer(ephemeral=True, thinking=True)
    except discord.HTTPException as exc:
        log.warning("could not acknowledge %s: %s", where(interaction), exc)
        return False
    if in_flight is not None:
        in_flight.enter()
    return True


async def reply(interaction: discord.Interaction, text: str, **extra: object) -> None:
    """An ephemeral answer, whether or not the interaction was already acknowledged."""
    text = text if len(text) <= CONTENT_LIMIT else text[:CONTENT_LIMIT - 1] + "…"
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **extra)  # type: ignore[arg-type]
    else:
        await interaction.response.send_message(text, ephemeral=True, **extra)  # type: ignore[arg-type]


def command_ids(interaction: discord.Interaction) -> dict[str, int]:
    """The synced commands' ids, to mention commands named in an answer."""
    presenter = getattr(interaction.client, "presenter", None)
    return dict(getattr(presenter, "command_ids", {}))


def where(interaction: discord.Interaction) -> str:
    """The command or component an interaction came from, for the log."""
    if interaction.command is not None:
        return f"/{interaction.command.qualified_name}"
    data = interaction.data or {}
    return f"component {data.get('custom_id', '?')}"
