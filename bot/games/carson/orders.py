"""Carson City's standing orders and the questions always asked.

At every round's end each seat with money is asked how much to spend for points (rules
§4.8, §6.1 E3); a player may answer once: "spend only what is above my limit" (nothing
when under it), or "spend nothing while under my limit" (asked only when over it). A New Beginning's sheets and Might is Right's tiles are secret (§8.2,
§8.6): answering them for the player at once would show the table that they had no other
choice, so they are always asked.
"""

from __future__ import annotations

from bot.games.carson.actions import Amount, CarsonMove
from bot.games.carson.rounds import excess
from bot.games.carson.state import CarsonState
from bot.games.core.orders import StandingOrder
from bot.games.core.words import msg

ASK_ALWAYS = frozenset({"sheet", "tiles"})


def spend_excess(state: CarsonState, seat: int) -> CarsonMove | None:
    """Spend exactly the money above the limit (none when under it)."""
    return Amount(n=excess(state, seat))


def skip_under_limit(state: CarsonState, seat: int) -> CarsonMove | None:
    """Spend nothing while under the limit; ask when over it."""
    return Amount(n=0) if excess(state, seat) == 0 else None


ORDERS: tuple[StandingOrder[CarsonState, CarsonMove], ...] = (
    StandingOrder(key="spend-excess", kind="spend", label=msg("carson-order-spend"),
                  answer=spend_excess, group="spend"),
    StandingOrder(key="spend-under", kind="spend", label=msg("carson-order-under"),
                  answer=skip_under_limit, group="spend"),
)
