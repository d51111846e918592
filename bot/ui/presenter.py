"""The presenter: turns service outcomes into Discord messages, hands and DMs.

Handlers in the cogs stay short (defer, parse, act, present); everything about
what a player sees after a change lives here.
"""

from __future__ import annotations

import asyncio
import io
import logging
from typing import TYPE_CHECKING, Any

import discord

from bot.db.records import GameRow
from bot.games.core.errors import GameError, StaleActionError
from bot.service import GameService, Loaded, Outcome, Reminder
from bot.service.text import with_names
from bot.ui import messages as msg
from bot.ui.components import action_view, lobby_view
from bot.ui.errors import reply, report
from render import hand_png, table_png

if TYPE_CHECKING:
    from bot.app import SaloonBot

log = logging.getLogger("saloon.presenter")
DM_CLOSED = 50007


class Presenter:
    def __init__(self, bot: SaloonBot, service: GameService) -> None:
        self.bot = bot
        self.service = service

    # -- places -----------------------------------------------------------------------

    async def place(self, game: GameRow) -> discord.abc.Messageable:
        channel = self.bot.get_channel(game.place_id) or await self.bot.fetch_channel(game.place_id)
        assert isinstance(channel, discord.abc.Messageable)
        return channel

    # -- the table ----------------------------------------------------------------------

    async def publish(self, outcome: Outcome) -> discord.Message:
        """Post the board after a change (a new message pings whoever must act)."""
        loaded = outcome.loaded
        deadlines = {t.seat: t.deadline for t in await self.service.repo.timers(loaded.game.id)}
        content = msg.announcement(outcome, deadlines)
        message = await self.post_table(loaded, content, outcome.called_seats())
        await self.send_private(outcome)
        return message

    async def post_table(self, loaded: Loaded, content: str = "",
                         called: set[int] | frozenset[int] | None = None) -> discord.Message:
        """Post the board; mention the seats in `called` (default: whoever must act)."""
        channel = await self.place(loaded.game)
        view = self.service.table_view(loaded)
        png = await asyncio.to_thread(table_png, view)
        names = loaded.names()
        alt = with_names(view.alt_text(), names)[:1000]
        file = discord.File(io.BytesIO(png), filename="board.png", description=alt)
        mention = loaded.to_act() if called is None else called
        pings = [discord.Object(id=s.user_id) for s in loaded.seats
                 if s.seat in mention and s.user_id and not s.is_ai]
        message = await channel.send(
            content=content or None, embed=msg.table_embed(loaded, view), file=file,
            view=self.table_components(loaded),
            allowed_mentions=discord.AllowedMentions(users=pings, roles=False, everyone=False))
        await self._retire_old_table(loaded, channel, message.id)
        return message

    def table_components(self, loaded: Loaded) -> discord.ui.View:
        """Public buttons: the single acting seat's moves that reveal no secret, + My hand."""
        to_act = loaded.to_act()
        actions: list[tuple[str, str]] = []
        if len(to_act) == 1 and loaded.state is not None:
            (seat,) = to_act
            if not loaded.seat_row(seat).is_ai:
                actions = self.labelled_actions(loaded, seat, public_only=True)
        if loaded.game.status != "active":
            return discord.ui.View(timeout=None)
        return action_view(loaded.game.id, loaded.game.version, actions)

    def labelled_actions(self, loaded: Loaded, seat: int, public_only: bool
                         ) -> list[tuple[str, str]]:
        """(token, label) of the seat's legal actions; `public_only` drops any whose label
        would show a secret (a card someone keeps hidden)."""
        spec, state = loaded.spec, loaded.state
        hidden = msg.hidden_labels(loaded) if public_only else set()
        out: list[tuple[str, str]] = []
        for action in spec.legal_actions(state, seat):
            label = with_names(spec.describe(state, seat, action), loaded.names())
            if msg.is_public(label, hidden):
                out.append((action.token(), label))
        return out

    async def _retire_old_table(self, loaded: Loaded, channel: Any, new_id: int) -> None:
        old = loaded.game.table_message_id
        await self.service.repo.update_game(loaded.game.id, self.service.clock(),
                                            table_message_id=new_id)
        loaded.game = loaded.game.model_copy(update={"table_message_id": new_id})
        if old and old != new_id:
            try:  # old boards keep their picture but lose their buttons
                await channel.get_partial_message(old).edit(view=None)
            except discord.HTTPException:
                log.info("could not retire table message %s", old)

    # -- private information -------------------------------------------------------------

    async def send_private(self, outcome: Outcome) -> None:
        """A DM to each human seat whose secrets changed; closed DMs never block the game."""
        loaded = outcome.loaded
        for seat in sorted(outcome.secret_seats()):
            row = loaded.seat_row(seat)
            if row.is_ai or row.user_id is None or not row.dm_open:
                continue
            if not (await self.service.repo.prefs(row.user_id)).dm:
                continue
            lines = msg.private_lines(outcome.events, seat, loaded.names())
            if not await self.dm_hand(loaded, row.user_id, lines):
                await self.service.repo.update_seat(loaded.game.id, seat, dm_open=0)

    async def hand_payload(self, loaded: Loaded, user_id: int,
                           extra: list[str] | None = None) -> dict[str, Any]:
        view = self.service.seat_view(loaded, user_id)
        png = await asyncio.to_thread(hand_png, view)
        file = discord.File(io.BytesIO(png), filename="hand.png", description="Your private hand")
        actions = (self.labelled_actions(loaded, view.seat, public_only=False)
                   if view.seat in loaded.to_act() else [])
        components = action_view(loaded.game.id, loaded.game.version, actions, hand_button=False)
        return {"embed": msg.hand_embed(loaded, view, extra or []), "file": file,
                "view": components}

    async def dm_hand(self, loaded: Loaded, user_id: int, lines: list[str]) -> bool:
        """DM the hand; False when the user's DMs are closed (error 50007)."""
        try:
            channel = await self.bot.create_dm(discord.Object(id=user_id))
            await channel.send(**await self.hand_payload(loaded, user_id, lines))
        except discord.Forbidden as exc:
            if exc.code != DM_CLOSED:
                log.warning("DM to %s refused: %s", user_id, exc)
            return False
        return True

    async def probe_dm(self, user_id: int, loaded: Loaded) -> bool:
        """Greet a joining player by DM; False when the DM could not be delivered."""
        try:
            channel = await self.bot.create_dm(discord.Object(id=user_id))
            await channel.send(f"You joined {loaded.spec.title} game #{loaded.game.id}. "
                               "Your private cards and choices will arrive here.")
        except discord.Forbidden:
            return False
        return True

    # -- interactions ---------------------------------------------------------------------

    async def on_action(self, interaction: discord.Interaction, game_id: int, version: int,
                        token: str) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            outcome = await self.service.act_token(game_id, interaction.user.id, token, version)
        except StaleActionError as exc:
            await self.stale(interaction, game_id, exc)
            return
        except Exception as exc:
            await report(interaction, exc)
            return
        label = outcome.moves[0].label if outcome.moves else "done"
        await self.publish(outcome)
        await interaction.followup.send(f"Done: {label}", ephemeral=True)

    async def stale(self, interaction: discord.Interaction, game_id: int,
                    exc: StaleActionError) -> None:
        loaded = await self.service.load(game_id)
        link = self.table_link(loaded)
        text = f"{exc.message}{f' Current board: {link}' if link else ''}"
        if loaded.game.status == "active" and loaded.seat_of(interaction.user.id):
            payload = await self.hand_payload(loaded, interaction.user.id)
            await interaction.followup.send(text, ephemeral=True, **payload)
        else:
            await reply(interaction, text)

    async def on_hand(self, interaction: discord.Interaction, game_id: int) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            loaded = await self.service.load(game_id)
            payload = await self.hand_payload(loaded, interaction.user.id)
        except GameError as exc:
            await report(interaction, exc)
            return
        await interaction.followup.send(ephemeral=True, **payload)

    async def on_lobby(self, interaction: discord.Interaction, game_id: int, op: str) -> None:
        from cogs.lobby import lobby_op  # the cog owns the lobby flow; buttons reuse it

        await lobby_op(self, interaction, game_id, op)

    def table_link(self, loaded: Loaded) -> str:
        mid = loaded.game.table_message_id
        if not mid:
            return ""
        guild = loaded.game.guild_id or "@me"
        return f"https://discord.com/channels/{guild}/{loaded.game.place_id}/{mid}"

    async def post_lobby(self, loaded: Loaded) -> discord.Message:
        channel = await self.place(loaded.game)
        return await channel.send(embed=msg.lobby_embed(loaded), view=lobby_view(loaded.game.id))

    async def remind(self, reminder: Reminder) -> None:
        loaded = await self.service.load(reminder.game_id)
        channel = await self.place(loaded.game)
        await channel.send(
            f"⏰ <@{reminder.user_id}>, your move in {loaded.spec.title} #{loaded.game.id} is due "
            f"<t:{int(reminder.deadline)}:R>. {self.table_link(loaded)}",
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(reminder.user_id)]))
