"""A plain text board drawn from a view's alt text: the fallback for a game without art."""

from __future__ import annotations

from PIL import Image

from bot.games.core.model import SeatView, TableView
from render.common import INK, MUTED, canvas, fit_text, font


def table_text(view: TableView) -> Image.Image:
    img, draw = canvas(1200, 800)
    draw.text((30, 24), fit_text(view.status, 30, 1140), font=font(30), fill=INK)
    lines = view.alt_text().splitlines()
    if isinstance(view, SeatView) and view.hand_text():
        lines += ["", *view.hand_text().splitlines()]
    y = 80
    for line in lines[:34]:
        draw.text((30, y), fit_text(line, 20, 1140), font=font(20), fill=INK)
        y += 20
    if len(lines) > 34:
        draw.text((30, y), f"… {len(lines) - 34} more lines", font=font(18), fill=MUTED)
    return img
