"""The private side of presenting, part of the `Presenter`: hands, DMs and their buttons.
Everything comes from a seat's `Private` side of a `Presentation`, worded in the player's
own language; what was sent is handed back in a `Delivery` for the service to record."""

from __future__ import annotations

import io
import logging
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord

from bot.db.records import HandMessage, Reach
from bot.games.core import Msg, msg
from bot.i18n import Voice, words
from bot.service import GameInfo, Presentation, Private
from bot.ui import messages as text
from bot.ui.components import Ref, action_view
from bot.ui.recap import recap_block
from render.pool import Painter

if TYPE_CHECKING:
    from discord.ext import commands

log = logging.getLogger("saloon.presenter")
DM_CLOSED = 50007


@dataclass
class Delivery:
    """What a presentation delivered, for the service to record (`GameService.delivered`):
    the table message (id, seats it called, lines it shows), DM hands sent or unbuttoned,
    and seats whose DMs turned out closed."""

    board: tuple[int, frozenset[int], tuple[Msg, ...]] | None = None
    hands: list[HandMessage] = field(default_factory=lambda: [])
    closed: list[int] = field(default_factory=lambda: [])
    recaps: list[tuple[int, int]] = field(default_factory=lambda: [])  # (user, action reached)


class DirectMessages:
    """Mixin of the `Presenter`: the seats' hands, by DM or as an ephemeral answer."""

    bot: commands.Bot
    painter: Painter
    command_ids: dict[str, int]

    def private_voice(self, game: GameInfo, language: str) -> Voice:
        """How a player's own messages are worded: their language, the table's names."""
        return Voice(words(language), game.names(), self.command_ids)

    async def send_private(self, shown: Presentation, delivery: Delivery) -> None:
        """A DM hand to each human seat whose private side carries something (see
        `worth_a_dm`), its recap leading it; the buttons of DM hands that can no longer be
        used are removed. Closed DMs never block the game."""
        game = shown.game
        for seat, mine in sorted(shown.privates.items()):
            row, reach = game.seat_row(seat), shown.reach.get(seat) or Reach()
            if row.is_ai or row.user_id is None or not row.dm_open or not reach.dm:
                continue
            if not worth_a_dm(mine):
                continue
            same_turn = seat not in shown.fresh and not shown.started
            sent = await self.dm_hand(game, mine, row.user_id, reach, same_turn)
            if sent is None:
                delivery.closed.append(seat)
                continue
            delivery.hands.append(sent)
            if mine.recap is not None and not mine.recap.empty:
                delivery.recaps.append((row.user_id, mine.recap.upto))
        handed = {h.seat for h in delivery.hands}
        for seat, reach in sorted(shown.reach.items()):
            old = reach.hand
            if old is None or seat in handed or old.decision_id in (None,
                                                                    shown.decision_of(seat)):
                continue
            await self._unbutton(old)
            delivery.hands.append(old.model_copy(update={"decision_id": None}))
        for old in shown.retired:  # a former player's hand (the seat's record is gone)
            await self._unbutton(old)

    async def hand_payload(self, game: GameInfo, mine: Private, voice: Voice,
                           news: tuple[Msg, ...] = ()) -> tuple[dict[str, Any], int | None]:
        """A seat's private hand: embed, image and its own choices, worded by `voice`; and
        the decision its buttons answer (None: no buttons)."""
        png = await self.painter.hand(mine.view, voice)
        file = discord.File(io.BytesIO(png), filename="hand.png",
                            description=voice(msg("ui-hand-alt")))
        ref = Ref(game.id, mine.seat, mine.decision_id) if mine.offers else None
        components = action_view(game.id, ref, mine.offers, voice, "h", hand_button=False)
        payload = {"embed": text.hand_embed(game, mine, news, voice,
                                            recap_block(mine.recap, voice)), "file": file,
                   "view": components}
        return payload, ref.decision_id if ref else None

    async def dm_hand(self, game: GameInfo, mine: Private, user_id: int,
                      reach: Reach, same_turn: bool = False) -> HandMessage | None:
        """DM a fresh hand, and take the buttons off the previous one; None when the user's
        DMs are closed (error 50007). In the same turn (`same_turn`: the seat was already
        called, and its last hand still has buttons) with nothing private to tell, the last
        hand is redrawn in place instead: one DM a turn (issue 19, item 4)."""
        try:
            channel = await self.bot.create_dm(discord.Object(id=user_id))
            payload, decision = await self.hand_payload(
                game, mine, self.private_voice(game, reach.language), mine.lines)
            old = reach.hand
            if same_turn and not mine.lines and old is not None and old.decision_id is not None \
                    and await self._redraw(old, payload):
                return old.model_copy(update={"decision_id": decision})
            message = await channel.send(**payload)
        except discord.Forbidden as exc:
            if exc.code != DM_CLOSED:
                log.warning("DM to %s refused: %s", user_id, exc)
            return None
        if reach.hand is not None and reach.hand.decision_id is not None:
            await self._unbutton(reach.hand)
        return HandMessage(game_id=game.id, seat=mine.seat, channel_id=channel.id,
                           message_id=message.id, decision_id=decision)

    async def _redraw(self, hand: HandMessage, payload: dict[str, Any]) -> bool:
        """Redraw a DM hand in place with `payload` (no notification); False if it cannot
        be edited (deleted, say), so that a new one is sent."""
        channel = self.bot.get_partial_messageable(hand.channel_id)
        try:
            await channel.get_partial_message(hand.message_id).edit(
                embed=payload["embed"], attachments=[payload["file"]], view=payload["view"])
        except discord.HTTPException:
            log.info("DM hand %s cannot be redrawn; sending a new one", hand.message_id)
            return False
        return True

    async def _unbutton(self, hand: HandMessage) -> None:
        """Remove the buttons of a DM hand that can no longer be used (it keeps its text)."""
        channel = self.bot.get_partial_messageable(hand.channel_id)
        try:
            await channel.get_partial_message(hand.message_id).edit(view=None)
        except discord.HTTPException:
            log.info("could not remove the buttons of DM hand %s", hand.message_id)

    async def probe_dm(self, user_id: int, game: GameInfo, voice: Voice) -> bool:
        """Greet a joining player by DM; False when the DM could not be delivered. The DM
        speaks the player's language; when the table speaks another, it says so and how to
        choose (issue 19: a Spanish table's players read an English greeting unexplained)."""
        mine, table = voice.words.locale, game.settings.language
        welcome = msg("ui-dm-welcome", game=game.title, id=game.id) if mine == table else msg(
            "ui-dm-welcome-languages", game=game.title, id=game.id,
            mine=msg(f"ui-language-{mine}"), table=msg(f"ui-language-{table}"))
        try:
            channel = await self.bot.create_dm(discord.Object(id=user_id))
            await channel.send(voice(welcome))
        except discord.Forbidden:
            return False
        return True


def worth_a_dm(mine: Private) -> bool:
    """DMs only when they carry something (issue 19, item 4): the seat must act (the turn
    DM, where its recap goes), or it was told something privately. No "waiting for
    others" hand: in a game without secrets for that player (Way Out West) the turn DM is
    the only one; "My hand" and `/hand` show the hand at any time."""
    return mine.must_act or bool(mine.lines)
