"""A finished game's animated replay (issue 22): one frame per hand-over with the move
that led to it written under the board, the last frame held longer, as an animated GIF on
the game's fixed palette (Discord plays GIF attachments inline; uploads are capped at
10 MiB). Frames are drawn at 800 px wide, smaller if the file would be too large, and every
other frame is dropped as a last resort. Pure: views and words in, bytes out."""

from __future__ import annotations

import io
from dataclasses import dataclass

from PIL import Image, ImageOps

from bot.games.core.model import TableView
from bot.i18n import Voice
from render import renderer
from render.common import BG, DEFAULT_PALETTE, INK, canvas, fit_text, font

LIMIT = 10 * 1024 * 1024 - 64 * 1024  # Discord's upload cap, with room for the request
WIDTHS = (800, 640, 480)
FRAME_MS, LAST_MS = 900, 4000
CAPTION = 30  # px of the caption's text at 800 px wide (about 41 px at 1,100)


@dataclass(frozen=True)
class Animation:
    """The frames to draw: each a board and the caption under it, worded by `voice`."""

    kind: str
    frames: tuple[tuple[TableView, str], ...]
    voice: Voice


def replay_gif(animation: Animation) -> bytes:
    """The animation as GIF bytes under Discord's upload cap."""
    drawn = renderer(animation.kind)
    boards = [(drawn.table(view, animation.voice), caption)
              for view, caption in animation.frames]
    palette = drawn.palette or DEFAULT_PALETTE
    for step in (1, 2, 4):
        for width in WIDTHS:
            frames = [_frame(img, caption, width, palette) for img, caption in _every(boards, step)]
            data = _gif(frames)
            if len(data) <= LIMIT:
                return data
    raise ValueError("the replay does not fit Discord's upload limit")


def _every(boards: list[tuple[Image.Image, str]], step: int) -> list[tuple[Image.Image, str]]:
    """Every `step`-th frame, the last one always kept."""
    kept = boards[::step]
    return kept if kept[-1] is boards[-1] else [*kept, boards[-1]]


def _frame(board: Image.Image, caption: str, width: int, palette: Image.Image) -> Image.Image:
    """The board shrunk to `width`, with its caption in a band underneath."""
    height = round(board.height * width / board.width)
    size = max(18, round(CAPTION * width / 800))
    band = size * 2
    img, draw = canvas(width, height + band)
    img.paste(ImageOps.contain(board.convert("RGB"), (width, height),
                               Image.Resampling.LANCZOS), (0, 0))
    draw.rectangle((0, height, width, height + band), fill=BG)
    draw.text((width // 2, height + band // 2), fit_text(caption, size, width - 24),
              font=font(size), fill=INK, anchor="mm")
    return img.quantize(palette=palette, dither=Image.Dither.NONE)


def _gif(frames: list[Image.Image]) -> bytes:
    buf = io.BytesIO()
    durations = [FRAME_MS] * (len(frames) - 1) + [LAST_MS]
    frames[0].save(buf, format="GIF", save_all=True, append_images=frames[1:],
                   duration=durations, loop=0, disposal=1)
    return buf.getvalue()
