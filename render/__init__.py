"""Pillow renderers: pure functions of a game's view models -> PIL images.

`RENDERERS[kind]` gives `table(view) -> Image` for the public board and
`hand(view) -> Image` for a seat's private hand. Renderers import only view
models from `bot.games`, never states.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PIL import Image

from bot.games.core.model import SeatView, TableView
from render.common import to_png


@dataclass(frozen=True)
class Renderer:
    table: Callable[[Any], Image.Image]
    hand: Callable[[Any], Image.Image]


RENDERERS: dict[str, Renderer] = {}


def register(kind: str, table: Callable[[Any], Image.Image],
             hand: Callable[[Any], Image.Image]) -> None:
    RENDERERS[kind] = Renderer(table, hand)


def table_png(view: TableView) -> bytes:
    _load()
    return to_png(RENDERERS[view.game].table(view))


def hand_png(view: SeatView) -> bytes:
    _load()
    return to_png(RENDERERS[view.game].hand(view))


def _load() -> None:
    """Import every game's renderer module once (each calls `register`)."""
    if RENDERERS:
        return
    import importlib

    from bot.games import GAMES

    for kind in GAMES:
        importlib.import_module(f"render.{kind}")
