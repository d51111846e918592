"""`step`: the only way to advance a game, and `replay`, which proves it is deterministic."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from bot.games.core.errors import GameOverError, NotYourTurnError
from bot.games.core.model import Action, Event, GameState
from bot.games.core.rng import Draws
from bot.games.core.spec import GameSpec

S = TypeVar("S", bound=GameState)
A = TypeVar("A", bound=Action)


@dataclass(frozen=True)
class Step(Generic[S]):
    """The state after one action, the events it caused, and whether it drew randomness."""

    state: S
    events: list[Event]
    drew: bool

    @property
    def revealed(self) -> bool:
        """True when the action showed randomness or hidden information (undo then ends)."""
        return self.drew or any(e.reveals for e in self.events)


def step(spec: GameSpec[S, A, Any, Any, Any], state: S, seat: int, action: A) -> Step[S]:
    """Check, then apply `action` by `seat` to a deep copy of `state`; the input is untouched."""
    if spec.result(state) is not None:
        raise GameOverError("core-game-over")
    if seat not in spec.to_act(state):
        raise NotYourTurnError("core-not-your-turn")
    spec.check(state, seat, action)
    new = state.model_copy(deep=True)
    events = spec.play(new, seat, action, Draws(new.rng))
    new.version = state.version + 1
    return Step(new, list(events), drew=new.rng.drawn != state.rng.drawn)


def find_by_token(spec: GameSpec[S, A, Any, Any, Any], state: S, seat: int,
                  token: str) -> A | None:
    """The legal action of `seat` whose token is `token`, if any."""
    for action in spec.legal_actions(state, seat):
        if action.token() == token:
            return action
    return None


def replay(spec: GameSpec[S, A, Any, Any, Any], n_seats: int, seed: int,
           options: dict[str, Any] | None, moves: Iterable[tuple[int, A]]
           ) -> tuple[S, list[Event]]:
    """Rebuild a game from its seed, stored options and action log; returns the state and
    all events. `options` is the dict the lobby stored (every option by name); see
    `GameSpec.stored_options` for options a later release added."""
    state = spec.setup(n_seats, seed, spec.stored_options(options))
    events: list[Event] = []
    for seat, action in moves:
        done = step(spec, state, seat, action)
        state = done.state
        events.extend(done.events)
    return state, events
