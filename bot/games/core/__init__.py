"""The game-independent engine core: contract, stepping, randomness, errors, base models."""

from bot.games.core.engine import Step, find_by_token, legal_or_raise, replay, step
from bot.games.core.errors import (
    GameError,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    LobbyError,
    NotFoundError,
    NotYourTurnError,
    PermissionDeniedError,
    StaleActionError,
)
from bot.games.core.model import Action, Event, GameState, Result, SeatView, Standing, TableView
from bot.games.core.rng import Draws, Rng, splitmix64
from bot.games.core.spec import GameSpec

__all__ = [
    "Action",
    "Draws",
    "Event",
    "GameError",
    "GameOverError",
    "GameSpec",
    "GameState",
    "IllegalActionError",
    "InvalidActionError",
    "LobbyError",
    "NotFoundError",
    "NotYourTurnError",
    "PermissionDeniedError",
    "Result",
    "Rng",
    "SeatView",
    "StaleActionError",
    "Standing",
    "Step",
    "TableView",
    "find_by_token",
    "legal_or_raise",
    "replay",
    "splitmix64",
    "step",
]
