"""Way Out West board and seat images, drawn from views with Pillow primitives only."""

from __future__ import annotations

from PIL import Image, ImageDraw

from bot.games.core.words import msg
from bot.games.wow.view import WowSeatView, WowTableView
from bot.i18n import Voice
from render.common import (
    HEADLINE_TEXT,
    HIGHLIGHT,
    INK,
    MUTED,
    Renderer,
    canvas,
    fit_text,
    font,
    make_palette,
    panel,
    results_banner,
    token,
    you_are,
)
from render.wow_now import now_panel
from render.wow_parts import WOW_FILLS, boxes, players, supply_line, town, tracks

TOWN_W, GAP = 208, 8
IDLE = msg("wow-draw-idle")
LEGEND = [msg("wow-r-legend-corrals"), msg("wow-r-legend-buildings"), msg("wow-r-legend-colours"),
          msg("wow-r-legend-supply")]


def table(view: WowTableView, voice: Voice) -> Image.Image:
    """The public board: towns, action boxes, players, tracks and what happens now; the
    results banner once the game is over."""
    img, draw = canvas(1600, 1000)
    draw.text((16, 12), "Way Out West", font=font(30), fill=INK)
    draw.text((250, 14), fit_text(voice(view.status), HEADLINE_TEXT, 1334),
              font=font(HEADLINE_TEXT), fill=INK)
    for t in range(len(view.town_names)):
        x = 16 + t * (TOWN_W + GAP)
        town(draw, view, voice, t, (x, 60, x + TOWN_W, 540))
    boxes(draw, view, voice, (16, 550, 1096, 790))
    bottom = players(draw, view, voice, (1108, 60, 1584))
    tracks(draw, view, voice, (1108, bottom + 8, 1584, bottom + 208))
    if 790 - (bottom + 216) >= LEGEND_H:
        legend(draw, voice, 1108, bottom + 216)
    now_panel(draw, view, voice, (16, 800, 1584, 984))
    if view.result is not None:
        results_banner(draw, voice, view.result, BANNER_BOX)
    return img


LEGEND_H = 36 + 4 * 26 + 8
BANNER_BOX = (240, 110, 1080, 780)


def legend(draw: ImageDraw.ImageDraw, voice: Voice, x: int, y: int) -> None:
    """The key to the drawing (fixed captions)."""
    panel(draw, (x, y, x + 476, y + LEGEND_H), fit_text(voice(msg("wow-r-key")), 20, 452),
          title_size=20)
    for i, line in enumerate(LEGEND):
        draw.text((x + 12, y + 36 + i * 26), fit_text(voice(line), 20, 452), font=font(20),
                  fill=INK)


def hand(view: WowSeatView, voice: Voice) -> Image.Image:
    """A seat's own summary: who you are, your score and what it is made of, position,
    money, supply and prospects, every player's supply, and the question asked."""
    p = view.me
    others = [q for q in view.players if q.seat != p.seat]
    parts = ", ".join(voice(msg("core-banner-part", label=x.label, points=x.points))
                      for x in p.score_parts)
    rows = [*voice.lines(view.hand_lines()),
            voice(msg("wow-board-score-now", score=p.score, parts=parts or "-")),
            voice(view.status)]
    height = 104 + 36 * len(rows) + 6 + 32 * len(others) + 12 + 80 + 24 + BUILDINGS_H + 32
    img, draw = canvas(1000, height)
    panel(draw, (16, 16, 984, img.height - 16))
    token(draw, 56, 60, p.seat, r=26)
    draw.text((96, 42), fit_text(you_are(voice, p.seat), 30, 870), font=font(30), fill=INK)
    y = 104
    for line in rows:
        draw.text((40, y), fit_text(line, 22, 920), font=font(22), fill=INK)
        y += 36
    y += 6
    for q in others:
        token(draw, 52, y + 12, q.seat, r=14)
        line = fit_text(voice(supply_line(q, voice)), 20, 880)
        draw.text((76, y), line, font=font(20), fill=INK)
        y += 32
    y += 12
    acting = p.seat in view.to_act
    draw.rounded_rectangle((40, y, 960, y + 80), radius=10, outline=HIGHLIGHT if acting else MUTED,
                           width=4)
    asked = voice(view.prompt) if acting and view.prompt is not None else voice(IDLE)
    draw.text((60, y + 40), fit_text(asked, 26, 880), font=font(26), fill=INK, anchor="lm")
    what_buildings_do(draw, voice, 40, y + 104)
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
