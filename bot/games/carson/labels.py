"""How each legal action is offered (`describe`): a short unique label, a description and,
for large questions, a stage (a row of plots, the track, the roads). Works from a view."""

from __future__ import annotations

from functools import cache

from bot.games.carson.actions import (
    Amount,
    BuildKept,
    CarsonMove,
    Choose,
    Corral,
    Gamble,
    Pawn,
    PickPlot,
    Place,
    PlayTiles,
    Recall,
    Road,
    Sheet,
    Slot,
    TakeCard,
)
from bot.games.carson.asking import the_building
from bot.games.carson.characters import CAPTAIN
from bot.games.carson.data import CHARS
from bot.games.carson.events import where, worded
from bot.games.carson.roadnames import road_tag
from bot.games.carson.view import CarsonTableView, QuestionView
from bot.games.core.model import ActionText
from bot.games.core.words import Msg, MsgArg, msg

BUILDING_LOCS = ("", "house", "townhouse", "mountain")


def question(view: CarsonTableView, who: int) -> QuestionView | None:
    """The question `who` is asked now, as the view shows it."""
    return next((q for q in view.board.questions if q.seat == who), None)


def plot_index(name: str) -> int:
    """The index of a plot from its coordinate name."""
    return (int(name[1]) - 1) * 8 + "ABCDEFGH".index(name[0])


def purpose(view: CarsonTableView, who: int, loc: str) -> str:
    """What a cowboy placed on loc would do: buy, attack, defend, townhall, space."""
    if loc[0] not in "ABCDEFGH" or len(loc) != 2:
        return "space"
    p = view.board.plots[plot_index(loc)]
    if loc in view.board.outlaws:
        return "fight"
    if p.content == "townhall":
        return "townhall"
    if p.content in BUILDING_LOCS:
        return "buy"
    return "defend" if p.owner == who else "attack"


def amount_cost(view: CarsonTableView, who: int, kind: str, n: int,
                q: QuestionView | None) -> int:
    """What an amount answer costs or brings: dollars paid (Captain, Banker, VP bought) or
    VP gained (spending, the Heroes)."""
    if kind == "captain":
        red = any(c == CAPTAIN and side == "R" for c, side in view.players[who].held)
        return dict(CHARS.captain_revolvers if red else CHARS.captain_cowboys).get(n, 0)
    if kind == "banker":
        return dict(CHARS.banker_packages).get(n, 0)
    if kind == "heroes":
        return dict(CHARS.heroes_options).get(n, 0)
    if kind == "buyvp":
        return n * (q.amount if q else 0)
    return n // 10 if kind == "spend" else 0


@cache
def stage_of(loc: str) -> tuple[Msg, ...]:
    """The menu stage of a location: its row, or the track (made once per location: a
    placement offers every location; a message is never changed)."""
    if len(loc) == 2 and loc[0] in "ABCDEFGH":
        return (msg("carson-stage-row", row=int(loc[1])),)
    return (msg("carson-stage-track"),)


def describe(view: CarsonTableView, who: int, a: CarsonMove) -> ActionText:
    """The label, description and stage of a legal action of `who`."""
    return _describe(view, who, a)


def road_label(view: CarsonTableView, q: QuestionView | None, edge: str) -> Msg:
    """A road's answer, starting with the tag the board draws on its edge while this
    question's roads are the ones drawn ("⑫ Road between E4 and E5")."""
    drawn = view.board.road_question()
    if q is None or drawn is None or drawn.id != q.id or edge not in q.roads:
        return _said("carson-do-road", edge=edge)
    return _said("carson-do-road-tagged", tag=road_tag(q.roads.index(edge) + 1), edge=edge)


def _said(key: str, **args: MsgArg) -> Msg:
    """A label's or description's message, with names of buildings, locations, cards and
    sides as their own messages (`events.worded`)."""
    return msg(key, **worded(args))


def _describe(view: CarsonTableView, who: int, a: CarsonMove) -> ActionText:
    q = question(view, who)
    kind = q.kind if q else ""
    if isinstance(a, Place):
        why = purpose(view, who, a.loc)
        plot = view.board.plots[plot_index(a.loc)] if why != "space" else None
        return ActionText(label=_said("carson-do-place", loc=where(a.loc, view.board.market), purpose=why,
                                    noduel=str(a.noduel).lower(), dynamite=str(a.dynamite).lower(),
                                    price=plot.price if plot else 0, plot=a.loc,
                                    building=the_building(plot.content if plot else "")),
                          stage=stage_of(a.loc))
    if isinstance(a, Pawn):
        return ActionText(label=_said("carson-do-pawn", loc=where(a.loc, view.board.market)),
                          stage=(msg("carson-stage-pawn"),))
    if isinstance(a, Corral):
        return ActionText(label=_said("carson-do-corral", corral=a.corral,
                                    cowboy=str(a.cowboy).lower()),
                          description=_said("carson-corral-help", corral=a.corral))
    if isinstance(a, PlayTiles):
        return ActionText(label=_said("carson-do-tiles", first=a.first, second=a.second),
                          private=True)
    if isinstance(a, Sheet):
        return ActionText(label=_said("carson-do-sheet", money=5 * a.sheet_money,
                                    cowboys=a.sheet_cowboys, roads=a.sheet_roads,
                                    revolvers=a.sheet_revolvers, plots=a.sheet_plots),
                          stage=(msg("carson-stage-money", money=5 * a.sheet_money),),
                          private=True)
    if isinstance(a, Recall):
        return ActionText(label=_said("carson-do-recall", loc=where(a.loc, view.board.market)),
                          stage=stage_of(a.loc))
    if isinstance(a, Road):
        return ActionText(label=road_label(view, q, a.edge), stage=(msg("carson-stage-roads"),))
    if isinstance(a, PickPlot):
        p = view.board.plots[plot_index(a.plot)]
        return ActionText(label=_said("carson-do-plot", question=kind, plot=a.plot, price=p.price),
                          stage=(msg("carson-stage-row", row=int(a.plot[1])),))
    if isinstance(a, TakeCard):
        side = next((c.side for c in view.board.cards if c.number == a.number), "Y")
        return ActionText(label=_said("carson-do-card", card=a.number, side=side),
                          description=_said("carson-card-help", card=a.number, side=side))
    if isinstance(a, Choose):
        subject = q.building if q and q.building else "none"
        return ActionText(label=_said("carson-do-choose", question=kind, option=a.option,
                                    building=a.building or subject,
                                    the=the_building(a.building or subject),
                                    plot=q.loc if q else "", price=q.price if q else 0))
    if isinstance(a, Amount):
        red = any(c == CAPTAIN and side == "R" for c, side in view.players[who].held)
        return ActionText(label=_said("carson-do-amount", question=kind, n=a.n,
                                    price=q.amount if q else 0,
                                    cost=amount_cost(view, who, kind, a.n, q),
                                    what="revolvers" if red else "cowboys"),
                          stage=(msg("carson-stage-tens", low=a.n // 10 * 10,
                                     high=a.n // 10 * 10 + 9),))
    if isinstance(a, Slot):
        k = view.board.slot_prices.index(a.price)
        return ActionText(label=_said("carson-do-slot", price=a.price,
                                    building=view.board.market[k] or "none",
                                    cost=q.price if q else 0))
    if isinstance(a, BuildKept):
        return ActionText(label=_said("carson-do-kept", building=the_building(a.building)))
    if isinstance(a, Gamble):
        return ActionText(label=_said("carson-do-gamble"))
    return ActionText(label=_said("carson-do-pass"), description=_said("carson-pass-help"))
