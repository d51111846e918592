"""The Auctioneer's auctions (rules §7 #12, R29, R63): two plots as one lot (yellow) or
the Ammunition chip (red), open outcry in seat order starting with the Auctioneer. Each bid
is the `bid` question (`questions_auction`); these effects start and settle the auction."""

from __future__ import annotations

from bot.games.carson.ask import ask
from bot.games.carson.events import ev
from bot.games.carson.rounds import claim
from bot.games.carson.state import Board, CarsonDecision
from bot.games.core.model import Event
from bot.games.core.words import seat as who

D = CarsonDecision


def start_auction(s: Board, auct: int, what: str, active: list[int], plots: list[int],
                  events: list[Event]) -> None:
    """Bidding starts with the Auctioneer and goes clockwise (R29, R63)."""
    if not active:
        auction_end(s, D(seat=auct, kind="bid", what=what, asker=auct), -1, 0, events)
        return
    first = next(x for k in range(s.n) if (x := (auct + k) % s.n) in active)
    ask(s, first, "bid", what=what, asker=auct, amount=0, plan=active, refused=plots)


def auction_end(s: Board, d: D, bidder: int, high: int, events: list[Event]) -> None:
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
