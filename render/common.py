"""Drawing helpers shared by every game's renderer.

Palette: Okabe-Ito (colour-blind safe). Every player colour also has a letter
so that nothing depends on colour alone. Text is drawn in Roboto (Apache 2.0, from the
`font-roboto` package), which covers Latin-1 and Latin Extended-A: the accents, ñ, ¿¡, € and
typographic quotes of English, Spanish and Italian, and names like "José Núñez". A glyph
Roboto lacks (an emoji, CJK in a display name) is drawn as a visible "?" rather than an empty
box. Pillow's bundled font is the fallback if the package's file cannot be read.

Speed: boards are drawn through `BoardDraw`, which keeps the rendered bitmap of every
(font, text) it has drawn (captions and names repeat from board to board), and encoded by
`to_png` against a fixed palette built once per game from its colour constants (no
per-image quantisation search) at zlib level 1.
"""

from __future__ import annotations

import io
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any, cast

from PIL import Image, ImageDraw, ImageFont

from bot.games.core.model import Result, Standing
from bot.games.core.words import msg
from bot.i18n import Voice

WIDTH, HEIGHT = 1600, 1000


@dataclass(frozen=True)
class Renderer:
    """A game's two drawings: the public board and a seat's private hand, encoded against
    `palette` (`make_palette` of the game's colours; None: the shared colours only)."""

    table: Callable[[Any, Voice], Image.Image]
    hand: Callable[[Any, Voice], Image.Image]
    palette: Image.Image | None = None
MIN_TEXT = 20       # px: the smallest text on a 1600x1000 board (phone width, issue #9)
HEADLINE_TEXT = 28  # px: whose turn, round, scores

RGB = tuple[int, int, int]
BG = (245, 236, 215)
INK = (40, 30, 20)
MUTED = (120, 105, 85)
PANEL = (232, 218, 190)
LINE = (150, 125, 95)
HIGHLIGHT = (255, 214, 0)
WHITE = (255, 255, 255)
BANNER = (255, 250, 235)
RIVAL_GREY = (70, 70, 70)

# Okabe-Ito palette, one per seat, with a letter for colour-blind players.
SEAT_COLOURS: list[RGB] = [
    (0, 114, 178),    # blue
    (213, 94, 0),     # vermillion
    (0, 158, 115),    # bluish green
    (204, 121, 167),  # reddish purple
    (230, 159, 0),    # orange
    (86, 180, 233),   # sky blue
]
SEAT_LETTERS = ["B", "V", "G", "P", "O", "S"]
PLACEHOLDER = "?"  # drawn for a glyph the font lacks (emoji, CJK)


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Roboto at `size` pixels (Pillow's bundled font if Roboto cannot be loaded)."""
    try:
        roboto = resources.files("font_roboto") / "files" / "Roboto-Regular.ttf"
        with resources.as_file(roboto) as path:
            return ImageFont.truetype(str(path), size)
    except (OSError, ModuleNotFoundError):
        return ImageFont.load_default(size=size)


def _glyph(ch: str) -> tuple[tuple[int, int], bytes]:
    mask = font(20).getmask(ch)
    return mask.size, bytes(cast(Any, mask))


@lru_cache(maxsize=1)
def _notdef() -> tuple[tuple[int, int], bytes]:
    return _glyph("\U0010fffd")  # a private-use code point: no font draws it


@lru_cache(maxsize=4096)
def has_glyph(ch: str) -> bool:
    """Whether Roboto draws `ch` (rather than its empty 'tofu' box)."""
    if ch.isspace() or ord(ch) < 0x250:  # ASCII, Latin-1 and Latin Extended-A/B are covered
        return True
    if not isinstance(font(20), ImageFont.FreeTypeFont):
        return ch.isascii()
    return _glyph(ch) != _notdef()


@lru_cache(maxsize=2048)
def drawable(text: str) -> str:
    """`text` with every glyph the font lacks (emoji, CJK) replaced by a visible "?"; a run
    of them (an emoji with its modifiers) becomes one "?"."""
    if text.isascii():
        return text
    out: list[str] = []
    for ch in text:
        if ch in "\u200d\ufe0f\ufe0e" or 0x1F3FB <= ord(ch) <= 0x1F3FF:  # joiners, modifiers
            continue
        if has_glyph(ch):
            out.append(ch)
        elif not out or out[-1] != PLACEHOLDER:
            out.append(PLACEHOLDER)
    return "".join(out)


@lru_cache(maxsize=8192)
def _mask(f: ImageFont.FreeTypeFont, text: str, anchor: str | None) -> tuple[Any, tuple[int, int]]:
    mask, offset = f.getmask2(text, "L", anchor=anchor)
    return mask, (int(offset[0]), int(offset[1]))


class BoardDraw(ImageDraw.ImageDraw):
    """`ImageDraw` whose single-line text goes through a bitmap cache and the glyph
    fallback: the same caption drawn again costs a copy, not a FreeType render."""

    def text(self, xy: tuple[float, float], text: Any, fill: Any = None,
             font: Any = None, anchor: str | None = None, *args: Any, **kwargs: Any) -> None:
        if (not isinstance(text, str) or "\n" in text or args or kwargs
                or not isinstance(font, ImageFont.FreeTypeFont)):
            super().text(xy, text, fill, font, anchor, *args, **kwargs)
            return
        mask, (dx, dy) = _mask(font, drawable(text), anchor)
        core = self.draw
        rgb = fill if fill is not None else INK
        core.draw_bitmap((int(xy[0]) + dx, int(xy[1]) + dy), mask, core.draw_ink(rgb))


def canvas(width: int = WIDTH, height: int = HEIGHT) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A blank board of the given size and its (caching) drawing context."""
    img = Image.new("RGB", (width, height), BG)
    return img, BoardDraw(img)


def seat_colour(seat: int) -> RGB:
    """The colour of a seat (Okabe-Ito, cycling); the solo Rival (negative seats) is grey."""
    if seat < 0:
        return RIVAL_GREY
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_letter(seat: int) -> str:
    """The letter that names a seat's colour, for colour-blind players (R: the Rival)."""
    if seat < 0:
        return "R"
    return SEAT_LETTERS[seat % len(SEAT_LETTERS)]


def you_are(voice: Voice, seat: int) -> str:
    """"You are Ana — blue, B": who the reader of a hand image is."""
    letter = seat_letter(seat)
    return voice(msg("core-board-you", name=voice.name(seat),
                     colour=msg("core-board-colour", letter=letter), letter=letter))


def text_colour_on(fill: RGB) -> RGB:
    """Ink or white, whichever reads better on `fill`."""
    r, g, b = fill
    return INK if (r * 299 + g * 587 + b * 114) / 1000 > 150 else WHITE


def token(draw: ImageDraw.ImageDraw, x: int, y: int, seat: int, r: int = 16,
          wounded: bool = False) -> None:
    """A seat's round token with its letter; wounded tokens are drawn as a flat bar."""
    fill = seat_colour(seat)
    size = max(MIN_TEXT, r + 2)
    if wounded:
        draw.rounded_rectangle((x - r, y - r // 2, x + r, y + r // 2), radius=4, fill=fill,
                               outline=INK, width=2)
        draw.text((x, y), seat_letter(seat).lower(), font=font(size), fill=text_colour_on(fill),
                  anchor="mm")
        return
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=2)
    draw.text((x, y), seat_letter(seat), font=font(size), fill=text_colour_on(fill),
              anchor="mm")


def panel(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], title: str = "",
          fill: RGB = PANEL, outline: RGB = LINE, title_size: int = 24) -> None:
    """A rounded panel with an optional title."""
    draw.rounded_rectangle(box, radius=12, fill=fill, outline=outline, width=3)
    if title:
        draw.text((box[0] + 12, box[1] + 8), title, font=font(title_size), fill=INK)


@lru_cache(maxsize=8192)
def text_width(text: str, size: int) -> float:
    """The drawn width of `text` at `size` (cached: captions repeat board after board)."""
    return font(size).getlength(drawable(text))


@lru_cache(maxsize=8192)
def fit_text(text: str, size: int, max_width: int) -> str:
    """`text` shortened with an ellipsis so it fits `max_width` pixels at `size`."""
    if text_width(text, size) <= max_width:
        return text
    lo, hi = 0, len(text)  # the longest prefix that fits with the ellipsis
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if text_width(text[:mid].rstrip() + "…", size) <= max_width:
            lo = mid
        else:
            hi = mid - 1
    return text[:lo].rstrip() + "…"


def wrap(text: str, size: int, width: int) -> list[str]:
    """Greedy word wrap of `text` into lines at most `width` pixels wide at `size`."""
    line = ""
    lines: list[str] = []
    for word in text.split():
        trial = f"{line} {word}".strip()
        if line and text_width(trial, size) > width:
            lines.append(line)
            line = word
        else:
            line = trial
    return [*lines, line] if line else lines


# --- Encoding -------------------------------------------------------------------------

def blend(a: RGB, b: RGB, t: float) -> RGB:
    """`a` moved a fraction `t` towards `b`."""
    return (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t),
            round(a[2] + (b[2] - a[2]) * t))


BASE_COLOURS: list[RGB] = [BG, INK, MUTED, PANEL, LINE, HIGHLIGHT, WHITE, BANNER, RIVAL_GREY,
                           (0, 0, 0), *SEAT_COLOURS]


def make_palette(colours: Iterable[RGB]) -> Image.Image:
    """A fixed 256-colour palette for a game: its colour constants, then the in-between
    shades that anti-aliased edges produce (each colour towards ink and towards white)."""
    base = list(dict.fromkeys([*BASE_COLOURS, *colours]))
    shades: list[RGB] = list(base)
    steps = (0.5, 0.25, 0.75)
    for t in steps:
        for c in base:
            for other in (INK, WHITE):
                shades.append(blend(c, other, t))
    flat = list(dict.fromkeys(shades))[:256]
    pal = Image.new("P", (1, 1))
    pal.putpalette([v for c in flat for v in c] + [0] * (768 - 3 * len(flat)))
    return pal


DEFAULT_PALETTE = make_palette([])


def to_png(img: Image.Image, palette: Image.Image | None = None) -> bytes:
    """PNG bytes: mapped onto the game's fixed palette (no per-image search) and deflated at
    zlib level 1 — ~10 ms and ~100 KB for a board (bench/ has the numbers)."""
    buf = io.BytesIO()
    img.quantize(palette=palette or DEFAULT_PALETTE, dither=Image.Dither.NONE).save(
        buf, format="PNG", compress_level=1)
    return buf.getvalue()


# --- The results banner ---------------------------------------------------------------

def _standing_row(draw: ImageDraw.ImageDraw, voice: Voice, st: Standing, score: str,
                  x0: int, y: int, x1: int) -> int:
    """One ranked participant: place, token, name, total, then what the total is made of."""
    draw.text((x0, y + 4), voice(msg("core-banner-place", place=st.place)), font=font(30),
              fill=INK)
    token(draw, x0 + 70, y + 20, st.seat, r=18)
    right = x1 - int(text_width(score, 30))
    draw.text((x1, y + 4), score, font=font(30), fill=INK, anchor="ra")
    draw.text((x0 + 100, y + 4), fit_text(voice.name(st.seat), 30, right - x0 - 120),
              font=font(30), fill=INK)
    parts = [voice(msg("core-banner-part", label=p.label, points=p.points)) for p in st.parts]
    if parts:
        draw.text((x0 + 100, y + 42), fit_text(" · ".join(parts), 22, x1 - x0 - 100),
                  font=font(22), fill=MUTED)
        return y + ROW_WITH_PARTS
    return y + ROW_PLAIN


ROW_WITH_PARTS, ROW_PLAIN = 76, 48


def results_banner(draw: ImageDraw.ImageDraw, voice: Voice, result: Result,
                   box: tuple[int, int, int, int],
                   score: Callable[[int], str] | None = None) -> None:
    """The final board's banner: who won, the ranking with each score and its parts, and
    the tie-break used. Shared by every game (a game fills `Result` in its scoring);
    `box` is the most room it may take (it shrinks to its content); `score` words a total
    in the game's unit ("14 VP"; default "14 points")."""
    x0, y0, x1, y_max = box
    def points(n: int) -> str:
        return voice(msg("core-banner-score", score=n))

    words = score or points
    summary = wrap(voice(result.summary), 28, x1 - x0 - 56)[:2]
    rows: Sequence[Standing] = sorted([*result.standings, *result.others],
                                      key=lambda s: (s.place, -s.score))
    need = 74 + 36 * len(summary) + 22 + sum(ROW_WITH_PARTS if s.parts else ROW_PLAIN
                                              for s in rows)
    need += 56 if result.tie_break is not None else 12
    y1 = min(y_max, y0 + need)
    draw.rounded_rectangle((x0 + 6, y0 + 8, x1 + 6, y1 + 8), radius=18, fill=LINE)
    draw.rounded_rectangle((x0, y0, x1, y1), radius=18, fill=BANNER, outline=HIGHLIGHT, width=8)
    draw.text((x0 + 28, y0 + 20), fit_text(voice(msg("core-banner-title")), 40, x1 - x0 - 56),
              font=font(40), fill=INK)
    y = y0 + 74
    for line in summary:
        draw.text((x0 + 28, y), line, font=font(28), fill=INK)
        y += 36
    y += 8
    draw.line((x0 + 28, y, x1 - 28, y), fill=LINE, width=2)
    y += 14
    room = y1 - (56 if result.tie_break is not None else 12)
    for st in rows:
        if y + ROW_PLAIN > room:
            break
        y = _standing_row(draw, voice, st, words(st.score), x0 + 28, y, x1 - 28)
    if result.tie_break is not None:
        line = voice(msg("core-banner-tie-break", rule=result.tie_break))
        draw.text((x0 + 28, y1 - 48), fit_text(line, 24, x1 - x0 - 56), font=font(24),
                  fill=INK)
