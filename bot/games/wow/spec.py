"""The `GameSpec` record for Way Out West."""

from __future__ import annotations

from bot.games.core.budget import Budget
from bot.games.core.spec import GameSpec
from bot.games.core.words import msg
from bot.games.wow.actions import ACTIONS, WowMove
from bot.games.wow.ai import choose, choose_in
from bot.games.wow.ai_search import between_rounds, projected, shortlist
from bot.games.wow.decisions import FLOW
from bot.games.wow.determinize import determinize
from bot.games.wow.labels import describe
from bot.games.wow.orders import ASK_ALWAYS, ORDERS
from bot.games.wow.project import seat_view, table_view
from bot.games.wow.reference import CARDS
from bot.games.wow.rulestext import RULES
from bot.games.wow.scoring import result
from bot.games.wow.setup import setup
from bot.games.wow.state import Options, WowState
from bot.games.wow.stats import statistics
from bot.games.wow.view import WowSeatView, WowTableView

# 32 playouts shared by the heuristic's answer and three others (`shortlist`), each played
# by the heuristic read from the state (`choose_in`) to the next round's auction or for 30
# steps, scored by the heuristic's projection of the final scores (`projected`). Playouts of
# 12 steps scored by the score so far had played worse than the heuristic (0.30x the fair
# share at 3 seats against its 0.75x); these: bench.ai wow-3 and wow-5 (20 games each) in
# README's "How well the bots play".
SEARCH = Budget(playouts=32, width=4, horizon=30, rounds=1)

WOW = GameSpec[WowState, WowMove, WowTableView, WowSeatView, Options](
    key="wow", title="Way Out West", min_seats=3, max_seats=5, Options=Options, State=WowState,
    actions=ACTIONS, setup=setup, flow=FLOW, project_table=table_view,
    project_seat=seat_view, result=result, describe=describe, ai=choose,
    blurb=msg("wow-blurb"), rules=RULES, cards=CARDS, schema_version=2,
    determinize=determinize, statistics=statistics, ask_always=ASK_ALWAYS, orders=ORDERS,
    estimate=projected, budget=SEARCH, shortlist=shortlist, rollout=choose_in,
    boundary=between_rounds,
)
