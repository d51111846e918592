"""*Kit Carson* (rules §8.1) and its worked example 24."""

from __future__ import annotations

import pytest

from bot.games.carson.actions import Pass, Pawn, Place, Recall
from bot.games.carson.decisions import FLOW
from bot.games.carson.scoring import final_scoring
from bot.games.carson.spec import CARSON
from bot.games.carson.state import Task
from bot.games.core.errors import IllegalActionError
from tests.games.carson.helpers import blank, hold, play, run
from tests.games.playout import playout, replay_check


def kit_game():
    s = blank(4, kit_carson=True)
    for seat, card in ((1, 1), (3, 2), (0, 3), (2, 4)):
        hold(s, seat, card)
    s.players[1].pawn = True
    s.tasks = [Task(kind="placement_start")]
    run(s)
    return s


def test_example_24_only_the_first_acts_first_then_all() -> None:
    s = kit_game()
    assert s.placement == [1, 3, 0, 2]
    assert FLOW.to_act(s) == frozenset({1})
    play(s, 1, Pawn(loc="AMMO"))
    assert FLOW.to_act(s) == frozenset({0, 1, 2, 3})
    play(s, 0, Place(loc="VP_PLOTS"))
    play(s, 0, Recall(loc="VP_PLOTS"))
    play(s, 0, Place(loc="BUYVP_5"))
    assert [c.loc for c in s.cowboys if c.seat == 0] == ["BUYVP_5"]
    with pytest.raises(IllegalActionError):
        FLOW.check(s, 0, Place(loc="AMMO"))
    for seat in (2, 0, 3, 1):
        play(s, seat, Pass())
    assert s.pass_order == [2, 0, 3, 1]
    assert s.phase == "resolve" or s.phase in ("spend", "choose")


def test_example_24_final_bonus() -> None:
    s = blank(4, kit_carson=True)
    s.pass_order = [2, 0, 3, 1]
    before = [p.vp for p in s.players]
    final_scoring(s, [])
    gained = [s.players[x].vp - before[x] for x in range(4)]
    base = blank(4)
    base.pass_order = [2, 0, 3, 1]
    final_scoring(base, [])
    assert [g - b.vp for g, b in zip(gained, base.players, strict=True)] == [2, 0, 3, 1]


@pytest.mark.slow
def test_kit_carson_playout_light() -> None:
    opts = {"kit_carson": True}
    state, moves = playout(CARSON, 4, 7, full=False, options=opts)
    replay_check(CARSON, 4, 7, state, moves, options=opts)
