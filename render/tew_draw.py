"""Tiny Epic Western drawing primitives: poker cards and suits, dice, posse, icons, buildings.

Everything is drawn with Pillow primitives; every colour also carries a letter or a shape.
"""

from __future__ import annotations

from PIL import ImageDraw

from bot.games.core.words import msg
from bot.games.tew.view import BuildingView
from bot.i18n import Voice
from render.common import (
    INK,
    LINE,
    MIN_TEXT,
    MUTED,
    font,
    seat_colour,
    seat_letter,
    text_colour_on,
    text_width,
    token,
)

Box = tuple[int, int, int, int]
Draw = ImageDraw.ImageDraw

CARD_FACE = (255, 253, 246)
CARD_BACK = (170, 40, 40)
RIVAL_FILL = (70, 70, 70)
WHITE = (255, 255, 255)
# Influence: colour + letter ($ MONEY, L LAW, F FORCE); industries: colour + shape + letter.
INF_FILL = {"MONEY": (240, 228, 66), "LAW": (86, 180, 233), "FORCE": (213, 94, 0),
            "ANY": (200, 200, 200)}
INF_LETTER = {"MONEY": "$", "LAW": "L", "FORCE": "F", "ANY": "?"}
BUILDING_FILL = (214, 228, 240)
WANTED_CARD = (240, 222, 180)
BADGE_WANTED = (230, 200, 150)
DUEL_FILL = (255, 248, 220)
IND_FILL = {"MINING": (230, 159, 0), "RAILROAD": (150, 90, 170), "WAGON": (0, 158, 115)}


def who(voice: Voice, seat: int) -> str:
    """A seat as written on the images: its player's name and colour letter ('Ana (B)');
    -1 is the solo Rival."""
    if seat < 0:
        return voice.name(seat)
    return f"{voice.name(seat)} ({seat_letter(seat)})"


def posse(draw: Draw, x: int, y: int, owner: int, standing: bool, r: int = 14) -> None:
    """A posse: standing = disc with the owner's letter, wounded = flat bar, lowercase letter.
    The solo Rival's posse are dark grey with R."""
    if owner >= 0 and standing:
        token(draw, x, y, owner, r=r)
        return
    fill = seat_colour(owner) if owner >= 0 else RIVAL_FILL
    letter = seat_letter(owner) if owner >= 0 else "R"
    ink = text_colour_on(fill)
    if standing:
        draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=2)
        draw.text((x, y), letter, font=font(max(MIN_TEXT, r + 2)), fill=ink, anchor="mm")
    else:
        h = r * 3 // 5
        draw.rounded_rectangle((x - r - 2, y - h, x + r + 2, y + h), radius=4, fill=fill,
                               outline=INK, width=2)
        draw.text((x, y), letter.lower(), font=font(max(MIN_TEXT, r + 4)), fill=ink, anchor="mm")


def seat_token(draw: Draw, x: int, y: int, seat: int, r: int = 16) -> None:
    """A seat's standing token."""
    posse(draw, x, y, seat, True, r)


def suit_shape(draw: Draw, cx: int, cy: int, s: int, code: str,
               fill: tuple[int, int, int] = INK) -> None:
    """The suit drawn as a shape `s` pixels wide: hat, teepee, horseshoe or steer head."""
    h = s // 2
    if code == "Ha":
        draw.ellipse((cx - h, cy + s // 8, cx + h, cy + s // 3), fill=fill)
        draw.rounded_rectangle((cx - s // 4, cy - h + 2, cx + s // 4, cy + s // 4), radius=s // 8,
                               fill=fill)
    elif code == "Te":
        draw.polygon([(cx, cy - h + s // 8), (cx - h, cy + h), (cx + h, cy + h)], fill=fill)
        draw.line((cx - s // 6, cy - h, cx + s // 10, cy - h + s // 4), fill=fill, width=2)
        draw.line((cx + s // 6, cy - h, cx - s // 10, cy - h + s // 4), fill=fill, width=2)
        draw.polygon([(cx, cy + s // 8), (cx - s // 8, cy + h), (cx + s // 8, cy + h)],
                     fill=CARD_FACE)
    elif code == "Ho":
        draw.arc((cx - h, cy - h, cx + h, cy + h + s // 6), 140, 400, fill=fill,
                 width=max(3, s // 5))
    elif code == "St":
        q = s // 4
        horn = max(3, s // 9)
        draw.line([(cx - h - 2, cy - h), (cx - h + q // 2, cy - q), (cx + h - q // 2, cy - q),
                   (cx + h + 2, cy - h)], fill=fill, width=horn, joint="curve")
        draw.polygon([(cx - h, cy - q // 2), (cx - q, cy - q), (cx - q, cy)], fill=fill)
        draw.polygon([(cx + h, cy - q // 2), (cx + q, cy - q), (cx + q, cy)], fill=fill)
        draw.polygon([(cx - q, cy - q - 2), (cx + q, cy - q - 2), (cx + q // 2, cy + h),
                      (cx - q // 2, cy + h)], fill=fill)


def card(draw: Draw, box: Box, label: str | None) -> None:
    """A poker card: value, suit code and suit shape; None or '?' is a face-down red back."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    if not label or label == "?":
        draw.rounded_rectangle(box, radius=max(4, w // 8), fill=CARD_BACK, outline=INK, width=2)
        draw.rounded_rectangle((x0 + 5, y0 + 5, x1 - 5, y1 - 5), radius=max(3, w // 10),
                               outline=(230, 200, 200), width=1)
        draw.text(((x0 + x1) // 2, (y0 + y1) // 2), "?", font=font(max(MIN_TEXT, w // 2)), fill=WHITE,
                  anchor="mm")
        return
    draw.rounded_rectangle(box, radius=max(4, w // 8), fill=CARD_FACE, outline=INK, width=2)
    value, code = label[:-2], label[-2:]
    draw.text((x0 + w // 10, y0 + h // 20), value, font=font(max(MIN_TEXT, int(h * 0.36))), fill=INK)
    draw.text((x1 - w // 10, y0 + h // 12), code, font=font(max(MIN_TEXT, int(h * 0.2))), fill=INK,
              anchor="ra")
    suit_shape(draw, (x0 + x1) // 2, y0 + int(h * 0.7), int(min(w, h) * 0.5), code)


def die(draw: Draw, x: int, y: int, value: int, s: int = 40) -> None:
    """A six-sided die face with pips (0 = not rolled yet)."""
    draw.rounded_rectangle((x, y, x + s, y + s), radius=s // 6, fill=WHITE, outline=INK, width=2)
    if value <= 0:
        draw.text((x + s // 2, y + s // 2), "?", font=font(max(MIN_TEXT, s // 2)), fill=INK, anchor="mm")
        return
    q = s // 4
    spots = {1: [(2, 2)], 2: [(1, 1), (3, 3)], 3: [(1, 1), (2, 2), (3, 3)],
             4: [(1, 1), (1, 3), (3, 1), (3, 3)], 5: [(1, 1), (1, 3), (2, 2), (3, 1), (3, 3)],
             6: [(1, 1), (1, 2), (1, 3), (3, 1), (3, 2), (3, 3)]}[min(value, 6)]
    r = max(2, s // 12)
    for i, j in spots:
        draw.ellipse((x + i * q - r, y + j * q - r, x + i * q + r, y + j * q + r), fill=INK)


def industry_icon(draw: Draw, cx: int, cy: int, kind: str, s: int = 24) -> None:
    """MINING = triangle M, RAILROAD = square R, WAGON = circle W."""
    h = s // 2
    fill = IND_FILL.get(kind, MUTED)
    if kind == "MINING":
        draw.polygon([(cx, cy - h - 2), (cx - h - 2, cy + h), (cx + h + 2, cy + h)], fill=fill,
                     outline=INK, width=2)
        draw.text((cx, cy + h // 3), "M", font=font(max(MIN_TEXT, s // 2 + 2)), fill=INK, anchor="mm")
        return
    shape = draw.rectangle if kind == "RAILROAD" else draw.ellipse
    shape((cx - h, cy - h, cx + h, cy + h), fill=fill, outline=INK, width=2)
    draw.text((cx, cy), kind[:1], font=font(max(MIN_TEXT, s // 2 + 3)), fill=text_colour_on(fill), anchor="mm")


def inf_chip(draw: Draw, x: int, y: int, kind: str, n: int | str, size: int = 20) -> int:
    """A chip like '3$' / '2L' / '1F' on the influence colour; returns its width."""
    fill = INF_FILL.get(kind, MUTED)
    text = f"{n}{INF_LETTER.get(kind, kind[:1])}"
    w = int(text_width(text, size)) + 10
    draw.rounded_rectangle((x, y, x + w, y + size + 8), radius=5, fill=fill, outline=INK, width=1)
    draw.text((x + w // 2, y + (size + 8) // 2), text, font=font(size), fill=text_colour_on(fill),
              anchor="mm")
    return w


def timing_badge(draw: Draw, cx: int, cy: int, timing: str, r: int = 11) -> None:
    """INSTANT '!', HOURGLASS an hourglass, DOLLAR '$', on a dark disc."""
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=INK)
    if timing == "HOURGLASS":
        k = r * 3 // 5
        draw.polygon([(cx - k, cy - k), (cx + k, cy - k), (cx - k, cy + k), (cx + k, cy + k)],
                     fill=WHITE)
        return
    mark = "!" if timing == "INSTANT" else "$"
    draw.text((cx, cy), mark, font=font(max(MIN_TEXT, r + 5)), fill=WHITE, anchor="mm")


def building(draw: Draw, voice: Voice, box: Box, b: BuildingView | None,
             size: int = 20) -> None:
    """A building card: timing, name, VP; then its cost chips and industry icons."""
    x0, y0, x1, y1 = box
    if b is None:
        draw.rounded_rectangle(box, radius=8, outline=LINE, width=2)
        draw.text(((x0 + x1) // 2, (y0 + y1) // 2), voice(msg("tew-r-empty")), font=font(size),
                  fill=MUTED, anchor="mm")
        return
    draw.rounded_rectangle(box, radius=8, fill=BUILDING_FILL, outline=INK, width=2)
    timing_badge(draw, x0 + 16, y0 + 16, b.timing)
    vp = voice(msg("tew-r-vp", vp=b.vp))
    name = voice(b.name)
    cx = x0 + 8
    cy = y0 + 32 if y1 - y0 < 70 else y1 - size - 14
    if text_width(name, size) + text_width(vp, size) + 48 <= x1 - x0:
        draw.text((x1 - 8, y0 + 6), vp, font=font(size), fill=INK, anchor="ra")
    else:  # a long name takes the whole line; the VP go between the cost and the icons
        draw.text((x1 - 24 - 28 * len(b.icons), cy + (size + 6) // 2), vp, font=font(size),
                  fill=INK, anchor="rm")
    draw.text((x0 + 32, y0 + 6), name, font=font(size), fill=INK)
    for kind in ("MONEY", "LAW", "FORCE"):
        if b.cost.get(kind):
            cx += inf_chip(draw, cx, cy, kind, b.cost[kind], size) + 4
    for i, kind in enumerate(reversed(b.icons)):
        industry_icon(draw, x1 - 20 - i * 28, cy + (size + 6) // 2, kind, 22)
