"""The people side of the repository: user preferences, DM hands and servers' limits."""

from __future__ import annotations

from bot.db.loads import GameStore, marks
from bot.db.records import HandMessage, UserPrefs


class PeopleStore(GameStore):
    """Users' preferences, each seat's last DM hand, and each server's own caps."""

    async def guild_limits(self, guild_id: int) -> tuple[int | None, int | None]:
        """(max live games, max open lobbies per user) a server chose; None: the default."""
        row = await self._one("SELECT max_live_games, max_lobbies_per_user FROM guilds"
                              " WHERE guild_id = ?", (guild_id,))
        return (row["max_live_games"], row["max_lobbies_per_user"]) if row else (None, None)

    async def save_guild_limits(self, guild_id: int, max_live_games: int | None,
                                max_lobbies_per_user: int | None) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO guilds (guild_id, max_live_games, max_lobbies_per_user)"
                " VALUES (?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET"
                " max_live_games = excluded.max_live_games,"
                " max_lobbies_per_user = excluded.max_lobbies_per_user",
                (guild_id, max_live_games, max_lobbies_per_user))

    # -- users ---------------------------------------------------------------------------

    async def prefs(self, user_id: int) -> UserPrefs:
        row = await self._one("SELECT * FROM users WHERE user_id = ?", (user_id,))
        return UserPrefs.model_validate(row) if row else UserPrefs(user_id=user_id)

    async def save_prefs(self, prefs: UserPrefs) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO users (user_id, dm, reminders, quiet_start, quiet_end, locale,"
                " client_locale, timezone, away_since, away_until, digest_hour, digest_next)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE"
                " SET dm = excluded.dm, reminders = excluded.reminders,"
                " quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,"
                " locale = excluded.locale, client_locale = excluded.client_locale,"
                " timezone = excluded.timezone, away_since = excluded.away_since,"
                " away_until = excluded.away_until, digest_hour = excluded.digest_hour,"
                " digest_next = excluded.digest_next",
                (prefs.user_id, prefs.dm, prefs.reminders, prefs.quiet_start,
                 prefs.quiet_end, prefs.locale, prefs.client_locale, prefs.timezone,
                 prefs.away_since, prefs.away_until, prefs.digest_hour, prefs.digest_next),
            )

    # -- DM hands ------------------------------------------------------------------------

    async def hand_messages(self, game_id: int) -> dict[int, HandMessage]:
        """Each seat's last DM hand in a game."""
        rows = await self._all("SELECT * FROM hand_messages WHERE game_id = ?", (game_id,))
        return {int(r["seat"]): HandMessage.model_validate(dict(r)) for r in rows}

    async def put_hand_message(self, hand: HandMessage) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO hand_messages (game_id, seat, channel_id, message_id, decision_id)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, seat) DO UPDATE SET"
                " channel_id = excluded.channel_id, message_id = excluded.message_id,"
                " decision_id = excluded.decision_id",
                (hand.game_id, hand.seat, hand.channel_id, hand.message_id, hand.decision_id))

    # -- time away and digests -----------------------------------------------------------

    async def games_of_user(self, user_id: int, statuses: tuple[str, ...] = ("active",),
                            limit: int = 100) -> list[int]:
        """The games (of `statuses`) in which `user_id` holds a human seat, newest first."""
        rows = await self._all(
            "SELECT DISTINCT g.id, g.updated_at FROM games g JOIN seats s ON s.game_id = g.id"
            f" WHERE s.user_id = ? AND s.is_ai = FALSE AND g.status IN ({marks(len(statuses))})"
            " ORDER BY g.updated_at DESC LIMIT ?", (user_id, *statuses, limit))
        return [int(r["id"]) for r in rows]

    async def due_digests(self, now: float, limit: int = 200) -> list[UserPrefs]:
        """Users whose daily digest is due (each is then claimed with `claim_digest`)."""
        rows = await self._all("SELECT * FROM users WHERE digest_next IS NOT NULL"
                               " AND digest_next <= ? ORDER BY digest_next LIMIT ?",
                               (now, limit))
        return [UserPrefs.model_validate(r) for r in rows]

    async def claim_digest(self, user_id: int, due: float, following: float) -> bool:
        """Move a user's digest from `due` to `following`; True when this call moved it (so
        of several processes that saw it due, exactly one sends it)."""
        async with self.transaction() as db:
            changed = await db.execute("UPDATE users SET digest_next = ? WHERE user_id = ?"
                                       " AND digest_next = ?", (following, user_id, due))
        return changed == 1
