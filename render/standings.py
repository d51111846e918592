"""A ranked table as an image (the leaderboard): already worded rows, drawn large enough to
read on a phone (every essential text at least 29 px high on a 1,200-px image, so about
27 px at Discord's 1,100-px width). The caller's own row is highlighted; a row below the
top ones is set apart by a gap with an ellipsis. Pure: strings in, PNG bytes out."""

from __future__ import annotations

from dataclasses import dataclass, field

from PIL import ImageDraw

from render.common import (
    BANNER,
    HIGHLIGHT,
    INK,
    LINE,
    MUTED,
    PANEL,
    RGB,
    canvas,
    fit_text,
    font,
    to_png,
)

WIDTH = 1200
ROW, TOP, MARGIN = 66, 170, 40
TITLE, SUBTITLE, TEXT = 46, 32, 34
# Column edges as fractions of the inner width: rank, name, then three right-aligned numbers.
COLUMNS = (0.0, 0.08, 0.47, 0.65, 0.82, 1.0)


@dataclass(frozen=True)
class StandingsPicture:
    """What the image shows: a title, a subtitle, column headings, rows (the first column
    the rank, the second a name, the rest numbers), which rows to highlight, and the index
    of a row set apart below the others (None: none)."""

    title: str
    subtitle: str
    header: tuple[str, ...]
    rows: tuple[tuple[str, ...], ...]
    highlight: frozenset[int] = field(default_factory=lambda: frozenset[int]())
    apart: int | None = None


def standings_png(picture: StandingsPicture) -> bytes:
    """The picture as PNG bytes."""
    gap = ROW // 2 if picture.apart is not None else 0
    height = TOP + ROW * (len(picture.rows) + 1) + gap + MARGIN
    img, draw = canvas(WIDTH, height)
    draw.text((MARGIN, 34), fit_text(picture.title, TITLE, WIDTH - 2 * MARGIN),
              font=font(TITLE), fill=INK)
    draw.text((MARGIN, 100), fit_text(picture.subtitle, SUBTITLE, WIDTH - 2 * MARGIN),
              font=font(SUBTITLE), fill=MUTED)
    inner = WIDTH - 2 * MARGIN
    edges = [MARGIN + round(f * inner) for f in COLUMNS]
    draw.rounded_rectangle((MARGIN - 12, TOP - 8, WIDTH - MARGIN + 12, TOP + ROW - 10),
                           radius=10, fill=PANEL, outline=LINE, width=2)
    _row(draw, picture.header, edges, TOP, MUTED)
    y = TOP + ROW
    for i, row in enumerate(picture.rows):
        if i == picture.apart:
            draw.text((WIDTH // 2, y + gap // 2 - 6), "…", font=font(TEXT), fill=MUTED,
                      anchor="mm")
            y += gap
        if i in picture.highlight:
            draw.rounded_rectangle((MARGIN - 12, y - 6, WIDTH - MARGIN + 12, y + ROW - 14),
                                   radius=10, fill=HIGHLIGHT, outline=INK, width=2)
        elif i % 2:
            draw.rectangle((MARGIN - 12, y - 6, WIDTH - MARGIN + 12, y + ROW - 14), fill=BANNER)
        _row(draw, row, edges, y, INK)
        y += ROW
    return to_png(img)


def _row(draw: ImageDraw.ImageDraw, cells: tuple[str, ...], edges: list[int], y: int,
         colour: RGB) -> None:
    """One row: the rank and the name from the left, the numbers right-aligned."""
    for i, cell in enumerate(cells[:len(edges) - 1]):
        left, right = edges[i], edges[i + 1]
        text = fit_text(cell, TEXT, right - left - 16)
        if i < 2:
            draw.text((left, y + ROW // 2 - 10), text, font=font(TEXT), fill=colour, anchor="lm")
        else:
            draw.text((right, y + ROW // 2 - 10), text, font=font(TEXT), fill=colour,
                      anchor="rm")
