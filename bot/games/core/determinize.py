"""What a bot may think about: full states sampled from one seat's knowledge.

A seat's view holds all it may know. A game's `determinize(view, seat, draws)` builds a
full state consistent with that view, drawing every hidden part (other hands, decks,
face-down cards, secret choices, and the state's own random generator) from what is left
with `draws`. Bots search `Determinized` states and read the seat's view; they are never
handed the true state, so a bot cannot peek, whatever it does.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Generic, TypeVar

from bot.games.core.model import GameState

S = TypeVar("S", bound=GameState)


@dataclass(frozen=True)
class Determinized(Generic[S]):
    """A full state sampled for `seat` from its view: one guess at what it cannot see."""

    state: S
    seat: int
