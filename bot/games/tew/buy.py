"""Phase 4: Post Office, Town Hall order, purchases, Leftover, Claim Office, industry (§4.6)."""

from __future__ import annotations

from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws
from bot.games.tew.acquire import discount_for, payments, phase4_purchase
from bot.games.tew.actions import Advance, Buy, Decline, Discount, Pay
from bot.games.tew.board import flanks, owned_buildings, present, standing_on, used_buildings
from bot.games.tew.cards import Key, key
from bot.games.tew.data import BUILDINGS, INDUSTRIES, INFS, Inf
from bot.games.tew.events_round import (
    IndustrySkipped,
    PurchasePassed,
    TownHallOrdered,
)
from bot.games.tew.industry import advance, advanceable
from bot.games.tew.influence import pay_ev
from bot.games.tew.prompts import push, register
from bot.games.tew.resolution import rival_key
from bot.games.tew.solo import rival_advance, rival_buy
from bot.games.tew.state import RIVAL, Prompt, TewState

POST_OFFICE, CLAIM_OFFICE, TRAIN_STATION = "B05", "B24", "B30"


def start_phase4(state: TewState) -> None:
    for p in state.players:
        if POST_OFFICE in used_buildings(state, p.seat, "DOLLAR"):
            state.prompts.append(Prompt(kind="POST_OFFICE", seat=p.seat))
    state.stage = "order"


def town_hall_keys(state: TewState, seat: int) -> tuple[Key, Key]:
    p = state.players[seat]
    f = flanks(state, 0)
    return key(p.face or p.kept or "", f), key(p.kept or "", f)


def set_order(state: TewState, ev: list[Event]) -> None:
    """Rules §4.6.2 (R06); in solo the Rival is ranked too (rules §5.6, R34)."""
    def rank(seat: int) -> tuple[bool, Key, Key]:
        cur, nat = town_hall_keys(state, seat)
        return (state.post_office == seat, cur, nat)

    order = sorted(range(state.n), key=rank, reverse=True)
    if state.solo:
        first, cur, nat = rank(0)
        rk = rival_key(state, 0)
        human_first = first or cur > rk or (cur == rk and nat > rk)
        order = [0, RIVAL] if human_first else [RIVAL, 0]
    state.order = order
    state.stage = "buy"
    state.cursor = 0
    ev.append(TownHallOrdered(order=tuple(order)))


def buy_step(state: TewState, ev: list[Event]) -> None:
    if state.cursor >= len(state.order):
        for p in state.players:
            if standing_on(state, p.seat, "SHERIFF.LEFTOVER") is not None:
                state.prompts.append(Prompt(kind="LEFTOVER", seat=p.seat))
        state.stage = "claim"
        return
    seat = state.order[state.cursor]
    state.cursor += 1
    if seat == RIVAL:
        rival_buy(state, ev)
    else:
        state.prompts.append(Prompt(kind="BUY", seat=seat))


def claim_step(state: TewState) -> None:
    for p in state.players:
        if CLAIM_OFFICE in used_buildings(state, p.seat, "DOLLAR") and p.p4_buys == 0:
            state.prompts.append(Prompt(kind="GAIN", seat=p.seat, amount=2, source="Claim Office"))
    state.stage = "industry"


def industry_step(state: TewState, ev: list[Event]) -> None:
    state.stage = "end_round"
    first = state.order[0]
    if first == RIVAL:
        rival_advance(state, ev)
    elif not advanceable(state.industry):
        ev.append(IndustrySkipped())  # R23
    else:
        state.prompts.append(Prompt(kind="ADVANCE", seat=first))


def slots_for(state: TewState, seat: int, regular: bool) -> list[int]:
    anywhere = not regular or TRAIN_STATION in used_buildings(state, seat, "DOLLAR")
    return [m.pos for m in state.mats if m.buy is not None and (anywhere or present(state, seat, m.pos))]


def _buy_legal(state: TewState, prompt: Prompt) -> list[Action]:
    regular = prompt.kind == "BUY"
    out: list[Action] = []
    for pos in slots_for(state, prompt.seat, regular):
        bid = state.mats[pos].buy
        assert bid is not None
        if payments(state, prompt.seat, bid, discount_for(state, prompt.seat, bid)):
            out.append(Buy(pos=pos))
    return [*out, Decline()]


def _buy_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
               ev: list[Event]) -> None:
    how = "regular purchase" if prompt.kind == "BUY" else "Leftover"
    if not isinstance(action, Buy):
        if prompt.kind == "BUY":
            ev.append(PurchasePassed(seat=prompt.seat))
        return
    bid = state.mats[action.pos].buy
    assert bid is not None
    if discount_for(state, prompt.seat, bid) == 0:
        phase4_purchase(state, prompt.seat, action.pos, dict(BUILDINGS[bid].cost), how, ev)
        return
    push(state, Prompt(kind="DISCOUNT", seat=prompt.seat, pos=action.pos, source=how))


def _discount_legal(state: TewState, prompt: Prompt) -> list[Action]:
    assert prompt.pos is not None
    bid = state.mats[prompt.pos].buy
    assert bid is not None
    cost = BUILDINGS[bid].cost
    out: list[Action] = []
    for price in payments(state, prompt.seat, bid, discount_for(state, prompt.seat, bid)):
        cut = {k: cost[k] - price[k] for k in INFS}
        out.append(Discount(money=cut["MONEY"], law=cut["LAW"], force=cut["FORCE"]))
    return out


def _discount_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                    ev: list[Event]) -> None:
    assert isinstance(action, Discount) and prompt.pos is not None
    bid = state.mats[prompt.pos].buy
    assert bid is not None
    cost = BUILDINGS[bid].cost
    cut: dict[Inf, int] = {"MONEY": action.money, "LAW": action.law, "FORCE": action.force}
    price: dict[Inf, int] = {k: cost[k] - cut[k] for k in INFS}
    phase4_purchase(state, prompt.seat, prompt.pos, price, prompt.source, ev)


def _post_legal(state: TewState, prompt: Prompt) -> list[Action]:
    inf = state.players[prompt.seat].inf
    return [*[Pay(type=t) for t in INFS if inf[t] >= 2], Decline()]


def _post_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                ev: list[Event]) -> None:
    if isinstance(action, Pay):
        pay_ev(state, prompt.seat, {action.type: 2}, "the Post Office", ev)
        state.post_office = prompt.seat


def _advance_legal(state: TewState, prompt: Prompt) -> list[Action]:
    return [Advance(industry=i) for i in advanceable(state.industry)]  # type: ignore[arg-type]


def _advance_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                   ev: list[Event]) -> None:
    assert isinstance(action, Advance)
    ev.append(advance(state, prompt.seat, action.industry))


def _advance_default(state: TewState, prompt: Prompt, legal: list[Action]) -> Action:
    """D15: the industry where the chooser owns the most icons; ties M, R, W."""
    icons = [i for b in owned_buildings(state, prompt.seat) for i in BUILDINGS[b].icons]
    return max(legal, key=lambda a: (icons.count(a.industry), -INDUSTRIES.index(a.industry)))  # type: ignore[attr-defined]


register("BUY", _buy_legal, _buy_apply, title="Buy a building")
register("LEFTOVER", _buy_legal, _buy_apply, title="Leftover: buy from any slot")
register("DISCOUNT", _discount_legal, _discount_apply, title="Choose which cost units to drop")
register("POST_OFFICE", _post_legal, _post_apply, title="Post Office: pay 2 to go first?")
register("ADVANCE", _advance_legal, _advance_apply, _advance_default, "Advance an industry")
