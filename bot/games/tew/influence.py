"""Influence gains and payments with their events, and the ANY-type prompts (rules §2.4)."""

from __future__ import annotations

from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws
from bot.games.tew.actions import Gain
from bot.games.tew.board import gain, least_type, pay
from bot.games.tew.data import INFS, Inf
from bot.games.tew.events import InfluenceGained, InfluencePaid
from bot.games.tew.prompts import register
from bot.games.tew.state import Prompt, TewState


def gain_ev(state: TewState, seat: int, kind: str, amount: int, source: str,
            ev: list[Event]) -> Prompt | None:
    """Gain a fixed type now, or return a prompt when `kind` is ANY (R09: one type)."""
    if amount <= 0:
        return None
    if kind == "ANY":
        return Prompt(kind="GAIN", seat=seat, amount=amount, source=source)
    assert kind in INFS
    got = gain(state, seat, kind, amount)  # type: ignore[arg-type]
    ev.append(InfluenceGained(seat=seat, type=kind, amount=got, source=source))
    return None


def pay_ev(state: TewState, seat: int, cost: dict[Inf, int], reason: str,
           ev: list[Event]) -> None:
    pay(state, seat, cost)
    for kind in INFS:
        if cost.get(kind, 0):
            ev.append(InfluencePaid(seat=seat, type=kind, amount=cost[kind], reason=reason))


def cost_text(cost: dict[Inf, int]) -> str:
    parts = [f"{cost[k]} {k}" for k in INFS if cost.get(k, 0)]
    return " + ".join(parts) if parts else "nothing"


def _gain_legal(state: TewState, prompt: Prompt) -> list[Action]:
    return [Gain(type=t) for t in INFS]


def _gain_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                ev: list[Event]) -> None:
    assert isinstance(action, Gain)
    gain_ev(state, prompt.seat, action.type, prompt.amount, prompt.source, ev)


def _gain_default(state: TewState, prompt: Prompt, legal: list[Action]) -> Action:
    return Gain(type=least_type(state, prompt.seat))


def _pair_legal(state: TewState, prompt: Prompt) -> list[Action]:
    return [Gain(type=a, second=b) for i, a in enumerate(INFS) for b in INFS[i + 1:]]


def _pair_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                ev: list[Event]) -> None:
    assert isinstance(action, Gain) and action.second is not None
    gain_ev(state, prompt.seat, action.type, 1, prompt.source, ev)
    gain_ev(state, prompt.seat, action.second, 1, prompt.source, ev)


def _pair_default(state: TewState, prompt: Prompt, legal: list[Action]) -> Action:
    inf = state.players[prompt.seat].inf
    a, b = sorted(INFS, key=lambda k: (inf[k], INFS.index(k)))[:2]
    a, b = sorted((a, b), key=INFS.index)
    return Gain(type=a, second=b)


register("GAIN", _gain_legal, _gain_apply, _gain_default, "Choose the type to gain")
register("GRAVEYARD", _pair_legal, _pair_apply, _pair_default, "Choose two different types")
