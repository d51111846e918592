"""The "now" panel of the Way Out West board: the question asked, then the auction, the
start-player dice or the (last) shootout."""

from __future__ import annotations

from PIL import ImageDraw

from bot.games.core.words import Msg, MsgArg, msg, seat
from bot.games.wow.view import FARMER_TOKEN, FightView, SideView, WowTableView
from bot.i18n import Voice
from render.common import INK, PANEL, fit_text, font, headline, panel, text_width, token, wrap

Box = tuple[int, int, int, int]
FIGHTERS = ("cowboys", "guard", "sheriff", "phantom", "farmer")


def now_panel(draw: ImageDraw.ImageDraw, view: WowTableView, voice: Voice, box: Box) -> None:
    """The prompt, then whatever is going on: auction, setup dice or a shootout."""
    b = view.board
    x0, y0, x1, _ = box
    fight = b.fight or b.last_fight
    kind = "shootout" if b.fight else ("last" if fight else "now")
    if b.auction is not None:
        kind = "auction"
    heading = voice(msg("wow-draw-panel", panel=kind))
    panel(draw, box, fill=PANEL)
    draw.text((x0 + 12, y0 + 16), heading, font=font(24), fill=INK)
    y0 += 10
    if view.prompt is not None:  # after the heading, whatever its length in this language
        px = x0 + 12 + int(text_width(heading, 24)) + 28
        y0 = headline(draw, voice(view.prompt), px, y0 - 6, x1 - 14) - 44
    if b.auction is not None:
        auction_lines(draw, view, voice, x0 + 12, y0 + 44, x1 - x0 - 24)
    elif b.phase == "setup":
        for i, rolls in enumerate(b.start_rolls[:4]):
            dice = [msg("wow-draw-rolled", who=seat(s), die=r) for s, r in rolls]
            line = voice(msg("wow-draw-start-dice", rolls=joined(dice)))
            draw.text((x0 + 12, y0 + 44 + i * 28), fit_text(line, 20, x1 - x0 - 24),
                      font=font(20), fill=INK)
    elif fight is not None:
        fight_lines(draw, fight, view, voice, (x0 + 12, y0 + 44, x1 - x0 - 24))


def joined(items: list[Msg]) -> MsgArg:
    """Messages as one list ("A, B, C"), through the catalogue's list pattern."""
    out: MsgArg = items[-1] if items else msg("wow-nothing")
    for item in reversed(items[:-1]):
        out = msg("wow-list", head=item, tail=out)
    return out


def auction_lines(draw: ImageDraw.ImageDraw, view: WowTableView, voice: Voice, x: int,
                  y: int, width: int) -> None:
    """The high bid, then each bidder's bid and state (in two lines when long)."""
    a = view.board.auction
    assert a is not None
    draw.text((x, y), voice(msg("wow-draw-high-bid", high=a.high)), font=font(20), fill=INK)
    col = width // max(1, len(a.prev))
    for i, s in enumerate(a.prev):
        cx = x + 20 + i * col
        token(draw, cx, y + 46, s, r=16)
        line = msg("wow-draw-bidder", bid=a.bids[s], active=str(s in a.active).lower(),
                   position=a.position[s])
        for j, row in enumerate(wrap(voice(line), 20, col - 50)[:2]):
            draw.text((cx + 24, y + 34 + j * 24), row, font=font(20), fill=INK)


def defender(f: FightView) -> MsgArg:
    """The defending side: a player, or the farmer."""
    return msg("wow-target-farmer") if f.defender == FARMER_TOKEN else seat(f.defender)


def fight_lines(draw: ImageDraw.ImageDraw, f: FightView, view: WowTableView, voice: Voice,
                where: tuple[int, int, int]) -> None:
    """Who attacks what, both sides, the last three volleys and the result."""
    x, y, w = where
    target = msg("wow-target-building", owner=defender(f), building=msg("wow-building",
                                                                         kind=f.target))
    if f.target in ("farmer", "cattle"):
        target = msg("wow-target-farmer") if f.target == "farmer" else msg(
            "wow-target-cattle", count=f.count, owner=defender(f))
    head = msg("wow-draw-fight", town=view.town_names[f.town], attacker=seat(f.attacker),
               target=target, mode=f.mode or "none")
    draw.text((x, y), fit_text(voice(head), 20, w - 160), font=font(20), fill=INK)
    sides = msg("wow-draw-sides", attack=side_text(f.a), defence=side_text(f.d))
    draw.text((x, y + 28), fit_text(voice(sides), 20, w), font=font(20), fill=INK)
    # Every volley, oldest first, in two columns (then the latest that fit).
    rows, half = 3, w // 2
    shown = f.volleys[-2 * rows:]
    for i, v in enumerate(shown):
        who = seat(f.attacker) if v.side == "a" else defender(f)
        dead = [msg("wow-fighter", kind=k) for k in v.killed]
        line = msg("wow-draw-volley", who=who, dice=" ".join(map(str, v.dice)), hits=v.hits,
                   killed=joined(dead) if dead else msg("wow-draw-no-one"))
        col, row = divmod(i, rows)
        draw.text((x + col * half, y + 52 + row * 24), fit_text(voice(line), 20, half - 16),
                  font=font(20), fill=INK)
    if f.winner:
        won = msg("wow-draw-nobody-won")
        if f.winner in ("a", "d"):
            won = msg("wow-draw-won", who=seat(f.attacker) if f.winner == "a" else defender(f))
        draw.text((x + w - 4, y), voice(won), font=font(20), fill=INK, anchor="ra")


def side_text(s: SideView) -> Msg:
    """A side's fighters ("2 cowboys+1 sheriff"), or "none left"."""
    counts = {"cowboys": s.cowboys, "guard": s.guard, "sheriff": s.sheriff,
              "phantom": s.phantom, "farmer": s.farmer}
    parts = [msg("wow-draw-side-part", kind=k, count=counts[k]) for k in FIGHTERS if counts[k]]
    if not parts:
        return msg("wow-draw-side-none")
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = msg("wow-draw-plus", head=part, tail=out)
    return out
