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
from render.carson_side import held, legend, legend_items, now_panel, players
from render.carson_track import (
    TRACK_FILLS,
    TRACK_H,
    card_box,
    characters,
    space_box,
    track,
)
from render.common import (
    INK,
    MUTED,
    SEAT_COLOURS,
    TOP_SQUEEZE,
    Renderer,
    canvas,
    essential_size,
    fit_text,
    font,
    headline,
    make_palette,
    panel,
    question_box,
    results_banner,
    token,
    top_line,
    wrap,
    you_are,
)

RIGHT_X0, RIGHT_X1 = 744, 1592
TRACK_Y0 = 60                       # the action track's panel, on the right under the headline
CHARS_Y0 = TRACK_Y0 + TRACK_H + 8   # the characters' panel, below it


def table(view: CarsonTableView, voice: Voice) -> Image.Image:
    """The public board: headline, city, now panel, action track, characters, players;
    the results banner once the view carries a result."""
    img, draw = canvas(1600, 1000)
    headline(draw, top_line(voice, view.status, 1568), 16, 6, 1584, squeeze=TOP_SQUEEZE)
    city(draw, view, voice)
    now_panel(draw, view, voice, (16, GY + 8 * CELL + 14, 736, 988))
    track(draw, view, voice, RIGHT_X0, TRACK_Y0)
    y = characters(draw, view, voice, RIGHT_X0, CHARS_Y0, RIGHT_X1)
    result: Any = getattr(view, "result", None)
    if isinstance(result, Result):  # in place of the players' panel: the board stays seen
        top = y + 8 if len(view.players) <= 4 else 60  # six rows need the track's room too
        results_banner(draw, voice, result, (RIGHT_X0, top, RIGHT_X1, 988),
                       score=lambda n: voice(msg("carson-r-vp", vp=n)))
    else:
        players(draw, view, voice, (RIGHT_X0, y + 8, RIGHT_X1, 988))
    return img


def action_space_box(space: str) -> tuple[int, int, int, int] | None:
    """Where `table` draws action space `space` (None: not on the track)."""
    return space_box(RIGHT_X0, TRACK_Y0, space)


def character_box(index: int, count: int) -> tuple[int, int, int, int]:
    """Where `table` draws the `index`-th of `count` character cards (by number)."""
    return card_box((RIGHT_X0, CHARS_Y0, RIGHT_X1), index, count)


HAND_W = 1000


def hand(view: CarsonSeatView, voice: Voice) -> Image.Image:
    """A seat's own image: who you are, the character held, the summary lines, the
    *Might is Right* tiles in hand, the question asked (or that none is) and the key to the
    map's icons."""
    me = view.me
    big = essential_size(HAND_W)
    width = HAND_W - 80
    rows: list[str] = []
    cards = held(me, voice)
    if cards:
        rows.extend(wrap(voice(msg("carson-r-holds", cards=cards)), 22, width))
    for line in voice.lines(view.hand):  # the question is in its own box below
        rows.extend(wrap(line, 22, width))
    status = wrap(voice(view.status), big, width)
    acting = view.seat in view.to_act
    asked = wrap(voice(view.prompt) if acting and view.prompt is not None
                 else voice(msg("carson-r-idle")), big, width - 40)
    tiles = list(view.mir_hand)
    step = big + 8
    keys = legend_items(view)
    key_h = 34 * 3
    height = (104 + step * len(status) + 34 * len(rows) + (106 if tiles else 0) + 12
              + step * len(asked) + 32 + 24 + 36 + key_h + 24)
    img, draw = canvas(HAND_W, height)
    panel(draw, (16, 16, HAND_W - 16, height - 16))
    token(draw, 56, 60, view.seat, r=26)
    draw.text((96, 40), fit_text(you_are(voice, view.seat), big + 2, HAND_W - 130),
              font=font(big + 2), fill=INK)
    y = 104
    for line in status:
        draw.text((40, y), line, font=font(big), fill=INK)
        y += step
    for line in rows:
        draw.text((40, y), line, font=font(22), fill=INK)
        y += 34
    if tiles:
        draw.text((40, y + 4), voice(msg("carson-r-your-tiles")), font=font(22), fill=MUTED)
        for k, value in enumerate(tiles[:14]):
            tx = 40 + k * 64
            draw.rounded_rectangle((tx, y + 40, tx + 54, y + 94), radius=8,
                                   fill=owned_fill(view.seat), outline=INK, width=2)
            draw.text((tx + 27, y + 67), str(value), font=font(30), fill=INK, anchor="mm")
        y += 106
    y += 12
    y = question_box(draw, y, asked, step, big, acting, HAND_W) + 24
    draw.text((40, y), voice(msg("core-board-key")), font=font(22), fill=MUTED)
    legend(draw, voice, keys, (40, y + 36, HAND_W - 40, y + 36 + key_h))
    return img


PALETTE = make_palette([*CITY_FILLS, *TRACK_FILLS, *(owned_fill(s) for s in
                                                    range(len(SEAT_COLOURS)))])

RENDERER = Renderer(table, hand, PALETTE)
