"""The side panels of the Western Legends board: the players (legend points, money, gold,
cards as a count, wounds, Marshal/Wanted track, cattle, items, story discs, turn order) and
what happens now (the questions asked, the fight or Saloon game in progress, the last
prospecting roll, the story cards' public requirements, the decks)."""

from __future__ import annotations

from collections import Counter

from PIL import ImageDraw

from bot.games.core.words import Msg, msg, seat
from bot.games.legends.view import LegendsTableView, PlayerView
from bot.i18n import Voice
from render.common import (
    ESSENTIAL_TEXT,
    HIGHLIGHT,
    INK,
    MUTED,
    WHITE,
    font,
    headline,
    panel,
    seat_heading,
    text_width,
    token,
    wrap,
    wrap_items,
)
from render.legends_cards import card_name, card_names
from render.legends_map import BLUE, GREEN

Box = tuple[int, int, int, int]
MARSHAL = (0, 90, 160)
WANTED = (190, 40, 40)
TRACK_EMPTY = (250, 244, 228)
SIDE_FILLS = [MARSHAL, WANTED, TRACK_EMPTY]


def character(p: PlayerView, voice: Voice) -> str:
    """The character's name (empty while characters are being chosen)."""
    return voice(msg("legends-card-character-name", id=p.character)) if p.character else ""


def items(p: PlayerView, voice: Voice) -> list[tuple[str, bool]]:
    """A player's items worded, "+" after an upgraded one; True: in use (the active
    weapon and mount, every misc item)."""
    out: list[tuple[str, bool]] = []
    for owned, active in ((p.weapons, p.weapon), (p.mounts, p.mount)):
        for item, up in sorted(owned.items(), key=lambda kv: kv[0] != active):
            out.append((voice(msg("legends-item", item=item)) + ("+" if up else ""),
                        item == active))
    out += [(voice(msg("legends-item", item=m)), True) for m in p.misc]
    return out


def order(view: LegendsTableView) -> list[int]:
    """The seats in turn order, from the first player."""
    return list(view.order)


def track_pips(draw: ImageDraw.ImageDraw, x: int, y: int, mp: int, wp: int) -> int:
    """The Marshal or Wanted track (9 spaces) as pips filled to the position; returns the
    right edge."""
    value, fill = (mp, MARSHAL) if mp else (wp, WANTED)
    for k in range(9):
        px = x + k * 13
        draw.rectangle((px, y, px + 10, y + 18), fill=fill if k < value else TRACK_EMPTY,
                       outline=INK, width=1)
    return x + 9 * 13


ROW_H = ESSENTIAL_TEXT + 12 + 2 * 24 + 6


def player_row(draw: ImageDraw.ImageDraw, view: LegendsTableView, voice: Voice,
               p: PlayerView, box: Box) -> None:
    """One player: token, name and LP at the essential size; then money, gold, cards,
    wounds and the Marshal/Wanted track; then character, cattle, items and discs."""
    x0, y0, x1, y1 = box
    acting = p.seat in view.to_act
    if acting:
        draw.rounded_rectangle((x0, y0, x1, y1 - 2), radius=8, fill=HIGHLIGHT)
    elif p.seat == view.turn:
        draw.rounded_rectangle((x0, y0, x1, y1 - 2), radius=8, outline=HIGHLIGHT, width=4)
    token(draw, x0 + 22, y0 + 26, p.seat, r=16, wounded=p.wounds > 0)
    big = ESSENTIAL_TEXT
    final = view.final_score(p.seat)  # the result is the one source at the end
    lp = voice(msg("legends-r-lp", lp=p.lp if final is None else final))
    draw.text((x1 - 8, y0), lp, font=font(big), fill=INK, anchor="ra")
    right = x1 - 16 - int(text_width(lp, big))
    seat_heading(draw, (x0 + 46, y0), voice, p.seat, right - x0 - 46)
    y = y0 + big + 12
    facts = [voice(msg("legends-r-money", money=p.money)),
             voice(msg("legends-r-gold", gold=p.gold)),
             voice(msg("legends-r-cards", cards=p.cards)),
             voice(msg("legends-r-wounds", wounds=p.wounds))]
    line = " · ".join(facts)
    draw.text((x0 + 46, y), line, font=font(20), fill=INK)
    tx = x0 + 56 + int(text_width(line, 20))
    if p.mp or p.wp:
        words = voice(msg("legends-r-track", track="marshal" if p.mp else "wanted",
                          n=p.mp or p.wp))
        draw.text((tx, y), words, font=font(20), fill=MARSHAL if p.mp else WANTED)
        track_pips(draw, tx + int(text_width(words, 20)) + 8, y + 3, p.mp, p.wp)
    else:
        draw.text((tx, y), voice(msg("legends-r-neutral")), font=font(20), fill=MUTED)
    if y1 - y < 2 * 24:
        return  # a crowded table: the rest is in the embed and the hands
    x = x0 + 46
    y += 24
    if p.cattle:
        words = voice(msg("legends-r-cattle", colour=p.cattle))
        w = int(text_width(words, 20)) + 12
        draw.rounded_rectangle((x, y + 1, x + w, y + 25), radius=6,
                               fill=GREEN if p.cattle == "green" else BLUE)
        draw.text((x + 6, y + 13), words, font=font(20), fill=WHITE, anchor="lm")
        x += w + 10
    who = character(p, voice)
    if p.legendary:
        who = voice(msg("legends-r-legendary", name=who)) if who else who
    discs = Counter(d for d in p.discs if d)  # slot -> discs there, in order of placing
    extras = [voice(msg("legends-r-disc", slot=d, count=k)) for d, k in discs.items()]
    if p.tokens:
        extras.append(voice(msg("legends-r-tokens", count=p.tokens)))
    if p.goals_done:
        extras.append(voice(msg("legends-r-goals", count=len(p.goals_done))))
    kit = [word for word, _ in items(p, voice)] or [voice(msg("legends-r-no-items"))]
    rows = wrap_items([w for w in (who, *kit, *extras) if w], 20, x1 - 8 - x)
    if rows:
        draw.text((x, y + 2), rows[0], font=font(20), fill=INK)


def players(draw: ImageDraw.ImageDraw, view: LegendsTableView, voice: Voice, box: Box) -> None:
    """The players' panel: the turn order in the title line, then one row per player in
    turn order (whoever must act highlighted; whose turn it is outlined)."""
    x0, y0, _, _ = box
    title = voice(msg("legends-r-players"))
    panel(draw, box, title, title_size=24)
    ox = x0 + 12 + int(text_width(title, 24)) + 24
    words = voice(msg("legends-r-order"))
    draw.text((ox, y0 + 11), words, font=font(20), fill=MUTED)
    ox += int(text_width(words, 20)) + 24
    seats = order(view)
    for k, s in enumerate(seats):
        cx = ox + k * 36
        if s == view.turn:
            draw.ellipse((cx - 17, y0 + 4, cx + 17, y0 + 38), fill=HIGHLIGHT)
        token(draw, cx, y0 + 21, s, r=14)
    by_seat = {p.seat: p for p in view.players}
    rows = [by_seat[s] for s in listed(view)]
    for i, p in enumerate(rows):
        player_row(draw, view, voice, p, row_box(box, i, len(rows)))


def listed(view: LegendsTableView) -> list[int]:
    """The seats with a row in the players' panel, in the order of the rows (turn order)."""
    playing = {p.seat for p in view.players}
    return [s for s in order(view) if s in playing]


def row_box(panel_box: Box, i: int, count: int) -> Box:
    """Where `players` draws the `i`-th of `count` rows in its panel `panel_box`."""
    x0, y0, x1, y1 = panel_box
    row_h = min(ROW_H, (y1 - y0 - 44) // max(1, count))
    y = y0 + 44 + i * row_h
    return x0 + 6, y, x1 - 6, y + row_h


def fight_lines(view: LegendsTableView) -> list[Msg]:
    """The fight in progress: who against whom where, and the cards once revealed."""
    f = view.fight
    if f is None:
        return []
    lines = [msg("legends-r-fight", kind=f.kind, fighter=seat(f.fighter),
                 target=seat(f.target) if f.target >= 0 else msg("legends-r-npc", kind=f.kind),
                 place=f.space)]
    if f.declined:
        lines.append(msg("legends-r-declined", who=seat(f.target)))
    elif f.card is not None and f.other is not None:
        lines.append(msg("legends-r-fight-cards", mine=card_name(f.card),
                         theirs=card_name(f.other)))
        lines.append(msg("legends-r-fight-values", a=f.mine if f.mine is not None else "-",
                         b=f.theirs if f.theirs is not None else "-"))
    else:
        lines.append(msg("legends-r-fight-hidden"))
    return lines


def poker_lines(view: LegendsTableView) -> list[Msg]:
    """The Saloon game in progress: where, the pot, the flop, who has chosen."""
    g = view.poker
    if g is None:
        return []
    lines = [msg("legends-r-poker", saloon=g.saloon, pot=g.pot, players=len(g.participants))]
    if g.flop:
        lines.append(msg("legends-r-flop", cards=card_names(g.flop)))
        lines.append(msg("legends-r-chosen", chosen=len(g.chosen),
                         total=len(g.participants) + (1 if g.dealer >= 0 else 0)))
    if g.dealer >= 0:
        lines.append(msg("legends-r-dealer", who=seat(g.dealer)))
    return lines


def facts(view: LegendsTableView, voice: Voice) -> list[str]:
    """The stage of the turn, the last roll, the Man in Black, the decks."""
    out: list[Msg] = []
    if view.stage == "actions" and view.round:
        out.append(msg("legends-r-actions", count=view.actions))
    if view.end_round:
        out.append(msg("legends-r-end-round", round=view.end_round))
    if view.dice:
        faces = ", ".join(voice(msg("legends-r-face", face=f)) for chain in view.dice
                          for f in chain.split("-") if f)
        out.append(msg("legends-r-dice", faces=faces))
    if view.mib:
        out.append(msg("legends-r-mib", lp=view.mib_lp, place=view.mib))
    out.append(msg("legends-r-decks", deck=view.deck, discard=len(view.discard),
                   fight=view.fight_deck))
    return [voice(m) for m in out]


def story_line(view: LegendsTableView, voice: Voice, k: int) -> str:
    """An available story card as the table sees it: its requirement and its discs."""
    s = view.slots[k]
    req = " / ".join(voice(msg("legends-r-req", tag=t)) for t in s.requirement)
    return voice(msg("legends-r-story", slot=s.slot, major="yes" if s.major else "no",
                     req=req, discs=s.discs, needed=s.needed, left=s.left))


def now_panel(draw: ImageDraw.ImageDraw, view: LegendsTableView, voice: Voice, box: Box) -> None:
    """What is asked now (at the essential size), the fight or poker game, the story cards,
    then the small facts, as many whole lines as the panel holds."""
    x0, y0, x1, y1 = box
    heading = voice(msg("legends-r-now"))
    panel(draw, box)
    draw.text((x0 + 12, y0 + 16), heading, font=font(24), fill=MUTED)
    px = x0 + 12 + int(text_width(heading, 24)) + 20
    asked = [voice(msg("legends-r-asks", who=seat(q.seat), question=q.text or msg("legends-q-" + q.kind)))
             for q in view.questions] or [voice(msg("legends-r-idle"))]
    y = y0 + 4
    for a in asked[:2]:
        y = headline(draw, a, px, y, x1 - 14)
    width = x1 - x0 - 28
    lines: list[tuple[str, int, tuple[int, int, int]]] = []
    for m in fight_lines(view) + poker_lines(view):
        lines.extend((t, 22, INK) for t in wrap(voice(m), 22, width))
    for k in range(len(view.slots)):
        lines.extend((t, 20, INK) for t in wrap(story_line(view, voice, k), 20, width))
    lines.extend((t, 20, MUTED) for t in wrap_items(facts(view, voice), 20, width))
    for text, size, fill in lines:
        if y + size + 4 > y1 - 4:
            break
        draw.text((x0 + 14, y), text, font=font(size), fill=fill)
        y += size + 8
