"""Character powers not covered by the worked examples (rules §7), each side."""

from __future__ import annotations

from bot.games.carson import city
from bot.games.carson import powers as pw
from bot.games.carson.actions import Amount, Choose, PickPlot, Slot
from bot.games.carson.characters import firepower, limit
from bot.games.carson.decisions import FLOW
from bot.games.carson.placement import refusal
from bot.games.carson.state import Card, Cowboy
from tests.games.carson.helpers import Scripted, asked, blank, centre, hold, play, put

IDX = city.INDEX


def took(n: int, number: int, side: str, dice: list[int] | None = None, seats: int = 2):
    s = blank(seats)
    card = Card(number=number, side=side)  # type: ignore[arg-type]
    s.cards.append(card)
    pw.take(s, 0, card, Scripted(dice=dice or []), [])
    return s


def test_sheriff_sides() -> None:
    assert took(2, 1, "Y").players[0].pawn
    s = took(2, 1, "R")
    put(s, "C3", "saloon", 1)
    assert refusal(s, 0, "C3") is not None                    # may not attack
    assert limit(s, 0) == 20


def test_banker_yellow_and_limits() -> None:
    s = took(2, 2, "Y")
    assert s.players[0].money == 24 and limit(s, 0) == 120
    assert limit(took(2, 2, "R"), 0) == 60


def test_grocer_yellow_defers_or_takes_money() -> None:
    s = took(2, 3, "Y")
    assert asked(s) == [(0, "grocer")]
    assert FLOW.default_action(s, 0) == Choose(option="defer")
    play(s, 0, Choose(option="defer"))
    assert s.players[0].grocer == "defer"


def test_coolie_red_takes_a_building_and_closes_the_gap() -> None:
    s = took(2, 4, "R")
    s.market = ["ranch", "mine", "bank", "saloon", "hotel", "ranch", "mine"]
    s.bag = ["church"]
    s.flow.clear()
    s.flow.push(__import__("bot.games.carson.state", fromlist=["x"]).CarsonDecision(
        seat=0, kind="coolie"))
    play(s, 0, Slot(price=5))
    assert s.players[0].kept == ["bank"] and s.players[0].money == 10
    assert s.market == ["ranch", "mine", "saloon", "hotel", "ranch", "mine", "church"]


def test_settler_yellow_claims_a_free_plot() -> None:
    s = took(2, 5, "Y")
    assert asked(s) == [(0, "claim")]
    play(s, 0, PickPlot(plot="B2"))
    assert s.plots[IDX["B2"]].owner == 0 and s.players[0].money == 15


def test_captain_red_buys_revolvers() -> None:
    s = took(2, 6, "R")
    play(s, 0, Amount(n=2))
    assert s.players[0].revolvers == 3 and s.players[0].money == 6


def test_mercenary_sides() -> None:
    assert firepower(took(2, 7, "Y"), 0) == 3 + 1 + 3
    assert firepower(took(2, 7, "R"), 0) == 3 + 1 + 2


def test_indian_yellow_rolls_two_empty_plots() -> None:
    s = blank(2)
    put(s, "C3", "mountain")
    card = Card(number=8, side="Y")
    s.cards.append(card)
    pw.take(s, 0, card, Scripted(dice=[2, 2, 3, 3, 4, 4]), [])
    assert s.plots[IDX["D4"]].owner == 0 and s.plots[IDX["E5"]].owner == 0


def test_prospector_yellow_builds_a_mine_and_red_gives_dynamite() -> None:
    s = took(2, 9, "Y")
    assert asked(s) == [(0, "special")]
    play(s, 0, Slot(price=4))
    play(s, 0, PickPlot(plot="H8"))
    assert s.plots[IDX["H8"]].content == "mine" and s.players[0].money == 5
    assert s.players[0].revolvers == 2
    assert took(2, 9, "R").players[0].dynamite == 2


def test_prospector_flips_red_without_mines() -> None:
    s = blank(2)
    s.market = [None] * 7
    s.bag = []
    card = Card(number=9, side="Y")
    s.cards.append(card)
    pw.take(s, 0, card, Scripted(), [])
    assert card.side == "R" and s.players[0].dynamite == 2


def test_gunsmith_red_rerolls_when_losing() -> None:
    s = blank(2)
    hold(s, 0, 10, "R")
    s.phase, s.pass_order = "resolve", [0, 1]
    s.cowboys = [Cowboy(seat=0, loc="AMMO"), Cowboy(seat=1, loc="AMMO")]
    s.tasks = [__import__("bot.games.carson.state", fromlist=["x"]).Task(kind="step",
                                                                        loc="AMMO")]
    from tests.games.carson.helpers import run
    run(s, Scripted(dice=[1, 6]))          # seat 0: 4 + 1 = 5, seat 1: 4 + 6 = 10
    assert asked(s) == [(0, "reroll")]
    assert FLOW.default_action(s, 0) == Choose(option="yes")
    play(s, 0, Choose(option="yes"), Scripted(dice=[6]))   # 10 = 10, seat 0 passed first
    assert s.players[0].ammo


def test_singer_sides() -> None:
    s = took(2, 11, "Y")
    hold(s, 0, 11, "Y")
    assert s.players[0].notokens == 2
    assert refusal(s, 0, "VP_PLOTS", noduel=True) is None
    assert refusal(s, 0, "AMMO", noduel=True) is not None
    assert took(2, 11, "R").players[0].free_gamble


def test_governor_red_default_tax() -> None:
    s = took(3, 13, "R", seats=3)
    s.players[1].money, s.players[1].revolvers = 0, 5
    assert FLOW.default_action(s, 0) == Choose(option="cash")


def test_doctor_side_choice() -> None:
    s = took(2, 14, "Y")
    assert FLOW.default_action(s, 0) == Choose(option="doctor")
    play(s, 0, Choose(option="undertaker"))
    assert (14, "R") in s.players[0].held and limit(s, 0) == 90


def test_cowboy_red_builds_a_ranch() -> None:
    s = took(2, 15, "R")
    play(s, 0, Slot(price=3))
    play(s, 0, PickPlot(plot="A1"))
    assert s.plots[IDX["A1"]].content == "ranch" and s.players[0].money == 7


def test_cowboy_red_without_ranches_uses_the_yellow_side() -> None:
    from bot.games.carson import horses as hs

    s = blank(2, horses=True)
    hs.setup(s)
    s.market = [None] * 7
    s.bag = []
    card = Card(number=15, side="R")
    s.cards.append(card)
    pw.take(s, 0, card, Scripted(), [])
    assert asked(s) == [] and s.horses[0] == 2 and s.players[0].money == 15


def test_heroes_yellow_protects_and_forbids_attacks() -> None:
    s = blank(2)
    hold(s, 1, 16, "Y")
    put(s, "C3", "saloon", 1)
    put(s, "F6", "saloon", 0)
    assert refusal(s, 0, "C3") is not None and refusal(s, 1, "F6") is not None


def test_auctioneer_red_chip_goes_to_the_winner() -> None:
    s = took(2, 12, "R")
    play(s, 0, Choose(option="drop"))
    play(s, 1, Amount(n=4))
    assert s.players[1].ammo and s.players[0].money == 19 and s.players[1].money == 11


def test_teacher_red_scoring() -> None:
    from bot.games.carson.scoring import final_parts

    s = blank(2)
    hold(s, 0, 17, "R")
    centre(s, "D4")
    put(s, "A1", "school", 0)
    put(s, "A3", "saloon", 0)
    assert final_parts(s, 0)["teacher"] == 2
