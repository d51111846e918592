"""The turn-order auction (rules §3.1, R2-R4)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.wow.data import FLAGS
from bot.games.wow.events import AuctionWon, BidRaised, DroppedOut
from bot.games.wow.state import Auction, Board


def start_auction(b: Board) -> None:
    """Open the auction: every bid $0, bidding in the previous turn order (rules §3.1)."""
    b.phase = "auction"
    b.auction = Auction(prev=list(b.order), bids=[0] * b.n, active=list(b.order),
                        position=[0] * b.n, next_free=b.n)


def bidder(a: Auction) -> int:
    """The seat whose bidding turn it is (dropped seats are skipped by `settle`)."""
    return a.prev[a.cursor % len(a.prev)]


def lowest_raise(a: Auction) -> int:
    """The smallest legal new total: the high bid plus the minimum raise (R4)."""
    return a.high + FLAGS.min_bid


def raise_options(b: Board, seat: int) -> list[int]:
    """Every legal new total: from high+min_bid up to the seat's money (R4)."""
    a = b.auction
    assert a is not None
    return list(range(lowest_raise(a), b.money[seat] + 1))


def settle(b: Board, events: list[Event]) -> bool:
    """Skip dropped seats, force drops, finish when one bidder is left. True when finished."""
    a = b.auction
    assert a is not None
    while len(a.active) > 1:
        seat = bidder(a)
        if seat not in a.active:
            a.cursor += 1
            continue
        if b.money[seat] < a.high + FLAGS.min_bid:
            drop(b, seat, events, forced=True)
            continue
        return False
    finish(b, events)
    return True


def bid(b: Board, seat: int, amount: int, events: list[Event]) -> None:
    """Raise to the total `amount`, which becomes the high bid."""
    a = b.auction
    assert a is not None
    a.bids[seat] = a.high = amount
    a.cursor += 1
    events.append(BidRaised(seat=seat, amount=amount))


def drop(b: Board, seat: int, events: list[Event], forced: bool = False) -> None:
    """Pay the current bid to the bank and take the worst free position."""
    a = b.auction
    assert a is not None
    paid = a.bids[seat]
    b.money[seat] -= paid
    a.position[seat] = a.next_free
    a.next_free -= 1
    a.active.remove(seat)
    a.cursor += 1
    events.append(DroppedOut(seat=seat, paid=paid, position=a.position[seat], forced=forced))


def finish(b: Board, events: list[Event]) -> None:
    """The last bidder takes position 1 and pays their bid; the new turn order is set."""
    a = b.auction
    assert a is not None
    winner = a.active[0]
    paid = a.bids[winner]
    b.money[winner] -= paid
    a.position[winner] = 1
    b.order = sorted(range(b.n), key=lambda s: a.position[s])
    b.auction = None
    events.append(AuctionWon(seat=winner, paid=paid, order=list(b.order)))
