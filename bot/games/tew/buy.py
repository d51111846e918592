"""Phase 4: Post Office, Town Hall order, purchases, Leftover, Claim Office, industry (§4.6)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.tew import names
from bot.games.tew.board import flanks, present, standing_on, used_buildings
from bot.games.tew.cards import Key, key
from bot.games.tew.events_round import IndustrySkipped, TownHallOrdered
from bot.games.tew.industry import advanceable
from bot.games.tew.resolution import rival_key
from bot.games.tew.solo import rival_advance, rival_buy
from bot.games.tew.state import RIVAL, TewDecision, TewState

POST_OFFICE, CLAIM_OFFICE, TRAIN_STATION = "B05", "B24", "B30"


def start_phase4(state: TewState) -> None:
    """Ask every Post Office user (D12), then set the order."""
    state.flow.push(*[
        TewDecision(kind="POST_OFFICE", seat=p.seat, building=POST_OFFICE,
                    source=names.building(POST_OFFICE))
        for p in state.players if POST_OFFICE in used_buildings(state, p.seat, "DOLLAR")
    ])
    state.stage = "order"


def town_hall_keys(state: TewState, seat: int) -> tuple[Key, Key]:
    """A player's Town Hall hand by current face, then by natural card (R06)."""
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
    """The next regular purchase in order (the Rival buys at once); then the Leftovers."""
    if state.cursor >= len(state.order):
        state.flow.push(*[
            TewDecision(kind="LEFTOVER", seat=p.seat) for p in state.players
            if standing_on(state, p.seat, "SHERIFF.LEFTOVER") is not None
        ])
        state.stage = "claim"
        return
    seat = state.order[state.cursor]
    state.cursor += 1
    if seat == RIVAL:
        rival_buy(state, ev)
    else:
        state.flow.push(TewDecision(kind="BUY", seat=seat))


def claim_step(state: TewState) -> None:
    """Claim Office users who bought nothing in Phase 4 gain 2 of one type."""
    state.flow.push(*[
        TewDecision(kind="GAIN", seat=p.seat, amount=2, building=CLAIM_OFFICE,
                    source=names.building(CLAIM_OFFICE))
        for p in state.players
        if CLAIM_OFFICE in used_buildings(state, p.seat, "DOLLAR") and p.p4_buys == 0
    ])
    state.stage = "industry"


def industry_step(state: TewState, ev: list[Event]) -> None:
    """The first in the order advances an industry (the Rival by its rules)."""
    state.stage = "end_round"
    first = state.order[0]
    if first == RIVAL:
        rival_advance(state, ev)
    elif not advanceable(state.industry):
        ev.append(IndustrySkipped())  # R23
    else:
        state.flow.push(TewDecision(kind="ADVANCE", seat=first))


def slots_for(state: TewState, seat: int, regular: bool) -> list[int]:
    """Slots `seat` may buy from: where it has a posse (anywhere for the Leftover or with
    the Train Station)."""
    anywhere = not regular or TRAIN_STATION in used_buildings(state, seat, "DOLLAR")
    return [m.pos for m in state.mats
            if m.buy is not None and (anywhere or present(state, seat, m.pos))]
