"""Influence gains and payments with their events (rules §2.4); the ANY-type questions are
answered in `questions_turn`."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.words import Msg
from bot.games.tew.board import gain, pay
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
