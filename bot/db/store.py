"""The repository's plumbing: its backend, transactions, reads, the game lock, and the
timers (deadlines, reminders and the claims that let several processes poll them)."""

from __future__ import annotations

import secrets
from collections.abc import Iterable
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, Self

import aiosqlite

from bot.db.backend import (
    Backend,
    Dialect,
    Row,
    Session,
    SqliteBackend,
    is_postgres_url,
    sqlite_path,
)
from bot.db.records import TimerPlan, TimerRow

BOOLEANS = frozenset({"is_ai", "dm_open", "undoable", "undone", "reminded", "dm", "reminders",
                      "rated", "hidden"})
CLAIM_LEASE = 120.0  # seconds a process's claim on a timer keeps other processes off it


def booleans(fields: dict[str, Any]) -> dict[str, Any]:
    """Flags as booleans (PostgreSQL's BOOLEAN takes no 0 or 1; SQLite stores either)."""
    return {k: bool(v) if k in BOOLEANS and v is not None else v for k, v in fields.items()}


async def open_backend(target: str | Path, **options: Any) -> Backend:
    """The backend `target` names: a `postgresql://` URL, or a SQLite file (a path or a
    `sqlite:///` URL). It lives here, not in `backend`, so that the imports run one way:
    `postgres` builds on `backend`, and only this opener knows both."""
    if is_postgres_url(target):
        from bot.db.postgres import PostgresBackend  # asyncpg only when PostgreSQL is used

        return await PostgresBackend.open(str(target), **options)
    return await SqliteBackend.open(sqlite_path(target))


class Store:
    """A backend, and the statements every part of the repository runs through."""

    def __init__(self, backend: Backend) -> None:
        self.backend = backend
        self.owner = secrets.token_hex(8)  # this process, as the claimant of timers

    @classmethod
    async def open(cls, target: str | Path, **options: Any) -> Self:
        """The repository `target` names: a `postgresql://` URL, or a SQLite file (a path or
        `sqlite:///path`), created and migrated to the newest schema as needed."""
        return cls(await open_backend(target, **options))

    @property
    def dialect(self) -> Dialect:
        return self.backend.dialect

    async def close(self) -> None:
        """Idempotent and safe to call concurrently."""
        await self.backend.close()

    @property
    def db(self) -> aiosqlite.Connection:
        """The SQLite connection (SQLite only: tests and tools that inspect the file)."""
        if not isinstance(self.backend, SqliteBackend):
            raise RuntimeError("not a SQLite repository")
        return self.backend.db

    def transaction(self) -> AbstractAsyncContextManager[Session]:
        return self.backend.transaction()

    def game_lock(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """The game's lock in the database, held around the service's lock -> load -> step
        -> commit so that other processes on the same database wait (a no-op on SQLite,
        whose file one process owns)."""
        return self.backend.game_lock(game_id)

    async def _one(self, sql: str, params: Iterable[Any] = ()) -> Row | None:
        async with self.backend.reading() as db:
            return await db.fetchone(sql, tuple(params))

    async def _all(self, sql: str, params: Iterable[Any] = ()) -> list[Row]:
        async with self.backend.reading() as db:
            return await db.fetchall(sql, tuple(params))


class TimerStore(Store):
    """Turn timers: one row per seat that must act, its reminder, and its claim."""

    async def _lock_game_row(self, db: Session, game_id: int) -> int | None:
        """The game's version, its row locked until the transaction ends (PostgreSQL; a
        SQLite transaction already excludes every other writer)."""
        lock = " FOR UPDATE" if self.dialect == "postgresql" else ""
        row = await db.fetchone(f"SELECT version FROM games WHERE id = ?{lock}", (game_id,))
        return None if row is None else int(row["version"])

    async def set_timers(self, game_id: int, version: int, plan: TimerPlan) -> None:
        """Apply `plan` to the game's timers (see `TimerPlan`); nothing is written when the
        game has moved past `version` meanwhile (a newer change wrote its own)."""
        async with self.transaction() as db:
            current = await self._lock_game_row(db, game_id)
            if current is not None and current > version:
                return
            await write_timers(db, game_id, version, plan)

    async def timers(self, game_id: int) -> list[TimerRow]:
        rows = await self._all("SELECT * FROM timers WHERE game_id = ? ORDER BY seat", (game_id,))
        return [TimerRow.model_validate(r) for r in rows]

    async def timer(self, game_id: int, seat: int) -> TimerRow | None:
        row = await self._one("SELECT * FROM timers WHERE game_id = ? AND seat = ?",
                              (game_id, seat))
        return None if row is None else TimerRow.model_validate(row)

    async def acted_since(self, game_id: int, seat: int, version: int) -> bool:
        """Whether `seat` has an action in the log after `version` (undone ones count)."""
        row = await self._one("SELECT seq FROM actions WHERE game_id = ? AND seat = ?"
                              " AND seq > ? LIMIT 1", (game_id, seat, version))
        return row is not None

    async def due_timers(self, now: float) -> list[TimerRow]:
        rows = await self._all("SELECT * FROM timers WHERE deadline <= ? ORDER BY deadline", (now,))
        return [TimerRow.model_validate(r) for r in rows]

    async def due_reminders(self, now: float) -> list[TimerRow]:
        rows = await self._all(
            "SELECT * FROM timers WHERE reminded = FALSE AND remind_at IS NOT NULL"
            " AND remind_at <= ? AND deadline > ?", (now, now))
        return [TimerRow.model_validate(r) for r in rows]

    async def _claim(self, condition: str, params: tuple[Any, ...], now: float,
                     limit: int) -> list[TimerRow]:
        """Claim the timers matching `condition` that no other process holds a live claim
        on: each is then this process's for `CLAIM_LEASE` seconds (and again at its next
        poll). PostgreSQL skips rows another process is claiming at the same moment."""
        free = "(claimed_by IS NULL OR claimed_by = ? OR claimed_until <= ?)"
        claim = (self.owner, now + CLAIM_LEASE)
        async with self.transaction() as db:
            if self.dialect == "postgresql":
                rows = await db.fetchall(
                    "UPDATE timers t SET claimed_by = ?, claimed_until = ? FROM ("
                    f" SELECT game_id, seat FROM timers WHERE {condition} AND {free}"
                    " ORDER BY deadline LIMIT ? FOR UPDATE SKIP LOCKED) c"
                    " WHERE t.game_id = c.game_id AND t.seat = c.seat RETURNING t.*",
                    (*claim, *params, self.owner, now, limit))
            else:
                rows = await db.fetchall(
                    "UPDATE timers SET claimed_by = ?, claimed_until = ? WHERE"
                    f" {condition} AND {free} RETURNING *", (*claim, *params, self.owner, now))
        timers = sorted((TimerRow.model_validate(r) for r in rows),
                        key=lambda t: (t.deadline, t.game_id, t.seat))
        return timers[:limit]

    async def claim_due_timers(self, now: float, limit: int = 200) -> list[TimerRow]:
        """Expired deadlines this process may handle now (see `_claim`)."""
        return await self._claim("deadline <= ?", (now,), now, limit)

    async def claim_reminders(self, now: float, limit: int = 200) -> list[TimerRow]:
        """Reminders due now that this process may send (see `_claim`)."""
        return await self._claim(
            "reminded = FALSE AND remind_at IS NOT NULL AND remind_at <= ? AND deadline > ?",
            (now, now), now, limit)

    async def mark_reminded(self, game_id: int, seat: int, deadline: float | None = None) -> None:
        """The reminder was sent (of the timer with `deadline`, when given: a timer set anew
        meanwhile keeps its own reminder)."""
        extra, params = ("", ()) if deadline is None else (" AND deadline = ?", (deadline,))
        async with self.transaction() as db:
            await db.execute("UPDATE timers SET reminded = TRUE, claimed_by = NULL,"
                             f" claimed_until = NULL WHERE game_id = ? AND seat = ?{extra}",
                             (game_id, seat, *params))

    async def clear_timers(self, game_id: int) -> None:
        async with self.transaction() as db:
            await self._lock_game_row(db, game_id)
            await db.execute("DELETE FROM timers WHERE game_id = ?", (game_id,))

    async def next_deadline(self) -> float | None:
        row = await self._one("SELECT MIN(deadline) AS deadline, MIN(CASE WHEN reminded = FALSE"
                              " THEN remind_at END) AS remind FROM timers")
        times = [float(v) for v in (row or {}).values() if v is not None]
        return min(times) if times else None


async def write_timers(db: Session, game_id: int, version: int, plan: TimerPlan) -> None:
    """`plan` applied inside the caller's transaction, in two statements: seats that need no
    timer lose theirs; the others get theirs, except that a seat keeping its timer (not
    renewed, deadline not passed) keeps its row untouched (a reminder once sent stays sent,
    a claim stays)."""
    seats = sorted(plan.fresh)
    if not seats:
        await db.write("DELETE FROM timers WHERE game_id = ?", (game_id,))
        return
    await db.write(f"DELETE FROM timers WHERE game_id = ? AND seat NOT IN ({_marks(seats)})",
                     (game_id, *seats))
    renew = sorted(plan.renew & set(seats))
    renewed = f"timers.seat IN ({_marks(renew)}) OR " if renew else ""
    rows = ", ".join("(?, ?, ?, ?, ?)" for _ in seats)
    await db.write(
        f"INSERT INTO timers (game_id, seat, version, deadline, remind_at) VALUES {rows}"
        " ON CONFLICT (game_id, seat) DO UPDATE SET version = excluded.version,"
        " deadline = excluded.deadline, remind_at = excluded.remind_at, reminded = FALSE,"
        " claimed_by = NULL, claimed_until = NULL"
        f" WHERE {renewed}timers.deadline <= ?",
        (*(v for seat in seats for v in (game_id, seat, version, *plan.fresh[seat])),
         *renew, plan.now))


def _marks(values: Iterable[object]) -> str:
    return ", ".join("?" for _ in values)
