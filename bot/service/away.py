"""Time away, the games waiting on a player, and the daily digest, part of `GameService`
(issue 21, items 5 and 6).

`/notify away:<days>` pauses the player's deadlines in every game they play (`quiet.py`
says for how long in each); going away or coming back sets their waiting seats' deadlines
afresh, in each game's lock, like any change. `/mygames` lists the live games a player is
seated in, wherever they are; the daily digest is due at an hour of the player's clock
and claimed by moving it to the next day, so that of several processes one sends it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import Enum
from functools import partial
from typing import Any, Final

from bot.db.records import UserPrefs
from bot.db.repository import Repository
from bot.errors import LobbyError, NotFoundError
from bot.service.deadlines import away_seats, deadlines_after, plan_timers
from bot.service.models import GameSettings, Loaded, Outcome
from bot.service.present import game_info
from bot.service.presentation import GameInfo
from bot.service.quiet import DAY, is_away, next_at_hour
from bot.service.store import Games


class Keep(Enum):
    """A preference left as it is."""

    KEEP = "keep"


KEEP: Final = Keep.KEEP
log = logging.getLogger("saloon.service")
MY_GAMES = 100  # games read for `/mygames` (the answer summarises past what fits)


@dataclass(frozen=True)
class MyGame:
    """One live game of a player: the game, their seat, whether it waits on them, their
    deadline (None: none running), and until when it waits for them if they are away."""

    game: GameInfo
    seat: int
    my_turn: bool
    deadline: float | None = None
    away_until: float | None = None


@dataclass(frozen=True)
class Digest:
    """A daily digest due now: to whom, in which language, the games waiting on them."""

    user_id: int
    language: str
    games: tuple[MyGame, ...]


class Away:
    """Mixin of `GameService`: time away, `/mygames` and the daily digest."""

    games: Games
    repo: Repository

    async def set_notify(self, user_id: int, changes: dict[str, Any], *,
                         away: float | None = None, digest: int | Keep | None = KEEP
                         ) -> UserPrefs:
        """`/notify`: change how Saloon may reach a user (`changes`, as `set_prefs`), go away
        for `away` days (0: come back) and choose the daily digest at hour `digest` (None:
        pings at every turn). Bad input is refused before anything changes."""
        if isinstance(digest, int) and not 0 <= digest <= 23:
            raise LobbyError("ui-digest-bad-hour", hour=digest)
        game_ids = [] if away is None else await self._away_games(user_id, away)
        now = self.games.clock()
        prefs = (await self.repo.prefs(user_id)).model_copy(update=changes)
        if not isinstance(digest, Keep) or "timezone" in changes:
            prefs = _with_digest(prefs, prefs.digest_hour if isinstance(digest, Keep)
                                 else digest, now)
        was_away = is_away(prefs.away_until, now)
        if away is not None:
            prefs = prefs.model_copy(update={"away_since": now if away else None,
                                             "away_until": now + away * DAY if away else None})
        await self.repo.save_prefs(prefs)
        if away or (away == 0 and was_away):  # coming back when not away: nothing to give
            for game_id in game_ids:
                await self._away_changed(game_id, user_id, now)
        return prefs

    async def _away_changed(self, game_id: int, user_id: int, now: float) -> None:
        """Set a game's deadlines afresh after `user_id` went away or came back, in its turn,
        and show its table; a game that fails is logged and the others go on."""
        try:
            async with self.games.turn(game_id):
                await self.games.tell(await self.games.run(
                    game_id, partial(_away_timers, self.repo, now, user_id)))
        except Exception:
            log.exception("time away of user %s not applied to game %s", user_id, game_id)

    async def _away_games(self, user_id: int, days: float) -> list[int]:
        """The active games of a user going away for `days`; refused when `days` is negative
        or longer than every one of them allows."""
        game_ids = await self.repo.games_of_user(user_id)
        limits = [GameSettings.model_validate(g.settings).away_limit_days
                  for g in [await self.repo.game(i) for i in game_ids] if g is not None]
        longest = max(limits, default=GameSettings().away_limit_days)
        if not 0 <= days <= longest:
            raise LobbyError("ui-away-too-long", days=f"{days:g}", limit=f"{longest:g}")
        return game_ids

    async def is_away(self, user_id: int) -> bool:
        """Whether a user is away now."""
        return is_away((await self.repo.prefs(user_id)).away_until, self.games.clock())

    async def away_in(self, user_id: int) -> list[tuple[GameInfo, float]]:
        """The games in which a user is away now, and until when each waits for them."""
        return [(g.game, g.away_until) for g in await self.my_games(user_id)
                if g.away_until is not None]

    async def my_games(self, user_id: int) -> list[MyGame]:
        """The live games `user_id` is seated in, everywhere: those waiting on them first
        (soonest deadline first), then the others, newest first."""
        now = self.games.clock()
        out: list[MyGame] = []
        for game_id in await self.repo.games_of_user(user_id, ("active", "lobby"), MY_GAMES):
            try:
                loaded = await self.games.load(game_id)
            except NotFoundError:  # gone meanwhile, or saved by a newer release
                continue
            row = loaded.seat_of(user_id)
            if row is not None:
                out.append(_mine(loaded, row.seat, now))
        order = {g.game.id: i for i, g in enumerate(out)}
        return sorted(out, key=lambda g: (not g.my_turn, g.deadline or float("inf"),
                                          order[g.game.id]))

    async def due_digests(self) -> list[Digest]:
        """Daily digests due now, each claimed by this process (and moved to the next day);
        a player with no game waiting on them gets none that day."""
        now = self.games.clock()
        out: list[Digest] = []
        for prefs in await self.repo.due_digests(now):
            if prefs.digest_hour is None or prefs.digest_next is None:
                continue
            following = next_at_hour(now, prefs.digest_hour, prefs.timezone)
            if not await self.repo.claim_digest(prefs.user_id, prefs.digest_next, following):
                continue  # another process sends it
            waiting = tuple(g for g in await self.my_games(prefs.user_id) if g.my_turn)
            if waiting:
                out.append(Digest(prefs.user_id, prefs.language, waiting))
        return out


def _with_digest(prefs: UserPrefs, hour: int | None, now: float) -> UserPrefs:
    """`prefs` with the daily digest at `hour` of their clock (None: none), due next at
    that hour."""
    due = None if hour is None else next_at_hour(now, hour, prefs.timezone)
    return prefs.model_copy(update={"digest_hour": hour, "digest_next": due})


def _mine(loaded: Loaded, seat: int, now: float) -> MyGame:
    away = away_seats(loaded, now) if loaded.game.status == "active" else {}
    return MyGame(game=game_info(loaded), seat=seat, my_turn=seat in loaded.to_act(),
                  deadline=loaded.deadlines.get(seat), away_until=away.get(seat))


async def _away_timers(repo: Repository, now: float, user_id: int, outcome: Outcome) -> None:
    """The deadlines of a game after `user_id` went away or came back: their seat's, and
    those of every seat whose player is away, are set afresh (a player back gets the full
    time again; one away, the full time from when the game stops waiting for them)."""
    loaded = outcome.loaded
    if loaded.game.status != "active" or not loaded.settings.timers:
        return
    row = loaded.seat_of(user_id)
    renew = set(away_seats(loaded, now)) | ({row.seat} if row is not None else set())
    plan = plan_timers(loaded, renew, now)
    await repo.set_timers(loaded.game.id, loaded.game.version, plan)
    outcome.deadlines = loaded.deadlines = deadlines_after(plan, loaded.deadlines)
