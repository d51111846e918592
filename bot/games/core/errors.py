"""Errors a player may see: each carries a keyed message the presentation layer words.

The engines raise these; the platform's own errors (lobby, permission, not found) live in
`bot.errors` and share `GameError` as their base."""

from __future__ import annotations

from bot.games.core.words import Msg, MsgArg


class GameError(Exception):
    """Base of every error a player may see; `msg` is what they are told."""

    def __init__(self, key: str | Msg, **args: MsgArg) -> None:
        self.msg = key if isinstance(key, Msg) else Msg(key=key, args=args)
        super().__init__(self.msg.key)


class InvalidActionError(GameError):
    """The input could not be understood as an action of this game."""


class IllegalActionError(GameError):
    """A well-formed action that the rules do not allow now."""


class NotYourTurnError(GameError):
    """The seat is not among those who must decide now."""


class GameOverError(GameError):
    """The game has finished; nothing more can be played."""


class StaleActionError(GameError):
    """The action was chosen for a decision that is no longer the seat's."""
