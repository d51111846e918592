"""`/game ...`: open, join, leave, start, bots, kick, end, status, board, log, undo, settings,
list, and (issue 22) history, show, export and replay of finished games. Each handler, already deferred by the command tree (`SaloonTree`), parses and hands
the change to the one pipeline (`Interactions.run`), which acts, presents and answers
(DESIGN.md section 4)."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.errors import LobbyError
from bot.games.core import GameError, Msg, msg
from bot.games.core.levels import LEVELS
from bot.games.core.words import MsgArg, listed
from bot.i18n import language_of
from bot.service import MAX_AWAY_DAYS, Presentation
from bot.service.options import parse_pairs, suggestions
from bot.ui import messages as text
from bot.ui.animation import send_replay
from bot.ui.errors import reply
from bot.ui.interactions import missing_permissions
from bot.ui.memory import history_embed
from bot.ui.recap import add_recap_field
from bot.ui.statistics import statistics_message
from bot.ui.who import display_name, is_admin
from cogs.common import SaloonCog, choices, place_of

if TYPE_CHECKING:
    from bot.app import SaloonBot

Hours = app_commands.Range[float, 0.05, 336.0]
LANGUAGES = [app_commands.Choice(name="English", value="en"),
             app_commands.Choice(name="Español", value="es"),
             app_commands.Choice(name="Italiano", value="it")]  # each in its own language
TIMEOUTS = [app_commands.Choice(name="play a sensible move", value="default"),
            app_commands.Choice(name="a bot takes the seat", value="ai")]
BOT_LEVELS = [app_commands.Choice(name="easy", value="easy"),
              app_commands.Choice(name="normal", value="normal"),
              app_commands.Choice(name="hard", value="hard")]  # bots' levels (issue 23)
TAKERS = [app_commands.Choice(name="anyone", value="anyone"),
          app_commands.Choice(name="host approves", value="host"),
          app_commands.Choice(name="nobody", value="nobody")]


class Lobby(SaloonCog, commands.GroupCog, group_name="game",
            group_description="Open, join and run games"):
    """The `/game` group."""

    def __init__(self, bot: SaloonBot) -> None:
        self.bot = bot

    async def _game_id(self, interaction: discord.Interaction) -> int:
        return await self.service.find(*place_of(interaction))

    @app_commands.command(name="new", description="Open a new game in this channel")
    @app_commands.choices(language=LANGUAGES)
    @app_commands.describe(game="Which game", options="Game options as name=value (suggested)",
                           thread="Open a thread for this game",
                           language="The table's language (default: the server's)")
    async def new(self, interaction: discord.Interaction, game: str,
                  options: app_commands.Range[str, 0, 200] | None = None,
                  thread: bool = False, language: str | None = None) -> None:
        spec = self.service.spec(game)
        parsed = parse_pairs(options)
        channel_id, thread_id = place_of(interaction)
        new_thread = thread and thread_id is None
        missing = missing_permissions(interaction, in_thread=thread_id is not None,
                                      new_thread=new_thread)
        if missing:
            raise LobbyError("ui-missing-permissions", perms=", ".join(missing))
        if new_thread and not isinstance(interaction.channel, discord.TextChannel):
            raise LobbyError("ui-no-thread-here")
        if new_thread and isinstance(interaction.channel, discord.TextChannel):
            # A thread of an announcement channel is an announcement thread (type 10), of a
            # text channel a public thread (type 11): resources/channel.mdx "Channel Types".
            made = await interaction.channel.create_thread(
                name=f"{spec.title} - {display_name(interaction.user)}"[:100],
                type=discord.ChannelType.news_thread if interaction.channel.is_news()
                else discord.ChannelType.public_thread)
            thread_id = made.id
        table_language = language or language_of(
            str(interaction.guild_locale) if interaction.guild_locale else None)

        async def opened(shown: Presentation) -> Msg:
            message = await self.presenter.post_lobby(shown.game)
            return msg("ui-lobby-open", link=message.jump_url)

        await self.interactions.run(interaction, None, lambda: self.service.new(
            game, guild_id=interaction.guild_id, channel_id=channel_id, thread_id=thread_id,
            host_id=interaction.user.id, host_name=display_name(interaction.user),
            options=parsed, settings={"language": table_language}), show=opened,
            answer=lambda s: msg("ui-lobby-opened", game=s.game.title, id=s.game.id))

    @new.autocomplete("game")
    async def _games(self, interaction: discord.Interaction,
                     current: str) -> list[app_commands.Choice[str]]:
        return choices((spec.title, key) for key, spec in self.service.specs.items()
                       if current.lower() in (key + spec.title.lower()))

    @new.autocomplete("options")
    async def _new_options(self, interaction: discord.Interaction,
                           current: str) -> list[app_commands.Choice[str]]:
        spec = self.service.specs.get(str(getattr(interaction.namespace, "game", "")))
        if spec is None:
            return []
        return choices((s, s) for s in suggestions(spec.Options, current))

    @app_commands.command(name="join", description="Take a seat in this channel's game")
    async def join(self, interaction: discord.Interaction) -> None:
        await self.interactions.lobby_op(interaction, await self._game_id(interaction), "join")

    @app_commands.command(name="leave", description="Leave the lobby, or hand your seat to a bot")
    async def leave(self, interaction: discord.Interaction) -> None:
        await self.interactions.lobby_op(interaction, await self._game_id(interaction), "leave")

    @app_commands.command(name="addbot", description="Seat an AI player")
    @app_commands.choices(level=BOT_LEVELS)
    @app_commands.describe(level="How well the bot plays (default: the table's bot level)")
    async def addbot(self, interaction: discord.Interaction, level: str | None = None) -> None:
        await self.interactions.lobby_op(interaction, await self._game_id(interaction), "addbot",
                                         level=next((v for v in LEVELS if v == level), None))

    @app_commands.command(name="start", description="Start the game (host)")
    async def start(self, interaction: discord.Interaction) -> None:
        await self.interactions.lobby_op(interaction, await self._game_id(interaction), "start")

    @app_commands.command(name="kick", description="Remove a player; in a running game a bot "
                                                   "takes the seat (host)")
    @app_commands.describe(player="The player to remove")
    async def kick(self, interaction: discord.Interaction, player: discord.User) -> None:
        game_id, who = await self._game_id(interaction), display_name(player)

        async def kicked(shown: Presentation) -> None:
            if shown.game.status == "lobby":
                await self.presenter.post_lobby(shown.game)
            else:  # the table shows the bot in the seat (and Take this seat)
                await self.presenter.show(shown)
                await self.presenter.say(shown.game, msg("ui-kicked-running", who=who))

        await self.interactions.run(interaction, game_id, lambda: self.service.kick(
            game_id, interaction.user.id, player.id, is_admin(interaction)), show=kicked,
            answer=lambda _: msg("ui-kicked", who=who))

    @app_commands.command(name="end", description="End this channel's game now (host)")
    async def end(self, interaction: discord.Interaction) -> None:
        game_id, who = await self._game_id(interaction), display_name(interaction.user)

        async def ended(shown: Presentation) -> None:
            await self.presenter.say(shown.game, msg("ui-ended-by", game=shown.game.title,
                                                     id=shown.game.id, who=who))

        await self.interactions.run(interaction, game_id, lambda: self.service.end(
            game_id, interaction.user.id, is_admin(interaction)), show=ended,
            answer=lambda _: msg("ui-ended"))

    @app_commands.command(name="status", description="Who is seated and whose move it is")
    async def status(self, interaction: discord.Interaction) -> None:
        user_id = interaction.user.id
        shown = await self.service.look_here(*place_of(interaction), user_id=user_id,
                                             recap=True)
        voice = await self.interactions.voice(interaction, shown)
        mine = shown.private_of(user_id)
        if shown.table is None:
            embed = text.lobby_embed(shown.game, voice)
        else:
            embed = text.table_embed(shown.game, shown.table, voice)
            embed.set_image(url=None)
        if mine is not None and mine.recap is not None:  # the caller's own recap
            add_recap_field(embed, mine.recap, voice)
        await interaction.followup.send(embed=embed, ephemeral=True)
        if mine is not None and mine.recap is not None:
            await self.service.recap_seen(shown.game.id, user_id, mine.recap.upto)

    @app_commands.command(name="board", description="Post the current board again")
    async def board(self, interaction: discord.Interaction) -> None:
        game_id = await self._game_id(interaction)
        async with self.service.turn(game_id):  # the board it records is the current one
            shown = await self.service.look(game_id)
            if shown.table is None:
                raise LobbyError("ui-not-started")
            message = await self.presenter.post_board(shown)
        await reply(interaction, (await self.interactions.voice(interaction, shown))(
            msg("ui-board-posted", link=message.jump_url)))

    @app_commands.command(name="log", description="The latest moves (private ones only for you)")
    async def log(self, interaction: discord.Interaction) -> None:
        game_id = await self._game_id(interaction)
        shown = await self.service.look(game_id, interaction.user.id, table=False)
        voice = await self.interactions.voice(interaction, shown)  # with the players' names
        lines = voice.lines(await self.service.log(game_id, interaction.user.id))
        await reply(interaction, text.fit("\n".join(text.clip(lines, 25)), 1900)
                    or voice(msg("ui-log-empty")))

    @app_commands.command(name="undo", description="Take back your last move if nobody acted since")
    async def undo(self, interaction: discord.Interaction) -> None:
        game_id = await self._game_id(interaction)
        await self.interactions.run(interaction, game_id, lambda: self.service.undo(
            game_id, interaction.user.id), answer=lambda _: msg("ui-undone"))

    @app_commands.command(name="settings", description="Timers, and the game options before it "
                                                       "starts (host)")
    @app_commands.choices(language=LANGUAGES, on_timeout=TIMEOUTS, open_seats=TAKERS,
                          ai_level=BOT_LEVELS)
    @app_commands.describe(turn_hours="Hours each player has for a decision on their turn",
                           reaction_hours="Hours to answer during someone else's turn",
                           reminder_hours="Remind this many hours before the deadline",
                           on_timeout="What happens when time runs out",
                           timers="Use turn timers at all",
                           options="Game options as name=value (lobby only, suggested)",
                           language="The table's language",
                           away_limit_days="Days a player's time away may pause this game",
                           open_seats="Who may take a seat a bot plays for a player who left",
                           rated="Whether the game counts for ratings (lobby only)",
                           ai_level="How well the table's bots play",
                           hints="Whether players may ask /hint (the game is then not rated)")
    async def settings(self, interaction: discord.Interaction,
                       turn_hours: Hours | None = None, reaction_hours: Hours | None = None,
                       reminder_hours: app_commands.Range[float, 0.0, 168.0] | None = None,
                       on_timeout: str | None = None,
                       timers: bool | None = None,
                       options: app_commands.Range[str, 0, 200] | None = None,
                       language: str | None = None,
                       away_limit_days: app_commands.Range[float, 0.0, MAX_AWAY_DAYS] | None
                       = None, open_seats: str | None = None,
                       rated: bool | None = None, ai_level: str | None = None,
                       hints: bool | None = None) -> None:
        changes = {k: v for k, v in {"turn_hours": turn_hours, "reaction_hours": reaction_hours,
                                     "reminder_hours": reminder_hours, "on_timeout": on_timeout,
                                     "timers": timers, "language": language,
                                     "away_limit_days": away_limit_days,
                                     "open_seats": open_seats, "rated": rated,
                                     "ai_level": ai_level, "hints": hints}.items()
                   if v is not None}
        game_id, pairs = await self._game_id(interaction), parse_pairs(options)

        async def changed(shown: Presentation) -> None:
            if options and shown.game.status == "lobby":
                await self.presenter.post_lobby(shown.game)

        await self.interactions.run(interaction, game_id, lambda: self.service.change_settings(
            game_id, interaction.user.id, is_admin(interaction), changes, pairs), show=changed,
            answer=settings_text)

    @settings.autocomplete("options")
    async def _settings_options(self, interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        try:
            shown = await self.service.look_here(*place_of(interaction), table=False)
        except GameError:
            return []
        return choices((s, s) for s in suggestions(self.service.specs[shown.game.kind].Options,
                                                   current))

    @app_commands.command(name="replace", description="Hand a player's seat to another "
                                                      "member (host)")
    @app_commands.rename(new="with")
    @app_commands.describe(player="The player whose seat changes hands",
                           new="The member who takes the seat")
    async def replace(self, interaction: discord.Interaction, player: discord.User,
                      new: discord.User) -> None:
        await self.interactions.replace_player(interaction, await self._game_id(interaction),
                                               player, new)

    @app_commands.command(name="host", description="Hand hosting to a seated player (host)")
    @app_commands.describe(player="The player who hosts from now on")
    async def host(self, interaction: discord.Interaction, player: discord.User) -> None:
        await self.interactions.hand_host(interaction, await self._game_id(interaction), player)

    @app_commands.command(name="list", description="Live games in this server")
    async def list(self, interaction: discord.Interaction) -> None:
        games = await self.service.listing(interaction.guild_id, interaction.channel_id)
        voice = await self.interactions.voice(interaction)
        lines = [voice(msg("ui-list-line", id=g.id, game=g.title, status=g.status,
                           place=f"<#{g.place_id}>")) for g in games]
        await reply(interaction, text.fit("\n".join(lines), 1900) or voice(msg("ui-list-empty")))

    # -- issue 22: finished games listed, shown again and exported -----------------------

    @app_commands.command(name="history", description="This server's finished games")
    @app_commands.describe(game="Only this game", player="Only games this player played")
    async def history(self, interaction: discord.Interaction, game: str | None = None,
                      player: discord.User | None = None) -> None:
        lines = await self.service.history(interaction.guild_id, interaction.channel_id, game,
                                           None if player is None else player.id)
        await reply(interaction, "", embed=history_embed(
            lines, await self.interactions.voice(interaction)))

    history.autocomplete("game")(_games)

    @app_commands.command(name="show", description="A finished game's final board, results "
                                                   "and statistics")
    @app_commands.describe(id="The game's number (see /game history)")
    async def show(self, interaction: discord.Interaction,
                   id: app_commands.Range[int, 1, 2**53]) -> None:  # Discord's option name
        shown = await self.service.show_finished(id, interaction.guild_id,
                                                 interaction.channel_id)
        fields = await self.presenter.table_fields(shown)
        voice = self.presenter.voice(shown.game)
        await reply(interaction, "" if shown.result is None else text.result_text(
            shown.result, text.played_by(shown.game, voice)), embed=fields["embed"],
            file=fields["file"])
        made = await statistics_message(self.service, self.presenter.painter, shown.game,
                                        voice)
        if made is not None:
            await reply(interaction, "", embed=made[0], file=made[1])

    @app_commands.command(name="export", description="A finished game's record, as a JSON "
                                                     "file the console replays")
    @app_commands.describe(id="The game's number (see /game history)")
    async def export(self, interaction: discord.Interaction,
                     id: app_commands.Range[int, 1, 2**53]) -> None:  # Discord's option name
        data = await self.service.export_record(id, interaction.guild_id,
                                                interaction.channel_id)
        name = f"saloon-game-{id}.json"
        await reply(interaction, (await self.interactions.voice(interaction))(
            msg("ui-memory-exported", id=str(id), file=name)),
            file=discord.File(io.BytesIO(data), filename=name))

    @app_commands.command(name="replay", description="A finished game's animated replay")
    @app_commands.describe(id="The game's number (see /game history)")
    async def replay(self, interaction: discord.Interaction,
                     id: app_commands.Range[int, 1, 2**53]) -> None:  # Discord's option name
        await send_replay(interaction, self.service, self.presenter.painter, id,
                          await self.interactions.voice(interaction))


def settings_text(shown: Presentation) -> Msg:
    """The answer to `/game settings`: the game's settings now, and in a lobby (where they
    can still change) its options in words."""
    s = shown.game.settings
    said = msg("ui-memory-settings", settings=msg(
        "recap-settings", settings=msg("ui-settings-away", days=f"{s.away_limit_days:g}",
                                       settings=msg("ui-settings", turn=f"{s.turn_hours:g}",
                                                    reaction=f"{s.reaction_hours:g}",
                                                    reminder=f"{s.reminder_hours:g}",
                                                    timeout=msg(f"ui-timeout-{s.on_timeout}"),
                                                    timers=msg("ui-on" if s.timers
                                                               else "ui-off"),
                                                    language=msg(f"ui-language-{s.language}"))),
        open_seats=msg(f"recap-open-seats-{s.open_seats}")),
        rated=msg("ui-memory-rated" if s.rated else "ui-memory-unrated"),
        hints=msg("ui-hints-on" if s.hints else "ui-hints-off-setting"))
    said = msg("ui-settings-bots", settings=said, level=msg(f"ui-level-{s.ai_level}"))
    options: list[MsgArg] = list(shown.game.options_text)
    return msg("ui-settings-options", settings=said, options=listed(options)) if options \
        else said


async def setup(bot: SaloonBot) -> None:
    """Load the cog."""
    await bot.add_cog(Lobby(bot))
