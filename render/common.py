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
from collections.abc import Callable, Generator, Iterable, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from functools import lru_cache
from importlib import resources
from typing import Any, cast

from PIL import Image, ImageDraw, ImageFont

from bot.games.core.model import Result, Standing
from bot.games.core.words import Msg, msg
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
HEADLINE_TEXT = 28  # px: secondary headings
ESSENTIAL_CAP = 29  # px: the cap height of an essential text on a 1600-wide image: 20 device
#                     px where a phone shows it 1,100 px wide (issue 19)
ESSENTIAL_TEXT = 40  # px: the Roboto size whose cap height is ESSENTIAL_CAP (test_legibility)
LEVEL_TEXT = 28  # px: a bot's level after its name on a seat panel

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

# Okabe-Ito palette, one per seat, with a letter for colour-blind players. No letter is the
# initial of a colour word in English, Spanish or Italian (a "V" read as verde, a "G" as
# giallo, a "B" next to "El Banco (amarillo)" misled players: issue 19); the colour's name is
# worded in the reader's language (core-board-colour). The solo Rival is "R" (Rival/Rivale).
SEAT_COLOURS: list[RGB] = [
    (0, 114, 178),    # blue
    (213, 94, 0),     # vermillion
    (0, 158, 115),    # bluish green
    (204, 121, 167),  # reddish purple
    (230, 159, 0),    # orange
    (86, 180, 233),   # sky blue
]
SEAT_LETTERS = ["K", "Z", "U", "J", "H", "E"]
SEAT_DOTS = ["🔵", "🔴", "🟢", "🟣", "🟠", "⚪"]  # the nearest emoji circle, for texts
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


# --- The measuring seam: what a board drew, and what it shortened --------------------------

@dataclass(frozen=True)
class TextDrawn:
    """One text as drawn: where, its cap height in pixels (measured on the font used, not
    its nominal size) and the width of the image it was drawn on."""

    text: str
    xy: tuple[float, float]
    cap: int
    image_width: int

    def cap_at(self, width: int) -> float:
        """The cap height once the image is shown `width` pixels wide."""
        return self.cap * width / self.image_width


@dataclass(frozen=True)
class Clipped:
    """A text `fit_text` shortened with an ellipsis: the whole text and what was shown."""

    text: str
    shown: str


@dataclass
class Record:
    """What the boards drew while `recording()` was open."""

    texts: list[TextDrawn] = field(default_factory=lambda: [])
    clipped: list[Clipped] = field(default_factory=lambda: [])


_RECORDS: list[Record] = []


@contextmanager
def recording() -> Generator[Record]:
    """Record every text drawn and every text shortened until the block ends (tests and
    audits; drawing is unchanged, and nothing is recorded outside the block)."""
    record = Record()
    _RECORDS.append(record)
    try:
        yield record
    finally:
        _RECORDS.remove(record)


@lru_cache(maxsize=64)
def cap_height(f: ImageFont.FreeTypeFont | ImageFont.ImageFont) -> int:
    """The height of a capital H drawn in `f`, in pixels."""
    _, top, _, bottom = f.getbbox("H")
    return int(bottom - top)


@lru_cache(maxsize=16)
def essential_size(width: int = WIDTH) -> int:
    """The smallest font size whose cap height reaches ESSENTIAL_CAP scaled to an image
    `width` pixels wide (a hand image narrower than a board needs less)."""
    need = ESSENTIAL_CAP * width / WIDTH
    size = MIN_TEXT
    while cap_height(font(size)) < need:
        size += 1
    return size


def _note(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: Any, f: Any) -> None:
    if not isinstance(f, ImageFont.FreeTypeFont | ImageFont.ImageFont):
        f = draw.getfont()
    drawn = TextDrawn(str(text), (xy[0], xy[1]), cap_height(f), draw.im.size[0])
    for record in _RECORDS:
        record.texts.append(drawn)


class BoardDraw(ImageDraw.ImageDraw):
    """`ImageDraw` whose single-line text goes through a bitmap cache and the glyph
    fallback: the same caption drawn again costs a copy, not a FreeType render."""

    def text(self, xy: tuple[float, float], text: Any, fill: Any = None,
             font: Any = None, anchor: str | None = None, *args: Any, **kwargs: Any) -> None:
        if _RECORDS and "\n" not in str(text):
            _note(self, xy, text, font)
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


def suit_pip(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, suit: str,
             fill: RGB) -> None:
    """A playing card's suit drawn as shapes (the font has no ♣♦♥♠, and a suit letter reads
    as another word: "C" is *corazones*), `r` pixels from its centre to its tips: C clubs,
    D diamonds, H hearts, S spades."""
    def disc(x: float, y: float, radius: float) -> None:
        draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=fill)

    def stem() -> None:
        draw.polygon([(cx, cy + 0.1 * r), (cx - 0.4 * r, cy + r), (cx + 0.4 * r, cy + r)],
                     fill=fill)

    if suit == "D":
        draw.polygon([(cx, cy - r), (cx + 0.75 * r, cy), (cx, cy + r), (cx - 0.75 * r, cy)],
                     fill=fill)
    elif suit == "H":
        disc(cx - 0.5 * r, cy - 0.4 * r, 0.52 * r)
        disc(cx + 0.5 * r, cy - 0.4 * r, 0.52 * r)
        draw.polygon([(cx - r, cy - 0.25 * r), (cx + r, cy - 0.25 * r), (cx, cy + r)],
                     fill=fill)
    elif suit == "S":
        disc(cx - 0.5 * r, cy + 0.2 * r, 0.5 * r)
        disc(cx + 0.5 * r, cy + 0.2 * r, 0.5 * r)
        draw.polygon([(cx, cy - r), (cx - r, cy + 0.1 * r), (cx + r, cy + 0.1 * r)],
                     fill=fill)
        stem()
    else:
        for x, y in ((cx, cy - 0.52 * r), (cx - 0.52 * r, cy + 0.12 * r),
                     (cx + 0.52 * r, cy + 0.12 * r)):
            disc(x, y, 0.42 * r)
        disc(cx, cy, 0.25 * r)
        stem()


def panel(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], title: str = "",
          fill: RGB = PANEL, outline: RGB = LINE, title_size: int = 24) -> None:
    """A rounded panel with an optional title."""
    draw.rounded_rectangle(box, radius=12, fill=fill, outline=outline, width=3)
    if title:
        draw.text((box[0] + 12, box[1] + 8), title, font=font(title_size), fill=INK)


def question_box(draw: ImageDraw.ImageDraw, y: int, lines: Sequence[str], step: int, size: int,
                 acting: bool, width: int) -> int:
    """A hand's question: its lines in a rounded box across the hand (`width` wide, 40 px
    margins), outlined in the highlight colour while the seat must answer; the y below it."""
    box_h = step * len(lines) + 32
    draw.rounded_rectangle((40, y, width - 40, y + box_h), radius=10,
                           outline=HIGHLIGHT if acting else MUTED, width=4)
    for i, line in enumerate(lines):
        draw.text((60, y + 16 + i * step), line, font=font(size), fill=INK)
    return y + box_h


@lru_cache(maxsize=8192)
def text_width(text: str, size: int) -> float:
    """The drawn width of `text` at `size` (cached: captions repeat board after board)."""
    return font(size).getlength(drawable(text))


def seat_heading(draw: ImageDraw.ImageDraw, xy: tuple[int, int], voice: Voice, seat: int,
                 room: int) -> int:
    """A seat panel's heading at `xy`, `room` px wide: the seat's name in essential type
    (shortened only if it alone does not fit) and, for a bot, its level after it in smaller
    type where there is room ("Bot 2 · difícil"). Returns where the heading ends (x)."""
    x, y = xy
    level = voice.levels.get(seat)
    tail = f" · {level}" if level else ""
    tail_width = int(text_width(tail, LEVEL_TEXT)) if tail else 0
    name = fit_text(voice.name(seat), ESSENTIAL_TEXT, room)
    draw.text((x, y), name, font=font(ESSENTIAL_TEXT), fill=INK)
    after = x + int(text_width(name, ESSENTIAL_TEXT))
    if tail and after + tail_width <= x + room:
        baseline = y + cast(ImageFont.FreeTypeFont, font(ESSENTIAL_TEXT)).getmetrics()[0]
        draw.text((after, baseline), tail, font=font(LEVEL_TEXT), fill=INK, anchor="ls")
        after += tail_width
    return after


def fit_text(text: str, size: int, max_width: int) -> str:
    """`text` shortened with an ellipsis so it fits `max_width` pixels at `size` (only a
    player's name may need it: `recording()` lists every text shortened)."""
    shown = _fit(text, size, max_width)
    if _RECORDS and shown != text:
        for record in _RECORDS:
            record.clipped.append(Clipped(text, shown))
    return shown


@lru_cache(maxsize=8192)
def _fit(text: str, size: int, max_width: int) -> str:
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
    """Greedy word wrap of `text` into lines at most `width` pixels wide at `size`. Words
    are measured one by one (cached: words repeat from board to board) and a line's width
    is their sum with the spaces: a line may differ from its drawn width by a pixel of
    kerning, never by a letter."""
    space = text_width(" ", size)
    line: list[str] = []
    used = 0.0
    lines: list[str] = []
    for word in text.split():
        w = text_width(word, size)
        if line and used + space + w > width:
            lines.append(" ".join(line))
            line, used = [word], w
        else:
            used += (space if line else 0) + w
            line.append(word)
    return [*lines, " ".join(line)] if line else lines


def item_rows(items: Sequence[str], size: int, width: int,
              sep: str = " · ") -> list[list[str]]:
    """`items` in rows at most `width` pixels wide at `size` (with `sep` between them),
    breaking only between items."""
    gap = text_width(sep, size)
    rows: list[list[str]] = []
    used = 0.0
    for item in items:
        w = text_width(item, size)
        if rows and rows[-1] and used + gap + w <= width:
            rows[-1].append(item)
            used += gap + w
        else:
            rows.append([item])
            used = w
    return rows


def wrap_items(items: Sequence[str], size: int, width: int, sep: str = " · ") -> list[str]:
    """`items` joined by `sep` into lines at most `width` pixels wide at `size`, breaking
    only between items (an item wider than a line is wrapped on its own)."""
    out: list[str] = []
    for row in item_rows(items, size, width, sep):
        line = sep.join(row)
        out += wrap(line, size, width) if len(row) == 1 and text_width(line, size) > width \
            else [line]
    return out


def draw_items(draw: ImageDraw.ImageDraw, xy: tuple[int, int], items: Sequence[str],
               size: int, width: int, lines: int, fills: Sequence[RGB] = (INK, MUTED),
               sep: str = " · ") -> None:
    """Figures such as "Money $5 · VP 3" in at most `lines` rows, each item drawn on its
    own (an item and the separator are cached bitmaps: a new combination costs no font
    rendering); row k in fills[k] (the last fill for the rest)."""
    x0, y = xy
    gap = text_width(sep, size)
    for k, row in enumerate(item_rows(items, size, width, sep)[:lines]):
        fill = fills[min(k, len(fills) - 1)]
        x = float(x0)
        for i, item in enumerate(row):
            if i:
                draw.text((x, y), sep, font=font(size), fill=fill)
                x += gap
            draw.text((x, y), item, font=font(size), fill=fill)
            x += text_width(item, size)
        y += size + 3


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


# --- The essentials: headline and results, readable on a phone (issue 19) -------------------

TOP_SQUEEZE = 0.72  # the board's top line may be drawn this narrow before it takes two lines
#                     (a second line would fall on the board: long player names)


def headline(draw: ImageDraw.ImageDraw, text: str, x0: int, y0: int, x1: int,
             lines: int = 1, size: int = ESSENTIAL_TEXT, squeeze: float = 0.88) -> int:
    """An essential text (the board's headline, the question asked) at the essential size in
    the room from x0 to x1; returns the y below it (at least `lines` lines). A line up to
    1/`squeeze` too wide is drawn narrower, never shorter (its cap height is kept); a longer
    text is wrapped onto as many lines as it needs, never cut."""
    room = x1 - x0
    width = text_width(text, size)
    rows = [text] if width <= room / squeeze else wrap(text, size, int(room / squeeze))
    step = size + size // 4
    for i, row in enumerate(rows):
        narrow(draw, (x0, y0 + i * step), row, size, room)
    return y0 + max(lines, len(rows)) * step


def top_line(voice: Voice, status: Msg, room: int) -> str:
    """The board's headline worded to fit one line of `room` pixels at the essential size
    (drawn down to TOP_SQUEEZE narrower): long player names are shortened if it must be,
    the only words that may be (a second line would fall on the board)."""
    text = voice(status)
    for keep in (320, 220, 150, 100):
        if text_width(text, ESSENTIAL_TEXT) * TOP_SQUEEZE <= room:
            break
        names = {seat: fit_text(name, ESSENTIAL_TEXT, keep) for seat, name in voice.names.items()}
        text = replace(voice, names=names)(status)
    return text


def narrow(draw: ImageDraw.ImageDraw, xy: tuple[int, int], text: str, size: int,
           room: int, fill: RGB = INK) -> None:
    """`text` at `size`, drawn narrower (same height) if it is wider than `room`."""
    f = font(size)
    width = text_width(text, size)
    if width <= room or not isinstance(f, ImageFont.FreeTypeFont):
        draw.text(xy, text, font=f, fill=fill)
        return
    if _RECORDS:
        _note(draw, xy, text, f)
    shown = drawable(text)
    _, _, right, bottom = f.getbbox(shown)
    mask = Image.new("L", (int(right), int(bottom)))
    ImageDraw.Draw(mask).text((0, 0), shown, font=f, fill=255)
    squeezed = cast(Any, mask).resize((room, int(bottom)), Image.Resampling.BILINEAR)
    draw.bitmap(xy, squeezed, fill=fill)


PARTS_TEXT = 22
ROW_NAME = ESSENTIAL_TEXT + 12


def _part_lines(voice: Voice, st: Standing, width: int) -> list[str]:
    parts = [voice(msg("core-banner-part", label=p.label, points=p.points)) for p in st.parts]
    return wrap_items(parts, PARTS_TEXT, width)


def _one_line(x0: int, x1: int, score: str) -> bool:
    """Whether a name (at least ~8 letters) and its total share one line of the panel."""
    return x1 - x0 - 96 - int(text_width(score, ESSENTIAL_TEXT)) - 16 >= 190


def _row_height(lines: list[str], one_line: bool) -> int:
    return (0 if one_line else ROW_NAME) + ROW_NAME + len(lines) * (PARTS_TEXT + 4) + 10


def _standing_row(draw: ImageDraw.ImageDraw, voice: Voice, st: Standing, score: str,
                  lines: list[str], x0: int, y: int, x1: int) -> int:
    """One ranked participant: place, token, name and total (at the essential size; the
    total on a line of its own when the panel is narrow), then what the total is made of."""
    size = ESSENTIAL_TEXT
    one_line = _one_line(x0, x1, score)
    draw.text((x0, y), voice(msg("core-banner-place", place=st.place)), font=font(size),
              fill=INK)
    token(draw, x0 + 66, y + size // 2 + 4, st.seat, r=20)
    room = x1 - x0 - 96 - (int(text_width(score, size)) + 16 if one_line else 0)
    draw.text((x0 + 96, y), fit_text(voice.name(st.seat), size, room), font=font(size),
              fill=INK)
    if not one_line:
        y += ROW_NAME
    draw.text((x1, y), score, font=font(size), fill=INK, anchor="ra")
    y += ROW_NAME
    for line in lines:
        draw.text((x0 + 96, y), line, font=font(PARTS_TEXT), fill=MUTED)
        y += PARTS_TEXT + 4
    return y + 10


def results_banner(draw: ImageDraw.ImageDraw, voice: Voice, result: Result,
                   box: tuple[int, int, int, int],
                   score: Callable[[int], str] | None = None) -> None:
    """The final ranking as a panel in `box` (a board draws it beside its map, in place of
    its players' panel, so the board stays visible): who won, each place with its name and
    total at the essential size and the total's parts, then the tie-break used. Shared by
    every game (a game fills `Result` in its scoring); the panel shrinks to its content;
    `score` words a total in the game's unit ("14 VP"; default "14 points")."""
    x0, y0, x1, y_max = box
    def points(n: int) -> str:
        return voice(msg("core-banner-score", score=n))

    words = score or points
    inner = x1 - x0 - 40
    summary = wrap(voice(result.summary), 28, inner)
    rows: Sequence[Standing] = sorted([*result.standings, *result.others],
                                      key=lambda s: (s.place, -s.score))
    scores = [words(st.score) for st in rows]
    parts = [_part_lines(voice, st, x1 - x0 - 136) for st in rows]
    tie = (wrap(voice(msg("core-banner-tie-break", rule=result.tie_break)), 24, inner)
           if result.tie_break is not None else [])
    need = (ROW_NAME + 16 + 34 * len(summary) + 22
            + sum(_row_height(p, _one_line(x0 + 20, x1 - 20, sc))
                  for p, sc in zip(parts, scores, strict=True))
            + 30 * len(tie) + 16)
    y1 = min(y_max, y0 + need)
    draw.rounded_rectangle((x0, y0, x1, y1), radius=18, fill=BANNER, outline=HIGHLIGHT, width=6)
    draw.text((x0 + 20, y0 + 14), voice(msg("core-banner-title")), font=font(ESSENTIAL_TEXT),
              fill=INK)
    y = y0 + 14 + ROW_NAME + 4
    for line in summary:
        draw.text((x0 + 20, y), line, font=font(28), fill=INK)
        y += 34
    y += 6
    draw.line((x0 + 20, y, x1 - 20, y), fill=LINE, width=2)
    y += 14
    for st, sc, lines in zip(rows, scores, parts, strict=True):
        if y + ROW_NAME > y1:
            break
        y = _standing_row(draw, voice, st, sc, lines, x0 + 20, y, x1 - 20)
    for i, line in enumerate(tie):
        draw.text((x0 + 20, y + i * 30), line, font=font(24), fill=INK)
