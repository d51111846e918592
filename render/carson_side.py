"""The side panels of the Carson City board: the players (kit, reserves, order) and what
happens now (the question asked, the last duel, Town Hall, outlaws, the bag, the legend)."""

from __future__ import annotations

from PIL import ImageDraw

from bot.games.carson.view import CarsonTableView, PlayerView
from bot.games.core.words import Msg, msg, seat
from bot.i18n import Voice
from render.carson_city import (
    connected_mark,
    dynamite_ring,
    house,
    mountain,
    pawn,
    river_mark,
    road_tag,
)
from render.common import (
    ESSENTIAL_TEXT,
    HIGHLIGHT,
    INK,
    MUTED,
    draw_items,
    fit_text,
    font,
    headline,
    panel,
    seat_heading,
    text_width,
    token,
    wrap_items,
)

Box = tuple[int, int, int, int]
COLUMNS = ("money", "vp", "rev", "fire", "cowboys", "roads", "tiles")


def values(p: PlayerView) -> list[str]:
    """A player's numbers in column order."""
    return [f"${p.money}", str(p.vp), str(p.revolvers), str(p.firepower), str(p.cowboys),
            str(p.roads), str(p.tiles)]


def extras(p: PlayerView, voice: Voice, announced: int | None = None) -> list[str]:
    """What else a player holds: passed, kept buildings, ammunition, dynamite, duel tiles
    (how many, and the total announced at setup)."""
    out: list[str] = []
    if p.passed:
        out.append(voice(msg("carson-r-passed")))
    if p.kept:
        kept = ", ".join(voice(msg("carson-r-short", kind=k)) for k in p.kept)
        out.append(voice(msg("carson-r-kept", list=kept)))
    if p.ammo:
        out.append(voice(msg("carson-r-ammo")))
    if p.dynamite:
        out.append(voice(msg("carson-r-dynamite", count=p.dynamite)))
    if p.tiles_in_hand:  # how many, never which (rules §9)
        out.append(voice(msg("carson-r-mir-count", count=p.tiles_in_hand)))
    if announced is not None:
        out.append(voice(msg("carson-r-mir-total", total=announced)))
    return out


def held(p: PlayerView, voice: Voice) -> str:
    """This round's character cards with their numbers ("3 Grocer")."""
    return ", ".join(f"{n} {voice(msg('carson-card', n=n))}" for n, _ in p.held)


def players(draw: ImageDraw.ImageDraw, view: CarsonTableView, voice: Voice, box: Box) -> None:
    """One row per player (by seat): token, name and VP at the essential size; below, the
    other figures with their names, the character and what else the player holds. The title
    line shows the order of the round."""
    x0, y0, x1, y1 = box
    title = voice(msg("carson-r-players"))
    panel(draw, box, title, title_size=22)
    order = view.board.order
    ox = x0 + 24 + int(text_width(title, 22)) + 20
    label = voice(msg("carson-r-order"))
    draw.text((ox, y0 + 10), label, font=font(20), fill=MUTED)
    ox += int(text_width(label, 20)) + 22
    for k, s in enumerate(order):
        token(draw, ox + k * 34, y0 + 22, s, r=14)
    n = max(1, len(view.players))
    row_h = min(ROW_H, (y1 - y0 - 44) // n)
    big = font(ESSENTIAL_TEXT)
    totals = view.board.start_totals
    for i, p in enumerate(view.players):
        y = y0 + 42 + i * row_h
        if p.seat in view.to_act:
            draw.rounded_rectangle((x0 + 5, y - 2, x1 - 5, y + row_h - 4), radius=8,
                                   fill=HIGHLIGHT)
        token(draw, x0 + 30, y + 26, p.seat, r=18)
        vp = voice(msg("carson-r-vp", vp=p.vp))
        draw.text((x1 - 16, y), vp, font=big, fill=INK, anchor="ra")
        vp_x = x1 - 16 - int(text_width(vp, ESSENTIAL_TEXT))
        below = (row_h - ESSENTIAL_TEXT - 18) // 23  # lines of figures below the name
        room = vp_x - 16 - (x0 + 56) if below else min(260, vp_x - 16 - (x0 + 56))
        heading_end = seat_heading(draw, (x0 + 56, y), voice, p.seat, room)
        items = [f"{voice(msg('carson-r-col', col=c))} {v}"
                 for c, v in zip(COLUMNS, values(p), strict=True) if c != "vp"]
        if p.held:
            items.append(held(p, voice))
        items += extras(p, voice, totals[p.seat] if p.seat < len(totals) else None)
        if below:  # the figures under the name
            fx, fy, width = x0 + 56, y + ESSENTIAL_TEXT + 10, x1 - x0 - 72
        else:  # a crowded table: beside it, two lines (the embed has every figure)
            fx = heading_end + 16
            fy, width, below = y + 2, vp_x - 16 - fx, 2
        draw_items(draw, (fx, fy), items, 20, width, below)


ROW_H = ESSENTIAL_TEXT + 10 + 2 * 23 + 8


def now_panel(draw: ImageDraw.ImageDraw, view: CarsonTableView, voice: Voice, box: Box) -> None:
    """The question asked now (at the essential size), the last duel, then Town Hall,
    outlaws and the bag (the key to the map's icons is in the hand image)."""
    x0, y0, x1, _ = box
    b = view.board
    heading = voice(msg("carson-r-now"))
    panel(draw, box)
    draw.text((x0 + 12, y0 + 16), heading, font=font(24), fill=MUTED)
    px = x0 + 12 + int(text_width(heading, 24)) + 20
    asked = voice(view.prompt) if view.prompt is not None else voice(msg("carson-r-idle"))
    y = headline(draw, asked, px, y0 + 4, x1 - 14)
    duel_line(draw, view, voice, x0 + 14, y, x1 - 14)
    facts: list[Msg] = []
    if 0 <= b.townhall < len(b.plots):
        plot = b.plots[b.townhall].name
        facts.append(msg("carson-r-townhall", plot=plot, who=seat(b.occupant))
                     if b.occupant >= 0 else msg("carson-r-townhall-free", plot=plot))
    if b.outlaws:
        facts.append(msg("carson-r-outlaws", strength=b.outlaw_strength,
                         plots=", ".join(b.outlaws)))
    facts.append(msg("carson-r-bag", count=len(b.bag)))
    if b.discard:  # Might is Right: the discard pile is public (rules §8.2)
        facts.append(msg("carson-r-discard", tiles=", ".join(map(str, b.discard))))
    y += 32
    for line in wrap_items([voice(f) for f in facts], 20, x1 - x0 - 28):
        draw.text((x0 + 14, y), line, font=font(20), fill=INK)
        y += 26


def duel_line(draw: ImageDraw.ImageDraw, view: CarsonTableView, voice: Voice, x: int, y: int,
              x1: int) -> None:
    """The last duel: where, each contender's token and total, who won."""
    d = view.board.last_duel
    if d is None:
        draw.text((x, y), voice(msg("carson-r-no-duel")), font=font(22), fill=MUTED)
        return
    where = voice(msg("carson-r-duel", loc=msg("carson-loc", id=d.loc)))
    draw.text((x, y), where, font=font(22), fill=INK)
    cx = x + int(text_width(where, 22)) + 26
    for s, total in zip(d.seats, d.totals, strict=False):
        token(draw, cx, y + 13, s, r=14)
        draw.text((cx + 20, y), str(total), font=font(22), fill=INK)
        cx += 20 + int(text_width(str(total), 22)) + 30
    if d.winner >= 0:
        won = voice(msg("carson-r-duel-won", who=seat(d.winner)))
        draw.text((cx, y), fit_text(won, 22, max(40, x1 - cx)), font=font(22), fill=INK)


def legend_items(view: CarsonTableView) -> list[tuple[str, Msg]]:
    """The icons the map uses now, with their captions (river, dynamite and the numbered
    roads a question offers only if seen; the offered roads first: they are asked about)."""
    b = view.board
    items = [("mountain", msg("carson-r-legend-mountain")), ("house", msg("carson-r-legend-house")),
             ("townhouse", msg("carson-r-legend-townhouse")),
             ("connected", msg("carson-r-legend-connected")),
             ("pawn", msg("carson-r-legend-pawn"))]
    if b.road_question() is not None:
        items.insert(0, ("offered", msg("carson-r-legend-offered")))
    if any(p.river for p in b.plots):
        items.append(("river", msg("carson-r-legend-river")))
    if any(c.dynamite for c in b.cowboys):
        items.append(("dynamite", msg("carson-r-legend-dynamite")))
    return items


def legend(draw: ImageDraw.ImageDraw, voice: Voice, items: list[tuple[str, Msg]],
           box: Box) -> None:
    """The key to the map's icons, in as many lines of 34 px as `box` holds."""
    left, y, x1, y1 = box
    x = left
    for kind, words in items:
        text = voice(words)
        need = 40 + int(text_width(text, 20)) + 22
        if x + need > x1:
            x, y = left, y + 34
        if x + need > x1 or y + 28 > y1:
            break
        cy = y + 14
        if kind == "mountain":
            mountain(draw, x + 16, cy, 16)
        elif kind == "house":
            house(draw, x + 16, cy + 2, 10)
        elif kind == "townhouse":
            house(draw, x + 8, cy + 2, 8)
            house(draw, x + 26, cy + 2, 8)
        elif kind == "connected":
            connected_mark(draw, x + 4, cy - 12)
        elif kind == "river":
            river_mark(draw, x + 2, cy - 12)
        elif kind == "dynamite":
            dynamite_ring(draw, x + 16, cy, 12)
        elif kind == "offered":
            road_tag(draw, (x + 16, cy), "1", r=13, size=20)  # as the labels' "①"
        else:
            pawn(draw, x + 16, cy, -1, 13)
        draw.text((x + 40, y + 2), text, font=font(20), fill=INK)
        x += need
