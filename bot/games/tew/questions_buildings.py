"""Questions of the instant (!) buildings (rules §2.8.3): conversions, Grand Hotel,
Telegraph Office, Bounty Office, Stock Exchange. `buildings.instant_effect` asks them."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.tew import names
from bot.games.tew.actions import Convert, Decline, Pay, StockExchange, Swap, TewMove
from bot.games.tew.board import gain, pay
from bot.games.tew.buildings import CONVERSIONS
from bot.games.tew.data import INFS, Inf, gainable
from bot.games.tew.events import BuildingUsed, WantedTaken
from bot.games.tew.events_round import GapsSwapped
from bot.games.tew.industry import advance, advanceable, can_advance
from bot.games.tew.state import TewDecision, TewState


def convert_legal(state: TewState, d: TewDecision) -> list[Convert]:
    """CONVERT: n from 0 to the source amount held (D09 default 0); amounts the cap of 6
    would cut come last."""
    src, dst = CONVERSIONS[d.building or ""]
    inf = state.players[d.seat].inf
    options = [Convert(n=n) for n in range(inf[src] + 1)]
    options.sort(key=lambda c: c.n + 2 - gainable(inf[dst], c.n + 2))
    return [*options]


def convert_default(state: TewState, d: TewDecision) -> Convert:
    """D09: convert nothing."""
    return Convert(n=0)


def convert_verify(state: TewState, d: TewDecision, action: Convert) -> Msg | None:
    """CONVERT: no more than the source amount held."""
    src, _ = CONVERSIONS[d.building or ""]
    if action.n > state.players[d.seat].inf[src]:
        return msg("tew-convert-too-many", n=state.players[d.seat].inf[src], type=names.inf(src))
    return None


def convert_apply(state: TewState, d: TewDecision, action: Convert, draws: Draws,
                  ev: list[Event]) -> None:
    """CONVERT: lose n of the source, gain n + 2 of the target (R07)."""
    assert d.building is not None
    src, dst = CONVERSIONS[d.building]
    pay(state, d.seat, {src: action.n})
    ev.append(trade(state, d.seat, d.building, {src: action.n}, {dst: action.n + 2}))


def trade(state: TewState, seat_n: int, bid: str, paid: dict[Inf, int],
           offered: dict[Inf, int]) -> BuildingUsed:
    """Gain `offered` (already paid `paid`): one event for the whole use of the building."""
    got = {t: gain(state, seat_n, t, n) for t, n in offered.items()}
    face = None if got == offered else {t: n for t, n in offered.items()}
    return BuildingUsed(seat=seat_n, building=bid, paid={t: n for t, n in paid.items()},
                        gained={t: n for t, n in got.items()}, face=face)


def pay_types(state: TewState, seat_n: int, amount: int) -> list[Inf]:
    """The types `seat_n` holds at least `amount` of."""
    inf = state.players[seat_n].inf
    return [t for t in INFS if inf[t] >= amount]


def pay_verify(state: TewState, seat_n: int, action: TewMove, amount: int) -> Msg | None:
    """A `Pay` of `amount` units must be affordable (a `Decline` always is)."""
    if isinstance(action, Pay) and state.players[seat_n].inf[action.type] < amount:
        return msg("tew-cannot-pay", n=amount, type=names.inf(action.type))
    return None


def hotel_legal(state: TewState, d: TewDecision) -> list[Pay | Decline]:
    """HOTEL: pay 2 of a type held, or decline."""
    return [*[Pay(type=t) for t in pay_types(state, d.seat, 2)], Decline()]


def hotel_verify(state: TewState, d: TewDecision, action: Pay | Decline) -> Msg | None:
    """HOTEL: the 2 units must be held."""
    return pay_verify(state, d.seat, action, 2)


def hotel_apply(state: TewState, d: TewDecision, action: Pay | Decline, draws: Draws,
                ev: list[Event]) -> None:
    """HOTEL: pay 2 of one type, gain 2 of each other type."""
    if not isinstance(action, Pay):
        return
    assert d.building is not None
    pay(state, d.seat, {action.type: 2})
    ev.append(trade(state, d.seat, d.building, {action.type: 2},
                     {t: 2 for t in INFS if t != action.type}))


def telegraph_legal(state: TewState, d: TewDecision) -> list[Decline | Swap]:
    """TELEGRAPH: any two different gaps (lower first), or decline."""
    swaps: list[Decline | Swap] = [Swap(a=a, b=b) for a in range(6) for b in range(a + 1, 6)]
    return [*swaps, Decline()]


def telegraph_verify(state: TewState, d: TewDecision, action: Decline | Swap) -> Msg | None:
    """TELEGRAPH: two different gaps, the lower one first."""
    if isinstance(action, Swap) and action.a >= action.b:
        return msg("tew-swap-order")
    return None


def telegraph_apply(state: TewState, d: TewDecision, action: Decline | Swap, draws: Draws,
                    ev: list[Event]) -> None:
    """TELEGRAPH: swap the two gap cards."""
    if not isinstance(action, Swap):
        return
    g = state.gaps
    g[action.a], g[action.b] = g[action.b], g[action.a]
    ev.append(GapsSwapped(seat=d.seat, a=action.a, b=action.b))


def bounty_ok(state: TewState, seat_n: int) -> bool:
    """The seat may take the Wanted card at the Bounty Office: 2 FORCE, not already Wanted."""
    return state.players[seat_n].inf["FORCE"] >= 2 and state.wanted != seat_n


def bounty_legal(state: TewState, d: TewDecision) -> list[Pay | Decline]:
    """BOUNTY: pay 2 FORCE (not offered to the Wanted holder, X05), or decline."""
    return [Pay(type="FORCE"), Decline()] if bounty_ok(state, d.seat) else [Decline()]


def bounty_verify(state: TewState, d: TewDecision, action: Pay | Decline) -> Msg | None:
    """BOUNTY: only FORCE, 2 of it, and only when not already Wanted."""
    if not isinstance(action, Pay):
        return None
    if action.type != "FORCE":
        return msg("tew-bounty-force")
    if state.wanted == d.seat:
        return msg("tew-bounty-yours")
    return pay_verify(state, d.seat, action, 2)


def bounty_apply(state: TewState, d: TewDecision, action: Pay | Decline, draws: Draws,
                 ev: list[Event]) -> None:
    """BOUNTY: pay 2 FORCE and take the Wanted card."""
    if not isinstance(action, Pay):
        return
    pay(state, d.seat, {"FORCE": 2})  # one event: WantedTaken says it was the bounty
    state.wanted = d.seat
    ev.append(WantedTaken(seat=d.seat, bounty=d.building))


def stock_legal(state: TewState, d: TewDecision) -> list[Decline | StockExchange]:
    """STOCK: pay 3 of a type held and advance an advanceable industry, or decline."""
    opts: list[Decline | StockExchange] = [
        StockExchange(pay=t, industry=i)
        for t in pay_types(state, d.seat, 3) for i in advanceable(state.industry)
    ]
    return [*opts, Decline()]


def stock_verify(state: TewState, d: TewDecision, action: Decline | StockExchange) -> Msg | None:
    """STOCK: 3 of the type held and an industry that can advance."""
    if not isinstance(action, StockExchange):
        return None
    if state.players[d.seat].inf[action.pay] < 3:
        return msg("tew-cannot-pay", n=3, type=names.inf(action.pay))
    if not can_advance(state.industry, action.industry):
        return msg("tew-industry-full", industry=names.industry(action.industry))
    return None


def stock_apply(state: TewState, d: TewDecision, action: Decline | StockExchange, draws: Draws,
                ev: list[Event]) -> None:
    """STOCK: pay 3 and advance the industry."""
    if not isinstance(action, StockExchange):
        return
    pay(state, d.seat, {action.pay: 3})  # one event: the advance says what was paid
    moved = advance(state, d.seat, action.industry)
    ev.append(moved.model_copy(update={"paid": {action.pay: 3}, "building": d.building}))
