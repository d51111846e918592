"""Roads are named by the board's own coordinates (issue 19 #1): the plots a road runs
between, as the board labels columns A-H and rows 1-8, or the one plot a border road edges."""

from __future__ import annotations

import pytest

from bot.games.carson import city
from bot.games.carson.roadnames import beside, road_name, road_tag
from bot.i18n import Words


@pytest.mark.parametrize(("edge", "plots"), [
    ("H(3,4)", ("D4", "D5", "between")),   # along the top of row 5, column D
    ("V(4,5)", ("D6", "E6", "between")),   # left of column E, row 6
    ("H(0,0)", ("A1", "", "north")),
    ("H(7,8)", ("H8", "", "south")),
    ("V(0,2)", ("A3", "", "west")),
    ("V(8,7)", ("H8", "", "east")),
])
def test_an_edge_is_named_by_the_plots_beside_it(edge: str, plots: tuple[str, str, str]):
    assert beside(edge) == plots


def test_every_road_has_its_own_name():
    named = {beside(e) for e in city.ALL_EDGES}
    assert len(named) == len(city.ALL_EDGES) == 144


def test_a_road_reads_as_players_see_the_board():
    assert Words("en")(road_name("H(3,4)")) == "between D4 and D5"
    assert Words("es")(road_name("V(4,5)")) == "entre D6 y E6"
    assert Words("it")(road_name("H(0,0)")) == "a nord di A1"


def test_an_offered_road_is_tagged_with_its_circled_number():
    assert [road_tag(n) for n in (1, 12, 20, 21, 35, 36, 50)] == \
        ["①", "⑫", "⑳", "㉑", "㉟", "㊱", "㊿"]
    assert road_tag(51) == "(51)"  # Unicode circles no number above 50
