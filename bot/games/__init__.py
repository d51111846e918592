"""Pure game engines. `GAMES` maps each game's key to its `GameSpec`.

The service, cogs, console, conformance suite and benchmarks iterate over this registry.
It is built on first use (`bot/games/registry.py`), so importing a game's view models
does not load its engine.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.games.core.spec import AnySpec

    GAMES: dict[str, AnySpec]


def __getattr__(name: str) -> object:
    if name == "GAMES":
        from bot.games.registry import registry

        return registry()
    raise AttributeError(f"module 'bot.games' has no attribute {name!r}")


__all__ = ["GAMES"]
