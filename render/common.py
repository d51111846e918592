"""Drawing helpers shared by every game's renderer.

Palette: Okabe-Ito (colour-blind safe). Every player colour also has a letter
so that nothing depends on colour alone. Text is drawn in Roboto (Apache 2.0, from the
`font-roboto` package), which covers Latin-1 and Latin Extended-A: the accents, ñ, ¿¡, € and
typographic quotes of English, Spanish and Italian, and names like "José Núñez". Pillow's
bundled font is the fallback if the package's file cannot be read.
"""

from __future__ import annotations

import io
from functools import lru_cache
from importlib import resources

from PIL import Image, ImageDraw, ImageFont

WIDTH, HEIGHT = 1600, 1000

BG = (245, 236, 215)
INK = (40, 30, 20)
MUTED = (120, 105, 85)
PANEL = (232, 218, 190)
LINE = (150, 125, 95)
HIGHLIGHT = (255, 214, 0)

# Okabe-Ito palette, one per seat, with a letter for colour-blind players.
SEAT_COLOURS: list[tuple[int, int, int]] = [
    (0, 114, 178),    # blue
    (213, 94, 0),     # vermillion
    (0, 158, 115),    # bluish green
    (204, 121, 167),  # reddish purple
    (230, 159, 0),    # orange
    (86, 180, 233),   # sky blue
]
SEAT_LETTERS = ["B", "V", "G", "P", "O", "S"]


@lru_cache(maxsize=32)
def font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """Roboto at `size` pixels (Pillow's bundled font if Roboto cannot be loaded)."""
    try:
        roboto = resources.files("font_roboto") / "files" / "Roboto-Regular.ttf"
        with resources.as_file(roboto) as path:
            return ImageFont.truetype(str(path), size)
    except (OSError, ModuleNotFoundError):
        return ImageFont.load_default(size=size)


def canvas(width: int = WIDTH, height: int = HEIGHT) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    """A blank board of the given size and its drawing context."""
    img = Image.new("RGB", (width, height), BG)
    return img, ImageDraw.Draw(img)


def seat_colour(seat: int) -> tuple[int, int, int]:
    """The colour of a seat (Okabe-Ito, cycling)."""
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_letter(seat: int) -> str:
    """The letter that names a seat's colour, for colour-blind players."""
    return SEAT_LETTERS[seat % len(SEAT_LETTERS)]


def text_colour_on(fill: tuple[int, int, int]) -> tuple[int, int, int]:
    """Ink or white, whichever reads better on `fill`."""
    r, g, b = fill
    return INK if (r * 299 + g * 587 + b * 114) / 1000 > 150 else (255, 255, 255)


def token(draw: ImageDraw.ImageDraw, x: int, y: int, seat: int, r: int = 16,
          wounded: bool = False) -> None:
    """A seat's round token with its letter; wounded tokens are drawn as a flat bar."""
    fill = seat_colour(seat)
    if wounded:
        draw.rounded_rectangle((x - r, y - r // 2, x + r, y + r // 2), radius=4, fill=fill,
                               outline=INK, width=2)
        draw.text((x, y), seat_letter(seat).lower(), font=font(r), fill=text_colour_on(fill),
                  anchor="mm")
        return
    draw.ellipse((x - r, y - r, x + r, y + r), fill=fill, outline=INK, width=2)
    draw.text((x, y), seat_letter(seat), font=font(r + 2), fill=text_colour_on(fill), anchor="mm")


def panel(draw: ImageDraw.ImageDraw, box: tuple[int, int, int, int], title: str = "",
          fill: tuple[int, int, int] = PANEL, outline: tuple[int, int, int] = LINE,
          title_size: int = 24) -> None:
    """A rounded panel with an optional title."""
    draw.rounded_rectangle(box, radius=12, fill=fill, outline=outline, width=3)
    if title:
        draw.text((box[0] + 12, box[1] + 8), title, font=font(title_size), fill=INK)


def fit_text(text: str, size: int, max_width: int) -> str:
    """`text` shortened with an ellipsis so it fits `max_width` pixels at `size`."""
    f = font(size)
    if f.getlength(text) <= max_width:
        return text
    while text and f.getlength(text + "…") > max_width:
        text = text[:-1]
    return text + "…"


def to_png(img: Image.Image) -> bytes:
    """PNG bytes, quantised to 128 colours: ~40 KB and ~30 ms for a board (median-cut with
    `optimize` was 5x slower for a 5% smaller file; see bench/)."""
    buf = io.BytesIO()
    img.quantize(colors=128, method=Image.Quantize.FASTOCTREE).save(buf, format="PNG")
    return buf.getvalue()
