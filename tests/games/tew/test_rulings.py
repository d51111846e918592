"""Rulings R04-R49 of the rules file (§9) that change behaviour."""

from __future__ import annotations

import pytest

from bot.games.core.errors import IllegalActionError
from bot.games.tew.actions import (
    Buy,
    CentralBank,
    Convert,
    Decline,
    DuelMove,
    Gain,
    MoveFrom,
    MoveTo,
    Pay,
    Place,
    SheriffPot,
)
from bot.games.tew.board import gain, pay, standing
from bot.games.tew.buy import set_order
from bot.games.tew.placement import place_options
from bot.games.tew.resolution import cards_in_play, hand_winners, resolve_mat, start_effects
from bot.games.tew.rounds import deal_count
from bot.games.tew.state import RIVAL
from tests.games.tew.helpers import (
    act,
    at_stage,
    check,
    clear,
    game,
    gaps,
    kept,
    pending,
    prompt_kind,
    put,
    settle,
    texts,
    to_placement,
    words,
)


def test_r04_rival_not_ranked_at_town_hall_in_multiplayer() -> None:
    s = game(3)
    kept(s, {0: "1St", 1: "2St", 2: "3St"})
    s.rival_cards = ["5Ha"]
    set_order(s, [])
    assert sorted(s.order) == [0, 1, 2] and RIVAL not in s.order


def test_r05_tie_with_rival_goes_to_player() -> None:
    s = game(2)
    clear(s)
    gaps(s, {0: "1Ha", 1: "3St"})
    put(s, "BANK.INFLUENCE", 0, side="INSTANT")
    put(s, "SHERIFF.VALUE", 0, side="PLUS")
    kept(s, {0: "4Ho", 1: "1Te"})
    s.rival_cards = ["5Ho"]
    assert s.players[0].face == "5Ho"
    assert hand_winners(s, 1)[0] == [0]


def test_r06_town_hall_full_tie_uses_natural_hands() -> None:
    s = game(2)
    clear(s)
    gaps(s, {5: "5Te", 0: "1St"})
    put(s, "SHERIFF.VALUE", 1, side="MINUS")
    kept(s, {0: "4Ho", 1: "5Ho"})  # B's 5Ho counts as 4Ho; natural 5Ho breaks the tie
    set_order(s, [])
    assert s.order == [1, 0]


def test_r07_conversion_bonus_is_flat() -> None:
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B12"]
    s.players[0].inf = {"MONEY": 1, "LAW": 0, "FORCE": 1}
    to_placement(s, 0, to_place=2)
    act(s, Place(spot="SHERIFF.PORCH"))
    assert s.players[0].inf["MONEY"] == 3  # n = 0 was forced, still +2


def test_r07_conversion_choice() -> None:
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B13"]
    s.players[0].inf = {"MONEY": 1, "LAW": 3, "FORCE": 1}
    to_placement(s, 0, to_place=2)
    act(s, Place(spot="SHERIFF.PORCH"))
    assert prompt_kind(s) == "CONVERT"
    act(s, Convert(n=2))
    assert s.players[0].inf == {"MONEY": 1, "LAW": 1, "FORCE": 5}


def test_r08_influence_clamps_at_six_and_pays_to_zero() -> None:
    s = game(2)
    assert gain(s, 0, "LAW", 9) == 5 and s.players[0].inf["LAW"] == 6
    pay(s, 0, {"MONEY": 1})
    assert s.players[0].inf["MONEY"] == 0


def test_r09_saloon_pot_is_one_type() -> None:
    s = game(2)
    clear(s)
    put(s, "SALOON.INFLUENCE", 1, side="INSTANT")
    kept(s, {0: "1St", 1: "5Ha"})
    s.rival_cards = ["1Ho"]
    resolve_mat(s, 4, [])
    assert [(p.kind, p.amount) for p in pending(s)] == [("GAIN", 2)]
    act(s, Gain(type="FORCE"))
    assert s.players[1].inf["FORCE"] == 3


def test_r10_losing_attacker_gets_nothing() -> None:
    s = game(2)
    clear(s)
    s.mats[4].porch = ["B20"]  # seat 1 owns the Saloon porch: Water Tower
    put(s, "SALOON.PORCH", 1)
    to_placement(s, 0)
    s.players[0].inf = {"MONEY": 0, "LAW": 0, "FORCE": 0}
    s.players[0].added = True
    money = s.players[1].inf["MONEY"]
    act(s, Place(spot="SALOON.PORCH"), dice=[1, 6])
    assert s.players[0].inf == {"MONEY": 0, "LAW": 0, "FORCE": 0}
    assert s.players[1].inf["MONEY"] == money  # no income either
    assert [(p.owner, p.standing) for p in s.spots["SALOON.PORCH"]] == [(0, False), (1, True)]


def test_r11_resolution_side_needs_standing_and_win_sheriff_needs_standing_only() -> None:
    s = game(2)
    clear(s)
    put(s, "BANK.INFLUENCE", 0, standing=False, side="RESOLUTION")
    put(s, "BANK.INFLUENCE", 1, side="INSTANT")
    put(s, "SHERIFF.VALUE", 0, standing=False, side="PLUS")
    kept(s, {0: "5Ha", 1: "1St"})
    assert s.players[0].face == "5Ha"  # wounded: no modifier
    law = s.players[0].inf["LAW"]
    resolve_mat(s, 1, [])
    assert s.players[0].inf["LAW"] == law  # won the pot (MONEY) but no resolution reward
    assert s.players[0].inf["MONEY"] == 3


def test_r12_income_only_for_others_on_a_porch_with_a_building() -> None:
    s = game(2)
    clear(s)
    s.mats[4].porch = []
    to_placement(s, 0, to_place=3)
    money = s.players[1].inf["MONEY"]
    act(s, Place(spot="SALOON.PORCH"))
    assert s.players[1].inf["MONEY"] == money  # empty porch: no income
    s.mats[1].porch = ["B16"]
    act(s, Place(spot="BANK.PORCH"))
    assert s.players[0].inf["MONEY"] == 1  # own porch: no income
    s2 = game(2)
    clear(s2)
    s2.mats[4].porch = ["B16"]
    to_placement(s2, 0)
    act(s2, Place(spot="SALOON.PORCH"))
    assert s2.players[1].inf["MONEY"] == 2


def test_r13_per_spot_and_own_wounded() -> None:
    s = game(2)
    clear(s)
    put(s, "BANK.INFLUENCE", 0, side="INSTANT")
    put(s, "SALOON.INFLUENCE", 0, standing=False)
    put(s, "SALOON.INFLUENCE", 1, standing=False)
    to_placement(s, 0)
    spots = {a.spot for a in place_options(s, 0)}  # type: ignore[attr-defined]
    assert "BANK.INFLUENCE" not in spots and "BANK.PORCH" in spots
    assert "SALOON.INFLUENCE" in spots
    with pytest.raises(IllegalActionError) as refused:
        check(s, 0, Place(spot="BANK.INFLUENCE", side="INSTANT"))
    assert "already have a standing posse" in words(refused.value.msg)


def test_r14_reroll_replaces_die_and_keeps_card_bonus() -> None:
    s = game(2)
    clear(s)
    put(s, "BANK.INFLUENCE", 0, side="INSTANT")
    to_placement(s, 1)
    kept(s, {0: "5Ha", 1: "3Te"}, revealed=False)
    s.players[1].inf["FORCE"] = 3
    act(s, Place(spot="BANK.INFLUENCE", side="INSTANT"), dice=[1, 6])
    act(s, DuelMove(move="REVEAL"))
    assert s.duel is not None and s.duel.a_bonus == 3
    act(s, DuelMove(move="REROLL"), dice=[2])
    assert s.duel is not None and (s.duel.a_die, s.duel.a_bonus) == (2, 3)


def test_r15_wounded_only_spot_is_open_without_duel() -> None:
    s = game(2)
    clear(s)
    put(s, "BANK.INFLUENCE", 0, standing=False)
    to_placement(s, 1)
    act(s, Place(spot="BANK.INFLUENCE", side="INSTANT"))
    assert s.duel is None and standing(s, "BANK.INFLUENCE").owner == 1  # type: ignore[union-attr]


def test_r16_no_legal_spot_sits_out() -> None:
    s = game(2)
    clear(s)
    s.players[0].outhouse = True
    for spot in s.spots:
        put(s, spot, 1)
    to_placement(s, 0, to_place=2)
    settle(s)
    assert s.players[0].to_place == 0 and s.stage != "place"


def test_r17_in_play_uses_current_faces() -> None:
    s = game(2)
    clear(s)
    s.gaps = ["1Ha", "2Ha", "3Ha", "4Ha", "5Ha", "1Te"]
    s.rival_cards = ["2Te"]
    put(s, "SHERIFF.SUIT", 0, side="DOWN")
    kept(s, {0: "3St", 1: "5St"})
    assert s.players[0].face == "3Ha"
    played = cards_in_play(s)
    assert sum(1 for c in played if c.endswith("Ha")) == 6
    s.mats[3].porch = ["B21"]
    put(s, "SHERIFF.PORCH", 0)
    prompts = start_effects(s, 0, [])
    assert [(p.amount, words(p.source)) for p in prompts] == [(3, "Hat Shop")]


def test_r18_purchase_is_pending_until_end_of_phase4() -> None:
    s = game(2)
    clear(s)
    s.mats[1].porch = ["B20"]
    s.mats[1].buy = "B16"
    put(s, "BANK.INFLUENCE", 0, side="INSTANT")
    kept(s, {0: "5Ha", 1: "1St"})
    at_stage(s, "order")
    settle(s)
    assert prompt_kind(s) == "BUY"
    act(s, Buy(pos=1))
    assert s.mats[1].porch == ["B20"] and s.mats[1].pending == ["B16"]
    assert s.mats[1].buy is None


def test_r19_r33_central_bank_is_extra_and_counts_for_third_posse() -> None:
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B10"]
    s.mats[5].buy = "B16"  # 1L 1F 1M
    s.players[0].inf = {"MONEY": 3, "LAW": 1, "FORCE": 1}
    to_placement(s, 0)
    act(s, Place(spot="SHERIFF.PORCH"))
    assert prompt_kind(s) == "BANK"
    act(s, CentralBank(pos=5, pay="MONEY"))
    assert s.mats[0 + 1].pending == ["B16"] and s.players[0].bought_round
    assert s.players[0].p4_buys == 0 and s.mats[5].buy is not None  # refilled at once (R27)


def test_r20_leftover_is_a_phase4_purchase_after_regulars() -> None:
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B01"]  # Appraiser on the Sheriff's porch
    put(s, "SHERIFF.PORCH", 0)
    put(s, "SHERIFF.LEFTOVER", 0)
    s.mats[5].buy = "B16"
    s.players[0].inf = {"MONEY": 1, "LAW": 1, "FORCE": 1}
    kept(s, {0: "5Ha", 1: "1St"})
    at_stage(s, "order")
    s.mats[3].buy = None
    settle(s)
    assert prompt_kind(s) == "LEFTOVER"
    act(s, Buy(pos=5))
    assert s.players[0].inf["MONEY"] >= 1  # Appraiser: + VP (1) MONEY after paying


def test_r21_central_bank_shortfall_ends_after_the_round() -> None:
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B10"]
    s.deck = []
    s.players[0].inf = {"MONEY": 6, "LAW": 6, "FORCE": 6}
    to_placement(s, 0)
    act(s, Place(spot="SHERIFF.PORCH"))
    bid = s.mats[2].buy
    act(s, CentralBank(pos=2, pay="MONEY"))
    assert s.end_pending and s.mats[2].buy is None and not s.over
    assert bid in s.mats[1].pending


def test_r23_no_advance_is_skipped() -> None:
    s = game(2)
    s.industry = {"MINING": 3, "RAILROAD": 2, "WAGON": 2}
    kept(s, {0: "5Ha", 1: "1St"})
    clear(s)
    at_stage(s, "industry")
    s.order = [0, 1]
    s.round = 6
    ev = settle(s)
    assert any("No industry" in texts([e])[0] for e in ev) and s.over


def test_r27_central_bank_refills_the_sheriff_slot_from_the_deck() -> None:
    s = game(2)
    clear(s)
    s.mats[2].porch = ["B10"]  # the grey Courthouse porch
    s.players[0].inf = {"MONEY": 6, "LAW": 6, "FORCE": 6}
    porch = list(s.mats[3].porch)
    top = s.deck[0]
    to_placement(s, 0)
    act(s, Place(spot="COURTHOUSE.PORCH"))
    act(s, CentralBank(pos=3, pay="LAW"))
    assert s.mats[3].buy == top and s.mats[3].porch == porch


def test_r28_barber_targets_only_unoccupied_colour_porches_with_two_cards() -> None:
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B09"]
    s.mats[1].porch = ["B20", "B16"]
    s.mats[4].porch = ["B14", "B12", "B13"]
    put(s, "BANK.PORCH", 1)
    to_placement(s, 0)
    act(s, Place(spot="SHERIFF.PORCH"))
    from bot.games.tew.actions import PickBuilding, PickPorch
    from tests.games.tew.helpers import legal_actions

    assert legal_actions(s, 0) == [PickPorch(pos=4), Decline()]
    act(s, PickPorch(pos=4))
    act(s, PickBuilding(building="B14"))
    assert s.mats[4].porch == ["B12", "B13", "B14"]


def test_r29_doctor_moves_a_wounded_posse_to_an_empty_spot() -> None:
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B11"]
    put(s, "BANK.INFLUENCE", 0, standing=False)
    put(s, "BANK.INFLUENCE", 1)
    to_placement(s, 0)
    act(s, Place(spot="SHERIFF.PORCH"))
    act(s, MoveFrom(spot="BANK.INFLUENCE"))
    from tests.games.tew.helpers import legal_actions

    dests = {a.spot for a in legal_actions(s, 0)}  # type: ignore[attr-defined]
    assert "SALOON.PORCH" in dests and "BANK.INFLUENCE" not in dests
    act(s, MoveTo(spot="SALOON.INFLUENCE", side="INSTANT"))
    assert standing(s, "SALOON.INFLUENCE").owner == 0  # type: ignore[union-attr]
    assert prompt_kind(s) == "GAIN"  # the Saloon instant side: a full arrival


def test_r30_gambler_and_scout_deal_counts() -> None:
    s = game(2)
    p = s.players[0]
    p.boss, p.third = "BS2", False
    assert deal_count(p) == 2
    p.third = True
    assert deal_count(p) == 3
    p.boss, p.inf = "BS4", {"MONEY": 2, "LAW": 2, "FORCE": 2}
    assert deal_count(p) == 2
    p.inf["LAW"] = 1
    assert deal_count(p) == 3


def test_r31_start_effects_wanted_then_boss_then_hourglass() -> None:
    s = game(2)
    clear(s)
    s.players[0].boss = "BS8"
    s.wanted = 0
    put(s, "BANK.INFLUENCE", 1, standing=False)
    s.mats[3].porch = ["B25"]
    put(s, "SHERIFF.PORCH", 0)
    kept(s, {0: "1St", 1: "2St"})
    ev: list = []
    prompts = start_effects(s, 0, ev)
    assert [(words(p.source), p.amount) for p in prompts] == [
        ("the Wanted card", 1), ("the Undertaker", 1)]
    assert s.players[0].inf["LAW"] == 1  # the Church pays only without the Wanted card


def test_r32_tied_sheriff_winners_each_choose() -> None:
    s = game(2)
    clear(s)
    gaps(s, {2: "1Ha", 3: "2Ha"})
    put(s, "SHERIFF.LEFTOVER", 0)
    put(s, "SHERIFF.SUIT", 1, side="UP")
    kept(s, {0: "5Te", 1: "5Ho"})
    assert s.players[1].face == "5Te"
    resolve_mat(s, 3, [])
    assert [(p.kind, p.seat) for p in pending(s)] == [("SHERIFF_POT", 0), ("SHERIFF_POT", 1)]
    act(s, SheriffPot(choice="POSSE"))
    act(s, SheriffPot(choice="INFLUENCE"))
    assert s.players[0].posse_reward and s.players[1].inf["LAW"] == 2


def test_r34_post_office_beats_the_solo_rival() -> None:
    s = game(1)
    clear(s)
    s.mats[3].porch = ["B05"]
    put(s, "SHERIFF.PORCH", 0)
    kept(s, {0: "1St"})
    s.rival_cards = ["5Ha", "5Te"]
    s.players[0].inf["LAW"] = 2
    at_stage(s, "post_office")
    settle(s)
    assert prompt_kind(s) == "POST_OFFICE"
    ev = act(s, Pay(type="LAW"))
    from bot.games.tew.events_round import (
    TownHallOrdered,
)

    orders = [e.order for e in ev if isinstance(e, TownHallOrdered)]
    assert orders == [(0, RIVAL)]


def test_r35_wounded_compete_for_pot_not_resolution() -> None:
    s = game(4)
    clear(s)
    put(s, "HIDEOUT.INFLUENCE", 0, standing=False, side="RESOLUTION")
    put(s, "HIDEOUT.INFLUENCE", 1, side="INSTANT")
    kept(s, {0: "5Ha", 1: "1St", 2: "1Ho", 3: "1Te"})
    force, money = s.players[0].inf["FORCE"], s.players[0].inf["MONEY"]
    resolve_mat(s, 5, [])
    assert s.players[0].inf["FORCE"] == force + 2 and s.players[0].inf["MONEY"] == money


def test_r36_difficulty_buildings_score_for_the_rival() -> None:
    from bot.games.tew.scoring import scores
    from bot.games.tew.setup import setup
    from bot.games.tew.state import TewOptions

    s = setup(1, 3, TewOptions(difficulty="EPIC"))
    assert scores(s)[RIVAL].n_buildings == 4


def test_r37_solo_full_tie_is_a_draw() -> None:
    from bot.games.tew.scoring import result

    s = game(1)
    for m in s.mats:
        m.porch, m.pending = [], []
    s.over = True
    r = result(s)
    assert r is not None and r.standings[0].place == 2 and "draw" in words(r.summary)


def test_r38_rival_fallbacks() -> None:
    from bot.games.tew.solo import choose_spot

    s = game(1)
    clear(s)
    put(s, "SHERIFF.LEFTOVER", RIVAL)
    s.last_spot = "SHERIFF.VALUE"
    assert choose_spot(s, 6) == "SALOON.INFLUENCE"  # already on the Sheriff: search from 3
    put(s, "HIDEOUT.PORCH", 0)
    s.players[0].outhouse = True
    assert choose_spot(s, 5) == "BANK.INFLUENCE"  # Outhouse-blocked Hideout is skipped


def test_r39_solo_duel_only_the_human_acts() -> None:
    s = game(1)
    clear(s)
    put(s, "BANK.INFLUENCE", RIVAL, side="RESOLUTION")
    to_placement(s, 0, to_place=3)
    s.poker_deck = ["1St", *[c for c in s.poker_deck if c != "1St"]]
    act(s, Place(spot="BANK.INFLUENCE", side="INSTANT"), dice=[6, 1, 4])
    assert s.duel is None and s.wanted == 0  # the Rival lost at once and took no action


def test_r40_rival_buys_free_highest_vp_lowest_position() -> None:
    from bot.games.tew.solo import rival_buy

    s = game(1)
    clear(s)
    put(s, "BANK.INFLUENCE", RIVAL, standing=False)
    put(s, "HIDEOUT.PORCH", RIVAL)
    s.mats[1].buy, s.mats[5].buy, s.mats[2].buy = "B14", "B26", "B10"
    rival_buy(s, [])
    assert s.mats[4].pending == ["B14"] and s.mats[2].buy == "B10"


def test_r41_rival_industry_last_resort_order() -> None:
    from bot.games.tew.solo import rival_advance

    s = game(1)
    s.mats[4].porch = []
    s.industry = {"MINING": 3, "RAILROAD": 0, "WAGON": 0}
    rival_advance(s, [])
    assert s.industry["RAILROAD"] == 1


def test_r42_empty_poker_deck_reshuffles_discards() -> None:
    from bot.games.core.rng import Draws
    from bot.games.tew.duels import draw_poker

    s = game(1)
    old = list(s.poker_deck)
    s.poker_discard, s.poker_deck = old, []
    card = draw_poker(s, Draws(s.rng))
    assert card in old and sorted([card, *s.poker_deck]) == sorted(old)
    assert s.poker_discard == []


def test_r43_auction_draws_are_private() -> None:
    from bot.games.tew.spec import TEW
    from tests.games.playout import visible_text
    from tests.games.tew.hidden import hidden_identities as secrets

    s = game(2)
    clear(s)
    s.mats[3].porch = ["B08"]
    s.deck = ["B15", "B29", *[b for b in s.deck if b not in ("B15", "B29")]]
    s.players[0].inf = {"MONEY": 6, "LAW": 6, "FORCE": 6}
    to_placement(s, 0, to_place=2)
    ev = act(s, Place(spot="SHERIFF.PORCH"))
    ev = act(s, Pay(type="MONEY"))
    assert prompt_kind(s) == "AUCTION_PICK"
    assert "Grand Hotel" in secrets(s)[0]
    assert "Grand Hotel" not in visible_text(TEW, s, 1)
    assert "Grand Hotel" in visible_text(TEW, s, 0)
    assert all(e.visible_to == (0,) for e in ev if "looked at" in texts([e])[0])


def test_r44_outhouse_protects_and_forbids_attacks() -> None:
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B16"]
    put(s, "BANK.INFLUENCE", 1, side="INSTANT")
    to_placement(s, 0, to_place=2)
    act(s, Place(spot="SHERIFF.PORCH"))
    assert s.players[0].outhouse
    assert all(a.spot != "BANK.INFLUENCE" for a in place_options(s, 0))  # type: ignore[attr-defined]
    assert all(a.spot != "SHERIFF.PORCH" for a in place_options(s, 1))  # type: ignore[attr-defined]


def test_r45_no_income_on_grey_or_sheriff_porch() -> None:
    s = game(2)
    clear(s)
    s.mats[5].porch = ["B16"]
    to_placement(s, 0)
    money = [p.inf["MONEY"] for p in s.players]
    act(s, Place(spot="HIDEOUT.PORCH"))
    assert s.players[1].inf["MONEY"] == money[1] and s.players[0].inf["MONEY"] == money[0] + 1


def test_r46_cowgirl_counts_any_standing_porch() -> None:
    s = game(3)
    clear(s)
    s.players[0].boss = "BS5"
    put(s, "SHERIFF.PORCH", 0)
    put(s, "HIDEOUT.PORCH", 0)
    put(s, "BANK.PORCH", 0, standing=False)
    kept(s, {0: "1St", 1: "2St", 2: "3St"})
    prompts = start_effects(s, 0, [])
    assert [(words(p.source), p.amount) for p in prompts] == [("the Cowgirl", 2)]


def test_r48_discount_only_on_first_phase4_purchase() -> None:
    from bot.games.tew.acquire import discount_for

    s = game(2)
    clear(s)
    s.mats[3].porch = ["B04"]
    put(s, "SHERIFF.PORCH", 0)
    assert discount_for(s, 0, "B03") == 2
    s.players[0].p4_buys = 1
    assert discount_for(s, 0, "B03") == 0


def test_r49_pot_once_per_player() -> None:
    s = game(2)
    clear(s)
    put(s, "BANK.INFLUENCE", 0, side="INSTANT")
    put(s, "BANK.PORCH", 0)
    kept(s, {0: "5Ha", 1: "1St"})
    s.rival_cards = ["1Ho"]
    money = s.players[0].inf["MONEY"]
    resolve_mat(s, 1, [])
    assert s.players[0].inf["MONEY"] == money + 2


# --- extra rulings of bot/games/tew/RULINGS.md -------------------------------------------


def test_x01_single_option_prompts_are_not_asked() -> None:
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B28"]  # Bounty Office without 2 FORCE: only Decline
    s.players[0].inf = {"MONEY": 1, "LAW": 1, "FORCE": 1}
    to_placement(s, 0, to_place=2)
    act(s, Place(spot="SHERIFF.PORCH"))
    assert prompt_kind(s) == "PLACE"


def test_x03_views_show_the_face_as_value_and_suit() -> None:
    from bot.games.tew.project import table_view as view

    s = game(2)
    clear(s)
    put(s, "SHERIFF.VALUE", 0, side="MINUS")
    kept(s, {0: "5St", 1: "1Ha"})
    me = view(s).players[0]
    assert (me.kept, me.face_value, me.face_suit) == ("5St", 4, "STEER")
    assert "4St" not in view(s).model_dump_json()


def test_x04_moved_posse_cannot_return_to_its_spot() -> None:
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B27"]
    put(s, "SHERIFF.VALUE", 0, side="PLUS")
    to_placement(s, 0, to_place=2)
    act(s, Place(spot="SHERIFF.PORCH"))
    act(s, MoveFrom(spot="SHERIFF.VALUE"))
    from tests.games.tew.helpers import legal_actions

    assert all(a.spot != "SHERIFF.VALUE" for a in legal_actions(s, 0))  # type: ignore[attr-defined]


def test_x05_bounty_office_not_offered_to_the_holder() -> None:
    s = game(2)
    clear(s)
    s.wanted = 0
    s.mats[3].porch = ["B28"]
    s.players[0].inf = {"MONEY": 0, "LAW": 0, "FORCE": 4}
    to_placement(s, 0, to_place=2)
    act(s, Place(spot="SHERIFF.PORCH"))
    assert prompt_kind(s) == "PLACE" and s.players[0].inf["FORCE"] == 4


def test_x06_reshuffled_discards_stop_being_secret() -> None:
    from bot.games.core.rng import Draws
    from bot.games.tew.duels import draw_poker
    from tests.games.tew.hidden import hidden_identities as secrets

    s = game(1)
    act(s, legal_actions_first(s))
    assert secrets(s)[0] >= set(s.players[0].discards) != set()
    s.poker_deck = []
    draw_poker(s, Draws(s.rng), [])
    assert s.players[0].discards == [] and secrets(s)[0] == {s.players[0].kept}


def legal_actions_first(s):  # type: ignore[no-untyped-def]
    from tests.games.tew.helpers import legal_actions

    return legal_actions(s, 0)[0]


def test_x07_default_boss_is_deterministic_and_legal() -> None:
    from bot.games.tew.setup import setup
    from bot.games.tew.state import TewOptions
    from tests.games.tew.helpers import default_action, legal_actions

    s = setup(2, 11, TewOptions(boss_mode="choose"))
    d = default_action(s, 0)
    assert d in legal_actions(s, 0) and d == default_action(s, 0)


def test_x08_rancher_not_asked_without_influence() -> None:
    s = game(2)
    s.players[0].boss = "BS3"
    s.players[0].inf = {"MONEY": 0, "LAW": 0, "FORCE": 0}
    from tests.games.tew.helpers import legal_actions

    for p in s.players:
        act(s, legal_actions(s, p.seat)[0], seat=p.seat)
    assert prompt_kind(s) == "PLACE"


def test_x09_defaults_follow_section_8() -> None:
    from tests.games.tew.helpers import default_action

    s = game(4)
    s.players[0].options = ["2Ha", "5St", "4Te"]
    assert default_action(s, 0).card == "5St"  # type: ignore[attr-defined]
    clear(s)
    put(s, "BANK.INFLUENCE", 1, side="INSTANT")
    to_placement(s, 0)
    assert default_action(s, 0) == Place(spot="BANK.PORCH")
