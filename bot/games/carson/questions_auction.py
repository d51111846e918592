"""The `bid` question of the Auctioneer's auctions (rules §7 #12, R29, R63): raise the
bid or drop out, in seat order. `auction` starts and settles the auction."""

from __future__ import annotations

from bot.games.carson.actions import Amount, Choose
from bot.games.carson.ask import ask
from bot.games.carson.auction import auction_end
from bot.games.carson.events import ev
from bot.games.carson.state import CarsonDecision, CarsonState
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import seat as who

D = CarsonDecision
S = CarsonState


def bid_legal(s: S, d: D) -> list[Choose | Amount]:
    """The legal answers to the `bid` question."""
    money = s.players[d.seat].money
    return [*[Amount(n=k) for k in range(d.amount + 1, money + 1)], Choose(option="drop")]


def bid_default(s: S, d: D) -> Choose | Amount:
    """The answer of an absent player to the `bid` question (rules §10)."""
    if d.seat == d.asker and d.amount == 0 and s.players[d.seat].money >= 1:
        return Amount(n=1)
    return Choose(option="drop")


def bid_apply(s: S, d: D, a: Choose | Amount, draws: Draws, events: list[Event]) -> None:
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
