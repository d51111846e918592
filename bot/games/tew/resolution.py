"""Phase 3: reveal and current faces, start-of-phase effects, resolving the mats (§4.5)."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws
from bot.games.tew.actions import SheriffPot
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
from bot.games.tew.cards import Key, describe_key, key, shift_suit, shift_value, suit, value
from bot.games.tew.data import BUILDINGS, MAT_BY_POS
from bot.games.tew.events_round import (
    CardsRevealed,
    FaceChanged,
    HandResolved,
)
from bot.games.tew.influence import gain_ev
from bot.games.tew.prompts import register
from bot.games.tew.state import Prompt, TewState

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
    return [*state.gaps, *(p.face or p.kept or "" for p in state.players), *state.rival_cards]


def start_effects(state: TewState, seat: int, ev: list[Event]) -> list[Prompt]:
    """Step 3.2 for one player: Wanted, boss, then hourglass buildings (R31)."""
    out: list[Prompt | None] = []
    player = state.players[seat]
    if state.wanted == seat:
        out.append(gain_ev(state, seat, "ANY", 1, "the Wanted card", ev))
    if player.boss == BANKER:
        n = min(2, len(owned_buildings(state, seat)) // 2)
        out.append(gain_ev(state, seat, "ANY", n, "the Banker", ev))
    elif player.boss == COWGIRL:
        n = sum(1 for s in state.spots if spot_kind(s) == "PORCH" and standing_on(state, seat, s))
        out.append(gain_ev(state, seat, "ANY", min(2, n), "the Cowgirl", ev))
    elif player.boss == UNDERTAKER:
        out.append(gain_ev(state, seat, "ANY", min(2, wounded_count(state)), "the Undertaker", ev))
    for bid in used_buildings(state, seat, "HOURGLASS"):
        name = BUILDINGS[bid].name
        if bid in COUNTERS:
            n = min(3, sum(1 for c in cards_in_play(state) if COUNTERS[bid](c)))
            out.append(gain_ev(state, seat, "ANY", n, name, ev))
        elif bid == "B25" and state.wanted != seat:
            out.append(gain_ev(state, seat, "LAW", 2, name, ev))
    return [p for p in out if p is not None]


def run_start_effects(state: TewState, ev: list[Event]) -> None:
    for seat in clockwise(state, state.dealer):
        state.prompts.extend(start_effects(state, seat, ev))
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
    winners, best = hand_winners(state, pos)
    if best is None:
        return
    ev.append(HandResolved(pos=pos, winners=tuple(winners), hand=describe_key(best)))
    mat, data = state.mats[pos], MAT_BY_POS[pos]
    pot = data.grey.pot if mat.side == "grey" and data.grey else data.pot
    assert pot is not None
    found: list[Prompt | None] = []
    for seat in winners:
        if pot.type == "SHERIFF":
            found.append(Prompt(kind="SHERIFF_POT", seat=seat))
        else:
            found.append(gain_ev(state, seat, pot.type, pot.amount, f"{data.title} pot", ev))
        spot = f"{mat.name}.INFLUENCE"
        posse = standing_on(state, seat, spot) if spot in state.spots else None
        if posse is not None and posse.side == "RESOLUTION":
            assert data.influence is not None
            found.append(gain_ev(state, seat, data.influence, 2, f"{data.title} resolution", ev))
    state.prompts.extend(p for p in found if p is not None)


def _pot_legal(state: TewState, prompt: Prompt) -> list[Action]:
    return [SheriffPot(choice="INFLUENCE"), SheriffPot(choice="POSSE")]


def _pot_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
               ev: list[Event]) -> None:
    assert isinstance(action, SheriffPot)
    if action.choice == "POSSE":
        state.players[prompt.seat].posse_reward = True
        return
    gain_ev(state, prompt.seat, "LAW", 1, "Sheriff's Office pot", ev)
    gain_ev(state, prompt.seat, "FORCE", 1, "Sheriff's Office pot", ev)


register("SHERIFF_POT", _pot_legal, _pot_apply,
         lambda s, p, legal: SheriffPot(choice="INFLUENCE"), "Sheriff's Office pot")
