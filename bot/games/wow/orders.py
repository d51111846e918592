"""Way Out West's standing orders and the questions always asked.

A shootout asks both sides "fire or retreat" before every volley (rules D14, D15): a
player may answer once for all their shootouts, "always fire until it is settled" or
"fire, and retreat when outgunned two to one" (the bots' own rule). Nothing on a Way Out
West table is hidden (§8), so any question with one legal answer may be answered for the
player: `ASK_ALWAYS` is empty.
"""

from __future__ import annotations

from bot.games.core.orders import StandingOrder
from bot.games.core.words import msg
from bot.games.wow.actions import Fire, Retreat, WowMove
from bot.games.wow.state import WowState

ASK_ALWAYS: frozenset[str] = frozenset()


def always_fire(state: WowState, seat: int) -> WowMove | None:
    """Fire every volley."""
    return Fire()


def retreat_when_losing(state: WowState, seat: int) -> WowMove | None:
    """Retreat when the other side rolls at least 3 dice and twice as many as this side,
    while this side has cowboys to lose; fire otherwise."""
    f = state.fight
    if f is None:
        return None
    mine, theirs = (f.a, f.d) if seat == f.attacker else (f.d, f.a)
    outgunned = mine.strength() * 2 < theirs.strength() and theirs.strength() >= 3
    return Retreat() if mine.cowboys and outgunned else Fire()


ORDERS: tuple[StandingOrder[WowState, WowMove], ...] = (
    StandingOrder(key="fire", kind="fire", label=msg("wow-order-fire"), answer=always_fire,
                  group="shootout"),
    StandingOrder(key="retreat-losing", kind="fire", label=msg("wow-order-retreat"),
                  answer=retreat_when_losing, group="shootout"),
)
