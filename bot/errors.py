"""The platform's errors: what a user is told when the lobby, a permission or a lookup
refuses them. They share `GameError` (the engines' base of every error a player may see)
so that one reporter (`bot.ui.errors`) answers them all; the engines know none of them."""

from __future__ import annotations

from bot.games.core.errors import GameError


class LobbyError(GameError):
    """Joining, leaving, starting or configuring a game failed."""


class PermissionDeniedError(GameError):
    """The user may not do this to this game (not host, not seated, ...)."""


class NotFoundError(GameError):
    """No such game, or no live game here."""


__all__ = ["GameError", "LobbyError", "NotFoundError", "PermissionDeniedError"]
