"""Round structure (rules §3): auction, two passes of actions, end of round."""

from __future__ import annotations

from bot.games.core.model import Action, Event
from bot.games.wow import board as bd
from bot.games.wow.actions import TakeBox
from bot.games.wow.auction import settle, start_auction
from bot.games.wow.data import BOXES, DATA
from bot.games.wow.effects import available
from bot.games.wow.events import GameEnded, IncomePaid, Passed, RoundStarted
from bot.games.wow.income import pay_income
from bot.games.wow.scoring import scores
from bot.games.wow.state import Board
from bot.games.wow.targets import has_target

TAKE = {box.id: TakeBox(box=box.id) for box in DATA.action_boxes}  # frozen, shareable


def box_open(b: Board, seat: int, box_id: str) -> bool:
    box = BOXES[box_id]
    if box.min_players > b.n or box_id in b.boxes:
        return False
    if box.action == "gunfight":
        return has_target(b, seat)
    return available(b, seat, box.action, box_id)


def open_boxes(b: Board, seat: int) -> list[Action]:
    """Free boxes this seat can use; boxes of one action (not builds) share the answer."""
    known: dict[str, bool] = {}
    out: list[Action] = []
    for box in DATA.boxes_for(b.n):
        if box.id in b.boxes:
            continue
        key = box.id if box.action == "build" else box.action
        if key not in known:
            known[key] = box_open(b, seat, box.id)
        if known[key]:
            out.append(TAKE[box.id])
    return out


def active_seat(b: Board) -> int:
    return b.order[b.turn]


def start_round(b: Board, events: list[Event]) -> None:
    events.append(RoundStarted(track=b.track, round_no=bd.round_no(b), rounds=bd.rounds_total(b)))
    start_auction(b, events)
    if b.auction is None:
        start_actions(b, events)


def after_auction(b: Board, events: list[Event]) -> None:
    if settle(b, events):
        start_actions(b, events)


def start_actions(b: Board, events: list[Event]) -> None:
    b.phase = "actions"
    b.boxes = {}
    b.pass_no = 0
    b.turn = 0
    begin_turn(b, events)


def begin_turn(b: Board, events: list[Event]) -> None:
    """A seat with no available box passes automatically (its only legal answer)."""
    while b.phase == "actions" and not open_boxes(b, active_seat(b)):
        events.append(Passed(seat=active_seat(b), forced=True))
        next_turn(b, events)


def next_turn(b: Board, events: list[Event]) -> None:
    b.turn += 1
    if b.turn == b.n:
        b.turn = 0
        b.pass_no += 1
        if b.pass_no == 2:
            end_round(b, events)


def advance_turn(b: Board, events: list[Event]) -> None:
    next_turn(b, events)
    begin_turn(b, events)


def end_round(b: Board, events: list[Event]) -> None:
    """Rules 3.3: income on 3/6/9/12, then the end after 12 or the next round."""
    b.boxes = {}
    if bd.is_income_round(b.track):
        events.append(IncomePaid(amounts=pay_income(b)))
    if b.track >= DATA.last_track_position:
        b.phase = "over"
        events.append(GameEnded(scores=scores(b)))
        return
    b.track += 1
    start_round(b, events)
