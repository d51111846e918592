"""What changed on a Western Legends board: every figure that moved (players, the Sheriff,
the Man in Black), ringed where it now stands with an arrow from where it was; and each
player whose Legend Points or Marshal or Wanted track moved, ringed on their row.

Rows are placed as `render.legends.table` and `render.legends_side.players` place them;
tests/render/test_changes.py checks the boxes against the drawn board, so a layout change
that moves them fails there."""

from __future__ import annotations

from bot.games.legends.view import LegendsTableView
from render.changes import BAND, EDGE, PAD, Box, Mark
from render.legends import RIGHT_X0, RIGHT_X1
from render.legends_map import LOC_R, PIECE_R, POS
from render.legends_side import order

RING = PAD + BAND + 2 * EDGE


def place_box(space: str) -> Box:
    """A space's node and the row of figures drawn above it; the ring around it ends where
    the space's name begins, below the node (`RING` is the ring's reach past its box)."""
    x, y = POS[space]
    return (x - 2 * PIECE_R - 6, y - LOC_R - 2 * PIECE_R - 4, x + 2 * PIECE_R + 6,
            y + LOC_R + 1 - RING)


def row_box(view: LegendsTableView, seat: int) -> Box | None:
    """Where a player's row is drawn in the players' panel (None: not listed)."""
    seats = [s for s in order(view) if any(p.seat == s for p in view.players)]
    if seat not in seats:
        return None
    height = min(110, max(92, 560 // max(1, len(seats))))
    y = 56 + 44 + seats.index(seat) * height
    return RIGHT_X0 + 6, y, RIGHT_X1 - 6, y + height


def changes(before: LegendsTableView, after: LegendsTableView) -> list[Mark]:
    """A ring where each figure that moved now stands, with an arrow from where it was, and
    on the row of each player whose Legend Points, Marshal or Wanted track moved."""
    was = {f"p{p.seat}": p.space for p in before.players}
    was.update(sheriff=before.sheriff, mib=before.mib)
    now = {f"p{p.seat}": p.space for p in after.players}
    now.update(sheriff=after.sheriff, mib=after.mib)
    marks: list[Mark] = []
    for figure, space in now.items():
        old = was.get(figure)
        if old is None or old == space or space not in POS:
            continue
        mark = Mark(place_box(space), POS.get(old))
        if mark not in marks:
            marks.append(mark)
    tracks = {p.seat: (p.lp, p.mp, p.wp) for p in before.players}
    rows = [row_box(after, p.seat) for p in after.players
            if tracks.get(p.seat, (p.lp, p.mp, p.wp)) != (p.lp, p.mp, p.wp)]
    return marks + [Mark(box, inside=True) for box in rows if box is not None]
