"""Storage: aiosqlite repository and numbered SQL migrations. All SQL lives here."""

from bot.db.records import ActionRow, EventRow, GameRow, NewEvent, SeatRow, TimerRow, UserPrefs
from bot.db.repository import Repository

__all__ = ["ActionRow", "EventRow", "GameRow", "NewEvent", "Repository", "SeatRow", "TimerRow",
           "UserPrefs"]
