"""Projection of a state into its views: the public table and a seat's view."""

from __future__ import annotations

from copy import copy
from functools import lru_cache
from typing import Any

from bot.games.core.words import Msg, msg, seat
from bot.games.wow import board as bd
from bot.games.wow.asked import shootout, title
from bot.games.wow.data import BUILDINGS, DATA, TOWNS
from bot.games.wow.decisions import FLOW
from bot.games.wow.income import income
from bot.games.wow.labels import fight_question
from bot.games.wow.scoring import ScoreSheet, parts, score_sheets
from bot.games.wow.state import Board, WowState
from bot.games.wow.summary import hand_lines, summary_lines
from bot.games.wow.view import (
    BoardView,
    BoxInfo,
    FightView,
    PlayerInfo,
    WowSeatView,
    WowTableView,
)
from bot.games.wow.wording import box_detail, box_label, box_name, seats

BOARD_FIELDS = set(Board.model_fields) - {"flow"}


def board_view(s: WowState) -> BoardView:
    """The public board with the pending questions, never the generator."""
    data = s.model_dump(include=BOARD_FIELDS)
    questions = [d.model_dump() for d in s.flow.stack]
    return BoardView.model_validate({**data, "questions": questions,
                                     "next_question_id": s.flow.next_id})


def discs_left(b: Board, who: int) -> int:
    """Action discs the seat still holds this round."""
    if b.phase != "actions":
        return 2 if b.phase == "auction" else 0
    pos = b.order.index(who)
    used = b.pass_no + (1 if pos < b.turn or (pos == b.turn and b.acted) else 0)
    return max(0, 2 - used)


def player_info(b: Board, who: int, sheets: list[ScoreSheet]) -> PlayerInfo:
    """One player's public totals."""
    return PlayerInfo(
        seat=who, money=b.money[who], wanted=b.wanted[who],
        position=b.order.index(who) + 1, discs=discs_left(b, who),
        cowboys_supply=bd.supply(b, who, "cowboy"), cattle_supply=bd.supply(b, who, "cattle"),
        buildings_supply={k: bd.supply(b, who, k) for k in BUILDINGS},
        farmer_used=b.farmer_used[who], income=income(b, who), score=sheets[who].total(),
        score_parts=parts(sheets[who]))


@lru_cache(maxsize=8)
def _box_templates(n: int) -> tuple[BoxInfo, ...]:
    """The boxes in play at `n` seats, worded once (their labels never change)."""
    return tuple(BoxInfo(id=x.id, label=box_label(x.id), name=box_name(x.id),
                         detail=box_detail(x.id), action=x.action, building=x.building,
                         cost=x.cost or x.unit_cost, units=x.max_units, taken_by=None)
                 for x in DATA.boxes_for(n))


def box_infos(b: Board) -> list[BoxInfo]:
    """The boxes in play, with their labels and who took them this round (each a copy of
    the worded template, so a view may be changed without touching another)."""
    return [t.model_copy(update={"taken_by": b.boxes.get(t.id)}) for t in _box_templates(b.n)]


def status(s: WowState, acting: list[int], asked: Msg | None = None) -> Msg:
    """"Round 2 of 12 · Auction · Ana to act", or with the one question asked ("Round 2 of
    12 · Actions · Ana: place cattle ($1 each, up to 2)")."""
    if s.phase == "over":
        return msg("wow-status-over")
    phase = msg("wow-phase", phase=s.phase)
    if s.fight is not None:
        phase = shootout(s.fight)
    if asked is not None and len(acting) == 1:
        return msg("wow-status-asked", round=bd.round_no(s), rounds=bd.rounds_total(s),
                   phase=phase, prompt=asked)
    return msg("wow-status", round=bd.round_no(s), rounds=bd.rounds_total(s), phase=phase,
               who=seats(acting))


def prompt(s: WowState, fight: FightView | None = None) -> Msg | None:
    """Who is asked what now ("Ana: raise or drop out"); in a shootout with its running
    totals ("Ana: fire or retreat — Now attack 2 vs defence 1")."""
    top = s.flow.top()
    if not top or s.phase == "over":
        return None
    question = fight_question(title(s, top[0]), fight)
    return msg("wow-prompt", who=seat(top[0].seat), question=question)


def table_view(s: WowState) -> WowTableView:
    """What everyone sees."""
    acting = sorted(FLOW.to_act(s))
    sheets = score_sheets(s)
    players = [player_info(s, x, sheets) for x in range(s.n)]
    board = board_view(s)
    asked = prompt(s, board.fight)
    return WowTableView(
        status=status(s, acting, asked),
        board=board, players=players, boxes=box_infos(s),
        town_names=[t.name for t in TOWNS], round_no=bd.round_no(s), rounds=bd.rounds_total(s),
        income_after=list(DATA.income_after), prompt=asked,
        summary=summary_lines(s, players))


def _shallow(value: Any) -> Any:
    """A list or dict copied (its items shared), anything else as it is."""
    return copy(value) if type(value) in (list, dict) else value


def seat_view(s: WowState, who: int, table: WowTableView | None = None) -> WowSeatView:
    """What one seat sees: the table plus its own summary (`table`: the table view of `s`,
    if built already; read, never changed)."""
    table = table_view(s) if table is None else table
    me = table.players[who]
    # The table's fields are validated already: build the seat's view without re-checking
    # them (a board checked twice cost as much as projecting it). Its lists and dicts are
    # copies, so a change to the seat's view never reaches the table's.
    fields: dict[str, Any] = {k: _shallow(v) for k, v in table}
    return WowSeatView.model_construct(**fields, seat=who, me=me, hand=hand_lines(me))
