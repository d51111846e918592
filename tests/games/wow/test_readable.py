"""Issue 9, items 3-5: what properties do, what a shootout won, and the running totals."""

from __future__ import annotations

from bot.games.wow.actions import Build, Decide, Fire, Retreat, TakeBox, Target
from bot.games.wow.fight_events import BankRobbed, Captured, NoWantedLeft
from bot.games.wow.project import seat_view, table_view
from bot.games.wow.spec import WOW
from tests.games.wow.helpers import (
    AB,
    KC,
    SA,
    A,
    B,
    C,
    act,
    blank,
    build_at,
    cattle_at,
    texts,
)
from tests.support.words import STRICT


def said(message) -> str:
    return "" if message is None else STRICT(message)


# Item 3: what a property does --------------------------------------------------------------


def test_a_build_box_and_a_build_answer_say_what_the_property_does() -> None:
    s = blank(3)
    hotel = "Income: $1 per other player's cowboy in town."
    view = table_view(s)
    text = WOW.describe(view, A, TakeBox(box="build_hotel"))
    assert said(text.label) == "Build hotel ($8)"
    assert said(text.description) == hotel
    act(s, A, TakeBox(box="build_hotel"))
    build = next(a for a in WOW.legal_actions(s, A) if isinstance(a, Build))
    assert said(WOW.describe(seat_view(s, A), A, build).description) == hotel


# Item 5: the shootout logs what it won ----------------------------------------------------


def test_a_captured_building_changes_owner_with_an_event() -> None:
    s = blank(3)
    s.wanted_supply, s.wanted = 0, [0, 0, 2]
    build_at(s, SA, "hotel", B)
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="hotel", owner=B))
    act(s, A, Fire())
    ev = act(s, B, Fire(), dice=[6, 1])
    won = [e for e in ev if isinstance(e, Captured)]
    assert [(e.seat, e.town, e.what, e.owner, e.count) for e in won] == [(A, SA, "hotel", B, 1)]
    assert "@0 took @1's hotel in San Antonia." in texts(ev)
    assert texts(ev).index("@0 won the shootout.") < texts(ev).index(
        "@0 took @1's hotel in San Antonia.")


def test_captured_cattle_are_logged_with_their_count() -> None:
    s = blank(3)
    cattle_at(s, KC, B, 2)
    s.cowboys[KC][A] = 2
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=KC, what="cattle", owner=B, count=2))
    act(s, B, Fire(), dice=[1])
    ev = act(s, A, Fire(), dice=[5, 2])
    assert [(e.what, e.owner, e.count) for e in ev if isinstance(e, Captured)] == [("cattle", B, 2)]
    assert "@0 took 2 of @1's cattle in Kansas City." in texts(ev)


def test_a_destroyed_jail_is_logged() -> None:
    s = blank(3)
    build_at(s, SA, "jail", B)
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="jail", owner=B))
    act(s, B, Decide(yes=False))
    act(s, A, Fire())
    ev = act(s, B, Fire(), dice=[6, 1])
    assert "@0 destroyed @1's jail in San Antonia; it leaves the game." in texts(ev)


def test_a_shot_farmer_is_logged() -> None:
    s = blank(3)
    row = s.corrals[AB]
    row[0] = -2  # the farmer
    s.cowboys[AB][C] = 1
    from tests.games.wow.helpers import make_active

    make_active(s, C)
    act(s, C, TakeBox(box="gunfight_1"))
    act(s, C, Target(town=AB, what="farmer"))
    ev = act(s, C, Fire(), dice=[6, 1])
    assert "@2 shot the farmer: the corral in Abilene is free again." in texts(ev)


# Item 4: a payout that pays less than its face says why -------------------------------


def test_a_wanted_token_nobody_can_give_is_logged() -> None:
    s = blank(3)
    s.wanted_supply, s.wanted = 0, [0, 0, 0]
    build_at(s, SA, "hotel", B)
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="hotel", owner=B))
    act(s, A, Fire())
    ev = act(s, B, Fire(), dice=[6, 1])
    assert [e.seat for e in ev if isinstance(e, NoWantedLeft)] == [A]
    assert texts(ev)[-1] == "@0 won a Wanted token, but none was left to take."


def test_a_robbery_short_of_the_haul_says_why() -> None:
    robbed = BankRobbed(seat=A, owner=B, dice=[6, 5, 4], paid=3, lost=True)
    assert texts([robbed]) == [
        "@0 robbed @1's bank: haul 6+5+4 = 15; @1 paid $3, all they had, short of the haul, "
        "and lost the bank."]


# Item 5: the fire-or-retreat question restates the totals -----------------------------


def test_fire_and_retreat_restate_the_running_totals() -> None:
    s = blank(3)
    build_at(s, SA, "hotel", B)
    s.cowboys[SA][A] = 2
    s.cowboys[SA][B] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="hotel", owner=B))
    view = seat_view(s, B)
    assert said(WOW.describe(view, B, Fire()).description) == (
        "Now attack 2 vs defence 1. Roll a die per fighter; each 5 or 6 kills one of theirs.")
    assert said(WOW.describe(view, B, Retreat()).description) == (
        "Now attack 2 vs defence 1. Your side loses the shootout; its cowboys scatter to other "
        "towns.")


def test_sheriff_questions_restate_the_running_totals() -> None:
    s = blank(3)
    build_at(s, SA, "hotel", B)
    build_at(s, SA, "jail", C)
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="hotel", owner=B))
    assert said(WOW.describe(seat_view(s, B), B, Decide(yes=True)).description) == (
        "Now attack 1 vs defence 0")


def test_the_fight_question_for_the_prompt_restates_the_totals() -> None:
    from bot.games.core.words import msg
    from bot.games.wow.labels import fight_question

    s = blank(3)
    build_at(s, SA, "hotel", B)
    s.cowboys[SA][A] = 2
    s.cowboys[SA][B] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="hotel", owner=B))
    fight = table_view(s).board.fight
    assert said(fight_question(msg("wow-q-fire"), fight)) == (
        "fire or retreat — Now attack 2 vs defence 1")
    assert said(fight_question(msg("wow-q-fire"), None)) == "fire or retreat"
    assert "— Now attack 2 vs defence 1" in said(table_view(s).prompt)


def test_a_bid_carries_its_amount_so_it_can_be_typed_as_a_number() -> None:
    from bot.games.wow.actions import Bid

    s = WOW.setup(3, 5, WOW.options())
    while not any(isinstance(a, Bid) for a in WOW.legal_actions(s, min(WOW.to_act(s)))):
        seat = min(WOW.to_act(s))
        act(s, seat, WOW.default_action(s, seat))
    seat = min(WOW.to_act(s))
    texts_ = {a.amount: WOW.describe(table_view(s), seat, a)
              for a in WOW.legal_actions(s, seat) if isinstance(a, Bid)}
    assert texts_ and all(t.amount == n for n, t in texts_.items())
    assert all(said(t.label) == f"Bid ${n}" for n, t in texts_.items())
