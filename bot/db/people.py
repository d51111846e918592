"""The people side of the repository: user preferences, DM hands and servers' limits."""

from __future__ import annotations

from bot.db.loads import GameStore
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
                " client_locale, timezone) VALUES (?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE"
                " SET dm = excluded.dm, reminders = excluded.reminders,"
                " quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,"
                " locale = excluded.locale, client_locale = excluded.client_locale,"
                " timezone = excluded.timezone",
                (prefs.user_id, prefs.dm, prefs.reminders, prefs.quiet_start,
                 prefs.quiet_end, prefs.locale, prefs.client_locale, prefs.timezone),
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
