"""The results of finished games and the ratings derived from them (migration 009).

A game's results are written in the transaction of its final move (`put_result`), or later
by the backfill. A rated seat is stored under a pseudonymous player key, an HMAC of the user
id with a secret this database keeps for itself (`saloon_secrets`, made on first use and
copied with the database); `rating_players` is the only link from a key to a user.

Ratings are a cache of the results: after every rated result the ratings of its server,
game and season are rebuilt from that scope's stored results in the same transaction (one
function, `_refresh`, serves a live game, a void and `ratings --rebuild`, so they cannot
differ). On PostgreSQL a transaction-scoped advisory lock on the scope serialises two
processes finishing games of the same scope at once. Ratings are kept only for keys still
linked to a player: after `/privacy delete` the user's results keep an unlinkable key, so
their opponents' ratings stay what they were.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import secrets
import zlib
from itertools import groupby
from typing import Any

from bot.db.backend import Session
from bot.db.loads import GAME_COLUMNS, game_row
from bot.db.people import PeopleStore
from bot.db.records import GameRow
from bot.db.result_records import PlayedGame, RatingRow, ResultRecord, ResultSeat
from bot.ratings import RatedGame, rate_games

SECRET_NAME = "player-key"
RATINGS_LOCK = 0x5A22  # first key of the advisory locks on rating scopes (PostgreSQL)
Scope = tuple[int, str, int]  # (server, game kind, season)


async def _secret(db: Session) -> bytes:
    """The key of the player keys, made on first use (a race makes one, both read it)."""
    await db.execute("INSERT INTO saloon_secrets (name, value) VALUES (?, ?)"
                     " ON CONFLICT (name) DO NOTHING", (SECRET_NAME, secrets.token_hex(32)))
    row = await db.fetchone("SELECT value FROM saloon_secrets WHERE name = ?", (SECRET_NAME,))
    assert row is not None
    return bytes.fromhex(str(row["value"]))


def keyed(secret: bytes, user_id: int) -> str:
    """A user's pseudonymous player key: no Discord id can be read back from it."""
    return hmac.new(secret, f"player:{user_id}".encode(), hashlib.sha256).hexdigest()[:32]


async def season_at(db: Session, guild_id: int | None, when: float) -> int:
    """The server's season at time `when` (1 before any new season was started)."""
    if guild_id is None:
        return 1
    row = await db.fetchone("SELECT MAX(season) AS s FROM seasons WHERE guild_id = ?"
                            " AND started_at <= ?", (guild_id, when))
    return int(row["s"]) if row and row["s"] is not None else 1


async def put_result(db: Session, dialect: str, record: ResultRecord) -> None:
    """Store a finished game's results (inside the caller's transaction) and, when rated,
    refresh the ratings of its scope."""
    secret = await _secret(db)
    season = await season_at(db, record.guild_id, record.finished_at)
    await db.execute(
        "INSERT INTO results (game_id, guild_id, kind, season, finished_at, rated, unrated,"
        " source, stats) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
        (record.game_id, record.guild_id, record.kind, season, record.finished_at,
         record.rated, record.unrated, record.source,
         None if record.stats is None else json.dumps(record.stats)))
    rows: list[tuple[object, ...]] = []
    for s in record.seats:
        key = None if s.user_id is None else keyed(secret, s.user_id)
        rows.append((record.game_id, s.seat, s.place, s.score, s.rated and key is not None, key))
        if key is not None:
            await db.execute(
                "INSERT INTO rating_players (player_key, user_id, name) VALUES (?, ?, ?)"
                " ON CONFLICT (player_key) DO UPDATE SET name = excluded.name",
                (key, s.user_id, s.name))
    await db.executemany("INSERT INTO result_seats (game_id, seat, place, score, rated,"
                         " player_key) VALUES (?, ?, ?, ?, ?, ?)", rows)
    if record.rated and record.guild_id is not None:
        await refresh(db, dialect, (record.guild_id, record.kind, season))


async def refresh(db: Session, dialect: str, scope: Scope) -> None:
    """Rebuild the ratings of one server, game and season from its stored rated results."""
    guild_id, kind, season = scope
    if dialect == "postgresql":
        key = zlib.crc32(f"{guild_id}:{kind}:{season}".encode()) - 2**31
        await db.execute("SELECT pg_advisory_xact_lock(?, ?)", (RATINGS_LOCK, key))
    rows = await db.fetchall(
        "SELECT r.game_id, s.place, s.player_key FROM results r"
        " JOIN result_seats s ON s.game_id = r.game_id"
        " WHERE r.guild_id = ? AND r.kind = ? AND r.season = ? AND r.rated = TRUE"
        " AND s.rated = TRUE AND s.player_key IS NOT NULL"
        " ORDER BY r.finished_at, r.game_id, s.seat", (guild_id, kind, season))
    games = [RatedGame(game_id, {str(r["player_key"]): int(r["place"]) for r in seats})
             for game_id, seats in groupby(rows, key=lambda r: int(r["game_id"]))]
    ratings, steps = rate_games(games)
    linked = {str(r["player_key"]) for r in await db.fetchall(
        "SELECT player_key FROM rating_players")}
    await db.execute("DELETE FROM ratings WHERE guild_id = ? AND kind = ? AND season = ?",
                     scope)
    await db.execute("DELETE FROM rating_steps WHERE guild_id = ? AND kind = ? AND season = ?",
                     scope)
    await db.executemany(
        "INSERT INTO ratings (guild_id, kind, season, player_key, mu, sigma, games, wins)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [(*scope, k, r.mu, r.sigma, r.games, r.wins) for k, r in ratings.items() if k in linked])
    await db.executemany(
        "INSERT INTO rating_steps (guild_id, kind, season, player_key, game_id, mu, sigma)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        [(*scope, s.player_key, s.game_id, s.mu, s.sigma) for s in steps
         if s.player_key in linked])


async def forget_player(db: Session, user_id: int) -> None:
    """`/privacy delete` (inside its transaction, before the seats lose the user): the
    user's ratings and link go, and the replays that show their name; their results keep
    an unlinkable key, so the others' ratings do not change."""
    await db.execute("DELETE FROM replay_images WHERE game_id IN (SELECT game_id FROM seats"
                     " WHERE user_id = ?)", (user_id,))
    key = keyed(await _secret(db), user_id)
    await db.execute("DELETE FROM ratings WHERE player_key = ?", (key,))
    await db.execute("DELETE FROM rating_steps WHERE player_key = ?", (key,))
    await db.execute("DELETE FROM rating_players WHERE player_key = ?", (key,))
    await db.execute("UPDATE result_seats SET player_key = ? WHERE player_key = ?",
                     (f"gone-{secrets.token_hex(12)}", key))


class ResultStore(PeopleStore):
    """Results, ratings, seasons and who hides from leaderboards."""

    async def record_result(self, record: ResultRecord) -> bool:
        """Store results outside a move (the backfill); False if the game has them already."""
        async with self.transaction() as db:
            if await db.fetchone("SELECT 1 AS x FROM results WHERE game_id = ?",
                                 (record.game_id,)):
                return False
            await put_result(db, self.dialect, record)
        return True

    async def event_bodies(self, game_id: int) -> list[dict[str, Any]]:
        """Every stored event of a game's live (not undone) actions, in order, as stored
        (`{"type": name, **fields}`): what its statistics are computed from."""
        rows = await self._all(
            "SELECT e.event FROM events e JOIN actions a ON a.game_id = e.game_id"
            " AND a.seq = e.seq WHERE e.game_id = ? AND a.undone = FALSE ORDER BY e.seq, e.idx",
            (game_id,))
        return [json.loads(r["event"]) for r in rows]

    async def finished_games(self, guild_id: int | None, channel_id: int | None,
                             kind: str | None, user_id: int | None, limit: int) -> list[GameRow]:
        """The newest finished games of a server (None: of the DM `channel_id`), of one
        game or all, with `user_id` seated or anyone."""
        where = ["status = 'finished'"]
        params: list[object] = []
        if guild_id is not None:
            where.append("guild_id = ?")
            params.append(guild_id)
        else:
            where.append("guild_id IS NULL AND channel_id = ?")
            params.append(channel_id)
        if kind is not None:
            where.append("kind = ?")
            params.append(kind)
        if user_id is not None:
            where.append("EXISTS (SELECT 1 FROM seats s WHERE s.game_id = games.id"
                         " AND s.user_id = ?)")
            params.append(user_id)
        rows = await self._all(f"SELECT {GAME_COLUMNS} FROM games WHERE {' AND '.join(where)}"
                               " ORDER BY updated_at DESC, id DESC LIMIT ?", (*params, limit))
        return [game_row(r) for r in rows]

    async def finished_without_results(self) -> list[int]:
        rows = await self._all("SELECT g.id FROM games g LEFT JOIN results r ON r.game_id = g.id"
                               " WHERE g.status = 'finished' AND r.game_id IS NULL ORDER BY g.id")
        return [int(r["id"]) for r in rows]

    async def result(self, game_id: int) -> ResultRecord | None:
        row = await self._one("SELECT * FROM results WHERE game_id = ?", (game_id,))
        if row is None:
            return None
        seats = await self._all("SELECT seat, place, score, rated, player_key FROM result_seats"
                                " WHERE game_id = ? ORDER BY seat", (game_id,))
        return ResultRecord(**{k: row[k] for k in (
            "game_id", "guild_id", "kind", "season", "finished_at", "unrated", "source")},
            rated=bool(row["rated"]), seats=[ResultSeat.model_validate(dict(s)) for s in seats],
            stats=None if row["stats"] is None else json.loads(row["stats"]))

    async def rebuild_ratings(self) -> int:
        """`ratings --rebuild`: every scope's ratings from the stored results; returns how
        many scopes."""
        scopes = await self._all("SELECT DISTINCT guild_id, kind, season FROM results"
                                 " WHERE guild_id IS NOT NULL ORDER BY guild_id, kind, season")
        for s in scopes:
            async with self.transaction() as db:
                await refresh(db, self.dialect, (int(s["guild_id"]), str(s["kind"]),
                                                 int(s["season"])))
        return len(scopes)

    async def void_result(self, game_id: int, guild_id: int) -> bool:
        """An admin's void: the game no longer counts (False: no rated result of this server
        has that id)."""
        async with self.transaction() as db:
            row = await db.fetchone("SELECT kind, season FROM results WHERE game_id = ?"
                                    " AND guild_id = ? AND rated = TRUE", (game_id, guild_id))
            if row is None:
                return False
            await db.execute("UPDATE results SET rated = FALSE, unrated = 'voided'"
                             " WHERE game_id = ?", (game_id,))
            await refresh(db, self.dialect, (guild_id, str(row["kind"]), int(row["season"])))
        return True

    async def new_season(self, guild_id: int, now: float) -> int:
        """Start the server's next season (ratings start afresh); returns its number."""
        async with self.transaction() as db:
            current = await season_at(db, guild_id, now)
            await db.execute("INSERT INTO seasons (guild_id, season, started_at) VALUES (?, ?, ?)",
                             (guild_id, current + 1, now))
        return current + 1

    async def season(self, guild_id: int, now: float) -> int:
        async with self.backend.reading() as db:
            return await season_at(db, guild_id, now)

    async def ratings(self, guild_id: int, kind: str, season: int) -> list[RatingRow]:
        """Every rating of a scope, with each player's name and whether they hide."""
        rows = await self._all(
            "SELECT r.player_key, r.mu, r.sigma, r.games, r.wins, p.name, p.user_id, p.hidden"
            " FROM ratings r JOIN rating_players p ON p.player_key = r.player_key"
            " WHERE r.guild_id = ? AND r.kind = ? AND r.season = ?", (guild_id, kind, season))
        return [RatingRow.model_validate({**r, "hidden": bool(r["hidden"])}) for r in rows]

    async def played(self, guild_id: int | None, player_key: str,
                     kind: str | None = None) -> list[PlayedGame]:
        """A player's finished games in a server (None: in DMs), oldest first."""
        where = "r.guild_id = ?" if guild_id is not None else "r.guild_id IS NULL"
        params: list[object] = [player_key]
        if guild_id is not None:
            params.append(guild_id)
        if kind is not None:
            where += " AND r.kind = ?"
            params.append(kind)
        rows = await self._all(
            "SELECT r.game_id, r.kind, s.seat, s.place, s.score, s.rated, r.finished_at, r.stats,"
            " (SELECT COUNT(*) FROM result_seats o WHERE o.game_id = r.game_id) AS players"
            " FROM result_seats s JOIN results r ON r.game_id = s.game_id"
            f" WHERE s.player_key = ? AND {where} ORDER BY r.finished_at, r.game_id", params)
        return [PlayedGame.model_validate({
            **r, "rated": bool(r["rated"]),
            "stats": None if r["stats"] is None else json.loads(r["stats"])}) for r in rows]

    async def rating_history(self, guild_id: int, kind: str, season: int,
                             player_key: str) -> list[tuple[float, float]]:
        """(mu, sigma) after each of a player's rated games of a scope, oldest first."""
        rows = await self._all(
            "SELECT st.mu, st.sigma FROM rating_steps st JOIN results r ON r.game_id = st.game_id"
            " WHERE st.guild_id = ? AND st.kind = ? AND st.season = ? AND st.player_key = ?"
            " ORDER BY r.finished_at, r.game_id", (guild_id, kind, season, player_key))
        return [(float(r["mu"]), float(r["sigma"])) for r in rows]

    async def replay_image(self, game_id: int) -> tuple[bytes, int] | None:
        """A finished game's kept replay: the GIF and its number of frames."""
        row = await self._one("SELECT image, frames FROM replay_images WHERE game_id = ?",
                              (game_id,))
        return None if row is None else (bytes(row["image"]), int(row["frames"]))

    async def keep_replay_image(self, game_id: int, image: bytes, frames: int,
                                now: float) -> None:
        async with self.transaction() as db:
            await db.execute(
                "INSERT INTO replay_images (game_id, image, frames, made_at) VALUES (?, ?, ?, ?)"
                " ON CONFLICT (game_id) DO NOTHING", (game_id, image, frames, now))

    async def player_key(self, user_id: int) -> str:
        async with self.transaction() as db:
            return keyed(await _secret(db), user_id)

    async def set_leaderboard_hidden(self, user_id: int, hidden: bool) -> None:
        """`/notify leaderboard:off` (or on again)."""
        async with self.transaction() as db:
            key = keyed(await _secret(db), user_id)
            await db.execute(
                "INSERT INTO rating_players (player_key, user_id, hidden) VALUES (?, ?, ?)"
                " ON CONFLICT (player_key) DO UPDATE SET hidden = excluded.hidden",
                (key, user_id, hidden))
