"""The AI's evaluation: a rough projection of the final score from a board."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.core.model import Action
from bot.games.wow import board as bd
from bot.games.wow.actions import Target
from bot.games.wow.data import DATA, N_TOWNS
from bot.games.wow.income import income, town_income
from bot.games.wow.scoring import scores
from bot.games.wow.state import FARMER, Board


def incomes_left(b: Board) -> int:
    """Income phases still to come, this round included."""
    return sum(1 for t in DATA.income_after if t >= b.track)


def presence(b: Board, seat: int) -> float:
    """Cowboys are worth something where they guard our assets or open corrals."""
    total = 0.0
    for t in range(N_TOWNS):
        mine = bd.property_count(b, t, seat) + b.corrals[t].count(seat)
        cap = 3 if mine else 1
        total += (0.7 if mine else 0.4) * min(b.cowboys[t][seat], cap)
    return total


def exposure(b: Board, seat: int) -> float:
    """What the seat's property stands to lose where a rival's cowboys outnumber its own
    there (a shootout there needs no move first), or match them: the town's points for each
    property, lost by the owner and won by the raider, and the town's income still to come,
    times a rough chance."""
    total = 0.0
    for t in range(N_TOWNS):
        mine = bd.property_count(b, t, seat)
        if not mine:
            continue
        guard = b.cowboys[t][seat]
        threat = max(n for s, n in enumerate(b.cowboys[t]) if s != seat)
        chance = 0.8 if threat > guard else 0.3 if threat == guard and threat else 0.0
        total += chance * (mine * 2 * bd.property_count(b, t)
                           + 0.6 * town_income(b, seat, t) * incomes_left(b))
    return total


def final_income(b: Board) -> Board:
    """The board with the last income paid, unless the game is over and it was."""
    if b.phase == "over":
        return b
    return b.model_copy(update={"money": [m + income(b, s) for s, m in enumerate(b.money)]})


def value(b: Board, seat: int, score: Callable[[Board], list[int]] = scores) -> float:
    """A rough projection of the seat's final margin over the best rival (`score`: every
    seat's total as if the game ended now, `scores` or a memory of it)."""
    last = b.track >= DATA.last_track_position
    totals = score(final_income(b) if last else b)
    rivals = max(v for s, v in enumerate(totals) if s != seat)
    # in the last round money and income count only through the most-money bonus of the
    # totals after the final income, before it is paid as after
    left = 0 if last else incomes_left(b)
    money_w = 0.45 if left else 0.05
    return (totals[seat] - 0.4 * rivals + 0.6 * income(b, seat) * left
            + money_w * b.money[seat] + presence(b, seat) - exposure(b, seat))


def strengths(b: Board, seat: int, t: Target) -> tuple[int, int]:
    """Estimated fighters of attack and defence for target `t` (sheriffs guessed)."""
    att = b.cowboys[t.town][seat]
    defender = t.owner if t.what != "farmer" else FARMER
    dfd = 1 if defender == FARMER else b.cowboys[t.town][defender or 0]
    dfd += 1 if t.what in DATA.guarded_buildings else 0
    jail = bd.owner_of(b, t.town, "jail")
    if jail == seat:
        att += 1
    elif jail is not None and defender != FARMER:
        dfd += 1
    return att, max(dfd, 1)


def target_value(b: Board, seat: int, a: Action) -> float:
    """Win chance times the swing of a win, minus expected losses."""
    if not isinstance(a, Target):
        return -99.0
    att, dfd = strengths(b, seat, a)
    p = att / (att + dfd)
    p = p * p * 1.3 if att < dfd else min(0.95, p + 0.1 * (att - dfd))
    size = bd.property_count(b, a.town)
    left = incomes_left(b)
    if a.what == "cattle":
        gain = a.count * (2.0 + 1.5 * left) * 2
    elif a.what == "farmer":
        gain = 2.0
    elif a.what == "bank":
        gain = min(10.5, b.money[a.owner or 0]) * 0.45 * 2
    elif a.what == "jail":
        gain = size * 1.4
    else:
        gain = 2 * size + 1.5 * left
    return p * (gain + 1.5) - (1 - p) * 0.8 * att - 1.0
