"""Turn timers kept in the database: a deadline per human seat that must act, a
reminder before it, and at expiry the game's setting decides: play the default move or
hand the seat to the AI. Deadlines are absolute times, so a restarted bot picks them up.
Each game is handled on its own: one that fails is logged and the others go on.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime
from functools import cache
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError, available_timezones

from bot.db.records import TimerRow
from bot.errors import LobbyError
from bot.service.deadlines import reset_timers
from bot.service.models import Outcome
from bot.service.play import Play
from bot.service.present import game_info
from bot.service.presentation import GameInfo
from bot.service.store import Games

log = logging.getLogger("saloon.timers")


@dataclass(frozen=True)
class Reminder:
    """A reminder due now: whom to ping about which game (`game`, for wording and placing
    it), and the deadline."""

    game_id: int
    seat: int
    user_id: int
    deadline: float
    game: GameInfo


class Timers:
    """Deadlines, reminders and expiry: an expiry or an absence is a change of a game locked
    and loaded (`Games.run`), made in the game's turn by the service's housekeeping."""

    def __init__(self, games: Games, play: Play) -> None:
        self.games = games
        self.play = play
        self.repo = games.repo

    async def expire(self, timer: TimerRow, outcome: Outcome) -> None:
        """Expire a claimed timer, checked again under the game's lock (which other
        processes share through the database): it fires only if its seat still has a timer
        and has not acted since this one was set, so a racing player, another process, or a
        crash between a move and its timers' reset never makes it fire twice."""
        loaded = outcome.loaded
        if await self.repo.timer(timer.game_id, timer.seat) is None:
            return  # cleared meanwhile: the game ended, or its timers were turned off
        if not loaded.settings.timers:  # turned off after this deadline was set
            await self.repo.clear_timers(timer.game_id)
            return
        if await self.repo.acted_since(timer.game_id, timer.seat, timer.version):
            await reset_timers(self.repo, loaded, self.games.clock())
            return
        await self.absent(outcome, timer.seat)

    async def absent(self, outcome: Outcome, seat: int) -> None:
        """Apply the absence rule to `seat` now (its deadline passed, or its player left the
        server): the default move, or the AI takes the seat (game setting). Nothing when the
        seat no longer has to act."""
        loaded = outcome.loaded
        if loaded.game.status != "active" or seat not in loaded.to_act():
            await reset_timers(self.repo, loaded, self.games.clock())
            return
        if loaded.settings.on_timeout == "ai":
            await self.repo.update_seat(loaded.game.id, seat, is_ai=True)
            loaded.seats = [s.model_copy(update={"is_ai": True}) if s.seat == seat else s
                            for s in loaded.seats]
            await self.play.play_ai(outcome, seat, "timer")
        else:
            await self.play.play_default(outcome, seat)

    async def repair(self) -> None:
        """At start-up: every seat that must act gets its deadline, and none that need not
        act keeps one (a process stopped between a move and its timers left them stale);
        deadlines already set are kept as they are."""
        for game_id in await self.repo.active_game_ids():
            try:
                async with self.games.locked(game_id):
                    loaded = await self.games.load(game_id)
                    await reset_timers(self.repo, loaded, self.games.clock())
            except Exception:
                log.exception("timers of game %s not repaired", game_id)

    async def reminder(self, timer: TimerRow, now: float) -> Reminder | None:
        """The reminder a claimed timer is due to send now; None when nobody is to be reminded
        (a bot, timers turned off, the seat has moved: it is marked sent) or not yet (quiet
        hours)."""
        loaded = await self.games.load(timer.game_id)
        row = next((s for s in loaded.seats if s.seat == timer.seat), None)
        if (row is None or row.user_id is None or row.is_ai or not loaded.settings.timers
                or loaded.game.status != "active" or timer.seat not in loaded.to_act()):
            # The seat's timer is dropped at its deadline or at the game's next change.
            await self.repo.mark_reminded(timer.game_id, timer.seat)
            return None
        prefs = await self.repo.prefs(row.user_id)
        if not prefs.reminders:
            await self.repo.mark_reminded(timer.game_id, timer.seat)
            return None
        if in_quiet_hours(now, prefs.quiet_start, prefs.quiet_end, prefs.timezone):
            return None
        return Reminder(timer.game_id, timer.seat, row.user_id, timer.deadline,
                        game_info(loaded))


def in_quiet_hours(now: float, start: int | None, end: int | None, zone: str = "UTC") -> bool:
    """Quiet hours are whole hours [start, end) of the user's clock in `zone` (daylight
    saving included), possibly wrapping past midnight."""
    if start is None or end is None or start == end:
        return False
    hour = local_time(now, zone).hour
    return start <= hour < end if start < end else hour >= start or hour < end


def local_time(now: float, zone: str) -> datetime:
    """`now` on the clock of IANA zone `zone` (UTC when the zone is unknown)."""
    try:
        tz = ZoneInfo(zone)
    except (ZoneInfoNotFoundError, ValueError):
        tz = ZoneInfo("UTC")
    return datetime.fromtimestamp(now, tz)


@cache
def zone_names() -> tuple[str, ...]:
    """Every IANA time zone name, sorted."""
    return tuple(sorted(available_timezones()))


def zones_matching(text: str, limit: int = 25) -> list[str]:
    """Zones whose name contains `text` (case and spaces ignored), those whose city starts
    with it first; at most `limit`."""
    wanted = text.strip().lower().replace(" ", "_")
    found = [z for z in zone_names() if wanted in z.lower()]
    found.sort(key=lambda z: (not z.lower().rsplit("/", 1)[-1].startswith(wanted),
                              not z.lower().startswith(wanted), z))
    return found[:limit]


def zone_named(text: str) -> str:
    """The IANA zone `text` names (exactly, or as the one zone it matches); refuses others."""
    text = text.strip()
    if text in zone_names():
        return text
    matches = zones_matching(text, 2)
    exact = [z for z in zone_names() if z.lower() == text.lower().replace(" ", "_")]
    if exact:
        return exact[0]
    if len(matches) == 1:
        return matches[0]
    raise LobbyError("ui-unknown-timezone", zone=text[:64],
                     like=", ".join(matches) or "Europe/Madrid, America/New_York")
