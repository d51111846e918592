"""How well a bot plays: `easy` (the heuristic, sometimes careless), `normal` (the
game's heuristic), `hard` (the search of `bot.games.core.search`, within the game's
budget). Every choice comes from the seat's view and legal actions only, and from a seed,
so the same decision gets the same answer."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal, TypeVar

from bot.games.core.model import Action
from bot.games.core.rng import Draws, Rng
from bot.games.core.search import Choice, Spec, search

A = TypeVar("A", bound=Action)
Level = Literal["easy", "normal", "hard"]
LEVELS: tuple[Level, ...] = ("easy", "normal", "hard")
EASY_CARELESS = 3  # an easy bot plays one move in this many at random


def think(spec: Spec, view: Any, seat: int, legal: Sequence[A], level: Level,
          seed: int) -> Choice[A]:
    """The move a bot of `level` plays from `view` (its seat's view)."""
    if level == "hard":
        return search(spec, view, seat, legal, spec.budget, seed)
    if level == "easy" and len(legal) > 1:
        draws = Draws(Rng(seed=seed))
        if draws.below(EASY_CARELESS) == 0:
            return Choice(legal[draws.below(len(legal))])
    return Choice(spec.ai(view, legal))
