"""A heuristic player that sees only its own seat view and its legal actions.

In the action phase it scores each action: cash in (sell gold, revel, deliver cattle),
work a location it stands on (prospect, acquire cattle, poker with a good hand), play
cards that score, duel with a high card, place story discs; otherwise it moves toward
its current aim (the Bank with gold, the Rail Station with cattle, the Cabaret with
money, else the nearest mine). Other questions take the sensible side: the highest card
to fight, the lowest to discard, money when short.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.legends.actions import (
    Answer,
    Buy,
    Choose,
    Decide,
    Declare,
    LegendsMove,
    Move,
    Pair,
    Pick,
    PlaceDisc,
    PlayCard,
    React,
    Revel,
    Sell,
    Simple,
    Step,
)
from bot.games.legends.data import BOARD, CARDS, FIGHTS, effect
from bot.games.legends.gains import MONEY_CAP
from bot.games.legends.map import distance
from bot.games.legends.view import LegendsSeatView

SCORING_CARDS = {"tall_tale": 60, "payday": 45, "patch_up": 20, "manhunt": 5}
LOW_PICK = ("discard", "annie", "ambush", "sheriff_discard", "billy_pay", "fight_card")


def strength(card: str) -> int:
    """A card's printed value."""
    return FIGHTS[card].value if card in FIGHTS else CARDS[card].value


def aim(v: LegendsSeatView) -> list[str]:
    """The spaces the AI wants to reach now."""
    me = v.players[v.seat]
    if me.gold >= 2:
        return [BOARD.bank]
    if v.cattle_token is not None:
        return [BOARD.rail_station] if me.wp == 0 else [BOARD.ranches["green"],
                                                        BOARD.ranches["blue"]]
    if me.money >= 60:
        return [BOARD.cabaret]
    return list(BOARD.mines)


def action_score(v: LegendsSeatView, a: LegendsMove) -> int:
    """How much the AI likes an action of the action phase."""
    me = v.players[v.seat]
    if isinstance(a, Sell):
        return 100 + 10 * (a.nuggets + a.fools)
    if isinstance(a, Revel):
        return 90 + a.amount // 30
    if isinstance(a, PlaceDisc):
        return 95
    if isinstance(a, PlayCard):
        return SCORING_CARDS.get(effect(a.card), 0) if effect(a.card) != "reputation" else 80
    if isinstance(a, Declare):
        return 50 if a.type == "duel" and strength(a.card) >= 12 else 0
    if isinstance(a, Simple):
        return {"prospect": 70 if me.gold < 4 else 0, "acquire": 65,
                "poker": 40 if len(v.hand) >= 2 else 0, "work": 10,
                "store": 35 if me.money >= 60 and not me.mounts else 0,
                "end": -10, "provisions": 15 if me.wounds else 0,
                "heal": 55 if me.wounds >= 2 else 0}.get(a.what, 0)
    if isinstance(a, Move):
        goal = min(distance(a.to, g) for g in aim(v))
        here = min(distance(me.space, g) for g in aim(v))
        longer = 1 if a.steps else 0  # the shortest walk, as for an absent player (L7)
        return 30 + 5 * (here - goal) - (20 if a.to in v.bandits else 0) - longer
    return 0


WANTED_ITEMS = ("mustang", "mule", "canvas_duster", "revolver")


def shop(v: LegendsSeatView, legal: Sequence[LegendsMove]) -> LegendsMove:
    """At the store: a mount first (made active), then a few useful items; else leave."""
    me = v.players[v.seat]
    for item in WANTED_ITEMS:
        for a in legal:
            if isinstance(a, Buy) and a.item == item and not a.upgrade and (
                    a.activate or item not in ("mustang", "mule")) and item not in me.mounts:
                return a
    return legal[-1]


def defend(v: LegendsSeatView, kind: str, legal: Sequence[LegendsMove]) -> LegendsMove:
    """Lady Luck is offered only to a hand that is not winning: use it. Duck and Cover: a
    wound costs 1 LP at the end and 1 card of hand limit, the card is a 12 in a fight; use
    it when the wounds would leave 2 or more, or once the end has been triggered."""
    picks = [a for a in legal if isinstance(a, Pick)]
    if not picks:
        return legal[-1]
    if kind == "luck":
        return picks[0]
    me = v.players[v.seat]
    waiting = next((q.count for q in v.questions if q.seat == v.seat), 0)
    return picks[0] if me.wounds + waiting >= 2 or v.end_round > 0 else legal[-1]


def income(v: LegendsSeatView, legal: Sequence[LegendsMove]) -> LegendsMove:
    """$20 while it fits under the $120 cap, else $10 and a card, else two cards (§3.F:
    money above the cap is lost)."""
    room = MONEY_CAP - v.players[v.seat].money
    want = "money" if room >= 20 else "both" if room >= 10 else "cards"
    return next((a for a in legal if isinstance(a, Choose) and a.option == want), legal[0])


def closer(v: LegendsSeatView, to: str) -> int:
    """How many spaces nearer the AI's aim `to` is than where it stands."""
    here = v.players[v.seat].space
    return min(distance(here, g) for g in aim(v)) - min(distance(to, g) for g in aim(v))


def after_move(v: LegendsSeatView, legal: Sequence[LegendsMove]) -> LegendsMove:
    """After a Move: deliver cattle when offered; Kit Carson's extra space only toward the
    aim; a Sprint card only while the aim is still ahead; else go on (the last answer)."""
    for a in legal:
        if isinstance(a, Decide) and a.yes:
            return a
    steps = [a for a in legal if isinstance(a, Step) and closer(v, a.to) > 0]
    if steps:
        return max(steps, key=lambda a: closer(v, a.to))
    here = v.players[v.seat].space
    if here not in aim(v):
        sprint = [a for a in legal if isinstance(a, PlayCard)]
        if sprint:
            return min(sprint, key=lambda a: strength(a.card))
    return legal[-1]


def extra_move(v: LegendsSeatView, legal: Sequence[LegendsMove]) -> LegendsMove:
    """Sprint or Saddle Up: the shortest Move nearest the aim, if it brings the AI nearer;
    else stay (the card is spent either way)."""
    moves = [a for a in legal if isinstance(a, Move) and closer(v, a.to) > 0]
    if moves:
        return max(moves, key=lambda a: (closer(v, a.to), -a.steps, a.to))
    return legal[-1]


def choose(v: LegendsSeatView, legal: Sequence[LegendsMove]) -> LegendsMove:
    """The AI's answer to its current question."""
    kind = next((q.kind for q in v.questions if q.seat == v.seat), "")
    if kind in ("duck", "luck"):
        return defend(v, kind, legal)
    if kind == "income":
        return income(v, legal)
    if kind == "post":
        return after_move(v, legal)
    if kind in ("sprint", "saddle"):
        return extra_move(v, legal)
    if kind == "action":
        return max(legal, key=lambda a: action_score(v, a))
    if kind == "token":
        return legal[-1]  # the highest value
    if kind == "store":
        return shop(v, legal)
    picks = [a for a in legal if isinstance(a, Pick)]
    if picks and kind in LOW_PICK:
        return min(picks, key=lambda a: strength(a.card))
    if picks:
        return max(picks, key=lambda a: strength(a.card))
    fights = [a for a in legal if isinstance(a, Answer) and a.how == "fight" and a.card]
    if fights:
        return max(fights, key=lambda a: strength(a.card or "2C"))
    for a in legal:
        if isinstance(a, Decide) and a.yes and kind in ("post", "join"):
            return a
        if isinstance(a, Choose) and a.option in ("money", "lp"):
            return a
        if isinstance(a, Buy) and v.players[v.seat].money >= 60:
            return a
        if isinstance(a, React) and a.card is not None:
            return a
    pairs = [a for a in legal if isinstance(a, Pair)]
    if pairs:
        return max(pairs, key=lambda a: sum(strength(c) for c in a.cards))
    steps = [a for a in legal if isinstance(a, Step)]
    if steps and kind == "walk":
        return steps[0]
    return legal[-1] if kind in ("store", "sprint", "saddle", "rowdy", "prospect") else legal[0]


def shortlist(v: LegendsSeatView, legal: Sequence[LegendsMove]) -> list[LegendsMove]:
    """What a search weighs first: main actions best first by the heuristic's score,
    other answers as listed."""
    kind = next((q.kind for q in v.questions if q.seat == v.seat), "")
    if kind == "action":
        return sorted(legal, key=lambda a: -action_score(v, a))
    return list(legal)
