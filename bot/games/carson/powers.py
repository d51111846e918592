"""Phase 1: taking a character and its immediate effects (rules §7). Questions the
effects raise are pushed on the flow and answered before the next player chooses."""

from __future__ import annotations

from bot.games.carson import city
from bot.games.carson.ask import ask
from bot.games.carson.auction import start_auction
from bot.games.carson.characters import (
    AUCTIONEER,
    BANKER,
    CAPTAIN,
    COOLIE,
    COWBOY,
    DOCTOR,
    GOVERNOR,
    GROCER,
    GUNSMITH,
    HEROES,
    INDIAN,
    MERCENARY,
    PROSPECTOR,
    SETTLER,
    SHERIFF,
    SINGER,
    room,
)
from bot.games.carson.data import CHARS, NEWSBOY
from bot.games.carson.events import ev
from bot.games.carson.horses import give
from bot.games.carson.rounds import claim
from bot.games.carson.state import Board, Card, CardSide
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import seat as who

DYNAMITE = 7


def available(b: Board, seat: int) -> list[Card]:
    """Cards the seat may take now (R23: the yellow Newspaper Boy needs $3)."""
    return [c for c in b.cards if c.taken_by < 0 and not (
        c.number == NEWSBOY and c.side == "Y" and b.players[seat].money < 3)]


def borrowable(b: Board) -> list[Card]:
    """Cards the Newspaper Boy may borrow: any free card but the Sheriff."""
    return [c for c in b.cards if c.taken_by < 0 and c.number not in (NEWSBOY, SHERIFF)]


def take(b: Board, seat: int, card: Card, draws: Draws, events: list[Event]) -> None:
    """Take a card and carry out its immediate effect (rules §4.1 step 3)."""
    card.taken_by = seat
    b.players[seat].held.append((card.number, card.side))
    ev(events, "took", who=who(seat), card=card.number, side=card.side)
    effect(b, seat, card.number, card.side, draws, events)


def effect(b: Board, seat: int, n: int, side: CardSide, draws: Draws,
           events: list[Event]) -> None:
    """The immediate effect of card n on `side` for its taker (rules §7)."""
    p = b.players[seat]
    if n == NEWSBOY:
        if side == "Y":
            p.money -= 3
        if borrowable(b):
            ask(b, seat, "newsboy")
    elif n == SHERIFF:
        p.pawn = side == "Y"
    elif n == BANKER and side == "Y":
        p.money += 9
    elif n in (GROCER, SETTLER) and (side == "R" or n == GROCER):
        ask(b, seat, "grocer" if n == GROCER and side == "Y" else "money_or_vp")
    elif n == SETTLER:
        if p.tiles > 0 and any(city.purchasable(b, i) for i in range(64)):
            ask(b, seat, "claim", what="settler")
    elif n == COOLIE:
        if side == "Y":
            p.roads += 2
        elif p.money >= 5 and any(k is not None for k in b.market):
            ask(b, seat, "coolie")
    elif n == CAPTAIN:
        ask(b, seat, "captain")
    elif n == MERCENARY:
        p.bonus = 3 if side == "Y" else 2
    elif n == INDIAN and side == "Y":
        indian(b, seat, draws, events)
    elif n == PROSPECTOR:
        prospector(b, seat, side, draws, events)
    elif n == GUNSMITH and side == "R":
        give_dynamite(b, seat, 1)
    elif n == SINGER:
        p.notokens, p.free_gamble = (2, False) if side == "Y" else (0, True)
    elif n == AUCTIONEER:
        auctioneer(b, seat, side, events)
    elif n == GOVERNOR:
        if side == "Y":
            p.roads += 1
        else:
            ask(b, seat, "tax")
    elif n == DOCTOR:
        ask(b, seat, "docside")
    elif n == COWBOY and side == "Y":
        if b.options.horses:
            give(b, seat, events)
    elif n == COWBOY and side == "R":
        if not _has(b, "ranch"):            # no Ranch left: the yellow side this time
            effect(b, seat, n, "Y", draws, events)
        elif p.money >= 8 and p.tiles > 0 and _claimable(b):
            ask(b, seat, "special", building="ranch", amount=8)
    elif n == HEROES and side == "R":
        ask(b, seat, "heroes")


def _has(b: Board, kind: str) -> bool:
    return kind in b.market or kind in b.bag


def _claimable(b: Board) -> bool:
    return any(city.empty(b, i) and b.plots[i].owner < 0 for i in range(64))


def give_dynamite(b: Board, seat: int, k: int) -> None:
    """Hand out dynamite tokens, never more than the 7 in the box."""
    held = sum(p.dynamite for p in b.players)
    b.players[seat].dynamite += max(0, min(k, DYNAMITE - held))


def indian(b: Board, seat: int, draws: Draws, events: list[Event]) -> None:
    """Two plots by dice: unowned and empty, re-rolled otherwise (rules §7 #8)."""
    for _ in range(2):
        if b.players[seat].tiles <= 0:
            return
        ok = [b.plots[i].owner < 0 and city.empty(b, i) for i in range(64)]
        i = city.roll_plot(draws, events, ok)
        if i < 0:
            return
        claim(b, seat, i, events)


def prospector(b: Board, seat: int, side: CardSide, draws: Draws, events: list[Event]) -> None:
    """Yellow: pay $10 for a Mine built on a new plot; without Mines it flips to red."""
    p = b.players[seat]
    if side == "Y" and not _has(b, "mine"):
        for c in b.cards:
            if c.number == PROSPECTOR:
                c.side = "R"
        p.held[-1] = (PROSPECTOR, "R")
        side = "R"
        ev(events, "prospector-flipped", who=who(seat))
    if side == "R":
        give_dynamite(b, seat, 2)
    elif p.money >= 10 and p.tiles > 0 and _claimable(b):
        ask(b, seat, "special", building="mine", amount=10)


def auctioneer(b: Board, seat: int, side: CardSide, events: list[Event]) -> None:
    """The Auctioneer: two plots (yellow) or the Ammunition chip (red) at auction."""
    if side == "Y":
        if sum(1 for i in range(64) if city.purchasable(b, i)) >= 2:
            ask(b, seat, "claim", what="auction")
    else:
        b.ammo_auctioned = True
        start_auction(b, seat, "ammo", list(range(b.n)), [], events)


def captain_options(b: Board, seat: int, side: CardSide) -> list[int]:
    """Counts the Captain may buy: cowboys (room permitting) or revolvers (affordable)."""
    table = CHARS.captain_cowboys if side == "Y" else CHARS.captain_revolvers
    p = b.players[seat]
    return [k for k, cost in table if cost <= p.money and (side == "R" or k <= room(b, seat))]


def captain_cost(side: CardSide, k: int) -> int:
    """The price of k cowboys (yellow) or revolvers (red)."""
    table = CHARS.captain_cowboys if side == "Y" else CHARS.captain_revolvers
    return dict(table)[k]
