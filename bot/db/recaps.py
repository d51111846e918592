"""The "since you last looked" side of the repository (issue 21, item 1): per game and user,
the last action they have seen, their own last move or the last one a recap showed them
(whichever is later); and the events after it, read in one bounded statement (the newest
first), never the whole log."""

from __future__ import annotations

import json

from bot.db.loads import RECAP_MARK, marks
from bot.db.people import PeopleStore
from bot.db.records import RecapRow, RecapRows

# The user's position: the later of their recap mark and their own last live move.
_MISSED = (
    "WITH mark AS (SELECT MAX(seq) AS after FROM ("
    " SELECT seq FROM recap_marks WHERE game_id = ? AND user_id = ?"
    " UNION ALL SELECT MAX(seq) FROM actions WHERE game_id = ? AND user_id = ?"
    " AND undone = FALSE UNION ALL SELECT 0) seen),"
    " missed AS (SELECT COUNT(*) AS n FROM actions, mark WHERE actions.game_id = ?"
    " AND actions.seq > mark.after AND actions.undone = FALSE)"
    " SELECT e.seq, e.idx, a.seat, e.visible_to, e.text, e.public_text, mark.after,"
    " missed.n AS actions FROM mark CROSS JOIN missed"
    " JOIN events e ON e.game_id = ? AND e.seq > mark.after"
    " JOIN actions a ON a.game_id = e.game_id AND a.seq = e.seq AND a.undone = FALSE"
    " ORDER BY e.seq DESC, e.idx DESC LIMIT ?"
)


class RecapStore(PeopleStore):
    """Recap marks, and the events a recap reads."""

    async def recap_rows(self, game_id: int, user_id: int, limit: int = 150) -> RecapRows:
        """The events of live actions after `user_id`'s position in the game, at most
        `limit` (the newest), each with the seat whose action it came from; and how many
        live actions follow the position. One statement."""
        rows = await self._all(_MISSED, (game_id, user_id, game_id, user_id, game_id, game_id,
                                         limit))
        events = [RecapRow(seq=r["seq"], idx=r["idx"], seat=r["seat"], text=r["text"],
                           public_text=r["public_text"],
                           visible_to=None if r["visible_to"] is None
                           else json.loads(r["visible_to"])) for r in rows]
        first = rows[0] if rows else None
        return RecapRows(after=int(first["after"]) if first else 0, events=events[::-1],
                         actions=int(first["actions"]) if first else 0)

    async def mark_seen(self, game_id: int, user_id: int, seq: int) -> None:
        """A recap up to action `seq` was shown to `user_id` (a mark only moves forward)."""
        async with self.transaction() as db:
            await db.execute(RECAP_MARK.format(rows=marks(1, 3)), (game_id, user_id, seq))
