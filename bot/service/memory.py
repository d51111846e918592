"""The table's memory, part of `GameService`: leaderboards, a player's statistics, and the
admins' void and new season (issue 22). Everything here reads the stored results and the
ratings derived from them (bot/db/results.py); nothing re-simulates a game."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, replace

from bot.db.repository import Repository
from bot.db.result_records import PlayedGame, RatingRow
from bot.errors import NotFoundError, PermissionDeniedError
from bot.games.core import AnySpec, GameStats, Msg
from bot.ratings import shown
from bot.service.store import spec_named

TOP = 10  # lines of a leaderboard (the caller's own line is added below when lower)
TREND_GAMES = 5  # a trend is the change over a player's last five rated games


@dataclass(frozen=True)
class BoardLine:
    """One line of a leaderboard."""

    rank: int
    name: str
    rating: int
    games: int
    wins: int
    own: bool = False


@dataclass(frozen=True)
class Leaderboard:
    """A server's leaderboard of one game in its current season: the top lines, and the
    caller's own line when it is not among them (None: not rated, or hidden)."""

    kind: str
    title: str
    season: int
    lines: tuple[BoardLine, ...]
    own: BoardLine | None
    players: int


@dataclass(frozen=True)
class PlayerStats:
    """One player's record in a server, in one game or all: games, wins, average and best
    score, and (one game) the rating now and its change over the last rated games."""

    name: str
    kind: str | None
    title: str | None
    games: int
    wins: int
    average: float | None
    best: int | None
    rating: int | None = None
    trend: int | None = None
    rated_games: int = 0
    favourite: Msg | None = None  # the character or boss they played most, if any
    favourite_games: int = 0


@dataclass(frozen=True)
class GameStatistics:
    """A finished game's statistics as the table may read them: each line's label and
    values (seat order), and every seat's score after each round."""

    game_id: int
    kind: str  # the game's key: its word for a round differs (Way Out West counts turns)
    title: str
    names: tuple[str, ...]
    lines: tuple[tuple[Msg, tuple[int, ...]], ...]
    rounds: tuple[tuple[int, ...], ...]


def favourite_role(games: list[PlayedGame]) -> tuple[Msg | None, int]:
    """The character or boss a player played in most of `games` (each counted once a
    game), and in how many; a tie goes to the one played most recently."""
    counts: Counter[str] = Counter()
    named: dict[str, Msg] = {}
    last: dict[str, int] = {}
    for number, game in enumerate(games):  # oldest first
        roles = GameStats.model_validate(game.stats or {}).roles
        for role in roles[game.seat] if game.seat < len(roles) else []:
            key = role.model_dump_json()
            if last.get(key) != number:
                counts[key] += 1
            named[key], last[key] = role, number
    if not counts:
        return None, 0
    key = max(counts, key=lambda k: (counts[k], last[k]))
    return named[key], counts[key]


def ranked(rows: list[RatingRow], user_id: int | None) -> list[BoardLine]:
    """The visible ratings, best first (equal ratings share a rank)."""
    visible = sorted((r for r in rows if not r.hidden and r.name),
                     key=lambda r: (-shown(r.mu, r.sigma), -r.games, str(r.name)))
    lines: list[BoardLine] = []
    for i, r in enumerate(visible):
        rating = shown(r.mu, r.sigma)
        rank = lines[-1].rank if lines and lines[-1].rating == rating else i + 1
        lines.append(BoardLine(rank, str(r.name), rating, r.games, r.wins, r.user_id == user_id))
    return lines


class Memory:
    """Mixin of `GameService`: leaderboards, statistics, voids and seasons."""

    repo: Repository
    clock: Callable[[], float]
    specs: dict[str, AnySpec]

    async def leaderboard(self, guild_id: int | None, kind: str, user_id: int) -> Leaderboard:
        """`/leaderboard game:`: the server's table, with the caller's own line."""
        spec = spec_named(self.specs, kind)
        if guild_id is None:
            raise NotFoundError("ui-memory-no-ratings-in-dm")
        season = await self.repo.season(guild_id, self.clock())
        lines = ranked(await self.repo.ratings(guild_id, kind, season), user_id)
        own = next((line for line in lines[TOP:] if line.own), None)
        return Leaderboard(kind, spec.title, season, tuple(lines[:TOP]), own, len(lines))

    async def player_stats(self, guild_id: int | None, user_id: int, name: str,
                           kind: str | None = None) -> PlayerStats:
        """`/stats`: one player's record here (all games, or one)."""
        title = None if kind is None else spec_named(self.specs, kind).title
        key = await self.repo.player_key(user_id)
        games = await self.repo.played(guild_id, key, kind)
        scores = [g.score for g in games]
        favourite, times = favourite_role(games)
        stats = PlayerStats(name, kind, title, len(games), sum(g.place == 1 for g in games),
                            sum(scores) / len(scores) if scores else None,
                            max(scores) if scores else None, favourite=favourite,
                            favourite_games=times)
        if kind is None or guild_id is None:
            return stats
        season = await self.repo.season(guild_id, self.clock())
        history = await self.repo.rating_history(guild_id, kind, season, key)
        if not history:
            return stats
        now = shown(*history[-1])
        back = history[-TREND_GAMES - 1] if len(history) > TREND_GAMES else None
        then = shown(*back) if back else 1000
        return replace(stats, rating=now, trend=now - then, rated_games=len(history))

    async def game_statistics(self, game_id: int, names: dict[int, str]
                              ) -> GameStatistics | None:
        """The stored statistics of a finished game (None: none were kept, or none to
        show); `names` are its seats' names."""
        record = await self.repo.result(game_id)
        if record is None or record.stats is None:
            return None
        stats = GameStats.model_validate(record.stats)
        if not stats.lines and not stats.rounds:
            return None
        return GameStatistics(
            game_id, record.kind, spec_named(self.specs, record.kind).title,
            tuple(names.get(s, f"#{s + 1}") for s in range(len(names))),
            tuple((x.label, tuple(x.values)) for x in stats.lines),
            tuple(tuple(r) for r in stats.rounds))

    async def void_rating(self, guild_id: int | None, game_id: int, is_admin: bool) -> None:
        """An admin's void: a game of this server no longer counts for ratings."""
        if guild_id is None or not is_admin:
            raise PermissionDeniedError("ui-memory-admins-only")
        if not await self.repo.void_result(game_id, guild_id):
            raise NotFoundError("ui-memory-void-none", id=str(game_id))

    async def new_season(self, guild_id: int | None, is_admin: bool) -> int:
        """An admin starts the server's next season (every rating starts afresh)."""
        if guild_id is None or not is_admin:
            raise PermissionDeniedError("ui-memory-admins-only")
        return await self.repo.new_season(guild_id, self.clock())

    async def set_leaderboard_shown(self, user_id: int, shown_: bool) -> None:
        """`/notify leaderboard:` on or off."""
        await self.repo.set_leaderboard_hidden(user_id, not shown_)
