"""Instant buildings that take cards or move things: Auction House, Central Bank,
Barber Shop, Doctor's Office, Livery Stable (rules §2.8.3)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.tew import names
from bot.games.tew.acquire import take
from bot.games.tew.actions import CentralBank, Decline, Pay, PickBuilding, PickPorch
from bot.games.tew.board import can_pay, pay
from bot.games.tew.data import BUILDINGS, INFS, Inf
from bot.games.tew.events_round import (
    AuctionDrew,
    BuildingDeckShuffled,
    PorchReordered,
    SlotRefilled,
)
from bot.games.tew.questions_buildings import pay_types, pay_verify
from bot.games.tew.state import TewDecision, TewState

AUCTION_HOUSE = "B08"


def _with_any(cost: dict[Inf, int], t: Inf) -> dict[Inf, int]:
    out = dict(cost)
    out[t] = out.get(t, 0) + 1
    return out


def auction_legal(state: TewState, d: TewDecision) -> list[Pay | Decline]:
    """AUCTION: pay 1 of a type to look, or decline (not with an empty deck, rules §4.8)."""
    if not state.deck:
        return [Decline()]
    return [*[Pay(type=t) for t in pay_types(state, d.seat, 1)], Decline()]


def auction_verify(state: TewState, d: TewDecision, action: Pay | Decline) -> Msg | None:
    """AUCTION: the deck must hold cards and the unit must be held."""
    if isinstance(action, Pay) and not state.deck:
        return msg("tew-deck-empty")
    return pay_verify(state, d.seat, action, 1)


def auction_apply(state: TewState, d: TewDecision, action: Pay | Decline, draws: Draws,
                  ev: list[Event]) -> None:
    """AUCTION: pay, draw the top 2 privately, then ask which (if any) to buy."""
    if not isinstance(action, Pay):
        return
    pay(state, d.seat, {action.type: 1})  # one event: the draw says what was paid
    drawn, state.deck = state.deck[:2], state.deck[2:]
    ev.append(AuctionDrew(seat=d.seat, buildings=tuple(drawn), paid=action.type,
                          visible_to=(d.seat,)))
    state.flow.push(TewDecision(kind="AUCTION_PICK", seat=d.seat, cards=drawn,
                                building=AUCTION_HOUSE, source=names.building(AUCTION_HOUSE)))


def pick_legal(state: TewState, d: TewDecision) -> list[Decline | PickBuilding]:
    """AUCTION_PICK: a drawn card the user can pay in full (X12), or none."""
    out: list[Decline | PickBuilding] = [
        PickBuilding(building=b) for b in d.cards if can_pay(state, d.seat, BUILDINGS[b].cost)
    ]
    return [*out, Decline()]


def pick_verify(state: TewState, d: TewDecision, action: Decline | PickBuilding) -> Msg | None:
    """AUCTION_PICK: one of the drawn cards, paid in full."""
    if not isinstance(action, PickBuilding):
        return None
    if action.building not in d.cards:
        return msg("tew-not-drawn")
    if not can_pay(state, d.seat, BUILDINGS[action.building].cost):
        return msg("tew-cannot-afford", cost=names.cost(BUILDINGS[action.building].cost))
    return None


def pick_apply(state: TewState, d: TewDecision, action: Decline | PickBuilding, draws: Draws,
               ev: list[Event]) -> None:
    """AUCTION_PICK: buy the pick; the rest goes back and the deck is shuffled."""
    rest = list(d.cards)
    if isinstance(action, PickBuilding):
        cost = BUILDINGS[action.building].cost
        pay(state, d.seat, cost)  # one event: BuildingBought says what was paid
        take(state, d.seat, action.building, cost, "AUCTION", ev)
        rest.remove(action.building)
    state.deck = draws.shuffled([*state.deck, *rest])
    ev.append(BuildingDeckShuffled())


def bank_legal(state: TewState, d: TewDecision) -> list[Decline | CentralBank]:
    """BANK: any slot's building for its cost plus 1 of a type, or decline."""
    out: list[Decline | CentralBank] = []
    for mat in state.mats:
        if mat.buy is None:
            continue
        for t in INFS:
            if can_pay(state, d.seat, _with_any(BUILDINGS[mat.buy].cost, t)):
                out.append(CentralBank(pos=mat.pos, pay=t))
    return [*out, Decline()]


def bank_verify(state: TewState, d: TewDecision, action: Decline | CentralBank) -> Msg | None:
    """BANK: a filled slot and the full price plus the extra unit."""
    if not isinstance(action, CentralBank):
        return None
    bid = state.mats[action.pos].buy
    if bid is None:
        return msg("tew-slot-empty", mat=names.mat(action.pos))
    price = _with_any(BUILDINGS[bid].cost, action.pay)
    if not can_pay(state, d.seat, price):
        return msg("tew-cannot-afford", cost=names.cost(price))
    return None


def bank_apply(state: TewState, d: TewDecision, action: Decline | CentralBank, draws: Draws,
               ev: list[Event]) -> None:
    """BANK: buy now; the slot refills from the deck at once (R27) or the game will end."""
    if not isinstance(action, CentralBank):
        return
    mat = state.mats[action.pos]
    bid = mat.buy
    assert bid is not None
    price = _with_any(BUILDINGS[bid].cost, action.pay)
    pay(state, d.seat, price)  # one event: BuildingBought says what was paid
    mat.buy = None
    take(state, d.seat, bid, price, "BANK", ev)
    if state.deck:  # R27: straight into the buy slot
        mat.buy = state.deck.pop(0)
        ev.append(SlotRefilled(pos=mat.pos, building=mat.buy))
    else:
        state.end_pending = True  # rules §4.8 (c): the game ends after this round


def barber_targets(state: TewState) -> list[int]:
    """R28: colour porches with 2+ active cards and no posse at all on them."""
    return [
        m.pos for m in state.mats
        if m.side == "colour" and len(m.porch) >= 2 and not state.spots[f"{m.name}.PORCH"]
    ]


def barber_legal(state: TewState, d: TewDecision) -> list[Decline | PickPorch]:
    """BARBER: a porch to reorder, or decline."""
    return [*[PickPorch(pos=p) for p in barber_targets(state)], Decline()]


def barber_verify(state: TewState, d: TewDecision, action: Decline | PickPorch) -> Msg | None:
    """BARBER: an unoccupied colour porch with two or more cards (R28)."""
    if isinstance(action, PickPorch) and action.pos not in barber_targets(state):
        return msg("tew-barber-target", mat=names.mat(action.pos))
    return None


def barber_apply(state: TewState, d: TewDecision, action: Decline | PickPorch, draws: Draws,
                 ev: list[Event]) -> None:
    """BARBER: ask which card of that porch goes to the top."""
    if isinstance(action, PickPorch):
        state.flow.push(TewDecision(kind="BARBER_CARD", seat=d.seat, pos=action.pos,
                                    building=d.building, source=d.source))


def barber_card_legal(state: TewState, d: TewDecision) -> list[PickBuilding]:
    """BARBER_CARD: any card under the top one."""
    assert d.pos is not None
    return [PickBuilding(building=b) for b in state.mats[d.pos].porch[:-1]]


def barber_card_verify(state: TewState, d: TewDecision, action: PickBuilding) -> Msg | None:
    """BARBER_CARD: a card of that porch that is not already on top."""
    assert d.pos is not None
    if action.building not in state.mats[d.pos].porch[:-1]:
        return msg("tew-barber-card", mat=names.mat(d.pos))
    return None


def barber_card_apply(state: TewState, d: TewDecision, action: PickBuilding, draws: Draws,
                      ev: list[Event]) -> None:
    """BARBER_CARD: move the card to the top of the porch."""
    assert d.pos is not None
    porch = state.mats[d.pos].porch
    porch.remove(action.building)
    porch.append(action.building)
    ev.append(PorchReordered(seat=d.seat, pos=d.pos, building=action.building))
