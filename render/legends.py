"""Western Legends board and seat images, drawn from the views with Pillow primitives only.

Layout of the 1600x1000 board: the headline across the top; the map (64 spaces, the two
towns, the mesas, every figure) on the left; the players and "what happens now" on the
right. Nothing secret is drawn on the table (rules §8): other hands only as counts, a
carried cattle token only by its colour, fight cards only once revealed, story cards only
by their public requirement."""

from __future__ import annotations

from typing import Any

from PIL import Image

from bot.games.core.model import Result
from bot.games.core.words import msg
from bot.games.legends.view import LegendsSeatView, LegendsTableView
from bot.i18n import Voice
from render.common import (
    HEADLINE_TEXT,
    HIGHLIGHT,
    INK,
    MUTED,
    Renderer,
    blend,
    canvas,
    fit_text,
    font,
    make_palette,
    panel,
    results_banner,
    seat_colour,
    text_width,
    token,
    wrap,
    you_are,
)
from render.legends_map import MAP_FILLS, board_map
from render.legends_side import SIDE_FILLS, items, now_panel, players

TITLE = "Western Legends"
RIGHT_X0, RIGHT_X1 = 1010, 1588
BANNER_BOX = (120, 110, 1000, 900)
RED_SUIT = (190, 30, 30)


def table(view: LegendsTableView, voice: Voice) -> Image.Image:
    """The public board: headline, map, players, now panel; the results banner once the
    view carries a result."""
    img, draw = canvas(1600, 1000)
    draw.text((16, 12), TITLE, font=font(30), fill=INK)
    x = 32 + int(text_width(TITLE, 30))
    draw.text((x, 14), fit_text(voice(view.status), HEADLINE_TEXT, 1584 - x),
              font=font(HEADLINE_TEXT), fill=INK)
    board_map(draw, view, voice)
    n = max(1, len(view.players))
    rows_h = min(110, max(92, 560 // n))
    bottom = 56 + 48 + rows_h * n
    players(draw, view, voice, (RIGHT_X0, 56, RIGHT_X1, bottom))
    now_panel(draw, view, voice, (RIGHT_X0, bottom + 8, RIGHT_X1, 988))
    result: Any = getattr(view, "result", None)
    if isinstance(result, Result):
        results_banner(draw, voice, result, BANNER_BOX,
                       score=lambda v: voice(msg("legends-r-lp", lp=v)))
    return img


def card_box(draw: Any, x: int, y: int, card: str, fill: tuple[int, int, int]) -> None:
    """A poker card face: its rank and suit letter (red for diamonds and hearts)."""
    draw.rounded_rectangle((x, y, x + 64, y + 50), radius=8, fill=fill, outline=INK, width=2)
    colour = RED_SUIT if card[-1:] in ("D", "H") else INK
    draw.text((x + 32, y + 25), card, font=font(26), fill=colour, anchor="mm")


def hand(view: LegendsSeatView, voice: Voice) -> Image.Image:
    """A seat's own image: who you are, its cards as faces, its hand lines (cards with
    their effects, cattle token, goals, Legendary tokens), its items, the cards it has
    committed, drawn for an NPC or seen with the Rifle, its poker cards, and the question
    asked (or that none is)."""
    me = next((p for p in view.players if p.seat == view.seat), None)
    rows: list[tuple[str, tuple[int, int, int]]] = []
    for line in voice.lines(view.hand_lines()):
        rows.extend((t, INK) for t in wrap(line, 22, 920))
    if me is not None:
        kit = ", ".join(w for w, _ in items(me, voice)) or voice(msg("legends-r-no-items"))
        rows.extend((t, INK) for t in wrap(voice(msg("legends-r-your-items", items=kit)),
                                            22, 920))
    secret = [("committed", view.committed), ("npc", view.npc_cards), ("peek", view.peek),
              ("poker", view.poker_cards)]
    for what, cards in secret:
        if cards:
            rows.append((voice(msg("legends-r-secret", what=what, cards=" ".join(cards))),
                         INK))
    if not view.hand:
        rows.append((voice(msg("legends-r-no-cards")), MUTED))
    cards = list(view.hand)
    per_row = 13
    card_rows = (len(cards) + per_row - 1) // per_row
    height = 104 + 64 * card_rows + 34 * len(rows) + 12 + 100 + 16
    img, draw = canvas(1000, height)
    panel(draw, (16, 16, 984, height - 16))
    token(draw, 56, 60, view.seat, r=26)
    draw.text((96, 42), fit_text(you_are(voice, view.seat), 30, 870), font=font(30), fill=INK)
    y = 100
    fill = blend(seat_colour(view.seat), (255, 255, 255), 0.75)
    for k, card in enumerate(cards):
        card_box(draw, 40 + (k % per_row) * 70, y + (k // per_row) * 64, card, fill)
    y += 64 * card_rows + 4
    for text, colour in rows:
        draw.text((40, y), fit_text(text, 22, 920), font=font(22), fill=colour)
        y += 34
    y += 12
    acting = view.seat in view.to_act
    draw.rounded_rectangle((40, y, 960, y + 84), radius=10,
                           outline=HIGHLIGHT if acting else MUTED, width=4)
    mine = [q for q in view.questions if q.seat == view.seat]
    asked = (voice(msg("legends-r-your-question", question=msg("legends-q-" + mine[0].kind)))
             if acting and mine else voice(msg("legends-r-idle")))
    lines = wrap(asked, 24, 880)[:2]
    if len(lines) == 2:
        lines[1] = fit_text(lines[1], 24, 880)
    for j, line in enumerate(lines):
        draw.text((60, y + 42 + (j - (len(lines) - 1) / 2) * 30), line, font=font(24),
                  fill=INK, anchor="lm")
    return img


PALETTE = make_palette([*MAP_FILLS, *SIDE_FILLS, RED_SUIT,
                        *(blend(seat_colour(s), (255, 255, 255), 0.75) for s in range(6))])

RENDERER = Renderer(table, hand, PALETTE)
