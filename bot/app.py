"""The Discord bot: built by `create_bot`, resources opened in `setup_hook`, closed idempotently."""

from __future__ import annotations

import asyncio
import contextlib
import gc
import logging
import signal
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.db import Repository
from bot.games.core import AnySpec
from bot.service import GameService
from bot.settings import Settings
from bot.ui.errors import acknowledge, report
from bot.ui.inflight import InFlight
from bot.ui.interactions import Interactions
from bot.ui.presenter import Presenter
from bot.ui.registry import DYNAMIC_ITEMS, answer_unknown
from bot.ui.translator import CatalogueTranslator
from render.pool import Painter

log = logging.getLogger("saloon")
EXTENSIONS = ("cogs.lobby", "cogs.play", "cogs.hand", "cogs.admin", "cogs.mine", "cogs.memory")
ANSWER_GRACE = 20.0  # seconds a stopping bot gives acknowledged interactions to be answered


def settle_heap() -> None:
    """Everything built at start-up (game data, catalogues, discord.py, schemas) lives as long
    as the process: it is moved out of the garbage collector's sight, so that a full
    collection no longer scans it (one took about 120 ms: the slowest commands' tail). Once
    per process (tests start many bots in one)."""
    if gc.get_freeze_count() == 0:
        gc.collect()
        gc.freeze()


class SaloonTree(app_commands.CommandTree["SaloonBot"]):
    """Every slash command is acknowledged (privately) before it runs, and its failure goes
    to the one reporter."""

    async def interaction_check(self, interaction: discord.Interaction, /) -> bool:
        """Defer each slash command before its handler touches the database (autocomplete
        is answered, not deferred)."""
        if interaction.type is not discord.InteractionType.application_command:
            return True
        return await acknowledge(interaction)

    async def on_error(self, interaction: discord.Interaction,
                       error: app_commands.AppCommandError) -> None:
        await report(interaction, error)


class SaloonBot(commands.Bot):
    """Saloon. Needs no privileged intents: everything arrives as interactions."""

    service: GameService
    presenter: Presenter
    interactions: Interactions

    def __init__(self, settings: Settings, *, games: dict[str, AnySpec] | None = None,
                 **options: Any) -> None:
        intents = discord.Intents.none()
        intents.guilds = True
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         tree_cls=SaloonTree, help_command=None,
                         allowed_mentions=discord.AllowedMentions.none(), **options)
        self.settings = settings
        self.games = games  # None: every registered game (tests may bring their own)
        self.repo: Repository | None = None
        self.in_flight = InFlight()  # acknowledged interactions not yet answered

    async def setup_hook(self) -> None:
        self.repo = await Repository.open(self.settings.saloon_db)
        self.service = GameService(self.repo, ai_delay=self.settings.ai_delay, games=self.games,
                                   thinkers=self.settings.thinkers())
        self.presenter = Presenter(self, self.service, Painter(self.settings.painters()))
        self.interactions = Interactions(self.service, self.presenter)
        # AI moves and expired deadlines are posted as they happen; an unreadable game says so
        self.service.listen(self.presenter.show, unreadable=self.presenter.unreadable)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        for name in EXTENSIONS:
            await self.load_extension(name)
        await self.tree.set_translator(CatalogueTranslator())
        await self.sync_commands()
        await self.service.resume()
        with contextlib.suppress(NotImplementedError, RuntimeError):  # not on every platform
            asyncio.get_running_loop().add_signal_handler(
                signal.SIGTERM, lambda: asyncio.ensure_future(self.close()))
        settle_heap()


    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Components that none of Saloon's items answer still get an answer."""
        await answer_unknown(interaction)

    async def sync_commands(self) -> None:
        """Register the slash commands (one server instantly while developing)."""
        if self.settings.dev_guild_id:
            guild = discord.Object(id=self.settings.dev_guild_id)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        self.presenter.command_ids = {c.name: c.id for c in synced}

    async def close(self) -> None:
        """Safe to call twice and concurrently (discord.py does so on shutdown). New
        interactions are refused politely; those acknowledged are answered first (up to
        `ANSWER_GRACE` seconds), then AI moves and commits in flight finish."""
        repo, self.repo = self.repo, None
        if repo is not None:
            log.info("shutting down: answering interactions and finishing moves in flight")
            await self.in_flight.drain(ANSWER_GRACE)
            for name in list(self.extensions):  # the housekeeping loops finish their round
                await self.unload_extension(name)
            await self.service.shutdown()
        await super().close()
        if repo is not None:
            await repo.close()
            await asyncio.to_thread(self.presenter.painter.close)


class ShardedSaloonBot(SaloonBot, commands.AutoShardedBot):
    """Saloon running several shards in one process (`SHARD_COUNT`, `SHARD_IDS`): guilds
    arrive on the shard Discord assigns them, DMs on shard 0, and any process serves any
    game (its state is in the shared database)."""


def create_bot(settings: Settings | None = None, *, games: dict[str, AnySpec] | None = None,
               **options: Any) -> SaloonBot:
    """Build the bot, sharded when `SHARD_COUNT` is set; `options` go to discord.py (e.g.
    `guild_ready_timeout` in tests)."""
    settings = settings or Settings()
    if settings.shard_count is None:
        return SaloonBot(settings, games=games, **options)
    return ShardedSaloonBot(settings, games=games, shard_count=settings.shard_count,
                            shard_ids=settings.shards(), **options)
