"""A heuristic player for Carson City, from its own seat view and legal actions only.

It places each cowboy where it should bring the most VP (`ai_city`: an action space's
yield for this seat, a plot's worth as ground to build on or as a mountain or house to
score, a building only where it can stand), shared by the duels it starts; it buys a
building only where it can build it and then builds it on its best site; it spends at the
end of a round what makes VP; otherwise it answers with the cheapest sensible option."""

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
from bot.games.carson.ai_city import (
    earning,
    money_worth,
    my_sites,
    plot_vp,
    slot_building,
    space_worth,
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


LAST_ROUND = 4
PLACE_SCALE = 3  # a placement's VP in the units of `score`


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
        return _placement(view, a)
    if isinstance(a, Pawn):
        return SPACE_TASTE.get(a.loc, 0) + 2
    if isinstance(a, Gamble):
        return 20
    if isinstance(a, Pass):
        return 0.5 if me.cowboys > 0 else 100
    if isinstance(a, Road | Recall):
        return -1
    if isinstance(a, PickPlot) and kind == "site" and q is not None:
        return 10 + earning(view, q.building, plot_index(a.plot))
    if isinstance(a, PickPlot):
        p = view.board.plots[plot_index(a.plot)]
        return (10 if p.connected else 0) + p.price + (5 if p.owner == me.seat else 0)
    if isinstance(a, Choose):
        prefer = {"yes": 3, "money": 2, "keep": 0, "done": 0, "decline": 0, "no": 1,
                  "drop": 1, "doctor": 2, "double": 4, "guns": 1, "cash": 2, "vp": 1}
        if kind == "buy" and a.option == "yes" and q is not None:
            for_sale = slot_building(view, q.loc)
            return 5 if for_sale and my_sites(view, for_sale) else -1
        if kind == "buyplot" and a.option == "yes":
            return 5
        if kind == "consent":
            return 2 if a.option == "no" else 1
        return prefer.get(a.option, 0)
    if isinstance(a, Amount):
        if kind == "spend":
            return _spend_worth(view, a.n)
        if kind == "bid":
            return -a.n
        if kind == "buyvp" and q is not None:
            return a.n * (1 - q.amount * money_worth(view))
        return a.n
    return 4  # a Slot or a kept building: take what the power offers


def _spend_worth(view: CarsonSeatView, n: int) -> float:
    """VP for spending $n at the end of a round (1 per $10), less what the money would
    have been worth: at the end of the game 1 VP per $6 kept, before that a little more."""
    money = view.me.money
    if view.board.round >= LAST_ROUND:
        return n // 10 + (money - n) // 6 - money // 6 - n / 1000
    return n // 10 - n * money_worth(view)


def _placement(view: CarsonSeatView, a: Place) -> float:
    """A cowboy's placement: the VP it should bring, shared by the duel it starts (every
    rival cowboy there halves the chance), in the units of the other answers."""
    me = view.me
    there = [c.seat for c in view.board.cowboys if c.loc == a.loc]
    rivals = sum(1 for s in there if s != me.seat)
    if a.loc in SPACE_TASTE:
        worth = space_worth(view, a.loc)
    else:
        q = plot_index(a.loc)
        p = view.board.plots[q]
        if p.owner >= 0:
            return 2 if p.owner == me.seat else 3
        if me.money < p.price or me.seat in there:
            return -5
        worth = plot_vp(view, q)
    return PLACE_SCALE * worth / (1 + rivals) - (1 if a.dynamite else 0)


def choose(view: CarsonSeatView, legal: Sequence[CarsonMove]) -> CarsonMove:
    """The legal action with the best heuristic score (the first on ties)."""
    return max(legal, key=lambda a: score(view, a))


def shortlist(view: CarsonSeatView, legal: Sequence[CarsonMove]) -> list[CarsonMove]:
    """The legal actions best first by the heuristic's score: what a search weighs first."""
    return sorted(legal, key=lambda a: -score(view, a))
