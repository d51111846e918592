"""The PostgreSQL backend on a real server: the URL chooses it, its migrations give the same
schema as SQLite's, and a game's lock is held in the database across processes."""

import asyncio

import asyncpg
import pytest

from bot.db import NewerDatabaseError, Repository
from bot.db.connection import migration_scripts
from tests.support.postgres import drop_database, new_database

pytestmark = pytest.mark.postgres


async def columns_pg(url: str) -> dict[str, set[str]]:
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch("SELECT table_name, column_name FROM information_schema.columns"
                                " WHERE table_schema = 'public' AND table_name <> 'saloon_schema'")
    finally:
        await conn.close()
    out: dict[str, set[str]] = {}
    for r in rows:
        out.setdefault(r["table_name"], set()).add(r["column_name"])
    return out


async def columns_sqlite(repo: Repository) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    async with repo.db.execute("SELECT name FROM sqlite_master WHERE type = 'table'"
                               " AND name NOT LIKE 'sqlite_%'") as cur:
        tables = [r[0] for r in await cur.fetchall()]
    for table in tables:
        async with repo.db.execute(f"PRAGMA table_info({table})") as cur:
            out[table] = {r[1] for r in await cur.fetchall()}
    return out


async def test_the_url_chooses_the_backend_and_both_have_the_same_schema(postgres_url, tmp_path):
    pg = await Repository.open(postgres_url)
    lite = await Repository.open(tmp_path / "s.db")
    try:
        assert (pg.dialect, lite.dialect) == ("postgresql", "sqlite")
        assert await columns_pg(postgres_url) == await columns_sqlite(lite)
        assert [n for n, _ in migration_scripts("migrations_pg")] == [
            n for n, _ in migration_scripts()]
    finally:
        await pg.close()
        await lite.close()


async def test_migrations_apply_once_when_processes_start_together(postgres_server):
    url = await new_database(postgres_server)
    try:
        repos = await asyncio.gather(*(Repository.open(url) for _ in range(3)))
        for r in repos:
            await r.close()
        conn = await asyncpg.connect(url)
        try:
            applied = [r["version"] for r in await conn.fetch(
                "SELECT version FROM saloon_schema ORDER BY version")]
        finally:
            await conn.close()
        assert applied == [n for n, _ in migration_scripts("migrations_pg")]
    finally:
        await drop_database(postgres_server, url)


async def test_a_database_of_a_newer_release_is_refused(postgres_server):
    url = await new_database(postgres_server)  # its own: the shared one must stay usable
    try:
        await (await Repository.open(url)).close()
        conn = await asyncpg.connect(url)
        try:
            await conn.execute("INSERT INTO saloon_schema (version, applied_at) VALUES (999, 0)")
        finally:
            await conn.close()
        with pytest.raises(NewerDatabaseError, match="newer Saloon"):
            await Repository.open(url)
    finally:
        await drop_database(postgres_server, url)


async def test_a_games_lock_is_held_in_the_database_across_processes(postgres_url):
    first, second = (await Repository.open(postgres_url), await Repository.open(postgres_url))
    try:
        entered = asyncio.Event()

        async def other_process() -> None:
            async with second.game_lock(7):
                entered.set()

        async with first.game_lock(7):
            waiting = asyncio.create_task(other_process())
            await asyncio.sleep(0.3)
            assert not entered.is_set()  # the other process waits for the game
            async with second.game_lock(8):  # another game does not wait
                pass
            assert await first.game(7) is None  # statements run on the lock's connection
        await asyncio.wait_for(waiting, 5)
        assert entered.is_set()
    finally:
        await first.close()
        await second.close()


@pytest.mark.parametrize("then_wait", [0, 0, 0, 0.0005, 0.001, 0.002, 0.005, 0.01])
async def test_a_dead_process_releases_its_game_locks(postgres_url, then_wait):
    # The session's end reaches the client at any moment around the unlock: before it, while
    # it is being prepared (once an InternalClientError), or after. Several timings are tried.
    first, second = (await Repository.open(postgres_url), await Repository.open(postgres_url))
    try:
        async with first.game_lock(7):
            admin = await asyncpg.connect(postgres_url)
            await admin.execute("SELECT pg_terminate_backend(pid) FROM pg_locks"
                                " WHERE locktype = 'advisory' AND objid = 7")
            await admin.close()
            await asyncio.sleep(then_wait)
            async with asyncio.timeout(5), second.game_lock(7):
                pass
        assert await first.game(1) is None  # the first process's pool serves on
    finally:
        await first.close()
        await second.close()


async def test_the_pool_size_may_be_given_in_the_url(postgres_url):
    repo = await Repository.open(postgres_url + "&pool_size=3")
    try:
        assert repo.backend.pool.get_max_size() == 3
        assert await repo.game(1) is None
    finally:
        await repo.close()
