"""Who acts, and where: what the interaction handlers read of Discord's user and place."""

from __future__ import annotations

import discord


def display_name(user: discord.abc.User) -> str:
    """The name a player is shown by."""
    return getattr(user, "display_name", None) or user.name


def place_of_click(interaction: discord.Interaction) -> tuple[int | None, int]:
    """The server and channel (or thread) a component was clicked in."""
    return interaction.guild_id, interaction.channel_id or 0


def is_admin(interaction: discord.Interaction) -> bool:
    """Members with Manage Server act as hosts."""
    return bool(interaction.guild_id) and interaction.permissions.manage_guild
