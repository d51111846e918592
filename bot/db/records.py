"""Typed rows returned by the repository."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

GameStatus = Literal["lobby", "active", "finished", "ended"]
BotLevel = Literal["easy", "normal", "hard"]  # as `bot.games.core.levels.Level`
LIVE: tuple[GameStatus, ...] = ("lobby", "active")


class GameRow(BaseModel):
    """A game: where it lives, who hosts it, its status, options, settings and state."""

    id: int
    kind: str
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    host_id: int
    status: GameStatus
    version: int
    seed: int
    options: dict[str, Any] = Field(default_factory=dict)
    settings: dict[str, Any] = Field(default_factory=dict)
    state: str | None = None
    schema_version: int = 1
    table_message_id: int | None = None
    table_called: list[int] = Field(default_factory=list[int])  # seats its message called
    table_lines: list[dict[str, Any]] = Field(default_factory=list[dict[str, Any]])  # it shows
    created_at: float
    updated_at: float

    @property
    def place_id(self) -> int:
        """The channel or thread the game lives in."""
        return self.thread_id or self.channel_id


class FormerPlayer(BaseModel):
    """Someone who played a seat before its current player (None: forgotten by request)."""

    user_id: int | None = None
    name: str


class SeatRow(BaseModel):
    """A seat of a game: the Discord user (None for an AI seat) and how to reach them."""

    game_id: int
    seat: int
    user_id: int | None
    name: str
    is_ai: bool = False
    dm_open: bool = True
    former: list[FormerPlayer] = Field(default_factory=list[FormerPlayer])  # oldest first
    ai_level: BotLevel | None = None  # a bot's own level (None: the table's `ai_level`)


class ActionRow(BaseModel):
    """One accepted action of the append-only log."""

    game_id: int
    seq: int
    seat: int
    action: str
    actor: Literal["player", "ai", "timer", "auto", "standing"]
    undoable: bool
    undone: bool
    created_at: float
    user_id: int | None = None  # whose command it was (None: the AI, a timer, the service)


class EventRow(BaseModel):
    """One stored event: who may see it, its message and its public stand-in (as JSON)."""

    seq: int
    idx: int
    visible_to: list[int] | None
    text: str
    public_text: str | None


class RecapRow(EventRow):
    """A stored event as a recap reads it: with the seat whose action it came from."""

    seat: int


class RecapRows(BaseModel):
    """What a recap reads: the events after a user's mark (`after`, an action's seq; the
    newest, if there were many), and how many live actions follow the mark."""

    after: int
    events: list[RecapRow]
    actions: int


class TimerRow(BaseModel):
    """The deadline and reminder of one seat that must act."""

    game_id: int
    seat: int
    version: int
    deadline: float
    remind_at: float | None
    reminded: bool


class TimerPlan(BaseModel):
    """The deadlines a change gives a game's seats, written in the change's own transaction:
    `fresh` holds, for every human seat that must act, the (deadline, reminder time) it
    gets unless it keeps the one it has; a seat keeps its timer, reminder flag and claim
    included, unless it is in `renew` (it has just acted) or that deadline has passed by
    `now`. A seat not in `fresh` loses its timer (empty: the game has none)."""

    fresh: dict[int, tuple[float, float | None]] = {}
    renew: frozenset[int] = frozenset()
    now: float = 0.0


class UserPrefs(BaseModel):
    """How Saloon may reach a user, and in which language."""

    user_id: int
    dm: bool = True
    reminders: bool = True
    quiet_start: int | None = None
    quiet_end: int | None = None
    locale: str = "auto"  # a language the user chose, or "auto": their Discord client's
    client_locale: str | None = None
    timezone: str = "UTC"  # an IANA zone: quiet hours are hours of this zone's clock
    away_since: float | None = None  # `/notify away:`: deadlines paused from then ...
    away_until: float | None = None  # ... until then (None: not away)
    digest_hour: int | None = None  # one DM a day at this hour of their clock (None: pings)
    digest_next: float | None = None  # when the next digest is due

    @property
    def language(self) -> str:
        """The language Saloon speaks to this user privately."""
        return self.locale if self.locale != "auto" else self.client_locale or "en"


class HandMessage(BaseModel):
    """A seat's last DM hand: where it is, and the decision its buttons answer (None: it
    has no buttons)."""

    game_id: int
    seat: int
    channel_id: int
    message_id: int
    decision_id: int | None = None


class NewEvent(BaseModel):
    """An event ready to store: JSON plus the texts the log shows."""

    visible_to: list[int] | None
    event: str
    text: str
    public_text: str | None


class Reach(BaseModel):
    """How a seat's player is reached: their language (as in `UserPrefs`), whether they
    take DMs, their last DM hand, and when they may be asked (quiet hours of their time
    zone, time away, a daily digest instead of pings)."""

    locale: str = "auto"
    client_locale: str | None = None
    dm: bool = True
    hand: HandMessage | None = None
    quiet_start: int | None = None
    quiet_end: int | None = None
    timezone: str = "UTC"
    away_since: float | None = None
    away_until: float | None = None
    digest_hour: int | None = None

    @property
    def language(self) -> str:
        return self.locale if self.locale != "auto" else self.client_locale or "en"


class GameRecord(BaseModel):
    """A game as one query reads it: its row, its seats, each waiting seat's deadline, how
    each human seat is reached, and the standing orders each seat gave."""

    game: GameRow
    seats: list[SeatRow]
    deadlines: dict[int, float] = {}
    reach: dict[int, Reach] = {}
    orders: dict[int, frozenset[str]] = {}
