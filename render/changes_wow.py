"""What changed on a Way Out West board: each town whose cowboys, corrals or buildings
changed, and each action box newly taken, ringed where the board draws them: the boxes come
from the functions `render.wow.table` draws them with (`town_box`, `action_box_at`), so a
layout change moves the rings too."""

from __future__ import annotations

from bot.games.wow.view import WowTableView
from render.changes import Mark
from render.wow import action_box_at, town_box


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
    return [*(Mark(town_box(t), fit="astride") for t in towns),
            *(Mark(action_box_at(i, len(after.boxes)), fit="astride") for i in boxes)]
