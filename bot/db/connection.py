"""Opening the SQLite file and applying numbered migrations by `PRAGMA user_version`
(the migration files are read here for both backends)."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import aiosqlite


class NewerDatabaseError(RuntimeError):
    """The database was written by a newer release: this one must not open it."""


def migration_scripts(folder_name: str = "migrations") -> list[tuple[int, str]]:
    """(number, sql) of every `NNN_name.sql` of a migrations folder (`migrations` for
    SQLite, `migrations_pg` for PostgreSQL), in order."""
    folder = resources.files("bot.db") / folder_name
    found: list[tuple[int, str]] = []
    for entry in folder.iterdir():
        if entry.name.endswith(".sql"):
            found.append((int(entry.name.split("_", 1)[0]), entry.read_text(encoding="utf-8")))
    return sorted(found)


async def open_db(path: str | Path) -> aiosqlite.Connection:
    """A connection in WAL mode with foreign keys on, migrated to the newest schema."""
    if str(path) != ":memory:":
        Path(path).parent.mkdir(parents=True, exist_ok=True)
    db = await aiosqlite.connect(str(path), isolation_level=None)
    db.row_factory = aiosqlite.Row
    await db.execute("PRAGMA journal_mode=WAL")
    await db.execute("PRAGMA foreign_keys=ON")
    await db.execute("PRAGMA busy_timeout=5000")
    try:
        await migrate(db)
    except BaseException:
        await db.close()
        raise
    return db


async def migrate(db: aiosqlite.Connection) -> int:
    """Apply every migration newer than `user_version`, each in its own transaction."""
    async with db.execute("PRAGMA user_version") as cur:
        row = await cur.fetchone()
    current = int(row[0]) if row else 0
    scripts = migration_scripts()
    newest = scripts[-1][0] if scripts else 0
    if current > newest:
        raise NewerDatabaseError(
            f"This database was written by a newer Saloon (schema {current}; this release knows "
            f"up to {newest}). Upgrade Saloon, or point SALOON_DB at another file.")
    for number, sql in scripts:
        if number <= current:
            continue
        await db.execute("BEGIN IMMEDIATE")
        try:
            for statement in _statements(sql):
                await db.execute(statement)
            await db.execute(f"PRAGMA user_version={number}")
            await db.execute("COMMIT")
        except BaseException:
            await db.execute("ROLLBACK")
            raise
        current = number
    return current


def _statements(sql: str) -> list[str]:
    lines = [ln for ln in sql.splitlines() if not ln.strip().startswith("--")]
    return [s.strip() for s in "\n".join(lines).split(";") if s.strip()]
