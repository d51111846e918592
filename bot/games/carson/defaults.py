"""The answers of an absent player that are a fixed choice or a short rule (rules §10,
D-*). Each is computed from the rule, never taken as "the first legal answer", so a change
in the order of the legal answers cannot change a default. The defaults that weigh money
live next to their question (draft, claim, site, house, kept, income choices, buying)."""

from __future__ import annotations

from bot.games.carson import city
from bot.games.carson import questions_chars as qc
from bot.games.carson import questions_play as qp
from bot.games.carson.actions import (
    Amount,
    Choose,
    Corral,
    Pass,
    PickPlot,
    Place,
    Recall,
    Slot,
    TakeCard,
)
from bot.games.carson.characters import SHERIFF
from bot.games.carson.rounds import spend_amount
from bot.games.carson.state import CarsonDecision, CarsonState

D = CarsonDecision
S = CarsonState


def pass_default(s: S, d: D) -> Pass:
    """D-PLACE (pass) and D-KIT (done at the deadline)."""
    return Pass()


def horse_default(s: S, d: D) -> Choose | Corral:
    """D-HORSE: no horse."""
    return Choose(option="no")


def corral2_default(s: S, d: D) -> Place | Pass | Recall | Choose:
    """D-HORSE, the corral-2 sub-choice: none."""
    return Choose(option="done")


def salary_horse_default(s: S, d: D) -> Choose:
    """D-SAL-HORSE: take the $4, no horse."""
    return Choose(option="no")


def outlaw_move_default(s: S, d: D) -> PickPlot:
    """D-OUTLAWMOVE: the outlaws move in the reading order of their plots."""
    return PickPlot(plot=city.name(min(i for i in s.outlaws if i not in d.plan)))


def newsboy_default(s: S, d: D) -> TakeCard:
    """D-NEWSBOY: the lowest-numbered available card other than the Sheriff."""
    numbers = [a.number for a in qc.newsboy_legal(s, d)]
    return TakeCard(number=min(n for n in numbers if n != SHERIFF))


def docside_default(s: S, d: D) -> Choose:
    """D-DOCSIDE: the Doctor."""
    return Choose(option="doctor")


def grocer_default(s: S, d: D) -> Choose:
    """D-GROCER-Y: defer the choice to building income."""
    return Choose(option="defer")


def coolie_default(s: S, d: D) -> Choose | Slot:
    """D-COOLIE-R: decline."""
    return Choose(option="decline")


def special_default(s: S, d: D) -> Choose | Slot:
    """D-PROSPECT / D-COWBOY-R: accept if affordable, with the cheapest slot's building
    (from the bag when no slot holds one)."""
    legal = qc.special_legal(s, d)
    slots = [a.price for a in legal if isinstance(a, Slot)]
    if s.players[d.seat].money < d.amount:
        return Choose(option="decline")
    if slots:
        return Slot(price=min(slots))
    return Choose(option="yes") if Choose(option="yes") in legal else Choose(option="decline")


def largest(legal: list[Amount]) -> Amount:
    """The largest amount offered (every amount offered is affordable)."""
    return Amount(n=max(a.n for a in legal))


def captain_default(s: S, d: D) -> Amount:
    """D-CAPTAIN: the largest affordable option."""
    return largest(qc.captain_legal(s, d))


def banker_default(s: S, d: D) -> Amount:
    """D-BANKER-R: the largest affordable package."""
    return largest(qc.banker_legal(s, d))


def heroes_default(s: S, d: D) -> Amount:
    """D-HEROES-R: 3 VP (no cowboy given up)."""
    return Amount(n=0)


def spend_default(s: S, d: D) -> Amount:
    """D-SPEND (rules §10)."""
    return Amount(n=spend_amount(s, d.seat))


def undertaker_default(s: S, d: D) -> Choose:
    """D-UNDERTAKER: pay $2 if possible, else lose 1 VP."""
    return Choose(option="money" if s.players[d.seat].money >= 2 else "vp")


def doctor_default(s: S, d: D) -> Place | Choose:
    """D-DOCTOR: no re-placement."""
    return Choose(option="no")


def order_default(s: S, d: D) -> PickPlot:
    """D-DUELORDER: the first location in reading order."""
    return PickPlot(plot=min(qp.order_locs(s, d), key=lambda x: city.INDEX[x]))


def buyplot_default(s: S, d: D) -> Choose:
    """D-BUYPLOT: buy if affordable and a property tile is left."""
    yes = Choose(option="yes")
    return yes if yes in qp.buyplot_legal(s, d) else Choose(option="no")


def consent_default(s: S, d: D) -> Choose:
    """D-CONSENT: refuse."""
    return Choose(option="no")
