"""Interaction handling shared by buttons, menus and slash commands: acknowledge, call the
service, present the outcome, answer privately.

A failure before the service committed anything says the game is unchanged; a failure
after it (posting the board, a DM) says the move was saved. A click on a decision that
is no longer the seat's gets "the board has moved on", a link to the current board and a
fresh hand.
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable, Sequence
from typing import TYPE_CHECKING

import discord

from bot.games.core import (
    GameError,
    LobbyError,
    Msg,
    NotFoundError,
    NotYourTurnError,
    StaleActionError,
    msg,
)
from bot.i18n import Voice, words
from bot.service import GameService, Loaded, Outcome
from bot.ui.components import GROUP, Components, Ref, Scope, menu_level, menu_tree
from bot.ui.errors import reply, report

if TYPE_CHECKING:
    from bot.ui.presenter import Presenter


def display_name(user: discord.abc.User) -> str:
    """The name a player is shown by."""
    return getattr(user, "display_name", None) or user.name


def same_place(interaction: discord.Interaction, loaded: Loaded) -> bool:
    """The interaction comes from the server and channel (or thread) the game lives in."""
    return (interaction.guild_id == loaded.game.guild_id
            and interaction.channel_id == loaded.game.place_id)


NEEDED = ("view_channel", "send_messages", "embed_links", "attach_files",
          "read_message_history")


def missing_permissions(interaction: discord.Interaction, *, in_thread: bool,
                        new_thread: bool) -> list[str]:
    """What the bot lacks here to run a game (names as Discord's settings show them)."""
    have = interaction.app_permissions
    needed = [*NEEDED, *(["send_messages_in_threads"] if in_thread or new_thread else []),
              *(["create_public_threads"] if new_thread else [])]
    return [name.replace("_", " ").title() for name in needed if not getattr(have, name)]


def is_admin(interaction: discord.Interaction) -> bool:
    """Members with Manage Server act as hosts."""
    return bool(interaction.guild_id) and interaction.permissions.manage_guild


class Interactions:
    """The handlers behind every component, and the act-and-present step of commands."""

    def __init__(self, service: GameService, presenter: Presenter) -> None:
        self.service = service
        self.presenter = presenter

    async def voice(self, interaction: discord.Interaction, loaded: Loaded | None = None
                    ) -> Voice:
        """How private answers to this user are worded: their language (chosen, or their
        client's) and, with a game, its players' names."""
        language = await self.service.language_of_user(interaction.user.id,
                                                       str(interaction.locale))
        return Voice(words(language), loaded.names() if loaded is not None else {},
                     self.presenter.command_ids)

    async def act(self, interaction: discord.Interaction, game_id: int,
                  change: Callable[[], Awaitable[Outcome]], done: Msg | None = None) -> None:
        """Apply a change through the service and present it; the interaction must already
        be deferred. Refusals leave the game unchanged; a failure afterwards says so."""
        started = time.monotonic()
        async with self.presenter.presenting(game_id):
            try:
                outcome = await change()
            except StaleActionError as exc:
                await self.stale(interaction, game_id, exc)
                return
            except Exception as exc:
                await report(interaction, exc)
                return
            try:
                await self.presenter.show(outcome)
                if done is None:
                    label = outcome.moves[0].told_to_seat if outcome.moves else msg("ui-ok")
                    done = msg("ui-done", move=label)
                await reply(interaction, (await self.voice(interaction, outcome.loaded))(done))
            except Exception as exc:
                await report(interaction, exc, saved=True)
            finally:
                self.presenter.health.answered(time.monotonic() - started)

    async def on_action(self, interaction: discord.Interaction, ref: Ref, token: str) -> None:
        """A click on an action button, or a chosen action in a menu."""
        loaded = await self.service.load(ref.game_id)
        self.require_own(loaded, interaction.user.id, ref)
        await self.act(interaction, ref.game_id, lambda: self.service.act_token(
            ref.game_id, interaction.user.id, token, ref.decision_id))

    async def on_menu(self, interaction: discord.Interaction, ref: Ref, scope: Scope,
                      path: Sequence[int], value: str) -> None:
        """A menu choice: a group opens the next level privately, an action is played."""
        if not value.startswith(GROUP):
            await self.on_action(interaction, ref, value)
            return
        loaded = await self.service.load(ref.game_id)
        self.require_own(loaded, interaction.user.id, ref)
        if self.service.decision_of(loaded, ref.seat) != ref.decision_id:
            await self.stale(interaction, ref.game_id, StaleActionError("ui-stale"))
            return
        voice = (self.presenter.voice(loaded) if scope == "t"
                 else await self.voice(interaction, loaded))  # as the menu was worded
        offers = self.service.offers(loaded, ref.seat, public=scope == "t")
        index = value[len(GROUP):]
        deeper = (*path, int(index) if index.isdecimal() else -1)
        node = menu_tree(offers, voice).at(deeper)
        if node is None:
            await self.stale(interaction, ref.game_id, StaleActionError("ui-stale"))
            return
        view = Components()
        view.add_item(menu_level(ref, scope, deeper, node, voice))
        await interaction.followup.send(voice(msg("ui-menu-next", where=node.label or "-")),
                                        view=view, ephemeral=True)

    def require_own(self, loaded: Loaded, user_id: int, ref: Ref) -> None:
        """Only the seat a component was made for may use it."""
        row = loaded.seat_of(user_id)
        if row is None:
            raise NotYourTurnError("ui-not-playing")
        if row.seat != ref.seat:
            owner = next((s.name for s in loaded.seats if s.seat == ref.seat), "-")
            raise NotYourTurnError("ui-not-your-buttons", who=owner)

    async def stale(self, interaction: discord.Interaction, game_id: int,
                    exc: StaleActionError) -> None:
        """The board moved on: say so, link the current board, and show a fresh hand."""
        loaded = await self.service.load(game_id)
        voice = await self.voice(interaction, loaded)
        link = self.presenter.table_link(loaded)
        line = voice(exc.msg) + (" " + voice(msg("ui-current-board", link=link)) if link else "")
        if loaded.game.status == "active" and loaded.seat_of(interaction.user.id):
            payload = await self.presenter.hand_payload(loaded, interaction.user.id, voice=voice)
            await interaction.followup.send(line, ephemeral=True, **payload)
        else:
            await reply(interaction, line)

    async def on_hand(self, interaction: discord.Interaction, game_id: int) -> None:
        """"My hand" and `/hand`: the private view with the user's own choices."""
        loaded = await self.service.load(game_id)
        payload = await self.presenter.hand_payload(
            loaded, interaction.user.id, voice=await self.voice(interaction, loaded))
        await interaction.followup.send(ephemeral=True, **payload)

    async def on_rematch(self, interaction: discord.Interaction, game_id: int) -> None:
        """"Rematch": a lobby with the same players and options, where the game was played
        (if a game is already open there, a link to it)."""
        old = await self.service.load(game_id)
        if not same_place(interaction, old):
            raise NotFoundError("ui-game-elsewhere")
        voice = await self.voice(interaction, old)
        try:
            loaded = await self.service.rematch(game_id, interaction.user.id,
                                                display_name(interaction.user))
        except LobbyError as exc:
            if exc.msg.key != "ui-place-taken":
                raise
            current = await self.service.live_at(old.game.channel_id, old.game.thread_id)
            await reply(interaction, voice(msg("ui-rematch-exists", id=current.game.id)))
            return
        try:
            await self.presenter.post_lobby(loaded)
            await reply(interaction, voice(msg("ui-rematch-opened", id=loaded.game.id)))
        except Exception as exc:
            await report(interaction, exc, saved=True)

    async def lobby_op(self, interaction: discord.Interaction, game_id: int, op: str) -> None:
        """Join / leave / add a bot / start: the slash commands and the lobby buttons."""
        user = interaction.user
        loaded = await self.service.load(game_id)
        if not same_place(interaction, loaded):  # a button copied to another channel
            raise NotFoundError("ui-game-elsewhere")
        if op == "start":
            await self.act(interaction, game_id, lambda: self.service.start(
                game_id, user.id, is_admin(interaction)), done=msg("ui-started"))
            return
        try:
            loaded, answer = await self._seat_change(interaction, game_id, op)
        except GameError as exc:
            await report(interaction, exc)
            return
        try:
            if loaded.game.status == "lobby":
                await self.presenter.post_lobby(loaded)
            await reply(interaction, (await self.voice(interaction, loaded))(answer))
        except Exception as exc:
            await report(interaction, exc, saved=True)

    async def _seat_change(self, interaction: discord.Interaction, game_id: int,
                           op: str) -> tuple[Loaded, Msg]:
        user = interaction.user
        if op == "join":
            loaded = await self.service.join(game_id, user.id, display_name(user))
            back = loaded.game.status == "active"
            answer = msg("ui-joined-again" if back else "ui-joined", game=loaded.spec.title)
            if not await self.presenter.probe_dm(user.id, loaded):
                answer = msg("ui-joined-no-dm", first=answer)
            return loaded, answer
        if op == "leave":
            loaded = await self.service.leave(game_id, user.id)
            return loaded, msg("ui-left-running" if loaded.game.status == "active"
                               else "ui-left")
        loaded = await self.service.add_ai(game_id, user.id, is_admin(interaction))
        return loaded, msg("ui-bot-seated")
