"""What changed on a Carson City board: plots taken or built on, plots and action spaces a
cowboy was placed on, roads built and character cards taken, each ringed where the board
draws it: every box comes from the function the renderer draws that thing with
(`render.carson.action_space_box`, `character_box`, `render.carson_city.plot_box`,
`road_ends`), so a layout change moves the rings with the pieces."""

from __future__ import annotations

from collections import Counter

from bot.games.carson.view import CarsonTableView
from render.carson import action_space_box, character_box
from render.carson_city import plot_box, road_ends
from render.changes import Box, Mark, grow


def road_box(edge: str) -> Box | None:
    """Around the road along plot edge `edge` (None for a name it cannot read)."""
    ends = road_ends(edge)
    return None if ends is None else grow(ends, 6)


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
    marks = [Mark(plot_box(i), fit="inside") for i in sorted(plots)]
    spaces = [action_space_box(loc) for loc in sorted(arrived - set(index))]
    marks += [Mark(box, fit="astride") for box in spaces if box is not None]
    old_roads = set(before.board.roads)
    built = [road_box(e) for e in after.board.roads if e not in old_roads]
    marks += [Mark(box) for box in built if box is not None]
    taken = {c.number: c.taken_by for c in before.board.cards}
    cards = sorted(after.board.cards, key=lambda c: c.number)
    marks += [Mark(character_box(i, len(cards)), fit="astride") for i, c in enumerate(cards)
              if c.taken_by >= 0 and taken.get(c.number) != c.taken_by]
    return marks
