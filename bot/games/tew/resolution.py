"""Phase 3: reveal and current faces, start-of-phase effects, resolving the mats (§4.5)."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.core.model import Event
from bot.games.tew import names
from bot.games.tew.board import (
    clockwise,
    flanks,
    owned_buildings,
    present,
    spot_kind,
    standing_on,
    used_buildings,
    wounded_count,
)
from bot.games.tew.cards import Key, category_name, key, shift_suit, shift_value, suit, value
from bot.games.tew.data import MAT_BY_POS
from bot.games.tew.events_round import CardsRevealed, FaceChanged, HandResolved
from bot.games.tew.influence import gain_ev
from bot.games.tew.state import TewDecision, TewState

BANKER, COWGIRL, UNDERTAKER = "BS1", "BS5", "BS8"
COUNTERS: dict[str, Callable[[str], bool]] = {  # hourglass buildings counting cards (R17)
    "B06": lambda c: suit(c) == "Ho",
    "B07": lambda c: suit(c) == "St",
    "B18": lambda c: value(c) == 1,
    "B21": lambda c: suit(c) == "Ha",
    "B22": lambda c: suit(c) == "Te",
}


def current_face(state: TewState, seat: int) -> str:
    """Step 3.1: the natural card with standing Sheriff VALUE / SUIT modifiers applied."""
    card = state.players[seat].kept
    assert card is not None
    posse = standing_on(state, seat, "SHERIFF.VALUE")
    if posse is not None:
        card = shift_value(card, 1 if posse.side == "PLUS" else -1)
    posse = standing_on(state, seat, "SHERIFF.SUIT")
    if posse is not None:
        card = shift_suit(card, posse.side == "UP")
    return card


def reveal(state: TewState, ev: list[Event]) -> None:
    """Step 3.1: show the kept cards and the face-down Rival card; set current faces."""
    kept: dict[int, str] = {}
    for p in state.players:
        assert p.kept is not None
        if not p.revealed:
            kept[p.seat] = p.kept
        p.revealed = True
    hidden = tuple(state.rival_cards[:1])
    state.rival_revealed = True
    ev.append(CardsRevealed(kept=kept, rival=hidden))
    for p in state.players:
        p.face = current_face(state, p.seat)
        if p.face != p.kept:
            ev.append(FaceChanged(seat=p.seat, natural=p.kept or "", face=p.face))
    state.stage = "start3"


def cards_in_play(state: TewState) -> list[str]:
    """R17: gaps, current faces and the Rival card(s)."""
    return [*state.gaps, *(p.face or p.kept or "" for p in state.players), *state.rival_cards]


def start_effects(state: TewState, seat: int, ev: list[Event]) -> list[TewDecision]:
    """Step 3.2 for one player: Wanted, boss, then hourglass buildings (R31)."""
    out: list[TewDecision | None] = []
    player = state.players[seat]
    if state.wanted == seat:
        out.append(gain_ev(state, seat, "ANY", 1, names.source("wanted"), ev))
    if player.boss == BANKER:
        n = min(2, len(owned_buildings(state, seat)) // 2)
        out.append(gain_ev(state, seat, "ANY", n, names.source("banker"), ev))
    elif player.boss == COWGIRL:
        n = sum(1 for s in state.spots if spot_kind(s) == "PORCH" and standing_on(state, seat, s))
        out.append(gain_ev(state, seat, "ANY", min(2, n), names.source("cowgirl"), ev))
    elif player.boss == UNDERTAKER:
        n = min(2, wounded_count(state))
        out.append(gain_ev(state, seat, "ANY", n, names.source("undertaker"), ev))
    for bid in used_buildings(state, seat, "HOURGLASS"):
        name = names.building(bid)
        if bid in COUNTERS:
            n = min(3, sum(1 for c in cards_in_play(state) if COUNTERS[bid](c)))
            out.append(gain_ev(state, seat, "ANY", n, name, ev))
        elif bid == "B25" and state.wanted != seat:
            out.append(gain_ev(state, seat, "LAW", 2, name, ev))
    return [p for p in out if p is not None]


def run_start_effects(state: TewState, ev: list[Event]) -> None:
    """Step 3.2 for every player clockwise from the dealer; their questions follow."""
    asked: list[TewDecision] = []
    for seat in clockwise(state, state.dealer):
        asked.extend(start_effects(state, seat, ev))
    state.flow.push(*asked)
    state.stage = "resolve"
    state.cursor = 1


def rival_key(state: TewState, pos: int) -> Key:
    """Solo: the better of the two Rival cards, chosen per mat (rules §5.5)."""
    return max(key(c, flanks(state, pos)) for c in state.rival_cards)


def hand_winners(state: TewState, pos: int) -> tuple[list[int], Key | None]:
    """Step 3.3 for one mat: the winning seats (empty when the Rival takes it)."""
    competitors = [p.seat for p in state.players if present(state, p.seat, pos)]
    if not competitors:
        return [], None
    f = flanks(state, pos)
    keys = {s: key(state.players[s].face or "", f) for s in competitors}
    if len(competitors) == 1:
        seat = competitors[0]
        rk = rival_key(state, pos)
        return ([seat], keys[seat]) if keys[seat] >= rk else ([], rk)  # R05
    best = max(keys.values())
    return [s for s in competitors if keys[s] == best], best


def resolve_mat(state: TewState, pos: int, ev: list[Event]) -> None:
    """Step 3.3 at one mat: the winners collect the pot and resolution rewards."""
    winners, best = hand_winners(state, pos)
    if best is None:
        return
    ev.append(HandResolved(pos=pos, winners=tuple(winners), hand=category_name(best)))
    mat, data = state.mats[pos], MAT_BY_POS[pos]
    pot = data.grey.pot if mat.side == "grey" and data.grey else data.pot
    assert pot is not None
    found: list[TewDecision | None] = []
    for seat in winners:
        if pot.type == "SHERIFF":
            found.append(TewDecision(kind="SHERIFF_POT", seat=seat))
        else:
            src = names.source("pot", mat=names.mat(pos))
            found.append(gain_ev(state, seat, pot.type, pot.amount, src, ev))
        spot = f"{mat.name}.INFLUENCE"
        posse = standing_on(state, seat, spot) if spot in state.spots else None
        if posse is not None and posse.side == "RESOLUTION":
            assert data.influence is not None
            src = names.source("resolution", mat=names.mat(pos))
            found.append(gain_ev(state, seat, data.influence, 2, src, ev))
    state.flow.push(*[d for d in found if d is not None])
