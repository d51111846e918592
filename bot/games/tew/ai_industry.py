"""What advancing an industry token is worth to the bot, from its seat view (rules §4.8):
the change of its lead over the best other score, at the icons owned now."""

from __future__ import annotations

from bot.games.tew.data import TRACK
from bot.games.tew.view import TewSeatView

POS_INDEX = {p.name: i for i, p in enumerate(TRACK.positions)}


def icons(view: TewSeatView, owner: int, industry: str) -> int:
    """`owner`'s icons of `industry` on the buildings of its colour mat, pending included."""
    return sum(b.icons.count(industry) for m in view.mats
               if m.owner == owner and m.side == "colour" for b in [*m.porch, *m.pending])


def awards(view: TewSeatView, industry: str, pos: int) -> dict[int, int]:
    """Industry VP by participant with the token at `pos` (majority, and minority at 3-4)."""
    owners = [p.seat for p in view.players] + ([-1] if view.solo else [])
    counts = {w: c for w in owners if (c := icons(view, w, industry)) >= 1}
    if not counts:
        return {}
    track = TRACK.positions[pos]
    big = len(view.players) >= 3
    top = max(counts.values())
    major = [w for w, c in counts.items() if c == top]
    out = {w: track.vp_34[0] if big else track.vp_12 for w in major}
    rest = [c for c in counts.values() if c < top]
    if big and len(major) == 1 and rest:
        out |= {w: track.vp_34[1] for w, c in counts.items() if c == max(rest)}
    return out


def advance_gain(view: TewSeatView, industry: str) -> float:
    """How much one step of `industry` raises the bot's running score over the best other's
    (the players' `vp`, and the Rival's in solo)."""
    pos = POS_INDEX[view.industry[industry]]
    if pos + 1 >= len(TRACK.positions):
        return 0.0
    now, then = awards(view, industry, pos), awards(view, industry, pos + 1)
    vp = {p.seat: p.vp for p in view.players} | (
        {-1: view.rival_vp or 0} if view.solo else {})
    after = {w: v + then.get(w, 0) - now.get(w, 0) for w, v in vp.items()}
    mine, best = vp.pop(view.seat), max(vp.values(), default=0)
    mine_after = after.pop(view.seat)
    return (mine_after - max(after.values(), default=0)) - (mine - best)
