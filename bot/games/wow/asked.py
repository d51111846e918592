"""What the question asked now says about itself (issue 19 #1): its title carries the box's
subject (the property and its price, the price per token and how many), and a shootout's
phase names its target ("Shootout in Abilene over Ana's hotel"), so the status line alone
answers "what is asked of whom, about what"."""

from __future__ import annotations

from bot.games.core.words import Msg, msg
from bot.games.wow.data import BOXES
from bot.games.wow.decisions import FLOW
from bot.games.wow.state import FARMER, Board, Fight, WowDecision
from bot.games.wow.wording import building, target_text, town


def title(b: Board, d: WowDecision) -> Msg:
    """The question of decision `d` with its box's subject and price, when it has a box; a
    bid with the high bid to beat and the bidder's money."""
    if d.kind == "bid" and b.auction is not None:
        return msg(FLOW.title(d), high=b.auction.high, money=b.money[d.seat])
    box = BOXES.get(d.box)
    if box is None:
        return msg(FLOW.title(d))
    kind = box.building or ""
    return msg(FLOW.title(d), building=building(kind) if kind else "", kind=kind,
               cost=box.cost or box.unit_cost, units=box.max_units, done=d.done)


def shootout(fight: Fight) -> Msg:
    """The phase of a shootout: where, and over what."""
    owner = None if fight.defender == FARMER else fight.defender
    return msg("wow-phase-shootout", town=town(fight.town),
               target=target_text(fight.target, owner, fight.count))
