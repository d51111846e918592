"""Way Out West board and seat images, drawn from views with Pillow primitives only."""

from __future__ import annotations

from PIL import Image, ImageDraw

import render
from bot.games.core.words import msg
from bot.games.wow.view import WowSeatView, WowTableView
from bot.i18n import Voice
from render.common import HIGHLIGHT, INK, MUTED, canvas, fit_text, font, panel, token
from render.wow_now import now_panel
from render.wow_parts import boxes, players, town, tracks

TOWN_W, GAP = 208, 8
IDLE = msg("wow-draw-idle")
LEGEND = [msg("wow-r-legend-corrals"), msg("wow-r-legend-buildings"), msg("wow-r-legend-colours"),
          msg("wow-r-legend-supply")]


def table(view: WowTableView, voice: Voice) -> Image.Image:
    """The public board: towns, action boxes, players, tracks and what happens now."""
    img, draw = canvas(1600, 1000)
    draw.text((16, 12), "Way Out West", font=font(30), fill=INK)
    draw.text((260, 16), fit_text(voice(view.status), 24, 1320), font=font(24), fill=INK)
    for t in range(len(view.town_names)):
        x = 16 + t * (TOWN_W + GAP)
        town(draw, view, voice, t, (x, 60, x + TOWN_W, 540))
    boxes(draw, view, voice, (16, 550, 1096, 790))
    players(draw, view, voice, (1108, 60, 1584, 360 if view.board.n <= 4 else 416))
    tracks(draw, view, voice, (1108, 428, 1584, 640))
    now_panel(draw, view, voice, (16, 800, 1584, 984))
    legend(draw, voice, 1108, 650)
    return img


def legend(draw: ImageDraw.ImageDraw, voice: Voice, x: int, y: int) -> None:
    """The key to the drawing (fixed captions)."""
    panel(draw, (x, y, x + 476, y + 140), fit_text(voice(msg("wow-r-key")), 18, 452),
          title_size=18)
    for i, line in enumerate(LEGEND):
        draw.text((x + 12, y + 36 + i * 24), fit_text(voice(line), 16, 452), font=font(16),
                  fill=INK)


def hand(view: WowSeatView, voice: Voice) -> Image.Image:
    """A seat's own summary: position, money, supply, prospects and the question asked."""
    img, draw = canvas(1000, 420)
    p = view.me
    panel(draw, (16, 16, 984, 404))
    token(draw, 56, 60, p.seat, r=26)
    draw.text((96, 40), fit_text(voice.name(p.seat), 28, 870), font=font(28), fill=INK)
    rows = [*voice.lines(view.hand_lines()), voice(view.status)]
    for i, line in enumerate(rows):
        draw.text((40, 110 + i * 40), fit_text(line, 22, 920), font=font(22), fill=INK)
    acting = p.seat in view.to_act
    draw.rounded_rectangle((40, 300, 960, 380), radius=10, outline=HIGHLIGHT if acting else MUTED,
                           width=4)
    asked = voice(view.prompt) if acting and view.prompt is not None else voice(IDLE)
    draw.text((60, 340), fit_text(asked, 26, 880), font=font(26), fill=INK, anchor="lm")
    return img


render.register("wow", table, hand)
