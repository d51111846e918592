"""Setup per player count, start player dice, starting cowboys, defaults and labels."""

from __future__ import annotations

import pytest

from bot.games.core.engine import step
from bot.games.wow.actions import Drop, Pass, PlaceStart
from bot.games.wow.setup import roll_start_player
from bot.games.wow.spec import WOW
from tests.games.wow.helpers import ScriptedDraws, default_action
from tests.support.words import STRICT


@pytest.mark.parametrize(("n", "money", "track"), [(3, 20, 1), (4, 20, 4), (5, 25, 4)])
def test_setup_per_player_count(n, money, track):
    s = WOW.setup(n, 11, WOW.Options())
    assert s.money == [money] * n and s.track == track and s.phase == "setup"
    assert sorted(s.order) == list(range(n)) and s.wanted_supply == 13
    assert all(sum(t) == 0 for t in s.cowboys)
    first = s.order[0]
    assert s.order == [(first + i) % n for i in range(n)]
    assert max(r for _, r in s.start_rolls[-1]) == dict(s.start_rolls[-1])[first]


def test_start_player_reroll_among_tied_only():
    first, history = roll_start_player(ScriptedDraws([6, 2, 6, 3, 5]), 3)
    assert first == 2 and history == [[(0, 6), (1, 2), (2, 6)], [(0, 3), (2, 5)]]


def test_three_passes_of_starting_cowboys_then_auction():
    s = WOW.setup(4, 2, WOW.Options())
    seen = []
    for _ in range(12):
        (seat,) = WOW.to_act(s)
        seen.append(seat)
        a = default_action(s, seat)
        assert isinstance(a, PlaceStart)
        s = step(WOW, s, seat, a).state
    assert seen == s.order * 3 or seen[:4] * 3 == seen
    for seat in range(4):
        assert [s.cowboys[t][seat] for t in range(5)] == [1, 1, 1, 0, 0]  # D1 default
    assert s.phase == "auction"


def test_defaults_are_legal_and_cautious():
    s = WOW.setup(3, 4, WOW.Options())
    for _ in range(9):
        (seat,) = WOW.to_act(s)
        s = step(WOW, s, seat, default_action(s, seat)).state
    (seat,) = WOW.to_act(s)
    assert default_action(s, seat) == Drop()
    while s.phase == "auction":
        (seat,) = WOW.to_act(s)
        s = step(WOW, s, seat, default_action(s, seat)).state
    (seat,) = WOW.to_act(s)
    assert default_action(s, seat) == Pass()


def test_labels_are_short_and_views_render_text():
    import random

    rnd = random.Random(3)
    s = WOW.setup(5, 3, WOW.Options())
    while WOW.result(s) is None:
        (seat,) = WOW.to_act(s)
        legal = WOW.legal_actions(s, seat)
        v = WOW.seat_view(s, seat)
        for a in legal:
            label = STRICT(WOW.describe(v, seat, a).label)
            assert 0 < len(label) <= 80
        assert STRICT(v.status) and STRICT.lines(v.alt_text()) and STRICT.lines(v.hand_lines())
        s = step(WOW, s, seat, rnd.choice(legal)).state
    assert STRICT(WOW.table_view(s).status) == "Game over"
    r = WOW.result(s)
    assert r is not None and len(r.standings) == 5


def test_status_line_format():
    s = WOW.setup(3, 8, WOW.Options())
    v = WOW.table_view(s)
    assert STRICT(v.status, {i: f"@{i}" for i in range(3)}).startswith("Round 1 of 12 · Setup · @")


def test_box_labels_are_unique_and_name_the_box():
    from bot.games.wow.actions import TakeBox
    from tests.games.wow.helpers import SA, blank, legal_actions

    s = blank(5)
    s.cowboys[SA][0] = 1
    s.corrals[SA][0] = -2  # a farmer to shoot at: the gunfight boxes are open
    legal = legal_actions(s, 0)
    labels = [STRICT(WOW.describe(WOW.table_view(s), 0, a).label) for a in legal]
    assert len(set(labels)) == len(labels)
    assert sum(isinstance(a, TakeBox) for a in legal) == 17  # all but move cattle, train
    for label in ("Buy cattle (box 1, $1 each, up to 2)", "Buy cattle (box 2, $1 each, up to 2)",
                  "Hire cowboys (box 3, $1 each, up to 2)", "Gunfight (box 1)",
                  "Gunfight (box 2)", "Build general store ($5)", "Move cowboys (up to 5)"):
        assert label in labels
