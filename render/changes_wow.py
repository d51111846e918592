"""What changed on a Way Out West board: each town whose cowboys, corrals or buildings
changed, ringed where the board draws it."""

from __future__ import annotations

from bot.games.wow.view import WowTableView
from render.changes import Box, Mark
from render.wow import GAP, TOWN_W


def town_box(t: int) -> Box:
    """Where town `t` is drawn (as `render.wow.table` places it)."""
    x = 16 + t * (TOWN_W + GAP)
    return x, 60, x + TOWN_W, 540


def changes(before: WowTableView, after: WowTableView) -> list[Mark]:
    """A ring on every town whose cowboys, corrals or building spaces changed."""
    b, a = before.board, after.board
    changed = [t for t in range(len(after.town_names))
               if t < len(b.cowboys) and (b.cowboys[t], b.corrals[t], b.spaces[t])
               != (a.cowboys[t], a.corrals[t], a.spaces[t])]
    return [Mark(town_box(t), inside=True) for t in changed]
