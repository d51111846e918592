"""What changed on a Western Legends board: every figure that moved (players, the Sheriff,
the Man in Black), ringed where it now stands with an arrow from where it was."""

from __future__ import annotations

from bot.games.legends.view import LegendsTableView
from render.changes import BAND, EDGE, PAD, Box, Mark
from render.legends_map import LOC_R, PIECE_R, POS

RING = PAD + BAND + 2 * EDGE


def place_box(space: str) -> Box:
    """A space's node and the row of figures drawn above it; the ring around it ends where
    the space's name begins, below the node (`RING` is the ring's reach past its box)."""
    x, y = POS[space]
    return (x - 2 * PIECE_R - 6, y - LOC_R - 2 * PIECE_R - 4, x + 2 * PIECE_R + 6,
            y + LOC_R + 1 - RING)


def changes(before: LegendsTableView, after: LegendsTableView) -> list[Mark]:
    """A ring where each figure that moved now stands, with an arrow from where it was."""
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
    return marks
