"""A plain text board drawn from a view's alt text: the fallback for a game without art.
A view that carries a final `result` (as TEW's and WOW's do) gets the shared results banner."""

from __future__ import annotations

from PIL import Image

from bot.games.core.model import Result, SeatView, TableView
from bot.i18n import Voice
from render.common import (
    INK,
    MIN_TEXT,
    MUTED,
    canvas,
    fit_text,
    font,
    results_banner,
)

LINE_H = MIN_TEXT + 4
MAX_LINES = (800 - 80 - LINE_H) // LINE_H


def table_text(view: TableView, voice: Voice) -> Image.Image:
    """The view's status, alt text and (for a seat's view) hand lines, as a plain image."""
    img, draw = canvas(1200, 800)
    draw.text((30, 24), fit_text(voice(view.status), 30, 1140), font=font(30), fill=INK)
    lines = voice.lines(view.alt_text())
    if isinstance(view, SeatView) and view.hand_lines():
        lines += ["", *voice.lines(view.hand_lines())]
    y = 80
    for line in lines[:MAX_LINES]:
        draw.text((30, y), fit_text(line, MIN_TEXT, 1140), font=font(MIN_TEXT), fill=INK)
        y += LINE_H
    if len(lines) > MAX_LINES:
        draw.text((30, y), f"… +{len(lines) - MAX_LINES}", font=font(MIN_TEXT), fill=MUTED)
    result = getattr(view, "result", None)
    if isinstance(result, Result) and not isinstance(view, SeatView):
        results_banner(draw, voice, result, (150, 90, 1050, 760))
    return img
