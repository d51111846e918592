"""Copy a whole Saloon database between backends (SQLite <-> PostgreSQL, or like to like).

Every game, seat, action, event, timer, DM hand, user preference and server limit is
copied in one transaction on the target, which must be empty; the row counts are then
compared table by table, and every game's state is loaded on the target through the
games registry (one of an older schema without a migration is rebuilt by replaying its
action log), so a copy that says it succeeded can be played on.
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

from bot.db.backend import is_postgres_url, sqlite_path
from bot.db.connection import NewerDatabaseError
from bot.db.loads import GAME_COLUMNS
from bot.db.repository import Repository
from bot.db.store import BOOLEANS
from bot.games import GAMES
from bot.games.core import AnySpec, NewerStateError, replay


class CopyError(RuntimeError):
    """The copy cannot be made or did not verify; the message is one line for the user."""


# (table, columns, order) in an order that respects the foreign keys. Timer claims are
# not copied: they belong to the processes of the source.
TABLES: tuple[tuple[str, str, str], ...] = (
    ("games", GAME_COLUMNS, "id"),
    ("seats", "game_id, seat, user_id, name, is_ai, dm_open, former, ai_level",
     "game_id, seat"),
    ("actions", "game_id, seq, seat, action, actor, undoable, undone, created_at, user_id",
     "game_id, seq"),
    ("events", "game_id, seq, idx, visible_to, event, text, public_text", "game_id, seq, idx"),
    ("timers", "game_id, seat, version, deadline, remind_at, reminded", "game_id, seat"),
    ("hand_messages", "game_id, seat, channel_id, message_id, decision_id", "game_id, seat"),
    ("users", "user_id, dm, reminders, quiet_start, quiet_end, locale, client_locale, timezone,"
     " away_since, away_until, digest_hour, digest_next", "user_id"),
    ("guilds", "guild_id, max_live_games, max_lobbies_per_user", "guild_id"),
    ("recap_marks", "game_id, user_id, seq", "game_id, user_id"),

    ("saloon_secrets", "name, value", "name"),
    ("results", "game_id, guild_id, kind, season, finished_at, rated, unrated, source, stats",
     "game_id"),
    ("result_seats", "game_id, seat, place, score, rated, player_key", "game_id, seat"),
    ("rating_players", "player_key, user_id, name, hidden", "player_key"),
    ("ratings", "guild_id, kind, season, player_key, mu, sigma, games, wins",
     "guild_id, kind, season, player_key"),
    ("rating_steps", "guild_id, kind, season, player_key, game_id, mu, sigma",
     "guild_id, kind, season, player_key, game_id"),
    ("seasons", "guild_id, season, started_at", "guild_id, season"),
    ("replay_images", "game_id, image, frames, made_at", "game_id"),

    ("standing_orders", "game_id, seat, order_key, created_at", "game_id, seat, order_key"),
    ("log_notes", "game_id, version, seat, kind, text, created_at",
     "game_id, version, created_at"),
)


def shown(target: str | Path) -> str:
    """A database as it may be printed: a URL's password is hidden."""
    return re.sub(r"://([^:/@]+):[^@]*@", r"://\1:***@", str(target))


async def counts(repo: Repository) -> dict[str, int]:
    """Rows per table."""
    out: dict[str, int] = {}
    async with repo.backend.reading() as db:
        for table, _, _ in TABLES:
            row = await db.fetchone(f"SELECT COUNT(*) AS n FROM {table}")
            out[table] = int(row["n"]) if row else 0
    return out


async def copy_database(source: str | Path, target: str | Path) -> dict[str, int]:
    """Copy `source` into the empty `target` and verify it; returns the rows per table."""
    if str(source) == str(target):
        raise CopyError("the source and the target are the same database")
    if not is_postgres_url(source) and not Path(sqlite_path(source)).exists():
        raise CopyError(f"the source {shown(source)} does not exist")
    src = await _open(source, "source")
    try:
        dst = await _open(target, "target")
        try:
            return await _copy(src, dst)
        finally:
            await dst.close()
    finally:
        await src.close()


async def _open(target: str | Path, role: str) -> Repository:
    try:
        return await Repository.open(target)
    except NewerDatabaseError:
        raise
    except Exception as exc:
        detail = str(exc).splitlines()[0] if str(exc) else ""
        raise CopyError(f"cannot open the {role} {shown(target)}: {type(exc).__name__}: "
                        f"{detail}") from exc


async def _copy(src: Repository, dst: Repository) -> dict[str, int]:
    present = {t: n for t, n in (await counts(dst)).items() if n}
    if present:
        held = ", ".join(f"{n} {t}" for t, n in present.items())
        raise CopyError(f"the target is not empty ({held}); copy only into an empty database")
    async with dst.transaction() as out:
        for table, columns, order in TABLES:
            async with src.backend.reading() as db:
                rows = await db.fetchall(f"SELECT {columns} FROM {table} ORDER BY {order}")
            names = [c.strip() for c in columns.split(",")]
            marks = ", ".join("?" for _ in names)
            await out.executemany(f"INSERT INTO {table} ({columns}) VALUES ({marks})",
                                  [[_value(n, r[n]) for n in names] for r in rows])
        if dst.dialect == "postgresql":  # the next new game's id follows the copied ones
            await out.execute("SELECT setval(pg_get_serial_sequence('games', 'id'),"
                              " COALESCE((SELECT MAX(id) FROM games), 0) + 1, false)")
    expected, copied = await counts(src), await counts(dst)
    if expected != copied:
        wrong = ", ".join(f"{t}: {expected[t]} -> {copied[t]}" for t in expected
                          if expected[t] != copied[t])
        raise CopyError(f"the copy's row counts differ ({wrong})")
    await verify_games(dst)
    return copied


def _value(column: str, value: Any) -> Any:
    return bool(value) if column in BOOLEANS and value is not None else value


async def verify_games(repo: Repository, games: dict[str, AnySpec] | None = None) -> int:
    """Load every stored game's state through the registry (replaying one of an older
    schema that has no migration); returns how many loaded. Raises CopyError on the first
    game that does not."""
    specs = GAMES if games is None else games
    async with repo.backend.reading() as db:
        rows = await db.fetchall("SELECT id, kind, seed, options, state, schema_version"
                                 " FROM games WHERE state IS NOT NULL ORDER BY id")
    for row in rows:
        spec = specs.get(row["kind"])
        if spec is None:
            raise CopyError(f"game {row['id']} is of a kind this release does not know "
                            f"({row['kind']!r})")
        try:
            _load(spec, row, await repo.seats(row["id"]), await repo.actions(row["id"]))
        except NewerStateError:
            raise CopyError(f"game {row['id']} was saved by a newer Saloon; copy with that "
                            "release") from None
        except Exception as exc:
            raise CopyError(f"game {row['id']} ({row['kind']}) does not load on the target: "
                            f"{type(exc).__name__}: {str(exc).splitlines()[0][:200]}") from None
    return len(rows)


def _load(spec: AnySpec, row: dict[str, Any], seats: list[Any], actions: list[Any]) -> None:
    try:
        spec.load_state(row["state"], row["schema_version"])
    except NewerStateError:
        raise
    except ValueError:
        if row["schema_version"] >= spec.schema_version:
            raise
        moves = [(a.seat, spec.parse_action(a.action)) for a in actions]
        replay(spec, len(seats), row["seed"], json.loads(row["options"]), moves)
