"""The worked examples E1-E12 of the rules file (§10)."""

from __future__ import annotations

from bot.games.tew.actions import Advance, Buy, Decline, Discount, DuelMove, Gain, Place
from bot.games.tew.board import standing
from bot.games.tew.buy import buy_step, set_order
from bot.games.tew.cards import key
from bot.games.tew.events import (
    DuelWon,
)
from bot.games.tew.events_round import (
    HandResolved,
)
from bot.games.tew.industry import advance, advanceable
from bot.games.tew.resolution import hand_winners, resolve_mat
from bot.games.tew.rounds import end_round
from bot.games.tew.scoring import industry_awards, scores
from bot.games.tew.state import RIVAL, TewDecision
from tests.games.tew.helpers import (
    ScriptedDraws,
    act,
    at_stage,
    clear,
    game,
    gaps,
    kept,
    pending,
    prompt_kind,
    put,
    settle,
    to_placement,
    words,
)


def test_e1_flush_beats_straight_and_wounded_collects_pot() -> None:
    s = game(4)
    clear(s)
    gaps(s, {0: "2Te", 1: "4Te"})
    put(s, "BANK.INFLUENCE", 2, standing=False)
    put(s, "BANK.INFLUENCE", 0, side="RESOLUTION")
    put(s, "BANK.PORCH", 1)
    kept(s, {0: "3Ho", 1: "5Te", 2: "3Te"})
    assert key("3Ho", ("2Te", "4Te")) == (3, 3, 2)
    assert key("5Te", ("2Te", "4Te")) == (4, 5, 3)
    assert key("3Te", ("2Te", "4Te")) == (6, 3, 3)
    before = {p.seat: dict(p.inf) for p in s.players}
    ev: list = []
    resolve_mat(s, 1, ev)
    assert hand_winners(s, 1)[0] == [2]
    assert s.players[2].inf["MONEY"] == before[2]["MONEY"] + 2
    assert s.players[0].inf == before[0] and s.players[1].inf == before[1]
    assert s.players[2].inf["LAW"] == before[2]["LAW"]


def test_e2_no_wrap_and_lone_player_against_rival() -> None:
    s = game(4)
    clear(s)
    gaps(s, {4: "5Ha", 5: "1Te"})
    s.rival_cards = ["4Ho"]
    put(s, "HIDEOUT.INFLUENCE", 3)
    kept(s, {3: "2St"})
    assert key("2St", ("5Ha", "1Te")) == (1, 2, 1)
    assert hand_winners(s, 5)[0] == []
    kept(s, {3: "4Te"})
    assert hand_winners(s, 5)[0] == [3]
    force = s.players[3].inf["FORCE"]
    resolve_mat(s, 5, [])
    assert s.players[3].inf["FORCE"] == force + 2
    put(s, "SHERIFF.VALUE", 3, side="PLUS")
    kept(s, {3: "3Ho"})
    assert s.players[3].face == "4Ho"
    assert hand_winners(s, 5)[0] == [3]  # a tie with the Rival goes to the player


def test_e3_same_category_holder_card_decides() -> None:
    s = game(4)
    clear(s)
    gaps(s, {1: "3Ha", 2: "5St"})
    for seat in (0, 1, 3):
        put(s, "COURTHOUSE.PORCH" if seat == 1 else "COURTHOUSE.INFLUENCE", seat,
            standing=seat != 0)
    kept(s, {0: "3Te", 1: "5Ho", 3: "5Te"})
    law = {p.seat: p.inf["LAW"] for p in s.players}
    resolve_mat(s, 2, [])
    assert s.players[3].inf["LAW"] == law[3] + 2
    assert s.players[0].inf["LAW"] == law[0] and s.players[1].inf["LAW"] == law[1]


def test_e4_full_tie_both_collect_and_town_hall_uses_natural() -> None:
    s = game(4)
    clear(s)
    gaps(s, {3: "2Ha", 4: "1Te", 5: "5Te", 0: "1St"})
    put(s, "SHERIFF.SUIT", 0, side="UP")
    put(s, "SALOON.PORCH", 0, standing=False)
    put(s, "SALOON.INFLUENCE", 1)
    kept(s, {0: "4St", 1: "4Ho", 2: "1Ha", 3: "2Ho"})
    assert s.players[0].face == "4Ho"
    resolve_mat(s, 4, [])
    assert [(p.kind, p.seat, p.amount) for p in pending(s)] == [("GAIN", 0, 2), ("GAIN", 1, 2)]
    s.flow.clear()
    set_order(s, [])
    assert s.order.index(1) < s.order.index(0)


def test_e5_sheriff_modifiers_wrap() -> None:
    s = game(3)
    clear(s)
    gaps(s, {4: "2Ha", 5: "3Ha"})
    put(s, "SHERIFF.VALUE", 2, side="PLUS")
    put(s, "SHERIFF.SUIT", 2, side="DOWN")
    kept(s, {2: "5St"})
    assert s.players[2].face == "1Ha"
    assert key("1Ha", ("2Ha", "3Ha")) == (6, 1, 4)
    assert key("5St", ("2Ha", "3Ha"))[0] == 1
    from bot.games.tew.cards import shift_suit, shift_value

    assert shift_value("1Te", -1) == "5Te" and shift_suit("3Ha", up=True) == "3St"


def _e6_state():  # type: ignore[no-untyped-def]
    s = game(4)
    clear(s)
    s.players[0].inf = {"MONEY": 2, "LAW": 1, "FORCE": 1}  # A gained 1 MONEY on arrival
    s.players[1].inf = {"MONEY": 1, "LAW": 1, "FORCE": 2}
    put(s, "SALOON.INFLUENCE", 0, side="INSTANT")
    to_placement(s, turn=1)
    kept(s, {0: "2Ho", 1: "3Te"}, revealed=False)
    return s


def test_e6_duel_with_alternating_improvements() -> None:
    s = _e6_state()
    ev = act(s, Place(spot="SALOON.INFLUENCE", side="RESOLUTION"), dice=[2, 4])
    assert s.duel is not None and (s.duel.a_die, s.duel.d_die) == (2, 4)
    assert prompt_kind(s) == "DUEL" and pending(s)[0].seat == 1
    act(s, DuelMove(move="REROLL"), dice=[4])
    assert pending(s)[0].seat == 1  # 4 vs 4: the defender wins ties
    act(s, DuelMove(move="REVEAL"))
    assert pending(s)[0].seat == 0
    act(s, DuelMove(move="REROLL"), dice=[5])
    assert s.players[0].inf["LAW"] == 0 and pending(s)[0].seat == 0
    act(s, DuelMove(move="REVEAL"))
    assert pending(s)[0].seat == 1  # 7 vs 7
    ev = act(s, DuelMove(move="REROLL"), dice=[6])  # 9 vs 7, A cannot act: auto-stand
    won = [e for e in ev if isinstance(e, DuelWon)]
    assert won and won[0].winner == 1 and (won[0].winner_power, won[0].loser_power) == (9, 7)
    spot = s.spots["SALOON.INFLUENCE"]
    assert [(p.owner, p.standing) for p in spot] == [(0, False), (1, True)]
    assert standing(s, "SALOON.INFLUENCE").side == "RESOLUTION"  # type: ignore[union-attr]
    assert s.players[0].inf["MONEY"] == 2 and s.players[1].inf["FORCE"] == 0
    assert s.players[1].inf["MONEY"] == 1  # no arrival gain on the resolution side
    assert s.wanted == 1
    assert s.players[0].revealed and s.players[1].revealed
    assert s.players[0].added and s.players[1].added


def test_e6_phase3_rewards() -> None:
    s = _e6_state()
    act(s, Place(spot="SALOON.INFLUENCE", side="RESOLUTION"), dice=[2, 4])
    for move, dice in (("REROLL", [4]), ("REVEAL", []), ("REROLL", [5]), ("REVEAL", []),
                       ("REROLL", [6])):
        act(s, DuelMove(move=move), dice=dice)  # type: ignore[arg-type]
    s.flow.clear()
    gaps(s, {3: "3Ha", 4: "3St"})
    kept(s, {0: "2Ho", 1: "3Te"})
    resolve_mat(s, 4, [])
    assert [(p.seat, p.amount, words(p.source)) for p in pending(s)] == [
        (1, 2, "Saloon pot"), (1, 2, "Saloon resolution")]


def test_e7_industry_track_limits() -> None:
    track = {"MINING": 2, "RAILROAD": 2, "WAGON": 1}
    assert advanceable(track) == ["MINING", "RAILROAD"]
    s = game(3)
    s.industry = dict(track)
    advance(s, 0, "MINING")
    assert advanceable(s.industry) == ["WAGON"]
    advance(s, 0, "WAGON")
    assert s.industry == {"MINING": 3, "RAILROAD": 2, "WAGON": 2}
    assert advanceable(s.industry) == []


def _own(s, seat: int, cards: list[str]) -> None:  # type: ignore[no-untyped-def]
    mat = next(m for m in s.mats if m.owner == seat and m.side == "colour")
    mat.porch = cards
    mat.pending = []


def test_e8_majority_minority_four_players() -> None:
    s = game(4)
    s.industry = {"MINING": 3, "RAILROAD": 2, "WAGON": 1}
    _own(s, 0, ["B03", "B28", "B30"])
    _own(s, 1, ["B04", "B23", "B14"])
    _own(s, 2, ["B02", "B10"])
    _own(s, 3, ["B15", "B29"])
    assert industry_awards(s, "MINING") == {0: 5, 1: 5}
    assert industry_awards(s, "RAILROAD") == {1: 3, 0: 2, 2: 2}
    assert industry_awards(s, "WAGON") == {3: 2}
    totals = {w: sum(sc.industry_vp.values()) for w, sc in scores(s).items()}
    assert totals == {0: 7, 1: 8, 2: 2, 3: 2}


def test_e8_two_player_side() -> None:
    s = game(2)
    s.industry = {"MINING": 0, "RAILROAD": 1, "WAGON": 3}
    _own(s, 0, ["B15", "B29", "B16"])
    _own(s, 1, ["B12", "B11"])
    assert industry_awards(s, "WAGON") == {0: 3, 1: 3}
    assert industry_awards(s, "RAILROAD") == {0: 1}
    assert industry_awards(s, "MINING") == {}


def test_e9_order_purchase_discount_third_posse() -> None:
    s = game(3)
    clear(s)
    gaps(s, {5: "4Ha", 0: "4Te"})
    s.mats[5].porch = ["B04"]
    s.mats[2].buy = "B17"
    put(s, "HIDEOUT.PORCH", 1)
    put(s, "COURTHOUSE.INFLUENCE", 1, standing=False)
    kept(s, {0: "2St", 1: "5Ho", 2: "4Ho"})
    s.players[1].inf = {"MONEY": 1, "LAW": 1, "FORCE": 1}
    for p in s.players:
        p.to_place = 0
    at_stage(s, "order")
    settle(s)
    assert s.order == [2, 1, 0]
    assert prompt_kind(s) == "BUY" and pending(s)[0].seat == 1  # C could buy nothing
    act(s, Buy(pos=2))
    assert prompt_kind(s) == "DISCOUNT"
    act(s, Discount(force=1))
    assert s.players[1].inf == {"MONEY": 0, "LAW": 0, "FORCE": 1}
    assert s.mats[2].pending == ["B17"] and s.mats[2].buy is None
    assert prompt_kind(s) == "ADVANCE" and pending(s)[0].seat == 2
    act(s, Advance(industry="WAGON"))
    assert s.round == 2 and s.mats[2].porch[-1] == "B17"
    assert [p.third for p in s.players] == [True, False, True]


def test_e10_early_end_when_the_deck_cannot_refill() -> None:
    s = game(3)
    s.round = 4
    s.mats[1].buy = None
    s.mats[3].buy = None
    s.deck = ["B20"]
    sheriff_porch = s.mats[3].porch[-1]
    end_round(s, ScriptedDraws(s.rng), [])
    assert s.over and s.round == 4
    assert s.mats[1].buy == "B20"
    assert s.mats[3].buy == sheriff_porch and s.mats[3].porch == []


def _solo_round() -> object:
    s = game(1)
    clear(s)
    s.mats[2].porch = ["B23"]  # COURTHOUSE is grey in solo: a Gunsmith on its porch
    to_placement(s, turn=0, to_place=3)  # a third posse keeps the round open
    return s


def test_e11_solo_rival_placement() -> None:
    s = _solo_round()
    assert s.mats[2].side == "grey" and s.mats[4].owner == RIVAL  # type: ignore[attr-defined]
    s.players[0].inf = {"MONEY": 0, "LAW": 0, "FORCE": 0}  # type: ignore[attr-defined]
    s.players[0].added = True  # type: ignore[attr-defined]
    s.poker_deck = ["5Ha", *[c for c in s.poker_deck if c != "5Ha"]]  # type: ignore[attr-defined]
    act(s, Place(spot="SHERIFF.LEFTOVER"), dice=[3, 6, 1])  # type: ignore[arg-type]
    leftover = s.spots["SHERIFF.LEFTOVER"]  # type: ignore[attr-defined]
    assert [(p.owner, p.standing) for p in leftover] == [(0, False), (RIVAL, True)]
    act(s, Place(spot="COURTHOUSE.PORCH"), dice=[3])  # type: ignore[arg-type]
    assert s.players[0].inf["FORCE"] == 1 and s.players[0].gunsmith  # type: ignore[attr-defined]
    assert [p.owner for p in s.spots["SALOON.INFLUENCE"]] == [RIVAL]  # type: ignore[attr-defined]
    assert s.spots["SALOON.INFLUENCE"][0].side == "RESOLUTION"  # type: ignore[attr-defined]


def test_e11_variants_of_the_second_roll() -> None:
    for roll, spot in ((6, "COURTHOUSE.PORCH"), (5, "HIDEOUT.PORCH")):
        s = _solo_round()
        s.players[0].inf = {"MONEY": 0, "LAW": 0, "FORCE": 0}  # type: ignore[attr-defined]
        act(s, Place(spot="BANK.INFLUENCE", side="INSTANT"), dice=[4])  # type: ignore[arg-type]
        act(s, Place(spot="COURTHOUSE.PORCH"), dice=[roll, 6, 1])  # type: ignore[arg-type]
        owners = [p.owner for p in s.spots[spot]]  # type: ignore[attr-defined]
        duel = s.duel  # type: ignore[attr-defined]
        assert RIVAL in owners or (duel and duel.attacker == RIVAL and duel.spot == spot)
        if roll == 5:
            assert s.players[0].inf["MONEY"] == 0  # type: ignore[attr-defined]


def test_e12_solo_duel_redraw_then_purchase_and_industry() -> None:
    s = game(1)
    clear(s)
    to_placement(s, turn=0, to_place=1)
    s.players[0].kept = "5St"
    s.players[0].added = True
    s.players[0].inf = {"MONEY": 1, "LAW": 0, "FORCE": 0}
    put(s, "COURTHOUSE.PORCH", 0)
    s.poker_deck = ["4Ha", "1St", *[c for c in s.poker_deck if c not in ("4Ha", "1St")]]
    s.poker_discard = []
    s.flow.clear()
    s.place_step, s.last_spot = "rival", "COURTHOUSE.PORCH"
    s.players[0].to_place = 0
    settle(s, dice=[6, 2, 3])
    assert prompt_kind(s) == "DUEL" and s.duel is not None and s.duel.rival_card == "4Ha"
    act(s, DuelMove(move="RIVAL_REDRAW", pay="MONEY"))
    assert s.duel is None and s.wanted == 0
    assert [(p.owner, p.standing) for p in s.spots["COURTHOUSE.PORCH"]] == [(RIVAL, False), (0, True)]
    assert {"4Ha", "1St"} <= set(s.poker_discard)


def test_e12_phase4_rival_buys_and_advances() -> None:
    s = game(1)
    clear(s)
    put(s, "COURTHOUSE.PORCH", RIVAL, standing=False)
    put(s, "SHERIFF.LEFTOVER", RIVAL)
    s.mats[2].buy, s.mats[3].buy = "B14", "B10"
    s.mats[1].buy = s.mats[5].buy = None
    s.mats[4].buy = "B20"
    s.mats[4].porch = ["B13"]
    kept(s, {0: "1St"})
    s.rival_cards = ["5Ha", "5Te"]
    gaps(s, {5: "5Ho", 0: "5St"})
    at_stage(s, "order")
    set_order(s, [])
    buy_step(s, [])
    assert s.order[0] == RIVAL and s.mats[4].pending == ["B10"] and s.mats[3].buy is None
    assert s.mats[2].buy == "B14"
    s2 = game(1)
    s2.industry = {"MINING": 3, "RAILROAD": 0, "WAGON": 0}
    s2.rival_bought = "B10"
    s2.mats[4].porch = ["B13"]
    from bot.games.tew.solo import rival_advance

    rival_advance(s2, [])
    assert s2.industry["RAILROAD"] == 1


def test_hand_resolved_event_names_the_winner() -> None:
    s = game(2)
    clear(s)
    put(s, "BANK.INFLUENCE", 0, side="INSTANT")
    kept(s, {0: "5Ha", 1: "1St"})
    ev: list = []
    resolve_mat(s, 1, ev)
    assert any(isinstance(e, HandResolved) for e in ev)
    _ = (Decline, Gain, TewDecision)
