"""Turn timers kept in SQLite: a deadline per seat that must act, a reminder before it,
and at expiry the game's setting decides: play the default move or hand the seat to the AI.

Deadlines are absolute times in the database, so a restarted bot simply picks them up.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.db.records import TimerRow
from bot.service.models import Loaded, Outcome
from bot.service.play import PlayService


@dataclass(frozen=True)
class Reminder:
    game_id: int
    seat: int
    user_id: int
    deadline: float


class TimerService(PlayService):
    async def _after_change(self, outcome: Outcome) -> None:
        await self.reset_timers(outcome.loaded, {m.seat for m in outcome.moves})

    async def reset_timers(self, loaded: Loaded, acted: set[int] | frozenset[int] = frozenset()
                           ) -> None:
        """One timer per human seat to act. A seat that has been waiting all along (it did
        not act in this change) keeps its deadline; anyone else gets a fresh one."""
        game_id = loaded.game.id
        settings = loaded.settings
        humans = {s.seat for s in loaded.seats if not s.is_ai}
        waiting = loaded.to_act() & humans
        if not waiting or not settings.timers:
            await self.repo.clear_timers(game_id)
            return
        now = self.clock()
        kept = {t.seat: t for t in await self.repo.timers(game_id)
                if t.seat not in acted and t.deadline > now}
        deadlines: dict[int, tuple[float, float | None]] = {}
        for seat in sorted(waiting):
            if seat in kept:
                deadlines[seat] = (kept[seat].deadline, kept[seat].remind_at)
                continue
            deadline = now + settings.turn_hours * 3600
            remind = deadline - settings.reminder_hours * 3600 if settings.reminder_hours else None
            deadlines[seat] = (deadline, remind if remind and remind > now else None)
        await self.repo.set_timers(game_id, loaded.game.version, deadlines)

    async def expire_due(self) -> list[Outcome]:
        """Apply every expired deadline; returns what changed, for presenting."""
        outcomes: list[Outcome] = []
        for timer in await self.repo.due_timers(self.clock()):
            outcome = await self._expire(timer)
            if outcome is not None:
                outcomes.append(outcome)
        return outcomes

    async def _expire(self, timer: TimerRow) -> Outcome | None:
        async with self.lock(timer.game_id):
            loaded = await self.load(timer.game_id)
            if loaded.game.status != "active" or timer.seat not in loaded.to_act():
                await self.reset_timers(loaded)
                return None
            outcome = Outcome(loaded)
            if loaded.settings.on_timeout == "ai":
                await self.repo.update_seat(loaded.game.id, timer.seat, is_ai=1)
                loaded.seats = await self.repo.seats(loaded.game.id)
                await self.play_ai(outcome, timer.seat, "timer")
            else:
                action = loaded.spec.default_action(loaded.state, timer.seat)
                await self._apply(outcome, timer.seat, action, "timer")
            await self._play_automatic(outcome)
            await self._after_change(outcome)
            return outcome

    async def due_reminders(self) -> list[Reminder]:
        """Reminders to send now (each is sent once); quiet hours push them to later."""
        out: list[Reminder] = []
        now = self.clock()
        for timer in await self.repo.due_reminders(now):
            loaded = await self.load(timer.game_id)
            row = next((s for s in loaded.seats if s.seat == timer.seat), None)
            if row is None or row.user_id is None or row.is_ai:
                await self.repo.mark_reminded(timer.game_id, timer.seat)
                continue
            prefs = await self.repo.prefs(row.user_id)
            if not prefs.reminders:
                await self.repo.mark_reminded(timer.game_id, timer.seat)
                continue
            if _in_quiet_hours(now, prefs.quiet_start, prefs.quiet_end):
                continue
            await self.repo.mark_reminded(timer.game_id, timer.seat)
            out.append(Reminder(timer.game_id, timer.seat, row.user_id, timer.deadline))
        return out


def _in_quiet_hours(now: float, start: int | None, end: int | None) -> bool:
    """Quiet hours are whole UTC hours [start, end), possibly wrapping past midnight."""
    if start is None or end is None or start == end:
        return False
    hour = int(now // 3600) % 24
    return start <= hour < end if start < end else hour >= start or hour < end
