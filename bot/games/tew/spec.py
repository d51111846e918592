"""The `GameSpec` of Tiny Epic Western (contract v2)."""

from __future__ import annotations

from bot.games.core.budget import Budget
from bot.games.core.spec import GameSpec
from bot.games.tew.actions import ACTIONS, TewMove
from bot.games.tew.ai import ai, shortlist
from bot.games.tew.ai_rollout import rollout
from bot.games.tew.decisions import FLOW
from bot.games.tew.determinize import determinize
from bot.games.tew.labels import describe
from bot.games.tew.orders import ASK_ALWAYS
from bot.games.tew.project import seat_view, table_view
from bot.games.tew.reference import CARDS
from bot.games.tew.rulestext import BLURB, RULES
from bot.games.tew.scoring import estimate, result
from bot.games.tew.setup import setup
from bot.games.tew.state import TewOptions, TewState
from bot.games.tew.stats import roles, statistics
from bot.games.tew.view import TewSeatView, TewTableView

TEW = GameSpec[TewState, TewMove, TewTableView, TewSeatView, TewOptions](
    key="tew",
    title="Tiny Epic Western",
    min_seats=1,
    max_seats=4,
    Options=TewOptions,
    State=TewState,
    actions=ACTIONS,
    setup=setup,
    flow=FLOW,
    project_table=table_view,
    project_seat=seat_view,
    result=result,
    describe=describe,
    ai=ai,
    rules=RULES,
    blurb=BLURB,
    cards=CARDS,
    schema_version=2,
    determinize=determinize,
    statistics=statistics,
    roles=roles,
    ask_always=ASK_ALWAYS,
    estimate=estimate, budget=Budget(playouts=96, horizon=40), rollout=rollout,
    shortlist=shortlist,
)
