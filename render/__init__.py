"""Pillow renderers: pure functions of a game's view models -> PIL images.

`RENDERERS[kind]` gives `table(view, voice) -> Image` for the public board and
`hand(view, voice) -> Image` for a seat's private hand. The `Voice` words the view's
keyed messages in the reader's language with the players' names. Renderers import only
view models from `bot.games`, never states.

Like the games in `bot.games.registry`, the renderers are listed here explicitly, one per
game; a game without one yet is drawn as the plain text board of `render.generic` (the
view's alt text), so it stays playable while its art is made.
"""

from __future__ import annotations

from bot.games.core.model import SeatView, TableView
from bot.i18n import Voice
from render import (
    carson,
    changes_carson,
    changes_legends,
    changes_tew,
    changes_wow,
    legends,
    tew,
    wow,
)
from render.changes import Changes, draw_marks
from render.common import Renderer, to_png
from render.generic import table_text

RENDERERS: dict[str, Renderer] = {
    "tew": tew.RENDERER,
    "wow": wow.RENDERER,
    "carson": carson.RENDERER,
    "legends": legends.RENDERER,
}
CHANGES: dict[str, Changes] = {
    "tew": changes_tew.changes,
    "wow": changes_wow.changes,
    "carson": changes_carson.changes,
    "legends": changes_legends.changes,
}
"""Each game's "what changed" between two table views, as marks on its board."""
PLAIN = Renderer(table_text, table_text)
"""The drawing of a game without a renderer: its view's alt text."""


def renderer(kind: str) -> Renderer:
    """The game's renderer, or the plain text board for a game without one."""
    return RENDERERS.get(kind, PLAIN)


def table_png(view: TableView, voice: Voice | None = None,
              before: TableView | None = None) -> bytes:
    """The public board of `view` as PNG bytes, worded by `voice` (English, seat numbers);
    with `before` (the board it follows), what changed since is marked (not on a final
    board, which the results banner covers)."""
    drawn = renderer(view.game)
    img = drawn.table(view, voice or Voice())
    changed = CHANGES.get(view.game)
    if before is not None and changed is not None and view.result is None:
        draw_marks(img, changed(before, view))
    return to_png(img, drawn.palette)


def hand_png(view: SeatView, voice: Voice | None = None) -> bytes:
    """A seat's hand image as PNG bytes."""
    drawn = renderer(view.game)
    return to_png(drawn.hand(view, voice or Voice()), drawn.palette)


__all__ = ["PLAIN", "RENDERERS", "Renderer", "hand_png", "renderer", "table_png"]
