"""Influence gains and payments with their events, and the ANY-type questions (rules §2.4)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.tew.actions import Gain, TewMove
from bot.games.tew.board import gain, least_type, pay
from bot.games.tew.data import INFS, Inf, gainable
from bot.games.tew.events import InfluenceGained, InfluencePaid
from bot.games.tew.state import TewDecision, TewState


def gain_ev(state: TewState, seat: int, kind: str, amount: int, source: Msg,
            ev: list[Event]) -> TewDecision | None:
    """Gain a fixed type now, or return the question when `kind` is ANY (R09: one type)."""
    if amount <= 0:
        return None
    if kind == "ANY":
        return TewDecision(kind="GAIN", seat=seat, amount=amount, source=source)
    for t in INFS:
        if t == kind:
            got = gain(state, seat, t, amount)
            ev.append(InfluenceGained(seat=seat, type=t, amount=got, source=source,
                                      face=amount if got < amount else None))
    return None


def pay_ev(state: TewState, seat: int, cost: dict[Inf, int], reason: Msg,
           ev: list[Event]) -> None:
    """Pay `cost` and record one event per type paid."""
    pay(state, seat, cost)
    for kind in INFS:
        if cost.get(kind, 0):
            ev.append(InfluencePaid(seat=seat, type=kind, amount=cost[kind], reason=reason))


def wasted(state: TewState, seat: int, gains: dict[Inf, int]) -> int:
    """How much of `gains` the cap of 6 would swallow."""
    inf = state.players[seat].inf
    return sum(n - gainable(inf[t], n) for t, n in gains.items())


def gain_legal(state: TewState, d: TewDecision) -> list[TewMove]:
    """GAIN: any one type; types the cap would cut come last (the least cut first)."""
    options = [Gain(type=t) for t in INFS]
    options.sort(key=lambda g: wasted(state, d.seat, {g.type: d.amount}))
    return [*options]


def gain_verify(state: TewState, d: TewDecision, action: TewMove) -> Msg | None:
    """GAIN: one type, never a pair."""
    if isinstance(action, Gain) and action.second is not None:
        return msg("tew-no-second-type")
    return None


def gain_apply(state: TewState, d: TewDecision, action: TewMove, draws: Draws,
               ev: list[Event]) -> None:
    """GAIN: add the amount of the chosen type."""
    assert isinstance(action, Gain) and d.source is not None
    gain_ev(state, d.seat, action.type, d.amount, d.source, ev)


def gain_default(state: TewState, d: TewDecision) -> TewMove:
    """D07: the type held least."""
    return Gain(type=least_type(state, d.seat))


def pair_legal(state: TewState, d: TewDecision) -> list[TewMove]:
    """GRAVEYARD: two different types, named in the order MONEY, LAW, FORCE; pairs the cap
    would cut come last."""
    pairs = [Gain(type=a, second=b) for i, a in enumerate(INFS) for b in INFS[i + 1:]]
    pairs.sort(key=lambda g: wasted(state, d.seat, {g.type: 1, g.second or g.type: 1}))
    return [*pairs]


def pair_verify(state: TewState, d: TewDecision, action: TewMove) -> Msg | None:
    """GRAVEYARD: a second type that differs and comes later in the order."""
    if not isinstance(action, Gain) or action.second is None:
        return msg("tew-need-two-types")
    if INFS.index(action.type) >= INFS.index(action.second):
        return msg("tew-two-types-order")
    return None


def pair_apply(state: TewState, d: TewDecision, action: TewMove, draws: Draws,
               ev: list[Event]) -> None:
    """GRAVEYARD: gain 1 of each chosen type."""
    assert isinstance(action, Gain) and action.second is not None and d.source is not None
    gain_ev(state, d.seat, action.type, 1, d.source, ev)
    gain_ev(state, d.seat, action.second, 1, d.source, ev)


def pair_default(state: TewState, d: TewDecision) -> TewMove:
    """D08: the two types held least."""
    inf = state.players[d.seat].inf
    a, b = sorted(INFS, key=lambda k: (inf[k], INFS.index(k)))[:2]
    a, b = sorted((a, b), key=INFS.index)
    return Gain(type=a, second=b)
