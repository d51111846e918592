"""Rulings of rules §10 that change behaviour, one test (or more) each, named after them."""

from __future__ import annotations

from bot.games.wow import board as bd
from bot.games.wow.actions import (
    Bid,
    Build,
    Decide,
    Drop,
    Fire,
    MoveCattle,
    Pass,
    PlaceCattle,
    PlaceFarmer,
    Retreat,
    TakeBox,
    Target,
)
from bot.games.wow.scoring import result, score_sheets
from bot.games.wow.setup import setup
from bot.games.wow.spec import WOW
from tests.games.playout import choice_check
from tests.games.wow.helpers import (
    AB,
    DC,
    DW,
    KC,
    SA,
    A,
    B,
    C,
    act,
    blank,
    build_at,
    cattle_at,
    check,
    legal_actions,
    make_active,
    open_auction,
    pending,
    refused,
    settle,
    texts,
    to_act,
)
from tests.games.wow.hidden import hidden_identities
from tests.support.words import STRICT


def boxes_of(s, seat):
    return {a.box for a in legal_actions(s, seat) if isinstance(a, TakeBox)}


def test_r01_bank_never_runs_out():
    s = blank(3, money=0)
    build_at(s, SA, "stagecoach", B)
    s.money[A] = 2
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="cowboys_1"))
    act(s, A, __import__("bot.games.wow.actions", fromlist=["Hire"]).Hire(town=SA))
    assert s.money[B] == 1


def test_r02_round_one_has_an_auction():
    s = setup(3, 5)
    for _ in range(9):
        seat = next(iter(to_act(s)))
        act(s, seat, legal_actions(s, seat)[0])
    assert s.phase == "auction" and s.auction is not None and s.auction.prev[0] == s.order[0]


def test_r03_bidding_follows_previous_turn_order_skipping_dropped():
    s = blank(3)
    s.order = [C, A, B]
    open_auction(s)
    assert to_act(s) == {C}
    act(s, C, Drop())
    assert to_act(s) == {A}
    act(s, A, Bid(amount=1))
    assert to_act(s) == {B}


def test_r04_forced_drop_and_winner_pays_own_bid():
    s = blank(3, money=5)
    s.money[B] = 0
    s.order = [A, B, C]
    open_auction(s)
    act(s, A, Bid(amount=2))
    # B cannot raise and was dropped automatically; C is asked
    assert to_act(s) == {C} and s.auction is not None and s.auction.position[B] == 3
    act(s, C, Drop())
    assert s.order == [A, C, B] and s.money == [3, 0, 5]


def test_r04_bid_options_are_totals_above_high():
    """Any total above the high bid up to the bidder's money (R4; offered in stages)."""
    s = blank(3, money=40)
    s.order = [A, B, C]
    open_auction(s)
    bids = [a.amount for a in legal_actions(s, A) if isinstance(a, Bid)]
    assert bids == list(range(1, 41)) and Drop() in legal_actions(s, A)
    act(s, A, Bid(amount=3))
    act(s, B, Drop())
    bids = [a.amount for a in legal_actions(s, C) if isinstance(a, Bid)]
    assert bids == list(range(4, 41)) and Drop() in legal_actions(s, C)
    check(s, C, Bid(amount=40))
    refused(s, C, Bid(amount=41), "more than the $40")
    refused(s, C, Bid(amount=3), "more than the high bid of $3")
    choice_check(WOW, s, C, legal_actions(s, C))  # every total reachable in staged menus
    stages = {STRICT(WOW.describe(WOW.seat_view(s, C), C, Bid(amount=x)).stage[0])
              for x in (4, 10, 11, 40)}
    assert stages == {"Bids $4-$10", "Bids $11-$20", "Bids $31-$40"}


def test_r05_no_blocking_boxes():
    s = blank(3, money=0)
    s.farmer_used[A] = True
    s.cowboys[SA][A] = 1
    assert boxes_of(s, A) == {"move_cowboys_3", "move_cowboys_5"}
    refused(s, A, TakeBox(box="build_jail"), "cannot carry out")


def test_r05_auto_pass_when_nothing_is_possible():
    s = blank(3, money=0)
    s.farmer_used[A] = True
    s.cowboys[SA][B] = 1
    make_active(s, A)
    events = settle(s)
    assert to_act(s) == {B} and "no action was possible" in texts(events)[0]


def test_r06_same_kind_twice_one_per_pass():
    s = blank(3)
    build_at(s, SA, "store", B)
    build_at(s, KC, "store", C)
    s.cowboys[SA][A] = s.cowboys[KC][A] = 3
    act(s, A, TakeBox(box="gunfight_1"))
    assert pending(s) is not None
    act(s, A, Target(town=SA, what="store", owner=B))
    act(s, B, Fire(), dice=[1])  # the phantom side is weaker and fires first
    act(s, A, Fire(), dice=[5, 1, 1])
    act(s, B, Pass())
    act(s, C, Pass())
    assert "gunfight_2" in boxes_of(s, A) and "gunfight_1" not in boxes_of(s, A)


def test_r07_no_stagecoach_money_for_own_cowboys():
    s = blank(3)
    build_at(s, SA, "stagecoach", A)
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="move_cowboys_3"))
    act(s, A, __import__("bot.games.wow.actions", fromlist=["MoveCowboy"]).MoveCowboy(src=SA, dst=KC))
    assert pending(s) is None and s.money == [10, 10, 10]


def test_r08_four_players_income_after_6_9_12_only():
    s = setup(4, 3)
    assert s.track == 4 and s.start_track == 4
    assert [t for t in range(s.track, 13) if bd.is_income_round(t)] == [6, 9, 12]


def test_r09_pair_may_split_towns():
    s = blank(3)
    cattle_at(s, SA, B, 3)
    s.cowboys[SA][A] = s.cowboys[KC][A] = 1
    act(s, A, TakeBox(box="cattle_1"))
    act(s, A, PlaceCattle(town=KC))
    act(s, A, PlaceCattle(town=SA))
    assert s.corrals[KC].count(A) == 1 and s.corrals[SA].count(A) == 1


def test_r11_spread_checked_only_against_town_below_at_placement():
    s = blank(3)
    cattle_at(s, SA, B, 3)
    cattle_at(s, KC, B, 3)
    s.cowboys[AB][A] = 1
    s.cowboys[DC][A] = 1
    assert bd.cattle_towns(s, A) == [AB]
    cattle_at(s, AB, A, 4)
    assert DC in bd.cattle_towns(s, A)
    s.corrals[SA] = [-1] * 4  # town 1 emptied later: Abilene stays, Dodge City still open
    assert DC in bd.cattle_towns(s, A)


def test_r12_full_towns_take_no_new_tokens_but_captures_work():
    s = blank(3, money=30)
    for kind in ("jail", "hotel", "bank"):
        build_at(s, SA, kind, B if kind != "bank" else C)
    assert None not in s.spaces[SA]
    assert not any(bd.can_build(s, A, SA, k) for k in ("store", "train"))
    cattle_at(s, SA, B, 4)
    s.cowboys[SA][A] = 2
    assert SA not in bd.cattle_towns(s, A)
    targets = WOW.legal_actions  # noqa: F841
    act(s, A, TakeBox(box="gunfight_1"))
    assert Target(town=SA, what="hotel", owner=B) in legal_actions(s, A)


def test_r13_no_cattle_into_the_farmer_corral():
    s = blank(3)
    s.corrals[SA] = [-2, B, B, B]
    s.cowboys[SA][A] = 1
    assert SA not in bd.cattle_towns(s, A)


def test_r14_move_cattle_own_only_and_needs_a_cowboy():
    s = blank(3)
    cattle_at(s, SA, B, 1)
    cattle_at(s, SA, A, 1)
    s.cowboys[DC][A] = 1
    act(s, A, TakeBox(box="move_cattle"))
    assert legal_actions(s, A) == [MoveCattle(src=SA, dst=DC)]


def test_r15_no_move_within_the_same_town():
    s = blank(3)
    cattle_at(s, SA, A, 1)
    s.cowboys[SA][A] = 1
    assert "move_cattle" not in boxes_of(s, A)


def test_r16_farmer_on_own_cattle_no_cowboy_needed():
    s = blank(3)
    cattle_at(s, DW, A, 7)
    act(s, A, TakeBox(box="farmer"))
    assert legal_actions(s, A)[-1] == PlaceFarmer(town=DW, displace=A)
    act(s, A, PlaceFarmer(town=DW, displace=A))
    assert bd.has_farmer(s, DW) and s.corrals[DW].count(A) == 6


def test_r17_one_farmer_per_game():
    s = blank(3)
    act(s, A, TakeBox(box="farmer"))
    act(s, A, PlaceFarmer(town=SA))
    s.corrals[SA] = [-1] * 4  # even after the farmer is gone
    make_active(s, A)
    assert "farmer" not in boxes_of(s, A)


def test_r18_placer_may_attack_own_farmer():
    s = blank(3)
    act(s, A, TakeBox(box="farmer"))
    act(s, A, PlaceFarmer(town=SA))
    make_active(s, A)
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    assert Target(town=SA, what="farmer") in legal_actions(s, A)


def test_r19_all_cowboys_fight_and_no_third_party():
    s = blank(3)
    build_at(s, SA, "hotel", B)
    s.cowboys[SA] = [3, 2, 5]
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="hotel", owner=B))
    f = s.fight
    assert f is not None and f.a.strength() == 3 and f.d.strength() == 2


def test_r20_attacker_needs_a_cowboy_even_with_own_jail():
    s = blank(3)
    build_at(s, SA, "jail", A)
    build_at(s, SA, "hotel", B)
    s.cowboys[KC][A] = 1
    assert "gunfight_1" not in boxes_of(s, A)


def test_r21_cannot_capture_a_type_not_in_supply():
    s = blank(3)
    for t in (SA, KC, AB):
        build_at(s, t, "hotel", A)
    build_at(s, DC, "hotel", B)
    build_at(s, DC, "bank", B)
    cattle_at(s, DC, B, 2)
    s.corrals[DW] = [A] * 7
    cattle_at(s, SA, A, 2)  # all 9 cattle on the map
    s.cowboys[DC][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    assert legal_actions(s, A) == [Target(town=DC, what="bank", owner=B)]


def test_r22_no_phantom_with_guard_or_sheriff():
    s = blank(3)
    build_at(s, SA, "train", B)
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="train", owner=B))
    f = s.fight
    assert f is not None and f.d.phantom == 0 and f.d.guard == 1


def test_r23_firing_order_counts_all_fighters():
    s = blank(3)
    build_at(s, SA, "bank", B)
    s.cowboys[SA][A], s.cowboys[SA][B] = 4, 2
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="bank", owner=B))
    f = s.fight
    assert f is not None and f.mode == "seq" and f.shooter == "d" and to_act(s) == {B}


def test_r24_retreat_with_more_than_four():
    s = blank(3)
    build_at(s, SA, "hotel", B)
    s.cowboys[SA][A], s.cowboys[SA][B] = 6, 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="hotel", owner=B))
    act(s, B, Retreat())  # B (weaker) fires first but retreats; 1 cowboy: a scatter choice
    assert (p := pending(s)) is not None and p.kind == "scatter"


def test_r25_farmer_fires_automatically():
    s = blank(3)
    s.corrals[SA][0] = -2
    s.cowboys[SA][A] = 2
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="farmer"), dice=[1])
    f = s.fight
    assert f is not None and len(f.volleys) == 1 and to_act(s) == {A}


def test_r25_simultaneous_attacker_declares_first():
    s = blank(3)
    build_at(s, SA, "hotel", B)
    s.cowboys[SA][A], s.cowboys[SA][B] = 1, 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="hotel", owner=B))
    assert to_act(s) == {A}
    act(s, A, Fire())
    assert to_act(s) == {B} and set(legal_actions(s, B)) == {Fire(), Retreat()}


def test_r26_mutual_wipe_out_nobody_wins():
    s = blank(3)
    build_at(s, SA, "hotel", B)
    s.cowboys[SA][A], s.cowboys[SA][B] = 1, 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="hotel", owner=B))
    act(s, A, Fire())
    act(s, B, Fire(), dice=[6, 6])
    assert s.wanted == [0, 0, 0] and bd.owner_of(s, SA, "hotel") == B


def test_r27_defender_wins_takes_wanted_helper_gets_nothing():
    s = blank(3)
    build_at(s, SA, "hotel", B)
    build_at(s, SA, "jail", C)
    s.cowboys[SA][A], s.cowboys[SA][B] = 1, 0
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="hotel", owner=B))
    act(s, B, Decide(yes=True))
    act(s, C, Decide(yes=True))
    act(s, A, Fire())
    act(s, B, Fire(), dice=[1, 6])
    assert s.wanted == [0, 1, 0]


def test_r27_winning_farmer_gives_no_wanted():
    s = blank(3)
    s.corrals[SA][0] = -2
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="farmer"))
    act(s, A, Fire(), dice=[1, 5])
    assert s.wanted == [0, 0, 0] and s.wanted_supply == 13 and bd.has_farmer(s, SA)


def robbery(s, owner_money, haul):
    build_at(s, SA, "bank", B)
    s.cowboys[SA][A] = 1
    s.money[B] = owner_money
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="bank", owner=B))
    act(s, A, Fire())
    act(s, B, Fire(), dice=[6, 1, *haul])


def test_r28_robbed_bank_returns_to_supply():
    s = blank(3)
    robbery(s, 5, [6, 6, 6])
    assert bd.supply(s, B, "bank") == 3 and s.spaces[SA].count(None) == 3 and s.money[B] == 0


def test_r29_exact_payment_keeps_the_bank():
    s = blank(3)
    robbery(s, 10, [3, 3, 4])
    assert bd.owner_of(s, SA, "bank") == B and s.money[B] == 0 and s.money[A] == 20


def test_r30_robbed_players_own_jail_forces_move_out():
    s = blank(3)
    build_at(s, SA, "jail", B)
    build_at(s, SA, "bank", B)
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="bank", owner=B))
    act(s, B, Decide(yes=False))
    act(s, A, Fire())
    act(s, B, Fire(), dice=[6, 1, 1, 1, 1])
    assert (p := pending(s)) is not None and p.kind == "move_out" and to_act(s) == {A}


def test_r31_control_tie_nobody():
    s = blank(3)
    build_at(s, SA, "hotel", A)
    build_at(s, SA, "store", B)
    assert [sh.control for sh in score_sheets(s)] == [0, 0, 0]


def test_r32_no_bonus_at_zero():
    s = blank(3, money=0)
    assert [sh.money + sh.wanted for sh in score_sheets(s)] == [0, 0, 0]


def test_r33_tied_winners_share():
    s = blank(3, money=0)
    s.phase = "over"
    r = result(s)
    assert r is not None and r.winners() == [A, B, C]
    assert all(st.place == 1 for st in r.standings) and "share" in STRICT(r.summary)


def test_r34_nothing_is_hidden():
    s = setup(4, 9)
    assert hidden_identities(s) == {0: set(), 1: set(), 2: set(), 3: set(), None: set()}
    v = WOW.seat_view(s, 2)
    assert "rng" not in v.model_dump() and v.board.money == s.money
    assert v.board.cowboys == s.cowboys and WOW.table_view(s).board == v.board


def test_r35_build_limit_counts_only_property():
    s = blank(3, money=30)
    cattle_at(s, SA, A, 4)
    build_at(s, SA, "hotel", A)
    assert bd.can_build(s, A, SA, "bank")
    build_at(s, SA, "bank", A)
    assert not bd.can_build(s, A, SA, "store")


def test_r36_destroyed_jail_leaves_the_game():
    s = blank(3, money=10)
    build_at(s, SA, "jail", B)
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="jail", owner=B))
    act(s, B, Decide(yes=False))
    act(s, A, Fire())
    act(s, B, Fire(), dice=[5, 1])
    assert bd.supply(s, B, "jail") == 2 and s.spaces[SA] == [None, None, None]
    assert s.wanted[A] == 1
    make_active(s, C)
    act(s, C, TakeBox(box="build_jail"))
    act(s, C, Build(town=SA))
    assert bd.owner_of(s, SA, "jail") == C
