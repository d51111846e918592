"""Errors whose message is a sentence safe to show to a player."""


class GameError(Exception):
    """Base of every error a player may see. `str(err)` is the friendly sentence."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class InvalidActionError(GameError):
    """The input could not be understood as an action of this game."""


class IllegalActionError(GameError):
    """A well-formed action that the rules do not allow now."""


class NotYourTurnError(GameError):
    """The seat is not among those who must decide now."""


class GameOverError(GameError):
    """The game has finished; nothing more can be played."""


class StaleActionError(GameError):
    """The action was chosen on an older version of the board."""


class LobbyError(GameError):
    """Joining, leaving, starting or configuring a game failed."""


class PermissionDeniedError(GameError):
    """The user may not do this to this game (not host, not seated, ...)."""


class NotFoundError(GameError):
    """No such game, or no live game here."""
