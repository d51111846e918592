"""When a player can be asked to decide: the quiet hours of their own clock, and time away.

A deadline never expires while its player sleeps: one that would falls at the end of their
quiet hours (issue 21, item 4). A player away (`/notify away:`) has their deadlines paused
until they come back, in each game for at most that game's `away_limit_days`, unless every
human of the game is away: then the game waits for them (item 5). Times are UTC seconds;
hours are whole hours of the player's IANA zone, daylight saving included.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from bot.db.records import Reach

DAY = 86400.0


def zone_of(name: str) -> ZoneInfo:
    """The IANA zone `name` (UTC when unknown)."""
    try:
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError):
        return ZoneInfo("UTC")


def at_hour(day: datetime, hour: int) -> float:
    """The time `hour`:00 of the local date of `day` (its zone's clock; an hour skipped by
    daylight saving becomes the hour after it)."""
    wall = day.replace(hour=hour, minute=0, second=0, microsecond=0, fold=0)
    return wall.timestamp()


def quiet_window(t: float, start: int | None, end: int | None,
                 zone: str = "UTC") -> tuple[float, float] | None:
    """The quiet hours [start, end) of the local clock that contain time `t` (a night that
    wraps past midnight included), as UTC times; None when `t` is not in quiet hours."""
    if start is None or end is None or start == end:
        return None
    local = datetime.fromtimestamp(t, zone_of(zone))
    if start < end:
        nights = [(local, local)]
    else:  # last night's, or tonight's (it ends on the next day)
        nights = [(day, day + timedelta(days=1)) for day in (local - timedelta(days=1), local)]
    for begins, ends in nights:
        window = at_hour(begins, start), at_hour(ends, end)
        if window[0] <= t < window[1]:
            return window
    return None


def awake(t: float, reach: Reach) -> float:
    """`t`, or the end of the player's quiet hours when `t` falls inside them."""
    window = quiet_window(t, reach.quiet_start, reach.quiet_end, reach.timezone)
    return t if window is None else window[1]


def before_sleep(t: float, reach: Reach) -> float:
    """`t`, or the start of the player's quiet hours when `t` falls inside them (a reminder
    comes before they go to sleep rather than with the deadline they wake to)."""
    window = quiet_window(t, reach.quiet_start, reach.quiet_end, reach.timezone)
    return t if window is None else window[0] - 60


def away_until(reach: Reach, limit_days: float, now: float, *, everyone_away: bool) -> float:
    """Until when the player's deadlines in a game are paused: the end of their time away,
    cut to the game's limit after they left unless every human of the game is away; `now`
    or earlier when they are not away."""
    if reach.away_until is None or not is_away(reach.away_until, now):
        return now
    if everyone_away:
        return reach.away_until
    since = reach.away_since if reach.away_since is not None else now
    return min(reach.away_until, since + limit_days * DAY)


def is_away(until: float | None, now: float) -> bool:
    """Whether a player away until `until` (None: not away) is away at `now`."""
    return until is not None and until > now


def next_at_hour(now: float, hour: int, zone: str) -> float:
    """The first time after `now` at which the clock of `zone` shows `hour`:00."""
    local = datetime.fromtimestamp(now, zone_of(zone))
    today = at_hour(local, hour)
    return today if today > now else at_hour(local + timedelta(days=1), hour)
