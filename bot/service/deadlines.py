"""The deadlines a game's seats get after a change, planned from the game alone so that the
change and its timers are committed in one transaction (a process stopped in between
would leave a waiting seat without a deadline, or remind a seat that has moved)."""

from __future__ import annotations

from collections.abc import Collection

from bot.db.records import TimerPlan
from bot.service.models import Loaded


def plan_timers(loaded: Loaded, renew: Collection[int], now: float) -> TimerPlan:
    """One timer per human seat that must act, when the game's timers are on: the turn
    deadline, or the shorter reaction deadline for a seat asked during someone else's turn;
    seats in `renew` (they just acted) get a fresh one even if they had one."""
    settings = loaded.settings
    waiting = loaded.humans_to_act() if loaded.game.status == "active" else frozenset()
    if not settings.timers or not waiting:
        return TimerPlan(now=now)
    spec, state = loaded.spec, loaded.state
    fresh: dict[int, tuple[float, float | None]] = {}
    for seat in sorted(waiting):
        reacting = spec.reacting(state, seat) if spec.reacting else False
        deadline = now + (settings.reaction_hours if reacting else settings.turn_hours) * 3600
        remind = deadline - settings.reminder_hours * 3600 if settings.reminder_hours else None
        fresh[seat] = (deadline, remind if remind and remind > now else None)
    return TimerPlan(fresh=fresh, renew=frozenset(renew), now=now)
