"""The city map (rules §2): coordinates, dice addressing, adjacency, roads and connection,
plot prices, house symbols and townhouse upgrades."""

from __future__ import annotations

from functools import cache

from bot.games.carson.data import BUILDINGS, TRACK
from bot.games.carson.events import ev
from bot.games.carson.state import Board, Plot
from bot.games.core.model import Event
from bot.games.core.rng import Draws

COLS = "ABCDEFGH"
PLOTS: tuple[str, ...] = tuple(f"{c}{r}" for r in range(1, 9) for c in COLS)  # reading order
INDEX: dict[str, int] = {p: i for i, p in enumerate(PLOTS)}
TILES = {"house", "townhouse", "mountain", *BUILDINGS}


def name(i: int) -> str:
    """The coordinate name of plot i ("C4")."""
    return PLOTS[i]


def xy(i: int) -> tuple[int, int]:
    """Column and row (0-based) of plot i."""
    return i % 8, i // 8


def at(x: int, y: int) -> int:
    """The plot index at column x, row y."""
    return y * 8 + x


def rolled(white: int, black: int) -> int:
    """Rules §2.2: the white die gives the column, the black the row (B..G, 2..7)."""
    return at(white, black)


@cache
def neighbours(i: int) -> tuple[int, ...]:
    """The up-to-8 plots touching `i` at an edge or a corner (R1)."""
    x, y = xy(i)
    return tuple(at(x + dx, y + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)
                 if (dx or dy) and 0 <= x + dx < 8 and 0 <= y + dy < 8)


def edge(kind: str, x: int, y: int) -> str:
    """The name of an edge: H(x,y) or V(x,y) (rules §2.1)."""
    return f"{kind}({x},{y})"


ALL_EDGES: tuple[str, ...] = tuple(
    [edge("H", x, y) for y in range(9) for x in range(8)]
    + [edge("V", x, y) for y in range(8) for x in range(9)])


@cache
@cache
def ends(e: str) -> tuple[tuple[int, int], tuple[int, int]]:
    """The two corners of an edge (read from its name once: roads are looked at often)."""
    kind, rest = e[0], e[2:-1]
    x, y = (int(v) for v in rest.split(","))
    return ((x, y), (x + 1, y)) if kind == "H" else ((x, y), (x, y + 1))


@cache
def corners(i: int) -> tuple[tuple[int, int], ...]:
    """The four corners of plot i."""
    x, y = xy(i)
    return ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1))


@cache
def sides(i: int) -> tuple[str, ...]:
    """The four edges around plot i."""
    x, y = xy(i)
    return (edge("H", x, y), edge("H", x, y + 1), edge("V", x, y), edge("V", x + 1, y))


def endpoints(roads: list[str]) -> set[tuple[int, int]]:
    """Every corner touched by a road."""
    return {c for e in roads for c in ends(e)}


def connected_set(roads: list[str]) -> set[int]:
    """Plots with a corner on a road (rules §2.5)."""
    by_corner = _plots_by_corner()
    return {i for c in endpoints(roads) for i in by_corner.get(c, ())}


@cache
def _plots_by_corner() -> dict[tuple[int, int], tuple[int, ...]]:
    """The plots having each corner (the inverse of `corners`)."""
    out: dict[tuple[int, int], list[int]] = {}
    for i in range(64):
        for c in corners(i):
            out.setdefault(c, []).append(i)
    return {c: tuple(plots) for c, plots in out.items()}


def legal_roads(roads: list[str]) -> list[str]:
    """Edges that extend the network (R47)."""
    pts = endpoints(roads)
    have = set(roads)
    return [e for e in ALL_EDGES if e not in have and (ends(e)[0] in pts or ends(e)[1] in pts)]


def newly_connected(roads: list[str], e: str) -> set[int]:
    """Plots a new road e would connect for the first time (the Governor)."""
    return connected_set([*roads, e]) - connected_set(roads)


def full_lines(roads: list[str]) -> set[str]:
    """Edges lying on a full straight road (rules §2.5)."""
    have = set(roads)
    out: set[str] = set()
    for k in range(9):
        row = [edge("H", x, k) for x in range(8)]
        col = [edge("V", k, y) for y in range(8)]
        for line in (row, col):
            if all(e in have for e in line):
                out.update(line)
    return out


def centre_roads(i: int) -> list[str]:
    """The four roads around the centre plot (rules §2.6)."""
    return list(sides(i))


def is_tile(p: Plot) -> bool:
    """A plot with a tile that counts for prices (rules §2.7)."""
    return p.content in TILES


def he(content: str) -> int:
    """House symbols of a tile (rules §1.6)."""
    if content == "house":
        return 1
    if content == "townhouse":
        return 2
    if content in BUILDINGS:
        return BUILDINGS[content].he
    return 0


def price(b: Board, i: int) -> int:
    """Rules §2.7: 1 + tiles on the plot and its neighbours, at most $10."""
    tiles = sum(1 for j in (i, *neighbours(i)) if is_tile(b.plots[j]))
    return max(1, min(TRACK.price_max, 1 + tiles))


def prices(b: Board) -> list[int]:
    """`price` of every plot at once."""
    tiles = [p.content in TILES for p in b.plots]
    top = TRACK.price_max
    return [max(1, min(top, 1 + sum([tiles[j] for j in around]))) for around in _around()]


@cache
def _around() -> tuple[tuple[int, ...], ...]:
    """For each plot, the plot itself and its neighbours."""
    return tuple((i, *neighbours(i)) for i in range(64))


def empty(b: Board, i: int) -> bool:
    """No tile and no river: buildings and houses may go here (rules §2.4)."""
    p = b.plots[i]
    return p.content == "" and not p.river and i not in b.outlaws


def purchasable(b: Board, i: int) -> bool:
    """Unowned, not a river, holding nothing or a house or a mountain (rules §2.4)."""
    p = b.plots[i]
    return p.owner < 0 and not p.river and p.content in ("", "house", "townhouse", "mountain") \
        and i not in b.outlaws


def is_building(content: str) -> bool:
    """The content is a building type."""
    return content in BUILDINGS


def roll_plot(draws: Draws, events: list[Event], ok: list[bool]) -> int:
    """Rules §2.2, R62: roll white then black until the plot is suitable."""
    if not any(ok[rolled(w, k)] for w in range(1, 7) for k in range(1, 7)):
        return -1
    while True:
        w, k = draws.die(6), draws.die(6)
        i = rolled(w, k)
        ev(events, "plot-rolled", white=w, black=k, plot=name(i))
        if ok[i]:
            return i
