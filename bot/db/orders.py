"""The standing orders each seat of a game has given (issue 19): order keys as the game
names them, kept until the player cancels them or the game is deleted."""

from __future__ import annotations

from collections.abc import Collection

from bot.db.people import PeopleStore


class OrderStore(PeopleStore):
    """Standing orders per seat."""

    async def standing_orders(self, game_id: int) -> dict[int, frozenset[str]]:
        """Each seat's standing orders (seats without any are left out)."""
        rows = await self._all("SELECT seat, order_key FROM standing_orders WHERE game_id = ?",
                               (game_id,))
        out: dict[int, set[str]] = {}
        for row in rows:
            out.setdefault(int(row["seat"]), set()).add(str(row["order_key"]))
        return {seat: frozenset(keys) for seat, keys in out.items()}

    async def give_order(self, game_id: int, seat: int, key: str, replaces: Collection[str],
                         now: float) -> None:
        """Store `seat`'s order `key`, dropping the orders it `replaces` (its group's)."""
        async with self.transaction() as db:
            for old in replaces:
                await db.execute("DELETE FROM standing_orders WHERE game_id = ? AND seat = ?"
                                 " AND order_key = ?", (game_id, seat, old))
            await db.execute(
                "INSERT INTO standing_orders (game_id, seat, order_key, created_at)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (game_id, seat, order_key) DO NOTHING",
                (game_id, seat, key, now))

    async def cancel_order(self, game_id: int, seat: int, key: str) -> bool:
        """Drop `seat`'s order `key`; False when it had none."""
        async with self.transaction() as db:
            gone = await db.execute("DELETE FROM standing_orders WHERE game_id = ? AND seat = ?"
                                    " AND order_key = ?", (game_id, seat, key))
        return gone > 0
