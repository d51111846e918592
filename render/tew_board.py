"""The circle of Tiny Epic Western: six mats, the six gap cards, the Town Hall and its track."""

from __future__ import annotations

from bot.games.core.words import msg
from bot.games.tew.data import MAT_BY_POS
from bot.games.tew.view import MatView, SpotView, TewTableView
from bot.i18n import Voice
from render.common import (
    HIGHLIGHT,
    INK,
    LINE,
    MUTED,
    PANEL,
    fit_text,
    font,
    seat_colour,
    text_width,
    wrap,
    wrap_items,
)
from render.tew_draw import (
    BADGE_WANTED,
    BUILDING_FILL,
    CARD_BACK,
    CARD_FACE,
    DUEL_FILL,
    IND_FILL,
    INF_FILL,
    RIVAL_FILL,
    WANTED_CARD,
    Box,
    Draw,
    building,
    card,
    industry_icon,
    posse,
    timing_badge,
)

# Mat boxes by position (clockwise from the Town Hall at the top) and gap card centres.
MAT_BOX: dict[int, Box] = {
    0: (402, 64, 782, 300), 1: (862, 64, 1172, 474), 2: (862, 578, 1172, 988),
    3: (402, 548, 782, 988), 4: (12, 578, 322, 988), 5: (12, 64, 322, 474),
}
GAP_AT = [(822, 200), (1017, 526), (822, 820), (362, 820), (167, 526), (362, 200)]
CARD_W, CARD_H = 60, 82
TRAIL = (214, 190, 150)
GREY_FILL = (222, 222, 216)
SHERIFF_FILL = (226, 204, 172)
ROW_FILL = (250, 246, 235)
SIDES = ("INSTANT", "RESOLUTION", "MINUS", "PLUS", "DOWN", "UP")
SPOTS = ("INFLUENCE", "PORCH", "VALUE", "SUIT", "LEFTOVER")
TRACK = ["START", "THIRD", "SECOND", "FIRST"]
TRACK_VP = {"3-4": ["0", "2/1", "3/2", "5/3"], "1-2": ["0", "1", "2", "3"]}


def card_fills() -> list[tuple[int, int, int]]:
    """Every fill the TEW drawings use, for the game's fixed PNG palette."""
    seats = [seat_colour(s) for s in range(6)] + [RIVAL_FILL]
    return [TRAIL, GREY_FILL, SHERIFF_FILL, ROW_FILL, CARD_FACE, CARD_BACK, BUILDING_FILL,
            WANTED_CARD, DUEL_FILL, BADGE_WANTED, (230, 200, 200),
            *INF_FILL.values(), *IND_FILL.values(),
            *(tint(c, k) for c in seats for k in (0.25, 0.18, 0.2))]


def tint(rgb: tuple[int, int, int], keep: float = 0.25) -> tuple[int, int, int]:
    """A pale version of a colour."""
    r, g, b = rgb
    return (int(r * keep + 255 * (1 - keep)), int(g * keep + 255 * (1 - keep)),
            int(b * keep + 255 * (1 - keep)))


def owner_fill(owner: int | None) -> tuple[int, int, int]:
    """A mat's background: its owner's tinted colour, or grey."""
    if owner is None:
        return GREY_FILL
    return tint(RIVAL_FILL if owner < 0 else seat_colour(owner))


def circle(draw: Draw, view: TewTableView, voice: Voice) -> None:
    """The trail joining the six mats, the mats themselves, then the gap cards."""
    centres = [((b[0] + b[2]) // 2, (b[1] + b[3]) // 2) for b in MAT_BOX.values()]
    draw.line([*centres, centres[0]], fill=TRAIL, width=26, joint="curve")
    duel_spot = view.duel.spot if view.duel else None
    for m in view.mats:
        box = MAT_BOX[m.pos]
        if m.side == "town":
            town_hall(draw, view, voice, box)
        else:
            mat(draw, voice, m, box, duel_spot)
    for g in range(len(GAP_AT)):
        label = view.gaps[g] if g < len(view.gaps) else None
        gap_card(draw, g, label)


def gap_box(g: int) -> Box:
    """Where gap card `g` is drawn, between two mats."""
    cx, cy = GAP_AT[g]
    return cx - CARD_W // 2, cy - CARD_H // 2, cx + CARD_W // 2, cy + CARD_H // 2


def gap_card(draw: Draw, g: int, label: str | None) -> None:
    """One gap card (or an empty gap) with its g0-g5 name."""
    box = gap_box(g)
    if label is None:
        draw.rounded_rectangle(box, radius=8, fill=ROW_FILL, outline=LINE, width=2)
    else:
        card(draw, box, label)
    x0, y0, _, _ = box
    side = g in (1, 4)
    at = (x0 - 6, GAP_AT[g][1]) if side else (GAP_AT[g][0], y0 - 4)
    draw.text(at, f"g{g}", font=font(20), fill=INK, anchor="rm" if side else "mb")


def grey_gain(voice: Voice, m: MatView) -> str:
    """What a grey porch gives first ('gains 1 LAW first'), from the mat data."""
    grey = MAT_BY_POS[m.pos].grey
    if m.side != "grey" or not grey:
        return ""
    return voice(msg("tew-r-grey-gain", type=msg("tew-inf", type=grey.porch_gain)))


def mat(draw: Draw, voice: Voice, m: MatView, box: Box, duel_spot: str | None) -> None:
    """A mat: header, pot, spots with their posse, porch and buy slot."""
    x0, y0, x1, y1 = box
    fill = SHERIFF_FILL if m.side == "sheriff" else owner_fill(m.owner if m.side == "colour" else None)
    hot = duel_spot is not None and duel_spot.startswith(m.name + ".")
    draw.rounded_rectangle(box, radius=14, fill=fill, outline=HIGHLIGHT if hot else LINE,
                           width=6 if hot else 3)
    mat_header(draw, voice, m, x0, y0, x1)
    pot = voice(m.pot) if m.pot is not None else "-"
    pot_lines = wrap(voice(msg("tew-r-pot", pot=pot)), 20, x1 - x0 - 24)
    for i, line in enumerate(pot_lines):
        draw.text((x0 + 12, y0 + 40 + 22 * i), line, font=font(20), fill=INK)
    y = y0 + 44 + 22 * len(pot_lines)
    rows = [[s] for s in m.spots]
    if m.side == "sheriff":
        rows = [[m.spots[0]], [m.spots[1]], m.spots[2:4]]
    h = (70 if len(pot_lines) < 2 else 62) if m.side == "sheriff" else 76
    for row in rows:
        w = (x1 - x0 - 16 - 8 * (len(row) - 1)) // len(row)
        for i, s in enumerate(row):
            extra = grey_gain(voice, m)
            bx = x0 + 8 + i * (w + 8)
            spot_row(draw, voice, s, (bx, y, bx + w, y + h), extra)
        y += h + 6
    porch_lines(draw, voice, m, x0 + 10, y + 2, x1 - x0 - 20)
    draw.text((x0 + 12, y1 - 96), fit_text(voice(msg("tew-r-for-sale")), 20, x1 - x0 - 24),
              font=font(20), fill=INK)
    building(draw, voice, (x0 + 8, y1 - 72, x1 - 8, y1 - 8), m.buy)


def mat_header(draw: Draw, voice: Voice, m: MatView, x0: int, y0: int, x1: int) -> None:
    """The mat's title, and its owner's token or its side."""
    draw.text((x0 + 12, y0 + 8), voice(m.title), font=font(26), fill=INK)
    if m.side == "colour" and m.owner is not None:
        posse(draw, x1 - 26, y0 + 24, m.owner, True, r=16)
        draw.text((x1 - 50, y0 + 14), voice(msg("tew-r-owner")), font=font(20), fill=MUTED,
                  anchor="ra")
    else:
        key = {"grey": "tew-r-grey-side", "sheriff": "tew-r-neutral"}.get(m.side)
        tag = voice(msg(key)) if key else ""
        draw.text((x1 - 12, y0 + 14), tag, font=font(20), fill=MUTED, anchor="ra")


def spot_row(draw: Draw, voice: Voice, s: SpotView, box: Box, extra: str = "") -> None:
    """One spot: its name, then the posse on it (bottom to top); a spot with two sides has
    its name on top and each side below it, its label then its posse."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=8, fill=ROW_FILL, outline=LINE, width=1)
    kind = s.id.split(".")[-1]
    name = voice(msg("tew-r-spot", kind=kind)) if kind in SPOTS else kind
    draw.text((x0 + 8, y0 + 4), name, font=font(20), fill=INK)
    ty = y1 - 22
    if not s.sides:
        if extra:  # beside the name, or below it on the right when it does not fit
            room = x1 - x0 - 24 - int(text_width(name, 20))
            if text_width(extra, 20) <= room:
                draw.text((x0 + 16 + text_width(name, 20), y0 + 6), extra, font=font(20),
                          fill=MUTED)
            else:
                draw.text((x1 - 8, y0 + 28), extra, font=font(20), fill=MUTED, anchor="ra")
        posse_row(draw, [(p.owner, p.standing) for p in s.posse], x0 + 24, ty, x1 - x0 - 16)
        return
    w = (x1 - x0 - 12 - 4 * (len(s.sides) - 1)) // len(s.sides)
    top = y0 + 28
    for i, side in enumerate(s.sides):
        bx = x0 + 6 + i * (w + 4)
        draw.rounded_rectangle((bx, top, bx + w, y1 - 4), radius=6, outline=LINE, width=1)
        label = voice(msg("tew-r-side", side=side)) if side in SIDES else side.title()
        draw.text((bx + 6, top + 2), label, font=font(20), fill=MUTED)
        on = [(p.owner, p.standing) for p in s.posse if p.side == side]
        lx = bx + 6 + int(text_width(label, 20)) + 22
        if lx + 16 > bx + w:  # no room beside the label: over its right end
            lx = bx + w - 20
        posse_row(draw, on, lx, (top + y1 - 4) // 2, bx + w - lx + 14)


def posse_row(draw: Draw, tokens: list[tuple[int, bool]], x: int, y: int, w: int) -> None:
    """Posse left to right, bottom of the stack first; they overlap when the spot is crowded."""
    step = min(38, (w - 40) // max(1, len(tokens) - 1))
    for i, (owner, standing) in enumerate(tokens):
        posse(draw, x + i * step, y, owner, standing, r=16)


def porch_lines(draw: Draw, voice: Voice, m: MatView, x: int, y: int, w: int) -> None:
    """The porch stack top (the usable building), how many lie below, any pending purchases."""
    if not m.porch:
        draw.text((x, y), fit_text(voice(msg("tew-r-porch-none")), 20, w), font=font(20),
                  fill=MUTED)
    else:
        top = m.porch[-1]
        timing_badge(draw, x + 10, y + 11, top.timing, r=10)
        rows = wrap(voice(msg("tew-r-porch", name=top.name)), 20, w - 26)
        for i, row in enumerate(rows):
            draw.text((x + 26, y + 22 * i), row, font=font(20), fill=INK)
        y += 22 * (len(rows) - 1)  # the notes go below the last row
    notes: list[str] = []
    if len(m.porch) > 1:
        notes.append(voice(msg("tew-r-more-below", n=len(m.porch) - 1)))
    if m.pending:
        names = ", ".join(voice(b.name) for b in m.pending)
        notes.append(voice(msg("tew-r-pending", names=names)))
    for i, line in enumerate(wrap_items(notes, 20, w - 26, "; ")):
        draw.text((x + 26, y + 24 + 22 * i), line, font=font(20), fill=INK)


def town_hall(draw: Draw, view: TewTableView, voice: Voice, box: Box) -> None:
    """Town Hall: the Rival card(s) and the industry track with its VP values."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=14, fill=PANEL, outline=LINE, width=3)
    draw.text((x0 + 12, y0 + 8), voice(view.mats[0].title), font=font(26), fill=INK)
    draw.text((x1 - 12, y0 + 14), voice(msg("tew-r-hall-side", side=view.town_hall_side)),
              font=font(20), fill=MUTED, anchor="ra")
    draw.text((x0 + 12, y0 + 44), fit_text(voice(msg("tew-r-rival")), 20, 124), font=font(20),
              fill=INK)
    for i, c in enumerate(view.rival_cards):
        card(draw, (x0 + 12 + i * 58, y0 + 70, x0 + 64 + i * 58, y0 + 142), c)
    for i, line in enumerate(reversed(wrap(voice(msg("tew-r-hall-hand")), 20, 124))):
        draw.text((x0 + 12, y1 - 30 - 22 * i), line, font=font(20), fill=MUTED)
    track(draw, view, voice, x0 + 140, y0 + 44, x1 - 10)


def track(draw: Draw, view: TewTableView, voice: Voice, x0: int, y0: int, x1: int) -> None:
    """The industry track: positions, their VP, and the tokens on them."""
    cw = (x1 - x0) // 4
    vps = TRACK_VP.get(view.town_hall_side, TRACK_VP["3-4"])
    for i, name in enumerate(TRACK):
        cx = x0 + i * cw + cw // 2
        draw.rounded_rectangle((x0 + i * cw + 2, y0, x0 + (i + 1) * cw - 2, y0 + 184), radius=6,
                               fill=(250, 246, 235), outline=LINE, width=1)
        label = voice(msg("tew-r-track", pos=name))
        draw.text((cx, y0 + 4), fit_text(label, 20, cw - 4), font=font(20), fill=INK,
                  anchor="ma")
        if i:  # "2/1" then "VP" below: a narrow column at 20 px
            vp = voice(msg("tew-r-vp", vp=vps[i]))
            head, _, unit = vp.partition(" ")
            draw.text((cx, y0 + 28), head, font=font(20), fill=MUTED, anchor="ma")
            draw.text((cx, y0 + 50), unit, font=font(20), fill=MUTED, anchor="ma")
        here = [k for k, p in view.industry.items() if p == name]
        for j, kind in enumerate(here):
            industry_icon(draw, cx, y0 + 90 + j * 34, kind, 26)


CARD_FILLS = card_fills()
