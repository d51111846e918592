"""The `GameSpec` record for Western Legends."""

from __future__ import annotations

from bot.games.core.budget import Budget
from bot.games.core.spec import GameSpec
from bot.games.core.words import Msg, msg
from bot.games.legends.actions import ACTIONS, LegendsMove
from bot.games.legends.ai import choose, shortlist
from bot.games.legends.ai_rollout import rollout
from bot.games.legends.decisions import FLOW
from bot.games.legends.determinize import determinize
from bot.games.legends.labels import describe
from bot.games.legends.orders import ASK_ALWAYS, ORDERS
from bot.games.legends.project import seat_view, table_view
from bot.games.legends.reference import CARDS
from bot.games.legends.rulestext import RULES
from bot.games.legends.scoring import estimate, result
from bot.games.legends.setup import setup
from bot.games.legends.state import LegendsState, Options
from bot.games.legends.stats import roles, statistics
from bot.games.legends.upgrade import OPTIONS_BEFORE, SCHEMA_VERSION, upgrade_state
from bot.games.legends.view import LegendsSeatView, LegendsTableView


def options_fit(options: Options, n_seats: int) -> Msg | None:
    """The Man in Black needs exactly 2 players (Appendix J)."""
    if options.man_in_black == "on" and n_seats != 2:
        return msg("legends-mib-two")
    return None


LEGENDS = GameSpec[LegendsState, LegendsMove, LegendsTableView, LegendsSeatView, Options](
    key="legends", title="Western Legends", min_seats=2, max_seats=6, Options=Options,
    State=LegendsState, actions=ACTIONS, setup=setup, flow=FLOW, project_table=table_view,
    project_seat=seat_view, result=result, describe=describe, ai=choose,
    blurb=msg("legends-blurb"), rules=RULES, cards=CARDS,
    options_fit=options_fit, schema_version=SCHEMA_VERSION, upgrade_state=upgrade_state,
    options_before=OPTIONS_BEFORE, determinize=determinize, statistics=statistics,
    roles=roles, ask_always=ASK_ALWAYS, orders=ORDERS, estimate=estimate, budget=Budget(playouts=96, horizon=60),
    shortlist=shortlist, rollout=rollout,
)
