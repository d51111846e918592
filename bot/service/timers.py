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
from bot.games.core import LobbyError
from bot.service.deadlines import plan_timers
from bot.service.models import Loaded, Outcome
from bot.service.play import Play
from bot.service.store import Games

log = logging.getLogger("saloon.timers")


@dataclass(frozen=True)
class Reminder:
    """A reminder due now: whom to ping about which game, and the deadline."""

    game_id: int
    seat: int
    user_id: int
    deadline: float


class Timers:
    """Deadlines, reminders and expiry."""

    def __init__(self, games: Games, play: Play) -> None:
        self.games = games
        self.play = play
        self.repo = games.repo

    async def reset_loaded(self, loaded: Loaded) -> None:
        """Timers set afresh outside a move (a seat handed to a bot, timers turned on or
        off, a repair at start-up): a seat that has been waiting keeps its deadline."""
        await self.repo.set_timers(loaded.game.id, loaded.game.version,
                                   plan_timers(loaded, (), self.games.clock()))

    async def expire_due(self) -> list[Outcome]:
        """Apply every expired deadline this process claimed (other processes polling the
        same database skip it), each game on its own; returns what changed."""
        outcomes: list[Outcome] = []
        for timer in await self.repo.claim_due_timers(self.games.clock()):
            try:
                outcome = await self._expire(timer)
            except Exception:
                log.exception("timer of game %s seat %s failed", timer.game_id, timer.seat)
                continue
            if outcome is not None:
                outcomes.append(outcome)
        return outcomes

    async def _expire(self, timer: TimerRow) -> Outcome | None:
        """Expire a claimed timer, checked again under the game's lock (which other
        processes share through the database): it fires only if its seat still has a timer
        and has not acted since this one was set, so a racing player, another process, or a
        crash between a move and its timers' reset never makes it fire twice."""
        async with self.games.locked(timer.game_id):
            if await self.repo.timer(timer.game_id, timer.seat) is None:
                return None  # cleared meanwhile: the game ended, or its timers were turned off
            loaded = await self.games.load(timer.game_id)
            if not loaded.settings.timers:  # turned off after this deadline was set
                await self.repo.clear_timers(timer.game_id)
                return None
            if await self.repo.acted_since(timer.game_id, timer.seat, timer.version):
                await self.reset_loaded(loaded)
                return None
            return await self._absent(timer.game_id, timer.seat)

    async def absent(self, game_id: int, seat: int) -> Outcome | None:
        """Apply the absence rule to `seat` now (its deadline passed, or its player left the
        server): the default move, or the AI takes the seat (game setting). None when the
        seat no longer has to act."""
        async with self.games.locked(game_id):
            return await self._absent(game_id, seat)

    async def _absent(self, game_id: int, seat: int) -> Outcome | None:
        """`absent`, the game's lock held."""
        loaded = await self.games.load(game_id)
        if loaded.game.status != "active" or seat not in loaded.to_act():
            await self.reset_loaded(loaded)
            return None
        outcome = Outcome(loaded)
        if loaded.settings.on_timeout == "ai":
            await self.repo.update_seat(loaded.game.id, seat, is_ai=True)
            loaded.seats = await self.repo.seats(loaded.game.id)
            await self.play.play_ai(outcome, seat, "timer")
        else:
            await self.play.play_default(outcome, seat)
        return outcome

    async def repair(self) -> None:
        """At start-up: every seat that must act gets its deadline, and none that need not
        act keeps one (a process stopped between a move and its timers left them stale);
        deadlines already set are kept as they are."""
        for game_id in await self.repo.active_game_ids():
            try:
                async with self.games.locked(game_id):
                    await self.reset_loaded(await self.games.load(game_id))
            except Exception:
                log.exception("timers of game %s not repaired", game_id)

    async def due_reminders(self) -> list[Reminder]:
        """Reminders to send now, claimed by this process (another process polling the same
        database does not get them while the claim lasts); quiet hours push them to later.
        The caller marks each one sent (`mark_reminded`) once it was delivered; one not
        delivered is offered again at this process's next poll."""
        out: list[Reminder] = []
        now = self.games.clock()
        for timer in await self.repo.claim_reminders(now):
            try:
                loaded = await self.games.load(timer.game_id)
            except Exception:
                log.exception("reminder of game %s skipped", timer.game_id)
                continue
            row = next((s for s in loaded.seats if s.seat == timer.seat), None)
            if (row is None or row.user_id is None or row.is_ai or not loaded.settings.timers
                    or loaded.game.status != "active" or timer.seat not in loaded.to_act()):
                # Nobody to remind: a bot, timers turned off, or the seat has moved since
                # (its timer is dropped at its deadline or at the game's next change).
                await self.repo.mark_reminded(timer.game_id, timer.seat)
                continue
            prefs = await self.repo.prefs(row.user_id)
            if not prefs.reminders:
                await self.repo.mark_reminded(timer.game_id, timer.seat)
                continue
            if in_quiet_hours(now, prefs.quiet_start, prefs.quiet_end, prefs.timezone):
                continue
            out.append(Reminder(timer.game_id, timer.seat, row.user_id, timer.deadline))
        return out

    async def mark_reminded(self, reminder: Reminder) -> None:
        await self.repo.mark_reminded(reminder.game_id, reminder.seat, reminder.deadline)


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
