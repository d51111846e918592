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
from bot.games.core.words import Msg, msg
from bot.games.legends.view import LegendsSeatView, LegendsTableView
from bot.i18n import Voice
from render.common import (
    INK,
    MUTED,
    TOP_SQUEEZE,
    Renderer,
    blend,
    canvas,
    essential_size,
    fit_text,
    font,
    headline,
    make_palette,
    panel,
    question_box,
    results_banner,
    seat_colour,
    token,
    top_line,
    wrap,
    you_are,
)
from render.legends_cards import FACE_GAP, FACE_H, FACE_W, RED_SUIT, card_face, card_names
from render.legends_map import MAP_FILLS, board_map
from render.legends_side import (
    ROW_H,
    SIDE_FILLS,
    items,
    listed,
    now_panel,
    players,
    row_box,
)

RIGHT_X0, RIGHT_X1 = 1010, 1588


def table(view: LegendsTableView, voice: Voice) -> Image.Image:
    """The public board: headline, map, players, now panel; the results banner once the
    view carries a result."""
    img, draw = canvas(1600, 1000)
    headline(draw, top_line(voice, short_status(view.status), 1568), 16, 6, 1584,
             squeeze=TOP_SQUEEZE)
    board_map(draw, view, voice)
    result: Any = getattr(view, "result", None)
    if isinstance(result, Result):  # beside the map, in the players' place
        results_banner(draw, voice, result, (RIGHT_X0, 56, RIGHT_X1, 988),
                       score=lambda v: voice(msg("legends-r-lp", lp=v)))
        return img
    side = players_box(view)
    players(draw, view, voice, side)
    now_panel(draw, view, voice, (RIGHT_X0, side[3] + 8, RIGHT_X1, 988))
    return img


def players_box(view: LegendsTableView) -> tuple[int, int, int, int]:
    """Where `table` draws the players' panel: a row each, then "what happens now"."""
    n = max(1, len(view.players))
    return RIGHT_X0, 56, RIGHT_X1, 56 + 44 + min(ROW_H, 600 // n) * n


def player_row_box(view: LegendsTableView, seat: int) -> tuple[int, int, int, int] | None:
    """Where `table` draws the row of `seat` in the players' panel (None: not listed)."""
    seats = listed(view)
    return row_box(players_box(view), seats.index(seat), len(seats)) if seat in seats else None


def short_status(status: Msg) -> Msg:
    """The headline: the status without its question, which the "now" panel shows large
    (the whole status would need two lines across the map)."""
    args = status.args
    if status.key != "legends-status" or not {"round", "turn", "target"} <= set(args):
        return status
    return msg("legends-board-headline", round=args["round"], turn=args["turn"],
               target=args["target"])


def hand(view: LegendsSeatView, voice: Voice) -> Image.Image:
    """A seat's own image: who you are, its cards as faces, its hand lines (cards with
    their effects, cattle token, goals, Legendary tokens), its items, the cards it has
    committed, drawn for an NPC or seen with the Rifle, its poker cards with the flop they
    play with, and the question asked (or that none is)."""
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
            rows.extend((t, INK) for t in wrap(voice(msg(
                "legends-r-secret", what=what, cards=card_names(cards))), 22, 920))
    if view.poker_cards and view.poker is not None and view.poker.flop:  # beside your cards
        rows.extend((t, INK) for t in wrap(voice(msg(
            "legends-r-flop", cards=card_names(view.poker.flop))), 22, 920))
    if not view.hand:
        rows.append((voice(msg("legends-r-no-cards")), MUTED))
    cards = list(view.hand)
    per_row = (HAND_W - 80 + FACE_GAP) // (FACE_W + FACE_GAP)
    card_rows = (len(cards) + per_row - 1) // per_row
    big = essential_size(HAND_W)
    step = big + 8
    figures: list[str] = []
    if me is not None:  # your score and purse, as large as the question
        final = view.final_score(me.seat)
        figures = wrap(" · ".join((voice(msg("legends-r-lp", lp=me.lp if final is None
                                                else final)),
                                   voice(msg("legends-r-money", money=me.money)),
                                   voice(msg("legends-r-gold", gold=me.gold)))), big, 920)
    acting = view.seat in view.to_act
    mine = [q for q in view.questions if q.seat == view.seat]
    question = (mine[0].text or msg("legends-q-" + mine[0].kind)) if mine else None
    asked = wrap(voice(msg("legends-r-your-question", question=question))
                 if acting and question else voice(msg("legends-r-idle")), big, 880)
    face_step = FACE_H + FACE_GAP
    height = (104 + step * len(figures) + face_step * card_rows + 34 * len(rows) + 12
              + step * len(asked) + 32 + 16)
    img, draw = canvas(HAND_W, height)
    panel(draw, (16, 16, HAND_W - 16, height - 16))
    token(draw, 56, 60, view.seat, r=26)
    draw.text((96, 40), fit_text(you_are(voice, view.seat), big + 2, HAND_W - 130),
              font=font(big + 2), fill=INK)
    y = 100
    for line in figures:
        draw.text((40, y), line, font=font(big), fill=INK)
        y += step
    fill = blend(seat_colour(view.seat), (255, 255, 255), 0.75)
    for k, card in enumerate(cards):
        card_face(draw, 40 + (k % per_row) * (FACE_W + FACE_GAP), y + (k // per_row) * face_step,
                  card, fill)
    y += face_step * card_rows + 4
    for text, colour in rows:
        draw.text((40, y), text, font=font(22), fill=colour)
        y += 34
    y += 12
    question_box(draw, y, asked, step, big, acting, HAND_W)
    return img


HAND_W = 1000
PALETTE = make_palette([*MAP_FILLS, *SIDE_FILLS, RED_SUIT,
                        *(blend(seat_colour(s), (255, 255, 255), 0.75) for s in range(6))])

RENDERER = Renderer(table, hand, PALETTE)
