"""Writes held back to go with the COMMIT (one trip to aiosqlite's thread) keep a
transaction whole: read in order, and all undone when one of them fails."""

import asyncio
import sqlite3

import pytest

from bot.db.backend import SqliteBackend


async def test_held_writes_run_in_order_before_a_read_and_commit_together(tmp_path):
    backend = await SqliteBackend.open(tmp_path / "saloon.db")
    try:
        async with backend.transaction() as db:
            await db.execute("CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT)")
        async with backend.transaction() as db:
            await db.write("INSERT INTO t VALUES (?, ?)", (1, "a"))
            await db.write("UPDATE t SET v = ? WHERE k = ?", ("b", 1))
            assert await db.fetchall("SELECT v FROM t") == [{"v": "b"}]
            await db.write("INSERT INTO t VALUES (?, ?)", (2, "c"))
        async with backend.reading() as db:
            assert await db.fetchall("SELECT k, v FROM t ORDER BY k") == [
                {"k": 1, "v": "b"}, {"k": 2, "v": "c"}]
    finally:
        await backend.close()


async def test_a_held_write_that_fails_at_the_commit_undoes_the_whole_transaction(tmp_path):
    backend = await SqliteBackend.open(tmp_path / "saloon.db")
    try:
        async with backend.transaction() as db:
            await db.execute("CREATE TABLE t (k INTEGER PRIMARY KEY)")
        with pytest.raises(sqlite3.IntegrityError):
            async with backend.transaction() as db:
                await db.execute("INSERT INTO t VALUES (1)")
                await db.write("INSERT INTO t VALUES (2)")
                await db.write("INSERT INTO t VALUES (2)")  # fails, held until the commit
        assert not backend.db.in_transaction
        async with backend.reading() as db:
            assert await db.fetchall("SELECT k FROM t") == []
    finally:
        await backend.close()


async def test_a_begin_refused_at_once_by_another_connection_is_tried_again(tmp_path):
    backend = await SqliteBackend.open(tmp_path / "saloon.db")
    other = sqlite3.connect(tmp_path / "saloon.db", isolation_level=None)
    try:
        async with backend.transaction() as db:
            await db.execute("CREATE TABLE t (k INTEGER PRIMARY KEY)")
        await backend.db.execute("PRAGMA busy_timeout=0")  # refused at once, as seen in WAL
        other.execute("BEGIN IMMEDIATE")
        asyncio.get_running_loop().call_later(0.1, other.execute, "COMMIT")
        async with backend.transaction() as db:
            await db.write("INSERT INTO t VALUES (1)")
            assert await db.execute("INSERT INTO t VALUES (2)") == 1
        async with backend.reading() as db:
            assert await db.fetchall("SELECT k FROM t ORDER BY k") == [{"k": 1}, {"k": 2}]
    finally:
        other.close()
        await backend.close()
