"""Who is not pinged: a player who chose the daily digest (`/notify digest:daily`) is told
once a day where it is their turn instead of at every turn; a reaction asked of them, or a
turn deadline less than `URGENT_HOURS` away, still pings (issue 21, item 6)."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from bot.service.models import Loaded

URGENT_HOURS = 3.0


def digest_waits(loaded: Loaded, seats: Collection[int], deadlines: Mapping[int, float],
                 now: float) -> frozenset[int]:
    """The seats among `seats` whose players take the digest and whose call can wait for
    it: their own turn (not a reaction), with no deadline or one at least `URGENT_HOURS`
    away."""
    state, spec = loaded.state, loaded.spec
    out: set[int] = set()
    for seat in seats:
        reach = loaded.reach.get(seat)
        if reach is None or reach.digest_hour is None:
            continue
        if state is not None and spec.reacting(state, seat):
            continue
        due = deadlines.get(seat)
        if due is None or due - now >= URGENT_HOURS * 3600:
            out.add(seat)
    return frozenset(out)
