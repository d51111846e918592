"""`/game ...`: open, join, leave, start, bots, kick, end, status, board, log, undo, settings."""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.games.core.errors import LobbyError
from bot.ui import messages as msg
from bot.ui.errors import reply, report
from cogs.common import SaloonCog, display_name, is_admin, parse_options, place_of

if TYPE_CHECKING:
    from bot.app import SaloonBot
    from bot.ui.presenter import Presenter


async def lobby_op(presenter: Presenter, interaction: discord.Interaction, game_id: int,
                   op: str) -> None:
    """Join / leave / add a bot / start: shared by the slash commands and the lobby buttons."""
    service, user = presenter.service, interaction.user
    await interaction.response.defer(ephemeral=True, thinking=True)
    try:
        if op == "start":
            outcome = await service.start(game_id, user.id, is_admin(interaction))
            await presenter.publish(outcome)
            await reply(interaction, "The game has started.")
            return
        if op == "join":
            loaded = await service.join(game_id, user.id, display_name(user))
            note = "" if await presenter.probe_dm(user.id, loaded) else (
                " I could not DM you: your private cards will be in `/hand` "
                "and the **My hand** button instead.")
            if loaded.game.status == "active":
                await reply(interaction, "Welcome back: your seat is yours again." + note)
                return
            await reply(interaction, f"You joined {loaded.spec.title}." + note)
        elif op == "leave":
            loaded = (await service.leave(game_id, user.id)).loaded
            await reply(interaction, "You left. " + ("A bot plays your seat now; `/game join` "
                                                     "takes it back." if loaded.game.status ==
                                                     "active" else ""))
        else:
            loaded = await service.add_ai(game_id, user.id, is_admin(interaction))
            await reply(interaction, "A bot took a seat.")
    except Exception as exc:
        await report(interaction, exc)
        return
    if loaded.game.status == "lobby":
        await presenter.post_lobby(loaded)


class Lobby(SaloonCog, commands.GroupCog, group_name="game",
            group_description="Open, join and run games"):
    def __init__(self, bot: SaloonBot) -> None:
        self.bot = bot

    async def _game_id(self, interaction: discord.Interaction) -> int:
        return (await self.service.live_at(*place_of(interaction))).game.id

    @app_commands.command(name="new", description="Open a new game in this channel")
    @app_commands.describe(game="Which game", options="Options as key=value, e.g. difficulty=HARD",
                           thread="Open a thread for this game")
    async def new(self, interaction: discord.Interaction, game: str, options: str | None = None,
                  thread: bool = False) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        channel_id, thread_id = place_of(interaction)
        if thread and thread_id is None and isinstance(interaction.channel, discord.TextChannel):
            spec = self.service.spec(game)
            made = await interaction.channel.create_thread(
                name=f"{spec.title} - {display_name(interaction.user)}",
                type=discord.ChannelType.public_thread)
            thread_id = made.id
        loaded = await self.service.new(
            game, guild_id=interaction.guild_id, channel_id=channel_id, thread_id=thread_id,
            host_id=interaction.user.id, host_name=display_name(interaction.user),
            options=parse_options(options))
        message = await self.presenter.post_lobby(loaded)
        await reply(interaction, f"Lobby open: {message.jump_url}")

    @new.autocomplete("game")
    async def _games(self, interaction: discord.Interaction,
                     current: str) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=spec.title, value=key)
                for key, spec in self.service.games.items()
                if current.lower() in (key + spec.title.lower())][:25]

    @app_commands.command(name="join", description="Take a seat in this channel's game")
    async def join(self, interaction: discord.Interaction) -> None:
        await lobby_op(self.presenter, interaction, await self._game_id(interaction), "join")

    @app_commands.command(name="leave", description="Leave the lobby, or hand your seat to a bot")
    async def leave(self, interaction: discord.Interaction) -> None:
        await lobby_op(self.presenter, interaction, await self._game_id(interaction), "leave")

    @app_commands.command(name="addbot", description="Seat an AI player")
    async def addbot(self, interaction: discord.Interaction) -> None:
        await lobby_op(self.presenter, interaction, await self._game_id(interaction), "addbot")

    @app_commands.command(name="start", description="Start the game (host)")
    async def start(self, interaction: discord.Interaction) -> None:
        await lobby_op(self.presenter, interaction, await self._game_id(interaction), "start")

    @app_commands.command(name="kick", description="Remove a player; in a running game a bot "
                                                   "takes the seat (host)")
    async def kick(self, interaction: discord.Interaction, player: discord.User) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outcome = await self.service.kick(await self._game_id(interaction), interaction.user.id,
                                          player.id, is_admin(interaction))
        if outcome.loaded.game.status == "active":
            await self.presenter.publish(outcome)
        else:
            await self.presenter.post_lobby(outcome.loaded)
        await reply(interaction, f"{display_name(player)} was removed.")

    @app_commands.command(name="end", description="End this channel's game now (host)")
    async def end(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        loaded = await self.service.end(await self._game_id(interaction), interaction.user.id,
                                        is_admin(interaction))
        channel = await self.presenter.place(loaded.game)
        await channel.send(f"{loaded.spec.title} #{loaded.game.id} was ended by "
                           f"{display_name(interaction.user)}.")
        await reply(interaction, "Game ended.")

    @app_commands.command(name="status", description="Who is seated and whose move it is")
    async def status(self, interaction: discord.Interaction) -> None:
        loaded = await self.service.live_at(*place_of(interaction))
        if loaded.state is None:
            await interaction.response.send_message(embed=msg.lobby_embed(loaded), ephemeral=True)
            return
        view = self.service.table_view(loaded)
        await interaction.response.send_message(embed=msg.table_embed(loaded, view).set_image(
            url=None), ephemeral=True)

    @app_commands.command(name="board", description="Post the current board again")
    async def board(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        loaded = await self.service.live_at(*place_of(interaction))
        if loaded.state is None:
            raise LobbyError("The game has not started yet.")
        message = await self.presenter.post_table(loaded)
        await reply(interaction, f"Board posted: {message.jump_url}")

    @app_commands.command(name="log", description="The latest moves (private ones only for you)")
    async def log(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        game_id = await self._game_id(interaction)
        lines = await self.service.log(game_id, interaction.user.id)
        await reply(interaction, "\n".join(msg.clip(lines, 25))[-1900:] or "Nothing yet.")

    @app_commands.command(name="undo", description="Take back your last move if nobody acted since")
    async def undo(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        outcome = await self.service.undo(await self._game_id(interaction), interaction.user.id)
        await self.presenter.post_table(outcome.loaded, f"↩️ {display_name(interaction.user)} "
                                                        "took back their last move.")
        await reply(interaction, "Undone.")

    @app_commands.command(name="settings", description="Turn timer and timeout rules (host)")
    @app_commands.describe(turn_hours="Hours each player has per decision",
                           reminder_hours="Remind this many hours before the deadline",
                           on_timeout="What happens when time runs out",
                           timers="Use turn timers at all")
    async def settings(self, interaction: discord.Interaction,
                       turn_hours: app_commands.Range[float, 0.05, 336.0] | None = None,
                       reminder_hours: app_commands.Range[float, 0.0, 168.0] | None = None,
                       on_timeout: Literal["default", "ai"] | None = None,
                       timers: bool | None = None) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        changes = {k: v for k, v in {"turn_hours": turn_hours, "reminder_hours": reminder_hours,
                                     "on_timeout": on_timeout, "timers": timers}.items()
                   if v is not None}
        loaded = await self.service.change_settings(await self._game_id(interaction),
                                                    interaction.user.id, is_admin(interaction),
                                                    changes)
        s = loaded.settings
        await reply(interaction, f"Settings: {s.turn_hours:g} h per move, reminder "
                                 f"{s.reminder_hours:g} h before, on timeout: {s.on_timeout}, "
                                 f"timers {'on' if s.timers else 'off'}.")

    @app_commands.command(name="list", description="Live games in this server")
    async def list(self, interaction: discord.Interaction) -> None:
        games = await self.service.repo.games_in_guild(interaction.guild_id)
        lines = [f"#{g.id} {self.service.spec(g.kind).title} · {g.status} · <#{g.place_id}>"
                 for g in games]
        await interaction.response.send_message("\n".join(lines) or "No live games here.",
                                                ephemeral=True)


async def setup(bot: SaloonBot) -> None:
    await bot.add_cog(Lobby(bot))
