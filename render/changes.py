"""Marks on a board for what changed since the previous board of the game (issue 21, item
2): a ring around each place where something changed (a plot taken, a building bought or
built, a posse placed, cowboys moved, a card taken or dealt, a track moved), and an arrow
from where a moved figure came from.

Each game's "what changed" function compares the table views before and after a change
and names, in its renderer's own layout, the boxes that changed (`render/changes_<game>.py`);
this module draws them. The mark is a dark frame striped with yellow dashes, 12 px on a
1600-px board (about 5 px at 800 px wide), unlike the plain yellow outline of whoever must
act: it reads on every fill of the boards and for colour-blind players (a shape as well as
a colour), and leaves the box's text and pieces untouched. Where the ring goes (`Fit`):
around a box with room about it (a road, a figure on the map); astride the outline of a box
with only a narrow gap to its neighbours and its text just inside (an action space, a
card, a mat, a player's row), half in the gap and half in the box's margin; inside a box
packed edge to edge with others (a plot). A small box (under 150 px) ringed astride or
inside gets a thinner ring (8 px), to cover less of it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from PIL import Image, ImageDraw

from render.common import HIGHLIGHT, INK

Box = tuple[int, int, int, int]
Point = tuple[int, int]
BAND = 6    # px of the striped band
EDGE = 3    # px of plain dark edge on each side of it
PAD = 4     # px between the ring and the box it marks
SMALL = 150  # px: a box narrower, ringed astride or inside, gets a thinner ring
DASH, SPACE = 16, 8  # px of each yellow dash and of the dark between two


Fit = Literal["around", "astride", "inside"]  # where the ring goes, about the box


@dataclass(frozen=True)
class Mark:
    """One change: the box it is in, where its ring goes about the box (`Fit`, above),
    and (a piece that moved) where it came from."""

    box: Box
    origin: Point | None = None
    fit: Fit = "around"


Changes = Callable[[Any, Any], list[Mark]]  # (view before, view after) -> marks


def centre(box: Box) -> Point:
    """The middle of `box`."""
    return (box[0] + box[2]) // 2, (box[1] + box[3]) // 2


def grow(box: Box, by: int) -> Box:
    """`box` grown by `by` pixels on every side (shrunk when negative)."""
    return box[0] - by, box[1] - by, box[2] + by, box[3] + by


def widths(mark: Mark) -> tuple[int, int]:
    """The striped band's and each dark edge's width in the ring drawn for `mark`."""
    x0, y0, x1, y1 = mark.box
    small = mark.fit != "around" and min(x1 - x0, y1 - y0) < SMALL
    return (BAND - 2, EDGE - 1) if small else (BAND, EDGE)


def ring_box(mark: Mark) -> Box:
    """The outer edge of the ring drawn for `mark`."""
    band, edge = widths(mark)
    if mark.fit == "inside":
        return mark.box
    return grow(mark.box, (band + 2 * edge) // 2 if mark.fit == "astride" else
                PAD + band + 2 * edge)


def draw_marks(img: Image.Image, marks: list[Mark]) -> None:
    """Draw each mark on `img`: arrows first, then rings over their ends."""
    draw = ImageDraw.Draw(img)
    for mark in marks:
        if mark.origin is not None:
            end = _rim(mark, mark.origin)
            if end != mark.origin:
                _arrow(draw, mark.origin, end)
    for mark in marks:
        _ring(draw, mark)


def _ring(draw: ImageDraw.ImageDraw, mark: Mark) -> None:
    """A dark frame striped with yellow dashes, like warning tape: it differs from the plain
    yellow outline the boards give whoever must act."""
    outer = ring_box(mark)
    band, edge = widths(mark)
    width = band + 2 * edge
    draw.rectangle(outer, outline=INK, width=width)
    x0, y0, x1, y1 = grow(outer, -(width // 2))
    for a, b in (((x0, y0), (x1, y0)), ((x1, y0), (x1, y1)), ((x1, y1), (x0, y1)),
                 ((x0, y1), (x0, y0))):
        length = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
        for start in range(0, length, DASH + SPACE):
            end = min(start + DASH, length)
            draw.line([_along(a, b, start, length), _along(a, b, end, length)],
                      fill=HIGHLIGHT, width=band)


def _along(a: Point, b: Point, at: int, length: int) -> Point:
    """The point `at` pixels from `a` towards `b` (`length` apart)."""
    return (a[0] + (b[0] - a[0]) * at // length, a[1] + (b[1] - a[1]) * at // length)


def _rim(mark: Mark, origin: Point) -> Point:
    """Where the line from `origin` to the box's centre meets the ring's outer edge
    (`origin` itself when it is inside the ring)."""
    _, _, x1, y1 = ring_box(mark)
    cx, cy = centre(mark.box)
    dx, dy = origin[0] - cx, origin[1] - cy
    scale = min((x1 - cx) / abs(dx) if dx else math.inf, (y1 - cy) / abs(dy) if dy else math.inf)
    return (cx + round(dx * scale), cy + round(dy * scale)) if scale < 1 else origin


def _arrow(draw: ImageDraw.ImageDraw, start: Point, end: Point) -> None:
    """A yellow arrow with dark edges from `start` to `end`."""
    angle = math.atan2(end[1] - start[1], end[0] - start[0])

    def head(length: float, spread: float) -> list[Point]:
        return [end, *((round(end[0] - length * math.cos(angle + s)),
                        round(end[1] - length * math.sin(angle + s))) for s in (spread, -spread))]

    draw.line([start, end], fill=INK, width=BAND + 2 * EDGE)
    draw.polygon(head(34, 0.5), fill=INK)
    draw.line([start, end], fill=HIGHLIGHT, width=BAND)
    draw.polygon(head(24, 0.42), fill=HIGHLIGHT)
