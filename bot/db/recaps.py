"""The "since you last looked" side of the repository (issue 21, item 1): per game and user,
the last action they have seen (their own last move, or the last one a recap showed them),
and the events after it, read newest first up to a bound, never the whole log."""

from __future__ import annotations

import json

from bot.db.backend import Session
from bot.db.people import PeopleStore
from bot.db.records import RecapRows, RecapRow

_MARK = (
    "INSERT INTO recap_marks (game_id, user_id, seq) VALUES (?, ?, ?)"
    " ON CONFLICT (game_id, user_id) DO UPDATE SET seq = CASE"
    " WHEN excluded.seq > recap_marks.seq THEN excluded.seq ELSE recap_marks.seq END"
)


async def write_mark(db: Session, game_id: int, user_id: int, seq: int) -> None:
    """`user_id` has seen game `game_id` up to action `seq` (a mark only moves forward),
    inside the caller's transaction (a move marks its own player's)."""
    await db.execute(_MARK, (game_id, user_id, seq))


class RecapStore(PeopleStore):
    """Recap marks, and the events a recap reads."""

    async def recap_rows(self, game_id: int, user_id: int, limit: int = 150) -> RecapRows:
        """The events of live actions after `user_id`'s mark in the game, at most `limit`
        (the newest), each with the seat whose action it came from; and how many live
        actions follow the mark."""
        async with self.backend.reading() as db:
            mark = await db.fetchone("SELECT seq FROM recap_marks WHERE game_id = ? AND"
                                     " user_id = ?", (game_id, user_id))
            after = int(mark["seq"]) if mark else 0
            rows = await db.fetchall(
                "SELECT e.seq, e.idx, a.seat, e.visible_to, e.text, e.public_text FROM events e"
                " JOIN actions a ON a.game_id = e.game_id AND a.seq = e.seq"
                " WHERE e.game_id = ? AND e.seq > ? AND a.undone = FALSE"
                " ORDER BY e.seq DESC, e.idx DESC LIMIT ?", (game_id, after, limit))
            count = await db.fetchone("SELECT COUNT(*) AS n FROM actions WHERE game_id = ?"
                                      " AND seq > ? AND undone = FALSE", (game_id, after))
        events = [RecapRow(seq=r["seq"], idx=r["idx"], seat=r["seat"], text=r["text"],
                           public_text=r["public_text"],
                           visible_to=None if r["visible_to"] is None
                           else json.loads(r["visible_to"])) for r in rows]
        return RecapRows(after=after, events=events[::-1],
                         actions=int(count["n"]) if count else 0)

    async def mark_seen(self, game_id: int, user_id: int, seq: int) -> None:
        """A recap up to action `seq` was shown to `user_id`."""
        async with self.transaction() as db:
            await write_mark(db, game_id, user_id, seq)
