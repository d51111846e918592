"""*A New Beginning* (rules §8.6, [HOUSE] sheet) and its worked example 27."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.games.carson.actions import Sheet
from bot.games.carson.decisions import FLOW
from bot.games.carson.spec import CARSON
from bot.games.carson.state import SheetChoice
from bot.games.core.errors import IllegalActionError
from bot.games.core.rng import Draws
from tests.games.carson.hidden import hidden_identities
from tests.games.playout import leak_check


def sheet(m: int, c: int, r: int, v: int, p: int) -> Sheet:
    return Sheet(sheet_money=m, sheet_cowboys=c, sheet_roads=r, sheet_revolvers=v,
                 sheet_plots=p)


def test_example_27_sheets_and_draft_passes() -> None:
    s = CARSON.setup(3, 5, CARSON.Options(new_beginning=True))
    s.order = [0, 1, 2]
    assert FLOW.to_act(s) == frozenset({0, 1, 2}) and s.phase == "sheets"
    with pytest.raises(IllegalActionError):
        FLOW.check(s, 0, sheet(2, 5, 0, 1, 3))          # 12 points
    with pytest.raises(ValidationError):
        sheet(1, 6, 0, 1, 2)                           # 6 cowboys: out of range
    assert FLOW.default_action(s, 2) == sheet(3, 3, 1, 1, 2)
    CARSON.play(s, 0, sheet(2, 5, 0, 1, 2), Draws(s.rng))
    assert s.sheets[0] == SheetChoice(sheet_money=2, sheet_cowboys=5, sheet_roads=0,
                                      sheet_revolvers=1, sheet_plots=2)
    leak_check(CARSON, s, 3, hidden_identities)
    assert FLOW.to_act(s) == frozenset({1, 2})
    CARSON.play(s, 1, sheet(5, 2, 1, 0, 3), Draws(s.rng))
    CARSON.play(s, 2, sheet(3, 3, 1, 1, 2), Draws(s.rng))
    kits = [(p.money, p.cowboys, p.roads, p.revolvers) for p in s.players]
    assert kits == [(10, 5, 0, 1), (25, 2, 1, 0), (15, 3, 1, 1)]
    picks = []
    while s.phase == "draft":
        (seat,) = FLOW.to_act(s)
        picks.append(seat)
        CARSON.play(s, seat, FLOW.default_action(s, seat), Draws(s.rng))
    assert picks == [2, 1, 0, 0, 1, 2, 1]
