"""Interaction handling shared by buttons, menus and slash commands.

Every command that changes a game goes through `Interactions.run`: in the game's turn, the
service makes the change and returns its `Presentation`; the presenter shows it; the user
is answered privately. `run` knows whether the change was committed: a refusal or failure
before the commit says the game is unchanged, a failure after it (posting the board, a DM)
says what was saved. A click on a decision that is no longer the seat's gets "the board has
moved on", a link to the current board and a fresh hand.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

import discord

from bot.errors import NotFoundError
from bot.games.core import Msg, StaleActionError, msg
from bot.games.core.levels import Level
from bot.i18n import Voice, language_of, words
from bot.service import GameService, Presentation
from bot.service.presentation import require_own
from bot.ui.animation import send_replay
from bot.ui.components import GROUP, Components, Ref, Scope, menu_level, menu_tree
from bot.ui.errors import reply, report
from bot.ui.seating import Answer, Command, SeatHandlers, Show
from bot.ui.who import display_name, is_admin, place_of_click

if TYPE_CHECKING:
    from bot.ui.presenter import Presenter



NEEDED = ("view_channel", "send_messages", "embed_links", "attach_files",
          "read_message_history")


def missing_permissions(interaction: discord.Interaction, *, in_thread: bool,
                        new_thread: bool) -> list[str]:
    """What the bot lacks here to run a game (names as Discord's settings show them)."""
    have = interaction.app_permissions
    needed = [*NEEDED, *(["send_messages_in_threads"] if in_thread or new_thread else []),
              *(["create_public_threads"] if new_thread else [])]
    return [name.replace("_", " ").title() for name in needed if not getattr(have, name)]


def moved(shown: Presentation) -> Msg:
    """The answer to a move: what was done, as its player reads it."""
    return msg("ui-done", move=shown.moves[0].told_to_seat) if shown.moves else msg("ui-ok")


class Interactions(SeatHandlers):
    """The one pipeline of changes, and the handlers behind every component (substitutes
    and hosting: `SeatHandlers`)."""

    def __init__(self, service: GameService, presenter: Presenter) -> None:
        self.service = service
        self.presenter = presenter

    async def voice(self, interaction: discord.Interaction,
                    shown: Presentation | None = None) -> Voice:
        """How private answers to this user are worded: their language (chosen, or their
        client's) and, with a game, its players' names. A seated player's is in the
        presentation, unless their client's language changed (then it is remembered)."""
        user, seen = interaction.user.id, language_of(str(interaction.locale))
        row = shown.game.seat_of(user) if shown is not None else None
        reach = shown.reach.get(row.seat) if shown is not None and row is not None else None
        if reach is not None and reach.client_locale == seen:
            language = reach.language
        else:
            language = await self.service.language_of_user(user, str(interaction.locale))
        return Voice(words(language), shown.game.names() if shown is not None else {},
                     self.presenter.command_ids)

    async def run(self, interaction: discord.Interaction, game_id: int | None,
                  command: Command, *, answer: Answer = moved, show: Show | None = None
                  ) -> None:
        """Make a change and present it, in the game's turn (`game_id`; None: a new game);
        the interaction is already deferred. `show` presents it (default: the table) and
        may return the answer; `answer` words what was done, also when showing fails."""
        started = time.monotonic()
        turn = self.service.turn(game_id) if game_id else contextlib.nullcontext()
        async with turn:
            try:
                shown = await command()
            except StaleActionError as exc:
                await self.stale(interaction, game_id, exc)
                return
            except Exception as exc:
                await report(interaction, exc)  # nothing was committed
                return
            done = answer(shown)
            try:
                said = await (show or self.presenter.show)(shown)
                told = said if isinstance(said, Msg) else done
                await reply(interaction, (await self.voice(interaction, shown))(told))
            except Exception as exc:
                await report(interaction, exc, saved=done)
            finally:
                self.presenter.health.answered(time.monotonic() - started)

    async def on_action(self, interaction: discord.Interaction, ref: Ref, token: str) -> None:
        """A click on an action button, or a chosen action in a menu."""
        await self.run(interaction, ref.game_id, lambda: self.service.act_token(
            ref.game_id, interaction.user.id, token, ref.decision_id, seat=ref.seat))

    async def on_menu(self, interaction: discord.Interaction, ref: Ref, scope: Scope,
                      path: Sequence[int], value: str) -> None:
        """A menu choice: a group opens the next level privately, an action is played."""
        if not value.startswith(GROUP):
            await self.on_action(interaction, ref, value)
            return
        shown = await self.service.look(ref.game_id, interaction.user.id, table=scope == "t")
        require_own(shown.game.seats, interaction.user.id, ref.seat)
        mine = shown.privates.get(ref.seat)
        if shown.decision_of(ref.seat) != ref.decision_id:
            await self.stale(interaction, ref.game_id, StaleActionError("ui-stale"))
            return
        voice = (self.presenter.voice(shown.game) if scope == "t"
                 else await self.voice(interaction, shown))  # as the menu was worded
        offers = (shown.table_offers if shown.table_seat == ref.seat else ()) if scope == "t" \
            else (mine.offers if mine is not None else ())
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

    async def stale(self, interaction: discord.Interaction, game_id: int | None,
                    exc: StaleActionError) -> None:
        """The board moved on: say so, link the current board, and show a fresh hand."""
        if game_id is None:
            await report(interaction, exc)
            return
        shown = await self.service.look(game_id, interaction.user.id, table=False)
        voice = await self.voice(interaction, shown)
        link = self.presenter.table_link(shown.game)
        line = voice(exc.msg) + (" " + voice(msg("ui-current-board", link=link)) if link else "")
        mine = shown.private_of(interaction.user.id)
        if shown.game.status == "active" and mine is not None:
            payload, _ = await self.presenter.hand_payload(shown.game, mine, voice)
            await interaction.followup.send(line, ephemeral=True, **payload)
        else:
            await reply(interaction, line)

    async def on_hand(self, interaction: discord.Interaction, game_id: int) -> None:
        """"My hand" and `/hand`: the private view with the user's own choices, headed by
        what they missed since they last looked (then remembered as seen)."""
        user_id = interaction.user.id
        shown = await self.service.look(game_id, user_id, table=False, recap=True)
        mine = shown.private_of(user_id)
        if mine is None:
            raise NotFoundError("ui-no-hand")
        payload, _ = await self.presenter.hand_payload(
            shown.game, mine, await self.voice(interaction, shown))
        await interaction.followup.send(ephemeral=True, **payload)
        if mine.recap is not None:
            await self.service.recap_seen(game_id, user_id, mine.recap.upto)

    async def on_rematch(self, interaction: discord.Interaction, game_id: int) -> None:
        """"Rematch": a lobby with the same players and options, where the game was played
        (if a game is already open there, the refusal links it)."""
        user = interaction.user

        async def opened(shown: Presentation) -> None:
            await self.presenter.post_lobby(shown.game)

        await self.run(interaction, None, lambda: self.service.rematch(
            game_id, user.id, display_name(user), where=place_of_click(interaction)),
            show=opened, answer=lambda s: msg("ui-rematch-opened", id=s.game.id))

    async def on_replay(self, interaction: discord.Interaction, game_id: int) -> None:
        """"Replay": the finished game's animated replay, privately (issue 22)."""
        await send_replay(interaction, self.service, self.presenter.painter, game_id,
                          await self.voice(interaction))

    async def lobby_op(self, interaction: discord.Interaction, game_id: int, op: str,
                       where: tuple[int | None, int] | None = None,
                       level: Level | None = None) -> None:
        """Join / leave / add a bot / start: the slash commands and the lobby buttons
        (`where`: the place of the button clicked, which must be the game's; `level`: the
        bot's, None for the table's)."""
        user, admin = interaction.user, is_admin(interaction)
        if op == "start":
            await self.run(interaction, game_id, lambda: self.service.start(
                game_id, user.id, admin, where), answer=lambda _: msg("ui-started"))
        elif op == "join":
            await self.run(interaction, game_id, lambda: self.service.join(
                game_id, user.id, display_name(user), where), show=lambda s: self._joined(
                    interaction, s), answer=joined)
        elif op == "leave":
            await self.run(interaction, game_id, lambda: self.service.leave(
                game_id, user.id, where), show=self.seat_left, answer=lambda s: msg(
                    "ui-left-running" if s.game.status == "active" else "ui-left"))
        else:
            await self.run(interaction, game_id, lambda: self.service.add_ai(
                game_id, user.id, admin, where, level), show=self.lobby_shown,
                answer=bot_seated)

    async def seat_left(self, shown: Presentation) -> None:
        """A player left: the lobby shows it; in a running game the table message does (a
        bot plays the seat now, which a member may take)."""
        if shown.game.status == "active":
            await self.presenter.show(shown)
        else:
            await self.lobby_shown(shown)

    async def lobby_shown(self, shown: Presentation) -> None:
        """A seat changed: the lobby message shows it (a running game has none)."""
        if shown.game.status == "lobby":
            await self.presenter.post_lobby(shown.game)

    async def _joined(self, interaction: discord.Interaction, shown: Presentation) -> Msg:
        """The joining player is greeted by DM (or told to use `/hand`), the lobby updated."""
        answer = joined(shown)
        if not await self.presenter.probe_dm(interaction.user.id, shown.game,
                                             await self.voice(interaction, shown)):
            answer = msg("ui-joined-no-dm", first=answer)
        await self.lobby_shown(shown)
        return answer


def bot_seated(shown: Presentation) -> Msg:
    """The answer to `/game addbot`: the bot seated last, and how well it plays."""
    level = shown.game.bot_level(shown.game.seats[-1].seat) if shown.game.seats else None
    return msg("ui-bot-seated") if level is None else msg(
        "ui-bot-seated-level", level=msg(f"ui-level-{level}"))


def joined(shown: Presentation) -> Msg:
    """The answer to a join: a new seat, or a running seat taken back."""
    back = shown.game.status == "active"
    return msg("ui-joined-again" if back else "ui-joined", game=shown.game.title)
