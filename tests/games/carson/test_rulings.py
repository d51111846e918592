"""One test per behaviour-changing ruling of rules §11 (and our own, RULINGS.md).
Each oracle is the ruling's stated outcome, set up by hand."""

from __future__ import annotations

import pytest

from bot.games.carson import building as bd
from bot.games.carson import city
from bot.games.carson import powers as pw
from bot.games.carson.actions import Amount, Choose, Pass, Pawn, PickPlot, Place, TakeCard
from bot.games.carson.characters import firepower, room
from bot.games.carson.decisions import FLOW
from bot.games.carson.placement import refusal
from bot.games.carson.state import Card, CarsonDecision, Cowboy, Task
from bot.games.core.errors import IllegalActionError
from tests.games.carson.helpers import Scripted, asked, blank, centre, hold, play, put, run

IDX = city.INDEX


def placing(n: int = 3):
    s = blank(n)
    s.phase = "place"
    s.placement, s.turn = list(range(n)), -1
    s.tasks = [Task(kind="place_next")]
    run(s)
    return s


def test_r1_adjacency_is_eight_neighbours() -> None:
    assert len(city.neighbours(IDX["D4"])) == 8 and len(city.neighbours(IDX["A1"])) == 3


def test_r2_one_own_cowboy_per_duel_location_but_many_on_salary() -> None:
    s = placing()
    play(s, 0, Place(loc="AMMO"))
    s.flow.clear()
    assert refusal(s, 0, "AMMO") is not None
    s.cowboys.append(Cowboy(seat=0, loc="SALARY"))
    assert refusal(s, 0, "SALARY") is None


def test_r7_white_pawn_only_on_an_empty_track_space() -> None:
    s = placing()
    hold(s, 0, 1, "Y")
    s.players[0].pawn = True
    s.cowboys.append(Cowboy(seat=1, loc="VP_PLOTS"))
    legal = FLOW.legal_actions(s, 0)
    assert Pawn(loc="AMMO") in legal and Pawn(loc="VP_PLOTS") not in legal
    assert not any(isinstance(a, Pawn) and a.loc in city.INDEX for a in legal)


def test_r8_white_pawn_adds_no_firepower() -> None:
    s = blank(2)
    s.players[0].pawn = True
    assert firepower(s, 0) == 4
    s.cowboys.append(Cowboy(seat=0, loc="AMMO", pawn=True))
    assert firepower(s, 0) == 4


def test_r17_church_sends_attackers_and_defender_home() -> None:
    s = blank(2)
    centre(s, "E5")
    put(s, "E5", "saloon", 1)
    put(s, "E6", "", 1)
    s.players[0].cowboys, s.players[1].cowboys = 2, 2
    s.cowboys = [Cowboy(seat=0, loc="E5"), Cowboy(seat=1, loc="E5")]
    bd.commit(s, 1, "church", IDX["E6"], [IDX["F6"]], [])
    assert not s.cowboys and (s.players[0].cowboys, s.players[1].cowboys) == (3, 3)


def test_r18_no_attack_on_a_school() -> None:
    s = blank(2)
    put(s, "C3", "school", 1)
    assert refusal(s, 0, "C3") is not None


def test_r19_lone_attacker_steals_and_lone_defender_is_spent() -> None:
    s = blank(2)
    put(s, "C3", "hotel", 1)
    put(s, "F6", "hotel", 0)
    s.phase, s.pass_order, s.placement = "resolve", [0, 1], [0, 1]
    s.players[0].cowboys = 1
    s.cowboys = [Cowboy(seat=0, loc="C3"), Cowboy(seat=0, loc="F6")]
    s.tasks = [Task(kind="attacks"), Task(kind="payment")]
    run(s)
    assert s.stolen == {"C3": 0} and not s.cowboys
    assert s.players[0].cowboys == 1
    assert (s.players[0].money, s.players[1].money) == (15 + 3 + 6, 15 + 3)


def test_r23_newspaper_boy_yellow_needs_three_dollars() -> None:
    s = blank(2, characters="first_game_plus_newsboy")
    s.players[0].money = 2
    assert all(c.number != 0 for c in pw.available(s, 0))
    s.players[0].money = 3
    assert any(c.number == 0 for c in pw.available(s, 0))


def test_r26_uncontested_plots_after_contested_ones() -> None:
    s = blank(3)
    s.phase, s.pass_order, s.placement = "resolve", [2, 1, 0], [0, 1, 2]
    s.cowboys = [Cowboy(seat=0, loc="A1"), Cowboy(seat=1, loc="H8"), Cowboy(seat=2, loc="H8")]
    s.tasks = [Task(kind="step", loc="PLOTS")]
    run(s, Scripted(dice=[1, 1]))
    assert asked(s) == [(2, "buyplot")]            # the duel at H8 first (seat 2 passed first)
    play(s, 2, Choose(option="yes"))
    assert asked(s) == [(0, "buyplot")]


def test_r28_undertaker_cannot_take_vp_below_zero() -> None:
    s = blank(3)
    s.players[1].money, s.players[1].vp = 1, 0
    hold(s, 2, 14, "R")
    from bot.games.carson.duels import hooks
    hooks(s, [1], "AMMO")
    assert asked(s) == []


def test_r30_ammo_closed_while_chip_is_auctioned() -> None:
    s = blank(2)
    pw.effect(s, 0, 12, "R", Scripted(), [])
    assert s.ammo_auctioned and refusal(s, 1, "AMMO") is not None
    play(s, 0, Choose(option="drop"))
    play(s, 1, Choose(option="drop"))
    assert not s.ammo_auctioned and refusal(s, 1, "AMMO") is None


def test_r43_any_player_may_spend_more_than_the_excess() -> None:
    s = blank(2)
    hold(s, 0, 2, "Y")
    hold(s, 1, 2, "Y")
    s.tasks = [Task(kind="spend_start")]
    run(s)
    play(s, 0, Amount(n=15))
    assert (s.players[0].money, s.players[0].vp) == (0, 1)


def test_r44_reserve_capped_at_ten_minus_board() -> None:
    s = blank(2)
    s.players[0].cowboys = 8
    s.cowboys.append(Cowboy(seat=0, loc="SALARY"))
    s.occupant = 0
    assert room(s, 0) == 0


def test_r45_revolvers_when_built_not_when_bought() -> None:
    s = blank(2)
    s.players[0].kept = ["prison"]
    assert s.players[0].revolvers == 1
    put(s, "A1", "", 0)
    bd.commit(s, 0, "prison", IDX["A1"], [], [])
    assert s.players[0].revolvers == 3


def test_r46_roads_are_a_free_option_during_placement() -> None:
    s = placing()
    centre(s, "D4")
    legal = FLOW.legal_actions(s, 0)
    from bot.games.carson.actions import Road
    road = next(a for a in legal if isinstance(a, Road))
    play(s, 0, road)
    assert asked(s) == [(0, "place")] and s.players[0].roads == 0


def test_r51_red_sheriff_cannot_join_a_rival_duel() -> None:
    s = blank(2)
    hold(s, 0, 1, "R")
    s.cowboys.append(Cowboy(seat=1, loc="AMMO"))
    assert refusal(s, 0, "AMMO") is not None
    assert refusal(s, 0, "VP_PLOTS") is None


def test_r57_build_offered_only_with_every_house_possible() -> None:
    s = blank(2)
    centre(s, "A1")
    put(s, "A1", "", 0)
    for p in ("B1", "A2", "B2"):
        put(s, p, "mountain")
    assert bd.sites(s, 0, "saloon") == []
    assert bd.sites(s, 0, "ranch") == [IDX["A1"]]


def test_r60_draft_refuses_town_hall_plot() -> None:
    s = blank(2)
    put(s, "C3", "townhall")
    s.flow.push(CarsonDecision(seat=0, kind="draft"))
    with pytest.raises(IllegalActionError):
        FLOW.check(s, 0, PickPlot(plot="C3"))


def test_r62_rolls_reroll_until_suitable() -> None:
    from bot.games.carson.city import roll_plot
    events: list = []
    ok = [i == IDX["C3"] for i in range(64)]
    assert roll_plot(Scripted(dice=[3, 3, 2, 2]), events, ok) == IDX["C3"]
    assert len(events) == 2
    assert roll_plot(Scripted(), [], [False] * 64) == -1


def test_d_place_default_passes_and_takes_a_position() -> None:
    s = placing(2)
    play(s, 0, FLOW.default_action(s, 0))
    assert s.pass_order == [0]


def test_house_teacher_places_as_seventeen_and_forces_sides() -> None:
    s = blank(2)
    s.cards = [Card(number=17, side="Y"), Card(number=1, side="Y")]
    s.order = [0, 1]
    s.round = 4
    s.tasks = [Task(kind="round_start")]
    run(s)
    assert s.cards[0].side == "R"
    play(s, 0, TakeCard(number=17))
    play(s, 1, TakeCard(number=1))
    assert s.placement == [1, 0]
    play(s, 1, Pass())
    play(s, 0, Pass())


def test_e5_abandoned_kept_building_not_offered_again_in_the_window() -> None:
    s = blank(2)
    centre(s, "D4")
    put(s, "C3", "", 0)
    s.players[0].kept = ["bank"]
    s.players[0].roads = 0
    s.placement = [0, 1]
    s.tasks = [Task(kind="kept", seat=0)]
    run(s)
    assert asked(s) == [(0, "kept")]
    from bot.games.carson.actions import BuildKept
    play(s, 0, BuildKept(building="bank"))
    play(s, 0, Choose(option="keep"))
    assert asked(s) == []                           # only "done" was left: taken at once
    assert s.players[0].kept == ["bank"]


def test_e7_town_hall_builds_the_fewest_supply_roads() -> None:
    from bot.games.carson.townhall import fewest_roads
    s = blank(2)
    s.roads = ["H(0,0)"]
    for p in ("A1", "B1", "A2", "B2"):
        put(s, p, "", 1)
    path = fewest_roads(s)
    assert len(path) == 1


def test_e12_auctioneer_without_two_tiles_is_skipped() -> None:
    s = blank(3)
    s.players[0].tiles = 1
    pw.effect(s, 0, 12, "Y", Scripted(), [])
    play(s, 0, PickPlot(plot="A1"))
    play(s, 0, PickPlot(plot="H8"))
    assert asked(s) == [(1, "bid")]


def test_r27_no_doctor_replacement_onto_a_resolved_town_hall() -> None:
    from bot.games.carson.questions_play import doctor_legal
    s = blank(3)
    centre(s, "D4")
    put(s, "C3", "townhall")
    s.townhall = IDX["C3"]
    s.phase, s.pass_order, s.placement = "resolve", [0, 1, 2], [0, 1, 2]
    from bot.games.carson.track import POS
    s.res_pos = POS["BUILDINGS"]
    d = CarsonDecision(seat=1, kind="doctor", asker=2, loc="F6")
    assert Place(loc="C3") in doctor_legal(s, d)
    s.resolved.append("C3")
    assert Place(loc="C3") not in doctor_legal(s, d)
    assert Place(loc="VP_COWBOYS") in doctor_legal(s, d)
