"""What the front ends (Discord, the console) receive: an immutable `Presentation` of a game,
built by the service inside the game's lock after every change, or for a look at it.

Nothing here holds an engine state or an unfiltered event: the table's view, keyed
messages (`Msg`, worded by the front end), and, for each seat that needs it (called to act
anew, or told something privately), that seat's own view, lines and choices. Secrecy is a
property of these types: a front end cannot show what it never receives.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.db.records import GameStatus, HandMessage, Reach, SeatRow
from bot.games.core import Msg, NotYourTurnError, Result, SeatView, TableView
from bot.games.core.levels import Level
from bot.service.models import GameSettings, Move, Offer, bot_level
from bot.service.recaps import Recap


@dataclass(frozen=True)
class GameInfo:
    """What anyone may know of a game: where it lives, its seats, who must act, its options
    and settings, and the stored record of its current table message (its id, the seats it
    called, the lines it shows: any process continues it)."""

    id: int
    kind: str
    title: str
    blurb: Msg
    min_seats: int
    max_seats: int
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    host_id: int
    status: GameStatus
    version: int
    options: Mapping[str, Any]
    options_text: tuple[Msg, ...]
    settings: GameSettings
    seats: tuple[SeatRow, ...]
    to_act: frozenset[int] = frozenset()
    table_message_id: int | None = None
    table_called: frozenset[int] = frozenset()
    table_lines: tuple[Msg, ...] = ()

    @property
    def place_id(self) -> int:
        """The channel or thread the game lives in."""
        return self.thread_id or self.channel_id

    def names(self) -> dict[int, str]:
        return {s.seat: s.name for s in self.seats}

    def seat_row(self, seat: int) -> SeatRow:
        return next(s for s in self.seats if s.seat == seat)

    def bot_level(self, seat: int) -> Level | None:
        """The level of the bot seated at `seat` (None: a person's seat, or a bot standing
        in for one, which plays `normal` and keeps the person's name)."""
        row = self.seat_row(seat)
        return bot_level(row, self.settings) if row.is_ai and row.user_id is None else None

    def seat_of(self, user_id: int) -> SeatRow | None:
        """The human seat of `user_id`, if any."""
        return next((s for s in self.seats if s.user_id == user_id and not s.is_ai), None)

    def humans(self, seats: Collection[int]) -> frozenset[int]:
        """The human seats among `seats`."""
        return frozenset(s for s in seats if not self.seat_row(s).is_ai)

    def humans_to_act(self) -> frozenset[int]:
        return self.humans(self.to_act)


@dataclass(frozen=True)
class Private:
    """One seat's private side: its view, what it alone was told by this change, and, when it
    must act, its choices and the id of the decision they answer (as offered to it); with
    `recap`, what happened since its player last looked (a turn DM, `/hand`, status)."""

    seat: int
    view: SeatView
    lines: tuple[Msg, ...] = ()
    offers: tuple[Offer, ...] = ()
    decision_id: int = 0
    recap: Recap | None = None

    @property
    def must_act(self) -> bool:
        return self.decision_id != 0


@dataclass(frozen=True)
class Presentation:
    """A game after a change (or as it is, for a look).

    - `lines`: what the table is told happened (public messages and stand-ins); `moves`: who
      did what, labelled for the table and for the seat that moved;
    - `called`: the seats to mention (who must act, and whoever an event called); `fresh`:
      the human seats among them that the current table message did not call yet;
    - `table_offers`: the public choices of `table_seat`, the one human seat to act (none
      while several seats choose at once); `decisions`: each waiting seat's decision id;
    - `privates`: the seats told something: all of them at the start, otherwise those
      called anew or told something privately (for a look: the one who looks);
    - `reach`: how each human seat is reached (language, DMs, its last DM hand);
      `retired`: DM hands of players whose seat was handed on (their buttons go);
    - `away`: the human seats whose players are away, and until when the game waits for
      each; `unpinged`: seats called whose players take the daily digest instead of pings;
    - `before`: the table's view before the change (None: the first board, or a look), so
      that the board marks what changed.
    """

    game: GameInfo
    table: TableView | None = None
    lines: tuple[Msg, ...] = ()
    moves: tuple[Move, ...] = ()
    called: frozenset[int] = frozenset()
    fresh: frozenset[int] = frozenset()
    deadlines: Mapping[int, float] = field(default_factory=lambda: {})
    decisions: Mapping[int, int] = field(default_factory=lambda: {})
    table_seat: int | None = None
    table_offers: tuple[Offer, ...] = ()
    privates: Mapping[int, Private] = field(default_factory=lambda: {})
    reach: Mapping[int, Reach] = field(default_factory=lambda: {})
    result: Result | None = None
    started: bool = False
    away: Mapping[int, float] = field(default_factory=lambda: {})
    unpinged: frozenset[int] = frozenset()
    before: TableView | None = None

    retired: tuple[HandMessage, ...] = ()  # DM hands of players whose seat was handed on

    @property
    def to_act(self) -> frozenset[int]:
        return self.game.to_act

    def decision_of(self, seat: int) -> int:
        """The id of the decision `seat` is asked now, as offered to it (0: none)."""
        return self.decisions.get(seat, 0)

    def private_of(self, user_id: int) -> Private | None:
        """The private side of `user_id`'s seat, when it was built."""
        row = self.game.seat_of(user_id)
        return None if row is None else self.privates.get(row.seat)


@dataclass(frozen=True)
class Unreadable:
    """A game this release cannot read (saved by a newer one, or damaged): where to say so."""

    game_id: int
    place_id: int
    language: str
    why: Msg


def require_own(seats: Iterable[SeatRow], user_id: int, seat: int) -> None:
    """Only the player of the seat a component was made for may use it."""
    seats = list(seats)
    mine = next((s for s in seats if s.user_id == user_id and not s.is_ai), None)
    if mine is None:
        raise NotYourTurnError("ui-not-playing")
    if mine.seat != seat:
        owner = next((s.name for s in seats if s.seat == seat), "-")
        raise NotYourTurnError("ui-not-your-buttons", who=owner)
