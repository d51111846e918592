"""The presenter: words, draws and sends what players see of a `Presentation` (the table,
DMs, the lobby, reminders). It builds messages with `bot/ui/messages.py` and components with
`bot/ui/components.py`; it never reads a game: what it delivered (the current table message
and the lines it shows, DM hands) is handed back to the service, which stores it for every
process to continue from.
"""

from __future__ import annotations

import io
import logging
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import discord

from bot.games.core import Msg, msg
from bot.health import Health
from bot.i18n import Voice, words
from bot.service import GameInfo, GameService, Presentation, Reminder, Unreadable
from bot.ui import messages as text
from bot.ui.components import Ref, action_view, lobby_view, rematch_view
from bot.ui.direct import Delivery, DirectMessages
from bot.ui.recap import recaps_waiting
from bot.ui.seat_buttons import take_buttons
from bot.ui.statistics import post_statistics
from render.pool import Painter

if TYPE_CHECKING:
    from discord.ext import commands

log = logging.getLogger("saloon.presenter")


def pinged(shown: Presentation) -> frozenset[int]:
    """The seats a new table message pings: those called anew, except players who take the
    daily digest and whose call can wait for it (the service says which)."""
    return shown.fresh - shown.unpinged


def spared(shown: Presentation) -> Presentation:
    """`shown` without the DM hands of digest players whose call can wait, when the change
    told them nothing privately: their daily digest replaces the turn's DM (their hand stays
    one click away, "My hand")."""
    quiet = {s for s in shown.unpinged if (mine := shown.privates.get(s)) and not mine.lines}
    if not quiet:
        return shown
    return replace(shown, privates={s: p for s, p in shown.privates.items() if s not in quiet})


class Presenter(DirectMessages):
    """Posts tables, hands, lobbies and reminders."""

    def __init__(self, bot: commands.Bot, service: GameService,
                 painter: Painter | None = None) -> None:
        self.bot = bot
        self.service = service
        self.painter = painter or Painter()
        self.health = Health()  # counts for the health line (cogs/admin.py logs it)
        self.command_ids: dict[str, int] = {}  # filled when the commands are synced

    def voice(self, game: GameInfo) -> Voice:
        """How this table is worded: the game's language and its players' names."""
        return text.voice_of(game, self.command_ids)

    async def place(self, place_id: int) -> discord.abc.Messageable:
        """The channel or thread a game lives in."""
        channel = self.bot.get_channel(place_id) or await self.bot.fetch_channel(place_id)
        if not isinstance(channel, discord.abc.Messageable):
            raise TypeError(f"channel {place_id} takes no messages")
        return channel

    # -- the table ----------------------------------------------------------------------

    async def show(self, shown: Presentation) -> discord.Message:
        """Present a change: a new table message, pinging those called anew, when someone new
        must act (or the game starts or ends); otherwise the current table message is
        edited with what happened since it was posted, so several moves of one player make
        one board. Then each seat told something gets its hand. The caller holds the game's
        turn; what was delivered is recorded even when a later step fails."""
        self.health.acted(len(shown.moves))
        delivery = Delivery()
        try:
            message = await self._table(shown, delivery)
            if shown.game.status == "finished" and shown.moves:  # the final move: issue 22
                await post_statistics(self.service, self.painter, message.channel, shown.game,
                                      self.voice(shown.game))
            await self.send_private(spared(shown), delivery)
        finally:
            await self.service.delivered(shown.game.id, board=delivery.board,
                                         hands=delivery.hands, closed=delivery.closed,
                                         recaps=delivery.recaps)
        return message

    async def _table(self, shown: Presentation, delivery: Delivery) -> discord.Message:
        game = shown.game
        voice = self.voice(game)
        called = game.humans(shown.called)
        going = game.status == "active"
        if not shown.fresh and self.continues(shown):
            lines = (*game.table_lines, *shown.lines)
            message = await self.edit_table(shown, text.announcement(shown, voice, lines))
            if message is not None:
                delivery.board = (message.id, called, lines[-text.MAX_LINES:] if going else ())
                return message
        content = text.fit("\n".join([text.announcement(shown, voice, shown.lines),
                                      *recaps_waiting(shown, voice)]), text.CONTENT_LIMIT)
        message = await self.post_table(shown, content, ping=pinged(shown))
        delivery.board = (message.id, called, shown.lines[-text.MAX_LINES:] if going else ())
        return message

    @staticmethod
    def continues(shown: Presentation) -> bool:
        """The change may edit the current table message: the game goes on, and that message
        is a board of this game (not its lobby)."""
        game = shown.game
        return game.status == "active" and not shown.started and game.table_message_id is not None

    async def post_board(self, shown: Presentation) -> discord.Message:
        """`/game board`: the board posted again as the current table message (no pings);
        it calls the humans who must act and shows no lines yet."""
        message = await self.post_table(shown)
        await self.service.delivered(shown.game.id, board=(
            message.id, shown.game.humans_to_act(), ()))
        return message

    async def post_table(self, shown: Presentation, content: str = "",
                         ping: frozenset[int] = frozenset()) -> discord.Message:
        """Post the board as the game's current table message, mentioning the seats in `ping`;
        the previous table message loses its buttons."""
        game = shown.game
        channel = await self.place(game.place_id)
        pings = [discord.Object(id=s.user_id) for s in game.seats
                 if s.seat in ping and s.user_id and not s.is_ai]
        message = await channel.send(
            content=content or None, **await self.table_fields(shown),
            allowed_mentions=discord.AllowedMentions(users=pings, roles=False, everyone=False))
        old = game.table_message_id
        if old and old != message.id:
            await self._retire(channel, old)
        return message

    async def edit_table(self, shown: Presentation, content: str) -> discord.Message | None:
        """Redraw the current table message in place (no pings); None when it cannot be
        edited (deleted, or in a thread Discord archived: a new message reopens it)."""
        game = shown.game
        channel = await self.place(game.place_id)
        mid = game.table_message_id
        if mid is None:
            return None
        fields = await self.table_fields(shown)
        try:
            return await channel.get_partial_message(mid).edit(  # type: ignore[attr-defined]
                content=content or None, embed=fields["embed"], attachments=[fields["file"]],
                view=fields["view"], allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.info("table message %s of game %s cannot be edited (%s); posting a new one",
                     mid, game.id, exc.code)
            return None

    async def table_fields(self, shown: Presentation) -> dict[str, Any]:
        """The board's embed, image (with its alt text) and components."""
        game, view = shown.game, shown.table
        if view is None:
            raise RuntimeError(f"game {game.id} has no board to show")
        voice = self.voice(game)
        drawn = text.with_levels(game, voice if view.result is None else text.played_by(
            game, voice))  # the final board's ranking names everyone who played a seat
        # handed on (issue 21, item 3); each bot is named with its level (issue 23)
        png = await self.painter.table(view, drawn, shown.before)
        file = discord.File(io.BytesIO(png), filename="board.png",
                            description=text.alt_text(view, voice))
        return {"embed": text.table_embed(game, view, voice), "file": file,
                "view": self.table_components(shown, voice)}

    @staticmethod
    def table_components(shown: Presentation, voice: Voice) -> discord.ui.View:
        """The public moves of the one human seat to act (as the table view shows them),
        and "My hand"; only "My hand" while several seats choose at once."""
        game = shown.game
        if game.status == "finished":
            return rematch_view(game.id, voice)
        if game.status != "active":
            return discord.ui.View(timeout=None)
        seat = shown.table_seat
        ref = None if seat is None else Ref(game.id, seat, shown.decision_of(seat))
        view = action_view(game.id, ref, shown.table_offers, voice, "t")
        take_buttons(view, game, voice)
        return view

    async def _retire(self, channel: Any, message_id: int) -> None:
        """An old board keeps its picture but loses its buttons."""
        try:
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            log.info("could not retire table message %s", message_id)

    @staticmethod
    def table_link(game: GameInfo) -> str:
        """A link to the current table message ('' before one was posted)."""
        mid = game.table_message_id
        if not mid:
            return ""
        return f"https://discord.com/channels/{game.guild_id or '@me'}/{game.place_id}/{mid}"

    # -- lobby, lines and reminders ---------------------------------------------------------

    async def post_lobby(self, game: GameInfo) -> discord.Message:
        """The lobby message with its buttons, edited in place as seats change (only the
        first is posted; a lobby message that is gone is posted again)."""
        channel = await self.place(game.place_id)
        voice = self.voice(game)
        fields: dict[str, Any] = {"embed": text.lobby_embed(game, voice),
                                  "view": lobby_view(game.id, voice)}
        if game.status != "lobby":
            fields["view"] = None  # started or closed: the buttons go
        current = game.table_message_id
        if current:
            try:
                return await channel.get_partial_message(current).edit(**fields)  # type: ignore[attr-defined]
            except discord.NotFound:
                log.info("lobby message %s of game %s is gone; posting it again", current,
                         game.id)
        message = await channel.send(**fields)
        await self.service.delivered(game.id, board=(message.id, frozenset(), ()))
        return message

    async def unreadable(self, game: Unreadable) -> None:
        """A game whose saved state this release cannot read: its table is told (once)."""
        channel = await self.place(game.place_id)
        voice = Voice(words(game.language))
        await channel.send(voice(msg("ui-game-unreadable-at", id=game.game_id, why=game.why)),
                           allowed_mentions=discord.AllowedMentions.none())

    async def say(self, game: GameInfo, message: Msg) -> None:
        """A short public line at the game's table (no pings)."""
        channel = await self.place(game.place_id)
        await channel.send(self.voice(game)(message),
                           allowed_mentions=discord.AllowedMentions.none())

    async def left_server(self, game: GameInfo, user_id: int) -> bool:
        """Whether a player has left the game's server: one member lookup over REST (no
        privileged intent), Unknown Member meaning gone."""
        guild = self.bot.get_guild(game.guild_id) if game.guild_id else None
        if guild is None:
            return False
        try:
            await guild.fetch_member(user_id)
        except discord.NotFound:
            return True
        except discord.HTTPException:
            return False  # cannot tell: treat as present
        return False

    async def remind(self, reminder: Reminder) -> None:
        """Ping a player whose deadline is near."""
        game = reminder.game
        channel = await self.place(game.place_id)
        line = self.voice(game)(msg("ui-reminder", who=f"<@{reminder.user_id}>",
                                    game=game.title, id=game.id,
                                    due=f"<t:{int(reminder.deadline)}:R>",
                                    link=self.table_link(game) or "-"))
        await channel.send(line, allowed_mentions=discord.AllowedMentions(
            users=[discord.Object(reminder.user_id)], roles=False, everyone=False))
