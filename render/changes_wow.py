"""What changed on a Way Out West board: each town whose cowboys, corrals or buildings
changed, and each action box newly taken, ringed where the board draws them.

Towns and action boxes are placed as `render.wow.table` and `render.wow_parts.boxes` place
them; tests/render/test_changes.py checks the boxes against the drawn board, so a layout
change that moves them fails there."""

from __future__ import annotations

from bot.games.wow.view import WowTableView
from render.changes import Box, Mark
from render.wow import GAP, TOWN_W

BOXES = (16, 550, 1096, 790)  # the action boxes' panel
COLUMNS = 7


def town_box(t: int) -> Box:
    """Where town `t` is drawn."""
    x = 16 + t * (TOWN_W + GAP)
    return x, 60, x + TOWN_W, 540


def action_box(i: int) -> Box:
    """Where the `i`-th action box is drawn."""
    x0, y0, x1, _ = BOXES
    w = (x1 - x0 - 20 - (COLUMNS - 1) * 6) // COLUMNS
    x, y = x0 + 10 + (i % COLUMNS) * (w + 6), y0 + 34 + (i // COLUMNS) * 68
    return x, y, x + w, y + 64


def changes(before: WowTableView, after: WowTableView) -> list[Mark]:
    """A ring on every town whose cowboys, corrals or building spaces changed, and on
    every action box taken since."""
    b, a = before.board, after.board
    towns = [t for t in range(len(after.town_names))
             if t < len(b.cowboys) and (b.cowboys[t], b.corrals[t], b.spaces[t])
             != (a.cowboys[t], a.corrals[t], a.spaces[t])]
    taken = {box.id: box.taken_by for box in before.boxes}
    boxes = [i for i, box in enumerate(after.boxes)
             if box.taken_by is not None and taken.get(box.id) != box.taken_by]
    return [*(Mark(town_box(t), inside=True) for t in towns),
            *(Mark(action_box(i), inside=True) for i in boxes)]
