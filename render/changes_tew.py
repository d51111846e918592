"""What changed on a Tiny Epic Western board: each mat where a posse was placed, a building
bought or built, or whose owner changed, and each gap card dealt anew, ringed where the
ring of mats draws them; and each influence track that moved, ringed on its player's card.
Every box comes from what the renderer draws that thing with (`render.tew_board.MAT_BOX`,
`gap_box`, `render.tew_side.influence_box`), so a layout change moves the rings too."""

from __future__ import annotations

from typing import Any

from bot.games.tew.view import MatView, TewTableView
from render.changes import Mark
from render.tew_board import GAP_AT, MAT_BOX, gap_box
from render.tew_side import INFLUENCE, influence_box


def changes(before: TewTableView, after: TewTableView) -> list[Mark]:
    """A ring on every mat whose pieces, porch, building for sale or owner changed, on every
    gap card dealt anew, and on every influence that went up or down."""
    was = {m.pos: _pieces(m) for m in before.mats}
    marks = [Mark(MAT_BOX[m.pos], fit="astride") for m in after.mats
             if m.pos in MAT_BOX and m.pos in was and was[m.pos] != _pieces(m)]
    old_gaps = before.gaps
    marks += [Mark(gap_box(g), fit="astride")
              for g, card in enumerate(after.gaps[:len(GAP_AT)])
              if g >= len(old_gaps) or old_gaps[g] != card]
    influence = {p.seat: p.influence for p in before.players}
    for row, p in enumerate(after.players):
        old = influence.get(p.seat, {})
        marks += [Mark(influence_box(row, len(after.players), kind), fit="astride")
                  for kind in INFLUENCE if old.get(kind, 0) != p.influence.get(kind, 0)]
    return marks


def _pieces(m: MatView) -> tuple[Any, ...]:
    """What a mat shows that a move changes (not its pot's wording)."""
    return (m.owner, m.side, [s.posse for s in m.spots], [b.id for b in m.porch],
            [b.id for b in m.pending], m.buy.id if m.buy else None)
