"""`/notify` and `/privacy`, the housekeeping loop (deadlines, reminders, idle lobbies) and
the gateway events that end games whose server, channel or thread is gone."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.games.core import msg
from bot.ui.errors import reply
from cogs.common import SaloonCog

if TYPE_CHECKING:
    from bot.app import SaloonBot

log = logging.getLogger("saloon.timers")


class Admin(SaloonCog, commands.Cog):
    """Preferences and housekeeping."""

    def __init__(self, bot: SaloonBot) -> None:
        self.bot = bot
        self.housekeeping.change_interval(seconds=bot.settings.timer_poll_seconds)

    async def cog_load(self) -> None:
        self.housekeeping.start()

    async def cog_unload(self) -> None:
        self.housekeeping.cancel()

    @tasks.loop(seconds=30)
    async def housekeeping(self) -> None:
        """Expired deadlines play on; due reminders ping; idle lobbies close. All of it is
        stored, so a restart picks up where it left off."""
        try:
            for outcome in await self.service.expire_due():
                await self.presenter.publish(outcome)
            for reminder in await self.service.due_reminders():
                await self.presenter.remind(reminder)
            for loaded in await self.service.lobby.expire_lobbies():
                await self.presenter.say(loaded, msg("ui-lobby-expired", id=loaded.game.id))
        except Exception:
            log.exception("housekeeping failed; it runs again at the next tick")

    @housekeeping.before_loop
    async def _wait_ready(self) -> None:
        await self.bot.wait_until_ready()

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        ended = await self.service.lobby.end_where(guild_id=guild.id)
        log.info("left server %s: ended games %s", guild.id, ended)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.service.lobby.end_where(place_id=channel.id)

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.service.lobby.end_where(place_id=payload.thread_id)

    @app_commands.command(name="notify", description="How Saloon may reach you")
    @app_commands.describe(dm="Send private cards by DM", reminders="Ping me before my deadline",
                           quiet_start="Quiet hours start (UTC hour)",
                           quiet_end="Quiet hours end (UTC hour)")
    async def notify(self, interaction: discord.Interaction, dm: bool | None = None,
                     reminders: bool | None = None,
                     quiet_start: app_commands.Range[int, 0, 23] | None = None,
                     quiet_end: app_commands.Range[int, 0, 23] | None = None) -> None:
        changes = {k: v for k, v in {"dm": dm, "reminders": reminders, "quiet_start": quiet_start,
                                     "quiet_end": quiet_end}.items() if v is not None}
        prefs = await self.service.set_prefs(interaction.user.id, **changes)
        voice = self.interactions.voice()
        quiet = (f"{prefs.quiet_start}:00-{prefs.quiet_end}:00 UTC"
                 if prefs.quiet_start is not None and prefs.quiet_end is not None else "-")
        await reply(interaction, voice(msg("ui-notify", dm="on" if prefs.dm else "off",
                                           reminders="on" if prefs.reminders else "off",
                                           quiet=quiet)))

    privacy = app_commands.Group(name="privacy", description="What Saloon keeps about you")

    @privacy.command(name="delete", description="Forget your preferences and your name in "
                                                "stored games (they stay replayable)")
    async def privacy_delete(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.service.forget_user(interaction.user.id)
        await reply(interaction, self.interactions.voice()(msg("ui-forgotten")))


async def setup(bot: SaloonBot) -> None:
    """Load the cog."""
    await bot.add_cog(Admin(bot))
