"""The action track of Carson City (every space with the cowboys on it, the building
market with its prices) and the characters taken this round."""

from __future__ import annotations

from PIL import ImageDraw

from bot.games.carson.view import CarsonTableView, CowboyView
from bot.games.core.words import msg
from bot.i18n import Voice
from render.carson_city import cowboy
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    fit_text,
    font,
    panel,
    seat_colour,
    token,
    wrap,
)

Box = tuple[int, int, int, int]
SPACE_FILL = (250, 246, 235)
PLAIN_FILL = (236, 228, 210)      # a space without duels
CARD_Y = (255, 232, 150)
CARD_R = (240, 170, 150)
TRACK_FILLS = [SPACE_FILL, PLAIN_FILL, CARD_Y, CARD_R]

# The track in three rows of seven: actions and income, the building market, points.
ROWS: list[list[str]] = [
    ["SALARY", "AMMO", "ROADS_3", "ROAD_1", "INCOME_PLOTS", "INCOME_COWBOYS", "GAMBLING"],
    ["BUILD_3", "BUILD_4", "BUILD_5", "BUILD_6", "BUILD_8", "BUILD_10", "BUILD_12"],
    ["VP_PLOTS", "VP_BUILDINGS", "VP_COWBOYS", "BUYVP_5", "BUYVP_4", "BUYVP_3", "BUYVP_2"],
]
NO_DUEL = {"SALARY", "ROAD_1"}
CELL_W, CELL_H, GAP = 112, 96, 6
TRACK_H = 36 + 3 * CELL_H + 2 * GAP + 8


def track(draw: ImageDraw.ImageDraw, view: CarsonTableView, voice: Voice, x0: int,
          y0: int) -> None:
    """The 21 action spaces, in a panel `TRACK_H` tall from (x0, y0)."""
    b = view.board
    x1 = x0 + 14 + 7 * CELL_W + 6 * GAP
    panel(draw, (x0, y0, x1, y0 + TRACK_H), voice(msg("carson-r-track")), title_size=22)
    on: dict[str, list[CowboyView]] = {}
    for cb in b.cowboys:
        on.setdefault(cb.loc, []).append(cb)
    asked = {q.loc for q in b.questions if q.loc}  # the space being resolved now
    for r, row in enumerate(ROWS):
        for c, space in enumerate(row):
            box = cell_box(x0, y0, r, c)
            cell(draw, view, voice, space, on.get(space, []), box)
            if space in asked:
                x, y, x1, y1 = box
                draw.rounded_rectangle((x - 2, y - 2, x1 + 2, y1 + 2), radius=7,
                                       outline=HIGHLIGHT, width=5)


def cell_box(x0: int, y0: int, r: int, c: int) -> Box:
    """Where the space in row `r`, column `c` is drawn on a track whose panel starts at
    (x0, y0)."""
    x, y = x0 + 7 + c * (CELL_W + GAP), y0 + 36 + r * (CELL_H + GAP)
    return x, y, x + CELL_W, y + CELL_H


def space_box(x0: int, y0: int, space: str) -> Box | None:
    """Where action space `space` is drawn on a track whose panel starts at (x0, y0)
    (None: not on the track)."""
    for r, row in enumerate(ROWS):
        if space in row:
            return cell_box(x0, y0, r, row.index(space))
    return None


def space_lines(view: CarsonTableView, voice: Voice, space: str) -> tuple[list[str], int]:
    """The caption of a space (at most two lines) and how many are headline-sized."""
    b = view.board
    if space.startswith("BUILD_"):
        price = space.split("_")[1]
        slot = ROWS[1].index(space)
        kind = b.market[slot] if slot < len(b.market) else None
        name = (voice(msg("carson-r-short", kind=kind)) if kind
                else voice(msg("carson-r-empty-slot")))
        return [f"${price}", name], 1
    if space.startswith("BUYVP_"):
        price = int(space.split("_")[1])
        return [voice(msg("carson-r-space", id=space)), voice(msg("carson-r-vp-price",
                                                               price=price))], 0
    lines = wrap(voice(msg("carson-r-space", id=space)), 20, CELL_W - 8)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    return lines, 0


def cell(draw: ImageDraw.ImageDraw, view: CarsonTableView, voice: Voice, space: str,
         pieces: list[CowboyView], box: Box) -> None:
    """One space: caption, then up to six pieces (three a row)."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=6, fill=PLAIN_FILL if space in NO_DUEL else SPACE_FILL,
                           outline=INK if pieces else MUTED, width=2)
    lines, big = space_lines(view, voice, space)
    for j, line in enumerate(lines[:2]):
        size = 24 if j < big else 20
        draw.text((x0 + 5, y0 + 3 + j * 24), fit_text(line, size, CELL_W - 8), font=font(size),
                  fill=INK)
    for k, cb in enumerate(pieces[:6]):
        cowboy(draw, x0 + 18 + (k % 3) * 34, y0 + 62 + (k // 3) * 22, cb, r=11)
    if len(pieces) > 6:
        draw.text((x1 - 4, y1 - 4), f"+{len(pieces) - 6}", font=font(20), fill=INK,
                  anchor="rd")


CHARS_H = 124


def characters(draw: ImageDraw.ImageDraw, view: CarsonTableView, voice: Voice, x0: int,
               y0: int, x1: int) -> int:
    """The character cards in play: number, name, side (card colour), who took it."""
    cards = sorted(view.board.cards, key=lambda c: c.number)
    panel(draw, (x0, y0, x1, y0 + CHARS_H), voice(msg("carson-r-chars")), title_size=22)
    if not cards:
        return y0 + CHARS_H
    for i, card in enumerate(cards):
        bx, by, bx1, _ = box = card_box((x0, y0, x1), i, len(cards))
        w = bx1 - bx
        taken = card.taken_by >= 0
        draw.rounded_rectangle(box, radius=6,
                               fill=CARD_Y if card.side == "Y" else CARD_R,
                               outline=seat_colour(card.taken_by) if taken else MUTED,
                               width=4 if taken else 2)
        draw.text((bx + 6, by + 2), str(card.number), font=font(24), fill=INK)
        if taken:
            token(draw, bx + w - 18, by + 17, card.taken_by, r=13)
        name = wrap(voice(msg("carson-card", n=card.number)), 20, w - 6)
        for j, line in enumerate(name[:2]):
            draw.text((bx + 3, by + 32 + j * 24), fit_text(line, 20, w - 6), font=font(20),
                      fill=INK)
    return y0 + CHARS_H


def card_box(row: tuple[int, int, int], index: int, count: int) -> Box:
    """Where the `index`-th of `count` character cards (by number) is drawn in the
    characters' panel spanning x0..x1 from y0 (`row`)."""
    x0, y0, x1 = row
    w = (x1 - x0 - 8 - 2 * (count - 1)) // count
    x, y = x0 + 4 + index * (w + 2), y0 + 36
    return x, y, x + w, y + 84
