"""Pillow renderers: pure functions of a game's view models -> PIL images.

`RENDERERS[kind]` gives `table(view, voice) -> Image` for the public board and
`hand(view, voice) -> Image` for a seat's private hand. The `Voice` words the view's
keyed messages in the reader's language with the players' names. Renderers import only
view models from `bot.games`, never states.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PIL import Image

from bot.games.core.model import SeatView, TableView
from bot.i18n import Voice
from render.common import to_png


@dataclass(frozen=True)
class Renderer:
    """A game's two drawings: the public board and a seat's private hand."""

    table: Callable[[Any, Voice], Image.Image]
    hand: Callable[[Any, Voice], Image.Image]
    palette: Image.Image | None = None  # the game's fixed PNG palette (see common.to_png)


RENDERERS: dict[str, Renderer] = {}


def register(kind: str, table: Callable[[Any, Voice], Image.Image],
             hand: Callable[[Any, Voice], Image.Image],
             palette: Image.Image | None = None) -> None:
    """Make `table` and `hand` the drawings of game `kind`, encoded against `palette`
    (`common.make_palette` of the game's colours; None: the shared colours only)."""
    RENDERERS[kind] = Renderer(table, hand, palette)


def renderer(kind: str) -> Renderer:
    """The game's renderer (its module `render/<kind>.py` registers it on import); a game
    without one yet gets the plain text board, so it stays playable while its art is made."""
    if kind not in RENDERERS:
        try:
            importlib.import_module(f"render.{kind}")
        except ModuleNotFoundError as exc:
            if exc.name != f"render.{kind}":
                raise
            from render.generic import table_text

            RENDERERS[kind] = Renderer(table_text, table_text)
    return RENDERERS[kind]


def table_png(view: TableView, voice: Voice | None = None) -> bytes:
    """The public board of `view` as PNG bytes, worded by `voice` (English, seat numbers)."""
    drawn = renderer(view.game)
    return to_png(drawn.table(view, voice or Voice()), drawn.palette)


def hand_png(view: SeatView, voice: Voice | None = None) -> bytes:
    """A seat's hand image as PNG bytes."""
    drawn = renderer(view.game)
    return to_png(drawn.hand(view, voice or Voice()), drawn.palette)
