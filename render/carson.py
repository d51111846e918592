"""Carson City board and seat images, drawn from the views with Pillow primitives only.

Layout of the 1600x1000 board: the headline across the top; the city (8x8 plots with
coordinates) on the left with "what happens now" below it; the action track, the
characters and the players on the right. Nothing secret is drawn on the table: of the
*Might is Right* tiles only each player's count, the bag as a count, no pending answer."""

from __future__ import annotations

from typing import Any

from PIL import Image

from bot.games.carson.view import CarsonSeatView, CarsonTableView
from bot.games.core.model import Result
from bot.games.core.words import msg
from bot.i18n import Voice
from render.carson_city import CELL, CITY_FILLS, GY, city, owned_fill
from render.carson_side import held, now_panel, players
from render.carson_track import TRACK_FILLS, characters, track
from render.common import (
    HEADLINE_TEXT,
    HIGHLIGHT,
    INK,
    MUTED,
    SEAT_COLOURS,
    Renderer,
    canvas,
    fit_text,
    font,
    make_palette,
    panel,
    results_banner,
    token,
    wrap,
    you_are,
)

RIGHT_X0, RIGHT_X1 = 752, 1588
BANNER_BOX = (200, 110, 1080, 780)
TITLE = "Carson City"


def table(view: CarsonTableView, voice: Voice) -> Image.Image:
    """The public board: headline, city, now panel, action track, characters, players;
    the results banner once the view carries a result."""
    img, draw = canvas(1600, 1000)
    draw.text((16, 12), TITLE, font=font(30), fill=INK)
    draw.text((200, 14), fit_text(voice(view.status), HEADLINE_TEXT, 1384),
              font=font(HEADLINE_TEXT), fill=INK)
    city(draw, view, voice)
    now_panel(draw, view, voice, (16, GY + 8 * CELL + 14, 736, 988))
    y = track(draw, view, voice, RIGHT_X0, 60)
    y = characters(draw, view, voice, RIGHT_X0, y + 8, RIGHT_X1)
    players(draw, view, voice, (RIGHT_X0, y + 8, RIGHT_X1, 988))
    result: Any = getattr(view, "result", None)
    if isinstance(result, Result):
        results_banner(draw, voice, result, BANNER_BOX,
                       score=lambda n: voice(msg("carson-r-vp", vp=n)))
    return img


def hand(view: CarsonSeatView, voice: Voice) -> Image.Image:
    """A seat's own image: who you are, the character held, the summary lines, the
    *Might is Right* tiles in hand, and the question asked (or that none is)."""
    me = view.me
    rows: list[str] = []
    cards = held(me, voice)
    if cards:
        rows.append(voice(msg("carson-r-holds", cards=cards)))
    for line in voice.lines(view.hand_lines()):
        rows.extend(wrap(line, 22, 920))
    rows.append(voice(view.status))
    tiles = list(view.mir_hand)
    height = 104 + 34 * len(rows) + (106 if tiles else 0) + 12 + 100 + 16
    img, draw = canvas(1000, height)
    panel(draw, (16, 16, 984, height - 16))
    token(draw, 56, 60, view.seat, r=26)
    draw.text((96, 42), fit_text(you_are(voice, view.seat), 30, 870), font=font(30), fill=INK)
    y = 104
    for line in rows:
        draw.text((40, y), fit_text(line, 22, 920), font=font(22), fill=INK)
        y += 34
    if tiles:
        draw.text((40, y + 4), fit_text(voice(msg("carson-r-your-tiles")), 22, 920),
                  font=font(22), fill=MUTED)
        for k, value in enumerate(tiles[:14]):
            tx = 40 + k * 64
            draw.rounded_rectangle((tx, y + 40, tx + 54, y + 94), radius=8,
                                   fill=owned_fill(view.seat), outline=INK, width=2)
            draw.text((tx + 27, y + 67), str(value), font=font(30), fill=INK, anchor="mm")
        y += 106
    y += 12
    acting = view.seat in view.to_act
    draw.rounded_rectangle((40, y, 960, y + 84), radius=10,
                           outline=HIGHLIGHT if acting else MUTED, width=4)
    asked = (voice(view.prompt) if acting and view.prompt is not None
             else voice(msg("carson-r-idle")))
    lines = wrap(asked, 24, 880)[:2]
    if len(lines) == 2:
        lines[1] = fit_text(lines[1], 24, 880)
    for j, line in enumerate(lines):
        draw.text((60, y + 42 + (j - (len(lines) - 1) / 2) * 30), line, font=font(24), fill=INK,
                  anchor="lm")
    return img


PALETTE = make_palette([*CITY_FILLS, *TRACK_FILLS, *(owned_fill(s) for s in
                                                    range(len(SEAT_COLOURS)))])

RENDERER = Renderer(table, hand, PALETTE)
