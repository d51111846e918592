"""Storage: one repository contract over two backends (aiosqlite, the default; asyncpg for
PostgreSQL, chosen by a `postgresql://` URL) and numbered SQL migrations for each.
All SQL lives here."""

from bot.db.connection import NewerDatabaseError
from bot.db.records import ActionRow, EventRow, GameRow, NewEvent, SeatRow, TimerRow, UserPrefs
from bot.db.repository import Repository

__all__ = ["ActionRow", "EventRow", "GameRow", "NewEvent", "NewerDatabaseError", "Repository",
           "SeatRow", "TimerRow", "UserPrefs"]
