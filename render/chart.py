"""The end-of-game statistics image: a score-over-time chart (a line per player through
the rounds, in the seat's colour with its letter at each end, so nothing depends on colour
alone) above a table of the game's statistics. Already worded text in, PNG bytes out;
essential text is at least 30 px high on the 1,200-px image (27 px at 1,100)."""

from __future__ import annotations

from dataclasses import dataclass

from PIL import ImageDraw

from render.common import (
    BANNER,
    INK,
    LINE,
    MUTED,
    PANEL,
    canvas,
    fit_text,
    font,
    seat_colour,
    to_png,
    token,
)

WIDTH, MARGIN = 1200, 40
HEAD = 100  # the table's heading row: each player's token above their name
TITLE, TEXT, SMALL = 44, 32, 26
CHART_TOP, CHART_HEIGHT = 120, 420
ROW = 58


@dataclass(frozen=True)
class StatisticsPicture:
    """What the image shows: a title, the players' names (seat order), each player's score
    after each round (the chart; empty: no chart), the chart's caption and axis words, and
    the statistics as (label, values in seat order)."""

    title: str
    names: tuple[str, ...]
    rounds: tuple[tuple[int, ...], ...]
    caption: str
    round_word: str
    lines: tuple[tuple[str, tuple[int, ...]], ...]


def statistics_png(picture: StatisticsPicture) -> bytes:
    """The picture as PNG bytes."""
    chart = CHART_HEIGHT + 90 if picture.rounds else 0
    table_top = CHART_TOP + chart
    height = table_top + HEAD + ROW * len(picture.lines) + MARGIN
    img, draw = canvas(WIDTH, height)
    draw.text((MARGIN, 34), fit_text(picture.title, TITLE, WIDTH - 2 * MARGIN),
              font=font(TITLE), fill=INK)
    if picture.rounds:
        _chart(draw, picture)
    _table(draw, picture, table_top)
    return to_png(img)


def _chart(draw: ImageDraw.ImageDraw, picture: StatisticsPicture) -> None:
    """Axes, a light grid, and one line per seat from round 1 to the last."""
    left, right = MARGIN + 70, WIDTH - MARGIN - 150  # room for tied scores' letters
    top, bottom = CHART_TOP + 50, CHART_TOP + CHART_HEIGHT
    draw.text((MARGIN, CHART_TOP), picture.caption, font=font(SMALL), fill=MUTED)
    rounds = picture.rounds
    low = min(0, min(min(r) for r in rounds))
    reach = max(1, max(max(r) for r in rounds) - low)
    tick = next(t for t in (1, 2, 5, 10, 20, 25, 50, 100, 10**9) if reach <= 5 * t)
    steps = -(-reach // tick)  # gridlines above the lowest
    span = steps * tick

    def y_of(value: int) -> float:
        return bottom - (value - low) / span * (bottom - top)

    def x_of(i: int) -> float:
        return left + (right - left) * (i / max(1, len(rounds) - 1))

    for step in range(steps + 1):
        value = low + tick * step
        y = y_of(value)
        draw.line((left, y, right, y), fill=PANEL, width=2)
        draw.text((left - 14, y), str(value), font=font(SMALL), fill=MUTED, anchor="rm")
    draw.line((left, bottom, right, bottom), fill=LINE, width=3)
    for i in range(len(rounds)):
        draw.text((x_of(i), bottom + 14), str(i + 1), font=font(SMALL), fill=MUTED, anchor="mt")
    draw.text(((left + right) / 2, bottom + 48), picture.round_word, font=font(SMALL),
              fill=MUTED, anchor="mt")
    ends: list[tuple[float, float]] = []
    for seat in range(len(picture.names)):
        points = [(x_of(i), y_of(r[seat])) for i, r in enumerate(rounds) if seat < len(r)]
        if len(points) > 1:
            draw.line(points, fill=seat_colour(seat), width=6, joint="curve")
        x, y = points[-1]
        x += 26
        while any(abs(y - oy) < 36 and abs(x - ox) < 36 for ox, oy in ends):
            x += 38  # equal final scores: the letters stand side by side
        ends.append((x, y))
        token(draw, round(x), round(y), seat, r=18)


def _table(draw: ImageDraw.ImageDraw, picture: StatisticsPicture, top: int) -> None:
    """A column per player (token and name), a row per statistic."""
    n = len(picture.names)
    label_width = 380
    col = (WIDTH - 2 * MARGIN - label_width) / max(1, n)
    draw.rounded_rectangle((MARGIN - 12, top - 8, WIDTH - MARGIN + 12, top + HEAD - 8),
                           radius=10, fill=PANEL, outline=LINE, width=2)
    for seat, name in enumerate(picture.names):
        cx = MARGIN + label_width + col * seat + col / 2
        token(draw, round(cx), top + 18, seat, r=16)
        draw.text((cx, top + 62), fit_text(name, TEXT - 2, round(col) - 8),
                  font=font(TEXT - 2), fill=INK, anchor="mm")
    for i, (label, values) in enumerate(picture.lines):
        y = top + HEAD + ROW * i
        if i % 2:
            draw.rectangle((MARGIN - 12, y - 4, WIDTH - MARGIN + 12, y + ROW - 8), fill=BANNER)
        draw.text((MARGIN, y + ROW // 2 - 6), fit_text(label, TEXT - 2, label_width - 16),
                  font=font(TEXT - 2), fill=INK, anchor="lm")
        for seat, value in enumerate(values[:n]):
            cx = MARGIN + label_width + col * seat + col / 2
            draw.text((cx, y + ROW // 2 - 6), str(value), font=font(TEXT), fill=INK,
                      anchor="mm")

