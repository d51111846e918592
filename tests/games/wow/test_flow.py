"""Round flow, the end of the game, and action effects not covered by the examples."""

from __future__ import annotations

from bot.games.wow import board as bd
from bot.games.wow.actions import Decide, Fire, MoveCattle, Pass, TakeBox, Target
from bot.games.wow.scoring import result
from bot.games.wow.spec import WOW
from tests.games.wow.helpers import (
    AB,
    DC,
    KC,
    SA,
    A,
    B,
    C,
    act,
    blank,
    build_at,
    cattle_at,
    default_action,
    to_act,
)


def pass_round(s):
    for _ in range(2 * s.n):
        (seat,) = to_act(s)
        act(s, seat, Pass())


def test_income_after_track_3_then_next_auction():
    s = blank(3)
    s.track = 3
    cattle_at(s, SA, A, 2)
    s.cowboys[SA][A] = s.cowboys[SA][B] = s.cowboys[SA][C] = 1
    pass_round(s)
    assert s.money == [14, 10, 10] and s.track == 4 and s.phase == "auction"


def test_no_income_after_track_4():
    s = blank(3)
    s.track = 4
    cattle_at(s, SA, A, 2)
    s.cowboys[SA] = [1, 1, 1]
    pass_round(s)
    assert s.money == [10, 10, 10] and s.track == 5


def test_game_ends_after_track_12_with_income_and_result():
    s = blank(3)
    s.track = 12
    cattle_at(s, SA, A, 1)
    s.cowboys[SA] = [1, 1, 1]
    pass_round(s)
    assert s.phase == "over" and to_act(s) == frozenset() and s.money[A] == 12
    r = result(s)
    assert r is not None and r.winners() == [A] and r.standings[0].score == 1 + 5


def test_move_cattle_effect():
    s = blank(3)
    cattle_at(s, SA, A, 1)
    s.cowboys[AB][A] = 1
    act(s, A, TakeBox(box="move_cattle"))
    act(s, A, MoveCattle(src=SA, dst=AB))
    assert s.corrals[SA].count(A) == 0 and s.corrals[AB].count(A) == 1 and s.money[A] == 10


def test_cattle_capture_replaces_tokens():
    s = blank(3)
    cattle_at(s, KC, B, 2)
    s.cowboys[KC][A] = 2
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=KC, what="cattle", owner=B, count=2))
    act(s, B, Fire(), dice=[1])  # phantom (weaker) fires first
    act(s, A, Fire(), dice=[5, 2])
    assert s.corrals[KC].count(A) == 2 and bd.supply(s, B, "cattle") == 9


def test_attacker_sheriff_default_yes_and_joins():
    s = blank(3)
    build_at(s, DC, "jail", A)
    build_at(s, DC, "store", B)
    s.cowboys[DC][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=DC, what="store", owner=B))
    assert default_action(s, A) == Decide(yes=True)
    act(s, A, Decide(yes=True))
    f = s.fight
    assert f is not None and f.a.strength() == 2 and f.d.phantom == 1 and f.shooter == "d"


def test_wanted_from_the_only_other_holder_is_automatic():
    s = blank(3)
    s.wanted_supply, s.wanted = 0, [0, 0, 2]
    build_at(s, SA, "hotel", B)
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="hotel", owner=B))
    act(s, A, Fire())
    act(s, B, Fire(), dice=[6, 1])
    assert s.wanted == [1, 0, 1] and s.fight is None


def test_helper_refusal_is_the_default():
    s = blank(3)
    build_at(s, SA, "hotel", B)
    build_at(s, SA, "jail", C)
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="hotel", owner=B))
    assert default_action(s, B) == Decide(yes=True)
    act(s, B, Decide(yes=True))
    assert to_act(s) == {C} and default_action(s, C) == Decide(yes=False)


def test_shootout_questions_of_others_are_reactions():
    s = blank(3)
    build_at(s, SA, "hotel", B)
    build_at(s, SA, "jail", C)
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    assert WOW.reacting is not None and not WOW.reacting(s, A)
    act(s, A, Target(town=SA, what="hotel", owner=B))
    assert to_act(s) == {B} and WOW.reacting(s, B)  # D11, asked of the defender
    act(s, B, Decide(yes=True))
    assert to_act(s) == {C} and WOW.reacting(s, C)  # D12, asked of the jail owner
    act(s, C, Decide(yes=False))
    assert to_act(s) == {A} and not WOW.reacting(s, A)  # the attacker declares first
    act(s, A, Fire())
    assert to_act(s) == {B} and WOW.reacting(s, B)
    assert WOW.decision_id(s, B) > 0 and WOW.decision_id(s, A) == 0
