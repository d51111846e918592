"""One game between the game's AI and random players, for the `ai_winrate` scripts of the
games (run by hand, not tests). When several seats must answer at once, the lowest answers
first."""

from __future__ import annotations

import random
from collections.abc import Callable, Collection
from typing import Any

from bot.games.core import AnySpec, Result, step


def ai_game(spec: AnySpec, n: int, seed: int, ai_seats: Collection[int],
            options: dict[str, Any] | None = None,
            pick: Callable[[list[Any]], Any] | None = None) -> Result:
    """Play a game to the end: `ai_seats` by the AI, the others by `pick` (default: a
    random legal action from a generator seeded with `seed`); its result."""
    choose = pick or random.Random(seed).choice
    state = spec.setup(n, seed, spec.options(options))
    while spec.result(state) is None:
        seat = min(spec.to_act(state))
        legal = spec.legal_actions(state, seat)
        ai = seat in ai_seats
        action = spec.ai(spec.seat_view(state, seat), legal) if ai else choose(legal)
        state = step(spec, state, seat, action).state
    result = spec.result(state)
    assert result is not None
    return result


def share(result: Result, seat: int) -> float:
    """A seat's share of the win: 1/k of a k-way shared win, else 0."""
    winners = result.winners()
    return 1 / len(winners) if seat in winners else 0.0


def score(result: Result, seat: int) -> int:
    return next(x.score for x in result.standings if x.seat == seat)
