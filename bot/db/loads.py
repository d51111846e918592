"""Reading a game in one query, and recording what the front ends delivered.

A command loads its game once (issue 20): the game's row, its seats, each waiting seat's
deadline, and how each human seat is reached (language, DMs, last DM hand) come back in one
statement, the seats aggregated as JSON by the database (the dialects spell it
differently). The action log is not read: only a replay or an undo needs it.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from bot.db.backend import Row
from bot.db.records import FormerPlayer, GameRecord, GameRow, HandMessage, Reach, SeatRow
from bot.db.store import TimerStore

GAME_COLUMNS = (
    "id, kind, guild_id, channel_id, thread_id, host_id, status, version, seed, options, "
    "settings, state, schema_version, table_message_id, table_called, table_lines, "
    "created_at, updated_at"
)
_SEAT_FIELDS = (
    "'seat', s.seat, 'user_id', s.user_id, 'name', s.name, 'is_ai', s.is_ai, "
    "'ai_level', s.ai_level, "
    "'dm_open', s.dm_open, 'former', s.former, 'deadline', t.deadline, 'hand_channel', h.channel_id, "
    "'hand_message', h.message_id, 'hand_decision', h.decision_id, 'dm', u.dm, "
    "'locale', u.locale, 'client_locale', u.client_locale, 'quiet_start', u.quiet_start, "
    "'quiet_end', u.quiet_end, 'timezone', u.timezone, 'away_since', u.away_since, "
    "'away_until', u.away_until, 'digest_hour', u.digest_hour"
)
_SEAT_JOINS = (
    " FROM seats s LEFT JOIN timers t ON t.game_id = s.game_id AND t.seat = s.seat"
    " LEFT JOIN hand_messages h ON h.game_id = s.game_id AND h.seat = s.seat"
    " LEFT JOIN users u ON u.user_id = s.user_id WHERE s.game_id = games.id"
)
_ORDERS = "FROM standing_orders o WHERE o.game_id = s.game_id AND o.seat = s.seat)"  # keys
SEATS_JSON = {
    "sqlite": f"(SELECT json_group_array(json_object({_SEAT_FIELDS}, 'orders',"
              f" (SELECT group_concat(o.order_key, ' ') {_ORDERS})){_SEAT_JOINS})",
    "postgresql": f"(SELECT COALESCE(json_agg(json_build_object({_SEAT_FIELDS}, 'orders',"
                  f" (SELECT string_agg(o.order_key, ' ') {_ORDERS})), '[]')"
                  f"{_SEAT_JOINS})::text",
}
# Recaps shown (issue 21, item 1): (game, user, action reached) rows; a mark only moves forward.
RECAP_MARK = (
    "INSERT INTO recap_marks (game_id, user_id, seq) VALUES {rows}"
    " ON CONFLICT (game_id, user_id) DO UPDATE SET seq = CASE"
    " WHEN excluded.seq > recap_marks.seq THEN excluded.seq ELSE recap_marks.seq END"
)


def formers(players: list[FormerPlayer]) -> str:
    """A seat's former players as stored (JSON)."""
    return json.dumps([p.model_dump() for p in players])


def game_row(row: Row) -> GameRow:
    """A `games` row as stored (its JSON columns parsed)."""
    data = dict(row)
    for key in ("options", "settings", "table_called", "table_lines"):
        data[key] = json.loads(data[key])
    return GameRow.model_validate(data)


def game_record(row: Row) -> GameRecord:
    """A game's row with its seats (the `seat_rows` JSON of `SEATS_JSON`)."""
    data = dict(row)
    seats = sorted(json.loads(data.pop("seat_rows") or "[]"), key=lambda s: s["seat"])
    game = game_row(data)
    record = GameRecord(game=game, seats=[SeatRow(game_id=game.id, former=json.loads(
        s["former"] or "[]"), **{k: s[k] for k in ("seat", "user_id", "name", "is_ai",
                                                   "dm_open", "ai_level")}) for s in seats])
    for s in seats:
        if s["deadline"] is not None:
            record.deadlines[s["seat"]] = float(s["deadline"])
        if s["user_id"] is not None:
            record.reach[s["seat"]] = _reach(game.id, s)
        if s["orders"]:
            record.orders[s["seat"]] = frozenset(s["orders"].split())
    return record


def _reach(game_id: int, s: dict[str, Any]) -> Reach:
    hand = None if s["hand_message"] is None else HandMessage(
        game_id=game_id, seat=s["seat"], channel_id=s["hand_channel"],
        message_id=s["hand_message"], decision_id=s["hand_decision"])
    return Reach(locale=s["locale"] or "auto", client_locale=s["client_locale"],
                 dm=True if s["dm"] is None else bool(s["dm"]), hand=hand,
                 quiet_start=s["quiet_start"], quiet_end=s["quiet_end"],
                 timezone=s["timezone"] or "UTC", away_since=s["away_since"],
                 away_until=s["away_until"], digest_hour=s["digest_hour"])


def marks(count: int, width: int = 1) -> str:
    """`count` rows of `width` placeholders: `(?, ?), (?, ?)` (or `?, ?` for width 1)."""
    if width == 1:
        return ", ".join("?" for _ in range(count))
    row = "(" + ", ".join("?" for _ in range(width)) + ")"
    return ", ".join(row for _ in range(count))


class GameStore(TimerStore):
    """Loading a game in one statement; recording boards and DM hands sent."""

    def _record_sql(self, where: str) -> str:
        return (f"SELECT {GAME_COLUMNS}, {SEATS_JSON[self.dialect]} AS seat_rows"
                f" FROM games WHERE {where}")

    async def load_game(self, game_id: int) -> GameRecord | None:
        row = await self._one(self._record_sql("id = ?"), (game_id,))
        return game_record(row) if row else None

    async def load_live_at(self, channel_id: int, thread_id: int | None = None
                           ) -> GameRecord | None:
        """The live game of a channel or thread."""
        row = await self._one(self._record_sql(
            "channel_id = ? AND COALESCE(thread_id, 0) = ? AND status IN ('lobby', 'active')"),
            (channel_id, thread_id or 0))
        return game_record(row) if row else None

    async def record_delivery(self, game_id: int, now: float, *,
                              board: tuple[int, list[int], list[dict[str, Any]]] | None = None,
                              hands: Sequence[HandMessage] = (),
                              closed: Sequence[int] = (),
                              seen: Sequence[tuple[int, int]] = ()) -> None:
        """What a front end delivered, in one transaction: the current table message (its id,
        the seats it called, the lines it shows), the DM hands sent, the seats whose DMs
        turned out closed, and the recaps shown ((user, action reached)). Nothing is written
        when there is nothing to record."""
        if board is None and not hands and not closed and not seen:
            return
        async with self.transaction() as db:
            if board is not None:
                message_id, called, lines = board
                await db.execute(
                    "UPDATE games SET table_message_id = ?, table_called = ?, table_lines = ?,"
                    " updated_at = ? WHERE id = ?",
                    (message_id, json.dumps(called), json.dumps(lines), now, game_id))
            if hands:
                await db.execute(
                    "INSERT INTO hand_messages (game_id, seat, channel_id, message_id, decision_id)"
                    f" VALUES {marks(len(hands), 5)} ON CONFLICT (game_id, seat) DO UPDATE SET"
                    " channel_id = excluded.channel_id, message_id = excluded.message_id,"
                    " decision_id = excluded.decision_id",
                    [v for h in hands for v in (h.game_id, h.seat, h.channel_id, h.message_id,
                                                h.decision_id)])
            if closed:
                await db.execute(f"UPDATE seats SET dm_open = FALSE WHERE game_id = ?"
                                 f" AND seat IN ({marks(len(closed))})", (game_id, *closed))
            if seen:
                await db.execute(RECAP_MARK.format(rows=marks(len(seen), 3)),
                                 [v for user, seq in seen for v in (game_id, user, seq)])
