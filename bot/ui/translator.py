"""Slash command names, descriptions, options and choices in every language Saloon speaks,
from the `commands.ftl` catalogues, through discord.py's `app_commands.Translator`.

Each text has a key derived from where it is: `cmd-<command path>` for a name,
`cmd-<command path>--desc` for a description, `cmd-<command path>--<option>` and
`...--<option>--desc` for an option, `cmd-choice-<value>` for a choice. English stays as
written in the code (Discord shows it to every other locale).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

from bot.games.core import msg
from bot.i18n import DEFAULT_LOCALE, language_of, words


def path_of(command: Any) -> str:
    """`"game new"` -> `"game-new"`."""
    return str(command.qualified_name).replace(" ", "-")


def key_of(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalogue key of a command text, from where it stands."""
    where, data = context.location, context.data
    suffix = "--desc" if where in (Where.command_description, Where.group_description,
                                   Where.parameter_description) else ""
    if isinstance(data, app_commands.Parameter):  # as Discord shows it (a renamed one too)
        return f"cmd-{path_of(data.command)}--{data.display_name}{suffix}"
    if isinstance(data, app_commands.Choice):
        return f"cmd-choice-{data.value}"
    if isinstance(data, app_commands.Command | app_commands.Group):
        return f"cmd-{path_of(data)}{suffix}"
    return None


class CatalogueTranslator(app_commands.Translator):
    """Command texts from the catalogues; None (Discord shows the English) where a
    language has no entry."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        language = language_of(locale.value)
        key = key_of(context)
        if language == DEFAULT_LOCALE or key is None:
            return None
        catalogue = words(language)
        return catalogue(msg(key)) if catalogue.has(key) else None
