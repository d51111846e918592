"""Buttons and selects that survive restarts: `DynamicItem`s whose custom id carries the
game id, the board version and the action token (DESIGN.md section 4)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

if TYPE_CHECKING:
    from bot.app import SaloonBot

MAX_BUTTONS = 20   # four rows of five; the fifth row holds "My hand" and friends
MAX_SELECTS = 4
SELECT_SIZE = 25


def _presenter(interaction: discord.Interaction) -> Any:
    bot: SaloonBot = interaction.client  # type: ignore[assignment]
    return bot.presenter


class ActionButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=r"s:a:(?P<game>\d+):(?P<version>\d+):(?P<token>[0-9a-f]{1,40})"):
    """One legal action of the seat(s) to act."""

    def __init__(self, game_id: int, version: int, token: str, label: str = "Play") -> None:
        super().__init__(discord.ui.Button(
            label=label[:80], style=discord.ButtonStyle.primary,
            custom_id=f"s:a:{game_id}:{version}:{token}"))
        self.game_id, self.version, self.token = game_id, version, token

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> ActionButton:
        return cls(int(match["game"]), int(match["version"]), match["token"],
                   getattr(item, "label", None) or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        await _presenter(interaction).on_action(interaction, self.game_id, self.version, self.token)


class ActionSelect(discord.ui.DynamicItem[discord.ui.Select[Any]],
                   template=r"s:s:(?P<game>\d+):(?P<version>\d+):(?P<page>\d+)"):
    """A menu of legal actions, used when there are too many for buttons."""

    def __init__(self, game_id: int, version: int, page: int,
                 options: Sequence[tuple[str, str]] = ()) -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=f"s:s:{game_id}:{version}:{page}",
            placeholder=f"Choose a move ({page + 1})" if page else "Choose a move",
            options=[discord.SelectOption(label=label[:100], value=token)
                     for token, label in options] or [discord.SelectOption(label="-", value="0")])
        super().__init__(select)
        self.game_id, self.version = game_id, version

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> ActionSelect:
        return cls(int(match["game"]), int(match["version"]), int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []
        token = str(values[0]) if values else ""
        await _presenter(interaction).on_action(interaction, self.game_id, self.version, token)


class HandButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=r"s:h:(?P<game>\d+)"):
    """"My hand": the clicker's private view, ephemeral, with their own choices."""

    def __init__(self, game_id: int) -> None:
        super().__init__(discord.ui.Button(label="My hand", style=discord.ButtonStyle.secondary,
                                           emoji="🂠", custom_id=f"s:h:{game_id}", row=4))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> HandButton:
        return cls(int(match["game"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await _presenter(interaction).on_hand(interaction, self.game_id)


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=r"s:l:(?P<game>\d+):(?P<op>join|leave|addbot|start)"):
    """Join / leave / add a bot / start, on the lobby message."""

    LABELS = {"join": ("Join", discord.ButtonStyle.success),
              "leave": ("Leave", discord.ButtonStyle.secondary),
              "addbot": ("Add a bot", discord.ButtonStyle.secondary),
              "start": ("Start", discord.ButtonStyle.primary)}

    def __init__(self, game_id: int, op: str) -> None:
        label, style = self.LABELS[op]
        super().__init__(discord.ui.Button(label=label, style=style,
                                           custom_id=f"s:l:{game_id}:{op}"))
        self.game_id, self.op = game_id, op

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> LobbyButton:
        return cls(int(match["game"]), match["op"])

    async def callback(self, interaction: discord.Interaction) -> None:
        await _presenter(interaction).on_lobby(interaction, self.game_id, self.op)


def action_view(game_id: int, version: int, actions: Sequence[tuple[str, str]],
                hand_button: bool = True) -> discord.ui.View:
    """Buttons for up to 20 actions, otherwise menus of 25; plus "My hand"."""
    view = discord.ui.View(timeout=None)
    if len(actions) <= MAX_BUTTONS:
        for i, (token, label) in enumerate(actions):
            item = ActionButton(game_id, version, token, label)
            item.item.row = i // 5
            view.add_item(item)
    else:
        for page in range(min(MAX_SELECTS, -(-len(actions) // SELECT_SIZE))):
            chunk = actions[page * SELECT_SIZE:(page + 1) * SELECT_SIZE]
            select = ActionSelect(game_id, version, page, chunk)
            select.item.row = page
            view.add_item(select)
    if hand_button:
        view.add_item(HandButton(game_id))
    return view


def lobby_view(game_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for op in ("join", "leave", "addbot", "start"):
        view.add_item(LobbyButton(game_id, op))
    return view


DYNAMIC_ITEMS = (ActionButton, ActionSelect, HandButton, LobbyButton)
