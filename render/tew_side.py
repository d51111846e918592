"""Side panel (players, solo Rival, key) and the middle of the circle (duel, Wanted, prompt)."""

from __future__ import annotations

from bot.games.core.words import msg
from bot.games.tew.view import DuelView, PlayerView, TewTableView
from bot.i18n import Voice
from render.common import (
    ESSENTIAL_TEXT,
    HIGHLIGHT,
    INK,
    LINE,
    MUTED,
    PANEL,
    fit_text,
    font,
    headline,
    seat_colour,
    seat_heading,
    text_width,
    wrap,
    wrap_items,
)
from render.tew_board import tint
from render.tew_draw import (
    BADGE_WANTED,
    DUEL_FILL,
    INF_FILL,
    RIVAL_FILL,
    WANTED_CARD,
    WHITE,
    Box,
    Draw,
    card,
    die,
    industry_icon,
    inf_chip,
    posse,
    seat_token,
    timing_badge,
    who,
)

MIDDLE: Box = (336, 300, 848, 538)
SIDE_X0, SIDE_X1, SIDE_Y0, SIDE_Y1 = 1188, 1588, 64, 988
INFLUENCE = ("MONEY", "LAW", "FORCE")
INFLUENCE_AT = (12, 86)  # the influence row on a player's card, from its top-left corner


def badge(draw: Draw, x1: int, y: int, text: str, fill: tuple[int, int, int],
          size: int = 20) -> int:
    """A right-aligned word badge ending at x1; returns its left edge."""
    w = int(text_width(text, size)) + 14
    draw.rounded_rectangle((x1 - w, y, x1, y + 28), radius=5, fill=fill, outline=INK, width=2)
    draw.text((x1 - w // 2, y + 14), text, font=font(size), fill=INK if fill != INK else WHITE,
              anchor="mm")
    return x1 - w - 6


def badge_left(draw: Draw, x0: int, y: int, text: str, fill: tuple[int, int, int]) -> int:
    """A word badge starting at x0; returns where the next thing may start."""
    w = int(text_width(text, 20)) + 14
    badge(draw, x0 + w, y, text, fill)
    return x0 + w + 8


def side_panel(draw: Draw, view: TewTableView, voice: Voice) -> None:
    """The players' cards and the solo Rival (the key is in the hand image)."""
    n = len(view.players)
    for row, p in enumerate(view.players):
        player_card(draw, view, voice, p, card_box(row, n))
    if view.solo:
        y = card_box(n, n)[1]
        rival_card(draw, view, voice, (SIDE_X0, y, SIDE_X1, y + 150))


def card_box(row: int, players: int) -> Box:
    """Where the card of the `row`-th of `players` players is drawn in the side panel (row
    `players`: the solo Rival's card starts at its top)."""
    h = 224 if players >= 3 else 236
    y = SIDE_Y0 + row * (h + 8)
    return SIDE_X0, y, SIDE_X1, y + h


def influence_box(row: int, players: int, kind: str) -> Box:
    """Where influence `kind` is shown on the card of the `row`-th of `players` players."""
    x0, y0, _, _ = card_box(row, players)
    return chip_box(x0 + INFLUENCE_AT[0], y0 + INFLUENCE_AT[1], kind)


def player_card(draw: Draw, view: TewTableView, voice: Voice, p: PlayerView, box: Box) -> None:
    """One player's card: name, boss, mat, influence, card, posse and flags."""
    x0, y0, x1, y1 = box
    acting = p.seat in view.to_act
    draw.rounded_rectangle(box, radius=12, fill=tint(seat_colour(p.seat), 0.18),
                           outline=HIGHLIGHT if acting else LINE, width=6 if acting else 3)
    seat_token(draw, x0 + 28, y0 + 30, p.seat, r=18)
    big = ESSENTIAL_TEXT
    final = view.final_score(p.seat)
    vp = voice(msg("tew-r-vp", vp=p.vp if final is None else final))
    draw.text((x1 - 12, y0 + 4), vp, font=font(big), fill=INK, anchor="ra")
    room = x1 - x0 - 78 - int(text_width(vp, big))
    seat_heading(draw, (x0 + 54, y0 + 4), voice, p.seat, room)
    bx = x0 + 12  # whose turn it is: the card's outline and the headline
    for key, fill, on in (("tew-r-wanted", BADGE_WANTED, p.wanted),
                          ("tew-r-dealer", WHITE, view.dealer == p.seat)):
        if on:
            bx = badge_left(draw, bx, y0 + 54, voice(msg(key)), fill)
    # The boss, then the home mat (tinted in the seat's colour on the board: the mat's
    # printed colour is not named, it is not the seat's); what does not fit is in `card`.
    boss = voice(p.boss_name if p.boss_name is not None else msg("tew-r-no-boss"))
    mat = voice(view.mats[p.mat].title) if p.mat < len(view.mats) else ""
    shown = wrap_items([boss, mat] if mat else [boss], 20, x1 - bx - 12)[:1]
    if shown and text_width(shown[0], 20) <= x1 - bx - 12:
        draw.text((bx, y0 + 56), shown[0], font=font(20), fill=INK)
    influence_row(draw, voice, p.influence, x0 + INFLUENCE_AT[0], y0 + INFLUENCE_AT[1])
    kept_slot(draw, voice, p, x0 + 12, y0 + 124, view.stage)
    posse_line(draw, voice, p, x0 + 12, y1 - 32, x1 - x0 - 24)


def influence_row(draw: Draw, voice: Voice, inf: dict[str, int], x: int, y: int,
                  size: int = 20) -> None:
    """MONEY, LAW and FORCE as three coloured boxes with their amounts."""
    for kind in INFLUENCE:
        bx, _, _, _ = box = chip_box(x, y, kind, size)
        draw.rounded_rectangle(box, radius=6, fill=INF_FILL[kind], outline=INK, width=2)
        ink = WHITE if kind == "FORCE" else INK
        room = 118 - 20 - int(text_width(str(inf.get(kind, 0)), size + 4))
        label = fit_text(voice(msg("tew-inf", type=kind)), size, room)
        draw.text((bx + 8, y + (size + 12) // 2), label, font=font(size), fill=ink,
                  anchor="lm")
        draw.text((bx + 110, y + (size + 12) // 2), str(inf.get(kind, 0)), font=font(size + 4),
                  fill=ink, anchor="rm")


def chip_box(x: int, y: int, kind: str, size: int = 20) -> Box:
    """Where `influence_row` starting at (x, y) draws influence `kind` (`size`: its text)."""
    bx = x + INFLUENCE.index(kind) * 126
    return bx, y, bx + 118, y + size + 12


def kept_slot(draw: Draw, voice: Voice, p: PlayerView, x: int, y: int, stage: str) -> None:
    """The kept card once revealed; a face-down card once kept; an outline while choosing."""
    box = (x, y, x + 38, y + 52)
    if p.kept:
        card(draw, box, p.kept)
        lines = [msg("tew-r-card", card=p.kept)]
        face = p.face_code()
        if face and face != p.kept:
            lines.append(msg("tew-r-counts-as", card=face))
    elif p.chosen:
        card(draw, box, None)
        lines = [msg("tew-r-card-hidden")]
    else:
        draw.rounded_rectangle(box, radius=6, outline=LINE, width=2)
        lines = [msg("tew-r-choosing" if stage == "keep" else "tew-r-no-card")]
    if p.card_added:
        lines.append(msg("tew-r-card-added"))
    # Two rows at most (the third row belongs to the flags on the right): what the card
    # counts as and "added in a duel" share the second.
    rows = [voice(lines[0]), " · ".join(voice(m) for m in lines[1:])]
    for i, line in enumerate(r for r in rows if r):
        draw.text((x + 50, y + i * 24), line, font=font(20), fill=INK)


def posse_line(draw: Draw, voice: Voice, p: PlayerView, x: int, y: int, w: int) -> None:
    """Posse left to place (tokens); on the right the third posse, buildings and effects."""
    label = voice(msg("tew-r-to-place"))
    draw.text((x, y), label, font=font(20), fill=INK)
    tx = x + max(96, int(text_width(label, 20)) + 20)
    for i in range(p.to_place):
        posse(draw, tx + i * 30, y + 11, p.seat, True, r=12)
    if not p.to_place:
        draw.text((tx - 8, y), voice(msg("tew-r-none")), font=font(20), fill=MUTED)
    flags = [msg("tew-r-third-standing-short" if p.third_standing else "tew-r-third-lying-short"),
             msg("tew-r-buildings", n=p.buildings)]
    flags += [m for m, on in ((msg("tew-r-outhouse"), p.outhouse),
                              (msg("tew-r-gunsmith"), p.gunsmith)) if on]
    for i, flag in enumerate(reversed(flags)):
        draw.text((x + w, y - i * 22), voice(flag), font=font(20), fill=INK, anchor="ra")


def rival_card(draw: Draw, view: TewTableView, voice: Voice, box: Box) -> None:
    """Solo: the Rival's difficulty, cards and Wanted status."""
    x0, y0, x1, _ = box
    draw.rounded_rectangle(box, radius=12, fill=tint(RIVAL_FILL, 0.2), outline=LINE, width=3)
    posse(draw, x0 + 28, y0 + 30, -1, True, r=18)
    draw.text((x0 + 54, y0 + 4), voice.name(-1), font=font(ESSENTIAL_TEXT), fill=INK)
    if view.rival_vp is not None:
        final = view.final_score(-1)
        vp = voice(msg("tew-r-vp", vp=view.rival_vp if final is None else final))
        draw.text((x1 - 12, y0 + 4), vp, font=font(ESSENTIAL_TEXT), fill=INK, anchor="ra")
    level = voice(msg("tew-r-difficulty", level=view.difficulty or "MEDIUM"))
    draw.text((x0 + 12, y0 + 54), level, font=font(20), fill=INK)
    if view.wanted == -1:
        badge(draw, x1 - 12, y0 + 52, voice(msg("tew-r-wanted")), BADGE_WANTED)
    draw.text((x0 + 12, y0 + 80), fit_text(voice(msg("tew-r-cards")), 20, 64), font=font(20),
              fill=INK)
    for i, c in enumerate(view.rival_cards):
        card(draw, (x0 + 80 + i * 52, y0 + 78, x0 + 124 + i * 52, y0 + 138), c)


def legend(draw: Draw, voice: Voice, box: Box) -> None:
    """The key: posse, timing badges, industries, influence and suits."""
    x0, y0, x1 = box[0], box[1], box[2]
    draw.rounded_rectangle(box, radius=12, fill=PANEL, outline=LINE, width=3)
    key = fit_text(voice(msg("tew-r-key")), 20, 100)
    draw.text((x0 + 12, y0 + 8), key, font=font(20), fill=INK)
    dx = max(0, int(text_width(key, 20)) - 44)
    posse(draw, x0 + 80 + dx, y0 + 20, 0, True, r=12)
    posse(draw, x0 + 114 + dx, y0 + 20, 0, False, r=12)
    draw.text((x0 + 134 + dx, y0 + 10),
              fit_text(voice(msg("tew-r-legend-posse")), 20, x1 - x0 - 146 - dx),
              font=font(20), fill=INK)
    for i, (kind, key) in enumerate((("INSTANT", "tew-r-legend-instant"),
                                     ("HOURGLASS", "tew-r-legend-hourglass"),
                                     ("DOLLAR", "tew-r-legend-dollar"))):
        timing_badge(draw, x0 + 24 + i * 126, y0 + 52, kind, r=10)
        draw.text((x0 + 40 + i * 126, y0 + 52), fit_text(voice(msg(key)), 20, 104),
                  font=font(20), fill=INK, anchor="lm")
    for i, kind in enumerate(("MINING", "RAILROAD", "WAGON")):
        industry_icon(draw, x0 + 24 + i * 126, y0 + 88, kind, 22)
        name = voice(msg("tew-industry", industry=kind)).lower()
        draw.text((x0 + 40 + i * 126, y0 + 88), fit_text(name, 20, 104), font=font(20), fill=INK,
                  anchor="lm")
    cx = x0 + 12
    for kind in ("MONEY", "LAW", "FORCE"):
        cx += inf_chip(draw, cx, y0 + 104, kind, 1, 20) + 4
        name = voice(msg("tew-inf", type=kind)).lower()
        draw.text((cx, y0 + 106), name, font=font(20), fill=INK)
        cx += int(text_width(name, 20)) + 12
    for i, key in enumerate(("tew-r-legend-suits", "tew-r-legend-chips")):
        draw.text((x0 + 12, y0 + 140 + i * 24), fit_text(voice(msg(key)), 20, x1 - x0 - 24),
                  font=font(20), fill=INK)


def question(voice: Voice, view: TewTableView) -> str:
    """The question asked now, worded: its title and what it comes from."""
    pr = view.prompt
    if pr is None:
        return ""
    title = voice(pr.title)
    source = voice(pr.source) if pr.source is not None else ""
    return f"{title} ({source})" if source and source not in title else title


def middle(draw: Draw, view: TewTableView, voice: Voice) -> None:
    """The middle of the circle: the prompt, a duel in progress, or Wanted, decks and order."""
    x0, y0, x1, y1 = MIDDLE
    draw.rounded_rectangle(MIDDLE, radius=14, fill=PANEL, outline=LINE, width=3)
    y = y0 + 6
    if view.prompt is not None:
        text = f"{voice.name(view.prompt.seat)}: {question(voice, view)}"
        y = headline(draw, text, x0 + 12, y, x1 - 12) + 2
    if view.duel is not None:
        duel(draw, view, voice, view.duel, (x0 + 8, y, x1 - 8, y1 - 8))
        return
    wanted(draw, view, voice, x0 + 12, y)
    tx = x0 + 150
    if view.stage == "over":
        draw.text((tx, y + 4), fit_text(voice(msg("tew-r-game-over")), 34, x1 - tx - 12),
                  font=font(34), fill=INK)
        y += 50
    lines = [msg("tew-r-building-deck", n=view.building_deck),
             msg("tew-r-poker-deck", deck=view.poker_deck, discards=view.poker_discard)]
    for i, line in enumerate(lines):
        draw.text((tx, y + 6 + i * 28), fit_text(voice(line), 20, x1 - tx - 12), font=font(20),
                  fill=INK)
    if view.order:
        oy = y + 76
        label = fit_text(voice(msg("tew-r-order")), 20, 180)
        draw.text((tx, oy), label, font=font(20), fill=INK)
        ox = tx + max(140, int(text_width(label, 20)) + 24)
        for i, s in enumerate(view.order):
            posse(draw, ox + i * 40, oy + 10, s, True, r=15)


def wanted(draw: Draw, view: TewTableView, voice: Voice, x: int, y: int) -> None:
    """The Wanted card and who holds it."""
    draw.rectangle((x, y, x + 120, y + 120), fill=WANTED_CARD, outline=INK, width=3)
    draw.text((x + 60, y + 8), fit_text(voice(msg("tew-r-wanted")), 20, 112), font=font(20),
              fill=INK, anchor="ma")
    if view.wanted is None:
        for i, line in enumerate(wrap(voice(msg("tew-r-in-centre")), 20, 112)[:2]):
            draw.text((x + 60, y + 62 + i * 20), fit_text(line, 20, 112), font=font(20),
                      fill=MUTED, anchor="mm")
    else:
        posse(draw, x + 60, y + 62, view.wanted, True, r=20)
        holder = fit_text(voice.name(view.wanted), 20, 112)
        draw.text((x + 60, y + 100), holder, font=font(20), fill=INK, anchor="mm")


def duel_lines(draw: Draw, voice: Voice, d: DuelView, box: Box) -> None:
    """The duel in short: a line per duelist (token, role, die and bonus, power, losing)."""
    x0, y0, x1, _ = box
    y = y0 + 6
    for seat, role, roll, bonus, pw in (
            (d.attacker, "tew-r-attacks", d.attacker_die, d.attacker_bonus, d.attacker_power),
            (d.defender, "tew-r-defends", d.defender_die, d.defender_bonus, d.defender_power)):
        posse(draw, x0 + 20, y + 12, seat, True, r=11)
        parts = [voice(msg(role, who=voice.name(seat))),
                 voice(msg("tew-r-die", roll=roll, bonus=bonus)),
                 voice(msg("tew-r-power", power=pw))]
        if d.losing == seat:
            parts.append(voice(msg("tew-r-losing")))
        for line in wrap_items(parts, 20, x1 - x0 - 48):
            draw.text((x0 + 38, y), line, font=font(20), fill=INK)
            y += 21


def spot_name(view: TewTableView, voice: Voice, spot_id: str) -> str:
    """A spot's worded label, found on its mat in the view."""
    for m in view.mats:
        for s in m.spots:
            if s.id == spot_id:
                return voice(s.label)
    return spot_id


def duel(draw: Draw, view: TewTableView, voice: Voice, d: DuelView, box: Box) -> None:
    """A duel: both duelists' dice, bonuses and powers, and who is losing (in two lines
    when the question above it takes the room)."""
    x0, y0, x1, y1 = box
    draw.rounded_rectangle(box, radius=10, fill=DUEL_FILL, outline=HIGHLIGHT, width=4)
    if y1 - y0 < 140:
        duel_lines(draw, voice, d, box)
        return
    spot = spot_name(view, voice, d.spot)
    draw.text((x0 + 10, y0 + 6), fit_text(voice(msg("tew-r-duel-at", spot=spot)), 20, x1 - x0 - 20),
              font=font(20), fill=INK)
    half = (x1 - x0) // 2
    for i, (seat, role, roll, bonus, pw) in enumerate((
            (d.attacker, "tew-r-attacks", d.attacker_die, d.attacker_bonus, d.attacker_power),
            (d.defender, "tew-r-defends", d.defender_die, d.defender_bonus, d.defender_power))):
        cx = x0 + 10 + i * half
        posse(draw, cx + 18, y0 + 50, seat, True, r=16)
        draw.text((cx + 42, y0 + 40), fit_text(voice(msg(role, who=who(voice, seat))), 20, half - 52),
                  font=font(20), fill=INK)
        die(draw, cx + 2, y0 + 74, roll, 48)
        dice = voice(msg("tew-r-die", roll=roll, bonus=bonus))
        draw.text((cx + 60, y0 + 72), fit_text(dice, 20, half - 70), font=font(20), fill=INK)
        power = voice(msg("tew-r-power", power=pw))
        size = next((n for n in (24, 22, 20) if text_width(power, n) <= 92), 20)
        draw.text((cx + 60, y0 + 94 + (24 - size) // 2), fit_text(power, size, 92),
                  font=font(size), fill=INK)
        if d.losing == seat:
            draw.rounded_rectangle((cx + 156, y0 + 96, cx + 232, y0 + 122), radius=5,
                                   fill=INK)
            losing = fit_text(voice(msg("tew-r-losing")), 20, 72)
            draw.text((cx + 194, y0 + 109), losing, font=font(20), fill=WHITE, anchor="mm")
    if d.rival_card:
        rival = fit_text(voice(msg("tew-r-rival-card", card=d.rival_card)), 20, half - 20)
        draw.text((x0 + 10, y1 - 28), rival, font=font(20), fill=INK)
    is_losing = voice(msg("tew-r-is-losing", who=who(voice, d.losing)))
    draw.text((x1 - 10, y1 - 28), fit_text(is_losing, 20, half - 20),
              font=font(20), fill=INK, anchor="ra")
