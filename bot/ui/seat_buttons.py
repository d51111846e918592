"""The components of substitutes (issue 21, item 3), as `DynamicItem`s like every other
(`bot/ui/components.py`): "Take this seat" on a table message (`s:t:<game>:<seat>`) and the
host's "Approve" under a member's request (`s:k:<game>:<seat>:<user>`: the request lives in
the custom id, nothing is stored until the host approves)."""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.games.core import msg
from bot.i18n import Voice
from bot.service import GameInfo
from bot.ui.components import Components, Guarded, handlers
from bot.ui.menus import LABEL_LIMIT, MAX_BUTTONS, clip


class TakeSeatButton(Guarded, discord.ui.DynamicItem[discord.ui.Button[Any]],
                     template=r"s:t:(?P<game>\d{1,40}):(?P<seat>\d{1,10})"):
    """"Take this seat" on a table message: a bot plays the seat for a person who was
    there; a member of the server takes it (or asks the host to)."""

    def __init__(self, game_id: int, seat: int, label: str = "Take this seat") -> None:
        super().__init__(discord.ui.Button(label=clip(label, LABEL_LIMIT), emoji="🪑",
                                           style=discord.ButtonStyle.success,
                                           custom_id=f"s:t:{game_id}:{seat}"))
        self.game_id, self.seat = game_id, seat

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> TakeSeatButton:
        return cls(int(match["game"]), int(match["seat"]), getattr(item, "label", None) or "…")

    async def handle(self, interaction: discord.Interaction) -> None:
        await handlers(interaction).on_take(interaction, self.game_id, self.seat)


class ApproveSeatButton(Guarded, discord.ui.DynamicItem[discord.ui.Button[Any]],
                        template=r"s:k:(?P<game>\d{1,40}):(?P<seat>\d{1,10}):(?P<user>\d{1,20})"):
    """The host's approval of a member's request to take a seat (the request lives in the
    custom id: nothing is stored until the host approves)."""

    def __init__(self, game_id: int, seat: int, user_id: int, label: str = "Approve") -> None:
        super().__init__(discord.ui.Button(label=clip(label, LABEL_LIMIT),
                                           style=discord.ButtonStyle.primary,
                                           custom_id=f"s:k:{game_id}:{seat}:{user_id}"))
        self.game_id, self.seat, self.user_id = game_id, seat, user_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> ApproveSeatButton:
        return cls(int(match["game"]), int(match["seat"]), int(match["user"]),
                   getattr(item, "label", None) or "…")

    async def handle(self, interaction: discord.Interaction) -> None:
        await handlers(interaction).on_approve(interaction, self.game_id, self.seat,
                                               self.user_id)


def open_seats(game: GameInfo) -> list[tuple[int, str]]:
    """(seat, its player's name) of the seats a member may take now: a bot plays them for
    a person who was there, and the table lets someone take them."""
    if game.status != "active" or game.settings.open_seats == "nobody":
        return []
    return [(s.seat, s.name) for s in game.seats if s.is_ai and s.user_id is not None]


def take_buttons(view: discord.ui.View, game: GameInfo, voice: Voice) -> None:
    """A "Take this seat" button for each open seat, on the row below "My hand" (Discord:
    5 buttons a row)."""
    for seat, name in open_seats(game)[:MAX_BUTTONS]:
        button = TakeSeatButton(game.id, seat, voice(msg("recap-take-button", seat=name)))
        button.item.row = 2
        view.add_item(button)


def approve_view(game_id: int, seat: int, user_id: int, voice: Voice) -> Components:
    """The host's "Approve" under a member's request to take a seat."""
    view = Components()
    view.add_item(ApproveSeatButton(game_id, seat, user_id, voice(msg("recap-approve-button"))))
    return view


SEAT_ITEMS = (TakeSeatButton, ApproveSeatButton)
