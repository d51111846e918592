"""The questions of the round: a starting cowboy (D1), a bid (D2), a box or a pass (D3).

Each question has its legal answers, a direct check of one answer (the refusal says what
is wrong), its effect and the answer for an absent player; `decisions.py` lists them.
"""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.wow import auction
from bot.games.wow.actions import Bid, Drop, Pass, PlaceStart, TakeBox
from bot.games.wow.data import BOXES, N_TOWNS
from bot.games.wow.effects import QUESTION_OF
from bot.games.wow.events import BoxTaken, Passed, StartCowboyPlaced
from bot.games.wow.rounds import box_open, open_boxes
from bot.games.wow.state import Board, WowDecision
from bot.games.wow.wording import box_label

# -- D1: starting cowboys --------------------------------------------------------------


def start_legal(b: Board, d: WowDecision) -> list[PlaceStart]:
    """Any of the five towns."""
    return [PlaceStart(town=t) for t in range(N_TOWNS)]


def start_verify(b: Board, d: WowDecision, a: PlaceStart) -> Msg | None:
    """Every town is allowed (the action model bounds the town)."""
    return None


def start_apply(b: Board, d: WowDecision, a: PlaceStart, draws: Draws, events: list[Event]) -> None:
    """Put the cowboy in the town; the next seat is asked by the flow's driver."""
    b.cowboys[a.town][d.seat] += 1
    b.setup_placed += 1
    events.append(StartCowboyPlaced(seat=d.seat, town=a.town))


def start_default(b: Board, d: WowDecision) -> PlaceStart:
    """D1: the lowest-numbered town where the seat has the fewest cowboys."""
    fewest = min(b.cowboys[t][d.seat] for t in range(N_TOWNS))
    return PlaceStart(town=next(t for t in range(N_TOWNS) if b.cowboys[t][d.seat] == fewest))


# -- D2: the auction -------------------------------------------------------------------


def bid_legal(b: Board, d: WowDecision) -> list[Bid | Drop]:
    """Drop out, or any total from the high bid plus one up to the seat's money (R4)."""
    return [Drop(), *(Bid(amount=x) for x in auction.raise_options(b, d.seat))]


def bid_verify(b: Board, d: WowDecision, a: Bid | Drop) -> Msg | None:
    """A raise must beat the high bid and stay within the bidder's money."""
    if not isinstance(a, Bid):
        return None
    assert b.auction is not None
    if a.amount < auction.lowest_raise(b.auction):
        return msg("wow-bid-too-low", high=b.auction.high)
    if a.amount > b.money[d.seat]:
        return msg("wow-bid-too-high", money=b.money[d.seat])
    return None


def bid_apply(b: Board, d: WowDecision, a: Bid | Drop, draws: Draws, events: list[Event]) -> None:
    """Raise, or drop out paying the current bid."""
    if isinstance(a, Bid):
        auction.bid(b, d.seat, a.amount, events)
    else:
        auction.drop(b, d.seat, events)


def bid_default(b: Board, d: WowDecision) -> Bid | Drop:
    """D2: drop out."""
    return Drop()


# -- D3: a box or a pass ---------------------------------------------------------------


def turn_legal(b: Board, d: WowDecision) -> list[TakeBox | Pass]:
    """The free boxes the seat can use, and passing."""
    return [*(TakeBox(box=x) for x in open_boxes(b, d.seat)), Pass()]


def turn_verify(b: Board, d: WowDecision, a: TakeBox | Pass) -> Msg | None:
    """A box must be in play, free, and usable by the seat (R5)."""
    if not isinstance(a, TakeBox):
        return None
    box = BOXES.get(a.box)
    if box is None or box.min_players > b.n:
        return msg("wow-no-such-box")
    if a.box in b.boxes:
        return msg("wow-box-taken", box=box_label(a.box))
    if not box_open(b, d.seat, a.box):
        return msg("wow-box-unusable", box=box_label(a.box))
    return None


def turn_apply(b: Board, d: WowDecision, a: TakeBox | Pass, draws: Draws, events: list[Event]) -> None:
    """Pass, or put the disc on the box and ask its first question."""
    b.acted = True
    if isinstance(a, Pass):
        events.append(Passed(seat=d.seat))
        return
    b.boxes[a.box] = d.seat
    kind = QUESTION_OF[BOXES[a.box].action]
    b.flow.push(WowDecision(seat=d.seat, kind=kind, box=a.box, arrived=[0] * N_TOWNS))
    events.append(BoxTaken(seat=d.seat, box=a.box))


def turn_default(b: Board, d: WowDecision) -> TakeBox | Pass:
    """D3: pass."""
    return Pass()
