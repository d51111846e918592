"""Round structure (rules §2.5, §3): starting cowboys, auction, two passes of actions, end
of round. `proceed` is the flow's driver: one automatic step whenever nobody is asked."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.stats import RoundScored
from bot.games.wow import board as bd
from bot.games.wow.auction import bidder, settle, start_auction
from bot.games.wow.data import BOXES, DATA
from bot.games.wow.effects import available
from bot.games.wow.events import GameEnded, IncomePaid, Passed, RoundStarted
from bot.games.wow.income import pay_income
from bot.games.wow.scoring import scores
from bot.games.wow.state import Board, WowDecision
from bot.games.wow.targets import has_target


def box_open(b: Board, seat: int, box_id: str) -> bool:
    """R5: the box is in play, free this round, and its action can be carried out."""
    box = BOXES.get(box_id)
    if box is None or box.min_players > b.n or box_id in b.boxes:
        return False
    if box.action == "gunfight":
        return has_target(b, seat)
    return available(b, seat, box.action, box_id)


def open_boxes(b: Board, seat: int) -> list[str]:
    """Free boxes this seat can use; boxes of one action (not builds) share the answer."""
    known: dict[str, bool] = {}
    out: list[str] = []
    for box in DATA.boxes_for(b.n):
        if box.id in b.boxes:
            continue
        key = box.id if box.action == "build" else box.action
        if key not in known:
            known[key] = box_open(b, seat, box.id)
        if known[key]:
            out.append(box.id)
    return out


def any_box_open(b: Board, seat: int) -> bool:
    """True when the seat can take at least one box (else it passes automatically, W3)."""
    return any(box_open(b, seat, box.id) for box in DATA.boxes_for(b.n))


def active_seat(b: Board) -> int:
    """The seat whose turn it is in the action phase."""
    return b.order[b.turn]


def setup_seat(b: Board) -> int:
    """Whose starting cowboy is next (rules 2.5: three passes in the same order)."""
    return b.order[b.setup_placed % b.n]


def setup_done(b: Board) -> bool:
    """Every player has placed their starting cowboys."""
    return b.setup_placed >= DATA.starting_cowboys * b.n


def start_round(b: Board, events: list[Event]) -> None:
    """A new round opens with its auction (rules §3)."""
    events.append(RoundStarted(track=b.track, round_no=bd.round_no(b), rounds=bd.rounds_total(b)))
    start_auction(b)


def start_actions(b: Board) -> None:
    """The action phase: every box free, two passes in the new turn order."""
    b.phase = "actions"
    b.boxes = {}
    b.pass_no = 0
    b.turn = 0
    b.acted = False


def next_turn(b: Board, events: list[Event]) -> None:
    """The next seat in turn order; after two passes the round ends."""
    b.acted = False
    b.turn += 1
    if b.turn == b.n:
        b.turn = 0
        b.pass_no += 1
        if b.pass_no == 2:
            end_round(b, events)


def end_round(b: Board, events: list[Event]) -> None:
    """Rules 3.3: income on 3/6/9/12, then the end after 12 or the next round."""
    b.boxes = {}
    if bd.is_income_round(b.track):
        events.append(IncomePaid(amounts=pay_income(b)))
    now = scores(b)
    events.append(RoundScored(round=bd.round_no(b), scores=now))  # for the statistics
    if b.track >= DATA.last_track_position:
        b.phase = "over"
        events.append(GameEnded(scores=list(now)))
        return
    b.track += 1
    start_round(b, events)


def proceed(b: Board, draws: Draws, events: list[Event]) -> bool:
    """One automatic step while nobody is asked: the next question, a forced pass, the end
    of a shootout or a turn, a phase change. False when the game is over."""
    if b.phase == "setup":
        if setup_done(b):
            start_round(b, events)
        else:
            b.flow.push(WowDecision(seat=setup_seat(b), kind="start"))
        return True
    if b.phase == "auction":
        assert b.auction is not None
        if settle(b, events):
            start_actions(b)
        else:
            b.flow.push(WowDecision(seat=bidder(b.auction), kind="bid"))
        return True
    if b.phase == "actions":
        proceed_actions(b, events)
        return True
    return False


def proceed_actions(b: Board, events: list[Event]) -> None:
    """Close a finished shootout, then a finished turn; or ask the active seat for a box."""
    if b.fight is not None:
        b.last_fight, b.fight = b.fight, None
    elif b.acted:
        next_turn(b, events)
    elif any_box_open(b, active_seat(b)):
        b.flow.push(WowDecision(seat=active_seat(b), kind="turn"))
    else:
        events.append(Passed(seat=active_seat(b), forced=True))
        b.acted = True
