"""Instant buildings that take cards or move things: Auction House, Central Bank,
Barber Shop, Doctor's Office, Livery Stable (rules §2.8.3)."""

from __future__ import annotations

from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws
from bot.games.tew.acquire import take
from bot.games.tew.actions import CentralBank, Decline, MoveFrom, Pay, PickBuilding, PickPorch
from bot.games.tew.board import can_pay, owner_spots
from bot.games.tew.data import BUILDINGS, INFS, Inf
from bot.games.tew.events import (
    BuildingUsed,
)
from bot.games.tew.events_round import (
    AuctionDrew,
    BuildingDeckShuffled,
    PorchReordered,
    SlotRefilled,
)
from bot.games.tew.influence import pay_ev
from bot.games.tew.prompts import push, register
from bot.games.tew.state import Prompt, TewState


def _with_any(cost: dict[Inf, int], t: Inf) -> dict[Inf, int]:
    out = dict(cost)
    out[t] = out.get(t, 0) + 1
    return out


def _auction_legal(state: TewState, prompt: Prompt) -> list[Action]:
    if not state.deck:
        return [Decline()]  # cannot be used with an empty deck (rules §4.8)
    inf = state.players[prompt.seat].inf
    return [*[Pay(type=t) for t in INFS if inf[t] >= 1], Decline()]


def _auction_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                   ev: list[Event]) -> None:
    if not isinstance(action, Pay):
        return
    pay_ev(state, prompt.seat, {action.type: 1}, "the Auction House", ev)
    drawn, state.deck = state.deck[:2], state.deck[2:]
    ev.append(AuctionDrew(seat=prompt.seat, buildings=tuple(drawn), visible_to=(prompt.seat,)))
    push(state, Prompt(kind="AUCTION_PICK", seat=prompt.seat, cards=drawn, source="B08"))


def _pick_legal(state: TewState, prompt: Prompt) -> list[Action]:
    out: list[Action] = [
        PickBuilding(building=b) for b in prompt.cards
        if can_pay(state, prompt.seat, BUILDINGS[b].cost)
    ]
    return [*out, Decline()]


def _pick_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                ev: list[Event]) -> None:
    rest = list(prompt.cards)
    if isinstance(action, PickBuilding):
        cost = BUILDINGS[action.building].cost
        pay_ev(state, prompt.seat, cost, BUILDINGS[action.building].name, ev)
        take(state, prompt.seat, action.building, cost, "Auction House", ev)
        rest.remove(action.building)
    state.deck = draws.shuffled([*state.deck, *rest])
    ev.append(BuildingDeckShuffled())


def _bank_legal(state: TewState, prompt: Prompt) -> list[Action]:
    out: list[Action] = []
    for mat in state.mats:
        if mat.buy is None:
            continue
        for t in INFS:
            if can_pay(state, prompt.seat, _with_any(BUILDINGS[mat.buy].cost, t)):
                out.append(CentralBank(pos=mat.pos, pay=t))
    return [*out, Decline()]


def _bank_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                ev: list[Event]) -> None:
    if not isinstance(action, CentralBank):
        return
    mat = state.mats[action.pos]
    bid = mat.buy
    assert bid is not None
    price = _with_any(BUILDINGS[bid].cost, action.pay)
    pay_ev(state, prompt.seat, price, "the Central Bank", ev)
    mat.buy = None
    take(state, prompt.seat, bid, price, "Central Bank", ev)
    if state.deck:  # R27: straight into the buy slot
        mat.buy = state.deck.pop(0)
        ev.append(SlotRefilled(pos=mat.pos, building=mat.buy))
    else:
        state.end_pending = True  # rules §4.8 (c): the game ends after this round


def _barber_targets(state: TewState) -> list[int]:
    """R28: colour porches with 2+ active cards and no posse at all on them."""
    return [
        m.pos for m in state.mats
        if m.side == "colour" and len(m.porch) >= 2 and not state.spots[f"{m.name}.PORCH"]
    ]


def _barber_legal(state: TewState, prompt: Prompt) -> list[Action]:
    return [*[PickPorch(pos=p) for p in _barber_targets(state)], Decline()]


def _barber_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                  ev: list[Event]) -> None:
    if isinstance(action, PickPorch):
        push(state, Prompt(kind="BARBER_CARD", seat=prompt.seat, pos=action.pos))


def _barber_card_legal(state: TewState, prompt: Prompt) -> list[Action]:
    assert prompt.pos is not None
    porch = state.mats[prompt.pos].porch
    return [PickBuilding(building=b) for b in porch[:-1]]


def _barber_card_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                       ev: list[Event]) -> None:
    assert isinstance(action, PickBuilding) and prompt.pos is not None
    porch = state.mats[prompt.pos].porch
    porch.remove(action.building)
    porch.append(action.building)
    ev.append(PorchReordered(seat=prompt.seat, pos=prompt.pos, building=action.building))


def _has_empty_spot(state: TewState) -> bool:
    return any(not ps for ps in state.spots.values())


def _doctor_legal(state: TewState, prompt: Prompt) -> list[Action]:
    if not _has_empty_spot(state):
        return [Decline()]  # R29: nothing happens
    wounded = [s for s in owner_spots(state, prompt.seat, only_standing=False)
               if any(p.owner == prompt.seat and not p.standing for p in state.spots[s])]
    return [*[MoveFrom(spot=s) for s in wounded], Decline()]


def _livery_legal(state: TewState, prompt: Prompt) -> list[Action]:
    if not _has_empty_spot(state):
        return [Decline()]
    spots = [s for s in owner_spots(state, prompt.seat, only_standing=True) if s != prompt.spot]
    return [*[MoveFrom(spot=s) for s in spots], Decline()]


def _move_from_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                     ev: list[Event]) -> None:
    if not isinstance(action, MoveFrom):
        return
    want_standing = prompt.kind == "LIVERY"
    posse = state.spots[action.spot]
    for i, p in enumerate(posse):
        if p.owner == prompt.seat and p.standing == want_standing:
            del posse[i]
            break
    ev.append(BuildingUsed(seat=prompt.seat, building=prompt.source))
    push(state, Prompt(kind="MOVE_TO", seat=prompt.seat, spot=action.spot))


register("AUCTION", _auction_legal, _auction_apply, title="Auction House: pay 1 to look?")
register("AUCTION_PICK", _pick_legal, _pick_apply, title="Auction House: buy one?")
register("BANK", _bank_legal, _bank_apply, title="Central Bank: buy from a slot?")
register("BARBER", _barber_legal, _barber_apply, title="Barber Shop: reorder a porch?")
register("BARBER_CARD", _barber_card_legal, _barber_card_apply, title="Move which card to the top?")
register("DOCTOR", _doctor_legal, _move_from_apply, title="Doctor's Office: move a wounded posse?")
register("LIVERY", _livery_legal, _move_from_apply, title="Livery Stable: move a posse?")
