"""The game-independent engine core: contract, turn flow, stepping, randomness, words."""

from bot.games.core.determinize import Determinized
from bot.games.core.engine import Step, find_by_token, replay, step
from bot.games.core.errors import (
    GameError,
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotYourTurnError,
    StaleActionError,
)
from bot.games.core.flow import AnyDecisionType, Decision, DecisionType, Flow, TurnFlow
from bot.games.core.model import (
    Action,
    ActionText,
    Event,
    GameState,
    Result,
    SeatView,
    Standing,
    TableView,
)
from bot.games.core.orders import StandingOrder
from bot.games.core.rng import Draws, Rng, splitmix64
from bot.games.core.spec import AnySpec, Card, GameSpec, NewerStateError
from bot.games.core.stats import GameStats, RoundScored, StatLine
from bot.games.core.words import Msg, Seat, msg, seat

__all__ = [
    "Action",
    "ActionText",
    "AnyDecisionType",
    "AnySpec",
    "Card",
    "Decision",
    "DecisionType",
    "Determinized",
    "Draws",
    "Event",
    "Flow",
    "GameError",
    "GameOverError",
    "GameSpec",
    "GameState",
    "GameStats",
    "IllegalActionError",
    "InvalidActionError",
    "Msg",
    "NewerStateError",
    "NotYourTurnError",
    "Result",
    "Rng",
    "RoundScored",
    "Seat",
    "SeatView",
    "StaleActionError",
    "Standing",
    "StandingOrder",
    "StatLine",
    "Step",
    "TableView",
    "TurnFlow",
    "find_by_token",
    "msg",
    "replay",
    "seat",
    "splitmix64",
    "step",
]
