"""`/privacy delete` in the repository: a user's preferences, recap positions and DM hands go;
their id and name leave every stored game (seats, former players, the moves they made),
which stays replayable; hosting passes to the next human seat."""

from __future__ import annotations

import json

from bot.db.backend import Session
from bot.db.loads import formers
from bot.db.recaps import RecapStore
from bot.db.records import FormerPlayer
from bot.db.results import forget_player

# Hosting passes from a forgotten user to the next human seat after theirs (issue 21,
# item 3), or to nobody (0) when no other human is seated.
_PASS_HOST = (
    "UPDATE games SET host_id = COALESCE((SELECT s.user_id FROM seats s WHERE"
    " s.game_id = games.id AND s.user_id IS NOT NULL AND s.is_ai = FALSE AND s.user_id <> ?"
    " ORDER BY s.seat <= COALESCE((SELECT h.seat FROM seats h WHERE h.game_id = s.game_id"
    " AND h.user_id = ?), -1), s.seat LIMIT 1), 0) WHERE host_id = ?"
)


async def _forget_former(db: Session, user_id: int, anonymous: str) -> None:
    """`user_id` among the former players of any seat becomes `anonymous`, without an id."""
    rows = await db.fetchall("SELECT game_id, seat, former FROM seats WHERE former LIKE ?",
                             (f"%{user_id}%",))
    for row in rows:
        players = [FormerPlayer.model_validate(p) for p in json.loads(row["former"])]
        kept = [FormerPlayer(name=anonymous) if p.user_id == user_id else p for p in players]
        if kept != players:
            await db.execute("UPDATE seats SET former = ? WHERE game_id = ? AND seat = ?",
                             (formers(kept), row["game_id"], row["seat"]))


class ForgetStore(RecapStore):
    """Forgetting a user."""

    async def forget_user(self, user_id: int, anonymous: str) -> list[int]:
        """Delete a user's preferences and recap positions and replace their name and id in
        every stored game (seats, former players, who made each move); a running seat
        passes to the AI and hosting to the next human seat (the games stay replayable:
        seats keep their numbers and the moves stay). Returns the user's active games."""
        rows = await self._all(
            "SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game_id = g.id"
            " WHERE s.user_id = ? AND g.status = 'active'", (user_id,))
        async with self.transaction() as db:
            await db.execute(_PASS_HOST, (user_id, user_id, user_id))
            await db.execute("DELETE FROM users WHERE user_id = ?", (user_id,))
            await db.execute(
                "DELETE FROM hand_messages WHERE EXISTS (SELECT 1 FROM seats s WHERE"
                " s.game_id = hand_messages.game_id AND s.seat = hand_messages.seat"
                " AND s.user_id = ?)", (user_id,))
            await forget_player(db, user_id)
            await db.execute(  # a bot plays on for the player, as for any absent one: normal
                "UPDATE seats SET name = ?, user_id = NULL, is_ai = TRUE, ai_level = 'normal'"
                " WHERE user_id = ?", (anonymous, user_id))
            await db.execute("UPDATE actions SET user_id = NULL WHERE user_id = ?", (user_id,))
            await db.execute("DELETE FROM recap_marks WHERE user_id = ?", (user_id,))
            await _forget_former(db, user_id, anonymous)
        return [int(r["id"]) for r in rows]
