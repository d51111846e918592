"""The Carson City map: 8x8 plots with coordinates, owners, contents, cowboys, roads, the
Town Hall, outlaws and the river; plus the small icons its legend reuses."""

from __future__ import annotations

from PIL import ImageDraw

from bot.games.carson.view import BoardView, CarsonTableView, CowboyView, PlotView
from bot.games.core.words import msg
from bot.i18n import Voice
from render.common import (
    ESSENTIAL_TEXT,
    HIGHLIGHT,
    INK,
    LINE,
    MUTED,
    WHITE,
    blend,
    fit_text,
    font,
    seat_colour,
    seat_letter,
    text_colour_on,
    text_width,
    token,
)

COLS = "ABCDEFGH"
CELL = 84                 # px per plot
GX, GY = 52, 96           # the grid's top-left corner
AXIS_TEXT = ESSENTIAL_TEXT  # the coordinates plots and roads are named by ("E4", issue 19)
PLOT_FILL = (250, 244, 228)
RIVER_FILL = (150, 200, 235)
MOUNTAIN_FILL = (140, 120, 100)
ROAD = (110, 70, 30)
TILE_FILL = WHITE
OUTLAW_FILL = (0, 0, 0)
WAVE = (20, 70, 150)
DYNAMITE = (200, 30, 30)
CITY_FILLS = [PLOT_FILL, RIVER_FILL, MOUNTAIN_FILL, ROAD, WAVE, DYNAMITE]
TAG_R = 21  # px: a road's tag; well under half the 59 px between the two closest edge middles
TAG_TEXT = 30  # px: 15 px capitals at phone width; larger tags would hide the plots
DASH, GAP = 12, 8  # px of an offered road's dashes and of the gaps between them
HOUSES = ("house", "townhouse")


def plot_box(i: int) -> tuple[int, int, int, int]:
    """The pixel box of plot i (reading order: A1..H1, A2.., H8)."""
    x, y = GX + (i % 8) * CELL, GY + (i // 8) * CELL
    return x, y, x + CELL, y + CELL


def owned_fill(owner: int) -> tuple[int, int, int]:
    """The light shade of an owner's colour a plot is filled with (text stays legible)."""
    return blend(seat_colour(owner), WHITE, 0.5)


def city(draw: ImageDraw.ImageDraw, view: CarsonTableView, voice: Voice) -> None:
    """Coordinates, the 64 plots, the roads on their edges, then the pieces on plots."""
    b = view.board
    for c in range(8):
        draw.text((GX + c * CELL + CELL // 2, GY - 6), COLS[c], font=font(AXIS_TEXT), fill=INK,
                  anchor="md")
        draw.text((GX - 8, GY + c * CELL + CELL // 2), str(c + 1), font=font(AXIS_TEXT),
                  fill=INK, anchor="rm")
    outlaws = set(b.outlaws)
    asked = {q.loc for q in b.questions if q.loc}
    on_plot: dict[str, list[CowboyView]] = {}
    for cb in b.cowboys:
        on_plot.setdefault(cb.loc, []).append(cb)
    for i, p in enumerate(b.plots[:64]):
        plot(draw, voice, i, p, p.name in outlaws, i == b.townhall)
    roads(draw, b.roads)
    for i, p in enumerate(b.plots[:64]):
        x0, y0, x1, y1 = plot_box(i)
        pieces = on_plot.get(p.name, [])
        if i == b.townhall and b.occupant >= 0:
            token(draw, x1 - 17, y0 + 17, b.occupant, r=13)
        for k, cb in enumerate(pieces[:3]):
            cowboy(draw, x0 + 16 + k * 26, y1 - 16, cb)
        if len(pieces) > 3:
            draw.text((x1 - 4, y1 - 16), f"+{len(pieces) - 3}", font=font(20), fill=INK,
                      anchor="rm")
        if p.name in asked:
            draw.rectangle((x0 + 1, y0 + 1, x1 - 1, y1 - 1), outline=HIGHLIGHT, width=5)
    offered(draw, b)


def plot(draw: ImageDraw.ImageDraw, voice: Voice, i: int, p: PlotView, outlaw: bool,
         townhall: bool) -> None:
    """One plot: fill by owner (or river), owner badge, price if unowned, content,
    connection corner, outlaw."""
    x0, y0, x1, y1 = plot_box(i)
    fill = owned_fill(p.owner) if p.owner >= 0 else (RIVER_FILL if p.river else PLOT_FILL)
    draw.rectangle((x0, y0, x1, y1), fill=fill, outline=LINE, width=1)
    if p.river:
        waves(draw, x0, y0, owned=p.owner >= 0)
    if p.owner >= 0:
        colour = seat_colour(p.owner)
        draw.rectangle((x0 + 3, y0 + 3, x0 + 27, y0 + 27), fill=colour, outline=INK, width=1)
        draw.text((x0 + 15, y0 + 15), seat_letter(p.owner), font=font(20),
                  fill=text_colour_on(colour), anchor="mm")
    elif not townhall:
        draw.text((x1 - 4, y0 + 3), f"${p.price}", font=font(20), fill=MUTED, anchor="ra")
    content(draw, voice, p.content, (x0 + CELL // 2, y0 + 44))
    if p.connected:
        draw.polygon([(x1 - 2, y1 - 16), (x1 - 2, y1 - 2), (x1 - 16, y1 - 2)], fill=ROAD)
    if outlaw:  # at the bottom, under any cowboys, so the plot's content stays visible
        label = fit_text(voice(msg("carson-r-outlaw")), 20, CELL - 10)
        draw.rounded_rectangle((x0 + 3, y1 - 30, x1 - 3, y1 - 3), radius=5, fill=OUTLAW_FILL)
        draw.text((x0 + CELL // 2, y1 - 16), label, font=font(20), fill=WHITE, anchor="mm")


def waves(draw: ImageDraw.ImageDraw, x0: int, y0: int, owned: bool = False) -> None:
    """The river's mark: dark blue waves (one along the bottom of an owned plot, whose fill
    is its owner's colour; three on an unowned river plot)."""
    rows = (CELL - 10,) if owned else (30, 52, CELL - 10)
    for dy in rows:
        pts = [(x0 + 6 + k * 9, y0 + dy + (3 if k % 2 else -3)) for k in range(9)]
        draw.line(pts, fill=WAVE, width=3)


def content(draw: ImageDraw.ImageDraw, voice: Voice, what: str, at: tuple[int, int]) -> None:
    """A plot's content centred on `at`: mountain, house(s), or a building tile."""
    cx, cy = at
    if not what:
        return
    if what == "mountain":
        mountain(draw, cx, cy + 2, 22)
    elif what == "house":
        house(draw, cx, cy, 13)
    elif what == "townhouse":
        house(draw, cx - 14, cy, 12)
        house(draw, cx + 14, cy, 12)
    else:
        label = fit_text(voice(msg("carson-r-short", kind=what)), 20, CELL - 6)
        fill = HIGHLIGHT if what == "townhall" else TILE_FILL
        draw.rounded_rectangle((cx - CELL // 2 + 1, cy - 14, cx + CELL // 2 - 1, cy + 14),
                               radius=5, fill=fill, outline=INK, width=2)
        draw.text((cx, cy), label, font=font(20), fill=INK, anchor="mm")


def mountain(draw: ImageDraw.ImageDraw, cx: int, cy: int, r: int) -> None:
    """A mountain: a brown peak with a white cap."""
    draw.polygon([(cx - r, cy + r * 2 // 3), (cx, cy - r * 2 // 3), (cx + r, cy + r * 2 // 3)],
                 fill=MOUNTAIN_FILL, outline=INK)
    draw.polygon([(cx - r // 3, cy - r // 4), (cx, cy - r * 2 // 3), (cx + r // 3, cy - r // 4)],
                 fill=WHITE)


def house(draw: ImageDraw.ImageDraw, cx: int, cy: int, r: int) -> None:
    """A house: a square with a roof."""
    draw.rectangle((cx - r, cy - r // 3, cx + r, cy + r), fill=TILE_FILL, outline=INK, width=2)
    draw.polygon([(cx - r - 3, cy - r // 3), (cx, cy - r - 4), (cx + r + 3, cy - r // 3)],
                 fill=ROAD, outline=INK)


def river_mark(draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
    """A small river plot (for the legend)."""
    draw.rectangle((x, y, x + 28, y + 24), fill=RIVER_FILL, outline=LINE)
    draw.line([(x + 3 + k * 5, y + 12 + (2 if k % 2 else -2)) for k in range(5)], fill=WAVE,
              width=3)


def connected_mark(draw: ImageDraw.ImageDraw, x: int, y: int) -> None:
    """The corner mark of a plot touched by a road (for the legend)."""
    draw.rectangle((x, y, x + 24, y + 24), fill=PLOT_FILL, outline=LINE)
    draw.polygon([(x + 23, y + 9), (x + 23, y + 23), (x + 9, y + 23)], fill=ROAD)


def cowboy(draw: ImageDraw.ImageDraw, x: int, y: int, cb: CowboyView, r: int = 12) -> None:
    """A placed piece: the seat's token; the Sheriff's white pawn is white, ringed in the
    seat's colour, with the seat's letter; a red ring if it carries dynamite."""
    if cb.dynamite:
        dynamite_ring(draw, x, y, r)
    if cb.pawn:
        pawn(draw, x, y, cb.seat, r)
    else:
        token(draw, x, y, cb.seat, r=r)


def dynamite_ring(draw: ImageDraw.ImageDraw, x: int, y: int, r: int) -> None:
    """The red ring of a cowboy carrying dynamite (drawn under the token)."""
    draw.ellipse((x - r - 4, y - r - 4, x + r + 4, y + r + 4), fill=DYNAMITE)


def pawn(draw: ImageDraw.ImageDraw, x: int, y: int, seat: int, r: int) -> None:
    """The white Sheriff pawn placed by `seat` (a negative seat: a plain pawn, for keys)."""
    ring = seat_colour(seat) if seat >= 0 else INK
    draw.ellipse((x - r, y - r, x + r, y + r), fill=WHITE, outline=ring, width=4)
    if seat >= 0:
        draw.text((x, y), seat_letter(seat), font=font(20), fill=INK, anchor="mm")


def roads(draw: ImageDraw.ImageDraw, edges: list[str]) -> None:
    """Roads along plot edges: "H(x,y)" runs east from corner (x,y), "V(x,y)" south."""
    for e in edges:
        ends = road_ends(e)
        if ends is None:
            continue
        ax, ay, bx, by = ends
        draw.line(ends, fill=ROAD, width=8)
        for px, py in ((ax, ay), (bx, by)):
            draw.ellipse((px - 4, py - 4, px + 4, py + 4), fill=ROAD)


def road_ends(edge: str) -> tuple[int, int, int, int] | None:
    """The two ends (ax, ay, bx, by) of the road along plot edge `edge` ("H(x,y)" runs east
    from corner (x,y), "V(x,y)" south); None for a name it cannot read."""
    try:
        x, y = (int(v) for v in edge[2:-1].split(","))
    except ValueError:
        return None
    ax, ay = GX + x * CELL, GY + y * CELL
    return (ax, ay, ax + CELL, ay) if edge[0] == "H" else (ax, ay, ax, ay + CELL)


def offered(draw: ImageDraw.ImageDraw, board: BoardView) -> None:
    """The roads the question asked now offers (issue 19): each edge dashed white on dark,
    unlike a built road (solid brown) and a change mark (yellow on dark, around a box),
    and at its middle its number in a white ring, as its answer's label starts ("⑫")."""
    q = board.road_question()
    if q is None:
        return
    for e in q.roads:
        ends = road_ends(e)
        if ends is not None:
            dashed(draw, ends)
    for n, e in enumerate(q.roads, start=1):
        ends = road_ends(e)
        if ends is not None:
            road_tag(draw, ((ends[0] + ends[2]) // 2, (ends[1] + ends[3]) // 2), str(n))


def dashed(draw: ImageDraw.ImageDraw, ends: tuple[int, int, int, int]) -> None:
    """An offered road along `ends`: white dashes edged in dark."""
    ax, ay, bx, by = ends
    length = max(abs(bx - ax), abs(by - ay))
    for start in range(GAP // 2, length, DASH + GAP):
        stop = min(start + DASH, length - GAP // 2)
        a = (ax + (bx - ax) * start // length, ay + (by - ay) * start // length)
        b = (ax + (bx - ax) * stop // length, ay + (by - ay) * stop // length)
        draw.line([a, b], fill=INK, width=12)
        draw.line([a, b], fill=WHITE, width=6)


def road_tag(draw: ImageDraw.ImageDraw, at: tuple[int, int], text: str, r: int = TAG_R,
             size: int = TAG_TEXT) -> None:
    """A road's number in a white ring of radius `r` centred on `at` (its edge's middle),
    in `size` px unless a long number needs less to fit."""
    x, y = at
    while size > 20 and text_width(text, size) > 2 * r - 8:
        size -= 2
    draw.ellipse((x - r, y - r, x + r, y + r), fill=WHITE, outline=INK, width=3)
    draw.text((x, y), text, font=font(size), fill=INK, anchor="mm")
