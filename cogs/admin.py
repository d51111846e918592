"""`/notify` and `/privacy`, the housekeeping loop (deadlines, reminders, idle lobbies) and
the gateway events that end games whose server, channel or thread is gone."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, TypeVar

import discord
from discord import app_commands
from discord.ext import commands, tasks

from bot.errors import PermissionDeniedError
from bot.games.core import msg
from bot.i18n import Voice, words
from bot.service import KEEP, Digest, Keep, Reminder
from bot.service.timers import zone_named, zones_matching
from bot.ui.away import digest_embed, notify_lines
from bot.ui.errors import CONTENT_LIMIT, reply
from cogs.common import SaloonCog, choices

if TYPE_CHECKING:
    from bot.app import SaloonBot

log = logging.getLogger("saloon.timers")
T = TypeVar("T")
DIGESTS = [app_commands.Choice(name="one DM a day", value="daily"),
           app_commands.Choice(name="a ping at each turn", value="off")]
DIGEST_HOUR = 9  # `digest:daily` without `at:`


def digest_hour(digest: str | None, at: int | None) -> int | Keep | None:
    """The digest hour `/notify digest: at:` asks for (None: pings again; KEEP: as it is);
    the service refuses an hour outside 0-23."""
    if digest == "off":
        return None
    if at is not None:
        return at
    return DIGEST_HOUR if digest == "daily" else KEEP


class Admin(SaloonCog, commands.Cog):
    """Preferences and housekeeping."""

    def __init__(self, bot: SaloonBot) -> None:
        self.bot = bot
        self.housekeeping.change_interval(seconds=bot.settings.timer_poll_seconds)
        self._round = asyncio.Lock()  # held while a loop's round runs

    async def stop_rounds(self) -> None:
        """Let a round in progress finish, then stop both loops (the bot is closing: the
        database must not close under a round, and no new round may start)."""
        async with self._round:
            self.housekeeping.cancel()
            self.health.cancel()

    async def cog_load(self) -> None:
        self.housekeeping.start()
        self.health.start()

    async def cog_unload(self) -> None:
        await self.stop_rounds()

    @tasks.loop(minutes=1)
    async def health(self) -> None:
        """One health line a minute: games active, actions/s, command p99, render queue,
        bots' searches."""
        async with self._round:
            active = await self._safely(self.service.active_games, -1)
        shards = getattr(self.bot, "shard_ids", None) or [self.bot.shard_id or 0]
        logging.getLogger("saloon.health").info(self.presenter.health.line(
            active, self.presenter.painter.queued,
            f"{min(shards)}-{max(shards)}/{self.bot.shard_count or 1}",
            self.service.bots_thinking()))

    @tasks.loop(seconds=30)
    async def housekeeping(self) -> None:
        """Expired deadlines play on (the service hands each change to the presenter); due
        reminders ping; idle lobbies close. Each game is handled on its own (one failure
        never skips the others), and all of it is stored, so a restart picks up where it
        left off."""
        async with self._round:
            await self._safely(self.service.expire_due, [])
            for reminder in await self._safely(self.service.due_reminders, []):
                await self._safely(lambda r=reminder: self._remind(r), None)
            for digest in await self._safely(self.service.due_digests, []):
                await self._safely(lambda d=digest: self._digest(d), None)
            for game in await self._safely(self.service.expire_lobbies, []):
                await self._safely(lambda g=game: self.presenter.say(
                    g, msg("ui-lobby-expired", id=g.id)), None)

    async def _remind(self, reminder: Reminder) -> None:
        if await self.presenter.left_server(reminder.game, reminder.user_id):
            await self.service.absent(reminder.game_id, reminder.seat)  # presented as it goes
            return
        await self.presenter.remind(reminder)
        await self.service.reminded(reminder)  # delivered; a failure retries

    async def _digest(self, digest: Digest) -> None:
        """The daily digest by DM (closed DMs: it is skipped for the day)."""
        voice = Voice(words(digest.language), {}, self.presenter.command_ids)
        try:
            channel = await self.bot.create_dm(discord.Object(id=digest.user_id))
            await channel.send(embed=digest_embed(digest.games, voice))
        except discord.Forbidden:
            log.info("digest DM to %s refused", digest.user_id)

    @staticmethod
    async def _safely(call: Callable[[], Awaitable[T]], fallback: T) -> T:
        try:
            return await call()
        except Exception:
            log.exception("housekeeping step failed; the rest of the round goes on")
            return fallback

    @housekeeping.before_loop
    async def _wait_ready(self) -> None:
        await self.bot.wait_until_ready()

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        ended = await self.service.end_where(guild_id=guild.id)
        log.info("left server %s: ended games %s", guild.id, ended)

    @commands.Cog.listener()
    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        await self.service.end_where(place_id=channel.id)

    @commands.Cog.listener()
    async def on_raw_thread_delete(self, payload: discord.RawThreadDeleteEvent) -> None:
        await self.service.end_where(place_id=payload.thread_id)

    @app_commands.command(name="notify", description="How Saloon may reach you")
    @app_commands.choices(language=[
        app_commands.Choice(name="as my Discord app", value="auto"),
        app_commands.Choice(name="English", value="en"),
        app_commands.Choice(name="Español", value="es"),
        app_commands.Choice(name="Italiano", value="it")], digest=DIGESTS)
    @app_commands.describe(dm="Send private cards by DM", reminders="Ping me before my deadline",
                           quiet_start="Quiet hours start (hour of your time zone)",
                           quiet_end="Quiet hours end (hour of your time zone)",
                           language="The language of your DMs, hand and private answers",
                           timezone="Your time zone, e.g. Europe/Madrid (for quiet hours)",
                           away="Days away: your deadlines wait (0: I am back)",
                           digest="One DM a day instead of a ping at each turn",
                           at="The digest's hour of your time zone (0-23)",
                           leaderboard="Show me on this server's leaderboards")
    async def notify(self, interaction: discord.Interaction, dm: bool | None = None,
                     reminders: bool | None = None,
                     quiet_start: app_commands.Range[int, 0, 23] | None = None,
                     quiet_end: app_commands.Range[int, 0, 23] | None = None,
                     language: str | None = None,
                     timezone: app_commands.Range[str, 1, 64] | None = None,
                     away: float | None = None, digest: str | None = None,
                     at: int | None = None, leaderboard: bool | None = None) -> None:
        if leaderboard is not None:
            await self.service.set_leaderboard_shown(interaction.user.id, leaderboard)
        if timezone is not None:
            timezone = zone_named(timezone)
        changes = {k: v for k, v in {"dm": dm, "reminders": reminders, "quiet_start": quiet_start,
                                     "quiet_end": quiet_end, "locale": language,
                                     "timezone": timezone}.items()
                   if v is not None}
        hour = digest_hour(digest, at)
        coming_back = away == 0 and await self.service.is_away(interaction.user.id)
        prefs = await self.service.set_notify(interaction.user.id, changes, away=away,
                                              digest=hour)
        voice = await self.interactions.voice(interaction)
        lines = notify_lines(prefs, await self.service.away_in(interaction.user.id),
                             self.service.now(), coming_back=coming_back,
                             pings_again=digest == "off")
        if leaderboard is not None:
            lines.append(msg("ui-memory-leaderboard-on" if leaderboard
                             else "ui-memory-leaderboard-off"))
        await reply(interaction, "\n".join(voice.lines(lines))[:CONTENT_LIMIT])

    @notify.autocomplete("timezone")
    async def notify_timezone(self, interaction: discord.Interaction,
                              current: str) -> list[app_commands.Choice[str]]:
        return choices((z, z) for z in zones_matching(current))

    @app_commands.command(name="limits", description="This server's caps on live games and "
                                                     "open lobbies (Manage Server)")
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    @app_commands.describe(live_games="Live games at once in this server (default 50)",
                           lobbies_per_user="Open lobbies one user may host (default 3)")
    async def limits(self, interaction: discord.Interaction,
                     live_games: app_commands.Range[int, 1, 500] | None = None,
                     lobbies_per_user: app_commands.Range[int, 1, 50] | None = None) -> None:
        if interaction.guild_id is None or not interaction.permissions.manage_guild:
            raise PermissionDeniedError("ui-limits-admins")
        await self.service.set_server_limits(interaction.guild_id, live_games, lobbies_per_user)
        await reply(interaction, (await self.interactions.voice(interaction))(msg(
            "ui-limits", games=live_games or msg("ui-limit-default"),
            lobbies=lobbies_per_user or msg("ui-limit-default"))))

    privacy = app_commands.Group(name="privacy", description="What Saloon keeps about you")

    @privacy.command(name="delete", description="Forget your preferences and your name in "
                                                "stored games (they stay replayable)")
    async def privacy_delete(self, interaction: discord.Interaction) -> None:
        # Worded first: finding the user's language stores their client's, which must go too.
        voice = await self.interactions.voice(interaction)
        await self.service.forget_user(interaction.user.id)
        await reply(interaction, voice(msg("ui-forgotten")))


async def setup(bot: SaloonBot) -> None:
    """Load the cog."""
    await bot.add_cog(Admin(bot))
