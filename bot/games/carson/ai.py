"""A heuristic player for Carson City, from its own seat view and legal actions only.

It values money and VP simply: takes characters that pay at once, places cowboys on the
income and VP spaces it can win, buys plots near the centre and buildings it can build,
and otherwise answers with the cheapest sensible option."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.carson.actions import (
    Amount,
    CarsonMove,
    Choose,
    Gamble,
    Pass,
    Pawn,
    PickPlot,
    Place,
    PlayTiles,
    Recall,
    Road,
    Sheet,
    TakeCard,
)
from bot.games.carson.labels import plot_index, question
from bot.games.carson.view import CarsonSeatView

CARD_TASTE = {2: 9, 3: 8, 7: 7, 5: 7, 13: 6, 4: 6, 10: 6, 9: 5, 6: 5, 8: 5, 1: 4, 12: 4,
              11: 4, 14: 5, 16: 5, 15: 3, 0: 3, 17: 6}
SPACE_TASTE = {"INCOME_COWBOYS": 9, "INCOME_PLOTS": 7, "GAMBLING": 6, "VP_COWBOYS": 8,
               "VP_PLOTS": 6, "VP_BUILDINGS": 7, "AMMO": 6, "ROADS_3": 4, "SALARY": 5,
               "ROAD_1": 1, "BUYVP_5": 3, "BUYVP_4": 4, "BUYVP_3": 5, "BUYVP_2": 6,
               "BUILD_3": 8, "BUILD_4": 8, "BUILD_5": 7, "BUILD_6": 7, "BUILD_8": 6,
               "BUILD_10": 5, "BUILD_12": 4}


def score(view: CarsonSeatView, a: CarsonMove) -> float:
    """A rough value of an action for this seat; the best is played."""
    me = view.me
    q = question(view, view.seat)
    kind = q.kind if q else ""
    if isinstance(a, PlayTiles):
        return a.first + max(0, a.second)
    if isinstance(a, Sheet):
        return a.sheet_cowboys + a.sheet_money
    if isinstance(a, TakeCard):
        return CARD_TASTE.get(a.number, 0)
    if isinstance(a, Place):
        if a.loc in SPACE_TASTE:
            rivals = sum(1 for c in view.board.cowboys if c.loc == a.loc and c.seat != me.seat)
            return SPACE_TASTE[a.loc] - 3 * rivals - (2 if a.dynamite else 0)
        p = view.board.plots[plot_index(a.loc)]
        if p.content in ("", "house", "townhouse", "mountain"):
            return (6 if p.connected else 3) - p.price / 4 if me.money >= p.price else -5
        return 2 if p.owner == me.seat else 3
    if isinstance(a, Pawn):
        return SPACE_TASTE.get(a.loc, 0) + 2
    if isinstance(a, Gamble):
        return 20
    if isinstance(a, Pass):
        return 0.5 if me.cowboys > 0 else 100
    if isinstance(a, Road | Recall):
        return -1
    if isinstance(a, PickPlot):
        p = view.board.plots[plot_index(a.plot)]
        return (10 if p.connected else 0) + p.price + (5 if p.owner == me.seat else 0)
    if isinstance(a, Choose):
        prefer = {"yes": 3, "money": 2, "keep": 0, "done": 0, "decline": 0, "no": 1,
                  "drop": 1, "doctor": 2, "double": 4, "guns": 1, "cash": 2, "vp": 1}
        if kind in ("buy", "buyplot") and a.option == "yes":
            return 5
        if kind == "consent":
            return 2 if a.option == "no" else 1
        return prefer.get(a.option, 0)
    if isinstance(a, Amount):
        if kind == "spend":
            return -a.n
        if kind == "bid":
            return -a.n
        if kind == "buyvp":
            return a.n if view.board.round >= 3 else -a.n
        return a.n
    return 4  # a Slot or a kept building: take what the power offers


def choose(view: CarsonSeatView, legal: Sequence[CarsonMove]) -> CarsonMove:
    """The legal action with the best heuristic score (the first on ties)."""
    return max(legal, key=lambda a: score(view, a))
