"""Phase 4 questions: Post Office, regular and Leftover purchases with their discount,
and the industry advance (rules §4.6, D12-D15)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.tew import names
from bot.games.tew.acquire import discount_for, payments, phase4_purchase
from bot.games.tew.actions import Advance, Buy, Decline, Discount, Pay
from bot.games.tew.board import owned_buildings
from bot.games.tew.buy import slots_for
from bot.games.tew.data import BUILDINGS, INDUSTRIES, INFS, Inf
from bot.games.tew.events_round import PurchasePassed
from bot.games.tew.industry import advance, advanceable, can_advance
from bot.games.tew.influence import pay_ev
from bot.games.tew.questions_buildings import pay_types, pay_verify
from bot.games.tew.state import TewDecision, TewState


def _price_options(state: TewState, seat: int, bid: str) -> list[dict[Inf, int]]:
    return payments(state, seat, bid, discount_for(state, seat, bid))


def buy_legal(state: TewState, d: TewDecision) -> list[Decline | Buy]:
    """BUY / LEFTOVER: an eligible slot the buyer can pay for, or pass."""
    out: list[Decline | Buy] = []
    for pos in slots_for(state, d.seat, d.kind == "BUY"):
        bid = state.mats[pos].buy
        assert bid is not None
        if _price_options(state, d.seat, bid):
            out.append(Buy(pos=pos))
    return [*out, Decline()]


def buy_verify(state: TewState, d: TewDecision, action: Decline | Buy) -> Msg | None:
    """BUY / LEFTOVER: a filled slot where the buyer may buy, at a price it can pay."""
    if not isinstance(action, Buy):
        return None
    bid = state.mats[action.pos].buy
    if bid is None:
        return msg("tew-slot-empty", mat=names.mat(action.pos))
    if action.pos not in slots_for(state, d.seat, d.kind == "BUY"):
        return msg("tew-buy-not-present", mat=names.mat(action.pos))
    if not _price_options(state, d.seat, bid):
        return msg("tew-cannot-afford", cost=names.cost(BUILDINGS[bid].cost))
    return None


def buy_apply(state: TewState, d: TewDecision, action: Decline | Buy, draws: Draws,
              ev: list[Event]) -> None:
    """BUY / LEFTOVER: pay the printed price, or ask how to use the discount."""
    how = "REGULAR" if d.kind == "BUY" else "LEFTOVER"
    if not isinstance(action, Buy):
        if d.kind == "BUY":
            ev.append(PurchasePassed(seat=d.seat))
        return
    bid = state.mats[action.pos].buy
    assert bid is not None
    if discount_for(state, d.seat, bid) == 0:
        phase4_purchase(state, d.seat, action.pos, dict(BUILDINGS[bid].cost), how, ev)
        return
    state.flow.push(TewDecision(kind="DISCOUNT", seat=d.seat, pos=action.pos, how=how,
                                building=bid, source=names.building(bid)))


def _cut(action: Discount) -> dict[Inf, int]:
    return {"MONEY": action.money, "LAW": action.law, "FORCE": action.force}


def discount_legal(state: TewState, d: TewDecision) -> list[Discount]:
    """DISCOUNT: every allocation of the discount that leaves an affordable price."""
    assert d.pos is not None
    bid = state.mats[d.pos].buy
    assert bid is not None
    cost = BUILDINGS[bid].cost
    out: list[Discount] = []
    for price in _price_options(state, d.seat, bid):
        cut = {k: cost[k] - price[k] for k in INFS}
        out.append(Discount(money=cut["MONEY"], law=cut["LAW"], force=cut["FORCE"]))
    return out


def discount_verify(state: TewState, d: TewDecision, action: Discount) -> Msg | None:
    """DISCOUNT: exactly the discount, within the printed cost, payable after it."""
    assert d.pos is not None
    bid = state.mats[d.pos].buy
    assert bid is not None
    cost, cut = BUILDINGS[bid].cost, _cut(action)
    size = min(discount_for(state, d.seat, bid), sum(cost.values()))
    if sum(cut.values()) != size:
        return msg("tew-discount-size", n=size)
    if any(cut[k] > cost[k] for k in INFS):
        return msg("tew-discount-over")
    price = {k: cost[k] - cut[k] for k in INFS}
    if any(state.players[d.seat].inf[k] < price[k] for k in INFS):
        return msg("tew-cannot-afford", cost=names.cost(price))
    return None


def discount_apply(state: TewState, d: TewDecision, action: Discount, draws: Draws,
                   ev: list[Event]) -> None:
    """DISCOUNT: pay the reduced price."""
    assert d.pos is not None
    bid = state.mats[d.pos].buy
    assert bid is not None
    cost, cut = BUILDINGS[bid].cost, _cut(action)
    price: dict[Inf, int] = {k: cost[k] - cut[k] for k in INFS}
    phase4_purchase(state, d.seat, d.pos, price, d.how, ev)


def discount_default(state: TewState, d: TewDecision) -> Discount:
    """The first allocation, in MONEY, LAW, FORCE order."""
    return discount_legal(state, d)[0]


def post_legal(state: TewState, d: TewDecision) -> list[Pay | Decline]:
    """POST_OFFICE: pay 2 of a type held to go first, or decline."""
    return [*[Pay(type=t) for t in pay_types(state, d.seat, 2)], Decline()]


def post_verify(state: TewState, d: TewDecision, action: Pay | Decline) -> Msg | None:
    """POST_OFFICE: the 2 units must be held."""
    return pay_verify(state, d.seat, action, 2)


def post_apply(state: TewState, d: TewDecision, action: Pay | Decline, draws: Draws,
               ev: list[Event]) -> None:
    """POST_OFFICE: pay 2 and be first in the Town Hall order."""
    if isinstance(action, Pay):
        pay_ev(state, d.seat, {action.type: 2}, names.source("post-office"), ev)
        state.post_office = d.seat


def advance_legal(state: TewState, d: TewDecision) -> list[Advance]:
    """ADVANCE: any industry that can advance."""
    return [Advance(industry=i) for i in advanceable(state.industry)]


def advance_verify(state: TewState, d: TewDecision, action: Advance) -> Msg | None:
    """ADVANCE: the industry's next position must have room."""
    if not can_advance(state.industry, action.industry):
        return msg("tew-industry-full", industry=names.industry(action.industry))
    return None


def advance_apply(state: TewState, d: TewDecision, action: Advance, draws: Draws,
                  ev: list[Event]) -> None:
    """ADVANCE: move the token up."""
    ev.append(advance(state, d.seat, action.industry))


def advance_default(state: TewState, d: TewDecision) -> Advance:
    """D15: the industry where the chooser owns the most icons; ties M, R, W."""
    icons = [i for b in owned_buildings(state, d.seat) for i in BUILDINGS[b].icons]
    best = max(advanceable(state.industry),
               key=lambda i: (icons.count(i), -INDUSTRIES.index(i)))
    return Advance(industry=best)
