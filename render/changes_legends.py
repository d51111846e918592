"""What changed on a Western Legends board: every figure that moved (players, the Sheriff,
the Man in Black), ringed where it now stands with an arrow from where it was; and each
player whose Legend Points or Marshal or Wanted track moved, ringed on their row.

The figures' row comes from `render.legends_map.figure_row` and the players' rows from
`render.legends.player_row_box`, what the board is drawn with, so a layout change moves
the rings too."""

from __future__ import annotations

from bot.games.legends.view import LegendsTableView
from render.changes import BAND, EDGE, PAD, Box, Mark
from render.legends import player_row_box
from render.legends_map import LOC_R, PIECE_R, POS, STEP, figure_row, standing

RING = PAD + BAND + 2 * EDGE


def place_box(space: str, figures: int) -> Box:
    """A space's node and the row of its `figures` drawn above it; the ring around it ends
    where the space's name begins, below the node (`RING` is the ring's reach past its
    box)."""
    x, y = POS[space]
    left, py = figure_row(space, max(1, figures))
    right = left + (max(1, figures) - 1) * STEP
    reach = 2 * PIECE_R + 6  # around the node even under a single figure
    return (min(x - reach, left - PIECE_R - 6), py - PIECE_R - 2,
            max(x + reach, right + PIECE_R + 6), y + LOC_R + 1 - RING)


def changes(before: LegendsTableView, after: LegendsTableView) -> list[Mark]:
    """A ring where each figure that moved now stands, with an arrow from where it was, and
    on the row of each player whose Legend Points, Marshal or Wanted track moved."""
    was = {f"p{p.seat}": p.space for p in before.players}
    was.update(sheriff=before.sheriff, mib=before.mib)
    now = {f"p{p.seat}": p.space for p in after.players}
    now.update(sheriff=after.sheriff, mib=after.mib)
    stacks = standing(after)
    marks: list[Mark] = []
    for figure, space in now.items():
        old = was.get(figure)
        if old is None or old == space or space not in POS:
            continue
        mark = Mark(place_box(space, len(stacks.get(space, []))), POS.get(old))
        if mark not in marks:
            marks.append(mark)
    tracks = {p.seat: (p.lp, p.mp, p.wp) for p in before.players}
    rows = [player_row_box(after, p.seat) for p in after.players
            if tracks.get(p.seat, (p.lp, p.mp, p.wp)) != (p.lp, p.mp, p.wp)]
    return marks + [Mark(box, fit="astride") for box in rows if box is not None]
