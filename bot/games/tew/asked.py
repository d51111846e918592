"""What the question asked now says about itself (issue 19 #1): its title names what it is
for (the building, boss or pot that asks it, the amount, the duel's running totals), and the
status line's "who is doing what" carries the same subject, so two "choose a type" in a row
read as two different questions ("gain 1 of one type (Trading Post)", then "(Saloon pot)").
"""

from __future__ import annotations

from bot.games.core.words import Msg, msg
from bot.games.tew import names
from bot.games.tew.decisions import FLOW
from bot.games.tew.duels import duel_now, duel_title
from bot.games.tew.state import TewDecision, TewState
from bot.games.tew.turns import RANCHER


def subject(d: TewDecision) -> Msg:
    """What asks the question: its source ("Saloon pot", "the Undertaker"), the Rancher's
    boss card, else the kind's short name."""
    if d.source is None and d.kind == "RANCHER":
        return names.boss(RANCHER)
    return d.source or msg("tew-q-short", kind=d.kind)


def title(state: TewState, d: TewDecision) -> Msg:
    """The question's title, with its subject and amount ("Gain 2 of one type: which?
    (Saloon pot)"); a duel's restates the running totals from the asked seat's side."""
    if d.kind == "DUEL":
        return duel_title(state, d.seat)
    return msg(FLOW.title(d), amount=d.amount, source=subject(d))


def doing(state: TewState, d: TewDecision) -> Msg:
    """The status line's "to ..." for decision `d`, with what it is about."""
    detail = duel_now(state, d.seat) if d.kind == "DUEL" else title(state, d)
    return msg("tew-doing", kind=d.kind, amount=d.amount, source=subject(d), detail=detail)
