"""The PostgreSQL backend (asyncpg), for several processes sharing one database.

- Reads and transactions take a connection from a pool (10 connections, or the URL's
  `?pool_size=N`); READ COMMITTED suffices because
  every write that must not race says so in its SQL (`UPDATE ... WHERE version = ?`,
  `SELECT ... FOR UPDATE`, `FOR UPDATE SKIP LOCKED` claims).
- `game_lock(game_id)` holds a session advisory lock on the game's id for the whole
  lock -> load -> step -> commit of the service, on one pooled connection that every
  statement of that block then runs on (a context variable binds it). Another process
  acting on the game waits; if this process dies, the server releases the lock with its
  connection.
- Migrations are the files of `migrations_pg`, applied under an advisory lock so that
  processes starting together do not race; the applied numbers are kept in
  `saloon_schema`.
"""

from __future__ import annotations

import asyncio
import re
import time
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager, suppress
from contextvars import ContextVar
from dataclasses import dataclass, field
from functools import cache
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import asyncpg
from asyncpg.exceptions import InternalClientError
from asyncpg.pool import PoolConnectionProxy

from bot.db.backend import Backend, Row, Session
from bot.db.connection import NewerDatabaseError, migration_scripts

MIGRATION_LOCK = 0x5A100_0001  # an advisory lock key only Saloon's migrations use
Conn = asyncpg.Connection | PoolConnectionProxy


@cache
def numbered(sql: str) -> str:
    """`?` placeholders as PostgreSQL's `$1, $2, ...` (Saloon's SQL has no `?` in strings)."""
    counter = iter(range(1, 10_000))
    return re.sub(r"\?", lambda _: f"${next(counter)}", sql)


def _without_pool_size(url: str) -> tuple[str, int | None]:
    """The URL without Saloon's own `pool_size` parameter (asyncpg would pass it to the
    server as a setting), and its value."""
    parts = urlsplit(url)
    query = parse_qsl(parts.query, keep_blank_values=True)
    sizes = [int(v) for k, v in query if k == "pool_size" and v.isdigit()]
    rest = urlencode([(k, v) for k, v in query if k != "pool_size"], safe="/")
    return urlunsplit(parts._replace(query=rest)), (sizes[-1] if sizes else None)


def _changed(status: str) -> int:
    """Rows changed, from a command status such as `UPDATE 1` or `INSERT 0 3`."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


class PostgresSession(Session):
    """Statements on one asyncpg connection."""

    def __init__(self, conn: Conn) -> None:
        self.conn = conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return _changed(await self.conn.execute(numbered(sql), *params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        batch = [tuple(r) for r in rows]
        if batch:
            await self.conn.executemany(numbered(sql), batch)

    async def fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return [dict(r) for r in await self.conn.fetch(numbered(sql), *params)]


@dataclass
class _Held:
    """A game lock held by a block of the service: its connection, shared by the block's
    statements one at a time."""

    backend: PostgresBackend
    conn: Conn
    active: bool = True
    turn: asyncio.Lock = field(default_factory=asyncio.Lock)


_HELD: ContextVar[tuple[_Held, ...]] = ContextVar("saloon_pg_held", default=())


class PostgresBackend(Backend):
    """A pool of asyncpg connections to one PostgreSQL database."""

    dialect = "postgresql"
    integrity_errors = (asyncpg.UniqueViolationError,)

    def __init__(self, pool: asyncpg.Pool) -> None:
        self._pool: asyncpg.Pool | None = pool

    @classmethod
    async def open(cls, url: str, *, pool_size: int | None = None) -> PostgresBackend:
        """Connect (`pool_size` connections at most: the argument, else the URL's
        `pool_size` query parameter, else 10) and migrate."""
        url, from_url = _without_pool_size(url)
        size = pool_size or from_url or 10
        pool = await asyncpg.create_pool(url, min_size=1, max_size=size)
        try:
            async with pool.acquire() as conn:
                await migrate(conn)
        except BaseException:
            await pool.close()
            raise
        return cls(pool)

    @property
    def pool(self) -> asyncpg.Pool:
        if self._pool is None:
            raise RuntimeError("the repository is closed")
        return self._pool

    def _held(self) -> _Held | None:
        """The game lock this task holds (and the connection it runs on), if any."""
        for held in reversed(_HELD.get()):
            if held.backend is self and held.active:
                return held
        return None

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[Session]:
        held = self._held()
        if held is not None:
            async with held.turn:
                yield PostgresSession(held.conn)
            return
        async with self.pool.acquire() as conn:
            yield PostgresSession(conn)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[Session]:
        held = self._held()
        if held is not None:
            async with held.turn, held.conn.transaction():
                yield PostgresSession(held.conn)
            return
        async with self.pool.acquire() as conn, conn.transaction():
            yield PostgresSession(conn)

    @asynccontextmanager
    async def game_lock(self, game_id: int) -> AsyncIterator[None]:
        async with self.pool.acquire() as conn:
            # Released by pg_advisory_unlock below, or by the pool's reset of the
            # connection (pg_advisory_unlock_all) if this block is cancelled meanwhile.
            await conn.execute("SELECT pg_advisory_lock($1)", game_id)
            held = _Held(self, conn)
            token = _HELD.set((*_HELD.get(), held))
            try:
                yield
            finally:
                _HELD.reset(token)
                held.active = False
                async with held.turn:  # a statement still running on it finishes first
                    await _unlock_or_drop(conn, game_id)

    async def close(self) -> None:
        pool, self._pool = self._pool, None
        if pool is not None:
            await pool.close()


async def _unlock_or_drop(conn: Conn, game_id: int) -> None:
    """Release a game's lock. If the session died meanwhile its locks went with it (the pool
    has already let the connection go); if the connection cannot run the statement for
    another reason, it is dropped so the pool never hands out one that may hold the lock."""
    try:
        await conn.execute("SELECT pg_advisory_unlock($1)", game_id)
    except asyncpg.InterfaceError:
        return
    except (asyncpg.PostgresError, InternalClientError, OSError):
        with suppress(asyncpg.InterfaceError):
            conn.terminate()


async def migrate(conn: Conn) -> int:
    """Apply every migration newer than the database's, all in one transaction under an
    advisory lock (processes starting together apply each once)."""
    scripts = migration_scripts("migrations_pg")
    newest = scripts[-1][0] if scripts else 0
    async with conn.transaction():
        await conn.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK)
        await conn.execute("CREATE TABLE IF NOT EXISTS saloon_schema ("
                           " version INTEGER PRIMARY KEY, applied_at DOUBLE PRECISION NOT NULL)")
        current = int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM saloon_schema")
                      or 0)
        if current > newest:
            raise NewerDatabaseError(
                f"This database was written by a newer Saloon (schema {current}; this release "
                f"knows up to {newest}). Upgrade Saloon, or point SALOON_DB at another database.")
        for number, sql in scripts:
            if number <= current:
                continue
            await conn.execute(sql)
            await conn.execute("INSERT INTO saloon_schema (version, applied_at) VALUES ($1, $2)",
                               number, time.time())
            current = number
    return current


async def schema_version(conn: Conn) -> int:
    """The newest migration applied to a database (0: none)."""
    exists = await conn.fetchval("SELECT to_regclass('saloon_schema') IS NOT NULL")
    if not exists:
        return 0
    return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM saloon_schema") or 0)
