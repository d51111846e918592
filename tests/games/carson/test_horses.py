"""*Horses* (rules §8.4) and its worked examples 10 and 28."""

from __future__ import annotations

from bot.games.carson import horses as hs
from bot.games.carson.actions import Choose, Corral, Place
from bot.games.carson.characters import firepower
from bot.games.carson.decisions import FLOW
from bot.games.carson.state import Cowboy, Task
from tests.games.carson.helpers import asked, blank, play, run


def horse_game(n: int = 2):
    s = blank(n, horses=True)
    hs.setup(s)
    return s


def test_example_10_final_vp_and_rodeo_values() -> None:
    s = horse_game()
    s.horses[0], s.rodeo[0] = 3, 2
    assert hs.final_vp(s, 0) == 9
    s.corrals[0] = [1, 0, 0, 0, 2]
    s.corral_men[0] = [False, False, False, False, True]
    s.corrals[1] = [0, 0, 0, 4, 0]
    assert (hs.rodeo_score(s, 0), hs.rodeo_score(s, 1)) == (21, 16)


def test_example_28_corral_4_and_salary_horse() -> None:
    s = horse_game()
    s.phase, s.placement, s.turn = "place", [0, 1], -1
    s.tasks = [Task(kind="place_next")]
    run(s)
    play(s, 0, Place(loc="SALARY"))
    assert asked(s) == [(0, "horse")]
    play(s, 0, Corral(corral=4))
    assert s.players[0].money == 17 and s.corrals[0][3] == 1
    s.flow.clear()
    s.tasks = []
    s.cowboys.append(Cowboy(seat=0, loc="SALARY"))
    s.phase = "resolve"
    s.tasks = [Task(kind="step", loc="SALARY")]
    run(s)
    assert asked(s) == [(0, "salary_horse")]
    play(s, 0, Choose(option="yes"))
    assert s.horses[0] == 1 and s.players[0].money == 17 - 4 + 4
    assert s.horses[0] + sum(s.corrals[0]) == 2


def test_example_28_corral_1_firepower_and_rodeo() -> None:
    s = horse_game()
    base = firepower(s, 0)
    s.corrals[0][0] = 2
    assert firepower(s, 0) == base + 1
    s.corrals[0][0] = 3
    assert firepower(s, 0) == base + 2
    s.corrals[0] = [2, 0, 0, 0, 0]
    s.corrals[1] = [0, 0, 0, 0, 1]
    s.pass_order = [0, 1]
    hs.rodeo(s, [])
    assert s.rodeo == [0, 1] and s.horses[0] >= 2 and s.corrals[0] == [0] * 5


def test_corral_2_offers_another_placement() -> None:
    s = horse_game()
    s.phase, s.placement, s.turn = "place", [0, 1], -1
    s.tasks = [Task(kind="place_next")]
    run(s)
    play(s, 0, Place(loc="AMMO"))
    play(s, 0, Corral(corral=2))
    assert asked(s) == [(0, "corral2")]
    play(s, 0, Place(loc="VP_PLOTS"))
    assert [c.loc for c in s.cowboys if c.seat == 0] == ["AMMO", "VP_PLOTS"]
    assert FLOW.to_act(s) == frozenset({1})
