"""Way Out West board and seat images, drawn from views with Pillow primitives only."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.games.core.words import msg
from bot.games.wow.view import WowSeatView, WowTableView
from bot.i18n import Voice
from render.common import (
    INK,
    MUTED,
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
from render.wow_now import now_panel
from render.wow_parts import (
    WOW_FILLS,
    action_box,
    boxes,
    players,
    supply_line,
    town,
    tracks,
)

TOWN_W, GAP = 208, 8
BOXES = (16, 498, 1096, 790)  # the action boxes' panel, below the towns
IDLE = msg("wow-draw-idle")
LEGEND = [msg("wow-r-legend-corrals"), msg("wow-r-legend-buildings"), msg("wow-r-legend-colours"),
          msg("wow-r-legend-supply")]


def table(view: WowTableView, voice: Voice) -> Image.Image:
    """The public board: towns, action boxes, players, tracks and what happens now; the
    results banner once the game is over."""
    img, draw = canvas(1600, 1000)
    headline(draw, top_line(voice, view.status, 1568), 16, 6, 1584, squeeze=TOP_SQUEEZE)
    for t in range(len(view.town_names)):
        town(draw, view, voice, t, town_box(t))
    boxes(draw, view, voice, BOXES)
    if view.result is not None:  # beside the board, never over it
        results_banner(draw, voice, view.result, RESULTS_BOX, str)
        now_panel(draw, view, voice, (16, 800, 1096, 984))
        return img
    bottom = players(draw, view, voice, (1108, 60, 1584))
    tracks(draw, view, voice, (1108, bottom + 8, 1584, bottom + 174))
    now_panel(draw, view, voice, (16, 800, 1584, 984))
    return img


RESULTS_BOX = (1108, 60, 1584, 984)


def town_box(t: int) -> tuple[int, int, int, int]:
    """Where `table` draws town `t` (left to right)."""
    x = 16 + t * (TOWN_W + GAP)
    return x, 60, x + TOWN_W, 490


def action_box_at(i: int, count: int) -> tuple[int, int, int, int]:
    """Where `table` draws the `i`-th of `count` action boxes."""
    return action_box(BOXES, i, count)


def legend_lines(voice: Voice, width: int) -> list[str]:
    """The key to the board's drawing (fixed captions), wrapped to `width` at 20 px."""
    return [row for line in LEGEND for row in wrap(voice(line), 20, width)]


HAND_W = 1000


def hand(view: WowSeatView, voice: Voice) -> Image.Image:
    """A seat's own summary: who you are, your score and what it is made of, position,
    money, supply and prospects, the question asked, every player's supply, what the
    buildings do and the key to the board."""
    p = view.me
    big = essential_size(HAND_W)
    width = HAND_W - 80
    others = [q for q in view.players if q.seat != p.seat]
    parts = ", ".join(voice(msg("core-banner-part", label=x.label, points=x.points))
                      for x in p.score_parts)
    score = wrap(voice(msg("wow-board-score-now", score=p.score, parts=parts or "-")), big, width)
    status = wrap(voice(view.status), big, width)
    details = [row for line in voice.lines(view.hand_lines()) for row in wrap(line, 22, width)]
    acting = p.seat in view.to_act
    asked = wrap(voice(view.prompt) if acting and view.prompt is not None else voice(IDLE),
                 big, width - 40)
    supplies = [wrap(voice(supply_line(q, voice)), 20, width - 40) for q in others]
    key = legend_lines(voice, width)
    step = big + 8
    height = (104 + step * (len(score) + len(status)) + 34 * len(details) + 6
              + sum(26 * len(rows) + 8 for rows in supplies) + 12
              + step * len(asked) + 40 + 24 + BUILDINGS_H + 40 + 26 * len(key) + 32)
    img, draw = canvas(HAND_W, height)
    panel(draw, (16, 16, HAND_W - 16, img.height - 16))
    token(draw, 56, 60, p.seat, r=26)
    draw.text((96, 40), fit_text(you_are(voice, p.seat), big + 2, HAND_W - 130),
              font=font(big + 2), fill=INK)
    y = 104
    for line in [*score, *status]:
        draw.text((40, y), line, font=font(big), fill=INK)
        y += step
    for line in details:
        draw.text((40, y), line, font=font(22), fill=INK)
        y += 34
    y += 6
    for q, rows in zip(others, supplies, strict=True):
        token(draw, 52, y + 12, q.seat, r=14)
        for i, row in enumerate(rows):
            draw.text((76, y + 26 * i), row, font=font(20), fill=INK)
        y += 26 * len(rows) + 8
    y += 12
    y = question_box(draw, y, asked, step, big, acting, HAND_W) + 24
    what_buildings_do(draw, voice, 40, y)
    y += BUILDINGS_H + 16
    draw.text((40, y), voice(msg("wow-r-key")), font=font(22), fill=MUTED)
    for i, line in enumerate(key):
        draw.text((40, y + 32 + 26 * i), line, font=font(20), fill=INK)
    return img


BUILDING_KINDS = ("jail", "stagecoach", "store", "hotel", "bank", "train")
BUILDINGS_H = 32 + 30 * len(BUILDING_KINDS)  # the height of "what the buildings do"


def what_buildings_do(draw: ImageDraw.ImageDraw, voice: Voice, x: int, y: int) -> None:
    """Each property's name and what it does (the detail the board leaves out)."""
    draw.text((x, y), voice(msg("wow-r-buildings-do")), font=font(22), fill=MUTED)
    for i, kind in enumerate(BUILDING_KINDS):
        line = (voice(msg("wow-building", kind=kind)).capitalize() + ": "
                + voice(msg("wow-building-text", kind=kind)))
        draw.text((x, y + 32 + 30 * i), fit_text(line, 20, 920), font=font(20), fill=INK)


RENDERER = Renderer(table, hand, make_palette(WOW_FILLS))
