"""The worked examples of rules §12 with their exact numbers. Oracles are the numbers of
the rules text, never values computed by the engine's own formulas."""

from __future__ import annotations

import pytest

from bot.games.carson import building as bd
from bot.games.carson import city, roads
from bot.games.carson import powers as pw
from bot.games.carson import setup as carson_setup
from bot.games.carson.actions import Amount, Choose, Pass, Pawn, PickPlot, Place, TakeCard
from bot.games.carson.buildincome import shares
from bot.games.carson.characters import firepower, limit, room
from bot.games.carson.decisions import FLOW
from bot.games.carson.income import income
from bot.games.carson.placement import space_open
from bot.games.carson.questions_build import slot_price
from bot.games.carson.questions_chars import tax_yield
from bot.games.carson.questions_play import plot_price
from bot.games.carson.rounds import excess, spend_amount
from bot.games.carson.scoring import final_parts
from bot.games.carson.state import Cowboy, Task
from bot.games.core.errors import IllegalActionError
from tests.games.carson.helpers import Scripted, asked, blank, centre, hold, play, put, run

IDX = city.INDEX


def test_example_1_plot_price() -> None:
    s = blank(3)
    put(s, "C3", "house")
    put(s, "E5", "house", owner=1)
    put(s, "C4", "saloon", owner=1)
    put(s, "E3", "saloon", owner=2)
    put(s, "D5", "mountain")
    assert city.price(s, IDX["D4"]) == 6
    put(s, "D4", "house")
    assert city.price(s, IDX["D4"]) == 7
    for p in ("C5", "D3", "E4"):
        put(s, p, "house")
    assert city.price(s, IDX["D4"]) == 10
    put(s, "D4", "")
    hold(s, 0, 8, "R")
    assert plot_price(s, 0, "D4") == 3


def test_example_2_connection_and_governor() -> None:
    s = blank(2)
    centre(s, "D4")
    assert sorted(city.name(i) for i in city.connected_set(s.roads)) == \
        ["C3", "C4", "C5", "D3", "D4", "D5", "E3", "E4", "E5"]
    hold(s, 0, 13, "Y")
    s.players[0].roads = 3
    events: list = []
    assert "H(4,3)" in city.legal_roads(s.roads)
    roads.build(s, 0, "H(4,3)", events)
    assert s.players[0].vp == 1
    roads.build(s, 0, "V(5,3)", events)
    assert s.players[0].vp == 2
    roads.build(s, 0, "H(4,4)", events)
    assert s.players[0].vp == 2
    assert "H(6,6)" not in city.legal_roads(s.roads)


def test_example_3_saloons() -> None:
    s = blank(2)
    put(s, "D4", "saloon", 0)
    put(s, "E4", "house", 0)
    put(s, "F4", "saloon", 1)
    put(s, "E3", "house")
    put(s, "E5", "house")
    assert income(s, IDX["D4"]) == 15
    assert income(s, IDX["F4"]) == 10


def test_example_4_drugstore_and_ranch_revolver() -> None:
    s = blank(2)
    put(s, "C3", "drugstore", 0)
    put(s, "C4", "ranch", 0)
    for p in ("B2", "B3", "D2"):
        put(s, p, "house", 0)
    assert income(s, IDX["C3"]) == 15
    s.plots[IDX["A8"]].owner = 0
    bd.commit(s, 0, "ranch", IDX["A8"], [], [])
    assert s.players[0].revolvers == 2


def test_example_5_bank_and_store() -> None:
    s = blank(2)
    put(s, "F6", "bank", 0)
    put(s, "G6", "hotel", 0)
    put(s, "A1", "mine", 0)
    put(s, "F5", "house")
    assert income(s, IDX["F6"]) == 12
    put(s, "D6", "store", 0)
    put(s, "C6", "house", 0)
    put(s, "E6", "house", 1)
    put(s, "D7", "church", 1)
    assert income(s, IDX["D6"]) == 12
    put(s, "D6", "saloon", 0)
    assert income(s, IDX["D6"]) == 5


def test_example_6_train_station() -> None:
    s = blank(2)
    plots = iter(city.PLOTS)
    for kind, count in (("house", 12), ("hotel", 2), ("ranch", 4), ("church", 1)):
        for _ in range(count):
            put(s, next(plots), kind, 1)
    put(s, "H8", "station", 0)
    assert final_parts(s, 0)["station"] == 11
    s.plots[IDX["A1"]].content = "townhouse"
    assert final_parts(s, 0)["station"] == 12


def duel_state(n: int, loc: str, seats: list[int], pass_order: list[int]):
    s = blank(n)
    s.phase = "resolve"
    s.pass_order = pass_order
    s.placement = list(range(n))
    for x in seats:
        s.cowboys.append(Cowboy(seat=x, loc=loc))
    return s


def test_example_7_three_way_duel_tie() -> None:
    s = duel_state(3, "B6", [0, 1, 2], [0, 1, 2])
    for x, (rev, res) in enumerate(((1, 0), (2, 1), (1, 0))):
        s.players[x].revolvers, s.players[x].cowboys = rev, res
    s.tasks = [Task(kind="step", loc="PLOTS")]
    run(s, Scripted(dice=[5, 3, 2]))
    assert s.last_duel is not None and s.last_duel.totals == [6, 6, 3]
    assert s.last_duel.winner == 0
    assert (s.players[1].cowboys, s.players[2].cowboys) == (2, 1)
    assert asked(s) == [(0, "buyplot")]
    play(s, 0, Choose(option="yes"))
    assert s.plots[IDX["B6"]].owner == 0 and s.players[0].money == 14
    assert not [c for c in s.cowboys if c.loc == "B6"]


def test_example_8_money_limits() -> None:
    s = blank(3)
    hold(s, 0, 2, "Y")
    hold(s, 1, 1, "Y")
    hold(s, 2, 4, "Y")
    for x, m in enumerate((54, 28, 34)):
        s.players[x].money = m
    assert [excess(s, x) for x in range(3)] == [0, 8, 4]
    assert [spend_amount(s, x) for x in range(3)] == [0, 10, 4]
    s.tasks = [Task(kind="spend_start")]
    run(s)
    with pytest.raises(IllegalActionError):
        FLOW.check(s, 1, Amount(n=7))
    play(s, 1, Amount(n=28))
    assert (s.players[1].vp, s.players[1].money) == (2, 0)


def test_example_9_grocer_doubling_and_attack() -> None:
    s = blank(2)
    hold(s, 0, 3, "Y")
    put(s, "B2", "bank", 0)
    for p in ("A1", "A2", "A3"):
        put(s, p, "hotel", 0)
    put(s, "F6", "bank", 0)
    for p in ("G6", "G7"):
        put(s, p, "hotel", 0)
    assert (income(s, IDX["B2"]), income(s, IDX["F6"])) == (18, 12)
    s.stolen["B2"] = 1
    s.grocer_double = "bank"
    assert shares(s, IDX["B2"]) == (18, 18)
    assert shares(s, IDX["B2"])[0] + shares(s, IDX["F6"])[0] == 42
    s.grocer_double = ""
    assert shares(s, IDX["B2"]) == (9, 9)
    assert shares(s, IDX["B2"])[0] + shares(s, IDX["F6"])[0] == 21
    put(s, "A2", "house", 0)
    assert income(s, IDX["B2"]) == 15 and shares(s, IDX["B2"]) == (8, 7)


def test_example_11_blacksmith_town_hall_and_caps() -> None:
    s = blank(2)
    s.round = 3
    put(s, "D4", "blacksmith", 0)
    put(s, "A1", "ranch", 0)
    put(s, "A3", "ranch", 0)
    assert income(s, IDX["D4"]) == 25
    s.occupant = 0
    assert income(s, IDX["D4"]) == 30
    s.stolen["D4"] = 1
    assert shares(s, IDX["D4"]) == (15, 15)
    s.round = 4
    for p in ("A5", "A7", "H1"):
        put(s, p, "ranch", 0)
    assert income(s, IDX["D4"]) == 40
    s.occupant = -1
    assert income(s, IDX["D4"]) == 40
    t = blank(2)
    put(t, "D4", "saloon", 0)
    for k, p in enumerate(city.neighbours(IDX["D4"])):
        put(t, city.name(p), "hotel" if k < 4 else "house", 0)
    assert income(t, IDX["D4"]) == 55
    put(t, "D4", "drugstore", 0)
    for k, p in enumerate(city.neighbours(IDX["D4"])):
        put(t, city.name(p), "hotel" if k < 2 else "house", 0)
    for p in ("A1", "A3", "A5"):
        put(t, p, "ranch", 0)
    assert income(t, IDX["D4"]) == 33


def test_example_12_buy_vp_schedule_and_coolie_prices() -> None:
    s = blank(2)
    expect = {1: {2, 3, 4, 5}, 2: {3, 4, 5}, 3: {4, 5}, 4: {5}}
    for r, prices in expect.items():
        s.round = r
        assert {p for p in (2, 3, 4, 5) if space_open(s, f"BUYVP_{p}")} == prices
    hold(s, 0, 4, "Y")
    assert slot_price(s, 0, "BUILD_5") == 3 and slot_price(s, 0, "BUILD_12") == 6


def auction(seq: list[tuple[int, object]]):
    s = blank(3)
    pw.effect(s, 0, 12, "Y", Scripted(), [])
    play(s, 0, PickPlot(plot="A1"))
    play(s, 0, PickPlot(plot="H8"))
    for seat, act in seq:
        assert asked(s) == [(seat, "bid")]
        play(s, seat, act)  # type: ignore[arg-type]
    return s


def test_example_12_auction() -> None:
    drop = Choose(option="drop")
    s = auction([(0, Amount(n=2)), (1, Amount(n=5)), (2, drop), (0, Amount(n=8)),
                 (1, Amount(n=9)), (0, drop)])
    assert (s.players[1].money, s.players[0].money) == (6, 20)
    assert s.plots[IDX["A1"]].owner == 1 and s.plots[IDX["H8"]].owner == 1
    s = auction([(0, Amount(n=2)), (1, Amount(n=5)), (2, drop), (0, Amount(n=8)), (1, drop)])
    assert s.players[0].money == 11 and s.plots[IDX["A1"]].owner == 0


def test_example_13_setup(monkeypatch: pytest.MonkeyPatch) -> None:
    rolls = [(3, 3), (3, 3), (1, 1), (6, 6), (2, 5), (5, 2), (4, 4), (1, 1), (6, 1), (1, 6),
             (3, 5), (5, 5)]
    dice = [v for r in rolls for v in r]
    bag = sorted(carson_setup.building_set(carson_setup.Options(buildings="full")))
    for k in ("ranch", "ranch", "mine", "mine"):
        bag.remove(k)
    picks = []
    for name in ("bank", "saloon", "hotel"):
        picks.append(bag.index(name))
        bag.remove(name)

    class Setup(Scripted):
        def shuffled(self, items):  # type: ignore[no-untyped-def]
            return [2, 0, 3, 1]

    draws = Setup(dice=dice, below=picks)
    monkeypatch.setattr(carson_setup, "Draws", lambda rng: draws)
    s = carson_setup.setup(4, 5, carson_setup.Options(buildings="full"))
    assert s.plots[IDX["D4"]].content == "house"
    assert sorted(s.roads) == sorted(["H(3,3)", "H(3,4)", "V(3,3)", "V(4,3)"])
    mountains = sorted(city.name(i) for i, p in enumerate(s.plots) if p.content == "mountain")
    assert mountains == sorted(["B2", "G7", "C6", "F3", "E5", "G2", "B7", "D6", "F6"])
    assert s.market == ["ranch", "mine", "bank", "saloon", "hotel", "ranch", "mine"]
    assert len(s.bag) == 31
    prices = {p: city.price(s, IDX[p]) for p in ("C3", "D3", "E3", "C4", "D4", "E4", "C5",
                                               "D5", "E5")}
    assert prices == {"C3": 3, "D3": 2, "E3": 3, "C4": 2, "D4": 3, "E4": 4, "C5": 4,
                      "D5": 5, "E5": 5}
    expected = [(1, "D5"), (3, "E5"), (0, "E4"), (2, "C5"), (2, "C3"), (0, "E3"), (3, "D4"),
                (1, "D3")]
    for k, (seat, plot) in enumerate(expected):
        assert asked(s) == [(seat, "draft")]
        action = FLOW.default_action(s, seat)
        assert action == PickPlot(plot=plot)
        play(s, seat, action)
        if k == 0:
            with pytest.raises(IllegalActionError):
                FLOW.check(s, 3, PickPlot(plot="D5"))
    for p in s.players:
        assert (p.money, p.cowboys, p.roads, p.revolvers, p.vp, p.tiles) == (15, 3, 1, 1, 0, 10)


def test_example_14_one_round() -> None:
    s = blank(3)
    s.order = [0, 1, 2]
    for x, plots in enumerate((("A1", "A2"), ("H1", "H2"), ("A8", "B8"))):
        for p in plots:
            put(s, p, "", x)
    s.tasks = [Task(kind="round_start")]
    run(s)
    play(s, 0, TakeCard(number=7))
    play(s, 1, TakeCard(number=1))
    play(s, 2, TakeCard(number=3))
    play(s, 2, Choose(option="money"))
    assert s.players[2].money == 23
    assert s.placement == [1, 2, 0]
    play(s, 1, Pawn(loc="AMMO"))
    play(s, 2, Place(loc="INCOME_PLOTS"))
    with pytest.raises(IllegalActionError) as refused:
        FLOW.check(s, 0, Place(loc="AMMO"))
    assert refused.value.msg.key == "carson-pawn-there"
    play(s, 0, Place(loc="INCOME_PLOTS"))
    play(s, 1, Pass())
    play(s, 2, Pass())
    play(s, 0, Place(loc="SALARY"))
    assert (firepower(s, 2), firepower(s, 0)) == (3, 5)
    play(s, 0, Pass(), Scripted(dice=[5, 3]))
    assert s.last_duel is not None and s.last_duel.totals == [8, 8]
    assert s.last_duel.winner == 2
    assert [p.money for p in s.players] == [19, 15, 27]
    assert s.players[1].ammo and s.players[0].cowboys == 2
    assert sorted(asked(s)) == [(0, "spend"), (1, "spend"), (2, "spend")]
    for x in range(3):
        play(s, x, Amount(n=0))
    assert [p.cowboys for p in s.players] == [6, 7, 6]
    assert s.order == [1, 2, 0] and s.round == 2


def test_example_15_building_houses_townhouse_consent() -> None:
    s = blank(3)
    centre(s, "D4")
    put(s, "D4", "house")
    put(s, "D3", "mountain")
    put(s, "E5", "mountain")
    for p, x in (("C3", 0), ("C4", 0), ("E3", 1), ("E4", 1), ("C5", 2)):
        put(s, p, "", x)
    for p in s.players:
        p.roads = 0
    s.market = [None, None, "bank", None, "drugstore", "saloon", None]
    s.phase, s.pass_order, s.placement = "resolve", [0, 1, 2], [0, 1, 2]
    for x, loc in enumerate(("BUILD_10", "BUILD_8", "BUILD_5")):
        s.cowboys.append(Cowboy(seat=x, loc=loc))
    s.tasks = [Task(kind="step", loc=x) for x in
               ("BUILD_12", "BUILD_10", "BUILD_8", "BUILD_6", "BUILD_5", "BUILD_4", "BUILD_3",
                "KEPT")]
    run(s)
    play(s, 0, Choose(option="yes"))
    play(s, 0, PickPlot(plot="C3"))
    play(s, 0, PickPlot(plot="D5"))
    assert s.plots[IDX["C3"]].content == "saloon" and s.plots[IDX["D5"]].content == "house"
    assert s.players[0].money == 5
    play(s, 1, Choose(option="yes"))
    play(s, 1, PickPlot(plot="E3"))
    play(s, 1, PickPlot(plot="D4"))
    assert s.plots[IDX["D4"]].content == "townhouse" and s.players[1].money == 7
    play(s, 2, Choose(option="yes"))
    play(s, 2, PickPlot(plot="C5"))
    play(s, 2, PickPlot(plot="C4"))
    assert asked(s) == [(0, "consent")]
    assert FLOW.default_action(s, 0) == Choose(option="no")
    play(s, 0, Choose(option="no"))
    play(s, 2, PickPlot(plot="E4"))
    play(s, 1, Choose(option="no"))
    assert s.players[2].kept == ["bank"] and s.players[2].money == 10
    assert s.plots[IDX["C5"]].content == ""
    assert income(s, IDX["C3"]) == 10 and income(s, IDX["E3"]) == 6


def test_example_15_variant_house_on_own_plot() -> None:
    s = blank(3)
    put(s, "D4", "house")
    put(s, "D3", "mountain")
    put(s, "E5", "mountain")
    put(s, "C3", "saloon", 0)
    put(s, "C4", "", 0)
    put(s, "E3", "drugstore", 1)
    put(s, "E4", "house", 1)
    put(s, "D5", "house")
    assert income(s, IDX["C3"]) == 5 and income(s, IDX["E3"]) == 6


def test_example_16_mine_and_ranch() -> None:
    s = blank(3)
    put(s, "D6", "mine", 0)
    put(s, "C5", "mountain")
    put(s, "E7", "mountain", 0)
    put(s, "C7", "mountain", 1)
    put(s, "B6", "mine", 1)
    assert income(s, IDX["D6"]) == 6 and income(s, IDX["B6"]) == 6
    s.plots[IDX["C5"]].owner = 1
    assert income(s, IDX["D6"]) == 3 and income(s, IDX["B6"]) == 6
    put(s, "H1", "ranch", 2)
    assert income(s, IDX["H1"]) == 3
    put(s, "G2", "house")
    assert income(s, IDX["H1"]) == 2
    put(s, "H2", "mountain")
    put(s, "G1", "house")
    assert income(s, IDX["H1"]) == 1


def test_example_17_church_cancels_attack() -> None:
    s = blank(2)
    centre(s, "E5")
    put(s, "E5", "saloon", 1)
    for p in ("D4", "D5", "F4"):
        put(s, p, "house")
    put(s, "E6", "", 1)
    assert income(s, IDX["E5"]) == 15
    s.players[0].cowboys = 2
    s.cowboys.append(Cowboy(seat=0, loc="E5"))
    bd.commit(s, 1, "church", IDX["E6"], [IDX["F6"]], [])
    assert not s.cowboys and s.players[0].cowboys == 3
    assert income(s, IDX["E5"]) == 25 and shares(s, IDX["E5"]) == (25, 0)
    t = blank(2)
    put(t, "E5", "saloon", 1)
    for p in ("D4", "D5", "F4"):
        put(t, p, "house")
    t.stolen["E5"] = 0
    assert shares(t, IDX["E5"]) == (8, 7)


def test_example_18_town_hall() -> None:
    s = blank(3)
    centre(s, "D4")
    s.order = [1, 0, 2]
    s.tasks = [Task(kind="townhall")]
    run(s)
    assert asked(s) == [(1, "claim")]
    first = FLOW.default_action(s, 1)
    assert first == PickPlot(plot="C3")
    play(s, 1, first)
    assert asked(s) == [(1, "house")]
    assert FLOW.default_action(s, 1) == PickPlot(plot="D3")
    play(s, 1, FLOW.default_action(s, 1))
    assert s.plots[IDX["C3"]].content == "townhall" and s.plots[IDX["D3"]].content == "house"
    # the contest: seat 0 firepower 4 + 4 beats seat 2 firepower 6 + 1
    s.phase, s.pass_order, s.placement = "resolve", [0, 1, 2], [0, 1, 2]
    s.players[0].cowboys, s.players[0].revolvers = 3, 1
    s.players[2].cowboys, s.players[2].revolvers = 5, 1
    s.cowboys = [Cowboy(seat=0, loc="C3"), Cowboy(seat=2, loc="C3")]
    s.tasks = [Task(kind="townhall_contest")]
    run(s, Scripted(dice=[4, 1]))
    assert s.occupant == 0 and s.players[2].cowboys == 6
    put(s, "F6", "saloon", 0)
    put(s, "H1", "bank", 0)
    for p in ("G1", "G2", "H2"):
        put(s, p, "hotel", 0)
    for p in ("A1", "A3", "A5", "A7", "H8", "H6", "D8", "E8", "F8"):
        put(s, p, "mine", 0)
    assert income(s, IDX["H1"]) == 45
    for p in ("F5", "G5", "G6"):
        put(s, p, "house")
    put(s, "B8", "ranch", 0)
    assert income(s, IDX["F6"]) == 20 and income(s, IDX["B8"]) == 4
    s.players[0].cowboys = 5
    assert room(s, 0) == 4


def test_example_19_characters_with_payments() -> None:
    s = blank(4)
    s.cards = [c for c in s.cards if c.number != 0]
    from bot.games.carson.state import Card
    s.cards.append(Card(number=0, side="Y"))
    pw.take(s, 0, s.cards[-1], Scripted(), [])
    play(s, 0, TakeCard(number=2))
    assert s.players[0].money == 21 and limit(s, 0) == 120
    t = blank(4)
    t.cards.append(Card(number=0, side="R"))
    pw.take(t, 0, t.cards[-1], Scripted(), [])
    play(t, 0, TakeCard(number=2))
    assert t.players[0].money == 24 and limit(t, 0) == 115
    c = blank(2)
    c.players[1].money, c.players[1].cowboys, c.occupant = 12, 6, 1
    hold(c, 1, 6, "Y")
    assert pw.captain_options(c, 1, "Y") == [1, 2, 3]
    c.players[1].cowboys = 7
    assert pw.captain_options(c, 1, "Y") == [1, 2]
    g = blank(4)
    for x, m in ((1, 23), (2, 40), (3, 0)):
        g.players[x].money = m
    assert tax_yield(g, 0, False) == 7
    for x, r in ((1, 3), (2, 1), (3, 2)):
        g.players[x].revolvers = r
    g.players[3].money = 1
    assert tax_yield(g, 0, True) == 3 + 1 + 1


def test_example_20_duel_hooks() -> None:
    def fought(card: tuple[int, int, str] | None, dice: list[int]):
        s = duel_state(3, "AMMO", [0, 1], [1, 0, 2])
        s.players[1].money, s.players[1].vp = 5, 3
        s.players[0].cowboys, s.players[0].revolvers = 5, 1    # firepower 6
        s.players[1].cowboys, s.players[1].revolvers = 4, 1    # firepower 5
        if card:
            hold(s, card[0], card[1], card[2])
        s.tasks = [Task(kind="duel", loc="AMMO", seats=[0, 1]),
                   Task(kind="award", loc="AMMO")]
        run(s, Scripted(dice=dice))
        return s
    s = fought((2, 14, "R"), [1, 3])   # seat 1: 5 + 1 = 6; seat 0: 6 + 3 = 9
    assert s.last_duel is not None and s.last_duel.winner == 0
    assert asked(s) == [(1, "undertaker")]
    play(s, 1, FLOW.default_action(s, 1))
    assert (s.players[1].money, s.players[2].money) == (3, 17)
    s = fought((2, 14, "Y"), [1, 3])
    assert asked(s) == [(1, "doctor")]
    play(s, 1, Place(loc="VP_COWBOYS"))
    assert s.players[1].money == 2 and s.players[2].money == 18
    assert any(c.seat == 1 and c.loc == "VP_COWBOYS" for c in s.cowboys)
    s = fought((0, 10, "Y"), [1, 3])
    assert s.players[0].vp == 2
    s = fought((1, 1, "R"), [1, 3])
    assert s.players[1].vp == 6


def test_example_21_singer() -> None:
    s = duel_state(3, "INCOME_COWBOYS", [0, 1], [1, 0, 2])
    s.cowboys.append(Cowboy(seat=2, loc="INCOME_COWBOYS", noduel=True))
    s.players[0].cowboys, s.players[0].revolvers = 3, 1
    s.players[1].cowboys, s.players[1].revolvers = 2, 1
    s.players[2].cowboys, s.players[2].revolvers = 4, 1
    s.tasks = [Task(kind="step", loc="INCOME_COWBOYS")]
    run(s, Scripted(dice=[3, 2]))
    assert s.last_duel is not None and s.last_duel.winner == 1
    assert [p.money for p in s.players] == [15, 21, 25]
    t = duel_state(2, "GAMBLING", [], [0, 1])
    t.cowboys.append(Cowboy(seat=0, loc="GAMBLING", free=True, noduel=True))
    t.cowboys.append(Cowboy(seat=1, loc="GAMBLING"))
    t.tasks = [Task(kind="step", loc="GAMBLING")]
    run(t, Scripted(dice=[4, 6, 4, 6]))
    assert (t.players[1].money, t.players[0].money) == (25, 39)


def test_example_25_final_scoring_without_horses() -> None:
    s = blank(2)
    s.players[0].vp, s.players[0].money = 31, 47
    s.players[1].vp, s.players[1].money = 40, 35
    for p, kind in (("A1", "saloon"), ("A2", "station"), ("A3", "ranch"), ("A4", "house"),
                    ("A5", "house"), ("A6", "mountain"), ("A7", "")):
        put(s, p, kind, 0)
    s.players[0].kept = ["bank"]
    for p, kind in (("H1", "school"), ("H2", "prison"), ("H3", "church"), ("H4", "house"),
                    ("H5", "house")):
        put(s, p, kind, 1)
    hold(s, 1, 17, "R")
    free = [p for p in city.PLOTS if s.plots[IDX[p]].content == "" and s.plots[IDX[p]].owner < 0]
    for p in free[:21]:
        put(s, p, "house")
    assert final_parts(s, 0) == {"money": 7, "property": 12, "station": 15, "teacher": 0}
    assert final_parts(s, 1) == {"money": 5, "property": 10, "station": 0, "teacher": 8}
    assert 31 + sum(final_parts(s, 0).values()) == 65      # + 4 horse VP = 69 below
    assert 40 + sum(final_parts(s, 1).values()) == 63


def test_example_25_complete_with_horses_and_tie_break() -> None:
    from bot.games.carson import horses as hs
    from bot.games.carson.scoring import final_scoring, result

    s = blank(2, horses=True)
    hs.setup(s)
    s.horses, s.rodeo = [2, 0], [1, 0]
    s.players[0].vp, s.players[0].money = 31, 47
    s.players[1].vp, s.players[1].money = 40, 35
    for p, kind in (("A1", "saloon"), ("A2", "station"), ("A3", "ranch"), ("A4", "house"),
                    ("A5", "house"), ("A6", "mountain"), ("A7", "")):
        put(s, p, kind, 0)
    for p, kind in (("H1", "school"), ("H2", "prison"), ("H3", "church"), ("H4", "house"),
                    ("H5", "house")):
        put(s, p, kind, 1)
    hold(s, 1, 17, "R")
    free = [p for p in city.PLOTS if s.plots[IDX[p]].content == "" and s.plots[IDX[p]].owner < 0]
    for p in free[:21]:
        put(s, p, "house")
    s.pass_order = [1, 0]
    final_scoring(s, [])
    assert (s.players[0].vp, s.players[1].vp) == (69, 63)
    s.players[1].vp = 69
    s.phase = "over"
    r = result(s)
    assert r is not None and r.standings[0].seat == 1      # tie: seat 1 passed first


def test_example_29_end_of_round_effects() -> None:
    s = blank(3)
    hold(s, 0, 2, "R")
    s.players[0].money = 30
    hold(s, 1, 3, "R")
    s.players[1].grocer = "vp"
    for p, kind in (("A1", "house"), ("A2", "house"), ("A3", "house"), ("A4", "townhouse"),
                    ("A5", "hotel")):
        put(s, p, kind, 1)
    hold(s, 2, 5, "R")
    s.players[2].settler_vp = True
    put(s, "H1", "mountain", 2)
    put(s, "H2", "mountain", 2)
    s.tasks = [Task(kind="end_round")]
    run(s)
    assert (s.players[1].vp, s.players[2].vp) == (4, 2)
    assert asked(s) == [(0, "banker")]
    play(s, 0, Amount(n=5))
    assert (s.players[0].money, s.players[0].vp) == (18, 5)
    h = blank(2)
    pw.effect(h, 0, 16, "R", Scripted(), [])
    play(h, 0, Amount(n=2))
    assert h.players[0].vp == 9 and h.players[0].cowboys == 1


def test_example_30_defaults() -> None:
    s = blank(2)
    s.round = 2
    s.players[0].money = 25
    s.flow.push(__import__("bot.games.carson.state", fromlist=["CarsonDecision"])
                .CarsonDecision(seat=0, kind="buyvp", loc="BUYVP_3", amount=3))
    assert FLOW.default_action(s, 0) == Amount(n=5)
    s.round, s.players[0].money = 4, 23
    s.flow.clear()
    s.flow.push(__import__("bot.games.carson.state", fromlist=["CarsonDecision"])
                .CarsonDecision(seat=0, kind="buyvp", loc="BUYVP_5", amount=5))
    assert FLOW.default_action(s, 0) == Amount(n=4)
    c = blank(2, characters="first_game_plus_newsboy")
    c.players[0].money = 2
    c.flow.clear()
    c.tasks = [Task(kind="choose", seat=0)]
    run(c)
    assert TakeCard(number=0) not in FLOW.legal_actions(c, 0)
    assert FLOW.default_action(c, 0) == TakeCard(number=1)
    p = blank(2)
    p.placement, p.turn = [0, 1], -1
    p.tasks = [Task(kind="place_next")]
    run(p)
    assert FLOW.default_action(p, 0) == Pass()
