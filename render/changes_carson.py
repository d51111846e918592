"""What changed on a Carson City board: plots taken or built on, plots and action spaces a
cowboy was placed on, and character cards taken, each ringed where the board draws it.

The action track and the character row are placed as `render.carson.table` places them
(`track` at (RIGHT_X0, 60), `characters` below it); tests/render/test_changes.py checks the
boxes against the drawn board, so a layout change that moves them fails there."""

from __future__ import annotations

from collections import Counter

from bot.games.carson.view import CarsonTableView
from render.carson import RIGHT_X0, RIGHT_X1
from render.carson_city import CELL, GX, GY, plot_box
from render.carson_track import CELL_H, CELL_W, GAP, ROWS, TRACK_H
from render.changes import Box, Mark

TRACK_Y0 = 60


def space_box(space: str) -> Box | None:
    """Where an action space is drawn (None: not on the track)."""
    for r, row in enumerate(ROWS):
        if space in row:
            x = RIGHT_X0 + 7 + row.index(space) * (CELL_W + GAP)
            y = TRACK_Y0 + 36 + r * (CELL_H + GAP)
            return x, y, x + CELL_W, y + CELL_H
    return None


def card_box(index: int, count: int) -> Box:
    """Where the `index`-th character card (by number) of `count` is drawn."""
    w = (RIGHT_X1 - RIGHT_X0 - 14 - 6 * (count - 1)) // count
    x, y = RIGHT_X0 + 7 + index * (w + 6), TRACK_Y0 + TRACK_H + 8 + 38
    return x, y, x + w, y + 84


def road_box(edge: str) -> Box | None:
    """Around a road along a plot edge ("H(x,y)" runs east from corner (x,y), "V(x,y)"
    south), as `render.carson_city.roads` draws it; None for a name it cannot read."""
    try:
        x, y = (int(v) for v in edge[2:-1].split(","))
    except ValueError:
        return None
    ax, ay = GX + x * CELL, GY + y * CELL
    bx, by = (ax + CELL, ay) if edge[0] == "H" else (ax, ay + CELL)
    return ax - 6, ay - 6, bx + 6, by + 6


def changes(before: CarsonTableView, after: CarsonTableView) -> list[Mark]:
    """A ring on every plot whose owner or content changed, on every plot and action space
    that gained a cowboy, on every road built, and on every character card newly taken."""
    index = {p.name: i for i, p in enumerate(after.board.plots)}
    plots = {i for i, (was, now) in enumerate(zip(before.board.plots, after.board.plots,
                                                  strict=False))
             if (was.owner, was.content) != (now.owner, now.content)}
    was = Counter((c.seat, c.loc) for c in before.board.cowboys)
    now = Counter((c.seat, c.loc) for c in after.board.cowboys)
    arrived = {loc for (seat, loc), n in now.items() if n > was[(seat, loc)]}
    plots |= {index[loc] for loc in arrived if loc in index}
    marks = [Mark(plot_box(i), inside=True) for i in sorted(plots)]
    spaces = [space_box(loc) for loc in sorted(arrived - set(index))]
    marks += [Mark(box, inside=True) for box in spaces if box is not None]
    old_roads = set(before.board.roads)
    built = [road_box(e) for e in after.board.roads if e not in old_roads]
    marks += [Mark(box) for box in built if box is not None]
    taken = {c.number: c.taken_by for c in before.board.cards}
    cards = sorted(after.board.cards, key=lambda c: c.number)
    marks += [Mark(card_box(i, len(cards)), inside=True) for i, c in enumerate(cards)
              if c.taken_by >= 0 and taken.get(c.number) != c.taken_by]
    return marks
