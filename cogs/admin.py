"""`/notify` preferences and the housekeeping loop (turn timers and reminders)."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands, tasks

from cogs.common import SaloonCog

if TYPE_CHECKING:
    from bot.app import SaloonBot

log = logging.getLogger("saloon.timers")


class Admin(SaloonCog, commands.Cog):
    def __init__(self, bot: SaloonBot) -> None:
        self.bot = bot
        self.timers.change_interval(seconds=bot.settings.timer_poll_seconds)

    async def cog_load(self) -> None:
        self.timers.start()

    async def cog_unload(self) -> None:
        self.timers.cancel()

    @tasks.loop(seconds=30)
    async def timers(self) -> None:
        """Expired deadlines play on; due reminders ping. Both survive restarts (SQLite)."""
        try:
            for outcome in await self.service.expire_due():
                await self.presenter.publish(outcome)
            for reminder in await self.service.due_reminders():
                await self.presenter.remind(reminder)
        except Exception:
            log.exception("timer round failed; it will run again")

    @timers.before_loop
    async def _wait_ready(self) -> None:
        await self.bot.wait_until_ready()

    @app_commands.command(name="notify", description="How Saloon may reach you")
    @app_commands.describe(dm="Send private cards by DM", reminders="Ping me before my deadline",
                           quiet_start="Quiet hours start (UTC hour)",
                           quiet_end="Quiet hours end (UTC hour)")
    async def notify(self, interaction: discord.Interaction, dm: bool | None = None,
                     reminders: bool | None = None,
                     quiet_start: app_commands.Range[int, 0, 23] | None = None,
                     quiet_end: app_commands.Range[int, 0, 23] | None = None) -> None:
        repo = self.service.repo
        prefs = await repo.prefs(interaction.user.id)
        changes = {k: v for k, v in {"dm": dm, "reminders": reminders, "quiet_start": quiet_start,
                                     "quiet_end": quiet_end}.items() if v is not None}
        prefs = prefs.model_copy(update=changes)
        await repo.save_prefs(prefs)
        quiet = (f"{prefs.quiet_start}:00-{prefs.quiet_end}:00 UTC"
                 if prefs.quiet_start is not None and prefs.quiet_end is not None else "none")
        await interaction.response.send_message(
            f"DMs {'on' if prefs.dm else 'off'} · reminders {'on' if prefs.reminders else 'off'}"
            f" · quiet hours {quiet}", ephemeral=True)


async def setup(bot: SaloonBot) -> None:
    await bot.add_cog(Admin(bot))
