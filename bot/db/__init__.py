"""Storage: aiosqlite repository and numbered SQL migrations. All SQL lives here."""

from bot.db.connection import NewerDatabaseError
from bot.db.records import ActionRow, EventRow, GameRow, NewEvent, SeatRow, TimerRow, UserPrefs
from bot.db.repository import Repository

__all__ = ["ActionRow", "EventRow", "GameRow", "NewEvent", "NewerDatabaseError", "Repository",
           "SeatRow", "TimerRow", "UserPrefs"]
