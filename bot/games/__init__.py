"""Pure game engines. `GAMES` maps each game's key to its `GameSpec`.

A game registers itself here once its engine is complete; the service, cogs,
console, conformance suite and benchmarks all iterate over this registry.
"""

from bot.games.core.spec import AnySpec, GameSpec

GAMES: dict[str, AnySpec] = {}
# TEW and WOW are being migrated to contract v2.

__all__ = ["GAMES", "AnySpec", "GameSpec"]
