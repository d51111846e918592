"""What changed on a Tiny Epic Western board: each mat where a posse was placed, a building
bought or built, or whose owner changed, ringed where the ring of mats draws it."""

from __future__ import annotations

from typing import Any

from bot.games.tew.view import MatView, TewTableView
from render.changes import Mark
from render.tew_board import MAT_BOX


def changes(before: TewTableView, after: TewTableView) -> list[Mark]:
    """A ring on every mat whose pieces, porch, building for sale or owner changed."""
    was = {m.pos: _pieces(m) for m in before.mats}
    return [Mark(MAT_BOX[m.pos]) for m in after.mats
            if m.pos in MAT_BOX and m.pos in was and was[m.pos] != _pieces(m)]


def _pieces(m: MatView) -> tuple[Any, ...]:
    """What a mat shows that a move changes (not its pot's wording)."""
    return (m.owner, m.side, [s.posse for s in m.spots], [b.id for b in m.porch],
            [b.id for b in m.pending], m.buy.id if m.buy else None)
