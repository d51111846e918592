"""The registry of playable games, built on first use (see `bot.games.GAMES`).

Importing one game's view models (as the renderers do) must not load every engine, so
the specs are imported here, when the registry is first asked for.
"""

from __future__ import annotations

from functools import cache

from bot.games.core.spec import AnySpec


@cache
def registry() -> dict[str, AnySpec]:
    """Every registered game by key."""
    games: dict[str, AnySpec] = {}
    from bot.games.tew.spec import TEW

    games[TEW.key] = TEW
    from bot.games.wow.spec import WOW

    games[WOW.key] = WOW
    from bot.games.carson.spec import CARSON

    games[CARSON.key] = CARSON
    from bot.games.legends.spec import LEGENDS

    games[LEGENDS.key] = LEGENDS
    return games
