"""What changed on a Carson City board: plots taken or built on, and plots a cowboy was
placed on, each ringed where the city draws it (`plot_box`)."""

from __future__ import annotations

from collections import Counter

from bot.games.carson.view import CarsonTableView
from render.carson_city import plot_box
from render.changes import Mark


def changes(before: CarsonTableView, after: CarsonTableView) -> list[Mark]:
    """A ring on every plot whose owner or content changed, or that gained a cowboy."""
    index = {p.name: i for i, p in enumerate(after.board.plots)}
    changed = {i for i, (was, now) in enumerate(zip(before.board.plots, after.board.plots,
                                                    strict=False))
               if (was.owner, was.content) != (now.owner, now.content)}
    was = Counter((c.seat, c.loc) for c in before.board.cowboys)
    now = Counter((c.seat, c.loc) for c in after.board.cowboys)
    changed |= {index[loc] for (seat, loc), n in now.items()
                if n > was[(seat, loc)] and loc in index}
    return [Mark(plot_box(i), inside=True) for i in sorted(changed)]
