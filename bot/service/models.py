"""The service's own models: settings and limits, a loaded game, offers, moves and the
outcome of a change (from which `present.py` builds the `Presentation` the front ends get:
they never see a `Loaded` or an `Outcome`, which hold the engine state and raw events).
"""

from __future__ import annotations

import hashlib
import hmac
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from bot.db.records import GameRow, HandMessage, Reach, SeatRow
from bot.games.core import ActionText, Event, GameSpec, GameState, Msg
from bot.games.core.levels import Level

Actor = Literal["player", "ai", "timer", "auto", "standing"]  # auto: the only answer
MAX_AWAY_DAYS = 30.0  # the longest time away a table may allow
S = TypeVar("S", bound=GameState)


class GameSettings(BaseModel):
    """Platform settings of one game, chosen by the host (never game options).

    `turn_hours` is the deadline of the seat(s) whose turn it is; `reaction_hours` the
    shorter deadline of a player asked to decide during someone else's turn (a duel's
    defender, a shootout's helper). `language` is the table's: its boards and public
    messages (each player's private messages use their own). `away_limit_days`: a player
    away (`/notify away:`) has their deadlines here paused for at most this long.
    """

    model_config = ConfigDict(extra="forbid")

    turn_hours: float = Field(default=24.0, ge=0.05, le=24 * 14)
    reaction_hours: float = Field(default=4.0, ge=0.05, le=24 * 14)
    reminder_hours: float = Field(default=2.0, ge=0.0, le=24 * 7)
    on_timeout: Literal["default", "ai"] = "default"
    timers: bool = True
    language: Literal["en", "es", "it"] = "en"  # what the table (boards, channel) speaks
    away_limit_days: float = Field(default=7.0, ge=0.0, le=MAX_AWAY_DAYS)

    # Who may take a seat a bot plays for a person who was there (issue 21, item 3):
    # any member, one the host approves, or nobody.
    open_seats: Literal["anyone", "host", "nobody"] = "anyone"
    rated: bool = True  # whether a finished game counts for ratings (chosen in the lobby)
    # How well the table's bots play (issue 23, item 4). The default is the value for
    # tables stored before the setting existed (they keep the bots they had); a new table
    # is opened with `NEW_TABLE_SETTINGS`.
    ai_level: Level = "normal"

    # Whether players may ask `/hint` (issue 23, item 7): a table with hints is unrated
    # (see `lobby.with_hints`), and stays so once a hint was asked.
    hints: bool = False

NEW_TABLE_SETTINGS: dict[str, Any] = {"ai_level": "hard"}  # what a new table starts with


def bot_level(row: SeatRow, settings: GameSettings) -> Level:
    """The level a bot seat plays at: its own (`/game addbot level:`), else the table's.
    A bot standing in for a person (`on_timeout: ai`, a player who left) plays `normal`:
    the issue hands an absent player's seat to a `normal` bot."""
    if row.user_id is not None:
        return "normal"
    return row.ai_level or settings.ai_level


@dataclass(frozen=True)
class Limits:
    """Housekeeping limits: a lobby nobody starts expires after `lobby_days`; a server may
    have `max_live_games` live games and a user `max_lobbies_per_user` open lobbies (a
    server's admins may choose other caps)."""

    lobby_days: float = 7.0
    max_live_games: int = 50
    max_lobbies_per_user: int = 3


@dataclass
class Loaded(Generic[S]):
    """A game as stored: its row, seats, and (once started) its engine state, typed by its
    spec (the service holds games of every kind, so it sees `Loaded[Any]`); with each
    waiting seat's deadline, how each human seat is reached and the standing orders each
    seat gave, read in the same query."""

    game: GameRow
    seats: list[SeatRow]
    spec: GameSpec[S, Any, Any, Any, Any]
    state: S | None
    deadlines: dict[int, float] = field(default_factory=lambda: {})
    reach: dict[int, Reach] = field(default_factory=lambda: {})
    orders: dict[int, frozenset[str]] = field(default_factory=lambda: {})  # standing, by seat
    _legal: tuple[object, dict[int, list[Any]]] | None = field(
        default=None, init=False, repr=False, compare=False)  # (the state, its lists by seat)

    @property
    def live_state(self) -> S:
        """The state of a started game (a lobby has none)."""
        if self.state is None:
            raise RuntimeError(f"game {self.game.id} has not started")
        return self.state

    @property
    def settings(self) -> GameSettings:
        return GameSettings.model_validate(self.game.settings)

    def legal(self, seat: int) -> Sequence[Any]:
        """The legal actions of `seat` now, listed once per state: the automatic answers and
        the offers share one list (a change replaces the state, never alters it in place:
        `step` plays on a copy)."""
        state = self.live_state
        if self._legal is None or self._legal[0] is not state:
            self._legal = (state, {})
        lists = self._legal[1]
        if seat not in lists:
            lists[seat] = self.spec.legal_actions(state, seat)
        return lists[seat]

    def seat_of(self, user_id: int) -> SeatRow | None:
        return next((s for s in self.seats if s.user_id == user_id and not s.is_ai), None)

    def seat_row(self, seat: int) -> SeatRow:
        return next(s for s in self.seats if s.seat == seat)

    def names(self) -> dict[int, str]:
        return {s.seat: s.name for s in self.seats}

    def level_of(self, seat: int) -> Level:
        """The level the bot playing `seat` plays at (see `bot_level`)."""
        return bot_level(self.seat_row(seat), self.settings)

    def to_act(self) -> frozenset[int]:
        if self.state is None or self.game.status != "active":
            return frozenset()
        return self.spec.to_act(self.state)

    def humans_to_act(self) -> frozenset[int]:
        return frozenset(s for s in self.to_act() if not self.seat_row(s).is_ai)

    def ai_to_act(self) -> list[int]:
        return sorted(s for s in self.to_act() if self.seat_row(s).is_ai)

    def decision_of(self, seat: int) -> int:
        """The id of the decision `seat` is asked now, as it is offered (0: none): buttons,
        menus and `/play` carry it, and only this id answers it (see `offered_id`)."""
        if self.state is None or seat not in self.to_act():
            return 0
        return offered_id(self.game, seat, self.spec.decision_id(self.state, seat))


def offered_id(game: GameRow, seat: int, decision: int) -> int:
    """The id under which the engine's decision `decision` is offered to `seat`: a keyed
    hash of the game, the seat and the decision, 62 bits (19 digits: a custom id has 100
    characters). The engine numbers decisions one after another, so its own ids can be
    typed ahead of time (`/play "<next id>:<token>"`); these cannot, because the key is
    derived from the game's seed, which players never see. 0 stays "no decision"."""
    if decision == 0:
        return 0
    key = hashlib.sha256(f"saloon-offered-decision:{game.seed}".encode()).digest()
    digest = hmac.new(key, f"{game.id}:{seat}:{decision}".encode(), hashlib.sha256).digest()
    return int.from_bytes(digest[:8], "big") >> 2 or 1


@dataclass(frozen=True)
class Offer:
    """One legal action as the game describes it; `token` identifies it in custom ids.
    `standing`: a standing order to give or cancel (offered beside the moves)."""

    token: str
    text: ActionText
    standing: bool = False


@dataclass(frozen=True)
class Move:
    """One applied action, for presenting: who, what (`label` as the table may read it,
    `own` as the seat that made it reads it), and how it was chosen."""

    seat: int
    label: Msg
    actor: Actor
    own: Msg | None = None
    first_event: int = 0  # where its events begin in the change's events

    @property
    def told_to_seat(self) -> Msg:
        """The move as its own player is told it."""
        return self.own or self.label


@dataclass
class Outcome:
    """A change as the service makes it, inside the game's lock: the game after it, what
    happened, the deadlines it left, and (an undo) the seats whose hand changed; `asked`
    holds the decision each seat was asked before it (as the engine numbers them)."""

    loaded: Loaded[Any]
    moves: list[Move] = field(default_factory=lambda: [])
    events: list[Event] = field(default_factory=lambda: [])
    started: bool = False
    deadlines: dict[int, float] | None = None  # None: as loaded
    hands_changed: set[int] = field(default_factory=lambda: set())
    asked: dict[int, int] = field(default_factory=lambda: {})
    told: dict[int, list[Msg]] = field(default_factory=lambda: {})  # by the service itself
    retired: list[HandMessage] = field(default_factory=lambda: [])  # DM hands of a seat's
    # former player (handed on): their buttons go
    orders_changed: set[int] = field(default_factory=lambda: set())  # gave or cancelled one

    @classmethod
    def of(cls, loaded: Loaded[Any]) -> Outcome:
        """The outcome of a change about to be made to `loaded`."""
        state = loaded.state
        asked = {} if state is None else {s: loaded.spec.decision_id(state, s)
                                          for s in loaded.to_act()}
        return cls(loaded, asked=asked)

    def newly_asked(self) -> set[int]:
        """Seats that must act now on a decision they were not asked before the change."""
        loaded = self.loaded
        if loaded.state is None:
            return set()
        return {s for s in loaded.to_act()
                if loaded.spec.decision_id(loaded.state, s) != self.asked.get(s)}

    def called_seats(self) -> set[int]:
        """Seats to mention: whoever must act now, and whoever an event called to the table."""
        called = set(self.loaded.to_act())
        for event in self.events:
            called.update(event.concerns())
        return called

    def secret_seats(self) -> set[int]:
        """Seats told something privately, or (an undo) whose hand changed."""
        seats = set(self.hands_changed) | set(self.told) | self.orders_changed
        for event in self.events:
            if event.visible_to is not None:
                seats.update(event.visible_to)
        return seats
