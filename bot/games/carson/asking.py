"""Each question in words that name its subject: which building and at what price after
discounts, which plot, whose house, which auction lot, how much money is at stake
(`carson-ask-<kind>`; a question whose answers already name everything keeps its title
`carson-q-<kind>`). Also what the answer labels need that a view does not show directly:
the building a question is about and the price this seat pays now (`subject`)."""

from __future__ import annotations

from functools import cache

from bot.games.carson import city
from bot.games.carson.building import houses_needed
from bot.games.carson.characters import (
    CAPTAIN,
    COOLIE,
    GOVERNOR,
    GROCER,
    HEROES,
    SETTLER,
    has,
    limit,
)
from bot.games.carson.data import SPACES
from bot.games.carson.duels import totals
from bot.games.carson.events import where
from bot.games.carson.prices import COOLIE_PRICE, DOCTOR_FEE, halved, plot_price, slot_price
from bot.games.carson.rounds import excess
from bot.games.carson.state import CarsonDecision, CarsonState
from bot.games.core.words import Msg, MsgArg, listed, msg, seat

S = CarsonState
D = CarsonDecision


@cache
def the_building(kind: str) -> Msg:
    """A building's name with its article ("la Mina", "il Ranch", "the Mine"); one message
    per building, shared (a message is never changed), as a placement's labels name many."""
    return msg("carson-the-building", kind=kind or "none")


def subject(s: S, d: D) -> tuple[str, int]:
    """The building a question is about (a market slot's for `buy`) and the price this
    seat pays now (0: none)."""
    if d.kind == "buy":
        kind = s.market[SPACES[d.loc].slot] or ""
        return kind, slot_price(s, d.seat, d.loc)
    if d.kind == "buyplot":
        return d.building, plot_price(s, d.seat, d.loc)
    if d.kind in ("buyvp", "special"):
        return d.building, d.amount
    if d.kind == "coolie":
        return d.building, COOLIE_PRICE
    if d.kind == "doctor":
        return d.building, 0 if d.seat == d.asker else DOCTOR_FEE
    return d.building, 0


def _ask(kind: str, **args: MsgArg) -> Msg:
    return msg("carson-ask-" + kind, **args)


def _build_text(s: S, d: D) -> Msg | None:
    """Buying, siting and housing a building, consent, kept buildings."""
    building, price = subject(s, d)
    if d.kind == "buy":
        return _ask("buy", building=the_building(building), price=price,
                    half="yes" if halved(s, d.seat) else "no")
    if d.kind in ("site", "special"):
        return _ask(d.kind, building=the_building(building), price=price)
    if d.kind == "house":
        n = 1 if d.building == "townhall" else houses_needed(d.building)
        return _ask("house", building=the_building(building), plot=d.loc, k=len(d.plan) + 1,
                    n=n)
    if d.kind == "consent":
        return _ask("consent", who=seat(d.asker), plot=city.name(d.amount),
                    building=the_building(building), site=d.loc)
    if d.kind == "kept":
        kept: list[MsgArg] = [msg("carson-building", kind=k) for k in s.players[d.seat].kept]
        return _ask("kept", buildings=listed(kept))
    return None


def _money_text(s: S, d: D) -> Msg | None:
    """Questions about money: plots, VP, spending, bids, the Captain, the Doctor."""
    p = s.players[d.seat]
    if d.kind == "buyplot":
        return _ask("buyplot", plot=d.loc, price=plot_price(s, d.seat, d.loc), money=p.money)
    if d.kind == "buyvp":
        return _ask("buyvp", price=d.amount, money=p.money)
    if d.kind == "spend":
        return _ask("spend", money=p.money, limit=limit(s, d.seat), least=excess(s, d.seat))
    if d.kind == "bid":
        lot: MsgArg = msg("carson-lot-ammo") if d.what == "ammo" else msg(
            "carson-lot-plots", a=city.name(d.refused[0]), b=city.name(d.refused[-1]))
        return _ask("bid", lot=lot, high=d.amount, money=p.money,
                    who=seat(d.high) if d.high >= 0 else msg("carson-nobody"))
    if d.kind == "captain":
        red = not has(s, d.seat, CAPTAIN, "Y")
        return _ask("captain", what="revolvers" if red else "cowboys", money=p.money)
    if d.kind == "banker":
        return _ask("banker", money=p.money)
    if d.kind == "doctor":
        return _ask("doctor", loc=where(d.loc, s.market), who=seat(d.asker),
                    price=subject(s, d)[1])
    if d.kind == "undertaker":
        return _ask("undertaker", who=seat(d.asker))
    return None


def _duel_text(s: S, d: D) -> Msg | None:
    """Duels and outlaws."""
    if d.kind == "reroll" and s.duel is not None:
        tot, seats = totals(s.duel), s.duel.seats
        others = [x for j, x in enumerate(tot) if seats[j] != d.seat]
        return _ask("reroll", loc=where(d.loc, s.market), mine=tot[seats.index(d.seat)],
                    best=max(others) if others else s.outlaw_strength,
                    rival="player" if others else "outlaw")
    if d.kind == "outlaw_win":
        return _ask("outlaw_win", plot=d.loc, vp=d.amount)
    if d.kind == "order":
        return _ask("order", what=d.what)
    if d.kind == "claim":
        return _ask("claim", what=d.what or "settler", building=the_building(d.building))
    return None


def _card_text(s: S, d: D) -> Msg | None:
    """Character powers that ask: the card is named, and what the VP choice counts."""
    if d.kind == "money_or_vp":
        grocer = has(s, d.seat, GROCER, "R")
        return _ask("money_or_vp", card=msg("carson-card", n=GROCER if grocer else SETTLER),
                    per="houses" if grocer else "mountains")
    if d.kind == "coolie":
        return _ask("coolie", price=COOLIE_PRICE, card=msg("carson-card", n=COOLIE))
    cards = {"grocer": GROCER, "tax": GOVERNOR, "heroes": HEROES}
    if d.kind in cards:
        return msg("carson-ask-card", question=msg("carson-q-" + d.kind),
                   card=msg("carson-card", n=cards[d.kind]))
    return None


def question_text(s: S, d: D) -> Msg:
    """The question `d` as its seat reads it."""
    for words in (_build_text, _money_text, _duel_text, _card_text):
        said = words(s, d)
        if said is not None:
            return said
    return msg("carson-q-" + d.kind)

