"""Roads named as players see them on the board: by the two plots a road runs between
("between E4 and E5"), or, along the map's border, by the one plot it edges and that side
("north of A1"). Columns are the board's letters A-H, rows its numbers 1-8 (the labels
`render/carson_city.py` draws), so the internal edge names H(x,y)/V(x,y) (zero-based corner
coordinates, rules §2.1) never reach a player. While a question offers roads, the board
numbers each offered road on its edge and its answer's label starts with the same number,
circled (`road_tag`): a phone player matches "⑫" to the 12 on the map."""

from __future__ import annotations

from bot.games.core.words import Msg, msg

COLS = "ABCDEFGH"


def beside(edge: str) -> tuple[str, str, str]:
    """The plots on either side of an edge and how they sit: ("E4", "E5", "between"), or
    for a border edge the one plot, "" and its side ("A1", "", "north")."""
    kind, (x, y) = edge[0], (int(v) for v in edge[2:-1].split(","))
    if kind == "H":  # along the top of row y: the plot above (row y) and below (row y+1)
        above, below = (f"{COLS[x]}{y}" if y > 0 else "", f"{COLS[x]}{y + 1}" if y < 8 else "")
        if above and below:
            return above, below, "between"
        return (below, "", "north") if below else (above, "", "south")
    left = f"{COLS[x - 1]}{y + 1}" if x > 0 else ""  # "V": down the left side of column x
    right = f"{COLS[x]}{y + 1}" if x < 8 else ""
    if left and right:
        return left, right, "between"
    return (right, "", "west") if right else (left, "", "east")


def road_name(edge: str) -> Msg:
    """The words for the road on `edge` (`carson-road`): "between E4 and E5"."""
    a, b, side = beside(edge)
    return msg("carson-road", a=a, b=b, side=side)


# Unicode's circled numbers: 1-20, 21-35 and 36-50 (Discord draws them on every phone)
CIRCLED = ((1, 0x2460), (21, 0x3251), (36, 0x32B1))
MAX_CIRCLED = 50


def road_tag(n: int) -> str:
    """The tag of the `n`-th road a question offers (from 1), as its answer's label starts:
    "⑫" (the board draws the number 12 in a ring); beyond 50 the number in brackets."""
    if not 1 <= n <= MAX_CIRCLED:
        return f"({n})"
    first, code = next((f, c) for f, c in reversed(CIRCLED) if n >= f)
    return chr(code + n - first)
