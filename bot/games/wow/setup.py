"""Setup (rules §2): money, start player by dice; the first starting cowboy is asked."""

from __future__ import annotations

from bot.games.core.errors import InvalidActionError
from bot.games.core.rng import Draws, Rng
from bot.games.wow.data import DATA, N_TOWNS, TOWNS
from bot.games.wow.decisions import FLOW
from bot.games.wow.state import EMPTY, Options, WowState


def roll_start_player(draws: Draws, n: int) -> tuple[int, list[list[tuple[int, int]]]]:
    """Rules 2.4: everyone rolls; only the tied highest roll again until one is highest."""
    contenders = list(range(n))
    history: list[list[tuple[int, int]]] = []
    while True:
        rolls = [(s, draws.die()) for s in contenders]
        history.append(rolls)
        best = max(r for _, r in rolls)
        contenders = [s for s, r in rolls if r == best]
        if len(contenders) == 1:
            return contenders[0], history


def setup(n_seats: int, seed: int, options: Options | None = None) -> WowState:
    """A fresh game for `n_seats` players; all randomness comes from `seed`."""
    opts = options if options is not None else Options()
    if not DATA.players.min <= n_seats <= DATA.players.max:
        raise InvalidActionError("wow-seat-count", low=DATA.players.min, high=DATA.players.max)
    start = DATA.round_marker_start[str(n_seats)]
    if opts.length == "short":
        start = max(start, DATA.short_game_marker_start)
    state = WowState(
        rng=Rng(seed=seed), n=n_seats, length=opts.length, track=start, start_track=start,
        money=[DATA.starting_money[str(n_seats)]] * n_seats, wanted=[0] * n_seats,
        wanted_supply=DATA.wanted_tokens, farmer_used=[False] * n_seats,
        jails_lost=[0] * n_seats, cowboys=[[0] * n_seats for _ in range(N_TOWNS)],
        corrals=[[EMPTY] * t.corrals for t in TOWNS],
        spaces=[[None] * t.building_spaces for t in TOWNS], order=list(range(n_seats)),
    )
    first, history = roll_start_player(Draws(state.rng), n_seats)
    state.start_rolls = history
    state.order = [(first + i) % n_seats for i in range(n_seats)]
    FLOW.run(state, Draws(state.rng), [])  # asks the first starting cowboy; draws nothing
    return state
