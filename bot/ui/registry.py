"""Every component Saloon answers, registered with the bot (`DynamicItem`s: they work after
a restart), and the answer to a click none of them answers."""

from __future__ import annotations

import discord

from bot.games.core import msg
from bot.i18n import Voice, language_of, words
from bot.ui.components import COMPONENT_ITEMS
from bot.ui.seat_buttons import SEAT_ITEMS

DYNAMIC_ITEMS = (*COMPONENT_ITEMS, *SEAT_ITEMS)


def is_ours(custom_id: str) -> bool:
    """Whether one of Saloon's components answers this custom id."""
    return any(item.__discord_ui_compiled_template__.fullmatch(custom_id)
               for item in DYNAMIC_ITEMS)


async def answer_unknown(interaction: discord.Interaction) -> None:
    """A click on a component none of ours answers (a very old or crafted one) still gets a
    private answer, so the player never sees "This interaction failed"."""
    if interaction.type != discord.InteractionType.component:
        return
    custom_id = str((interaction.data or {}).get("custom_id", ""))
    if not is_ours(custom_id):
        voice = Voice(words(language_of(str(interaction.locale))))
        await interaction.response.send_message(voice(msg("ui-unknown-button")), ephemeral=True)
