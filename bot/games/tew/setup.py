"""A fresh game (rules §3): colours, bosses, buildings, dealer, then the first deal."""

from __future__ import annotations

from bot.games.core.rng import Draws, Rng
from bot.games.tew.board import mat_spots
from bot.games.tew.data import BOSSES, BUILDINGS, MATS, POS_BY_COLOUR
from bot.games.tew.decisions import FLOW
from bot.games.tew.state import DIFFICULTY_N, RIVAL, Mat, Player, TewOptions, TewState


def _mats(n: int) -> list[Mat]:
    colours = list(MATS.colours_by_count[str(n)])
    owners: dict[str, int] = {c: i for i, c in enumerate(colours)}
    if n == 1:
        owners[MATS.solo_rival_colour] = RIVAL
    out: list[Mat] = []
    for m in MATS.mats:
        if m.name == "TOWN_HALL":
            out.append(Mat(pos=m.pos, name=m.name, side="town"))
        elif m.name == "SHERIFF":
            out.append(Mat(pos=m.pos, name=m.name, side="sheriff"))
        elif m.colour in owners:
            out.append(Mat(pos=m.pos, name=m.name, side="colour", owner=owners[m.colour]))
        else:
            out.append(Mat(pos=m.pos, name=m.name, side="grey"))
    return out


def _deal_buildings(state: TewState, draws: Draws) -> None:
    """Rules §3.2 step 7: buy slots 1-5, Sheriff porch, grey porches, solo Rival porch."""
    deck = draws.shuffled(sorted(BUILDINGS))
    for mat in state.mats[1:]:
        mat.buy = deck.pop(0)
    state.mats[3].porch.append(deck.pop(0))
    for mat in state.mats:
        if mat.side == "grey":
            mat.porch.append(deck.pop(0))
    if state.solo:
        rival = next(m for m in state.mats if m.owner == RIVAL)
        for _ in range(DIFFICULTY_N[state.options.difficulty]):
            rival.porch.append(deck.pop(0))
    state.deck = deck


def setup(n_seats: int, seed: int, options: TewOptions | None = None) -> TewState:
    """A fresh game, dealt and waiting for the first decision (bosses or the keep, X13)."""
    if not 1 <= n_seats <= 4:
        raise ValueError("Tiny Epic Western seats 1 to 4 players")
    opts = options if isinstance(options, TewOptions) else TewOptions()
    colours = MATS.colours_by_count[str(n_seats)]
    mats = _mats(n_seats)
    state = TewState(
        rng=Rng(seed=seed), n=n_seats, solo=n_seats == 1, options=opts,
        players=[Player(seat=i, mat=POS_BY_COLOUR[c]) for i, c in enumerate(colours)],
        mats=mats, spots={s: [] for m in mats for s in mat_spots(m)},
    )
    draws = Draws(state.rng)
    if opts.boss_mode == "random":
        for p, boss in zip(state.players, draws.shuffled(sorted(BOSSES)), strict=False):
            p.boss = boss
    state.dealer = 0 if state.solo else draws.below(n_seats)
    _deal_buildings(state, draws)
    state.stage = "boss"
    FLOW.run(state, draws, [])
    return state
