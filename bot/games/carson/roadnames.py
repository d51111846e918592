"""Roads named as players see them on the board: by the two plots a road runs between
("between E4 and E5"), or, along the map's border, by the one plot it edges and that side
("north of A1"). Columns are the board's letters A-H, rows its numbers 1-8 (the labels
`render/carson_city.py` draws), so the internal edge names H(x,y)/V(x,y) (zero-based corner
coordinates, rules §2.1) never reach a player. The renderer labels roads with `road_name`
too."""

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
