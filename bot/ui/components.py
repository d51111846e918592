"""Buttons and menus that survive restarts: `DynamicItem`s whose custom id carries what the
click needs (DESIGN.md section 4).

- An action button: `s:a:<game>:<seat>:<decision>:<token>`: the seat it was made for, that
  seat's decision id as offered (a keyed hash that cannot be guessed ahead, see
  `bot.service.models.offered_id`) and the action's token. It stays valid while that
  seat's decision is the same, however many other seats act meanwhile.
- An action menu: `s:m:<game>:<seat>:<decision>:<scope>:<path>`: one level of the staged
  menu tree (`bot/ui/menus.py`) built from the seat's offers (`scope` t: the public offers
  of the table message, h: the seat's own); a value `g<i>` opens group i, any other value
  is an action token.
- `s:h:<game>`: "My hand"; `s:l:<game>:<op>`: the lobby buttons; `s:r:<game>`: "Rematch" on
  a final board. (Substitutes' buttons: `bot/ui/seat_buttons.py`; every item is registered
  in `bot/ui/registry.py`.)

Every callback hands the click to the bot's `Interactions` and reports any failure through
the one reporter, so nothing ends in discord.py's "ignoring exception" log.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Literal, Protocol

import discord

from bot.games.core import msg
from bot.i18n import Voice
from bot.service import Offer
from bot.ui.errors import acknowledge, report
from bot.ui.menus import LABEL_LIMIT, MAX_BUTTONS, OPTION_LIMIT, Choice, Node, build_menu, clip

Scope = Literal["t", "h"]
GROUP = "g"
HAND_EMOJI = "🃏"
LOBBY_OPS = ("join", "leave", "addbot", "start")
ORDER_ROW = 2  # standing orders' buttons, below the moves and "My hand"


@dataclass(frozen=True)
class Ref:
    """Which decision a component was made for: game, seat and that seat's decision id."""

    game_id: int
    seat: int
    decision_id: int


class Handlers(Protocol):
    """What the components hand their clicks to (`bot.ui.interactions.Interactions`)."""

    async def on_action(self, interaction: discord.Interaction, ref: Ref, token: str) -> None:
        """An action chosen."""

    async def on_menu(self, interaction: discord.Interaction, ref: Ref, scope: Scope,
                      path: Sequence[int], value: str) -> None:
        """A menu entry chosen: a group or an action."""

    async def on_hand(self, interaction: discord.Interaction, game_id: int) -> None:
        """"My hand" clicked."""

    async def lobby_op(self, interaction: discord.Interaction, game_id: int, op: str,
                       where: tuple[int | None, int] | None = None) -> None:
        """A lobby button clicked (`where`: the server and channel it was clicked in)."""

    async def on_rematch(self, interaction: discord.Interaction, game_id: int) -> None:
        """"Rematch" clicked on a final board."""

    async def on_take(self, interaction: discord.Interaction, game_id: int, seat: int) -> None:
        """"Take this seat" clicked on a table message."""

    async def on_approve(self, interaction: discord.Interaction, game_id: int, seat: int,
                         user_id: int) -> None:
        """The host approved a member's request to take a seat."""

    async def on_replay(self, interaction: discord.Interaction, game_id: int) -> None:
        """"Replay" clicked on a final board."""


def handlers(interaction: discord.Interaction) -> Handlers:
    """The bot's interaction handlers."""
    return interaction.client.interactions  # type: ignore[attr-defined]


class Guarded:
    """Mixin: acknowledge a click privately before any work (the database may be slow),
    run the component's work and send any failure to the one reporter."""

    async def callback(self, interaction: discord.Interaction) -> None:
        try:
            if await acknowledge(interaction):
                await self.handle(interaction)
        except Exception as exc:
            await report(interaction, exc)

    async def handle(self, interaction: discord.Interaction) -> None:
        raise NotImplementedError


class ActionButton(Guarded, discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=r"s:a:(?P<game>\d{1,40}):(?P<seat>\d{1,10}):(?P<decision>\d{1,20}):"
                            r"(?P<token>[0-9a-f]{1,40}|[ox]\d{1,2})"):
    """One legal action of one seat's current decision (or a standing order to give or
    cancel with it: `o<i>`, `x<i>`, see `bot/service/automatic.py`)."""

    def __init__(self, ref: Ref, token: str, label: str = "…",
                 style: discord.ButtonStyle = discord.ButtonStyle.primary) -> None:
        super().__init__(discord.ui.Button(
            label=clip(label, LABEL_LIMIT), style=style,
            custom_id=f"s:a:{ref.game_id}:{ref.seat}:{ref.decision_id}:{token}"))
        self.ref, self.token = ref, token

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> ActionButton:
        ref = Ref(int(match["game"]), int(match["seat"]), int(match["decision"]))
        return cls(ref, match["token"], getattr(item, "label", None) or "…")

    async def handle(self, interaction: discord.Interaction) -> None:
        await handlers(interaction).on_action(interaction, self.ref, self.token)


class ActionMenu(Guarded, discord.ui.DynamicItem[discord.ui.Select[Any]],
                 template=r"s:m:(?P<game>\d{1,40}):(?P<seat>\d{1,10}):(?P<decision>\d{1,20}):"
                          r"(?P<scope>[th]):(?P<path>[0-9.]{0,40})"):
    """One level of a seat's staged menu of actions."""

    def __init__(self, ref: Ref, scope: Scope, path: Sequence[int],
                 options: Sequence[discord.SelectOption] = (), placeholder: str = "…") -> None:
        select: discord.ui.Select[Any] = discord.ui.Select(
            custom_id=menu_id(ref, scope, path), placeholder=clip(placeholder, 150),
            options=list(options) or [discord.SelectOption(label="…", value="-")])
        super().__init__(select)
        self.ref, self.path = ref, tuple(path)
        self.scope: Scope = scope

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> ActionMenu:
        ref = Ref(int(match["game"]), int(match["seat"]), int(match["decision"]))
        scope: Scope = "t" if match["scope"] == "t" else "h"
        return cls(ref, scope, parse_path(match["path"]))

    async def handle(self, interaction: discord.Interaction) -> None:
        values = (interaction.data or {}).get("values") or []
        value = str(values[0]) if values else ""
        await handlers(interaction).on_menu(interaction, self.ref, self.scope, self.path, value)


class HandButton(Guarded, discord.ui.DynamicItem[discord.ui.Button[Any]],
                 template=r"s:h:(?P<game>\d{1,40})"):
    """"My hand": the clicker's private view, ephemeral, with their own choices."""

    def __init__(self, game_id: int, label: str = "My hand") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                           emoji=HAND_EMOJI, custom_id=f"s:h:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> HandButton:
        return cls(int(match["game"]), getattr(item, "label", None) or "My hand")

    async def handle(self, interaction: discord.Interaction) -> None:
        await handlers(interaction).on_hand(interaction, self.game_id)


class LobbyButton(Guarded, discord.ui.DynamicItem[discord.ui.Button[Any]],
                  template=r"s:l:(?P<game>\d{1,40}):(?P<op>join|leave|addbot|start)"):
    """Join / leave / add a bot / start, on the lobby message."""

    STYLES = {"join": discord.ButtonStyle.success, "leave": discord.ButtonStyle.secondary,
              "addbot": discord.ButtonStyle.secondary, "start": discord.ButtonStyle.primary}

    def __init__(self, game_id: int, op: str, label: str | None = None) -> None:
        super().__init__(discord.ui.Button(label=label or op, style=self.STYLES[op],
                                           custom_id=f"s:l:{game_id}:{op}"))
        self.game_id, self.op = game_id, op

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> LobbyButton:
        return cls(int(match["game"]), match["op"], getattr(item, "label", None))

    async def handle(self, interaction: discord.Interaction) -> None:
        await handlers(interaction).lobby_op(interaction, self.game_id, self.op, where=(
            interaction.guild_id, interaction.channel_id or 0))


class RematchButton(Guarded, discord.ui.DynamicItem[discord.ui.Button[Any]],
                    template=r"s:r:(?P<game>\d{1,40})"):
    """"Rematch": a new lobby with the same players and options."""

    def __init__(self, game_id: int, label: str = "Rematch") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.primary,
                                           emoji="🔁", custom_id=f"s:r:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> RematchButton:
        return cls(int(match["game"]), getattr(item, "label", None) or "Rematch")

    async def handle(self, interaction: discord.Interaction) -> None:
        await handlers(interaction).on_rematch(interaction, self.game_id)


class ReplayButton(Guarded, discord.ui.DynamicItem[discord.ui.Button[Any]],
                   template=r"s:p:(?P<game>\d{1,40})"):
    """"Replay": the finished game's animated replay, privately (issue 22)."""

    def __init__(self, game_id: int, label: str = "Replay") -> None:
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                           emoji="🎞️", custom_id=f"s:p:{game_id}"))
        self.game_id = game_id

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction,
                             item: discord.ui.Item[Any], match: re.Match[str]) -> ReplayButton:
        return cls(int(match["game"]), getattr(item, "label", None) or "Replay")

    async def handle(self, interaction: discord.Interaction) -> None:
        await handlers(interaction).on_replay(interaction, self.game_id)


class Components(discord.ui.View):
    """A message's components; a failure in any item goes to the one reporter. Every item
    is a `DynamicItem`, answered through the bot's registry from its custom id, so the
    view itself never listens: discord.py keeps no view alive for it (an ephemeral reply's
    view would otherwise live, with a task, for 15 minutes)."""

    def __init__(self) -> None:
        super().__init__(timeout=None)

    def is_dispatchable(self) -> bool:
        return False

    async def on_error(self, interaction: discord.Interaction, error: Exception,
                       item: discord.ui.Item[Any]) -> None:
        await report(interaction, error)


def menu_id(ref: Ref, scope: Scope, path: Sequence[int]) -> str:
    """The custom id of the menu level at `path`."""
    return (f"s:m:{ref.game_id}:{ref.seat}:{ref.decision_id}:{scope}:"
            + ".".join(str(i) for i in path))


def parse_path(text: str) -> tuple[int, ...]:
    """`"3.1"` -> (3, 1)."""
    return tuple(int(p) for p in text.split(".") if p.isdecimal())


def choices(offers: Sequence[Offer], voice: Voice) -> list[Choice]:
    """Offers worded for menus: label, description and stage path."""
    return [Choice(o.token, voice(o.text.label),
                   voice(o.text.description) if o.text.description else "",
                   tuple(voice(s) for s in o.text.stage)) for o in offers]


def menu_tree(offers: Sequence[Offer], voice: Voice) -> Node:
    """The staged menu of the moves among `offers`, every level within a select menu's 25
    options (standing orders are buttons of their own, see `add_actions`)."""
    return build_menu(choices([o for o in offers if not o.standing], voice),
                      lambda first, last: voice(msg("ui-menu-page", first=first, last=last)))


def menu_options(node: Node, voice: Voice) -> list[discord.SelectOption]:
    """A menu level as select options: groups open deeper levels, choices act."""
    out: list[discord.SelectOption] = []
    for i, entry in enumerate(node.entries):
        if isinstance(entry, Node):
            count = sum(1 for _ in entry.choices())
            out.append(discord.SelectOption(
                label=clip(f"▸ {entry.label}", OPTION_LIMIT), value=f"{GROUP}{i}",
                description=clip(voice(msg("ui-menu-group", count=count)), OPTION_LIMIT)))
        else:
            out.append(discord.SelectOption(
                label=clip(entry.label, OPTION_LIMIT), value=entry.token,
                description=clip(entry.description, OPTION_LIMIT) or None))
    return out


def add_actions(view: discord.ui.View, ref: Ref, offers: Sequence[Offer], voice: Voice,
                scope: Scope) -> None:
    """A few unstaged moves as buttons (first row), otherwise the staged menu; standing
    orders to give or cancel as grey buttons on the third row (the second is "My hand")."""
    for order in [o for o in offers if o.standing][:MAX_BUTTONS]:
        button = ActionButton(ref, order.token, voice(order.text.label),
                              discord.ButtonStyle.secondary)
        button.item.row = ORDER_ROW
        view.add_item(button)
    moves = [o for o in offers if not o.standing]
    words = choices(moves, voice)
    if len(words) <= MAX_BUTTONS and not any(c.stage for c in words):
        for c in words:
            button = ActionButton(ref, c.token, c.label)
            button.item.row = 0
            view.add_item(button)
        return
    if words:
        view.add_item(menu_level(ref, scope, (), menu_tree(moves, voice), voice))


def menu_level(ref: Ref, scope: Scope, path: Sequence[int], node: Node,
               voice: Voice) -> ActionMenu:
    """The select menu of one level of the tree."""
    placeholder = voice(msg("ui-menu-placeholder", where=node.label) if node.label
                        else msg("ui-menu-placeholder-all"))
    menu = ActionMenu(ref, scope, path, menu_options(node, voice), placeholder)
    menu.item.row = 0
    return menu


def action_view(game_id: int, ref: Ref | None, offers: Sequence[Offer], voice: Voice,
                scope: Scope, hand_button: bool = True) -> Components:
    """The components of a table message (scope t) or a hand (scope h): the offers of the
    decision `ref` (if any) and the "My hand" button."""
    view = Components()
    if ref is not None and offers:
        add_actions(view, ref, offers, voice, scope)
    if hand_button:
        view.add_item(hand(game_id, voice))
    return view


def hand(game_id: int, voice: Voice) -> HandButton:
    """The "My hand" button, on its own row."""
    button = HandButton(game_id, voice(msg("ui-my-hand")))
    button.item.row = 1
    return button


def lobby_view(game_id: int, voice: Voice) -> Components:
    """Join / Leave / Add a bot / Start."""
    view = Components()
    for op in LOBBY_OPS:
        view.add_item(LobbyButton(game_id, op, voice(msg(f"ui-lobby-{op}-button"))))
    return view


def rematch_view(game_id: int, voice: Voice) -> Components:
    """The final board's "Rematch" and "Replay" buttons."""
    view = Components()
    view.add_item(RematchButton(game_id, voice(msg("ui-rematch-button"))))
    view.add_item(ReplayButton(game_id, voice(msg("ui-memory-replay-button"))))
    return view


COMPONENT_ITEMS = (ActionButton, ActionMenu, HandButton, LobbyButton, RematchButton,
                   ReplayButton)
