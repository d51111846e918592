"""The Auctioneer's auctions (rules §7 #12, R29, R63): two plots as one lot (yellow) or
the Ammunition chip (red), open outcry in seat order starting with the Auctioneer."""

from __future__ import annotations

from bot.games.carson.actions import Amount, CarsonMove, Choose
from bot.games.carson.ask import ask
from bot.games.carson.events import ev
from bot.games.carson.rounds import claim
from bot.games.carson.state import CarsonDecision, CarsonState
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import seat as who

D = CarsonDecision
S = CarsonState


def bid_legal(s: S, d: D) -> list[CarsonMove]:
    """The legal answers to the `bid` question."""
    money = s.players[d.seat].money
    return [*[Amount(n=k) for k in range(d.amount + 1, money + 1)], Choose(option="drop")]


def bid_default(s: S, d: D) -> CarsonMove:
    """The answer of an absent player to the `bid` question (rules §10)."""
    if d.seat == d.asker and d.amount == 0 and s.players[d.seat].money >= 1:
        return Amount(n=1)
    return Choose(option="drop")


def bid_apply(s: S, d: D, a: CarsonMove, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `bid` question."""
    active, high, bidder = list(d.plan), d.amount, d.high
    if isinstance(a, Amount):
        high, bidder = a.n, d.seat
        ev(events, "bid", who=who(d.seat), money=a.n)
    else:
        if d.seat in active:
            active.remove(d.seat)
        ev(events, "dropped", who=who(d.seat))
    others = [x for x in active if x != bidder]
    if not others and (bidder >= 0 or not active):
        auction_end(s, d, bidder, high, events)
        return
    nxt = next(x for k in range(1, s.n + 1) if (x := (d.seat + k) % s.n) in others)
    ask(s, nxt, "bid", what=d.what, asker=d.asker, amount=high, high=bidder, plan=active,
        refused=d.refused)


def start_auction(s: S, auct: int, what: str, active: list[int], plots: list[int],
                  events: list[Event]) -> None:
    """Bidding starts with the Auctioneer and goes clockwise (R29, R63)."""
    if not active:
        auction_end(s, D(seat=auct, kind="bid", what=what, asker=auct), -1, 0, events)
        return
    first = next(x for k in range(s.n) if (x := (auct + k) % s.n) in active)
    ask(s, first, "bid", what=what, asker=auct, amount=0, plan=active, refused=plots)


def auction_end(s: S, d: D, bidder: int, high: int, events: list[Event]) -> None:
    """Rules §7 #12: the winner pays (half to the Auctioneer for plots) and takes the lot."""
    if bidder < 0:
        if d.what == "ammo":
            s.ammo_auctioned = False
        ev(events, "auction-unsold")
        return
    p, auct = s.players[bidder], s.players[d.asker]
    if d.what == "plots":
        if bidder != d.asker:
            p.money -= high
            auct.money += high - high // 2
        else:
            p.money -= high // 2
        for i in d.refused:
            claim(s, bidder, i, events)
    else:
        if bidder != d.asker:
            p.money -= high
            auct.money += high
        p.ammo = True
    ev(events, "auction-won", who=who(bidder), money=high)
