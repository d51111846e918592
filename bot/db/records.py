"""Typed rows returned by the repository."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

GameStatus = Literal["lobby", "active", "finished", "ended"]
LIVE: tuple[GameStatus, ...] = ("lobby", "active")


class GameRow(BaseModel):
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
    created_at: float
    updated_at: float

    @property
    def place_id(self) -> int:
        """The channel or thread the game lives in."""
        return self.thread_id or self.channel_id


class SeatRow(BaseModel):
    game_id: int
    seat: int
    user_id: int | None
    name: str
    is_ai: bool = False
    dm_open: bool = True


class ActionRow(BaseModel):
    game_id: int
    seq: int
    seat: int
    action: str
    actor: Literal["player", "ai", "timer"]
    undoable: bool
    undone: bool
    created_at: float


class EventRow(BaseModel):
    seq: int
    idx: int
    visible_to: list[int] | None
    text: str
    public_text: str | None


class TimerRow(BaseModel):
    game_id: int
    seat: int
    version: int
    deadline: float
    remind_at: float | None
    reminded: bool


class UserPrefs(BaseModel):
    user_id: int
    dm: bool = True
    reminders: bool = True
    quiet_start: int | None = None
    quiet_end: int | None = None
    locale: str = "en"


class NewEvent(BaseModel):
    """An event ready to store: JSON plus the texts the log shows."""

    visible_to: list[int] | None
    event: str
    text: str
    public_text: str | None
