"""The Western Legends map: the 64 spaces of the board graph (rules Appendix A) as nodes
with their ids, the locations named, the roads between them, the two towns with their
Saloon and General Store, the two mesas, and the pieces: the players' figures, the Sheriff,
the bandits, the Man in Black and the ranches' cattle stacks.

The renderer sees only the views, so the board's fixed geometry (positions and edges, the
engine's `data/legends/board.json`) is copied here; `tests/render/test_legends_render.py`
checks it against the engine's board."""

from __future__ import annotations

import math

from PIL import ImageDraw

from bot.games.core.words import msg
from bot.games.legends.view import LegendsTableView
from bot.i18n import Voice
from render.common import (
    BG,
    HIGHLIGHT,
    INK,
    LINE,
    MUTED,
    WHITE,
    fit_text,
    font,
    text_width,
    token,
)

# Node centres on the 1600x1000 board (map area x 16..1000, y 64..950).
MAP_RIGHT = 1000
LABEL_SHIFT = {"MP01": -40}  # place names nudged sideways so neighbours' names do not touch
POS: dict[str, tuple[int, int]] = {
    "MP07": (60, 120), "MP03": (190, 110), "MP06": (330, 120), "MP01": (120, 205),
    "MP02": (255, 200), "MP05": (50, 300), "MP04": (200, 290),
    "NR03": (460, 115), "NR05": (390, 200), "NR01": (590, 150), "NR04": (400, 290),
    "NR02": (530, 250),
    "SH01": (720, 110), "SH05": (850, 140), "SH08": (960, 120), "SH02": (680, 240),
    "SH07": (790, 265), "SH03": (905, 240), "SH04": (965, 340), "SH06": (965, 505),
    "DK01": (140, 390), "DK02": (230, 385), "DK03": (315, 385), "DK07": (100, 470),
    "DK04": (205, 465), "DK05": (310, 470), "DK08": (105, 555), "DK06": (205, 550),
    "DK10": (310, 560), "DK09": (215, 630),
    "DX02": (425, 500), "DX04": (535, 470), "DX01": (480, 585), "DX03": (600, 545),
    "RF10": (690, 385), "RF01": (790, 385), "RF03": (890, 390), "RF02": (690, 470),
    "RF04": (790, 470), "RF05": (890, 465), "RF08": (700, 560), "RF06": (795, 555),
    "RF07": (890, 555), "RF09": (845, 630),
    "SV04": (35, 700), "SV09": (165, 705), "SV07": (305, 705), "SV01": (90, 800),
    "SV03": (210, 790), "SV06": (320, 810), "SV08": (435, 760), "SV10": (60, 900),
    "SV02": (200, 895), "SV05": (395, 900),
    "CJ04": (570, 700), "CJ07": (690, 690), "CJ03": (810, 715), "CJ08": (935, 690),
    "CJ01": (545, 815), "CJ06": (700, 825), "CJ02": (870, 810), "CJ05": (560, 915),
    "CJ09": (760, 915), "CJ10": (950, 905),
}

# Each space's neighbours with a later id (every road once; 135 roads).
ROADS: dict[str, str] = {
    "CJ01": "CJ04 CJ05 CJ06 SV08", "CJ02": "CJ03 CJ08 CJ09 CJ10", "CJ03": "CJ06 CJ07 CJ08 RF09",
    "CJ04": "CJ07 DX03 SV08", "CJ05": "CJ06 SV05", "CJ06": "CJ09", "CJ07": "DX03 RF08",
    "CJ08": "RF09 SH06", "CJ09": "CJ10", "DK01": "DK02 DK04 DK07 MP04 MP05",
    "DK02": "DK03 DK04 MP04", "DK03": "DK04 DK05 NR04 NR05", "DK04": "DK05 DK06",
    "DK05": "DK06 DK10 DX02 NR04", "DK06": "DK07 DK08 DK09 DK10", "DK07": "DK08 MP05 SV04",
    "DK08": "DK09 SV09", "DK09": "DK10 SV07 SV09", "DK10": "DX02 SV07",
    "DX01": "DX02 DX03 DX04", "DX02": "DX04", "DX03": "DX04 RF02 RF08",
    "MP01": "MP02 MP03 MP04 MP05 MP07", "MP02": "MP03 MP04 MP06", "MP03": "MP06 MP07",
    "MP04": "MP05", "MP05": "SV04", "MP06": "NR03 NR05", "NR01": "NR02 NR03 SH01 SH02",
    "NR02": "NR04 NR05 SH02", "NR03": "NR05", "NR04": "NR05",
    "RF01": "RF02 RF03 RF04 RF10 SH07", "RF02": "RF04 RF08 RF10", "RF03": "RF04 RF05 SH07",
    "RF04": "RF05 RF06 RF08", "RF05": "RF07 SH03 SH06", "RF06": "RF07 RF08 RF09",
    "RF07": "RF09 SH06", "RF10": "SH07", "SH01": "SH02 SH05", "SH02": "SH07",
    "SH03": "SH04 SH05 SH07 SH08", "SH04": "SH06 SH08", "SH05": "SH07 SH08",
    "SV01": "SV02 SV03 SV04 SV10", "SV02": "SV03 SV06 SV10", "SV03": "SV06 SV07 SV09",
    "SV04": "SV09", "SV05": "SV06 SV08", "SV06": "SV07", "SV07": "SV08 SV09",
}
EDGES: list[tuple[str, str]] = [(a, b) for a, bs in ROADS.items() for b in bs.split()]

# The locations (Appendix A.1): the caption key's selector and the node's fill.
MINE_FILL = (225, 180, 50)
GREEN = (40, 140, 60)
BLUE = (40, 95, 185)
HIDEOUT_FILL = (30, 30, 30)
SHERIFF_FILL = (250, 250, 250)
BANK_FILL = (225, 180, 50)
DOCTOR_FILL = (250, 250, 250)
CABARET_FILL = (200, 70, 120)
RAIL_FILL = (90, 90, 100)
PLAIN_FILL = (205, 185, 150)
STREET_FILL = (170, 140, 105)
ROAD = (160, 130, 95)
TOWN_FILL = (232, 214, 182)
MESA_FILL = (176, 112, 72)
STORE_FILL = (120, 170, 90)
SALOON_FILL = (170, 110, 190)
LOCATIONS: dict[str, tuple[str, tuple[int, int, int]]] = {
    "DK01": ("sheriff", SHERIFF_FILL), "DK10": ("bank", BANK_FILL),
    "RF01": ("doctor", DOCTOR_FILL), "RF02": ("cabaret", CABARET_FILL),
    "MP02": ("green", GREEN), "SH03": ("blue", BLUE),
    "NR02": ("mine", MINE_FILL), "SV02": ("mine", MINE_FILL), "CJ01": ("mine", MINE_FILL),
    "SV05": ("rail", RAIL_FILL),
    "MP01": ("hideout-a", HIDEOUT_FILL), "SH04": ("hideout-a", HIDEOUT_FILL),
    "NR01": ("hideout-b", HIDEOUT_FILL), "DX01": ("hideout-b", HIDEOUT_FILL),
    "SV01": ("hideout-c", HIDEOUT_FILL), "CJ02": ("hideout-c", HIDEOUT_FILL),
}
RANCH_OF = {"green": "MP02", "blue": "SH03"}
# Towns: (name, box, building pills: (caption key, centre, access spaces)).
TOWNS = [
    ("Darkrock", (22, 340, 362, 668), [
        ("store", (270, 428), ("DK02", "DK03", "DK04")),
        ("saloon", (155, 512), ("DK06", "DK07", "DK08"))]),
    ("Red Falls", (640, 340, 988, 668), [
        ("saloon", (840, 428), ("RF03", "RF04", "RF05")),
        ("store", (845, 595), ("RF06", "RF07", "RF09"))]),
]
MESAS = [("n", (440, 330, 620, 420)), ("s", (350, 625, 530, 700))]
MAP_FILLS = [MINE_FILL, GREEN, BLUE, HIDEOUT_FILL, CABARET_FILL, RAIL_FILL, PLAIN_FILL,
             STREET_FILL, ROAD, TOWN_FILL, MESA_FILL, STORE_FILL, SALOON_FILL]
TOWN_SPACES = {s for s in POS if s[:2] in ("DK", "RF")}
NODE_R, LOC_R, PIECE_R = 9, 13, 12
STEP = 2 * PIECE_R + 2  # px between the figures standing on a space


def town_areas(draw: ImageDraw.ImageDraw, voice: Voice) -> None:
    """The two towns' grounds with their names, the two mesas."""
    for name, box, _ in TOWNS:
        draw.rounded_rectangle(box, radius=16, fill=TOWN_FILL, outline=LINE, width=2)
        draw.text((box[0] + 10, box[1] + 4), name, font=font(22), fill=INK)
    for which, box in MESAS:
        draw.ellipse(box, fill=MESA_FILL, outline=INK, width=2)
        label = fit_text(voice(msg("legends-r-mesa", which=which)), 20, box[2] - box[0] - 16)
        draw.text(((box[0] + box[2]) // 2, (box[1] + box[3]) // 2), label, font=font(20),
                  fill=WHITE, anchor="mm")


def buildings(draw: ImageDraw.ImageDraw, voice: Voice) -> None:
    """Each Saloon and General Store as a pill tied to its three access spaces."""
    for _, _, pills in TOWNS:
        for kind, (cx, cy), access in pills:
            fill = STORE_FILL if kind == "store" else SALOON_FILL
            for s in access:
                x, y = POS[s]
                draw.line((cx, cy, x, y), fill=fill, width=4)
    for _, _, pills in TOWNS:
        for kind, (cx, cy), _ in pills:
            fill = STORE_FILL if kind == "store" else SALOON_FILL
            label = fit_text(voice(msg("legends-r-building", kind=kind)), 20, 90)
            w = int(text_width(label, 20)) // 2 + 8
            draw.rounded_rectangle((cx - w, cy - 14, cx + w, cy + 14), radius=8, fill=fill,
                                   outline=INK, width=2)
            draw.text((cx, cy), label, font=font(20), fill=WHITE, anchor="mm")


def label(draw: ImageDraw.ImageDraw, x: int, y: int, text: str,
          fill: tuple[int, int, int] = INK) -> None:
    """A caption centred under (x, y) on a knocked-out background, kept inside the map
    area (x 16..1000) so it never runs under the players' panel."""
    w = int(text_width(text, 20)) // 2
    x = max(16 + w + 2, min(x, MAP_RIGHT - w - 2))
    draw.rectangle((x - w - 2, y, x + w + 2, y + 22), fill=BG)
    draw.text((x, y + 11), text, font=font(20), fill=fill, anchor="mm")


def star(draw: ImageDraw.ImageDraw, x: int, y: int, r: int) -> None:
    """The Sheriff's badge: a white five-point star outlined in ink."""
    pts: list[tuple[float, float]] = []
    for k in range(10):
        rad = r if k % 2 == 0 else r * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        pts.append((x + rad * math.cos(a), y + rad * math.sin(a)))
    draw.polygon(pts, fill=HIGHLIGHT, outline=INK, width=2)


def bandit(draw: ImageDraw.ImageDraw, x: int, y: int, r: int) -> None:
    """A bandit: a black disc with a white cross."""
    draw.ellipse((x - r, y - r, x + r, y + r), fill=HIDEOUT_FILL, outline=INK, width=2)
    k = r // 2
    draw.line((x - k, y - k, x + k, y + k), fill=WHITE, width=3)
    draw.line((x - k, y + k, x + k, y - k), fill=WHITE, width=3)


def man_in_black(draw: ImageDraw.ImageDraw, x: int, y: int, r: int) -> None:
    """The Man in Black: a dark square with an M."""
    draw.rounded_rectangle((x - r, y - r, x + r, y + r), radius=4, fill=(60, 60, 60),
                           outline=INK, width=2)
    draw.text((x, y), "M", font=font(20), fill=WHITE, anchor="mm")


def node(draw: ImageDraw.ImageDraw, voice: Voice, space: str, focus: bool) -> None:
    """One space: a dot (street, plain) or a marked location, with its id and name."""
    x, y = POS[space]
    loc = LOCATIONS.get(space)
    if focus:
        draw.ellipse((x - 22, y - 22, x + 22, y + 22), outline=HIGHLIGHT, width=6)
    if loc is None:
        fill = STREET_FILL if space in TOWN_SPACES else PLAIN_FILL
        draw.ellipse((x - NODE_R, y - NODE_R, x + NODE_R, y + NODE_R), fill=fill, outline=INK,
                     width=2)
        label(draw, x, y + NODE_R + 2, space, MUTED)
        return
    kind, fill = loc
    r = LOC_R
    draw.rounded_rectangle((x - r, y - r, x + r, y + r), radius=5, fill=fill, outline=INK,
                           width=3)
    if kind == "doctor":
        draw.rectangle((x - 3, y - 9, x + 3, y + 9), fill=(200, 30, 30))
        draw.rectangle((x - 9, y - 3, x + 9, y + 3), fill=(200, 30, 30))
    elif kind == "sheriff":
        star(draw, x, y, 10)
    name = voice(msg("legends-r-loc", loc=kind))
    label(draw, x + LABEL_SHIFT.get(space, 0), y + r + 1, fit_text(f"{name} {space}", 20, 190))


def standing(view: LegendsTableView) -> dict[str, list[tuple[str, int]]]:
    """Every space's figures, in the order they are drawn: the players' (with their seat),
    then the Sheriff, the bandits and the Man in Black (seat -1)."""
    on: dict[str, list[tuple[str, int]]] = {}
    for p in view.players:
        if p.space in POS:
            on.setdefault(p.space, []).append(("player", p.seat))
    if view.sheriff in POS:
        on.setdefault(view.sheriff, []).append(("sheriff", -1))
    for b in view.bandits:
        if b in POS:
            on.setdefault(b, []).append(("bandit", -1))
    if view.mib in POS:
        on.setdefault(view.mib, []).append(("mib", -1))
    return on


def figure_row(space: str, count: int) -> tuple[int, int]:
    """The centre of the first of `count` figures standing on `space`, in their row above
    its node (kept on the map); the others follow every `STEP` px to the right."""
    x, y = POS[space]
    left = x - (count - 1) * STEP // 2
    left = max(16 + PIECE_R, min(left, 996 - PIECE_R - (count - 1) * STEP))
    return left, y - LOC_R - PIECE_R - 2


def pieces(draw: ImageDraw.ImageDraw, view: LegendsTableView) -> None:
    """Everything standing on a space, in a row above its node: the players' figures (a
    wounded one flattened), then the Sheriff, the bandits and the Man in Black."""
    wounded = {p.seat: p.wounds > 0 for p in view.players}
    for space, stack in standing(view).items():
        left, py = figure_row(space, len(stack))
        for k, (what, seat) in enumerate(stack):
            px = left + k * STEP
            if what == "player":
                token(draw, px, py, seat, r=PIECE_R, wounded=wounded.get(seat, False))
            elif what == "sheriff":
                star(draw, px, py, PIECE_R + 3)
            elif what == "bandit":
                bandit(draw, px, py, PIECE_R)
            else:
                man_in_black(draw, px, py, PIECE_R)


def cattle(draw: ImageDraw.ImageDraw, view: LegendsTableView, voice: Voice) -> None:
    """How many cattle tokens each ranch still holds, beside the ranch."""
    for colour, space in RANCH_OF.items():
        if colour not in view.ranches:
            continue
        x, y = POS[space]
        text = voice(msg("legends-r-herd", count=view.ranches[colour]))
        fill = GREEN if colour == "green" else BLUE
        w = int(text_width(text, 20))
        x0 = x - w // 2 - 6
        y0 = y + LOC_R + 24
        draw.rounded_rectangle((x0, y0, x0 + w + 12, y0 + 26), radius=6, fill=fill)
        draw.text((x0 + 6, y0 + 13), text, font=font(20), fill=WHITE, anchor="lm")


def board_map(draw: ImageDraw.ImageDraw, view: LegendsTableView, voice: Voice) -> None:
    """The whole map: towns and mesas, roads, buildings, spaces, cattle, pieces, key."""
    town_areas(draw, voice)
    for a, b in EDGES:
        draw.line((*POS[a], *POS[b]), fill=ROAD, width=3)
    buildings(draw, voice)
    focus = {q.what for q in view.questions if q.what in POS}
    if view.fight is not None and view.fight.space in POS:
        focus.add(view.fight.space)
    for space in POS:
        node(draw, voice, space, space in focus)
    cattle(draw, view, voice)
    pieces(draw, view)
    key(draw, voice, view, 20, 962)


def key(draw: ImageDraw.ImageDraw, voice: Voice, view: LegendsTableView, x: int,
        y: int) -> None:
    """The key to the pieces under the map."""
    items = ["sheriff", "bandit"] + (["mib"] if view.mib in POS else [])
    for what in items:
        cx, cy = x + 13, y + 12
        if what == "sheriff":
            star(draw, cx, cy, PIECE_R + 3)
        elif what == "bandit":
            bandit(draw, cx, cy, PIECE_R)
        else:
            man_in_black(draw, cx, cy, PIECE_R)
        text = voice(msg("legends-r-key", what=what))
        draw.text((x + 32, cy), text, font=font(20), fill=INK, anchor="lm")
        x += 32 + int(text_width(text, 20)) + 26
