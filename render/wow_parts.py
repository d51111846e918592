"""Panels of the Way Out West board: towns, action boxes, tracks, players, fight."""

from __future__ import annotations

import re

from PIL import ImageDraw

from bot.games.wow.view import EMPTY_CORRAL, FARMER_TOKEN, WowTableView
from render.common import (
    HIGHLIGHT,
    INK,
    LINE,
    MUTED,
    PANEL,
    fit_text,
    font,
    panel,
    seat_colour,
    seat_letter,
    text_colour_on,
    token,
)

Box = tuple[int, int, int, int]
SHORT = {"jail": "JAIL", "stagecoach": "COACH", "store": "STORE", "hotel": "HOTEL",
         "bank": "BANK", "train": "TRAIN"}
FARMER_FILL = (139, 94, 52)
EMPTY_FILL = (250, 246, 235)
TAKEN_FILL = (205, 195, 175)


def town(draw: ImageDraw.ImageDraw, view: WowTableView, t: int, box: Box) -> None:
    b = view.board
    x0, y0, x1, _ = box
    fight = b.fight is not None and b.fight.town == t
    panel(draw, box, outline=HIGHLIGHT if fight else LINE)
    draw.text((x0 + 10, y0 + 8), f"{t + 1}", font=font(26), fill=MUTED)
    draw.text((x0 + 34, y0 + 10), fit_text(view.town_names[t], 22, x1 - x0 - 44), font=font(22),
              fill=INK)
    corrals(draw, b.corrals[t], x0 + 12, y0 + 46)
    spaces(draw, view, t, x0 + 10, y0 + 160, x1 - x0 - 20)
    cowboys(draw, b.cowboys[t], x0 + 12, y0 + 330, x1 - x0 - 24)


def corrals(draw: ImageDraw.ImageDraw, row: list[int], x: int, y: int) -> None:
    draw.text((x, y), "corrals", font=font(15), fill=MUTED)
    for i, c in enumerate(row):
        cx, cy = x + 22 + (i % 4) * 46, y + 40 + (i // 4) * 46
        if c == EMPTY_CORRAL:
            draw.rectangle((cx - 18, cy - 18, cx + 18, cy + 18), fill=EMPTY_FILL, outline=LINE,
                           width=2)
        elif c == FARMER_TOKEN:
            draw.rectangle((cx - 18, cy - 18, cx + 18, cy + 18), fill=FARMER_FILL, outline=INK,
                           width=2)
            draw.text((cx, cy), "F", font=font(22), fill=(255, 255, 255), anchor="mm")
        else:
            draw.rectangle((cx - 18, cy - 18, cx + 18, cy + 18), fill=EMPTY_FILL, outline=LINE,
                           width=2)
            token(draw, cx, cy, c, r=15)


def spaces(draw: ImageDraw.ImageDraw, view: WowTableView, t: int, x: int, y: int, w: int) -> None:
    row = view.board.spaces[t]
    draw.text((x + 2, y - 4), "buildings", font=font(15), fill=MUTED)
    cw = (w - 8) // 2
    for i, sp in enumerate(row):
        bx, by = x + (i % 2) * (cw + 8), y + 16 + (i // 2) * 48
        rect = (bx, by, bx + cw, by + 42)
        if sp is None:
            draw.rounded_rectangle(rect, radius=6, fill=EMPTY_FILL, outline=LINE, width=2)
            continue
        fill = seat_colour(sp.owner)
        draw.rounded_rectangle(rect, radius=6, fill=fill, outline=INK, width=2)
        ink = text_colour_on(fill)
        draw.text((bx + 6, by + 21), SHORT.get(sp.kind, sp.kind.upper()), font=font(15),
                  fill=ink, anchor="lm")
        draw.text((bx + cw - 8, by + 21), seat_letter(sp.owner), font=font(20), fill=ink,
                  anchor="rm")


def cowboys(draw: ImageDraw.ImageDraw, counts: list[int], x: int, y: int, w: int) -> None:
    draw.text((x, y), "cowboys", font=font(15), fill=MUTED)
    shown = [(s, n) for s, n in enumerate(counts) if n]
    for i, (s, n) in enumerate(shown):
        cx, cy = x + 18 + (i % 3) * (w // 3), y + 38 + (i // 3) * 40
        token(draw, cx, cy, s, r=15)
        draw.text((cx + 20, cy), f"x{n}", font=font(20), fill=INK, anchor="lm")


def boxes(draw: ImageDraw.ImageDraw, view: WowTableView, box: Box) -> None:
    panel(draw, box, "Action boxes", title_size=20)
    x0, y0, x1, _ = box
    cols = 7
    cw = (x1 - x0 - 20 - (cols - 1) * 6) // cols
    for i, info in enumerate(view.boxes):
        bx, by = x0 + 10 + (i % cols) * (cw + 6), y0 + 38 + (i // cols) * 62
        taken = info.taken_by is not None
        draw.rounded_rectangle((bx, by, bx + cw, by + 56), radius=6,
                               fill=TAKEN_FILL if taken else EMPTY_FILL, outline=LINE, width=2)
        name = info.label.partition(" (")[0].replace("general store", "store")
        draw.text((bx + 6, by + 6), fit_text(name, 16, cw - 12), font=font(16), fill=INK)
        sub = box_sub(info.action, info.cost, info.label)
        draw.text((bx + 6, by + 30), fit_text(sub, 14, cw - (44 if taken else 12)),
                  font=font(14), fill=MUTED)
        if taken and info.taken_by is not None:
            token(draw, bx + cw - 20, by + 36, info.taken_by, r=14)


def box_sub(action: str, cost: int, label: str) -> str:
    if action in ("buy_cattle", "hire_cowboys"):
        return f"${cost} each, 1-2"
    if action == "build":
        return f"${cost}"
    if action == "move_cowboys":
        return "up to " + label.rsplit(" ", 1)[-1].rstrip(")")
    return "free"


def lettered(text: str) -> str:
    """Seat markers `@N` become the seat letters shown on the tokens."""
    return re.sub(r"@(\d+)", lambda m: seat_letter(int(m.group(1))), text)


def players(draw: ImageDraw.ImageDraw, view: WowTableView, box: Box) -> None:
    panel(draw, box, "Players", title_size=20)
    x0, y0, x1, _ = box
    draw.text((x0 + 60, y0 + 38), "money  wanted  score  income  discs", font=font(15),
              fill=MUTED)
    for i, p in enumerate(view.players):
        y = y0 + 62 + i * 56
        if p.seat in view.to_act:
            draw.rounded_rectangle((x0 + 6, y - 4, x1 - 6, y + 48), radius=8, fill=HIGHLIGHT)
        token(draw, x0 + 30, y + 22, p.seat, r=18)
        vals = [f"${p.money}", str(p.wanted), str(p.score), f"${p.income}", str(p.discs)]
        for j, v in enumerate(vals):
            draw.text((x0 + 62 + j * 66, y + 8), v, font=font(22), fill=INK)
        draw.text((x0 + 62, y + 32), fit_text(supply_line(view, p.seat), 13, x1 - x0 - 70),
                  font=font(13), fill=MUTED)


def supply_line(view: WowTableView, seat: int) -> str:
    p = view.players[seat]
    bl = " ".join(f"{SHORT[k][0]}{n}" for k, n in p.buildings_supply.items())
    farmer = "farmer used" if p.farmer_used else "farmer ready"
    return f"supply: {p.cowboys_supply} cowboys, {p.cattle_supply} cattle, {bl}, {farmer}"


def tracks(draw: ImageDraw.ImageDraw, view: WowTableView, box: Box) -> None:
    b = view.board
    x0, y0, x1, _ = box
    panel(draw, box, "Turn order", title_size=20)
    order = b.order
    if b.auction is not None:
        order = [s for pos in range(1, b.n + 1) for s in range(b.n) if b.auction.position[s] == pos]
    for i in range(b.n):
        cx = x0 + 40 + i * 70
        draw.text((cx, y0 + 52), str(i + 1), font=font(16), fill=MUTED, anchor="mm")
        seat = order[i] if i < len(order) and b.auction is None else None
        if b.auction is not None:
            seat = next((s for s in range(b.n) if b.auction.position[s] == i + 1), None)
        if seat is not None:
            token(draw, cx, y0 + 82, seat, r=17)
        else:
            draw.ellipse((cx - 17, y0 + 65, cx + 17, y0 + 99), outline=LINE, width=2)
    ry = y0 + 118
    draw.text((x0 + 12, ry), f"Round {view.round_no} of {view.rounds}  ($ = income)",
              font=font(18), fill=INK)
    cw = (x1 - x0 - 24) // 12
    for pos in range(1, 13):
        cx = x0 + 12 + (pos - 1) * cw
        used = pos >= b.start_track
        fill = HIGHLIGHT if pos == b.track else (EMPTY_FILL if used else TAKEN_FILL)
        draw.rectangle((cx, ry + 26, cx + cw - 4, ry + 62), fill=fill, outline=LINE, width=2)
        draw.text((cx + (cw - 4) // 2, ry + 38), str(pos), font=font(16), fill=INK, anchor="mm")
        if pos in view.income_after:
            draw.text((cx + (cw - 4) // 2, ry + 55), "$", font=font(13), fill=MUTED, anchor="mm")


def now_panel(draw: ImageDraw.ImageDraw, view: WowTableView, box: Box) -> None:
    b = view.board
    x0, y0, x1, _ = box
    fight = b.fight or b.last_fight
    title = "Shootout" if b.fight else ("Last shootout" if fight else "Now")
    if b.auction is not None:
        title = "Auction"
    panel(draw, box, title, fill=PANEL, title_size=20)
    draw.text((x0 + 200, y0 + 10), fit_text(lettered(view.prompt), 20, x1 - x0 - 214),
              font=font(20), fill=INK)
    if b.auction is not None:
        auction_lines(draw, view, x0 + 12, y0 + 44)
    elif b.phase == "setup":
        for i, rolls in enumerate(b.start_rolls[:4]):
            line = ", ".join(f"{seat_letter(s)} rolled {r}" for s, r in rolls)
            draw.text((x0 + 12, y0 + 44 + i * 28), f"Start player dice: {line}", font=font(20),
                      fill=INK)
    elif fight is not None:
        fight_lines(draw, view, x0 + 12, y0 + 44, x1 - x0 - 24)


def auction_lines(draw: ImageDraw.ImageDraw, view: WowTableView, x: int, y: int) -> None:
    a = view.board.auction
    assert a is not None
    draw.text((x, y), f"Auction · high bid ${a.high}", font=font(20), fill=INK)
    for i, s in enumerate(a.prev):
        cx = x + 20 + i * 200
        token(draw, cx, y + 56, s, r=16)
        state = "bidding" if s in a.active else f"out, takes {a.position[s]}"
        draw.text((cx + 24, y + 44), f"${a.bids[s]} {state}", font=font(18), fill=INK)


def fight_lines(draw: ImageDraw.ImageDraw, view: WowTableView, x: int, y: int, w: int) -> None:
    f = view.board.fight or view.board.last_fight
    assert f is not None
    d_name = "farmer" if f.defender == FARMER_TOKEN else f"{seat_letter(f.defender)}"
    mode = {"sim": "simultaneous", "seq": "sequential"}.get(f.mode, "choosing sides")
    head = (f"{view.town_names[f.town]}: {seat_letter(f.attacker)} attacks {d_name}'s "
            f"{f.target} · {mode}")
    draw.text((x, y), fit_text(head, 20, w), font=font(20), fill=INK)
    draw.text((x, y + 28), "attack " + side_text(f.a) + "   defence " + side_text(f.d),
              font=font(18), fill=INK)
    for i, v in enumerate(f.volleys[-3:]):
        who = seat_letter(f.attacker) if v.side == "a" else d_name
        dice = " ".join(str(d) for d in v.dice)
        dead = ", ".join(v.killed) or "no one"
        draw.text((x, y + 56 + i * 24), fit_text(f"{who} rolled [{dice}]: {v.hits} hit(s), "
                                                 f"{dead} down", 17, w), font=font(17), fill=INK)
    if f.winner:
        res = {"a": f"{seat_letter(f.attacker)} won", "d": f"{d_name} won", "none": "nobody won"}
        draw.text((x + w - 4, y), res[f.winner], font=font(20), fill=INK, anchor="ra")


def side_text(s: object) -> str:
    parts = [f"{getattr(s, k)} {k}" for k in ("cowboys", "guard", "sheriff", "phantom", "farmer")
             if getattr(s, k)]
    return "+".join(parts) if parts else "none left"
