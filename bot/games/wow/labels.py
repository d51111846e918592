"""How each legal action is offered (`describe`): a short unique label, a description and,
for large questions, a stage. Works from a view only; nothing in this game is private."""

from __future__ import annotations

from bot.games.core.model import ActionText
from bot.games.core.words import Msg, msg, seat
from bot.games.wow.actions import (
    Bid,
    Build,
    Decide,
    Done,
    Drop,
    Fire,
    Hire,
    MoveCattle,
    MoveCowboy,
    MoveOut,
    Pass,
    PlaceCattle,
    PlaceFarmer,
    PlaceStart,
    Retreat,
    Scatter,
    TakeBox,
    TakeWanted,
    Target,
    WowMove,
)
from bot.games.wow.data import BOXES
from bot.games.wow.view import FightView, QuestionView, WowTableView
from bot.games.wow.wording import box_label, building, building_text, target_text, town

MENU = 25       # entries of one menu: a larger question is offered in stages
BID_GROUP = 10  # bids are grouped by tens of dollars


def question(view: WowTableView, who: int) -> QuestionView | None:
    """The question `who` is asked now, as the view shows it."""
    top = view.board.questions[:1]
    return top[0] if top and top[0].seat == who else None


def describe(view: WowTableView, who: int, a: WowMove) -> ActionText:
    """The label, description and stage of a legal action of `who`."""
    if isinstance(a, Bid):
        return bid_text(view, who, a)
    if isinstance(a, TakeBox):
        info = BOXES[a.box]
        if info.building is not None:  # what the property does
            return ActionText(label=box_label(a.box), description=building_text(info.building))
        return ActionText(label=box_label(a.box),
                          description=msg("wow-box-help", action=info.action))
    if isinstance(a, PlaceFarmer):
        return farmer_text(a)
    if isinstance(a, Target):
        return ActionText(label=msg("wow-do-target", target=target_text(a.what, a.owner, a.count),
                                    what=a.what, town=town(a.town)),
                          description=msg("wow-target-help", cowboys=view.board.cowboys[a.town][who]),
                          stage=(msg("wow-stage-town", town=town(a.town)),))
    if isinstance(a, Decide | Done | Build):
        q = question(view, who)
        return ActionText(label=answer_label(q, a), description=answer_help(view, q, a))
    return ActionText(label=simple_label(a), description=simple_help(view, who, a))


def fight_now(fight: FightView) -> Msg:
    """The running totals of a shootout ("now 2 attackers vs 3 defenders")."""
    return msg("wow-fight-now", attack=fight.a.strength(), defence=fight.d.strength())


def fight_question(question: Msg, fight: FightView | None) -> Msg:
    """A shootout question restating the running totals ("fire or retreat — Now attack 2
    vs defence 1"), for the prompt of the views; other questions are returned as they are."""
    if fight is None:
        return question
    return msg("wow-q-fight-now", question=question, now=fight_now(fight))


def answer_help(view: WowTableView, q: QuestionView | None,
                a: Decide | Done | Build) -> Msg | None:
    """What a property does (building), or where a shootout stands (sheriff questions)."""
    if isinstance(a, Build):
        box = BOXES.get(q.box) if q is not None else None
        return building_text(box.building) if box is not None and box.building else None
    fight = view.board.fight
    if isinstance(a, Decide) and fight is not None:
        return fight_now(fight)
    return None


def simple_help(view: WowTableView, who: int, a: WowMove) -> Msg | None:
    """The longer explanation of an answer whose label is short."""
    if isinstance(a, Drop):
        bid = view.board.auction.bids[who] if view.board.auction is not None else 0
        return msg("wow-drop-help", bid=bid)
    fight = view.board.fight
    if isinstance(a, Fire | Retreat) and fight is not None:
        what = msg("wow-fire-help") if isinstance(a, Fire) else msg("wow-retreat-help")
        return msg("wow-fight-desc", now=fight_now(fight), what=what)
    if isinstance(a, Pass | Retreat):
        return msg("wow-" + a.kind + "-help")
    return None


def simple_label(a: WowMove) -> Msg:
    """Labels that need nothing but the action."""
    if isinstance(a, PlaceStart):
        return msg("wow-do-start", town=town(a.town))
    if isinstance(a, PlaceCattle | Hire | Scatter):
        return msg("wow-do-" + a.kind, town=town(a.town))
    if isinstance(a, MoveCowboy | MoveCattle):
        return msg("wow-do-" + a.kind, src=town(a.src), dst=town(a.dst))
    if isinstance(a, MoveOut):
        return msg("wow-do-move-out", town=town(a.town), all=str(a.all).lower())
    if isinstance(a, TakeWanted):
        return msg("wow-do-take-wanted", who=seat(a.source))
    if isinstance(a, Drop | Pass | Fire | Retreat):
        return msg("wow-do-" + a.kind)
    raise TypeError(f"no label for {a.kind}")


def answer_label(q: QuestionView | None, a: Decide | Done | Build) -> Msg:
    """Labels that depend on the question: yes/no wording, Done, the building of the box."""
    kind = q.kind if q is not None else ""
    if isinstance(a, Decide):
        return msg("wow-answer", question=kind or "none", yes=str(a.yes).lower())
    if isinstance(a, Done):
        return msg("wow-do-done", question=kind or "none")
    box = BOXES.get(q.box) if q is not None else None
    if box is None or box.building is None:
        return msg("wow-do-build-here", town=town(a.town))
    return msg("wow-do-build", building=building(box.building), town=town(a.town),
               cost=box.cost)


def bid_text(view: WowTableView, who: int, a: Bid) -> ActionText:
    """A bid, staged by tens of dollars when there are more than a menu holds."""
    label = msg("wow-do-bid", amount=a.amount)
    auction = view.board.auction
    if auction is None:
        return ActionText(label=label, amount=a.amount)
    low, high = auction.high + 1, view.board.money[who]
    help_ = msg("wow-bid-help", high=auction.high, money=high)
    if high - low + 2 <= MENU:  # the bids and Drop fit in one menu
        return ActionText(label=label, description=help_, amount=a.amount)
    first = (a.amount - 1) // BID_GROUP * BID_GROUP + 1
    group = msg("wow-stage-bids", low=max(first, low), high=min(first + BID_GROUP - 1, high))
    return ActionText(label=label, description=help_, stage=(group,), amount=a.amount)


def farmer_text(a: PlaceFarmer) -> ActionText:
    """The farmer on an empty corral or on a player's cattle, staged by town."""
    if a.displace is None:
        label = msg("wow-do-farmer-empty", town=town(a.town))
    else:
        label = msg("wow-do-farmer-on", town=town(a.town), owner=seat(a.displace))
    return ActionText(label=label, stage=(msg("wow-stage-town", town=town(a.town)),))
