"""The `GameSpec` record for Carson City."""

from __future__ import annotations

from bot.games.carson.actions import ACTIONS, CarsonMove
from bot.games.carson.ai import choose, shortlist
from bot.games.carson.decisions import FLOW
from bot.games.carson.determinize import determinize
from bot.games.carson.labels import describe
from bot.games.carson.orders import ASK_ALWAYS, ORDERS
from bot.games.carson.project import seat_view, table_view
from bot.games.carson.reference import CARDS
from bot.games.carson.scoring import estimate, result
from bot.games.carson.setup import setup
from bot.games.carson.state import CarsonState, Options
from bot.games.carson.stats import roles, statistics
from bot.games.carson.view import CarsonSeatView, CarsonTableView
from bot.games.core.budget import Budget
from bot.games.core.spec import GameSpec
from bot.games.core.words import Msg, msg

UNAVAILABLE: tuple[str, ...] = ()
RULES = {t: msg("carson-rules-" + t) for t in ("overview", "round", "duels", "buildings",
                                                "scoring")}


def options_fit(o: Options, n: int) -> Msg | None:
    """Refuse what cannot be played: the Teacher exists only in a random character set
    (the presets are fixed lists), and any variant not available in this release."""
    for name in UNAVAILABLE:
        if getattr(o, name):
            return msg("carson-variant-unavailable", variant=name)
    if o.teacher and o.characters != "random":
        return msg("carson-teacher-random")
    if not 2 <= n <= 6:
        return msg("carson-seat-count")
    return None


CARSON = GameSpec[CarsonState, CarsonMove, CarsonTableView, CarsonSeatView, Options](
    key="carson", title="Carson City", min_seats=2, max_seats=6, Options=Options,
    State=CarsonState, actions=ACTIONS, setup=setup, flow=FLOW, project_table=table_view,
    project_seat=seat_view, result=result, describe=describe, ai=choose,
    blurb=msg("carson-blurb"), rules=RULES,
    cards=CARDS, options_fit=options_fit, determinize=determinize,
    statistics=statistics, roles=roles, ask_always=ASK_ALWAYS, orders=ORDERS,
    estimate=estimate, budget=Budget(playouts=20, horizon=96), shortlist=shortlist)
