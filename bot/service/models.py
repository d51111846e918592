"""What the service hands to the front ends: loaded games and the outcome of a change."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, Field

from bot.db.records import GameRow, SeatRow
from bot.games.core.model import Event, Result
from bot.games.core.spec import GameSpec


class GameSettings(BaseModel):
    """Per-game settings the host may change with `/game settings`."""

    turn_hours: float = Field(default=24.0, ge=0.05, le=24 * 14)
    reminder_hours: float = Field(default=2.0, ge=0.0, le=24 * 7)
    on_timeout: Literal["default", "ai"] = "default"
    timers: bool = True


@dataclass
class Loaded:
    """A game as stored: its row, seats, and (once started) its engine state."""

    game: GameRow
    seats: list[SeatRow]
    spec: GameSpec
    state: Any | None

    @property
    def settings(self) -> GameSettings:
        return GameSettings.model_validate(self.game.settings)

    def seat_of(self, user_id: int) -> SeatRow | None:
        return next((s for s in self.seats if s.user_id == user_id and not s.is_ai), None)

    def seat_row(self, seat: int) -> SeatRow:
        return next(s for s in self.seats if s.seat == seat)

    def names(self) -> dict[int, str]:
        return {s.seat: s.name for s in self.seats}

    def to_act(self) -> frozenset[int]:
        if self.state is None or self.game.status != "active":
            return frozenset()
        return self.spec.to_act(self.state)


@dataclass(frozen=True)
class Move:
    """One applied action, for presenting: who, what, and how it was chosen."""

    seat: int
    label: str
    actor: Literal["player", "ai", "timer"]


@dataclass
class Outcome:
    """The result of a change: the game after it, what happened, and who is affected."""

    loaded: Loaded
    moves: list[Move] = field(default_factory=list[Move])
    events: list[Event] = field(default_factory=list[Event])
    started: bool = False
    secrets_before: dict[int, set[str]] = field(default_factory=dict[int, set[str]])

    def __post_init__(self) -> None:
        # A game that just started had no secrets before: everyone's first hand is news.
        if self.loaded.state is not None and not self.started:
            self.secrets_before = self.loaded.spec.secrets(self.loaded.state)

    @property
    def result(self) -> Result | None:
        if self.loaded.state is None:
            return None
        return self.loaded.spec.result(self.loaded.state)

    @property
    def to_act(self) -> frozenset[int]:
        return self.loaded.to_act()

    def called_seats(self) -> set[int]:
        """Seats to mention: whoever must act now, and whoever an event called to the table."""
        called = set(self.to_act)
        for event in self.events:
            called.update(event.concerns())
        return called

    def secret_seats(self) -> set[int]:
        """Seats whose secrets changed or that were told something privately (they get a DM)."""
        seats: set[int] = set()
        for event in self.events:
            if event.visible_to is not None:
                seats.update(event.visible_to)
        if self.loaded.state is not None:
            now = self.loaded.spec.secrets(self.loaded.state)
            seats |= {s for s, labels in now.items()
                      if labels and labels != self.secrets_before.get(s, set())}
        return seats
