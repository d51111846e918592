"""*Carson River* (rules §8.5) and its worked example 23."""

from __future__ import annotations

from bot.games.carson import building as bd
from bot.games.carson import city, roads
from bot.games.carson.income import income
from bot.games.carson.scoring import final_parts
from bot.games.carson.spec import CARSON
from bot.games.carson.state import Plot
from tests.games.carson.helpers import blank, hold, put
from tests.games.playout import playout, replay_check

IDX = city.INDEX
RIVER = ["E1", "E2", "E3", "E4", "D4", "D5", "D6", "D7", "D8"]


def river_board():
    s = blank(2, river=True)
    for p in RIVER:
        s.plots[IDX[p]] = Plot(river=True)
    return s


def test_example_23_mine_and_ranch_by_the_river() -> None:
    s = river_board()
    put(s, "C5", "mine", 0)
    put(s, "B4", "mountain")
    assert income(s, IDX["C5"]) == 6
    put(s, "F3", "ranch", 1)
    assert income(s, IDX["F3"]) == 8


def test_example_23_bridge_costs_two_roads_and_governor_gains_two() -> None:
    s = river_board()
    s.roads = ["V(5,1)"]
    hold(s, 1, 13, "Y")
    s.players[1].roads = 1
    assert "H(4,2)" not in roads.options(s, 1)
    s.players[1].roads = 2
    assert "H(4,2)" in roads.options(s, 1)
    roads.build(s, 1, "H(4,2)", [])
    assert s.players[1].roads == 0 and s.players[1].vp == 2


def test_example_23_final_scoring_by_a_bridge() -> None:
    s = river_board()
    s.roads = ["V(5,1)", "H(4,2)"]
    put(s, "F3", "ranch", 1)
    put(s, "D3", "house", 0)
    put(s, "A8", "saloon", 0)
    assert final_parts(s, 1)["property"] == 3
    assert final_parts(s, 0)["property"] == 3 + 2


def test_example_23_setup_and_schools() -> None:
    s = CARSON.setup(3, 11, CARSON.Options(river=True))
    assert sum(1 for p in s.plots if p.content == "mountain") == 6
    assert sorted(city.name(i) for i, p in enumerate(s.plots) if p.river) == sorted(RIVER)
    assert all(not (p.river and p.content) for p in s.plots)
    t = river_board()
    t.roads = sorted(city.sides(IDX["B3"]) + city.sides(IDX["G5"]))
    put(t, "B2", "school", 0)
    for p in ("A3", "G6"):
        put(t, p, "", 0)
    assert not bd.site_ok(t, 0, "school", IDX["A3"])
    assert bd.site_ok(t, 0, "school", IDX["G6"])


def test_river_playout() -> None:
    opts = {"river": True, "characters": "gold_fever"}
    state, moves = playout(CARSON, 2, 31, full=False, options=opts)
    replay_check(CARSON, 2, 31, state, moves, options=opts)
