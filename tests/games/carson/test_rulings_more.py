"""One test per behaviour-changing ruling of rules §11 not covered by `test_rulings.py`.
Each oracle is the ruling's own text (or the spec's numbers it relies on), set up by hand."""

from __future__ import annotations

from bot.games.carson import building as bd
from bot.games.carson import city
from bot.games.carson.actions import Amount, Choose, PickPlot, Place
from bot.games.carson.decisions import FLOW
from bot.games.carson.income import income
from bot.games.carson.placement import refusal
from bot.games.carson.resolution import begin
from bot.games.carson.state import CarsonDecision, Cowboy, Task
from tests.games.carson.helpers import Scripted, asked, blank, centre, hold, play, put, run

IDX = city.INDEX


def resolving(n: int, placed: list[tuple[int, str]], pass_order: list[int] | None = None):
    """A state entering Phase 3 with the given (seat, location) cowboys on the board."""
    s = blank(n)
    s.phase = "resolve"
    s.pass_order = pass_order if pass_order is not None else list(range(n))
    s.placement = list(range(n))
    for seat, loc in placed:
        s.cowboys.append(Cowboy(seat=seat, loc=loc))
        s.players[seat].cowboys -= 1
    return s


def test_r3_building_slots_resolve_from_12_down_to_3() -> None:
    s = resolving(3, [(0, "BUILD_3"), (1, "BUILD_6"), (2, "BUILD_12")])
    s.market = ["ranch", "mine", "bank", "saloon", "hotel", "ranch", "mine"]
    begin(s)
    run(s)
    assert asked(s) == [(2, "buy")]
    play(s, 2, Choose(option="no"))
    assert asked(s) == [(1, "buy")]
    play(s, 1, Choose(option="no"))
    assert asked(s) == [(0, "buy")]


def test_r4_buy_vp_spaces_resolve_5_4_3_2() -> None:
    s = resolving(3, [(0, "BUYVP_2"), (1, "BUYVP_3"), (2, "BUYVP_5")])
    begin(s)
    run(s)
    assert asked(s) == [(2, "buyvp")]
    play(s, 2, Amount(n=0))
    assert asked(s) == [(1, "buyvp")]
    play(s, 1, Amount(n=0))
    assert asked(s) == [(0, "buyvp")]


def test_r5_vp_spaces_resolve_plots_then_buildings_then_cowboys() -> None:
    # seat 1 loses the duel on VP_PLOTS; its cowboy comes back to the reserve before
    # VP_COWBOYS, so VP for cowboys counts it: 3 reserve + 1 revolver = 4 -> 2 VP
    # (VP_COWBOYS first would give (2 + 1) // 2 = 1)
    s = resolving(2, [(0, "VP_PLOTS"), (1, "VP_PLOTS"), (1, "VP_COWBOYS"), (0, "VP_BUILDINGS")])
    s.players[0].cowboys, s.players[1].cowboys = 5, 2
    put(s, "A1", "ranch", 0)
    put(s, "A3", "", 0)
    begin(s)
    run(s, Scripted(dice=[6, 1]))
    assert s.players[0].vp == 1 + 1                # VP_PLOTS: 2 plots // 2; VP_BUILDINGS: 1
    assert s.players[1].vp == (3 + 1) // 2         # VP_COWBOYS after the loser came back


def test_r6_draft_goes_backwards_then_forwards() -> None:
    from bot.games.carson.setup import setup
    from bot.games.carson.state import Options
    s = setup(4, 7, Options())
    order = list(s.order)
    seen = []
    while s.phase == "draft" and asked(s):
        seat = asked(s)[0][0]
        seen.append(seat)
        play(s, seat, FLOW.default_action(s, seat))
    assert seen == [*reversed(order), *order]


def test_r9_singer_tokens_on_money_and_vp_groups_only() -> None:
    s = blank(2)
    hold(s, 0, 11, "Y")
    s.players[0].notokens = 2
    for loc in ("INCOME_PLOTS", "INCOME_COWBOYS", "GAMBLING", "VP_PLOTS", "VP_BUILDINGS",
                "VP_COWBOYS", "BUYVP_5", "BUYVP_2", "ROADS_3"):
        assert refusal(s, 0, loc, noduel=True) is None, loc
    for loc in ("AMMO", "BUILD_3", "SALARY", "ROAD_1"):
        assert refusal(s, 0, loc, noduel=True) is not None, loc


def test_r10_town_hall_gets_no_house_when_no_spot_exists() -> None:
    s = blank(2)
    centre(s, "D4")
    s.order = [1, 0]
    for p in city.PLOTS:
        if p not in ("C3",):
            put(s, p, "mountain")
    s.tasks = [Task(kind="townhall")]
    run(s)                                          # one spot: the claim is forced
    assert asked(s) == []                           # and no house question follows
    assert s.plots[IDX["C3"]].content == "townhall" and s.townhall == IDX["C3"]
    assert sum(1 for p in s.plots if p.content in ("house", "townhouse")) == 0


def test_r11_town_hall_drawn_at_end_of_round_is_placed_by_next_first_player() -> None:
    s = blank(3)
    centre(s, "D4")
    s.order = [0, 1, 2]
    s.pass_order = [2, 0, 1]
    s.market = [None] * 7
    s.bag = ["townhall", "ranch", "ranch", "ranch", "ranch", "ranch", "ranch", "ranch"]
    s.tasks = [Task(kind="next_round")]
    run(s)
    assert s.order[0] == 2 and asked(s) == [(2, "claim")]


def test_r12_train_station_needs_one_house() -> None:
    s = blank(2)
    s.roads = [city.edge("H", x, 0) for x in range(8)]       # full straight road on row 1
    put(s, "C1", "", 0)
    for p in city.PLOTS:
        if p != "C1":
            put(s, p, "mountain")
    assert bd.sites(s, 0, "station") == []
    put(s, "E1", "")                                          # one empty connected plot
    assert bd.sites(s, 0, "station") == [IDX["C1"]]
    assert bd.houses_needed("station") == 1


def test_r13_town_hall_adds_one_step_but_not_to_ranch_mine_hotel_and_stays_capped() -> None:
    s = blank(2)
    put(s, "B2", "drugstore", 0)
    put(s, "B1", "house")                                     # 1 HE -> $3
    put(s, "E2", "store", 0)
    put(s, "E1", "house")                                     # unowned HE -> $3
    put(s, "B5", "saloon", 0)
    put(s, "B4", "house")                                     # $5
    put(s, "G5", "bank", 0)
    put(s, "G4", "house")                                     # $3
    put(s, "H8", "hotel", 0)
    put(s, "A8", "ranch", 0)                                  # 3 free neighbours: $3
    put(s, "E8", "mine", 0)
    put(s, "D8", "mountain")                                  # $3
    before = [income(s, IDX[p]) for p in ("B2", "E2", "B5", "G5", "H8", "A8", "E8")]
    assert before == [3 + 3, 3, 5, 3 + 3, 6, 3, 3]        # + $3 per own Ranch / Mine
    s.occupant = 0
    after = [income(s, IDX[p]) for p in ("B2", "E2", "B5", "G5", "H8", "A8", "E8")]
    assert after == [6 + 3, 6, 10, 6 + 3, 6, 3, 3]
    t = blank(2)
    put(t, "D4", "saloon", 0)
    for p in city.neighbours(IDX["D4"]):
        t.plots[p].content = "hotel" if p in city.neighbours(IDX["D4"])[:4] else "house"
        t.plots[p].owner = 0
    assert income(t, IDX["D4"]) == 55                         # 12 HE * 5 = 60, capped
    t.occupant = 0
    assert income(t, IDX["D4"]) == 55


def test_r14_caps_of_gold_tiles_and_blacksmith_tops_at_40() -> None:
    s = blank(2)
    s.round = 4
    put(s, "D4", "blacksmith", 0)
    for p in ("A1", "A3", "A5", "A7", "H1"):
        put(s, p, "ranch", 0)
    assert income(s, IDX["D4"]) == 40                         # 20 + 25 = 45 -> 40
    for kind, cap in (("drugstore", 33), ("bank", 45), ("saloon", 55), ("store", 33)):
        t = blank(2)
        put(t, "D4", kind, 0)
        for p in city.neighbours(IDX["D4"]):
            t.plots[p].content, t.plots[p].owner = "hotel", 0   # 16 HE
        assert income(t, IDX["D4"]) == cap, kind


def test_r15_house_supply_is_unlimited() -> None:
    s = blank(2)
    centre(s, "D4")
    put(s, "D4", "", 0)
    for p in city.PLOTS:
        if p not in ("D4", "C3"):
            put(s, p, "house")                                # 62 houses on the map
    assert bd.sites(s, 0, "saloon") == [IDX["D4"]]


def test_r16_townhouse_upgrade_on_another_players_plot_needs_no_consent() -> None:
    s = blank(2)
    centre(s, "D4")
    put(s, "C3", "", 0)
    for p in city.PLOTS:
        if p not in ("C3", "F6"):
            put(s, p, "mountain")
    put(s, "F6", "house", 1)                 # all 8 neighbours hold mountains: upgradable
    s.players[0].kept = ["saloon"]
    s.players[0].roads = 0
    s.placement = [0, 1]
    s.tasks = [Task(kind="kept", seat=0)]
    run(s)
    from bot.games.carson.actions import BuildKept
    play(s, 0, BuildKept(building="saloon"))
    if asked(s) == [(0, "site")]:
        play(s, 0, PickPlot(plot="C3"))
    play(s, 0, PickPlot(plot="F6"))
    assert (1, "consent") not in asked(s)
    assert s.plots[IDX["F6"]].content == "townhouse" and s.plots[IDX["F6"]].owner == 1
    assert s.plots[IDX["C3"]].content == "saloon"


def test_r20_outlaw_leaves_the_owner_half_rounded_down() -> None:
    from bot.games.carson.buildincome import shares
    s = blank(2, outlaws=True)
    put(s, "D4", "saloon", 0)
    for p in ("C3", "C4", "C5"):
        put(s, p, "house")                                    # 3 HE: $15
    s.outlaws = [IDX["D4"]]
    assert shares(s, IDX["D4"]) == (7, 0)                     # floor(15 / 2)


def test_r21_outlaw_landing_on_a_prison_is_jailed_and_rewards_its_owner() -> None:
    from bot.games.carson.outlaws import arrive
    s = blank(2, outlaws=True)
    s.order = [0, 1]
    put(s, "C3", "prison", 1)
    # white 1 -> one arrival; black 3 -> strength 10; the arrival rolls C3 (white 2, black 2)
    arrive(s, Scripted(dice=[1, 3, 2, 2]), [])
    assert s.outlaws == [] and s.outlaw_supply == 9
    assert s.players[1].vp == 10 - 6


def test_r24_prospector_is_optional_and_taking_from_a_slot_closes_the_gap() -> None:
    from bot.games.carson import powers as pw
    from bot.games.carson.actions import Slot
    from bot.games.carson.state import Card
    s = blank(2)
    s.market = ["ranch", "mine", "bank", "saloon", "hotel", "ranch", "mine"]
    s.bag = ["church"]
    card = Card(number=9, side="Y")
    s.cards.append(card)
    pw.take(s, 0, card, Scripted(), [])
    assert Choose(option="decline") in FLOW.legal_actions(s, 0)
    play(s, 0, Choose(option="decline"))
    assert s.players[0].money == 15 and s.market[1] == "mine" and asked(s) == []
    t = blank(2)
    t.market = ["ranch", "mine", "bank", "saloon", "hotel", "ranch", "mine"]
    t.bag = ["church"]
    card = Card(number=9, side="Y")
    t.cards.append(card)
    pw.take(t, 0, card, Scripted(), [])
    play(t, 0, Slot(price=4))
    assert t.market == ["ranch", "bank", "saloon", "hotel", "ranch", "mine", "church"]
    u = blank(2)
    u.market = ["ranch", "mine", "bank", "saloon", "hotel", "ranch", "mine"]
    u.bag = ["church"]
    card = Card(number=15, side="R")
    u.cards.append(card)
    pw.take(u, 0, card, Scripted(), [])
    assert Choose(option="decline") in FLOW.legal_actions(u, 0)
    play(u, 0, Slot(price=10))
    assert u.market == ["ranch", "mine", "bank", "saloon", "hotel", "mine", "church"]
    assert u.players[0].money == 15 - 8


def test_r25_indian_red_cap_is_for_its_holder_only() -> None:
    from bot.games.carson.questions_play import plot_price
    s = blank(2)
    for p in ("C3", "C4", "C5", "D3", "D5"):
        put(s, p, "house")                                    # D4 costs 1 + 5 = $6
    hold(s, 0, 8, "R")
    assert plot_price(s, 0, "D4") == 3
    assert plot_price(s, 1, "D4") == 6


def test_r29_auction_minimum_bid_one_dollar_and_two_plots_as_one_lot() -> None:
    from bot.games.carson import powers as pw
    s = blank(3)
    s.players[2].tiles = 1                                    # cannot bid: fewer than 2 tiles
    pw.effect(s, 0, 12, "Y", Scripted(), [])
    play(s, 0, PickPlot(plot="A1"))
    play(s, 0, PickPlot(plot="H8"))
    assert asked(s) == [(0, "bid")]
    legal = FLOW.legal_actions(s, 0)
    assert Amount(n=0) not in legal and Amount(n=1) in legal
    play(s, 0, Amount(n=1))
    assert asked(s) == [(1, "bid")]                           # seat 2 is skipped
    tiles = s.players[1].tiles
    play(s, 1, Amount(n=4))
    play(s, 0, Choose(option="drop"))
    assert s.plots[IDX["A1"]].owner == 1 and s.plots[IDX["H8"]].owner == 1
    assert s.players[1].tiles == tiles - 2
    assert (s.players[1].money, s.players[0].money) == (15 - 4, 15 + 2)


def test_r31_singer_red_gambler_uses_a_turn_and_needs_no_cowboy_in_reserve() -> None:
    from bot.games.carson.actions import Gamble
    s = blank(2)
    s.phase = "place"
    s.placement, s.turn = [0, 1], -1
    hold(s, 0, 11, "R")
    s.players[0].free_gamble = True
    s.players[0].cowboys = 0                                  # nothing in reserve
    s.tasks = [Task(kind="place_next")]
    run(s)
    assert Gamble() in FLOW.legal_actions(s, 0)
    play(s, 0, Gamble())
    assert asked(s) == [(1, "place")]                         # the turn is used
    assert s.players[0].cowboys == 0
    assert [(c.seat, c.loc, c.free) for c in s.cowboys] == [(0, "GAMBLING", True)]


def test_r32_character_pieces_are_returned_at_end_of_round() -> None:
    s = blank(2)
    s.order, s.pass_order = [0, 1], [0, 1]
    hold(s, 0, 9, "R")
    p = s.players[0]
    p.dynamite, p.notokens, p.pawn, p.free_gamble, p.ammo, p.bonus = 2, 1, True, True, True, 3
    s.bag = ["ranch"] * 10
    s.tasks = [Task(kind="next_round")]
    run(s)
    assert (p.dynamite, p.notokens, p.pawn, p.free_gamble, p.ammo, p.bonus, p.held) == \
        (0, 0, False, False, False, 0, [])


def test_r33_banker_red_buys_one_package_at_end_of_round() -> None:
    s = blank(2)
    hold(s, 0, 2, "R")
    s.players[0].money = 100
    s.tasks = [Task(kind="end_round")]
    run(s)
    assert asked(s) == [(0, "banker")]
    assert [a for a in FLOW.legal_actions(s, 0) if isinstance(a, Amount)] == \
        [Amount(n=0), Amount(n=3), Amount(n=5), Amount(n=7)]
    play(s, 0, Amount(n=7))
    assert (s.players[0].money, s.players[0].vp) == (75, 7)
    assert (0, "banker") not in asked(s)                      # no second package


def test_r34_grocer_red_counts_houses_and_townhouses_only() -> None:
    s = blank(2)
    hold(s, 0, 3, "R")
    s.players[0].grocer = "vp"
    for p, kind in (("A1", "house"), ("A2", "townhouse"), ("A3", "ranch"), ("A4", "hotel"),
                    ("A5", "church"), ("A6", "school"), ("A7", "station"), ("B1", "house")):
        put(s, p, kind, 0)
    put(s, "H1", "house", 1)
    put(s, "H2", "house")
    s.tasks = [Task(kind="end_round")]
    run(s)
    assert s.players[0].vp == 3


def test_r35_kit_carson_bonus_uses_round_4_pass_track_only() -> None:
    from bot.games.carson.scoring import final_scoring
    s = blank(3, kit_carson=True)
    s.round = 4
    s.last_pass = [2, 1, 0]                                   # an older track: ignored
    s.pass_order = [1, 0, 2]
    final_scoring(s, [])
    assert [p.vp for p in s.players] == [1 + 2, 2 + 2, 0 + 2]  # + $15 // 6 = 2 each


def horses_state(n: int = 2):
    from bot.games.carson import horses as hs
    s = blank(n, horses=True)
    hs.setup(s)
    return s


def test_r36_rodeo_with_all_scores_zero_awards_no_token() -> None:
    from bot.games.carson.horses import rodeo
    s = horses_state()
    s.pass_order = [0, 1]
    rodeo(s, [])
    assert s.rodeo == [0, 0] and s.rodeo_left == 4


def test_r37_corral_cowboys_go_to_the_general_supply() -> None:
    from bot.games.carson.horses import rodeo
    s = horses_state()
    s.pass_order = [0, 1]
    s.players[0].cowboys = 2
    s.corral_men[0][3] = True
    s.corrals[0][3] = 1
    s.horses[0] = 0
    rodeo(s, [])
    assert s.corral_men[0] == [False] * 5 and s.players[0].cowboys == 2
    assert s.horses[0] == 1 and s.corrals[0] == [0] * 5


def test_r38_corral_hat_values_are_1_to_5() -> None:
    from bot.games.carson.horses import rodeo, rodeo_score
    for k in range(5):
        s = horses_state()
        s.corrals[0][k] = 1                   # one horse in corral k + 1: hat value k + 1
        assert rodeo_score(s, 0) == k + 1
        s.corrals[1][0] = k + 1               # k + 1 horses in corral 1 (hat 1): a tie
        s.pass_order = [1, 0]
        rodeo(s, [])
        assert s.rodeo == [0, 1], k
    s = horses_state()
    s.corral_men[0][4] = True
    s.corrals[0][4] = 2
    assert rodeo_score(s, 0) == 2 * 5 * 2     # a cowboy in the corral doubles it


def test_r39_outlaw_reward_is_strength_minus_six() -> None:
    from bot.games.carson.outlaws import beaten
    for strength in range(8, 14):
        s = blank(2, outlaws=True)
        s.outlaw_strength = strength
        s.outlaws = [IDX["D4"]]
        beaten(s, 0, "D4", [])                               # an empty plot: no steal option
        assert s.players[0].vp == strength - 6 and asked(s) == []


def test_r40_teacher_places_as_seventeen() -> None:
    s = blank(3)
    hold(s, 0, 17, "Y")
    hold(s, 1, 16, "R")
    hold(s, 2, 1, "Y")
    s.tasks = [Task(kind="placement_start")]
    run(s)
    assert s.placement == [2, 1, 0]


def test_r41_river_is_nine_plots_from_north_to_south() -> None:
    from bot.games.carson.setup import setup
    from bot.games.carson.state import Options
    s = setup(2, 3, Options(river=True))
    river = sorted(city.name(i) for i, p in enumerate(s.plots) if p.river)
    assert river == sorted(["E1", "E2", "E3", "E4", "D4", "D5", "D6", "D7", "D8"])
    assert sum(1 for p in s.plots if p.content == "mountain") == 6


def test_r42_new_beginning_sheet_spends_exactly_eleven_points() -> None:
    import pytest

    from bot.games.carson.actions import Sheet
    from bot.games.carson.setup import setup
    from bot.games.carson.state import Options
    from bot.games.core.errors import IllegalActionError
    s = setup(2, 3, Options(new_beginning=True))
    assert sorted(asked(s)) == [(0, "sheet"), (1, "sheet")]
    normal = Sheet(sheet_money=3, sheet_cowboys=3, sheet_roads=1, sheet_revolvers=1,
                   sheet_plots=2)                             # 3 + 3 + 1 + 2 + 2 = 11
    assert FLOW.default_action(s, 0) == normal
    FLOW.check(s, 0, Sheet(sheet_money=5, sheet_cowboys=2, sheet_roads=0, sheet_revolvers=1,
                           sheet_plots=2))                    # 5 + 2 + 0 + 2 + 2 = 11
    with pytest.raises(IllegalActionError):                   # 12 points
        FLOW.check(s, 0, Sheet(sheet_money=4, sheet_cowboys=3, sheet_roads=1,
                               sheet_revolvers=1, sheet_plots=2))
    with pytest.raises(IllegalActionError):                   # 10 points
        FLOW.check(s, 0, Sheet(sheet_money=2, sheet_cowboys=3, sheet_roads=1,
                               sheet_revolvers=1, sheet_plots=2))


def test_r47_a_road_extends_the_network_and_may_branch() -> None:
    s = blank(2)
    centre(s, "D4")                                           # corners (3,3) .. (4,4)
    legal = set(city.legal_roads(s.roads))
    assert "H(2,3)" in legal                                  # a T at corner (3,3)
    assert "V(3,2)" in legal                                  # a cross at corner (3,3)
    assert "H(0,0)" not in legal and "H(5,5)" not in legal    # touches no road
    assert len(legal) == 8


def test_r48_border_edges_take_roads_and_make_full_lines() -> None:
    s = blank(2)
    s.roads = [city.edge("H", x, 0) for x in range(7)]        # the north border, but one
    assert "H(7,0)" in city.legal_roads(s.roads)
    put(s, "H1", "", 0)
    put(s, "F2", "")
    assert bd.sites(s, 0, "station") == []
    s.roads.append("H(7,0)")
    assert bd.sites(s, 0, "station") == [IDX["H1"]]


def test_r49_duel_order_chooser_picks_one_duel_at_a_time() -> None:
    s = resolving(3, [(0, "A1"), (1, "A1"), (1, "H8"), (2, "H8"), (0, "A8"), (2, "A8")],
                  pass_order=[2, 1, 0])
    s.tasks = [Task(kind="step", loc="PLOTS")]
    run(s)
    assert asked(s) == [(2, "order")]
    assert {a.plot for a in FLOW.legal_actions(s, 2) if isinstance(a, PickPlot)} == \
        {"A1", "H8", "A8"}
    play(s, 2, PickPlot(plot="H8"), Scripted(dice=[6, 1]))    # seat 1 rolled 6, seat 2 rolled 1
    assert s.last_duel is not None and s.last_duel.loc == "H8"
    play(s, s.last_duel.winner, Choose(option="no"))
    assert asked(s) == [(2, "order")]                         # asked again for the next one
    assert {a.plot for a in FLOW.legal_actions(s, 2) if isinstance(a, PickPlot)} == \
        {"A1", "A8"}


def test_r50_town_hall_contest_comes_before_attacks_and_payment() -> None:
    s = resolving(2, [(0, "C3"), (1, "F6")])
    put(s, "C3", "townhall")
    s.townhall = IDX["C3"]
    put(s, "F6", "saloon", 0)
    put(s, "F7", "house")                                     # 1 HE: $5, +$5 Town Hall
    s.tasks = [Task(kind="step", loc="BUILDINGS")]
    run(s)
    assert s.occupant == 0 and s.stolen == {"F6": 1}
    assert (s.players[0].money, s.players[1].money) == (15 + 5, 15 + 5)


def test_r52_modifiers_apply_in_order() -> None:
    from bot.games.carson.buildincome import shares
    s = blank(2, outlaws=True)
    put(s, "D4", "drugstore", 0)
    nb = city.neighbours(IDX["D4"])
    for k, q in enumerate(nb):
        s.plots[q].content = "hotel" if k < 3 else "house"    # 6 + 5 = 11 HE: $33
    assert income(s, IDX["D4"]) == 33
    s.occupant = 0                                            # 33 + 3 = 36 -> cap 33
    assert income(s, IDX["D4"]) == 33
    s.outlaws = [IDX["D4"]]
    assert shares(s, IDX["D4"]) == (16, 0)                    # cap before outlaw: 33 // 2
    hold(s, 0, 3, "Y")
    s.grocer_double = "drugstore"
    assert shares(s, IDX["D4"]) == (32, 0)                    # multiplier after outlaw
    s.stolen["D4"] = 1
    assert shares(s, IDX["D4"]) == (16, 16)                   # split last
    m = blank(2, outlaws=True)
    put(m, "D4", "mine", 0)
    for p in ("C3", "C4", "C5"):
        put(m, p, "mountain")                                 # $9
    m.outlaws = [IDX["D4"]]
    m.blasted = ["D4"]
    assert shares(m, IDX["D4"]) == (12, 0)                    # 9 // 2 = 4, x 3
    m.stolen["D4"] = 1
    assert shares(m, IDX["D4"]) == (6, 6)                     # 12 - 12 // 2, 12 // 2


def test_r53_town_hall_plot_cannot_be_bought() -> None:
    s = resolving(2, [(0, "C3")])
    put(s, "C3", "townhall")
    s.townhall = IDX["C3"]
    s.tasks = [Task(kind="step", loc="PLOTS")]
    run(s)
    assert asked(s) == [] and s.plots[IDX["C3"]].owner == -1
    from bot.games.carson import powers as pw
    t = blank(2)
    for p in city.PLOTS:
        put(t, p, "mountain", 1)
    put(t, "C3", "townhall")
    t.townhall = IDX["C3"]
    pw.effect(t, 0, 5, "Y", Scripted(), [])                   # Settler: no plot to claim
    assert asked(t) == [] and t.plots[IDX["C3"]].owner == -1


def test_r54_cowboy_yellow_does_nothing_without_horses_and_is_left_out() -> None:
    from bot.games.carson import powers as pw
    from bot.games.carson.setup import character_set
    from bot.games.carson.state import Options
    from bot.games.core.rng import Draws, Rng
    s = blank(2)
    before = s.model_dump_json()
    pw.effect(s, 0, 15, "Y", Scripted(), [])
    assert s.model_dump_json() == before
    h = horses_state()
    pw.effect(h, 0, 15, "Y", Scripted(), [])
    assert h.horses[0] == 1 + 1
    for seed in range(60):
        cards = character_set(Options(characters="random"), Draws(Rng(seed=seed)))
        assert all(not (c.number == 15 and c.side == "Y") for c in cards)


def test_r55_newspaper_boy_limits() -> None:
    from bot.games.carson.characters import limit
    s = blank(2)
    s.players[0].held = [(0, "Y"), (11, "Y")]                 # Singer yellow: $15
    s.players[1].held = [(0, "R"), (11, "Y")]
    assert (limit(s, 0), limit(s, 1)) == (15, 10)
    s.players[1].held = [(0, "R")]                            # nothing borrowed: floor $0
    assert limit(s, 1) == 0


def placing_state(n: int = 2):
    s = blank(n)
    s.phase = "place"
    s.placement, s.turn = list(range(n)), -1
    s.tasks = [Task(kind="place_next")]
    run(s)
    return s


def test_r56_kept_buildings_are_not_built_during_placement() -> None:
    from bot.games.carson.actions import BuildKept
    s = placing_state()
    centre(s, "D4")
    put(s, "A1", "", 0)
    s.players[0].kept = ["ranch"]
    assert not any(isinstance(a, BuildKept) for a in FLOW.legal_actions(s, 0))
    s.flow.clear()
    s.phase = "resolve"
    s.tasks = [Task(kind="step", loc="KEPT")]
    run(s)
    assert asked(s) == [(0, "kept")]
    assert BuildKept(building="ranch") in FLOW.legal_actions(s, 0)


def test_r58_new_horses_go_to_the_reserve() -> None:
    s = horses_state()
    s.placement = [0, 1]
    s.cowboys = [Cowboy(seat=0, loc="SALARY")]
    s.phase = "resolve"
    s.tasks = [Task(kind="step", loc="SALARY")]
    run(s)
    assert asked(s) == [(0, "salary_horse")]
    play(s, 0, Choose(option="yes"))
    assert s.horses[0] == 2 and s.corrals[0] == [0] * 5
    assert s.players[0].money == 15 - 4


def test_r59_teacher_first_then_pass_order() -> None:
    s = blank(3)
    s.pass_order = [2, 0, 1]
    hold(s, 1, 17, "Y")
    s.bag = ["ranch"] * 10
    s.tasks = [Task(kind="next_round")]
    run(s)
    assert s.order == [1, 2, 0]


def test_r61_outlaw_fight_allowed_on_a_protected_building_without_stealing() -> None:
    from bot.games.carson.outlaws import beaten
    s = blank(2, outlaws=True)
    put(s, "E5", "saloon", 1)
    put(s, "F5", "saloon", 1)
    put(s, "E6", "church", 1)                                 # protects E5 and F5
    s.outlaws = [IDX["E5"]]
    s.outlaw_strength = 9
    assert refusal(s, 0, "E5") is None                        # a fight
    assert refusal(s, 0, "F5") is not None                    # still no attack
    beaten(s, 0, "E5", [])
    assert asked(s) == [] and s.players[0].vp == 9 - 6 and s.stolen == {}


def test_r63_clockwise_is_ascending_seat_wrapping() -> None:
    from bot.games.carson import powers as pw
    s = blank(3)
    pw.effect(s, 2, 12, "Y", Scripted(), [])
    play(s, 2, PickPlot(plot="A1"))
    play(s, 2, PickPlot(plot="H8"))
    seen = []
    for n in (1, 2, 3):
        seat = asked(s)[0][0]
        seen.append(seat)
        play(s, seat, Amount(n=n))
    assert seen == [2, 0, 1]
    assert asked(s) == [(2, "bid")]


def test_r64_auctioneer_red_sells_the_single_ammunition_chip() -> None:
    from bot.games.carson import powers as pw
    from bot.games.carson.characters import firepower
    s = blank(2)
    pw.effect(s, 0, 12, "R", Scripted(), [])
    play(s, 0, Choose(option="drop"))
    play(s, 1, Amount(n=2))
    assert s.players[1].ammo and firepower(s, 1) == 3 + 1 + 3
    assert (s.players[0].money, s.players[1].money) == (17, 13)


def test_r65_might_is_right_six_players_deal_five_tiles_each() -> None:
    from bot.games.carson.setup import setup
    from bot.games.carson.state import Options
    s = setup(6, 11, Options(might_is_right=True))
    assert [len(h) for h in s.hands] == [5] * 6
    assert sum(sum(h) for h in s.hands) == 75
    assert [p.money for p in s.players] == [max(0, 30 - sum(h)) for h in s.hands]


def test_r66_building_bought_and_built_this_round_pays_this_round() -> None:
    s = resolving(2, [])
    put(s, "D4", "saloon", 0)
    put(s, "E4", "", 0)
    bd.commit(s, 0, "hotel", IDX["E4"], [], [])               # built in step 6
    s.tasks = [Task(kind="step", loc="BUILDINGS")]
    run(s)
    assert s.players[0].money == 15 + 6 + 5 * 2               # hotel $6; its 2 HE: saloon $10


def test_r67_revolvers_of_a_building_built_mid_round_count_at_once() -> None:
    s = resolving(2, [(0, "INCOME_COWBOYS"), (0, "VP_COWBOYS")])
    s.players[0].cowboys = 2
    put(s, "A1", "", 0)
    bd.commit(s, 0, "prison", IDX["A1"], [], [])              # +2 revolvers: 1 -> 3
    s.tasks = [Task(kind="step", loc="INCOME_COWBOYS"), Task(kind="step", loc="VP_COWBOYS")]
    run(s)
    assert s.players[0].money == 15 + 2 * (2 + 3)
    assert s.players[0].vp == (2 + 3) // 2


def test_r68_no_tile_left_may_place_on_a_plot_but_never_gets_it() -> None:
    from bot.games.carson import powers as pw
    s = blank(2)
    s.players[0].tiles = 0
    s.players[0].money = 50
    assert refusal(s, 0, "D4") is None
    s.phase, s.pass_order, s.placement = "resolve", [0, 1], [0, 1]
    s.cowboys = [Cowboy(seat=0, loc="D4")]
    s.tasks = [Task(kind="step", loc="PLOTS")]
    run(s)
    assert asked(s) == [] and not s.cowboys                  # "no" was the only answer
    assert s.plots[IDX["D4"]].owner == -1 and s.players[0].money == 50
    s.market = ["ranch", "mine", None, None, None, None, None]
    for n, side in ((5, "Y"), (8, "Y"), (9, "Y"), (15, "R"), (12, "Y")):
        t = s.model_copy(deep=True)
        t.flow.clear()
        t.tasks = []
        pw.effect(t, 0, n, side, Scripted(dice=[3, 3] * 4), [])  # type: ignore[arg-type]
        while asked(t) and asked(t)[0][0] != 0:
            play(t, asked(t)[0][0], Choose(option="drop"))
        assert all(p.owner != 0 for p in t.plots), n
        assert t.players[0].tiles == 0


def test_r69_town_hall_occupant_is_no_placement_but_corral_2_may_reach_it() -> None:
    from bot.games.carson.actions import Recall
    s = blank(2, kit_carson=True)
    centre(s, "D4")
    put(s, "C3", "townhall")
    s.townhall, s.occupant = IDX["C3"], 0
    s.tasks = [Task(kind="placement_start")]
    hold(s, 0, 1, "Y")
    hold(s, 1, 2, "Y")
    run(s)
    assert asked(s) == [(0, "kit")]
    legal = FLOW.legal_actions(s, 0)
    assert Recall(loc="C3") not in legal and Place(loc="C3") not in legal
    assert Place(loc="AMMO") in legal
    assert refusal(s, 1, "C3") is None                        # a rival may contest it
    h = horses_state()
    centre(h, "D4")
    put(h, "C3", "townhall")
    h.townhall = IDX["C3"]
    h.cowboys = [Cowboy(seat=0, loc="AMMO")]
    h.flow.push(CarsonDecision(seat=0, kind="corral2"))
    play(h, 0, Recall(loc="AMMO"))
    assert asked(h) == [(0, "corral2")]
    play(h, 0, Place(loc="C3"))
    assert [(c.seat, c.loc) for c in h.cowboys] == [(0, "C3")]


def test_r70_rodeo_ties_go_to_the_earliest_passer_of_this_round() -> None:
    from bot.games.carson.horses import rodeo
    s = horses_state()
    s.corrals[0][2] = 1                                       # 3 points each
    s.corrals[1][2] = 1
    s.last_pass = [0, 1]                                      # the previous round: ignored
    s.pass_order = [1, 0]
    rodeo(s, [])
    assert s.rodeo == [0, 1]


def test_r22_outlaws_move_before_characters_so_heroes_yellow_is_inert() -> None:
    s = blank(2, outlaws=True)
    s.pass_order = [0, 1]
    hold(s, 1, 16, "Y")                                       # last round's yellow Heroes
    put(s, "D4", "saloon", 1)
    put(s, "C3", "house")                                     # $5
    s.bag = ["ranch"] * 10
    s.tasks = [Task(kind="next_round")]
    # white 1: one outlaw; black 1: strength 8; it lands on E5 (white 4, black 4)
    run(s, Scripted(dice=[1, 1, 4, 4]))
    assert s.round == 2 and s.outlaws == [IDX["D4"]]          # moved onto the $5 saloon
    assert asked(s) == [(0, "character")]                     # only now are cards taken
