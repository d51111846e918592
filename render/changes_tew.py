"""What changed on a Tiny Epic Western board: each mat where a posse was placed, a building
bought or built, or whose owner changed, and each gap card dealt anew, ringed where the
ring of mats draws them; and each influence track that moved, ringed on its player's card.

Players' cards are placed as `render.tew_side.side_panel` places them, influence as
`influence_row` draws it; tests/render/test_changes.py checks the boxes against the drawn
board, so a layout change that moves them fails there."""

from __future__ import annotations

from typing import Any

from bot.games.tew.view import MatView, TewTableView
from render.changes import Box, Mark
from render.tew_board import CARD_H, CARD_W, GAP_AT, MAT_BOX
from render.tew_side import SIDE_X0, SIDE_Y0

INFLUENCE = ("MONEY", "LAW", "FORCE")


def influence_box(row: int, players: int, kind: str) -> Box:
    """Where influence `kind` is shown on the card of the `row`-th player of `players`."""
    h = 224 if players >= 3 else 236
    x, y = SIDE_X0 + 12 + INFLUENCE.index(kind) * 126, SIDE_Y0 + row * (h + 8) + 80
    return x, y, x + 118, y + 32


def gap_box(g: int) -> Box:
    """Where gap card `g` is drawn between two mats."""
    cx, cy = GAP_AT[g]
    return cx - CARD_W // 2, cy - CARD_H // 2, cx + CARD_W // 2, cy + CARD_H // 2


def changes(before: TewTableView, after: TewTableView) -> list[Mark]:
    """A ring on every mat whose pieces, porch, building for sale or owner changed, on every
    gap card dealt anew, and on every influence that went up or down."""
    was = {m.pos: _pieces(m) for m in before.mats}
    marks = [Mark(MAT_BOX[m.pos]) for m in after.mats
             if m.pos in MAT_BOX and m.pos in was and was[m.pos] != _pieces(m)]
    old_gaps = before.gaps
    marks += [Mark(gap_box(g)) for g, card in enumerate(after.gaps[:len(GAP_AT)])
              if g >= len(old_gaps) or old_gaps[g] != card]
    influence = {p.seat: p.influence for p in before.players}
    for row, p in enumerate(after.players):
        old = influence.get(p.seat, {})
        marks += [Mark(influence_box(row, len(after.players), kind), inside=True)
                  for kind in INFLUENCE if old.get(kind, 0) != p.influence.get(kind, 0)]
    return marks


def _pieces(m: MatView) -> tuple[Any, ...]:
    """What a mat shows that a move changes (not its pot's wording)."""
    return (m.owner, m.side, [s.posse for s in m.spots], [b.id for b in m.porch],
            [b.id for b in m.pending], m.buy.id if m.buy else None)
