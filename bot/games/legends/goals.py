"""The Goals variant (Appendix I): three secret goals per player, completed the moment
their condition holds (on any turn, no action), each paid with Legendary tokens drawn
from a shuffled pool (k tokens for the k-th goal, keep 1, the rest go back)."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.legends.data import GOALS, GOALS_DATA
from bot.games.legends.events import Noted, Secret
from bot.games.legends.state import LegendsDecision, LegendsState, Player

MAX_GOALS = 3

STATES: dict[str, Callable[[Player], bool]] = {
    "upgraded_rifle": lambda p: p.weapons.get("rifle", False),
    "upgraded_weapon": lambda p: any(p.weapons.values()),
    "own_mustang": lambda p: "mustang" in p.mounts,
    "mp_3": lambda p: p.mp >= 3,
    "mp_6": lambda p: p.mp >= 6,
    "wp_4": lambda p: p.wp >= 4,
    "wp_6": lambda p: p.wp >= 6,
    "gold_4": lambda p: p.gold >= 4,
    "money_100": lambda p: p.money >= 100,
    "money_120": lambda p: p.money >= 120,
}


def deal(s: LegendsState, draws: Draws) -> None:
    """§2 step 14: each player's 4 goals, one removed at random unseen; the token pool."""
    for p in s.players:
        mine = sorted(g for g, data in GOALS.items() if data.character == p.character)
        out = mine[draws.below(len(mine))]
        s.goal_discards.append(out)
        p.goals = [g for g in mine if g != out]
    pool = [int(v) for v, n in GOALS_DATA.tokens.items() for _ in range(n)]
    s.token_pool = draws.shuffled(pool)


def met(p: Player, goal: str) -> bool:
    """The goal's condition holds for `p` now (state) or over the game (records)."""
    data = GOALS[goal]
    if data.count == 0:
        return STATES[data.tag](p)
    if data.tag in ("prospect_mines", "move_mines"):
        prefix = "prospect:" if data.tag == "prospect_mines" else "move_mine:"
        return len({r for r in p.record if r.startswith(prefix)}) >= data.count
    return p.record.count(data.tag) >= data.count


def check(s: LegendsState, draws: Draws, ev: list[Event]) -> bool:
    """Complete the first goal whose condition holds; True when one was completed."""
    if not s.options.goals_variant or s.phase != "play":
        return False
    for who, p in enumerate(s.players):
        for goal in p.goals:
            if len(p.done) < MAX_GOALS and met(p, goal):
                complete(s, who, goal, draws, ev)
                return True
    return False


def complete(s: LegendsState, who: int, goal: str, draws: Draws, ev: list[Event]) -> None:
    """Reveal the goal; draw k tokens; keep one (asked when there is a choice, N20)."""
    p = s.players[who]
    p.goals.remove(goal)
    p.done.append(goal)
    ev.append(Noted(seat=who, what="goal", detail=goal))
    k = len(p.done)
    drawn, s.token_pool = s.token_pool[:k], s.token_pool[k:]
    if len(set(drawn)) <= 1:
        keep(s, who, drawn, drawn[0] if drawn else 0, draws, ev)
        return
    s.flow.push(LegendsDecision(seat=who, kind="token", options=[str(v) for v in drawn],
                                reaction=who != s.turn))


def keep(s: LegendsState, who: int, drawn: list[int], value: int, draws: Draws,
         ev: list[Event]) -> None:
    """Keep one token face down; the others go back and the pool is shuffled."""
    rest = list(drawn)
    if value in rest:
        rest.remove(value)
        s.players[who].tokens.append(value)
        ev.append(Noted(seat=who, what="token"))
        ev.append(Secret(seat=who, what="token", detail=str(value), visible_to=(who,)))
    if rest:
        s.token_pool = draws.shuffled([*s.token_pool, *rest])
