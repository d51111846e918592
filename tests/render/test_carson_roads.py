"""The roads a Carson City question offers are numbered on the board (issue 19 #1): a phone
player matches "⑫ Road between E4 and E5" in the menu to the 12 drawn on that edge. At a
real state where ten or more roads are offered, each answer's label (English, Spanish,
Italian) starts with a circled number, and that number is drawn at the middle of its road's
edge, no two tags overlapping. The edge's middle is worked out here from the boxes of the
plots beside it, never with the renderer's own road function; the label's number is read
with `unicodedata`."""

from __future__ import annotations

import random
import re
import unicodedata
from functools import cache
from itertools import combinations
from math import dist

from bot.games.carson.actions import CarsonMove, Road
from bot.games.carson.spec import CARSON
from bot.games.carson.state import CarsonState
from bot.games.core.engine import step
from bot.i18n import Voice, Words
from render import renderer
from render.carson_city import TAG_R, plot_box
from render.common import recording

NAMES = {0: "Ana", 1: "Bea", 2: "Cy"}
NEAR = 3  # px: a tag is drawn this close to its edge's middle


@cache
def offered() -> tuple[CarsonState, int, list[Road]]:
    """A real game (seed 0, three seats, random legal answers) when the seat asked is first
    offered ten roads or more."""
    rnd, s = random.Random(0), CARSON.setup(3, 0, CARSON.options())
    for _ in range(300):
        seat = min(CARSON.to_act(s))
        legal: list[CarsonMove] = CARSON.legal_actions(s, seat)
        roads = [a for a in legal if isinstance(a, Road)]
        if len(roads) >= 10:
            return s, seat, roads
        s = step(CARSON, s, seat, rnd.choice(legal)).state
    raise AssertionError("no question offered ten roads")


def middle(edge: str) -> tuple[float, float]:
    """The middle of the side two plots share (or a border plot's outer side): H(x,y) runs
    along the top of column x's plot in row y+1 (the bottom of row y's), V(x,y) down the
    left of column x's plot in row y+1 (the right of column x-1's)."""
    kind, x, y = edge[0], *map(int, re.findall(r"\d+", edge))
    if kind == "H":
        x0, y0, x1, y1 = plot_box(y * 8 + x) if y < 8 else plot_box((y - 1) * 8 + x)
        return (x0 + x1) / 2, y0 if y < 8 else y1
    x0, y0, x1, y1 = plot_box(y * 8 + x) if x < 8 else plot_box(y * 8 + x - 1)
    return x0 if x < 8 else x1, (y0 + y1) / 2


def tag_of(label: str) -> int:
    """The number a label starts with, circled ("⑫ Road …" -> 12)."""
    return int(unicodedata.numeric(label[0]))


def test_each_offered_road_is_numbered_on_its_edge_as_its_label_says():
    s, seat, roads = offered()
    view = CARSON.seat_view(s, seat)
    with recording() as record:
        renderer("carson").table(CARSON.table_view(s), Voice(Words("en"), names=NAMES))
    where = {road.edge: middle(road.edge) for road in roads}
    drawn: dict[str, tuple[float, float]] = {}
    for language in ("en", "es", "it"):
        words = Words(language, strict=True)
        labels = [words(CARSON.describe(view, seat, road).label, NAMES) for road in roads]
        tags = [tag_of(label) for label in labels]
        assert sorted(tags) == list(range(1, len(roads) + 1)), labels
        for road, tag, label in zip(roads, tags, labels, strict=True):
            at = [t.xy for t in record.texts
                  if t.text == str(tag) and dist(t.xy, where[road.edge]) <= NEAR]
            assert at, (label, road.edge, where[road.edge])
            drawn[road.edge] = at[0]
    assert all(dist(a, b) >= 2 * TAG_R for a, b in combinations(drawn.values(), 2))
