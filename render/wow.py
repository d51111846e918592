"""Way Out West board and seat images, drawn from views with Pillow primitives only."""

from __future__ import annotations

from PIL import Image

import render
from bot.games.wow.view import WowSeatView, WowTableView
from render.common import HIGHLIGHT, INK, MUTED, canvas, fit_text, font, panel, token
from render.wow_parts import boxes, lettered, now_panel, players, supply_line, town, tracks

TOWN_W, GAP = 208, 8


def table(view: WowTableView) -> Image.Image:
    img, draw = canvas(1600, 1000)
    draw.text((16, 12), "Way Out West", font=font(30), fill=INK)
    draw.text((260, 16), fit_text(lettered(view.status), 24, 1320), font=font(24), fill=INK)
    for t in range(len(view.town_names)):
        x = 16 + t * (TOWN_W + GAP)
        town(draw, view, t, (x, 60, x + TOWN_W, 540))
    boxes(draw, view, (16, 550, 1096, 790))
    players(draw, view, (1108, 60, 1584, 360 if view.board.n <= 4 else 416))
    tracks(draw, view, (1108, 428, 1584, 640))
    now_panel(draw, view, (16, 800, 1584, 984))
    legend(draw, 1108, 650)
    return img


def legend(draw: object, x: int, y: int) -> None:
    from PIL import ImageDraw

    assert isinstance(draw, ImageDraw.ImageDraw)
    panel(draw, (x, y, x + 476, y + 140), "Key", title_size=18)
    lines = ["Corrals: square = corral, token = cattle, F = farmer",
             "Buildings: coloured by owner, with the owner's letter",
             "Yellow = must act now; grey box = taken this round",
             "Supply letters: J jail, C coach, S store, H hotel, B bank, T train"]
    for i, line in enumerate(lines):
        draw.text((x + 12, y + 36 + i * 24), fit_text(line, 16, 452), font=font(16), fill=INK)


def hand(view: WowSeatView) -> Image.Image:
    img, draw = canvas(1000, 420)
    p = view.me
    panel(draw, (16, 16, 984, 404))
    token(draw, 56, 60, p.seat, r=26)
    draw.text((96, 40), f"Your position: {p.position} · ${p.money} · {p.wanted} Wanted",
              font=font(28), fill=INK)
    rows = [f"Score if the game ended now: {p.score}   Income if paid now: ${p.income}",
            f"Discs left this round: {p.discs}",
            supply_line(view, p.seat),
            lettered(view.status)]
    for i, line in enumerate(rows):
        draw.text((40, 110 + i * 40), fit_text(line, 22, 920), font=font(22), fill=INK)
    acting = p.seat in view.to_act
    colour = HIGHLIGHT if acting else MUTED
    draw.rounded_rectangle((40, 300, 960, 380), radius=10, outline=colour, width=4)
    msg = lettered(view.prompt) if acting else "Nothing to decide right now."
    draw.text((60, 340), fit_text(msg, 26, 880), font=font(26), fill=INK, anchor="lm")
    return img


render.register("wow", table, hand)
