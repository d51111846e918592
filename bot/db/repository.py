"""All SQL of Saloon, written once for both backends (SQLite, PostgreSQL: backend.py).

Every accepted action is one transaction: the optimistic `UPDATE games ... WHERE
version = ?`, then the action and its events. Zero rows updated means the
client acted on a stale board, and nothing is written. The action and event logs are
only appended to (undo marks an action undone). Timers are claimed by the process that
handles them (`claim_due_timers`, `claim_reminders`), so several processes polling one
database fire each once.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any, Literal

from bot.db.backend import Session
from bot.db.forget import ForgetStore
from bot.db.loads import GAME_COLUMNS, formers, game_row, marks
from bot.db.orders import OrderStore
from bot.db.records import (
    LIVE,
    ActionRow,
    EventRow,
    GameRow,
    GameStatus,
    NewEvent,
    SeatRow,
    TimerPlan,
)
from bot.db.result_records import ResultRecord
from bot.db.results import ResultStore, put_result
from bot.db.store import booleans, write_timers
from bot.errors import LobbyError


def _scope(guild_id: int | None, channel_id: int | None) -> tuple[str, tuple[int | None, ...]]:
    """SQL (and its values) matching the games of one server, or, outside any server,
    those of one DM channel (never every DM: NULL is not 0)."""
    if guild_id is not None:
        return "guild_id = ?", (guild_id,)
    return "guild_id IS NULL AND channel_id = ?", (channel_id,)


async def _put_seats(db: Session, game_id: int, seats: list[SeatRow]) -> None:
    """Replace a game's seats (inside the caller's transaction)."""
    await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
    await db.executemany(
        "INSERT INTO seats (game_id, seat, user_id, name, is_ai, dm_open, former, ai_level)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(game_id, s.seat, s.user_id, s.name, s.is_ai, s.dm_open, formers(s.former),
          s.ai_level) for s in seats],
    )


async def _put_events(db: Session, game_id: int, seq: int, events: list[NewEvent],
                      chunk: int = 500) -> None:
    """An action's events, a few hundred rows per statement (one for any real move)."""
    for start in range(0, len(events), chunk):
        part = events[start:start + chunk]
        await db.write(
            "INSERT INTO events (game_id, seq, idx, visible_to, event, text, public_text)"
            f" VALUES {marks(len(part), 7)}",
            [v for i, e in enumerate(part, start) for v in (
                game_id, seq, i, None if e.visible_to is None else json.dumps(e.visible_to),
                e.event, e.text, e.public_text)])


NoteKind = Literal["hint"]  # what a log note records (migration 012)
NOTE_IDX = 1 << 30  # where notes stand among a version's events: after every one


class Repository(ForgetStore, ResultStore, OrderStore):
    """The storage of games, seats, the action and event logs, timers, standing orders,
    results and user preferences."""

    # -- games ---------------------------------------------------------------------------

    async def create_game(self, *, kind: str, guild_id: int | None, channel_id: int,
                          thread_id: int | None, host_id: int, seed: int,
                          options: dict[str, Any], settings: dict[str, Any], now: float) -> int:
        try:
            async with self.transaction() as db:
                row = await db.fetchone(
                    "INSERT INTO games (kind, guild_id, channel_id, thread_id, host_id, status,"
                    " seed, options, settings, created_at, updated_at)"
                    " VALUES (?, ?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?) RETURNING id",
                    (kind, guild_id, channel_id, thread_id, host_id, seed, json.dumps(options),
                     json.dumps(settings), now, now),
                )
        except self.backend.integrity_errors as exc:
            raise LobbyError("ui-place-taken") from exc
        assert row is not None
        return int(row["id"])

    async def game(self, game_id: int) -> GameRow | None:
        row = await self._one(f"SELECT {GAME_COLUMNS} FROM games WHERE id = ?", (game_id,))
        return game_row(row) if row else None

    async def live_game_at(self, channel_id: int, thread_id: int | None = None) -> GameRow | None:
        row = await self._one(
            f"SELECT {GAME_COLUMNS} FROM games WHERE channel_id = ? AND COALESCE(thread_id, 0) = ?"
            " AND status IN ('lobby', 'active')",
            (channel_id, thread_id or 0),
        )
        return game_row(row) if row else None

    async def games_in_guild(self, guild_id: int | None, statuses: Iterable[GameStatus] = LIVE,
                             limit: int = 25, *, channel_id: int | None = None) -> list[GameRow]:
        """The games of a server; outside a server (`guild_id` None: a DM), only those of
        the DM channel `channel_id` (none without it): one user's DM games are nobody
        else's business."""
        marks = ",".join("?" for _ in statuses)
        scope, where = _scope(guild_id, channel_id)
        rows = await self._all(
            f"SELECT {GAME_COLUMNS} FROM games WHERE {scope} AND status IN ({marks})"
            " ORDER BY updated_at DESC LIMIT ?",
            (*where, *statuses, limit),
        )
        return [game_row(r) for r in rows]

    async def count_live(self, *, guild_id: int | None = None, dms: bool = False,
                         host_id: int | None = None, status: GameStatus | None = None) -> int:
        """How many live games a server has (`guild_id`), or all DMs (`dms`), or everywhere
        (neither); optionally only those a user hosts, of one status."""
        where, params = ["status IN ('lobby', 'active')"], []
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        elif dms:
            where.append("guild_id IS NULL")
        if host_id is not None:
            where.append("host_id = ?")
            params.append(host_id)
        if status is not None:
            where.append("status = ?")
            params.append(status)
        row = await self._one(f"SELECT COUNT(*) AS n FROM games WHERE {' AND '.join(where)}",
                              params)
        return int(row["n"]) if row else 0

    async def live_game_ids(self, *, guild_id: int | None = None,
                            place_id: int | None = None) -> list[int]:
        """Live games of a server, or of a channel or thread (and the threads under it)."""
        if guild_id is not None:
            sql, params = "guild_id = ?", (guild_id,)
        else:
            sql, params = "(channel_id = ? OR thread_id = ?)", (place_id, place_id)
        rows = await self._all(
            f"SELECT id FROM games WHERE {sql} AND status IN ('lobby', 'active')", params)
        return [int(r["id"]) for r in rows]

    async def stale_lobby_ids(self, before: float) -> list[int]:
        rows = await self._all(
            "SELECT id FROM games WHERE status = 'lobby' AND updated_at < ?", (before,))
        return [int(r["id"]) for r in rows]

    async def active_game_ids(self) -> list[int]:
        rows = await self._all("SELECT id FROM games WHERE status = 'active'")
        return [int(r["id"]) for r in rows]

    async def update_game(self, game_id: int, now: float, **fields: Any) -> None:
        """Set plain columns (status, settings, options, table_message_id, state, version...)."""
        for key in ("options", "settings", "table_called", "table_lines"):
            if key in fields:
                fields[key] = json.dumps(fields[key])
        sets = ", ".join(f"{k} = ?" for k in fields)
        async with self.transaction() as db:
            await db.execute(f"UPDATE games SET {sets}, updated_at = ? WHERE id = ?",
                             (*fields.values(), now, game_id))

    async def start_game(self, game_id: int, *, seats: list[SeatRow], state: str,
                         schema_version: int, now: float, timers: TimerPlan) -> None:
        """Fix the seat order, store the initial state (version 0) and its timers."""
        async with self.transaction() as db:
            await _put_seats(db, game_id, seats)
            await db.execute(
                "UPDATE games SET status = 'active', state = ?, version = 0, schema_version = ?,"
                " updated_at = ? WHERE id = ? AND status = 'lobby'",
                (state, schema_version, now, game_id),
            )
            await write_timers(db, game_id, 0, timers)

    async def commit_step(self, game_id: int, *, expected_version: int, state: str,
                          status: GameStatus, seat: int, action: str, actor: str,
                          undoable: bool, events: list[NewEvent], now: float,
                          timers: TimerPlan, user_id: int | None = None,
                          result: ResultRecord | None = None) -> bool:
        """Store one accepted action and the timers it leaves, atomically, with the game's
        results when it is the final move; False (nothing written) if the version moved.
        `user_id`: the person whose command it was (None for the AI, a timer or the
        service)."""
        new_version = expected_version + 1
        async with self.transaction() as db:
            changed = await db.execute(
                "UPDATE games SET state = ?, version = ?, status = ?, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = 'active'",
                (state, new_version, status, now, game_id, expected_version),
            )
            if changed != 1:
                return False
            await db.write(
                "INSERT INTO actions (game_id, seq, seat, action, actor, undoable, created_at,"
                " user_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (game_id, new_version, seat, action, actor, undoable, now, user_id),
            )
            await _put_events(db, game_id, new_version, events)
            await write_timers(db, game_id, new_version, timers)
            if result is not None:
                await put_result(db, self.dialect, result)
        return True

    async def commit_undo(self, game_id: int, *, expected_version: int, seq: int, state: str,
                          now: float, timers: TimerPlan) -> bool:
        """Mark action `seq` undone, with the answers the service gave after it (they are
        the last of the log), and store the rebuilt state as a new version, with the timers
        it leaves."""
        async with self.transaction() as db:
            changed = await db.execute(
                "UPDATE games SET state = ?, version = version + 1, updated_at = ?"
                " WHERE id = ? AND version = ? AND status = 'active'",
                (state, now, game_id, expected_version),
            )
            if changed != 1:
                return False
            await db.execute("UPDATE actions SET undone = TRUE WHERE game_id = ? AND seq >= ?",
                             (game_id, seq))
            await write_timers(db, game_id, expected_version + 1, timers)
        return True

    # -- seats ---------------------------------------------------------------------------

    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._all(
            "SELECT game_id, seat, user_id, name, is_ai, dm_open, former, ai_level FROM seats"
            " WHERE game_id = ? ORDER BY seat", (game_id,))
        return [SeatRow.model_validate({**r, "former": json.loads(r["former"])}) for r in rows]

    async def hand_seat(self, game_id: int, seat: int, **fields: Any) -> None:
        """A seat passes to another person (`fields`: its new user, name, flags, former
        players): in the same transaction its last DM hand, the previous player's, is
        forgotten (its buttons are refused from now on: the seat is not theirs)."""
        fields = booleans(fields)
        if "former" in fields:
            fields["former"] = formers(fields["former"])
        sets = ", ".join(f"{k} = ?" for k in fields)
        async with self.transaction() as db:
            await db.execute(f"UPDATE seats SET {sets} WHERE game_id = ? AND seat = ?",
                             (*fields.values(), game_id, seat))
            await db.execute("DELETE FROM hand_messages WHERE game_id = ? AND seat = ?",
                             (game_id, seat))

    async def replace_seats(self, game_id: int, seats: list[SeatRow]) -> None:
        async with self.transaction() as db:
            await _put_seats(db, game_id, seats)

    async def update_seat(self, game_id: int, seat: int, **fields: Any) -> None:
        fields = booleans(fields)
        sets = ", ".join(f"{k} = ?" for k in fields)
        async with self.transaction() as db:
            await db.execute(f"UPDATE seats SET {sets} WHERE game_id = ? AND seat = ?",
                             (*fields.values(), game_id, seat))

    # -- logs ----------------------------------------------------------------------------

    async def actions(self, game_id: int, include_undone: bool = False) -> list[ActionRow]:
        extra = "" if include_undone else " AND undone = FALSE"
        rows = await self._all(
            "SELECT game_id, seq, seat, action, actor, undoable, undone, created_at, user_id"
            f" FROM actions WHERE game_id = ?{extra} ORDER BY seq", (game_id,))
        return [ActionRow.model_validate(dict(r)) for r in rows]

    async def events(self, game_id: int, limit: int = 50) -> list[EventRow]:
        """The newest lines of the log, oldest first: the events of live (not undone)
        actions, and the notes (`note`), each after the events of its version."""
        rows = await self._all(
            "SELECT seq, idx, visible_to, text, public_text FROM ("
            " SELECT e.seq, e.idx, 0.0 AS at, e.visible_to, e.text, e.public_text FROM events e"
            " JOIN actions a ON a.game_id = e.game_id AND a.seq = e.seq"
            " WHERE e.game_id = ? AND a.undone = FALSE"
            f" UNION ALL SELECT n.version, {NOTE_IDX}, n.created_at, NULL, n.text, NULL"
            " FROM log_notes n WHERE n.game_id = ?) AS lines"
            " ORDER BY seq DESC, idx DESC, at DESC LIMIT ?",
            (game_id, game_id, limit))
        out = [EventRow(seq=r["seq"], idx=r["idx"], text=r["text"], public_text=r["public_text"],
                        visible_to=None if r["visible_to"] is None else json.loads(r["visible_to"]))
               for r in rows]
        return out[::-1]

    async def note(self, game_id: int, version: int, seat: int, kind: NoteKind, text: str,
                   now: float) -> None:
        """Add a line to a game's log that is not a move (`text`: a keyed message as JSON),
        after the events of `version`; the game itself (its version) is left as it is."""
        async with self.transaction() as db:
            await db.execute("INSERT INTO log_notes (game_id, version, seat, kind, text,"
                             " created_at) VALUES (?, ?, ?, ?, ?, ?)",
                             (game_id, version, seat, kind, text, now))
