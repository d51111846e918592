"""Taking a building: payment, pending placement on the buyer's porch (rules §4.6.3, R18)."""

from __future__ import annotations

from itertools import product

from bot.games.core.model import Event
from bot.games.tew import names
from bot.games.tew.board import can_pay, own_mat, pay, used_buildings
from bot.games.tew.data import BUILDINGS, INFS, Inf
from bot.games.tew.events_round import BuildingBought
from bot.games.tew.influence import gain_ev
from bot.games.tew.state import TewState

APPRAISERS: dict[str, Inf] = {"B01": "MONEY", "B02": "FORCE", "B03": "LAW"}
DISCOUNTS = {"B04": "MINING", "B19": "WAGON"}


def take(state: TewState, owner: int, bid: str, paid: dict[Inf, int] | None, how: str,
         ev: list[Event]) -> None:
    """The building goes pending to the owner's porch and counts as bought this round;
    `paid` is None for the Rival's free purchase, `how` a purchase token (REGULAR, ...)."""
    own_mat(state, owner).pending.append(bid)
    if owner >= 0:
        state.players[owner].bought_round = True
    price: dict[str, int] | None = None if paid is None else {k: n for k, n in paid.items() if n}
    ev.append(BuildingBought(seat=owner, building=bid, paid=price, how=how))


def discount_for(state: TewState, seat: int, bid: str) -> int:
    """Collapsed Mine / Wheelwright: only on the first Phase 4 purchase (R48)."""
    if state.players[seat].p4_buys > 0:
        return 0
    icons = BUILDINGS[bid].icons
    return sum(icons.count(DISCOUNTS[b]) for b in used_buildings(state, seat, "DOLLAR")
               if b in DISCOUNTS)


def payments(state: TewState, seat: int, bid: str, discount: int) -> list[dict[Inf, int]]:
    """Every affordable price after removing `discount` units of the buyer's choice."""
    cost = BUILDINGS[bid].cost
    remove = min(discount, sum(cost.values()))
    out: list[dict[Inf, int]] = []
    for cut in product(*(range(cost[k] + 1) for k in INFS)):
        if sum(cut) != remove:
            continue
        price: dict[Inf, int] = {k: cost[k] - c for k, c in zip(INFS, cut, strict=True)}
        if can_pay(state, seat, price):
            out.append(price)
    return out


def phase4_purchase(state: TewState, seat: int, pos: int, price: dict[Inf, int], how: str,
                    ev: list[Event]) -> None:
    """Pay, apply the Appraiser-type gains on the first Phase 4 purchase, take the card."""
    bid = state.mats[pos].buy
    assert bid is not None
    pay(state, seat, price)  # one event: BuildingBought says what was paid
    state.mats[pos].buy = None
    take(state, seat, bid, price, how, ev)
    player = state.players[seat]
    if player.p4_buys == 0:
        for user in used_buildings(state, seat, "DOLLAR"):
            if user in APPRAISERS:
                gain_ev(state, seat, APPRAISERS[user], BUILDINGS[bid].vp,
                        names.building(user), ev)
    player.p4_buys += 1
