"""The Town Hall's appearance (rules §4.8.4): the first player places it on an unowned,
empty, connected plot; if there is none, the fewest roads from the general supply are
built first (D-TOWNHALL: the first such path found in reading order)."""

from __future__ import annotations

from collections import deque

from bot.games.carson import city, river
from bot.games.carson.ask import ask
from bot.games.carson.events import ev
from bot.games.carson.state import Board, Task
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import seat as who

Corner = tuple[int, int]


def spots(b: Board) -> list[int]:
    """Unowned, empty, connected plots for the Town Hall."""
    conn = city.connected_set(b.roads)
    return [i for i in range(64) if b.plots[i].owner < 0 and city.empty(b, i) and i in conn]


def _steps(c: Corner) -> list[tuple[str, Corner]]:
    x, y = c
    out: list[tuple[str, Corner]] = []
    if x < 8:
        out.append((city.edge("H", x, y), (x + 1, y)))
    if x > 0:
        out.append((city.edge("H", x - 1, y), (x - 1, y)))
    if y < 8:
        out.append((city.edge("V", x, y), (x, y + 1)))
    if y > 0:
        out.append((city.edge("V", x, y - 1), (x, y - 1)))
    return out


def fewest_roads(b: Board) -> list[str]:
    """A shortest list of new roads after which some unowned empty plot is connected."""
    targets = {c for i in range(64) if b.plots[i].owner < 0 and city.empty(b, i)
               for c in city.corners(i)}
    start = sorted(city.endpoints(b.roads), key=lambda c: (c[1], c[0]))
    prev: dict[Corner, tuple[Corner, str] | None] = {c: None for c in start}
    queue = deque(start)
    while queue:
        c = queue.popleft()
        if c in targets:
            path: list[str] = []
            while (link := prev[c]) is not None:
                c, e = link
                path.append(e)
            return path
        for e, nxt in _steps(c):
            if nxt not in prev and not river.is_bridge_edge(b, e):
                prev[nxt] = (c, e)
                queue.append(nxt)
    return []


def appear(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """The first player places the Town Hall (free), building roads first if needed."""
    first = b.order[0]
    if not spots(b):
        for e in fewest_roads(b):
            b.roads = sorted([*b.roads, e])
            ev(events, "road-supply", edge=e)
    if spots(b):
        ask(b, first, "claim", what="townhall")
    else:
        ev(events, "townhall-nowhere", who=who(first))
