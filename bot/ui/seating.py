"""Substitutes and hosting as players meet them (issue 21, item 3), part of `Interactions`:
"Take this seat" and the host's approval, `/game replace` and `/game host`. Every change
runs through the one pipeline (`Interactions.run`); the newcomer is pinged in the channel
(the table message called the seat, not them) and gets the hand by DM."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING

import discord

from bot.errors import LobbyError
from bot.games.core import Msg, msg
from bot.i18n import Voice
from bot.service import GameService, Presentation
from bot.ui.errors import reply
from bot.ui.seat_buttons import approve_view
from bot.ui.who import display_name, is_admin, place_of_click

if TYPE_CHECKING:
    from bot.ui.presenter import Presenter

Command = Callable[[], Awaitable[Presentation]]
Show = Callable[[Presentation], Awaitable[object]]  # may return the answer (a `Msg`)
Answer = Callable[[Presentation], Msg]


class SeatHandlers:
    """Mixin of `Interactions`: taking seats, replacing players, handing hosting over."""

    service: GameService
    presenter: Presenter

    async def run(self, interaction: discord.Interaction, game_id: int | None,
                  command: Command, *, answer: Answer, show: Show | None = None) -> None:
        raise NotImplementedError

    async def voice(self, interaction: discord.Interaction,
                    shown: Presentation | None = None) -> Voice:
        raise NotImplementedError

    async def seated(self, shown: Presentation, seat: int, line: Msg) -> None:
        """Show a seat's new player: the table and their DM hand, then `line` in the
        channel, pinging them (the table message called the seat, not this person)."""
        await self.presenter.show(shown)
        row = shown.game.seat_row(seat)
        channel = await self.presenter.place(shown.game.place_id)
        pings = [discord.Object(id=row.user_id)] if row.user_id else []
        await channel.send(self.presenter.voice(shown.game)(line),
                           allowed_mentions=discord.AllowedMentions(users=pings, roles=False,
                                                                    everyone=False))

    async def on_take(self, interaction: discord.Interaction, game_id: int, seat: int) -> None:
        """"Take this seat": taken at once, or (the host approves) a request posted with an
        Approve button for the host."""
        user = interaction.user
        look = await self.service.look(game_id, table=False)
        own = any(s.seat == seat and s.user_id == user.id for s in look.game.seats)
        if look.game.settings.open_seats == "host" and not own and \
                look.game.seat_of(user.id) is None:
            await self._ask_host(interaction, look, seat)
            return
        name, where = display_name(user), place_of_click(interaction)
        await self.run(interaction, game_id, lambda: self.service.take_seat(
            game_id, user.id, name, seat, where=where), answer=lambda s: msg(
                "recap-seat-taken", seat=_former(s, seat)), show=lambda s: self.seated(
                    s, seat, msg("recap-took", who=f"<@{user.id}>", seat=_former(s, seat))))

    async def _ask_host(self, interaction: discord.Interaction, look: Presentation,
                        seat: int) -> None:
        row = next((s for s in look.game.seats if s.seat == seat), None)
        if row is None or not row.is_ai or row.user_id is None:
            raise LobbyError("recap-seat-not-open")
        channel = await self.presenter.place(look.game.place_id)
        voice = self.presenter.voice(look.game)
        host = look.game.host_id
        await channel.send(voice(msg("recap-asks", who=f"<@{interaction.user.id}>",
                                     seat=row.name, host=f"<@{host}>" if host else "-")),
                           view=approve_view(look.game.id, seat, interaction.user.id, voice),
                           allowed_mentions=discord.AllowedMentions(
                               users=[discord.Object(id=host)] if host else [], roles=False,
                               everyone=False))
        await reply(interaction, (await self.voice(interaction, look))(
            msg("recap-seat-needs-host")))

    async def on_approve(self, interaction: discord.Interaction, game_id: int, seat: int,
                         user_id: int) -> None:
        """The host approves a request: the member who asked takes the seat (if they are
        still in the server)."""
        guild = interaction.guild
        member = None
        if guild is not None:
            try:
                member = guild.get_member(user_id) or await guild.fetch_member(user_id)
            except discord.NotFound:
                member = None
        if member is None:
            raise LobbyError("recap-replace-gone")
        admin, where = is_admin(interaction), place_of_click(interaction)
        await self.run(interaction, game_id, lambda: self.service.take_seat(
            game_id, user_id, member.display_name, seat, approved_by=interaction.user.id,
            is_admin=admin, where=where), answer=lambda s: msg("ui-ok"),
            show=lambda s: self.seated(s, seat, msg("recap-took", who=f"<@{user_id}>",
                                                    seat=_former(s, seat))))

    async def replace_player(self, interaction: discord.Interaction, game_id: int,
                             old: discord.abc.User, new: discord.abc.User) -> None:
        """`/game replace`: refused for a bot or a member who left the server (Discord knows
        that); the service refuses the rest."""
        if new.bot:
            raise LobbyError("recap-replace-bot")
        if interaction.guild is not None and not isinstance(new, discord.Member):
            raise LobbyError("recap-replace-gone")
        admin, where = is_admin(interaction), place_of_click(interaction)
        name = display_name(new)

        async def shown(s: Presentation) -> None:
            row = s.game.seat_of(new.id)
            if s.game.status == "lobby" or row is None:
                await self.presenter.post_lobby(s.game)
                return
            await self.seated(s, row.seat, msg("recap-replaced", who=f"<@{new.id}>",
                                               seat=_former(s, row.seat)))

        await self.run(interaction, game_id, lambda: self.service.replace(
            game_id, interaction.user.id, old.id, new.id, name, is_admin=admin, where=where),
            answer=lambda s: msg("recap-replace-done", who=name), show=shown)

    async def hand_host(self, interaction: discord.Interaction, game_id: int,
                        to: discord.abc.User) -> None:
        """`/game host`: hosting handed to a seated player, said at the table."""
        admin = is_admin(interaction)

        async def said(s: Presentation) -> None:
            row = s.game.seat_of(to.id)
            await self.presenter.say(s.game, msg("recap-host-now",
                                                 who=row.name if row else to.name))

        await self.run(interaction, game_id, lambda: self.service.hand_host(
            game_id, interaction.user.id, to.id, is_admin=admin), show=said,
            answer=lambda s: msg("recap-host-done"))


def _former(shown: Presentation, seat: int) -> str:
    """The name of who played `seat` before its new player (or the seat's name)."""
    row = shown.game.seat_row(seat)
    return row.former[-1].name if row.former else row.name
