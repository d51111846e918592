"""Panels of the Way Out West board: towns, action boxes, players and tracks."""

from __future__ import annotations

from PIL import ImageDraw

from bot.games.core.words import Msg, msg, seat
from bot.games.wow.view import EMPTY_CORRAL, FARMER_TOKEN, PlayerInfo, WowTableView
from bot.i18n import Voice
from render.common import (
    ESSENTIAL_TEXT,
    HIGHLIGHT,
    INK,
    LINE,
    MUTED,
    draw_items,
    fit_text,
    font,
    panel,
    seat_colour,
    seat_heading,
    seat_letter,
    text_colour_on,
    text_width,
    token,
    wrap,
)

Box = tuple[int, int, int, int]
COLUMNS = [msg("wow-r-col-money"), msg("wow-r-col-wanted"), msg("wow-r-col-score"),
           msg("wow-r-col-income"), msg("wow-r-col-discs")]
FARMER_FILL = (139, 94, 52)
EMPTY_FILL = (250, 246, 235)
TAKEN_FILL = (205, 195, 175)
WOW_FILLS = [FARMER_FILL, EMPTY_FILL, TAKEN_FILL]


def town(draw: ImageDraw.ImageDraw, view: WowTableView, voice: Voice, t: int,
         box: Box) -> None:
    """A town: number, name, corrals, building spaces and cowboys."""
    b = view.board
    x0, y0, x1, _ = box
    fight = b.fight is not None and b.fight.town == t
    panel(draw, box, outline=HIGHLIGHT if fight else LINE)
    draw.text((x0 + 10, y0 + 8), f"{t + 1}", font=font(26), fill=MUTED)
    draw.text((x0 + 34, y0 + 10), fit_text(view.town_names[t], 22, x1 - x0 - 44), font=font(22),
              fill=INK)
    corrals(draw, voice, b.corrals[t], x0 + 12, y0 + 46)
    spaces(draw, view, voice, t, x0 + 10, y0 + 160, x1 - x0 - 20)
    cowboys(draw, voice, b.cowboys[t], x0 + 12, y0 + 330, x1 - x0 - 24)


def corrals(draw: ImageDraw.ImageDraw, voice: Voice, row: list[int], x: int, y: int) -> None:
    """Corrals: empty squares, cattle tokens, the farmer."""
    draw.text((x, y - 6), fit_text(voice(msg("wow-r-corrals")), 20, 184), font=font(20),
              fill=MUTED)
    farmer = voice(msg("wow-r-farmer-mark"))
    for i, c in enumerate(row):
        cx, cy = x + 22 + (i % 4) * 46, y + 40 + (i // 4) * 46
        if c == EMPTY_CORRAL:
            draw.rectangle((cx - 18, cy - 18, cx + 18, cy + 18), fill=EMPTY_FILL, outline=LINE,
                           width=2)
        elif c == FARMER_TOKEN:
            draw.rectangle((cx - 18, cy - 18, cx + 18, cy + 18), fill=FARMER_FILL, outline=INK,
                           width=2)
            draw.text((cx, cy), fit_text(farmer, 22, 34), font=font(22), fill=(255, 255, 255), anchor="mm")
        else:
            draw.rectangle((cx - 18, cy - 18, cx + 18, cy + 18), fill=EMPTY_FILL, outline=LINE,
                           width=2)
            token(draw, cx, cy, c, r=15)


def spaces(draw: ImageDraw.ImageDraw, view: WowTableView, voice: Voice, t: int, x: int, y: int,
           w: int) -> None:
    """Building spaces, each property in its owner's colour with the owner's letter."""
    row = view.board.spaces[t]
    draw.text((x + 2, y - 8), fit_text(voice(msg("wow-r-buildings")), 20, w - 4), font=font(20),
              fill=MUTED)
    cw = (w - 8) // 2
    for i, sp in enumerate(row):
        bx, by = x + (i % 2) * (cw + 8), y + 16 + (i // 2) * 48
        rect = (bx, by, bx + cw, by + 42)
        if sp is None:
            draw.rounded_rectangle(rect, radius=6, fill=EMPTY_FILL, outline=LINE, width=2)
            continue
        fill = seat_colour(sp.owner)
        draw.rounded_rectangle(rect, radius=6, fill=fill, outline=INK, width=2)
        ink = text_colour_on(fill)  # the name on top, the owner's letter below it, right
        label = fit_text(voice(msg("wow-r-token", kind=sp.kind)), 20, cw - 8)
        draw.text((bx + 4, by + 1), label, font=font(20), fill=ink)
        draw.text((bx + cw - 5, by + 40), seat_letter(sp.owner), font=font(20), fill=ink,
                  anchor="rs")


def cowboys(draw: ImageDraw.ImageDraw, voice: Voice, counts: list[int], x: int, y: int,
            w: int) -> None:
    """Cowboys in the town box: a token and a count per player."""
    draw.text((x, y), fit_text(voice(msg("wow-r-cowboys")), 20, w), font=font(20), fill=MUTED)
    shown = [(s, n) for s, n in enumerate(counts) if n]
    for i, (s, n) in enumerate(shown):
        cx, cy = x + 18 + (i % 3) * (w // 3), y + 38 + (i // 3) * 40
        token(draw, cx, cy, s, r=15)
        draw.text((cx + 20, cy), f"x{n}", font=font(20), fill=INK, anchor="lm")


BOX_LINES, BOX_LINE_H = 4, 20


def boxes(draw: ImageDraw.ImageDraw, view: WowTableView, voice: Voice, box: Box) -> None:
    """The action boxes: name, cost, and the token of whoever took one this round."""
    panel(draw, box, voice(msg("wow-r-action-boxes")), title_size=20)
    for i, info in enumerate(view.boxes):
        bx, by, bx1, _ = where = action_box(box, i, len(view.boxes))
        cw = bx1 - bx
        taken = info.taken_by is not None
        draw.rounded_rectangle(where, radius=6, fill=TAKEN_FILL if taken else EMPTY_FILL,
                               outline=LINE, width=2)
        # Four lines of 20 px: the name (one or two, clear of the taker's token at the top
        # right), then the detail.
        name = wrap(voice(info.name), 20, cw - (36 if taken else 10))
        detail = wrap(voice(info.detail), 20, cw - 10)
        for j, line in enumerate(name + detail):
            draw.text((bx + 5, by + 1 + j * BOX_LINE_H), line, font=font(20),
                      fill=INK if j < len(name) else MUTED)
        if info.taken_by is not None:
            token(draw, bx + cw - 16, by + 16, info.taken_by, r=13)


def action_box(panel_box: Box, i: int, count: int) -> Box:
    """Where `boxes` draws the `i`-th of `count` action boxes in its panel `panel_box`
    (six columns, seven for more than 18 boxes)."""
    x0, y0, x1, _ = panel_box
    cols = 6 if count <= 18 else 7
    cw = (x1 - x0 - 20 - (cols - 1) * 6) // cols
    bh = BOX_LINES * BOX_LINE_H + 4
    bx, by = x0 + 10 + (i % cols) * (cw + 6), y0 + 32 + (i // cols) * (bh + 4)
    return bx, by, bx + cw, by + bh


ROW_H = ESSENTIAL_TEXT + 12 + 2 * 24


def players(draw: ImageDraw.ImageDraw, view: WowTableView, voice: Voice,
            where: tuple[int, int, int]) -> int:
    """One row per player: name and score at the essential size, then money, Wanted,
    income and discs, and the supply; returns the panel's bottom edge."""
    x0, y0, x1 = where
    y1 = y0 + 44 + len(view.players) * ROW_H
    heading = f"{voice(msg('wow-r-players'))} · {voice(msg('wow-r-col-score'))}"
    panel(draw, (x0, y0, x1, y1), heading, title_size=20)
    big = font(ESSENTIAL_TEXT)
    for i, p in enumerate(view.players):
        y = y0 + 40 + i * ROW_H
        if p.seat in view.to_act:
            draw.rounded_rectangle((x0 + 6, y - 2, x1 - 6, y + ROW_H - 1), radius=8,
                                   fill=HIGHLIGHT)
        token(draw, x0 + 28, y + 26, p.seat, r=18)
        score = str(p.score)
        draw.text((x1 - 16, y), score, font=big, fill=INK, anchor="ra")
        room = x1 - 16 - int(text_width(score, ESSENTIAL_TEXT)) - 16 - (x0 + 54)
        seat_heading(draw, (x0 + 54, y), voice, p.seat, room)
        figures = [f"${p.money}", str(p.wanted), f"${p.income}", str(p.discs)]
        labels = [COLUMNS[0], COLUMNS[1], COLUMNS[3], COLUMNS[4]]
        items = [f"{voice(c)} {v}" for c, v in zip(labels, figures, strict=True)]
        short = msg("wow-board-supply", cowboys=p.cowboys_supply, cattle=p.cattle_supply,
                    farmer=str(p.farmer_used).lower())
        y += ESSENTIAL_TEXT + 12
        draw_items(draw, (x0 + 54, y), items, 20, x1 - x0 - 66, 1)
        draw.text((x0 + 54, y + 24), voice(short), font=font(20), fill=MUTED)
    return y1


def supply_line(p: PlayerInfo, voice: Voice) -> Msg:
    """A player's supply in full: cowboys, cattle, buildings by letter, the farmer."""
    letters = " ".join(f"{voice(msg('wow-r-letter', kind=k))}{n}"
                       for k, n in p.buildings_supply.items())
    return msg("wow-draw-supply", who=seat(p.seat), cowboys=p.cowboys_supply, cattle=p.cattle_supply,
               buildings=letters, farmer=str(p.farmer_used).lower())


def tracks(draw: ImageDraw.ImageDraw, view: WowTableView, voice: Voice, box: Box) -> None:
    """The turn-order track (positions taken so far in an auction) and the round track."""
    b = view.board
    x0, y0, x1, _ = box
    panel(draw, box, fit_text(voice(msg("wow-r-turn-order")), 20, x1 - x0 - 24), title_size=20)
    for i in range(b.n):
        cx = x0 + 56 + i * 84
        draw.text((cx - 24, y0 + 52), str(i + 1), font=font(20), fill=MUTED, anchor="rm")
        at = order_at(view, i + 1)
        if at is not None:
            token(draw, cx, y0 + 52, at, r=17)
        else:
            draw.ellipse((cx - 17, y0 + 35, cx + 17, y0 + 69), outline=LINE, width=2)
    ry = y0 + 78
    draw.text((x0 + 12, ry), voice(msg("wow-draw-round", round=view.round_no, rounds=view.rounds)),
              font=font(20), fill=INK)
    cw = (x1 - x0 - 24) // 12
    for pos in range(1, 13):
        cx = x0 + 12 + (pos - 1) * cw
        used = pos >= b.start_track
        fill = HIGHLIGHT if pos == b.track else (EMPTY_FILL if used else TAKEN_FILL)
        draw.rectangle((cx, ry + 26, cx + cw - 4, ry + 58), fill=fill, outline=LINE, width=2)
        draw.text((cx + (cw - 4) // 2, ry + 42), str(pos), font=font(20), fill=INK, anchor="mm")
        if pos in view.income_after:
            draw.text((cx + (cw - 4) // 2, ry + 60), "$", font=font(20), fill=MUTED, anchor="ma")


def order_at(view: WowTableView, position: int) -> int | None:
    """The seat on a turn-order position (during an auction: only those already settled)."""
    b = view.board
    if b.auction is None:
        return b.order[position - 1] if position <= len(b.order) else None
    return next((s for s in range(b.n) if b.auction.position[s] == position), None)
