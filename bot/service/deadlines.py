"""The deadlines a game's seats get after a change, planned from the game alone so that the
change and its timers are committed in one transaction (a process stopped in between
would leave a waiting seat without a deadline, or remind a seat that has moved)."""

from __future__ import annotations

from collections.abc import Collection

from bot.db.records import Reach, TimerPlan
from bot.db.repository import Repository
from bot.service.models import Loaded
from bot.service.quiet import awake, away_until, before_sleep, is_away


def plan_timers(loaded: Loaded, renew: Collection[int], now: float) -> TimerPlan:
    """One timer per human seat that must act, when the game's timers are on: the turn
    deadline, or the shorter reaction deadline for a seat asked during someone else's turn;
    seats in `renew` (they just acted) get a fresh one even if they had one. The time runs
    from when the seat's player is back (time away pauses it); a deadline that would
    expire in its player's quiet hours falls at their end, and a reminder that would come
    in them comes before they begin."""
    settings = loaded.settings
    waiting = loaded.humans_to_act() if loaded.game.status == "active" else frozenset()
    if not settings.timers or not waiting:
        return TimerPlan(now=now)
    spec, state = loaded.spec, loaded.state
    everyone_away = all_away(loaded, now)
    fresh: dict[int, tuple[float, float | None]] = {}
    for seat in sorted(waiting):
        reacting = spec.reacting(state, seat) if spec.reacting else False
        reach = loaded.reach.get(seat) or Reach()
        start = max(now, away_until(reach, settings.away_limit_days, now,
                                    everyone_away=everyone_away))
        hours = settings.reaction_hours if reacting else settings.turn_hours
        deadline = awake(start + hours * 3600, reach)
        remind = (before_sleep(deadline - settings.reminder_hours * 3600, reach)
                  if settings.reminder_hours else None)
        fresh[seat] = (deadline, remind if remind and start < remind < deadline else None)
    return TimerPlan(fresh=fresh, renew=frozenset(renew), now=now)


def all_away(loaded: Loaded, now: float) -> bool:
    """Whether every human of the game is away (it then waits for them, however long)."""
    humans = [s.seat for s in loaded.seats if not s.is_ai and s.user_id is not None]
    return bool(humans) and all(is_away((loaded.reach.get(s) or Reach()).away_until, now)
                                     for s in humans)


def away_seats(loaded: Loaded, now: float) -> dict[int, float]:
    """The human seats whose players are away, and until when the game waits for each."""
    everyone = all_away(loaded, now)
    limit = loaded.settings.away_limit_days
    out: dict[int, float] = {}
    for seat, reach in loaded.reach.items():
        until = away_until(reach, limit, now, everyone_away=everyone)
        if until > now and not loaded.seat_row(seat).is_ai:
            out[seat] = until
    return out


def deadlines_after(plan: TimerPlan, before: dict[int, float]) -> dict[int, float]:
    """Each waiting seat's deadline once `plan` is written over the deadlines `before` it (a
    seat keeps its deadline unless renewed or passed, as `write_timers` does)."""
    out: dict[int, float] = {}
    for seat, (deadline, _) in plan.fresh.items():
        kept = before.get(seat)
        keep = kept is not None and seat not in plan.renew and kept > plan.now
        out[seat] = kept if keep and kept is not None else deadline
    return out


async def reset_timers(repo: Repository, loaded: Loaded, now: float) -> None:
    """Timers set afresh outside a move (a seat handed to a bot, timers turned on or off, a
    repair at start-up): a seat that has been waiting keeps its deadline. `loaded` then
    holds the deadlines written."""
    plan = plan_timers(loaded, (), now)
    await repo.set_timers(loaded.game.id, loaded.game.version, plan)
    loaded.deadlines = deadlines_after(plan, loaded.deadlines)
