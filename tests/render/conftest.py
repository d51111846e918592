"""The renderers' shared fixture: a spy on the boards' text drawing (what, where, at
which font size), so tests measure what was drawn rather than re-read the constants."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
from PIL import ImageFont

from render.common import BoardDraw


@dataclass
class Call:
    """One text drawn: where, what, and at which font size."""

    xy: tuple[float, float]
    text: str
    size: int
    anchor: str | None


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[Call]]:
    """Every `text` call made on a board's drawing context, with the font size used."""
    calls: list[Call] = []
    original = BoardDraw.text

    def spy(self: BoardDraw, xy: Any, text: Any, fill: Any = None, font: Any = None,
            anchor: str | None = None, *args: Any, **kwargs: Any) -> None:
        size = int(font.size) if isinstance(font, ImageFont.FreeTypeFont) else 0
        calls.append(Call((xy[0], xy[1]), str(text), size, anchor))
        original(self, xy, text, fill, font, anchor, *args, **kwargs)

    monkeypatch.setattr(BoardDraw, "text", spy)
    yield calls
