"""The solo Rival automaton: placement, purchase and industry advance (rules §5)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.tew.acquire import take
from bot.games.tew.board import own_mat, present, spot_pos, standing
from bot.games.tew.data import BUILDINGS, INDUSTRIES
from bot.games.tew.duels import start_duel
from bot.games.tew.events import PossePlaced, RivalRolled
from bot.games.tew.events_round import IndustrySkipped
from bot.games.tew.industry import advance, can_advance
from bot.games.tew.state import RIVAL, Posse, TewState

RIVAL_SIDE = {"INFLUENCE": "RESOLUTION", "VALUE": "PLUS", "SUIT": "UP"}


def standard_spot(state: TewState, pos: int) -> str:
    """The spot the Rival takes on a mat (rules §5.3)."""
    mat = state.mats[pos]
    if mat.side == "colour":
        return f"{mat.name}.INFLUENCE"
    if mat.side == "sheriff":
        return "SHERIFF.LEFTOVER"
    return f"{mat.name}.PORCH"


def blocked(state: TewState, spot: str) -> bool:
    """A standing human posse protected by the Outhouse blocks the Rival."""
    top = standing(state, spot)
    return top is not None and top.owner != RIVAL and state.players[top.owner].outhouse


def choose_spot(state: TewState, roll: int) -> str | None:
    """Rules §5.3 with the R38 fallbacks."""
    start = roll
    if roll == 6:
        spot = state.last_spot
        assert spot is not None
        if not present(state, RIVAL, spot_pos(spot)) and not blocked(state, spot):
            return spot
        start = spot_pos(spot)
    for i in range(5):
        pos = (start - 1 + i) % 5 + 1
        if present(state, RIVAL, pos):
            continue
        spot = standard_spot(state, pos)
        if not blocked(state, spot):
            return spot
    return None


def rival_place(state: TewState, draws: Draws, ev: list[Event]) -> None:
    """The Rival rolls and places after each human placement (a held spot means a duel)."""
    roll = draws.die()
    ev.append(RivalRolled(roll=roll))
    spot = choose_spot(state, roll)
    if spot is None:
        return
    side = RIVAL_SIDE.get(spot.split(".")[1])
    ev.append(PossePlaced(seat=RIVAL, spot=spot, side=side))
    top = standing(state, spot)
    if top is not None:
        start_duel(state, RIVAL, top.owner, spot, side, draws, ev)
    else:
        state.spots[spot].append(Posse(owner=RIVAL, standing=True, side=side))


def rival_buy(state: TewState, ev: list[Event]) -> None:
    """R40: free, highest VP among mats where it has a posse, ties to the lowest position."""
    best: tuple[int, int] | None = None
    for mat in state.mats:
        if mat.buy is None or not present(state, RIVAL, mat.pos):
            continue
        score = (BUILDINGS[mat.buy].vp, -mat.pos)
        if best is None or score > best:
            best = score
    if best is None:
        return
    mat = state.mats[-best[1]]
    bid = mat.buy
    assert bid is not None
    mat.buy = None
    state.rival_bought = bid
    take(state, RIVAL, bid, None, "FREE", ev)


def rival_advance(state: TewState, ev: list[Event]) -> None:
    """Rules §5.7 and R41."""
    icons: list[str] = []
    if state.rival_bought is not None:
        icons.extend(BUILDINGS[state.rival_bought].icons)
    mat = own_mat(state, RIVAL)
    for bid in reversed(mat.porch):
        icons.extend(BUILDINGS[bid].icons)
    for industry in [*icons, *INDUSTRIES]:
        if can_advance(state.industry, industry):
            ev.append(advance(state, RIVAL, industry))
            return
    ev.append(IndustrySkipped())


