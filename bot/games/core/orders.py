"""Standing orders: a player's answer, given once, to a question the game asks again and
again (Way Out West's "fire or retreat" at every volley, Carson City's money above the
limit at every round's end, Western Legends' income at every turn).

A game lists its orders in its spec; the service keeps the orders each seat has set and
answers for the seat while one stands, with its own actor in the log, so engines and
stored action logs never know the difference. An order is pure: it reads the state and
names the answer it would give now, or None to let the player answer this time.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Generic, TypeVar

from bot.games.core.model import Action, GameState
from bot.games.core.words import Msg

S = TypeVar("S", bound=GameState)
A = TypeVar("A", bound=Action)


@dataclass(frozen=True)
class StandingOrder(Generic[S, A]):
    """One standing order of a game.

    - `key`: stored per seat, stable across releases, unique in the game;
    - `kind`: the decision kind it answers;
    - `label`: what it says, on the button that sets it and in the hand while it stands
      ("Always fire until the shootout is settled");
    - `answer(state, seat)`: the answer it gives now (one of the legal answers), or None
      to ask the player this time;
    - `group`: orders of one group answer the same question differently, so setting one
      replaces the others.
    """

    key: str
    kind: str
    label: Msg
    answer: Callable[[S, int], A | None]
    group: str
