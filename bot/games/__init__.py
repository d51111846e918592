"""Pure game engines. `GAMES` maps each game's key to its `GameSpec`.

A game registers itself here once its engine is complete; the service, cogs,
console, conformance suite and benchmarks all iterate over this registry.
"""

from bot.games.core.spec import GameSpec
from bot.games.tew.spec import TEW
from bot.games.wow.spec import WOW

GAMES: dict[str, GameSpec] = {}
GAMES["tew"] = TEW
GAMES["wow"] = WOW

__all__ = ["GAMES", "GameSpec"]
