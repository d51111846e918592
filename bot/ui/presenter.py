"""The presenter: sends what players see after a change (the table, DMs, the lobby,
reminders). It builds messages with `bot/ui/messages.py` and components with
`bot/ui/components.py`; it writes nothing itself: what must be remembered (the current
table message, a closed DM) is handed to the service.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import logging
from collections.abc import AsyncIterator, Collection
from typing import TYPE_CHECKING, Any

import discord

from bot.db.records import GameRow, HandMessage
from bot.games.core import Msg, msg
from bot.health import Health
from bot.i18n import Voice, words
from bot.service import GameService, Loaded, Outcome, Reminder
from bot.ui import messages as text
from bot.ui.components import Ref, action_view, lobby_view, rematch_view
from render.pool import Painter

if TYPE_CHECKING:
    from discord.ext import commands

log = logging.getLogger("saloon.presenter")
DM_CLOSED = 50007


class Presenter:
    """Posts tables, hands, lobbies and reminders."""

    def __init__(self, bot: commands.Bot, service: GameService,
                 painter: Painter | None = None) -> None:
        self.bot = bot
        self.service = service
        self.painter = painter or Painter()
        self.health = Health()  # counts for the health line (cogs/admin.py logs it)
        self._turns: dict[int, tuple[asyncio.Lock, int]] = {}
        self._said: dict[int, list[str]] = {}  # game -> the lines its table message shows
        self.command_ids: dict[str, int] = {}  # filled when the commands are synced

    @contextlib.asynccontextmanager
    async def presenting(self, game_id: int) -> AsyncIterator[None]:
        """One change of a game is presented at a time, in the order they were made: a
        player's move and its board come before the AI's replies to it. Idle locks go."""
        lock, users = self._turns.get(game_id, (asyncio.Lock(), 0))
        self._turns[game_id] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._turns[game_id]
            if users <= 1:
                del self._turns[game_id]
            else:
                self._turns[game_id] = (lock, users - 1)

    def voice(self, loaded: Loaded) -> Voice:
        """How this table is worded: the game's language and its players' names."""
        return text.voice_of(loaded, self.command_ids)

    async def private_voice(self, loaded: Loaded, user_id: int) -> Voice:
        """How a player's own messages (DMs, hands) are worded: their language."""
        return Voice(words(await self.service.language_of_user(user_id)), loaded.names(),
                     self.command_ids)

    async def place(self, game: GameRow) -> discord.abc.Messageable:
        """The channel or thread a game lives in."""
        channel = self.bot.get_channel(game.place_id) or await self.bot.fetch_channel(game.place_id)
        if not isinstance(channel, discord.abc.Messageable):
            raise TypeError(f"game {game.id} lives in a channel that takes no messages")
        return channel

    # -- the table ----------------------------------------------------------------------

    async def publish(self, outcome: Outcome) -> discord.Message:
        """Present a change made outside an interaction (AI seats, timers) in its turn."""
        async with self.presenting(outcome.loaded.game.id):
            return await self.show(outcome)

    async def show(self, outcome: Outcome) -> discord.Message:
        """Present a change: a new table message, pinging the newly called, when someone new
        must act (or the game starts or ends); otherwise the current table message is
        edited, so several moves of one player make one board. Then each human seat is told
        its secrets, and gets a fresh hand when it is called anew. The caller holds
        `presenting(game_id)`."""
        loaded = outcome.loaded
        self.health.acted(len(outcome.moves))
        await self.current_table(loaded)
        voice = self.voice(loaded)
        called = self.humans(loaded, outcome.called_seats())
        fresh = called - set(loaded.game.table_called)
        happened = text.happened(outcome, voice)
        deadlines = await self.service.deadlines(loaded.game.id)
        message = None
        if not fresh and self.continues(outcome):
            earlier = self._said.get(loaded.game.id, [])
            content = text.announcement(outcome, deadlines, voice, [*earlier, *happened])
            message = await self.edit_table(loaded, content, called)
            if message is not None:
                self._said[loaded.game.id] = [*earlier, *happened][-text.MAX_LINES:]
        if message is None:
            content = text.announcement(outcome, deadlines, voice, happened)
            message = await self.post_table(loaded, content, called, ping=fresh)
            self._said[loaded.game.id] = happened[-text.MAX_LINES:]
        if loaded.game.status != "active":
            self._said.pop(loaded.game.id, None)
        await self.send_private(outcome, fresh)
        return message

    async def current_table(self, loaded: Loaded) -> None:
        """Bring `loaded`'s table message and called seats up to date: a change made while
        an earlier one was being presented (an AI's answer) was loaded before that one's
        message was recorded."""
        stored = (await self.service.load(loaded.game.id)).game
        loaded.game = loaded.game.model_copy(update={
            "table_message_id": stored.table_message_id, "table_called": stored.table_called})

    @staticmethod
    def humans(loaded: Loaded, seats: Collection[int]) -> set[int]:
        """The human seats among `seats`."""
        return {s for s in seats if not loaded.seat_row(s).is_ai}

    @staticmethod
    def continues(outcome: Outcome) -> bool:
        """The change may edit the current table message: the game goes on, and that message
        is a board of this game (not its lobby)."""
        game = outcome.loaded.game
        return (game.status == "active" and not outcome.started
                and game.table_message_id is not None)

    async def post_table(self, loaded: Loaded, content: str = "",
                         called: Collection[int] | None = None,
                         ping: Collection[int] = ()) -> discord.Message:
        """Post the board as the game's current table message; mention the seats in `ping`
        (none: a repost). `called` (default: the humans who must act) is remembered, so
        that the next change pings only whoever is called anew."""
        channel = await self.place(loaded.game)
        called = loaded.humans_to_act() if called is None else called
        pings = [discord.Object(id=s.user_id) for s in loaded.seats
                 if s.seat in ping and s.user_id and not s.is_ai]
        message = await channel.send(
            content=content or None, **await self.table_fields(loaded),
            allowed_mentions=discord.AllowedMentions(users=pings, roles=False, everyone=False))
        old = await self.service.table_posted(loaded, message.id, called)
        if old and old != message.id:
            await self._retire(channel, old)
        return message

    async def edit_table(self, loaded: Loaded, content: str,
                         called: Collection[int]) -> discord.Message | None:
        """Redraw the current table message in place (no pings); None when it cannot be
        edited (deleted, or in a thread Discord archived: a new message reopens it)."""
        channel = await self.place(loaded.game)
        mid = loaded.game.table_message_id
        if mid is None:
            return None
        fields = await self.table_fields(loaded)
        try:
            message = await channel.get_partial_message(mid).edit(  # type: ignore[attr-defined]
                content=content or None, embed=fields["embed"], attachments=[fields["file"]],
                view=fields["view"], allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            log.info("table message %s of game %s cannot be edited (%s); posting a new one",
                     mid, loaded.game.id, exc.code)
            return None
        await self.service.table_called(loaded, called)
        return message

    async def table_fields(self, loaded: Loaded) -> dict[str, Any]:
        """The board's embed, image (with its alt text) and components."""
        voice = self.voice(loaded)
        view = self.service.table_view(loaded)
        png = await self.painter.table(view, voice)
        file = discord.File(io.BytesIO(png), filename="board.png",
                            description=text.alt_text(view, voice))
        return {"embed": text.table_embed(loaded, view, voice), "file": file,
                "view": self.table_components(loaded, voice)}

    def table_components(self, loaded: Loaded, voice: Voice) -> discord.ui.View:
        """The public moves of the one human seat to act (as the table view shows them),
        and "My hand"; only "My hand" while several seats choose at once."""
        if loaded.game.status == "finished":
            return rematch_view(loaded.game.id, voice)
        if loaded.game.status != "active":
            return discord.ui.View(timeout=None)
        humans = loaded.humans_to_act()
        ref, offers = None, []
        if len(loaded.to_act()) == 1 and len(humans) == 1:
            (seat,) = humans
            ref = Ref(loaded.game.id, seat, self.service.decision_of(loaded, seat))
            offers = self.service.offers(loaded, seat, public=True)
        return action_view(loaded.game.id, ref, offers, voice, "t")

    async def _retire(self, channel: Any, message_id: int) -> None:
        """An old board keeps its picture but loses its buttons."""
        try:
            await channel.get_partial_message(message_id).edit(view=None)
        except discord.HTTPException:
            log.info("could not retire table message %s", message_id)

    def table_link(self, loaded: Loaded) -> str:
        """A link to the current table message ('' before one was posted)."""
        mid = loaded.game.table_message_id
        if not mid:
            return ""
        guild = loaded.game.guild_id or "@me"
        return f"https://discord.com/channels/{guild}/{loaded.game.place_id}/{mid}"

    # -- private information -------------------------------------------------------------

    async def send_private(self, outcome: Outcome, fresh: Collection[int] = ()) -> None:
        """A DM hand to each human seat whose secrets changed or who is called anew (`fresh`);
        the buttons of DM hands that can no longer be used are removed. Closed DMs never
        block the game."""
        loaded = outcome.loaded
        sent = await self.service.hand_messages(loaded.game.id)
        for seat in sorted(outcome.secret_seats() | set(fresh)):
            row = loaded.seat_row(seat)
            if row.is_ai or row.user_id is None or not row.dm_open:
                continue
            if not await self.service.wants_dms(row.user_id):
                continue
            news = text.private_messages(outcome.events, seat)
            if await self.dm_hand(loaded, row.user_id, news, sent.pop(seat, None)):
                continue
            await self.service.dm_closed(loaded.game.id, seat)
        for seat, old in sent.items():
            if old.decision_id not in (None, self.service.decision_of(loaded, seat)):
                await self._unbutton(old)

    async def hand_payload(self, loaded: Loaded, user_id: int, news: list[Msg] | None = None,
                           voice: Voice | None = None) -> dict[str, Any]:
        """The private hand of `user_id`: embed, image and their own choices, in their
        language (`voice`, or the one they chose or were last seen with)."""
        payload, _ = await self._hand(loaded, user_id, news, voice)
        return payload

    async def _hand(self, loaded: Loaded, user_id: int, news: list[Msg] | None = None,
                    voice: Voice | None = None) -> tuple[dict[str, Any], int | None]:
        """The hand's payload, and the decision its buttons answer (None: no buttons)."""
        voice = voice or await self.private_voice(loaded, user_id)
        hand = self.service.hand(loaded, user_id)
        png = await self.painter.hand(hand.view, voice)
        file = discord.File(io.BytesIO(png), filename="hand.png",
                            description=voice(msg("ui-hand-alt")))
        ref = Ref(loaded.game.id, hand.seat, hand.decision_id) if hand.offers else None
        components = action_view(loaded.game.id, ref, hand.offers, voice, "h",
                                 hand_button=False)
        payload = {"embed": text.hand_embed(loaded, hand.view, news or [], voice), "file": file,
                   "view": components}
        return payload, ref.decision_id if ref else None

    async def dm_hand(self, loaded: Loaded, user_id: int, news: list[Msg],
                      old: HandMessage | None = None) -> bool:
        """DM a fresh hand, and take the buttons off the previous one (`old`); False when the
        user's DMs are closed (error 50007)."""
        try:
            channel = await self.bot.create_dm(discord.Object(id=user_id))
            payload, decision = await self._hand(loaded, user_id, news)
            message = await channel.send(**payload)
        except discord.Forbidden as exc:
            if exc.code != DM_CLOSED:
                log.warning("DM to %s refused: %s", user_id, exc)
            return False
        seat = loaded.seat_of(user_id)
        if seat is not None:
            await self.service.hand_sent(HandMessage(
                game_id=loaded.game.id, seat=seat.seat, channel_id=channel.id,
                message_id=message.id, decision_id=decision))
        if old is not None and old.decision_id is not None:
            await self._unbutton(old, record=False)
        return True

    async def _unbutton(self, hand: HandMessage, record: bool = True) -> None:
        """Remove the buttons of a DM hand that can no longer be used (it keeps its text)."""
        channel = self.bot.get_partial_messageable(hand.channel_id)
        try:
            await channel.get_partial_message(hand.message_id).edit(view=None)
        except discord.HTTPException:
            log.info("could not remove the buttons of DM hand %s", hand.message_id)
        if record:
            await self.service.hand_sent(hand.model_copy(update={"decision_id": None}))

    async def probe_dm(self, user_id: int, loaded: Loaded) -> bool:
        """Greet a joining player by DM; False when the DM could not be delivered."""
        try:
            channel = await self.bot.create_dm(discord.Object(id=user_id))
            voice = await self.private_voice(loaded, user_id)
            await channel.send(voice(msg("ui-dm-welcome", game=loaded.spec.title,
                                         id=loaded.game.id)))
        except discord.Forbidden:
            return False
        return True

    # -- lobby and reminders --------------------------------------------------------------

    async def post_lobby(self, loaded: Loaded) -> discord.Message:
        """The lobby message with its buttons, edited in place as seats change (only the
        first is posted; a lobby message that is gone is posted again)."""
        channel = await self.place(loaded.game)
        voice = self.voice(loaded)
        fields: dict[str, Any] = {"embed": text.lobby_embed(loaded, voice),
                                  "view": lobby_view(loaded.game.id, voice)}
        if loaded.game.status != "lobby":
            fields["view"] = None  # started or closed: the buttons go
        current = loaded.game.table_message_id
        if current:
            try:
                return await channel.get_partial_message(current).edit(**fields)  # type: ignore[attr-defined]
            except discord.NotFound:
                log.info("lobby message %s of game %s is gone; posting it again", current,
                         loaded.game.id)
        message = await channel.send(**fields)
        await self.service.table_posted(loaded, message.id)
        return message

    async def unreadable(self, game: GameRow, message: Msg) -> None:
        """A game whose saved state this release cannot read: its table is told (once)."""
        channel = await self.place(game)
        voice = Voice(words(str(game.settings.get("language", "en"))))
        await channel.send(voice(msg("ui-game-unreadable-at", id=game.id, why=message)),
                           allowed_mentions=discord.AllowedMentions.none())

    async def say(self, loaded: Loaded, message: Msg) -> None:
        """A short public line at the game's table (no pings)."""
        channel = await self.place(loaded.game)
        await channel.send(self.voice(loaded)(message),
                           allowed_mentions=discord.AllowedMentions.none())

    async def left_server(self, loaded: Loaded, user_id: int) -> bool:
        """Whether a player has left the game's server: one member lookup over REST (no
        privileged intent), Unknown Member meaning gone."""
        guild_id = loaded.game.guild_id
        guild = self.bot.get_guild(guild_id) if guild_id else None
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
        loaded = await self.service.load(reminder.game_id)
        channel = await self.place(loaded.game)
        line = self.voice(loaded)(msg("ui-reminder", who=f"<@{reminder.user_id}>",
                                      game=loaded.spec.title, id=loaded.game.id,
                                      due=f"<t:{int(reminder.deadline)}:R>",
                                      link=self.table_link(loaded) or "-"))
        await channel.send(line, allowed_mentions=discord.AllowedMentions(
            users=[discord.Object(reminder.user_id)], roles=False, everyone=False))
