"""The two storage backends behind one repository: what a backend offers, and SQLite's.

The repository writes its SQL once, with `?` placeholders and portable SQL (COALESCE,
TRUE/FALSE, RETURNING, ON CONFLICT); a backend runs it in a `Session`: reads outside a
transaction (`reading`) or one transaction (`transaction`). `game_lock` serialises the
work on one game across processes where the database is shared (PostgreSQL); the
SQLite file belongs to one process, whose per-game asyncio locks already do that.
"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path
from typing import Any, ClassVar, Literal, TypeVar

import aiosqlite

from bot.db.connection import open_db

Dialect = Literal["sqlite", "postgresql"]
Row = dict[str, Any]


class Session(ABC):
    """One connection's statements; `?` marks each parameter."""

    @abstractmethod
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run one statement; returns the number of rows it changed."""

    @abstractmethod
    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """Run one statement once per parameter row."""

    @abstractmethod
    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        """Every row of a query (or of a statement's RETURNING), as dicts."""

    async def fetchone(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def write(self, sql: str, params: Sequence[Any] = ()) -> None:
        """Run one statement whose result nobody reads. A session may hold it back until
        its next statement or the commit, and send them together (SQLite: one trip to its
        connection's thread); it runs in order all the same, in the same transaction, and
        a failure still rolls the transaction back. Here: at once."""
        await self.execute(sql, params)


class Backend(ABC):
    """A database the repository runs on."""

    dialect: ClassVar[Dialect]
    integrity_errors: tuple[type[BaseException], ...] = ()

    @abstractmethod
    def reading(self) -> AbstractAsyncContextManager[Session]:
        """A session for reads outside any transaction."""

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[Session]:
        """A session inside one transaction: committed on exit, rolled back on error."""

    @abstractmethod
    def game_lock(self, game_id: int) -> AbstractAsyncContextManager[None]:
        """Hold the game's lock in the database (other processes wait for it)."""

    @abstractmethod
    async def close(self) -> None:
        """Idempotent."""


Statement = tuple[str, tuple[Any, ...]]
BEGIN: Statement = ("BEGIN IMMEDIATE", ())
COMMIT: Statement = ("COMMIT", ())
ROLLBACK: Statement = ("ROLLBACK", ())
T = TypeVar("T")


class SqliteSession(Session):
    """Statements on the one aiosqlite connection, each one trip to its thread (a cursor
    left to the garbage collector has finished its statement: nothing stays open). In a
    transaction (`held`), its BEGIN and the statements given to `write` wait for the next
    statement or the commit and go in the same trip: a move makes two trips, its BEGIN
    with the guarded update of its game, then its writes with the COMMIT."""

    def __init__(self, db: aiosqlite.Connection, *, held: bool = False) -> None:
        self.db = db
        self._held: list[Statement] | None = [BEGIN] if held else None

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        if self._held is None:
            return (await self.db.execute(sql, tuple(params))).rowcount
        values = tuple(params)
        return await self._send(lambda conn: conn.execute(sql, values).rowcount)

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        batch = [tuple(r) for r in rows]
        if self._held is None:
            await self.db.executemany(sql, batch)
        else:
            await self._send(lambda conn: _done(conn.executemany(sql, batch)))

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        if self._held is None:
            return [dict(r) for r in await self.db.execute_fetchall(sql, tuple(params))]
        values = tuple(params)
        return await self._send(
            lambda conn: [dict(r) for r in conn.execute(sql, values).fetchall()])

    async def write(self, sql: str, params: Sequence[Any] = ()) -> None:
        if self._held is None:
            await self.execute(sql, params)
        else:
            self._held.append((sql, tuple(params)))

    async def commit(self) -> None:
        """The statements held back, then COMMIT, in one trip: all of them, or (one fails)
        a ROLLBACK there and then, so the transaction is over whatever happens here. A
        transaction that ran nothing is not begun at all."""
        held, self._held = self._held or [], None
        if held != [BEGIN]:
            await in_one_trip(self.db, [*held, COMMIT], _done, undo=ROLLBACK)

    async def _send(self, then: Callable[[sqlite3.Connection], T]) -> T:
        """The statements held back (the BEGIN, the first time), then `then`'s, in one trip."""
        held, self._held = self._held or [], []
        return await in_one_trip(self.db, held, then)


def _done(_: object) -> None:
    """Nothing to read of what ran."""


async def in_one_trip(db: aiosqlite.Connection, statements: Sequence[Statement],
                      then: Callable[[sqlite3.Connection], T],
                      undo: Statement | None = None, patience: float = 5.0) -> T:
    """Run `statements` in order, then `then` (its result is returned), in one trip to the
    connection's thread, where aiosqlite runs each of its calls (a trip costs more than a
    short statement). If one fails, the rest do not run, `undo` runs there (if given and a
    transaction is open) and the error is raised here. Another connection to the same file
    (a second process, or a tool) can make SQLite refuse a BEGIN IMMEDIATE at once with
    "database is locked", without waiting its busy timeout (seen in WAL mode): a trip whose
    BEGIN was refused is tried again for up to `patience` seconds. aiosqlite has no public
    call for this: `_execute` is the one its own methods run through."""
    def run() -> T:
        conn: sqlite3.Connection = db._conn
        try:
            for sql, params in statements:
                conn.execute(sql, params)
            return then(conn)
        except BaseException:
            if undo is not None and conn.in_transaction:
                conn.execute(*undo)
            raise

    loop = asyncio.get_running_loop()
    end = loop.time() + patience
    while True:
        try:
            return await db._execute(run)
        except sqlite3.OperationalError as exc:
            refused = statements[:1] == [BEGIN] and not db.in_transaction
            if not refused or "locked" not in str(exc) or loop.time() >= end:
                raise
        await asyncio.sleep(0.01)


class SqliteBackend(Backend):
    """One aiosqlite connection in WAL mode; writes are serialised by one asyncio lock and
    `BEGIN IMMEDIATE`. The file belongs to one process."""

    dialect = "sqlite"
    integrity_errors = (sqlite3.IntegrityError,)

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db: aiosqlite.Connection | None = db
        self._write = asyncio.Lock()

    @classmethod
    async def open(cls, path: str | Path) -> SqliteBackend:
        return cls(await open_db(path))

    @property
    def db(self) -> aiosqlite.Connection:
        if self._db is None:
            raise RuntimeError("the repository is closed")
        return self._db

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[Session]:
        yield SqliteSession(self.db)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Session]:
        async with self._write:
            db = self.db
            session = SqliteSession(db, held=True)  # its BEGIN goes with its first statement
            try:
                yield session
            except BaseException:
                # A trip cancelled here still runs on aiosqlite's thread (BEGIN included):
                # end whatever it began, or the next transaction fails ("cannot start a
                # transaction within a transaction"); none began if the BEGIN never ran.
                with contextlib.suppress(sqlite3.OperationalError):
                    await db.execute("ROLLBACK")
                raise
            await session.commit()

    @asynccontextmanager
    async def game_lock(self, game_id: int) -> AsyncIterator[None]:
        yield  # one process per file: the service's asyncio lock is the whole story

    async def close(self) -> None:
        """Safe to call concurrently (take the handle first, then close)."""
        db, self._db = self._db, None
        if db is not None:
            await db.close()


def is_postgres_url(target: str | Path) -> bool:
    """Whether `target` names a PostgreSQL database."""
    return isinstance(target, str) and target.startswith(("postgresql://", "postgres://"))


def sqlite_path(target: str | Path) -> str | Path:
    """The file a SQLite target names: a path, or `sqlite:///relative` and
    `sqlite:////absolute` (as SQLAlchemy spells them)."""
    if isinstance(target, str) and target.startswith("sqlite://"):
        rest = target.removeprefix("sqlite://")
        return rest[1:] if rest.startswith("/") else rest
    return target
