"""Way Out West's standing orders and the questions always asked.

A shootout asks both sides "fire or retreat" before every volley (rules D14, D15): a
player may answer once for all their shootouts, "always fire until it is settled" or
"fire, and retreat from an attack when outgunned two to one" (the bots' own rule). Nothing on a Way Out
West table is hidden (§8), so any question with one legal answer may be answered for the
player: `ASK_ALWAYS` is empty. A jail owner may also let its sheriff join its own side in
every shootout, attacking or defending (D9, D10), once for the game.
"""

from __future__ import annotations

from bot.games.core.orders import StandingOrder
from bot.games.core.words import msg
from bot.games.wow.actions import Decide, Fire, WowMove
from bot.games.wow.ai import fire_choice
from bot.games.wow.state import WowState

ASK_ALWAYS: frozenset[str] = frozenset()


def always_fire(state: WowState, seat: int) -> WowMove | None:
    """Fire every volley."""
    return Fire()


def retreat_when_losing(state: WowState, seat: int) -> WowMove | None:
    """The bots' own rule (`ai.fire_choice`): the defence always fires (a retreat hands the
    target over at once, rules 5.7); the attack retreats when the defence rolls at least 3
    dice and twice as many as it, while it has cowboys to lose."""
    return None if state.fight is None else fire_choice(state, seat)


def sheriff_joins(state: WowState, seat: int) -> WowMove | None:
    """The jail owner's sheriff joins its owner's own side (D9, D10): one more fighter, who
    dies last and is available again after (§5.3), so the owner loses nothing by it."""
    return Decide(yes=True)


ORDERS: tuple[StandingOrder[WowState, WowMove], ...] = (
    StandingOrder(key="fire", kind="fire", label=msg("wow-order-fire"), answer=always_fire,
                  group="shootout"),
    StandingOrder(key="retreat-losing", kind="fire", label=msg("wow-order-retreat"),
                  answer=retreat_when_losing, group="shootout"),
    StandingOrder(key="sheriff-attack", kind="sheriff_attack",
                  label=msg("wow-order-sheriff-attack"), answer=sheriff_joins,
                  group="sheriff-attack"),
    StandingOrder(key="sheriff-defend", kind="sheriff_defend",
                  label=msg("wow-order-sheriff-defend"), answer=sheriff_joins,
                  group="sheriff-defend"),
)
