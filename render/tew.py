"""Tiny Epic Western table and hand images, drawn from the views with Pillow primitives only."""

from __future__ import annotations

from PIL import Image

from bot.games.core.words import msg
from bot.games.tew.view import TewSeatView, TewTableView
from bot.i18n import Voice
from render.common import (
    HIGHLIGHT,
    INK,
    LINE,
    MUTED,
    PANEL,
    TOP_SQUEEZE,
    Renderer,
    canvas,
    essential_size,
    fit_text,
    font,
    headline,
    make_palette,
    results_banner,
    text_width,
    top_line,
    wrap,
    you_are,
)
from render.tew_board import CARD_FILLS, circle
from render.tew_draw import INF_LETTER, Draw, building, card, posse, seat_token
from render.tew_side import (
    SIDE_X0,
    SIDE_X1,
    SIDE_Y0,
    SIDE_Y1,
    influence_row,
    legend,
    middle,
    question,
    side_panel,
)

HAND_W = 1200
RESULTS_BOX = (SIDE_X0, SIDE_Y0, SIDE_X1, SIDE_Y1)


def table(view: TewTableView, voice: Voice) -> Image.Image:
    """The public board: the ring of mats, the middle, and the players' panel."""
    img, draw = canvas(1600, 1000)
    headline(draw, top_line(voice, view.status, 1568), 16, 6, 1584, squeeze=TOP_SQUEEZE)
    circle(draw, view, voice)
    middle(draw, view, voice)
    if view.result is not None:  # beside the circle, in the players' place
        results_banner(draw, voice, view.result, RESULTS_BOX,
                       lambda n: voice(msg("tew-r-vp", vp=n)))
    else:
        side_panel(draw, view, voice)
    return img


def hand(view: TewSeatView, voice: Voice) -> Image.Image:
    """A seat's hand: who you are and your score, your cards, boss and influence, the
    buildings for sale with what they do, what you must decide, and the key to the board."""
    me = view.players[view.seat] if view.seat < len(view.players) else None
    big = essential_size(HAND_W)
    step = big + 8
    width = HAND_W - 48
    rows = wrap(voice(view.status), big, width)
    if me is not None:
        got = {str(p.label.args.get("part")): p.points for p in me.vp_parts}
        score = msg("tew-board-vp-parts", vp=me.vp, buildings=got.get("buildings", 0),
                    industry=got.get("industry", 0), wanted=got.get("wanted", 0))
        rows += wrap(voice(score), big, width)
    asked = wrap(prompt_text(view, voice), big, width - 40)
    top = 72 + step * len(rows) + 8
    ask_h = step * len(asked) + 24
    img, draw = canvas(HAND_W, top + 454 + 12 + 358 + 12 + ask_h + 12 + 200 + 24)
    seat_token(draw, 40, 40, view.seat, r=24)
    title = voice(msg("tew-r-your-hand", who=you_are(voice, view.seat)))
    draw.text((76, 20), fit_text(title, big, HAND_W - 100), font=font(big), fill=INK)
    for i, line in enumerate(rows):
        draw.text((24, 72 + i * step), line, font=font(big), fill=INK)
    cards_panel(draw, view, voice, (24, top, 600, top + 454))
    if me is not None:
        boss_panel(draw, view, voice, (616, top, 1176, top + 454))
    y = top + 466
    for_sale(draw, view, voice, (24, y, 1176, y + 358))
    y += 370
    prompt_box(draw, view, asked, (24, y, 1176, y + ask_h), big)
    y += ask_h + 12
    legend(draw, voice, (24, y, 600, y + 200))
    return img


def cost_text(voice: Voice, cost: dict[str, int]) -> str:
    """A building's cost in short ("2$ 1L"), or "free"."""
    parts = [f"{n}{INF_LETTER.get(k, k[:1])}" for k, n in cost.items() if n]
    return " ".join(parts) if parts else voice(msg("tew-board-free"))


def for_sale(draw: Draw, view: TewSeatView, voice: Voice, box: tuple[int, int, int, int]) -> None:
    """The buildings in the buy slots: name, VP, cost, then what each does."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=PANEL, outline=LINE, width=3)
    draw.text((x0 + 14, y0 + 8), voice(msg("tew-board-can-buy")), font=font(24), fill=INK)
    y = y0 + 44
    for m in view.mats:
        b = m.buy
        if b is None or y + 50 > y1:
            continue
        head = msg("tew-board-building", name=b.name, vp=b.vp, cost=cost_text(voice, b.cost))
        mat = voice(m.title)
        draw.text((x0 + 14, y), fit_text(voice(head), 22, x1 - x0 - 260), font=font(22),
                  fill=INK)
        draw.text((x1 - 14, y), fit_text(mat, 20, 230), font=font(20), fill=MUTED, anchor="ra")
        y += 28
        for line in wrap(voice(b.text), 20, x1 - x0 - 40)[:2]:
            if y + 24 > y1:
                break
            draw.text((x0 + 28, y), line, font=font(20), fill=MUTED)
            y += 24
        y += 8


def cards_panel(draw: Draw, view: TewSeatView, voice: Voice,
                box: tuple[int, int, int, int]) -> None:
    """The Phase 1 options (big) while choosing, else the kept card; then own discards."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=12, fill=PANEL, outline=LINE, width=3)
    if view.options and not view.hand:
        title, shown = msg("tew-r-dealt"), view.options
    elif view.hand:
        title, shown = msg("tew-r-kept"), [view.hand]
    else:
        title, shown = msg("tew-r-no-card-round"), []
    draw.text((x0 + 14, y0 + 10), fit_text(voice(title), 24, x1 - x0 - 28), font=font(24),
              fill=INK)
    w = 150 if len(shown) <= 3 else 120
    for i, c in enumerate(shown):
        cx = x0 + 20 + i * (w + 30)
        card(draw, (cx, y0 + 52, cx + w, y0 + 52 + w * 4 // 3), c)
        draw.text((cx + w // 2, y0 + 62 + w * 4 // 3), voice(view.card_name(c)), font=font(20),
                  fill=INK, anchor="ma")
    me = view.players[view.seat] if view.seat < len(view.players) else None
    face = me.face_code() if me is not None else None
    if face and view.hand and face != view.hand:
        draw.text((x0 + 200, y0 + 60), voice(msg("tew-r-counts-as", card=face)), font=font(20),
                  fill=INK)
    dy = y1 - 112
    discards = msg("tew-r-discards" if view.my_discards else "tew-r-discards-none")
    draw.text((x0 + 14, dy), voice(discards), font=font(20), fill=INK)
    for i, c in enumerate(view.my_discards[:9]):
        card(draw, (x0 + 14 + i * 60, dy + 28, x0 + 66 + i * 60, dy + 98), c)


def boss_panel(draw: Draw, view: TewSeatView, voice: Voice,
               box: tuple[int, int, int, int]) -> None:
    """Boss and ability, influence, posse to place, then any Auction House draws."""
    x0, y0, x1, _ = box
    me = view.players[view.seat]
    draw.rounded_rectangle(box, radius=12, fill=PANEL, outline=LINE, width=3)
    boss = voice(me.boss_name if me.boss_name is not None else msg("tew-r-boss-unchosen"))
    draw.text((x0 + 14, y0 + 10), fit_text(voice(msg("tew-r-boss", boss=boss)), 24, x1 - x0 - 28),
              font=font(24), fill=INK)
    y = y0 + 44
    ability = voice(me.boss_text) if me.boss_text is not None else ""
    for line in wrap(ability, 20, x1 - x0 - 28)[:3]:
        draw.text((x0 + 14, y), line, font=font(20), fill=INK)
        y += 24
    influence_row(draw, voice, me.influence, x0 + 14, y + 8)
    y += 56
    label = voice(msg("tew-r-posse-to-place"))
    draw.text((x0 + 14, y), label, font=font(20), fill=INK)
    px = x0 + max(180, int(text_width(label, 20)) + 34)
    for i in range(me.to_place):
        posse(draw, px + i * 34, y + 12, view.seat, True, r=14)
    if not me.to_place:
        draw.text((px - 10, y), voice(msg("tew-r-none")), font=font(20), fill=MUTED)
    extra = voice(msg("tew-r-third-standing" if me.third_standing else "tew-r-third-lying"))
    extra += " · " + voice(msg("tew-r-wanted-flag")) if me.wanted else ""
    draw.text((x0 + 14, y + 32), fit_text(extra, 20, x1 - x0 - 28), font=font(20), fill=INK)
    y += 66
    if view.auction:
        draw.text((x0 + 14, y), fit_text(voice(msg("tew-r-auction")), 20, x1 - x0 - 28),
                  font=font(20), fill=INK)
        for i, b in enumerate(view.auction[:2]):
            building(draw, voice, (x0 + 14, y + 30 + i * 72, x1 - 14, y + 96 + i * 72), b)
    elif view.gaps:
        draw.text((x0 + 14, y), fit_text(voice(msg("tew-r-gaps")), 20, x1 - x0 - 28),
                  font=font(20), fill=INK)
        for g, c in enumerate(view.gaps):
            cx = x0 + 14 + g * 84
            draw.text((cx + 30, y + 30), f"g{g}", font=font(20), fill=INK, anchor="ma")
            card(draw, (cx, y + 54, cx + 60, y + 136), c)


def prompt_text(view: TewSeatView, voice: Voice) -> str:
    """What this seat must decide now, if anything."""
    mine = view.prompt is not None and view.prompt.seat == view.seat
    acting = view.seat in view.to_act
    if mine and view.prompt is not None:
        text = voice(msg("tew-r-decision", question=question(voice, view)))
        if view.prompt.amount:
            text += " · " + voice(msg("tew-r-amount", n=view.prompt.amount))
        return text
    if acting and view.options and not view.hand:
        return voice(msg("tew-r-decision-keep"))
    if acting:
        return voice(msg("tew-r-your-turn"))
    return voice(msg("tew-r-over" if view.stage == "over" else "tew-r-nothing"))


def prompt_box(draw: Draw, view: TewSeatView, lines: list[str],
               box: tuple[int, int, int, int], size: int) -> None:
    """The question's lines in a box, outlined when this seat must act."""
    x0, y0, _, _ = box
    acting = view.seat in view.to_act
    draw.rounded_rectangle(box, radius=12, fill=PANEL, outline=HIGHLIGHT if acting else MUTED,
                           width=5 if acting else 2)
    for i, line in enumerate(lines):
        draw.text((x0 + 20, y0 + 12 + i * (size + 8)), line, font=font(size), fill=INK)


RENDERER = Renderer(table, hand, make_palette(CARD_FILLS))
