"""A write cancelled while SQLite's BEGIN runs leaves no transaction open (issue 25 #4:
at SIGTERM, a cancelled BEGIN still ran on aiosqlite's thread and the next write failed
with "cannot start a transaction within a transaction")."""

import asyncio

from bot.db.backend import SqliteBackend


async def test_a_write_cancelled_during_its_begin_leaves_the_next_one_working(tmp_path):
    backend = await SqliteBackend.open(tmp_path / "saloon.db")
    try:
        async def write() -> None:
            async with backend.transaction() as db:
                await db.execute("SELECT 1")

        task = asyncio.create_task(write())
        await asyncio.sleep(0)  # the task now waits for its BEGIN on aiosqlite's thread
        task.cancel()
        await asyncio.gather(task, return_exceptions=True)
        assert task.cancelled()
        await write()  # raised OperationalError before
        assert not backend.db.in_transaction
    finally:
        await backend.close()
