"""*Outlaws* (rules §8.3) and its worked example 22."""

from __future__ import annotations

from bot.games.carson import city
from bot.games.carson.actions import Choose, PickPlot
from bot.games.carson.buildincome import shares
from bot.games.carson.decisions import FLOW
from bot.games.carson.income import income
from bot.games.carson.outlaws import arrive
from bot.games.carson.placement import refusal
from bot.games.carson.spec import CARSON
from bot.games.carson.state import Cowboy, Task
from tests.games.carson.helpers import Scripted, asked, blank, play, put, run
from tests.games.playout import playout, replay_check

IDX = city.INDEX


def example_board():
    s = blank(3, outlaws=True)
    s.round = 2
    s.order = [0, 1, 2]
    put(s, "E5", "saloon", 1)
    for p in ("D5", "E6"):
        put(s, p, "house")
    put(s, "F5", "bank", 0)
    for p in ("G4", "G5"):
        put(s, p, "house")
    put(s, "F4", "house")
    put(s, "D4", "store", 2)
    put(s, "C3", "prison", 2)
    put(s, "H1", "ranch", 2)
    put(s, "F3", "hotel", 0)
    return s


def test_example_22_arrival_and_movement() -> None:
    s = example_board()
    assert income(s, IDX["E5"]) == 15 and income(s, IDX["F5"]) == 12
    assert income(s, IDX["H1"]) == 3 and income(s, IDX["F3"]) == 6
    # white 3, black 4: strength 11, two outlaws; (4,4) E5; (2,3) C4 is by the Prison;
    # (6,1) G2
    arrive(s, Scripted(dice=[3, 4, 4, 4, 2, 3, 6, 1]), [])
    assert s.outlaw_strength == 11 and s.outlaws == [IDX["E5"], IDX["G2"]]
    assert asked(s) == [(0, "outlaw_move")]
    play(s, 0, PickPlot(plot="E5"))
    # the last outlaw moves without a question: H1 $3 or F3 $6 -> F3
    assert s.outlaws == [IDX["E5"], IDX["F3"]] and asked(s) == []


def test_example_22_fights() -> None:
    s = example_board()
    s.outlaw_strength = 11
    s.outlaws = [IDX["E5"], IDX["F3"]]
    s.phase, s.pass_order, s.placement = "resolve", [0, 2, 1], [0, 1, 2]
    assert refusal(s, 0, "F3") is None and refusal(s, 2, "E5") is None
    s.players[0].cowboys, s.players[0].revolvers = 4, 1     # firepower 5
    s.players[2].cowboys, s.players[2].revolvers = 5, 1     # firepower 6
    s.cowboys = [Cowboy(seat=0, loc="F3"), Cowboy(seat=2, loc="E5")]
    s.tasks = [Task(kind="fights")]
    run(s)
    assert asked(s) == [(0, "order")]
    # F3: 5 + 5 = 10 < 11, the outlaw stays; E5 follows at once: 6 + 6 = 12 >= 11
    play(s, 0, PickPlot(plot="F3"), Scripted(dice=[5, 6]))
    assert IDX["F3"] in s.outlaws and s.players[0].cowboys == 5
    assert shares(s, IDX["F3"]) == (3, 0)
    assert IDX["E5"] not in s.outlaws
    assert asked(s) == [(2, "outlaw_win")]
    assert FLOW.default_action(s, 2) == Choose(option="vp")
    play(s, 2, Choose(option="vp"))
    assert s.players[2].vp == 5 and shares(s, IDX["E5"]) == (15, 0)
    s.stolen["E5"] = 2
    assert shares(s, IDX["E5"]) == (8, 7)


def test_outlaws_playout() -> None:
    opts = {"outlaws": True, "buildings": "full"}
    state, moves = playout(CARSON, 3, 5, full=False, options=opts)
    replay_check(CARSON, 3, 5, state, moves, options=opts)
