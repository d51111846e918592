"""Every worked example of the rules file, §11."""

from __future__ import annotations

import pytest

from bot.games.wow import board as bd
from bot.games.wow.actions import (
    Bid,
    Decide,
    Drop,
    Fire,
    Hire,
    MoveCowboy,
    MoveOut,
    PlaceCattle,
    PlaceFarmer,
    Retreat,
    Scatter,
    TakeBox,
    TakeWanted,
    Target,
)
from bot.games.wow.income import income
from bot.games.wow.scoring import result, score_sheets
from tests.games.wow.helpers import (
    AB,
    DC,
    DW,
    KC,
    SA,
    A,
    B,
    C,
    D,
    act,
    blank,
    build_at,
    cattle_at,
    default_action,
    legal_actions,
    make_active,
    open_auction,
    pending,
    refused,
)


# 11.1 Cattle spread rule
def spread_position(cowboy_in_kc: bool = True):
    s = blank(3, money=5)
    cattle_at(s, SA, A, 2)
    s.cowboys[SA][A] = 1
    if cowboy_in_kc:
        s.cowboys[KC][A] = 1
    return s


def test_11_1_kansas_city_closed_at_two_of_four():
    s = spread_position()
    act(s, A, TakeBox(box="cattle_1"))
    refused(s, A, PlaceCattle(town=KC), "closed to new cattle")


def test_11_1_first_token_opens_the_next_town():
    s = spread_position()
    act(s, A, TakeBox(box="cattle_1"))
    act(s, A, PlaceCattle(town=SA))
    act(s, A, PlaceCattle(town=KC))
    assert s.money[A] == 3 and bd.supply(s, A, "cattle") == 5
    assert s.corrals[SA].count(A) == 3 and s.corrals[KC].count(A) == 1
    assert not bd.spread_open(s, AB)
    assert pending(s) is None  # two tokens: the action is over


def test_11_1_variant_no_cowboy_in_kansas_city():
    s = spread_position(cowboy_in_kc=False)
    act(s, A, TakeBox(box="cattle_1"))
    act(s, A, PlaceCattle(town=SA))
    assert [a for a in legal_actions(s, A) if isinstance(a, PlaceCattle)] == [PlaceCattle(town=SA)]


def test_11_1_variant_buy_cattle_unavailable_without_cowboy_in_town_1():
    s = blank(3)
    make_active(s, B)
    s.cowboys[AB][B] = 2
    boxes = {a.box for a in legal_actions(s, B) if isinstance(a, TakeBox)}
    assert not boxes & {"cattle_1", "cattle_2"}


# 11.2 Stagecoach payments
def coach_position():
    s = blank(3, money=10)
    build_at(s, SA, "stagecoach", B)
    build_at(s, KC, "stagecoach", A)
    build_at(s, AB, "stagecoach", C)
    for t in (SA, KC, DC):
        s.cowboys[t][A] = 1
    return s


def test_11_2_stagecoach_payments_on_moves():
    s = coach_position()
    act(s, A, TakeBox(box="move_cowboys_3"))
    act(s, A, MoveCowboy(src=SA, dst=DC))
    assert s.money == [10, 11, 10]
    act(s, A, MoveCowboy(src=KC, dst=AB))
    assert s.money == [10, 11, 11]
    act(s, A, MoveCowboy(src=DC, dst=KC))
    assert s.money == [10, 11, 11]
    assert pending(s) is None


def test_11_2_arrived_cowboy_cannot_move_again():
    s = coach_position()
    act(s, A, TakeBox(box="move_cowboys_5"))
    for src, dst in ((SA, DC), (KC, AB), (DC, KC)):
        act(s, A, MoveCowboy(src=src, dst=dst))
    # every remaining cowboy arrived during this action: nothing may move, the action ends
    assert pending(s) is None and s.cowboys[DC][A] == 1 and s.cowboys[KC][A] == 1


def test_11_2_hiring_pays_the_arrival_stagecoach():
    s = coach_position()
    make_active(s, B)
    act(s, B, TakeBox(box="cowboys_1"))
    act(s, B, Hire(town=AB))
    act(s, B, Hire(town=AB))
    assert s.money[B] == 8 and s.money[C] == 12


# 11.3 Auction payments
def auction_position():
    s = blank(4)
    s.order = [A, B, C, D]
    s.money = [6, 10, 3, 8]
    open_auction(s)
    return s


def test_11_3_auction_payments():
    s = auction_position()
    act(s, A, Bid(amount=1))
    act(s, B, Bid(amount=2))
    act(s, C, Drop())
    act(s, D, Bid(amount=3))
    act(s, A, Bid(amount=4))
    act(s, B, Drop())
    act(s, D, Bid(amount=5))  # C is skipped
    act(s, A, Drop())
    assert s.order == [D, A, B, C]
    assert s.money == [2, 8, 3, 3]
    assert 6 + 10 + 3 + 8 - sum(s.money) == 11
    assert s.phase == "actions"


def test_11_3_bids_above_money_or_not_above_high_are_rejected():
    s = auction_position()
    act(s, A, Bid(amount=1))
    act(s, B, Bid(amount=2))
    refused(s, C, Bid(amount=4), "more than the $3")
    refused(s, C, Bid(amount=2), "more than the high bid")


# 11.4 Building restrictions
def kc_position():
    s = blank(3, money=30)
    build_at(s, KC, "jail", A)
    build_at(s, KC, "hotel", A)
    build_at(s, KC, "bank", B)
    return s


def test_11_4_building_restrictions():
    s = kc_position()
    assert not any(bd.can_build(s, A, KC, k) for k in ("stagecoach", "store", "train"))
    assert not bd.can_build(s, B, KC, "hotel")
    make_active(s, B)
    act(s, B, TakeBox(box="build_stagecoach"))
    from bot.games.wow.actions import Build

    act(s, B, Build(town=KC))
    assert s.money[B] == 26 and None not in s.spaces[KC]
    assert not bd.can_build(s, C, KC, "train")


def test_11_4_capture_takes_a_player_above_two():
    s = kc_position()
    build_at(s, KC, "stagecoach", B)
    s.cowboys[KC][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=KC, what="stagecoach", owner=B))
    act(s, A, Decide(yes=False))  # A's own jail: no sheriff
    act(s, A, Fire())
    act(s, B, Fire(), dice=[6, 1])  # A hits the phantom, phantom misses
    assert bd.property_count(s, KC, A) == 3


# 11.5 Simultaneous shootout with the sheriff helping
def test_11_5_simultaneous_with_sheriff():
    s = blank(3)
    build_at(s, KC, "hotel", B)
    build_at(s, KC, "jail", C)
    s.cowboys[KC][A], s.cowboys[KC][B] = 2, 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=KC, what="hotel", owner=B))
    act(s, B, Decide(yes=True))   # B asks C
    act(s, C, Decide(yes=True))   # C helps
    f = s.fight
    assert f is not None and f.mode == "sim" and f.a.strength() == f.d.strength() == 2
    act(s, A, Fire())
    act(s, B, Fire(), dice=[5, 1, 6, 3])
    assert s.cowboys[KC][A] == 1 and s.cowboys[KC][B] == 0 and f.d.sheriff == 1
    act(s, A, Fire())
    act(s, B, Fire(), dice=[6, 2])
    assert s.fight is None and s.last_fight is not None and s.last_fight.winner == "a"
    assert bd.owner_of(s, KC, "hotel") == A and bd.supply(s, B, "hotel") == 3
    assert s.wanted[A] == 1 and s.wanted_supply == 12
    assert bd.owner_of(s, KC, "jail") == C


# 11.6 Phantom defender and mutual wipe-out
@pytest.mark.parametrize(("phantom_die", "winner"), [(6, "none"), (4, "a")])
def test_11_6_phantom_defender(phantom_die, winner):
    s = blank(3)
    build_at(s, SA, "store", B)
    s.cowboys[SA][A] = 1
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=SA, what="store", owner=B))
    f = s.fight
    assert f is not None and f.d.phantom == 1 and f.mode == "sim"
    act(s, A, Fire())
    act(s, B, Fire(), dice=[5, phantom_die])
    assert s.last_fight is not None and s.last_fight.winner == winner
    if winner == "none":
        assert bd.owner_of(s, SA, "store") == B and s.wanted == [0, 0, 0]
        assert s.cowboys[SA][A] == 0 and bd.supply(s, A, "cowboy") == 9
    else:
        assert bd.owner_of(s, SA, "store") == A and s.wanted[A] == 1


# 11.7 Sequential shootout ending in a retreat
def deadwood_position(c_cowboys: int = 6):
    s = blank(4)
    build_at(s, DW, "hotel", C)
    build_at(s, DW, "stagecoach", D)
    s.cowboys[DW][A], s.cowboys[DW][C] = 2, c_cowboys
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=DW, what="hotel", owner=C))
    return s


def test_11_7_sequential_retreat():
    s = deadwood_position()
    f = s.fight
    assert f is not None and f.mode == "seq" and f.shooter == "a"
    act(s, A, Fire(), dice=[5, 6])
    assert s.cowboys[DW][C] == 4
    act(s, C, Fire(), dice=[1, 2, 5, 3])
    assert s.cowboys[DW][A] == 1
    act(s, A, Fire(), dice=[6])
    act(s, C, Retreat())
    for town in (SA, KC, DC):
        act(s, C, Scatter(town=town))
    assert [s.cowboys[t][C] for t in range(5)] == [1, 1, 0, 1, 0]
    assert s.money[D] == 10
    assert bd.owner_of(s, DW, "hotel") == A and s.wanted[A] == 1 and s.fight is None


def test_11_7_variant_retreat_with_six():
    s = deadwood_position()
    act(s, A, Fire(), dice=[1, 1])
    act(s, C, Retreat())
    assert [s.cowboys[t][C] for t in range(5)] == [1, 1, 1, 1, 0]
    assert bd.supply(s, C, "cowboy") == 5


def test_11_7_variant_defender_wins():
    s = deadwood_position()
    act(s, A, Fire(), dice=[1, 1])
    act(s, C, Fire(), dice=[5, 5, 1, 1, 1, 1])
    assert s.last_fight is not None and s.last_fight.winner == "d"
    assert s.wanted[C] == 1 and bd.owner_of(s, DW, "hotel") == C


# 11.8 Bank robbery with too little money
def robbery_position(d_money: int = 9, jail_owner: int = C):
    s = blank(4)
    build_at(s, DC, "bank", D)
    build_at(s, DC, "jail", jail_owner)
    build_at(s, DC, "stagecoach", B)
    s.cowboys[DC][A] = 1
    s.money[D] = d_money
    s.wanted_supply, s.wanted = 0, [0, 7, 6, 0]
    act(s, A, TakeBox(box="gunfight_1"))
    act(s, A, Target(town=DC, what="bank", owner=D))
    if jail_owner == C:
        act(s, D, Decide(yes=True))
        act(s, C, Decide(yes=False))
    else:
        act(s, A, Decide(yes=False))
    f = s.fight
    assert f is not None and f.d.guard == 1 and f.d.phantom == 0 and f.mode == "sim"
    act(s, A, Fire())
    act(s, D, Fire(), dice=[5, 3, 6, 4, 4])
    return s


def test_11_8_bank_robbery_too_little_money():
    s = robbery_position()
    assert s.money[A] == 19 and s.money[D] == 0
    assert bd.owner_of(s, DC, "bank") is None and bd.supply(s, D, "bank") == 3
    assert (p := pending(s)) is not None and p.kind == "move_out"
    act(s, A, MoveOut(town=DW))
    assert s.cowboys[DW][A] == 1 and s.money[B] == 10
    assert (p := pending(s)) is not None and p.kind == "wanted"
    assert default_action(s, A) == TakeWanted(source=B)
    act(s, A, TakeWanted(source=B))
    assert s.wanted == [1, 6, 6, 0] and s.fight is None


def test_11_8_variant_owner_can_pay():
    s = robbery_position(d_money=14)
    assert s.money[D] == 0 and s.money[A] == 24 and bd.owner_of(s, DC, "bank") == D
    assert (p := pending(s)) is not None and p.kind == "move_out"


def test_11_8_variant_attacker_owns_the_jail():
    s = robbery_position(jail_owner=A)
    assert s.cowboys[DC][A] == 1
    assert (p := pending(s)) is not None and p.kind == "wanted"


# 11.9 Farmer placement and a farmer shootout
def farmer_position():
    s = blank(4)
    cattle_at(s, AB, B, 4)
    build_at(s, AB, "jail", D)
    act(s, A, TakeBox(box="farmer"))
    act(s, A, PlaceFarmer(town=AB, displace=B))
    return s


def test_11_9_farmer_placement():
    s = farmer_position()
    assert bd.supply(s, B, "cattle") == 6 and bd.filled(s, AB) == 4
    assert bd.spread_open(s, DC) and s.farmer_used[A]


def test_11_9_farmer_flag_off_closes_dodge_city(monkeypatch):
    s = farmer_position()
    monkeypatch.setattr(bd, "FLAGS", bd.FLAGS.model_copy(update={"farmer_counts_as_filled_corral": False}))
    assert bd.filled(s, AB) == 3 and not bd.spread_open(s, DC)


def test_11_9_farmer_shootout():
    s = farmer_position()
    make_active(s, C)
    s.cowboys[AB][C] = 2
    act(s, C, TakeBox(box="gunfight_1"))
    act(s, C, Target(town=AB, what="farmer"))
    act(s, D, Decide(yes=True))
    f = s.fight
    assert f is not None and f.d.strength() == 2 and f.mode == "sim"
    act(s, C, Fire(), dice=[5, 6, 1, 5])
    last = s.last_fight
    assert last is not None and last.winner == "a" and last.volleys[0].killed == ["sheriff", "farmer"]
    assert s.cowboys[AB][C] == 1 and not bd.has_farmer(s, AB) and s.wanted[C] == 1
    assert s.farmer_used[A]


# 11.10 Income with a farmer and a train
def abilene(s):
    build_at(s, AB, "bank", A)
    build_at(s, AB, "store", B)
    build_at(s, AB, "train", C)
    build_at(s, AB, "hotel", C)
    cattle_at(s, AB, A, 2)
    cattle_at(s, AB, B, 1)
    row = s.corrals[AB]
    row[row.index(-1)] = -2
    s.cowboys[AB][A], s.cowboys[AB][B], s.cowboys[AB][C] = 2, 1, 3


def test_11_10_income():
    s = blank(3)
    abilene(s)
    assert [income(s, x) for x in (A, B, C)] == [10, 6, 3]


@pytest.mark.parametrize(("farmer", "train", "each"), [(False, False, 2), (True, False, 1),
                                                       (False, True, 4), (True, True, 2)])
def test_11_10_cattle_income_variants(farmer, train, each):
    s = blank(3)
    cattle_at(s, AB, A, 1)
    if farmer:
        cattle_at(s, AB, -2, 1)
    if train:
        build_at(s, AB, "train", B)
    assert income(s, A) == each


# 11.11 Final scoring
def test_11_11_final_scoring():
    s = blank(3)
    abilene(s)
    build_at(s, KC, "jail", A)
    build_at(s, KC, "hotel", B)
    build_at(s, KC, "stagecoach", C)
    cattle_at(s, KC, B)
    cattle_at(s, KC, C)
    s.money, s.wanted = [12, 12, 7], [2, 0, 4]
    sheets = score_sheets(s)
    assert [sh.total() for sh in sheets] == [15, 11, 16]
    assert sheets[A].control == 4 and sheets[B].control == 0 and sheets[C].control == 0
    assert [sh.money for sh in sheets] == [2, 2, 0] and sheets[C].wanted == 4
    s.phase = "over"
    r = result(s)
    assert r is not None and r.winners() == [C]
