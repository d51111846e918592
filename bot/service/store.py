"""Games: the repository, the clock, the games registry, one lock and one turn per game,
loading, and running a change (lock -> load -> change -> presentation).

Every collaborator of the service reaches games through `Games`. A game is loaded in one
query (its row, seats, deadlines and how its players are reached); its action log is read
only to rebuild a state saved by an older release. Locks and turns are per game and pruned
when idle, so a bot that has served many games keeps only the live ones.
"""

from __future__ import annotations

import asyncio
import json
import logging
import secrets
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from typing import Any

from bot.db.records import GameRecord, GameRow
from bot.db.repository import Repository
from bot.errors import NotFoundError, PermissionDeniedError
from bot.games import GAMES
from bot.games.core import AnySpec, Msg, NewerStateError, TableView, msg, replay
from bot.service.models import Loaded, Outcome
from bot.service.present import present
from bot.service.presentation import Presentation, Unreadable
from bot.service.recaps import Recaps
from bot.service.turns import Turns
from bot.service.views import Views

log = logging.getLogger("saloon.service")
Change = Callable[[Outcome], Awaitable[None]]
Place = tuple[int | None, int]  # (server or None, channel or thread) a command came from
Listener = Callable[[Presentation], Awaitable[object]]
UnreadableListener = Callable[[Unreadable], Awaitable[object]]


class UnreadableGameError(NotFoundError):
    """A game saved by a newer release (or damaged): nothing is written to it."""


class Games:
    """Reads games, hands out their locks and turns, and runs their changes."""

    def __init__(self, repo: Repository, *, clock: Callable[[], float] = time.time,
                 seed_source: Callable[[], int] | None = None,
                 games: dict[str, AnySpec] | None = None) -> None:
        self.repo = repo
        self.clock = clock
        self.specs = GAMES if games is None else games
        self.new_seed = seed_source or (lambda: secrets.randbits(62))
        self._locks: dict[int, asyncio.Lock] = {}
        self._users: dict[int, int] = {}
        self.turns = Turns()
        self.views = Views()
        self.recaps = Recaps(repo)
        self.listeners: list[Listener] = []  # told of the changes the service makes itself
        self.changed: list[Callable[[Loaded], None]] = []  # called after every change
        self.unreadable_listeners: list[UnreadableListener] = []
        self._reported: set[int] = set()

    def turn(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """The game's turn (see `Turns`): held from a change until it was presented."""
        return self.turns.turn(game_id)

    async def run(self, game_id: int, change: Change) -> Presentation:
        """Make one change of a game: in its lock, load it once, let `change` step and commit
        (it updates the outcome it is given), and present the result; then whatever follows
        changes (the AI seats) is told."""
        async with self.locked(game_id):
            outcome = Outcome.of(await self.load(game_id))
            before = self._board(outcome.loaded)
            await change(outcome)
            loaded = outcome.loaded
            shown = present(outcome, self._board(loaded), await self.recaps.of_turns(outcome),
                            now=self.clock(), before=before)
            if loaded.game.status != "active":
                self.views.forget(game_id)
        for follow in self.changed:
            follow(outcome.loaded)
        return shown

    def _board(self, loaded: Loaded) -> TableView | None:
        """The table's view of a started game (the last board shown of it, when the change
        is a move: the board marks what differs), None for a lobby."""
        return None if loaded.state is None else self.views.table(loaded)

    async def tell(self, shown: Presentation) -> None:
        """Hand a change the service made on its own (AI seats, timers) to the listeners."""
        for listener in self.listeners:
            try:
                await listener(shown)
            except Exception:
                log.exception("presenting a change of game %s failed", shown.game.id)

    @asynccontextmanager
    async def locked(self, game_id: int) -> AsyncIterator[None]:
        """Hold the game's lock: this process's, then the database's (other processes on a
        shared PostgreSQL wait for it; a no-op on SQLite). The asyncio lock is forgotten
        when nobody holds or waits for it."""
        lock = self._locks.setdefault(game_id, asyncio.Lock())
        self._users[game_id] = self._users.get(game_id, 0) + 1
        try:
            async with lock, self.repo.game_lock(game_id):
                yield
        finally:
            self._users[game_id] -= 1
            if self._users[game_id] == 0:
                del self._users[game_id]
                del self._locks[game_id]

    @property
    def lock_count(self) -> int:
        return len(self._locks)

    async def wait_unlocked(self, timeout: float) -> bool:
        """Wait until no game's lock is held (every commit in flight is done); False when
        `timeout` seconds passed first."""
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while self._locks:
            if loop.time() >= end:
                return False
            await asyncio.sleep(0.02)
        return True

    def spec(self, kind: str) -> AnySpec:
        return spec_named(self.specs, kind)

    async def load(self, game_id: int) -> Loaded:
        if not 0 < game_id < 2**63:  # ids come from custom ids and options typed by anyone
            raise NotFoundError("ui-game-gone")
        record = await self.repo.load_game(game_id)
        if record is None:
            raise NotFoundError("ui-game-gone")
        return await self.loaded(record)

    async def live_at(self, channel_id: int, thread_id: int | None = None) -> Loaded:
        """The live game in a channel or thread, or a friendly NotFoundError."""
        record = await self.repo.load_live_at(channel_id, thread_id)
        if record is None:
            raise NotFoundError("ui-no-game-here")
        return await self.loaded(record)

    async def loaded(self, record: GameRecord) -> Loaded:
        game, spec = record.game, self.spec(record.game.kind)
        try:
            state = None if game.state is None else await self._state(game, len(record.seats),
                                                                       spec)
        except UnreadableGameError as exc:
            await self._report_unreadable(game, exc.msg)
            raise
        return Loaded(game, record.seats, spec, state, record.deadlines, record.reach,
                      record.orders)

    async def _report_unreadable(self, game: GameRow, message: Msg) -> None:
        """Tell the listeners (the game's channel) once per process; every other game goes on."""
        if game.id in self._reported:
            return
        self._reported.add(game.id)
        told = Unreadable(game.id, game.place_id, str(game.settings.get("language", "en")),
                          message)
        for listener in self.unreadable_listeners:
            try:
                await listener(told)
            except Exception:
                log.exception("could not report that game %s is unreadable", game.id)

    async def _state(self, game: GameRow, n_seats: int, spec: AnySpec) -> Any:
        """The game's state; one saved by an older release without a migration is rebuilt
        by replaying its action log (read only then) and stored again; a newer or damaged
        one is never written to (a newer release running beside this one may still play
        it)."""
        assert game.state is not None
        try:
            return spec.load_state(game.state, game.schema_version)
        except ValueError:
            pass  # an older schema to replay, or a newer or damaged state: `restore` says
        actions = await self.repo.actions(game.id)
        state, rebuilt = restore(spec, game, n_seats,
                                 [(a.seat, json.loads(a.action)) for a in actions])
        if rebuilt:
            log.info("game %s: schema %s state rebuilt by replay", game.id, game.schema_version)
            await self.repo.update_game(game.id, self.clock(), state=state.model_dump_json(),
                                        schema_version=spec.schema_version)
        return state

    @staticmethod
    def require_place(loaded: Loaded, where: Place | None) -> None:
        """A button copied to another channel does not reach the game (`where`: the server
        and the channel or thread the click came from; None: not a button)."""
        if where is not None and where != (loaded.game.guild_id, loaded.game.place_id):
            raise NotFoundError("ui-game-elsewhere")

    @staticmethod
    def require_host(loaded: Loaded, user_id: int, is_admin: bool, what: str) -> None:
        if user_id != loaded.game.host_id and not is_admin:
            raise PermissionDeniedError("ui-host-only", what=msg(what))


def spec_named(specs: dict[str, AnySpec], kind: str) -> AnySpec:
    """The game `kind` names, or a friendly NotFoundError listing the games there are."""
    try:
        return specs[kind]
    except KeyError:
        raise NotFoundError("ui-no-such-game", known=", ".join(sorted(specs))) from None


def restore(spec: AnySpec, game: GameRow, n_seats: int,
            moves: list[tuple[int, dict[str, Any]]]) -> tuple[Any, bool]:
    """A stored game's state, and whether it had to be rebuilt by replaying `moves` (a state
    of an older schema that the game has no migration for)."""
    assert game.state is not None
    try:
        return spec.load_state(game.state, game.schema_version), False
    except NewerStateError:
        raise UnreadableGameError("ui-game-newer") from None
    except ValueError:
        if game.schema_version >= spec.schema_version:
            log.exception("game %s: its state cannot be read", game.id)
            raise UnreadableGameError("ui-game-unreadable") from None
    parsed = [(seat, spec.parse_action(action)) for seat, action in moves]
    state, _ = replay(spec, n_seats, game.seed, game.options, parsed)
    state.version = game.version
    return state, True
