"""A plain text board drawn from a view's alt text: the fallback for a game without art."""

from __future__ import annotations

from PIL import Image

from bot.games.core.model import SeatView, TableView
from bot.i18n import Voice
from render.common import INK, MUTED, canvas, fit_text, font

MAX_LINES = 34


def table_text(view: TableView, voice: Voice) -> Image.Image:
    """The view's status, alt text and (for a seat's view) hand lines, as a plain image."""
    img, draw = canvas(1200, 800)
    draw.text((30, 24), fit_text(voice(view.status), 30, 1140), font=font(30), fill=INK)
    lines = voice.lines(view.alt_text())
    if isinstance(view, SeatView) and view.hand_lines():
        lines += ["", *voice.lines(view.hand_lines())]
    y = 80
    for line in lines[:MAX_LINES]:
        draw.text((30, y), fit_text(line, 20, 1140), font=font(20), fill=INK)
        y += 20
    if len(lines) > MAX_LINES:
        draw.text((30, y), f"… +{len(lines) - MAX_LINES}", font=font(18), fill=MUTED)
    return img
