"""`GameService`: the whole service as the front ends (cogs, the console) use it, and the
only part of it they use (an architecture test forbids reaching past it).

Every change of a game, whoever makes it, runs the same way (`Games.run`): the game's lock,
one load (row, seats, deadlines and how its players are reached, in one query), the change
with its one commit, and an immutable `Presentation` built inside the lock; then AI seats
that must act are woken (only those). A front end holds the game's `turn` around a
command and its presentation, so that changes are shown in the order they were made.
The parts it is composed of do one job each:

- `games` (store.py): repository, clock, registry, locks, turns, loading, running changes;
- `lobby` (lobby.py) and `play` (play.py): the changes players make;
- `timers` (timers.py): expiry, absence, reminders; `automation`: AI seats;
- `Housekeeping` (housekeeping.py), `Accounts` (accounts.py), `Away` (away.py: time
  away, `/mygames`, the daily digest), `Memory` (memory.py: leaderboards, statistics,
  voids and seasons), `History` (history.py: finished games listed, shown again and
  exported), `Replays` (replays.py: records played back and continued) and `Animations`
  (animation.py: the animated replay): the rest of this facade.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from contextlib import AbstractAsyncContextManager
from functools import partial
from typing import Any

from bot.db.records import HandMessage
from bot.db.repository import Repository
from bot.errors import NotFoundError
from bot.games.core import Action, AnySpec, Msg
from bot.games.core.levels import Level
from bot.service import present, tables
from bot.service.accounts import Accounts
from bot.service.animation import Animations
from bot.service.automation import Automation
from bot.service.away import Away
from bot.service.hints import Hint, Hints
from bot.service.history import History
from bot.service.housekeeping import Housekeeping
from bot.service.lobby import Lobby
from bot.service.memory import Memory
from bot.service.models import Limits, Loaded, Outcome
from bot.service.play import Play
from bot.service.presentation import GameInfo, Presentation
from bot.service.recaps import Recap
from bot.service.replays import Replays
from bot.service.seating import Seating
from bot.service.store import Games, Listener, Place, UnreadableListener, spec_named
from bot.service.thinking import Thinker
from bot.service.timers import Timers


async def _as_it_is(outcome: Outcome) -> None:
    """No change: the game as loaded (a new lobby is presented so)."""


class GameService(Housekeeping, Accounts, Away, Memory, History, Replays, Animations):
    """The one entry point of the cogs and the console."""

    def __init__(self, repo: Repository, *, clock: Callable[[], float] = time.time,
                 ai_delay: float = 0.0, seed_source: Callable[[], int] | None = None,
                 games: dict[str, AnySpec] | None = None, limits: Limits | None = None,
                 thinkers: int = 0) -> None:
        """`thinkers`: the worker processes in which `hard` bots search (0: threads)."""
        self.games = Games(repo, clock=clock, seed_source=seed_source, games=games)
        self.repo = repo
        self.clock = clock
        self.specs: dict[str, AnySpec] = self.games.specs
        self.lobby = Lobby(self.games, limits)
        self.play = Play(self.games, Thinker(thinkers))
        self.timers = Timers(self.games, self.play)
        self.automation = Automation(self.games, self.play, delay=ai_delay)
        self.seating = Seating(self.games)
        self.hints = Hints(self.games, self.play.thinker)

    def listen(self, listener: Listener, unreadable: UnreadableListener | None = None) -> None:
        """Be told of every change the service makes on its own (AI moves, expired
        deadlines, absent players), and of games this release cannot read."""
        self.games.listeners.append(listener)
        if unreadable is not None:
            self.games.unreadable_listeners.append(unreadable)

    def bots_thinking(self) -> tuple[int, int]:
        """The bots' searches under way in this process, and the hard moves played `normal`
        since it started (the cap of searches was reached), for the health line."""
        thinker = self.play.thinker
        return thinker.searching, thinker.fell_back

    def now(self) -> float:
        """The service's time (the clock tests move)."""
        return self.games.clock()

    def spec(self, kind: str) -> AnySpec:
        """The game `kind` names (a friendly refusal names those there are)."""
        return spec_named(self.specs, kind)

    def turn(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """Hold the game's turn around a change and its presentation: this process's changes
        of one game are then presented one at a time, in the order they were made."""
        return self.games.turn(game_id)

    # -- reading ------------------------------------------------------------------------

    async def look(self, game_id: int, user_id: int | None = None, *,
                   table: bool = True, recap: bool = False) -> Presentation:
        """A game as it is, with `user_id`'s private side if they are seated (`table`: with
        the table's view and public choices; `recap`: with what they missed since they last
        looked, which the front end confirms with `recap_seen` once shown)."""
        loaded = await self.games.load(game_id)
        return await self._look_recap(loaded, user_id, table, recap)

    async def look_here(self, channel_id: int, thread_id: int | None = None,
                        user_id: int | None = None, *, table: bool = True,
                        recap: bool = False) -> Presentation:
        """`look` at the live game of a channel or thread."""
        loaded = await self.games.live_at(channel_id, thread_id)
        return await self._look_recap(loaded, user_id, table, recap)

    async def recap_seen(self, game_id: int, user_id: int, upto: int) -> None:
        """A recap reaching action `upto` was shown to `user_id`: the next starts after it."""
        await self.games.recaps.seen(game_id, user_id, upto)

    async def find(self, channel_id: int, thread_id: int | None = None) -> int:
        """The id of the live game of a channel or thread (without loading it)."""
        game = await self.repo.live_game_at(channel_id, thread_id)
        if game is None:
            raise NotFoundError("ui-no-game-here")
        return game.id

    async def listing(self, guild_id: int | None, channel_id: int | None) -> list[GameInfo]:
        """The live games of a server (in a DM: of that DM), newest first, without seats."""
        rows = await self.repo.games_in_guild(guild_id, channel_id=channel_id)
        return [present.game_summary(row, self.games.spec(row.kind)) for row in rows]

    async def log(self, game_id: int, user_id: int | None, limit: int = 30) -> list[Msg]:
        """The newest events, private ones only for the seats that may see them."""
        loaded = await self.games.load(game_id)
        row = loaded.seat_of(user_id) if user_id is not None else None
        return tables.log_lines(await self.repo.events(game_id, limit),
                                row.seat if row else None)

    async def hint(self, game_id: int, user_id: int, where: Place | None = None) -> Hint:
        """`/hint`: what the `hard` bot would play now in `user_id`'s seat, and why (see
        `Hints.ask`); the log records the asking, the game is otherwise unchanged."""
        loaded = await self.games.load(game_id)
        self.games.require_place(loaded, where)
        return await self.hints.ask(loaded, user_id)

    async def settled(self, game_id: int, user_id: int | None = None) -> Presentation:
        """The game once its AI seats that must act have acted (the console waits so)."""
        loaded = await self.games.load(game_id)
        if loaded.ai_to_act():
            self.automation.kick(game_id)
            await self.automation.wait_idle(game_id)
            loaded = await self.games.load(game_id)
        return self._look(loaded, user_id, True)

    async def _look_recap(self, loaded: Loaded, user_id: int | None, table: bool,
                          recap: bool) -> Presentation:
        row = loaded.seat_of(user_id) if recap and user_id is not None else None
        missed = None if row is None else await self.games.recaps.of_seat(loaded, row.seat)
        return self._look(loaded, user_id, table, missed)

    def _look(self, loaded: Loaded, user_id: int | None, table: bool,
              recap: Recap | None = None) -> Presentation:
        view = self.games.views.table(loaded) if table and loaded.state is not None else None
        return present.look(loaded, user_id, view, recap, now=self.games.clock())

    # -- changes ------------------------------------------------------------------------

    async def new(self, kind: str, **fields: Any) -> Presentation:
        """Open a lobby (see `Lobby.new`)."""
        return await self.games.run(await self.lobby.new(kind, **fields), _as_it_is)

    async def rematch(self, game_id: int, user_id: int, name: str,
                      where: Place | None = None) -> Presentation:
        """A new lobby with a finished game's players and options, hosted by `user_id`
        (`where`: the place of the button clicked, which must be the game's)."""
        old = await self.games.load(game_id)
        return await self.games.run(await self.lobby.rematch(old, user_id, name, where),
                                    _as_it_is)

    async def join(self, game_id: int, user_id: int, name: str,
                   where: Place | None = None) -> Presentation:
        return await self.games.run(game_id, partial(self.lobby.join, user_id=user_id,
                                                     name=name, where=where))

    async def add_ai(self, game_id: int, user_id: int, is_admin: bool = False,
                     where: Place | None = None, level: Level | None = None) -> Presentation:
        """Seat a bot playing at `level` (None: the table's `ai_level`)."""
        return await self.games.run(game_id, partial(self.lobby.add_ai, user_id=user_id,
                                                     is_admin=is_admin, where=where,
                                                     level=level))

    async def leave(self, game_id: int, user_id: int, where: Place | None = None
                    ) -> Presentation:
        return await self.games.run(game_id, partial(self.lobby.leave, user_id=user_id,
                                                     where=where))

    async def kick(self, game_id: int, by_user: int, target_user: int,
                   is_admin: bool = False) -> Presentation:
        return await self.games.run(game_id, partial(
            self.lobby.kick, by_user=by_user, target_user=target_user, is_admin=is_admin))

    async def change_settings(self, game_id: int, user_id: int, is_admin: bool,
                              settings: dict[str, Any] | None = None,
                              options: dict[str, Any] | None = None) -> Presentation:
        return await self.games.run(game_id, partial(
            self.lobby.change_settings, user_id=user_id, is_admin=is_admin, settings=settings,
            options=options))

    async def end(self, game_id: int, user_id: int, is_admin: bool = False) -> Presentation:
        return await self.games.run(game_id, partial(self.lobby.end, user_id=user_id,
                                                     is_admin=is_admin))

    async def start(self, game_id: int, user_id: int, is_admin: bool = False,
                    where: Place | None = None) -> Presentation:
        return await self.games.run(game_id, partial(self.play.start, user_id=user_id,
                                                     is_admin=is_admin, where=where))

    async def act(self, game_id: int, user_id: int, action: Action | dict[str, Any],
                  decision_id: int | None = None) -> Presentation:
        return await self.games.run(game_id, partial(
            self.play.act, user_id=user_id, action=action, decision_id=decision_id))

    async def act_token(self, game_id: int, user_id: int, token: str,
                        decision_id: int | None, seat: int | None = None) -> Presentation:
        """The move a button, menu or `/play` carried (`seat`: the one it was made for)."""
        return await self.games.run(game_id, partial(
            self.play.act_token, user_id=user_id, token=token, decision_id=decision_id,
            seat=seat))

    async def undo(self, game_id: int, user_id: int) -> Presentation:
        return await self.games.run(game_id, partial(self.play.undo, user_id=user_id))

    # -- substitutes and hosting (seating.py) -----------------------------------------------

    async def replace(self, game_id: int, by_user: int, old_user: int, new_user: int,
                      new_name: str, is_admin: bool = False,
                      where: Place | None = None) -> Presentation:
        """`/game replace`: a seat handed to another member (see `Seating.replace`)."""
        return await self.games.run(game_id, partial(
            self.seating.replace, by_user=by_user, old_user=old_user, new_user=new_user,
            new_name=new_name, is_admin=is_admin, where=where))

    async def take_seat(self, game_id: int, user_id: int, name: str, seat: int, *,
                        approved_by: int | None = None, is_admin: bool = False,
                        where: Place | None = None) -> Presentation:
        """"Take this seat" (or the host's approval of a request): see `Seating.take`."""
        return await self.games.run(game_id, partial(
            self.seating.take, user_id=user_id, name=name, seat=seat,
            approved_by=approved_by, is_admin=is_admin, where=where))

    async def hand_host(self, game_id: int, by_user: int, to_user: int,
                        is_admin: bool = False) -> Presentation:
        """`/game host`: hosting handed to a seated player."""
        return await self.games.run(game_id, partial(
            self.seating.hand_host, by_user=by_user, to_user=to_user, is_admin=is_admin))

    # -- what the front ends delivered ----------------------------------------------------

    async def delivered(self, game_id: int, *, board: tuple[int, Iterable[int], Iterable[Msg]]
                        | None = None, hands: Iterable[HandMessage] = (),
                        closed: Iterable[int] = (),
                        recaps: Iterable[tuple[int, int]] = ()) -> None:
        """Record what a front end delivered, for every process to continue from: the current
        table message (its id, the seats it called, the lines it shows), the DM hands sent
        (and those whose buttons went), the seats whose DMs turned out closed, and the
        recaps shown ((user, action reached): the next recap starts after it)."""
        stored = None if board is None else (
            board[0], sorted(board[1]), [m.model_dump(mode="json") for m in board[2]])
        reached: dict[int, int] = {}
        for user_id, upto in recaps:
            reached[user_id] = max(upto, reached.get(user_id, 0))
        await self.repo.record_delivery(game_id, self.games.clock(), board=stored,
                                        hands=list(hands), closed=sorted(closed),
                                        seen=sorted(reached.items()))

