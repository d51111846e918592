"""Every worked example of the rules file (§12) with its exact numbers."""

from __future__ import annotations

import pytest

from bot.games.core import GameError, IllegalActionError, step
from bot.games.legends.actions import Buy, Declare, Move, PlaceDisc, Revel, Simple
from bot.games.legends.events import FightRevealed, Moved, Secret, TurnStarted
from bot.games.legends.scoring import scores
from bot.games.legends.spec import LEGENDS
from bot.games.legends.state import LegendsDecision, LegendsState, Options, Player
from bot.games.legends.story import placements
from bot.games.legends.turn import hand_limit
from tests.games.legends.helpers import act, acts, asked, example_1_duel, give, stack, table
from tests.support.words import STRICT


def test_example_1_duel_annie_vs_bass() -> None:
    s = example_1_duel()
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "duel", "card": "KD"})
    assert s.actions == 2 and s.players[0].fought == [1]
    assert asked(s) == [(1, "answer")]
    s = act(s, 1, {"kind": "answer", "how": "fight", "card": "QC"})
    assert asked(s) == [(1, "annie")]
    s, events = acts(s, 1, {"kind": "pick", "card": "3C"})
    peek = [e for e in events if isinstance(e, Secret) and e.what == "peek"]
    assert peek[0].detail == "2S 9H" and peek[0].visible_to == (0,)
    reveal = next(e for e in events if isinstance(e, FightRevealed))
    assert (reveal.mine, reveal.theirs) == (12, 12)
    # neither holds a fight reaction, so both passes are taken without asking
    assert s.fight is None
    assert s.players[0].lp == 8
    assert s.players[1].wounds == 1 and len(s.players[1].hand) == 3
    assert s.discard[-3:] == ["3C", "KD", "QC"]
    with pytest.raises(IllegalActionError):
        LEGENDS.check(s, 0, Declare(target=1, type="duel", card="5H"))


def poker_example_2(drawn: int) -> tuple[object, object]:
    s = table(3, ["wild_bill_hickok", "doc_holliday", "calamity_jane"],
              ["DK07", "DK01", "RF02"])
    a, b, _ = s.players
    a.lp, a.money, b.lp, b.money = 6, 40, 3, 70
    give(s, 0, ["KS", "KH", "4C"])
    give(s, 1, ["9S", "6D"])
    give(s, 2, [])
    stack(s, ["7D", "2C", "9H", "9D", "9C", "8S"])
    s.rng.drawn = drawn
    s = act(s, 0, {"kind": "do", "what": "poker"})
    assert s.players[0].money == 30 and asked(s) == [(1, "join")]
    s = act(s, 1, {"kind": "decide", "yes": True})
    assert s.players[1].money == 60
    assert s.poker is not None and s.poker.pot == 70 and s.poker.flop == ["9H", "9D", "9C"]
    assert sorted(asked(s)) == [(0, "hand"), (1, "hand")]
    s = act(s, 0, {"kind": "pair", "cards": ["KH", "KS"]})
    s = act(s, 1, {"kind": "pair", "cards": ["2C", "9S"]})
    return s, s.players


def test_example_2_poker_joiner_cheat_cap_wild_bill() -> None:
    for drawn in range(200):
        s, _ = poker_example_2(drawn)
        if "KH" in s.players[0].hand:  # the scripted random keep: KH
            break
    assert s.players[0].money == 30 and s.players[0].lp == 6
    assert sorted(s.players[0].hand) == sorted(["4C", "7D", "8S", "KH"])
    assert s.players[1].money == 120 and s.players[1].lp == 3
    assert s.players[1].hand == ["6D"]
    assert sorted(s.discard[-6:]) == sorted(["KS", "9S", "2C", "9H", "9D", "9C"])


def test_example_3_dealer_tie_won_by_active() -> None:
    s = table(3, ["stagecoach_mary_fields", "bass_reeves", "kit_carson"],
              ["RF04", "RF06", "CJ03"])
    s.players[0].lp, s.players[0].money = 2, 20
    s.players[1].money = 30
    give(s, 0, ["QS", "QH"])
    give(s, 1, ["5D"])
    give(s, 2, ["AS", "2H"])
    stack(s, ["5C", "QC", "QD", "3S", "4C", "KH", "7D", "2D"])
    s = act(s, 0, {"kind": "do", "what": "poker"})
    s = act(s, 1, {"kind": "decide", "yes": False})
    assert s.poker is not None and s.poker.dealer == 2
    assert s.poker.dealer_hand == ["QC", "QD", "3S", "4C"] and s.poker.pot == 60
    assert s.poker.flop == ["KH", "7D", "2D"]
    s = act(s, 0, {"kind": "pair", "cards": ["QH", "QS"]})
    assert s.players[0].money == 70 and s.players[0].lp == 3
    assert s.players[0].hand == ["5C"]
    assert sorted(s.players[2].hand) == ["2H", "AS"]
    assert sorted(s.discard[-9:]) == sorted(["QS", "QH", "QC", "QD", "3S", "4C", "KH", "7D",
                                             "2D"])


def test_example_4_bank_heist_by_a_marshal() -> None:
    s = table(3, ["wyatt_earp", "bass_reeves", "kit_carson"], ["DK10", "DK01", "DK01"],
              npc_choice_mode="auto_strongest")
    p = s.players[0]
    p.lp, p.mp, p.money, p.weapons, p.weapon = 3, 2, 30, {"revolver": False}, "revolver"
    give(s, 0, ["AC", "6H", "4S"])
    s.fight_deck = ["FJ", "F9", "F4"] + [c for c in s.fight_deck if c not in ("FJ", "F9", "F4")]
    s = act(s, 0, {"kind": "do", "what": "heist"})
    s = act(s, 0, {"kind": "pick", "card": "AC"})
    # seat 0 holds Stick 'Em Up (4S), a fight reaction: it passes
    assert asked(s) == [(0, "react")]
    s = act(s, 0, {"kind": "react"})
    p = s.players[0]
    assert p.money == 120 and p.mp == 0 and p.wp == 3 and len(p.hand) == 3
    assert sorted(s.fight_deck[-3:]) == ["F4", "F9", "FJ"] and len(s.fight_deck) == 13
    assert "AC" in s.discard
    from bot.games.legends.actions import Simple

    with pytest.raises(IllegalActionError):
        LEGENDS.check(s, 0, Simple(what="heist"))
    s = act(s, 0, {"kind": "do", "what": "end"})
    assert s.players[0].lp == 4


def test_example_5_arrest_by_a_player() -> None:
    s = table(2, ["bass_reeves", "billy_the_kid"], ["SV03", "SV03"])
    s.sheriff = "RF08"
    a, b = s.players
    a.mp, a.money, a.weapons, a.weapon = 1, 10, {"revolver": True}, "revolver"
    b.wp, b.money, b.gold, b.cattle = 2, 50, 3, "B3"
    s.ranches["blue"].remove("B3")
    give(s, 0, ["QS", "4D"])
    give(s, 1, ["10H", "6C"])
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "arrest", "card": "QS"})
    s, events = acts(s, 1, {"kind": "answer", "how": "fight", "card": "10H"})
    reveal = next(e for e in events if isinstance(e, FightRevealed))
    assert (reveal.mine, reveal.theirs) == (12, 9)
    a, b = s.players
    assert a.mp == 2 and a.money == 30
    assert b.space == "DK01" and s.sheriff == "DK01" and b.wp == 0 and b.money == 20
    assert b.gold == 1 and b.cattle is None and b.wounds == 1
    assert "B3" in s.ranches["blue"] and b.hand[0] == "6C" and len(b.hand) == 2


def test_example_6_story_resolution_and_sheriff_arrest() -> None:
    s = table(3, ["bass_reeves", "kit_carson", "billy_the_kid"], ["DK09", "RF06", "SV03"],
              npc_choice_mode="auto_strongest")
    s.story["L"] = ["S16"] + [c for c in s.story["L"] if c != "S16"]
    s.story["R"] = [c for c in s.story["R"] if c != "S16"]
    s.players[1].discs = ["L", ""]
    s.bandits = ["NR01"]
    c = s.players[2]
    c.wp, c.money, c.lp = 4, 30, 3
    give(s, 2, ["5C", "10D", "JC"])
    give(s, 0, [])
    give(s, 1, [])
    s.fight_deck = ["F3", "F7", "FQ", "F2"] + [x for x in s.fight_deck
                                                if x not in ("F3", "F7", "FQ", "F2")]
    stack(s, ["8D", "6S", "2H", "4H", "9D"])
    s = act(s, 0, {"kind": "move", "to": "DK10"})
    s = act(s, 0, {"kind": "disc", "slot": "L"})
    s = act(s, 0, {"kind": "do", "what": "end"})
    # the story card resolved: rewards drawn, gang B spawned on DX01; seat 0 walks the
    # Sheriff 5 steps by default toward seat 2
    assert s.players[0].hand == ["8D", "6S"] and s.players[1].hand == ["2H", "4H"]
    assert s.bandits == ["DX01", "NR01"]
    path = []
    while asked(s) == [(0, "walk")]:
        step = LEGENDS.default_action(s, 0)
        path.append(step.to)  # type: ignore[union-attr]
        s = act(s, 0, step)
    assert path == ["DK07", "DK08", "SV09", "SV03"]
    assert asked(s) == [(2, "sheriff_discard")]
    s = act(s, 2, LEGENDS.default_action(s, 2))
    assert "5C" in s.discard
    assert asked(s) == [(2, "commit")]
    s = act(s, 2, {"kind": "pick", "card": "10D"})
    assert asked(s) == [(2, "react")]
    s = act(s, 2, {"kind": "react", "card": "JC"})  # 11 vs 12; no reaction left: passes
    c = s.players[2]
    assert c.space == "DK01" and s.sheriff == "DK01" and c.wp == 0 and c.money == 10
    assert c.wounds == 1 and c.hand[0] == "9D" and len(c.hand) == 2
    assert sorted(s.fight_deck[-4:]) == ["F2", "F3", "F7", "FQ"]
    assert s.players[0].discs == ["", ""] and s.players[1].discs == ["", ""]
    assert s.story["L"][0] != "S16"


def test_example_7_bandit_fight_kit_carson_f9() -> None:
    s = table(2, ["bass_reeves", "kit_carson"], ["DK01", "SH03"], active=1,
              npc_choice_mode="auto_strongest")
    k = s.players[1]
    k.lp, k.money = 6, 20
    give(s, 1, ["9C", "3H", "5S"])
    s.bandits = ["SH04"]
    s.fight_deck = ["F5", "F9"] + [x for x in s.fight_deck if x not in ("F5", "F9")]
    s = act(s, 1, {"kind": "move", "to": "SH04"})
    s, events = acts(s, 1, {"kind": "pick", "card": "9C"})
    reveal = next(e for e in events if isinstance(e, FightRevealed))
    assert (reveal.other, reveal.mine, reveal.theirs) == ("F9", 9, 8)
    assert asked(s) == [(1, "fight_card")]
    s = act(s, 1, {"kind": "choose", "option": "money"})
    k = s.players[1]
    assert k.space == "SH04" and k.lp == 7 and k.mp == 0 and k.money == 30
    assert k.hand == ["3H", "5S"] and s.bandits == []
    assert sorted(s.fight_deck[-2:]) == ["F5", "F9"]
    assert asked(s) == [(1, "action")]  # no extra space, no Sprint after a bandit stop


def test_example_8a_marshal_track() -> None:
    s = table(2, ["bass_reeves", "kit_carson"], ["SV06", "DK01"])
    p = s.players[0]
    p.mp, p.money, p.lp, p.cattle = 1, 30, 4, "G5"
    s.ranches["green"].remove("G5")
    give(s, 0, ["7C"])
    s = act(s, 0, {"kind": "move", "to": "SV05"})
    assert asked(s) == [(0, "post")]
    s = act(s, 0, {"kind": "decide", "yes": True})
    assert s.players[0].mp == 2 and s.players[0].money == 90
    s = act(s, 0, {"kind": "card", "card": "7C"})
    p = s.players[0]
    assert p.mp == 3 and p.money == 90 and p.lp == 6 and "G5" in s.ranches["green"]


def test_example_8b_wanted_track() -> None:
    s = table(2, ["jesse_james", "kit_carson"], ["SV03", "SV03"])
    s.players[0].wp, s.players[0].lp = 5, 2
    give(s, 0, ["AH", "3S"])
    give(s, 1, [])
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "rob", "card": "AH"})
    # seat 1 has no card: it must decline
    s = act(s, 1, {"kind": "answer", "how": "decline"})
    assert s.players[0].wp == 6 and len(s.players[0].hand) == 2
    s = act(s, 0, {"kind": "do", "what": "end"})
    assert s.players[0].lp == 4


def test_example_9_rob_by_a_marshal() -> None:
    s = table(2, ["bass_reeves", "kit_carson"], ["SV03", "SV03"])
    a, b = s.players
    a.mp, a.money = 4, 20
    b.money, b.gold, b.cattle = 50, 3, "G2"
    s.ranches["green"].remove("G2")
    give(s, 0, ["AH", "3S"])
    give(s, 1, ["7H", "2D"])
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "rob", "card": "AH"})
    s = act(s, 1, {"kind": "answer", "how": "fight", "card": "7H"})
    assert asked(s) == [(0, "rob")]
    s = act(s, 0, {"kind": "choose", "option": "money"})
    a, b = s.players
    assert a.wp == 1 and a.mp == 0 and a.money == 50 and a.cattle == "G2"
    assert b.money == 20 and b.gold == 3 and b.cattle is None and b.wounds == 1
    lp = a.lp
    s = act(s, 0, {"kind": "do", "what": "end"})
    assert s.players[0].lp == lp + 1


def run_to_end(s: LegendsState) -> list[int]:
    """Play defaults (income, end the turn) until the game is over; the turns taken."""
    turns: list[int] = []
    while s.phase != "over":
        seat = min(LEGENDS.to_act(s))
        done = step(LEGENDS, s, seat, LEGENDS.default_action(s, seat))
        turns += [e.seat for e in done.events if isinstance(e, TurnStarted)]
        s = done.state
    return turns


@pytest.mark.parametrize(("trigger", "after"), [
    (3, [4, 0, 1, 2, 3, 4]), (4, [0, 1, 2, 3, 4]), (0, [1, 2, 3, 4, 0, 1, 2, 3, 4])])
def test_example_10_end_trigger(trigger: int, after: list[int]) -> None:
    s = table(5, ["bass_reeves", "kit_carson", "wyatt_earp", "y_b_rowdy", "doc_holliday"],
              ["DK01"] * 5, active=trigger, target_lp=15)
    s.round = 9
    s.players[trigger].lp = 14
    give(s, trigger, ["QC"])
    s = act(s, trigger, {"kind": "card", "card": "QC"})
    assert s.end_round == 10
    assert run_to_end(s) == after


def test_example_10_trigger_on_another_players_turn() -> None:
    s = table(5, ["bass_reeves", "kit_carson", "wyatt_earp", "y_b_rowdy", "doc_holliday"],
              ["DK01"] * 5, active=3, target_lp=15)
    s.round = 9
    s.players[2].lp = 14
    from bot.games.legends.gains import lp

    lp(s, 2, 1, [])
    assert s.end_round == 10 and s.triggered_by == 2


def test_example_11_final_scoring_and_tie_break() -> None:
    s = table(3, ["bass_reeves", "jesse_james", "kit_carson"], ["DK01"] * 3)
    a, b, c = s.players
    a.lp, a.mounts, a.weapons, a.money, a.wounds, a.mp = 18, {"mustang": True}, \
        {"revolver": True}, 110, 1, 5
    b.lp, b.mounts, b.weapons, b.money, b.wounds, b.wp = 18, {}, {}, 120, 0, 7
    c.lp, c.weapons, c.money, c.wounds, c.wp = 19, {"rifle": True}, 50, 2, 4
    assert [x.total for x in scores(s)] == [23, 23, 20]
    s.phase = "over"
    r = LEGENDS.result(s)
    assert r is not None and r.winners() == [1]
    c.wp = 7
    assert [x.total for x in scores(s)] == [23, 21, 20]
    r = LEGENDS.result(s)
    assert r is not None and r.winners() == [0]


def test_example_12a_prospect_with_miners_map() -> None:
    for drawn in range(3000):
        s = table(2, ["bass_reeves", "kit_carson"], ["NR02", "DK01"])
        p = s.players[0]
        p.misc, p.gold, p.money = ["miners_map"], 3, 20
        s.rng.drawn = drawn
        s = act(s, 0, {"kind": "do", "what": "prospect"})
        if s.dice != ["R-N", "B"]:
            continue
        s2 = act(s, 0, {"kind": "choose", "option": "2"})
        if s2.players[0].gold == 4 and s2.players[0].money == 30:
            break
    else:
        raise AssertionError("no scripted roll found")
    assert s2.players[0].gold == 4 and s2.players[0].money == 30


def test_example_12b_sell_with_fools_gold() -> None:
    s = table(2, ["bass_reeves", "kit_carson"], ["DK10", "DK01"])
    p = s.players[0]
    p.gold, p.money, p.lp = 4, 30, 2
    give(s, 0, ["10C", "5D"])
    s = act(s, 0, {"kind": "sell", "nuggets": 4, "fools": 1})
    p = s.players[0]
    assert p.gold == 0 and p.money == 120 and p.lp == 7 and "10C" in s.discard


def test_example_13_setup() -> None:
    s = LEGENDS.setup(3, 5, Options())
    s.dealt = [["billy_the_kid", "doc_holliday"], ["jesse_james", "annie_oakley"],
               ["kit_carson", "wyatt_earp"]]
    for d in s.flow.stack:
        d.options = s.dealt[d.seat]
    s = act(s, 0, {"kind": "character", "character": "billy_the_kid"})
    s = act(s, 1, {"kind": "character", "character": "jesse_james"})
    assert s.phase == "choose"
    s = act(s, 2, {"kind": "character", "character": "wyatt_earp"})
    assert s.first == 0
    a, b, c = s.players
    assert (a.money, len(a.hand), a.weapons, a.wp, a.mp) == (0, 2, {"revolver": False}, 2, 0)
    assert (b.money, len(b.hand), b.weapons, b.wp) == (10, 1, {"revolver": True}, 1)
    assert (c.money, len(c.hand), c.weapons, c.mp) == (10, 2, {"revolver": False}, 1)
    assert asked(s) == [(0, "start")]
    s = act(s, 0, {"kind": "start", "space": "MP01"})
    s = act(s, 1, {"kind": "start", "space": "DX01"})
    assert sorted(s.flow.top()[0].options) == ["CJ02", "NR01", "SH04", "SV01"]
    s = act(s, 2, {"kind": "start", "space": "SV01"})
    assert s.bandits == ["CJ02", "NR01", "SH04"] and s.sheriff == "DK01"
    assert len(s.story["L"]) == 20 and len(s.story["R"]) == 20
    assert all(p.lp == 0 for p in s.players) and asked(s) == [(0, "income")]


def test_example_14_general_store() -> None:
    s = table(2, ["bass_reeves", "kit_carson"], ["DK02", "DK01"])
    p = s.players[0]
    p.money, p.weapons, p.weapon, p.mounts, p.mount = 70, {"revolver": False}, "revolver", {}, None
    p.misc = ["provisions", "whiskey", "miners_map"]
    give(s, 0, ["JH"])
    stock = dict(s.stock)
    s = act(s, 0, {"kind": "do", "what": "store"})
    s = act(s, 0, {"kind": "buy", "item": "revolver", "upgrade": True})
    assert s.players[0].money == 50 and s.actions == 2
    s = act(s, 0, {"kind": "buy", "item": "mule", "haggle": "JH", "activate": True})
    assert s.players[0].money == 30 and s.players[0].mount == "mule"
    with pytest.raises(IllegalActionError):
        LEGENDS.check(s, 0, Buy(item="ten_gallon"))
    s = act(s, 0, {"kind": "drop", "item": "whiskey"})
    s = act(s, 0, {"kind": "buy", "item": "ten_gallon"})
    with pytest.raises(IllegalActionError):
        LEGENDS.check(s, 0, Buy(item="revolver"))
    s = act(s, 0, {"kind": "decide", "yes": False})
    p = s.players[0]
    assert p.money == 10 and p.weapons == {"revolver": True} and p.mounts == {"mule": False}
    assert p.misc == ["provisions", "miners_map", "ten_gallon"] and "JH" in s.discard
    assert s.stock["whiskey"] == stock["whiskey"] + 1 and s.stock["mule"] == stock["mule"] - 1
    assert s.stock["ten_gallon"] == stock["ten_gallon"] - 1 and "spent_40" in p.log
    assert s.actions == 2


def test_example_15_heal_revel_and_hand_limit() -> None:
    s = table(2, ["kit_carson", "doc_holliday"], ["DK01", "RF01"], active=1)
    d = s.players[1]
    d.lp, d.wounds, d.money = 5, 3, 40
    give(s, 1, ["4C", "9S"])
    with pytest.raises(IllegalActionError):
        LEGENDS.check(s, 1, Revel(amount=30))  # not on the Cabaret
    s = act(s, 1, {"kind": "do", "what": "heal"})
    d = s.players[1]
    assert d.money == 30 and d.wounds == 0 and len(d.hand) == 5
    with pytest.raises(IllegalActionError):
        LEGENDS.check(s, 1, Simple(what="heal"))  # R-DOCTOR: no wound left
    s = act(s, 1, {"kind": "move", "to": "RF02"})
    s = act(s, 1, {"kind": "revel", "amount": 30})
    assert s.players[1].money == 0 and s.players[1].lp == 6
    s = act(s, 1, {"kind": "do", "what": "end"})
    assert len(s.players[1].hand) == 5


@pytest.mark.parametrize(("character", "lp", "wounds", "limit"), [
    ("kit_carson", 0, 2, 3), ("doc_holliday", 5, 2, 5), ("calamity_jane", 5, 1, 5),
    ("kit_carson", 0, 3, 2)])
def test_example_15_hand_limits(character: str, lp: int, wounds: int, limit: int) -> None:
    p = Player(character=character, lp=lp, wounds=wounds)
    assert hand_limit(p) == limit


def test_example_15_revel_needs_30() -> None:
    s = table(2, ["kit_carson", "doc_holliday"], ["RF02", "RF01"])
    s.players[0].money = 20
    with pytest.raises(IllegalActionError):
        LEGENDS.check(s, 0, Revel(amount=30))


def test_example_16_cattle_acquire_move_rustle() -> None:
    s = table(3, ["kit_carson", "bass_reeves", "y_b_rowdy"], ["DK01", "DK01", "MP02"],
              active=2)
    p = s.players[2]
    p.mounts, p.mount, p.money, p.lp = {"mustang": False}, "mustang", 40, 3
    s.ranches["green"] = ["G4"] + [t for t in s.ranches["green"] if t != "G4"]
    s = act(s, 2, {"kind": "do", "what": "acquire"})
    assert s.players[2].cattle == "G4"
    view = LEGENDS.table_view(s)
    assert view.players[2].cattle == "green" and "G4" not in view.model_dump_json()
    assert LEGENDS.seat_view(s, 2).cattle_token == "G4"
    with pytest.raises(IllegalActionError):
        LEGENDS.check(s, 2, Simple(what="acquire"))  # R-CATTLE1
    s = act(s, 2, {"kind": "move", "to": "SH01"})
    s = act(s, 2, {"kind": "move", "to": "SH03"})
    assert asked(s) == [(2, "post")]
    s = act(s, 2, {"kind": "decide", "yes": True})
    p = s.players[2]
    assert p.wp == 1 and p.money == 70 and p.cattle is None and "G4" in s.ranches["green"]
    assert s.turn == 0  # three actions spent: the turn ended by itself
    assert s.players[2].lp == 4


def test_example_16_wrangle_for_comparison() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SV06", "DK01"])
    p = s.players[0]
    p.money, p.cattle = 40, "G4"
    s.ranches["green"].remove("G4")
    s = act(s, 0, {"kind": "move", "to": "SV05"})
    s = act(s, 0, {"kind": "decide", "yes": True})
    assert s.players[0].mp == 1 and s.players[0].money == 90
    # a Wanted player wrangles for the reward only (R-WANTEDWRANGLE)
    s = table(2, ["kit_carson", "bass_reeves"], ["SV06", "DK01"])
    p = s.players[0]
    p.money, p.cattle, p.wp = 40, "G4", 2
    s.ranches["green"].remove("G4")
    s = act(s, 0, {"kind": "move", "to": "SV05"})
    s = act(s, 0, {"kind": "decide", "yes": True})
    assert s.players[0].mp == 0 and s.players[0].money == 70 and s.players[0].wp == 2


def test_example_17_moving_a_disc_calamity_jane() -> None:
    s = table(4, ["kit_carson", "bass_reeves", "y_b_rowdy", "calamity_jane"], ["DK01"] * 4,
              active=3)
    s.story["L"] = ["S04"] + [c for c in s.story["L"] if c not in ("S04", "S13")]
    s.story["R"] = ["S13"] + [c for c in s.story["R"] if c not in ("S04", "S13")]
    s.players[3].lp, s.players[3].discs = 5, ["L", "L"]
    s.players[0].discs, s.players[1].discs = ["R", ""], ["R", ""]
    give(s, 3, ["AH"])
    give(s, 2, [])
    s = act(s, 3, {"kind": "fight", "target": 2, "type": "duel", "card": "AH"})
    s = act(s, 2, {"kind": "answer", "how": "decline"})
    hand = len(s.players[3].hand)
    s = act(s, 3, {"kind": "disc", "slot": "R", "source": "L"})
    assert len(s.players[3].hand) == hand + 1
    with pytest.raises(IllegalActionError):
        LEGENDS.check(s, 3, PlaceDisc(slot="R", source="L"))
    lps = [p.lp for p in s.players]
    s = act(s, 3, {"kind": "do", "what": "end"})
    assert [p.lp - x for p, x in zip(s.players, lps, strict=True)] == [1, 1, 0, 1]
    assert s.story["R"][0] != "S13" and s.story["L"][0] == "S04"
    assert s.players[3].discs == ["", "L"] and s.players[0].discs == ["", ""]
    assert s.sheriff == "DK01"


def test_example_17_no_placement_on_another_turn() -> None:
    s = table(4, ["kit_carson", "bass_reeves", "y_b_rowdy", "calamity_jane"], ["DK01"] * 4)
    s.players[3].log = ["duel_declared"]
    assert placements(s, 3, free=False) == []


def test_example_18_manhunt_and_sheriff_arrest() -> None:
    s = table(3, ["bass_reeves", "billy_the_kid", "kit_carson"], ["DK06", "DK04", "RF01"],
              npc_choice_mode="auto_strongest")
    s.players[0].mp = 1
    b = s.players[1]
    b.wp, b.lp, b.money, b.gold = 3, 4, 50, 2
    give(s, 0, ["4H"])
    give(s, 1, ["2D", "10C", "6H"])
    s.fight_deck = ["F3", "F8", "FK", "F5"] + [x for x in s.fight_deck
                                                if x not in ("F3", "F8", "FK", "F5")]
    s = act(s, 0, {"kind": "card", "card": "4H"})
    assert asked(s) == [(0, "walk")]
    s = act(s, 0, {"kind": "step", "to": "DK04"})
    assert asked(s) == [(1, "sheriff_discard")]
    s = act(s, 1, LEGENDS.default_action(s, 1))
    assert "2D" in s.discard
    s = act(s, 1, {"kind": "pick", "card": "10C"})
    b = s.players[1]
    assert b.lp == 5 and b.wounds == 1 and b.space == "DK01" and s.sheriff == "DK01"
    assert b.wp == 0 and b.money == 20 and b.gold == 1 and len(b.hand) == 2
    assert s.players[0].mp == 1 and s.players[0].lp == 0


def test_example_18_sheriff_blocks_a_wanted_walk() -> None:
    s = table(3, ["bass_reeves", "billy_the_kid", "kit_carson"], ["DK06", "DK04", "RF01"],
              active=1)
    s.players[1].wp = 3
    legal = LEGENDS.legal_actions(s, 1)
    assert Move(to="DK01") not in legal
    s, events = acts(s, 1, {"kind": "move", "to": "DK07"})
    moved = next(e for e in events if isinstance(e, Moved))
    assert moved.path == ["DK04", "DK06", "DK07"]


def test_example_19_bloody_knife_crosses_a_mesa() -> None:
    s = table(2, ["bloody_knife", "kit_carson"], ["DK05", "DK01"])
    s.players[0].lp, s.players[0].wounds = 5, 1
    s = act(s, 0, {"kind": "move", "to": "RF02"})
    assert s.players[0].space == "RF02" and s.players[0].wounds == 0
    s = table(2, ["bloody_knife", "kit_carson"], ["DK05", "DK01"])
    s.players[0].lp, s.players[0].wounds = 4, 1
    assert Move(to="RF02") not in LEGENDS.legal_actions(s, 0)
    with pytest.raises(GameError):
        LEGENDS.parse_action({"kind": "move", "to": "MESA_N"})


def test_example_19_the_crossing_is_2_steps() -> None:
    """"Move DK05 > MESA_N > RF02: 2 steps": the label and the count of the Move action
    (R-MESA: 1 step into the mesa, 1 out)."""
    s = table(2, ["bloody_knife", "kit_carson"], ["DK05", "DK01"])
    s.players[0].lp, s.players[0].wounds = 5, 1
    give(s, 0, ["5C"])  # a Sprint in hand keeps the Move action open after the walk
    text = LEGENDS.describe(LEGENDS.seat_view(s, 0), 0, Move(to="RF02")).label
    assert STRICT(text, {0: "Ana", 1: "Bea"}) == "Go to Cabaret (RF02), 2 steps"
    s = act(s, 0, Move(to="RF02"))
    assert asked(s) == [(0, "post")] and s.move is not None and s.move.steps == 2
    assert s.players[0].space == "RF02" and s.players[0].wounds == 0


def test_example_20_instinct_cancels() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SV03", "SV03"])
    s.players[0].money, s.players[1].money = 10, 30
    give(s, 0, ["9C", "5D"])
    give(s, 1, ["9H", "3S"])
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "rob", "card": "9C"})
    s = act(s, 1, {"kind": "answer", "how": "instinct", "card": "9H"})
    assert s.fight is None and s.actions == 2 and {"9C", "9H"} <= set(s.discard)
    assert s.players[1].wounds == 0 and s.players[0].wp == 0
    with pytest.raises(IllegalActionError):
        LEGENDS.check(s, 0, Declare(target=1, type="duel", card="5D"))


def test_example_20_declined_rob() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SV03", "SV03"])
    s.players[0].money, s.players[1].money = 10, 30
    give(s, 0, ["9C", "5D"])
    give(s, 1, ["9H", "3S"])
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "rob", "card": "9C"})
    s = act(s, 1, {"kind": "answer", "how": "decline"})
    a, b = s.players
    assert b.wounds == 1 and len(b.hand) == 3 and a.wp == 1
    assert a.money == 30 and b.money == 10 and "9C" in s.discard


def test_example_21_goals_variant() -> None:
    s = table(3, ["bass_reeves", "wyatt_earp", "kit_carson"], ["DK01", "DK01", "DK02"],
              active=2, goals_variant=True, npc_choice_mode="auto_strongest")
    k = s.players[2]
    k.goals, s.goal_discards = ["kit_carson#2", "kit_carson#3", "kit_carson#4"], ["kit_carson#1"]
    s.token_pool = [2, 1, 3, 2, 2, 1]
    k.money = 60
    s = act(s, 2, {"kind": "do", "what": "store"})
    s = act(s, 2, {"kind": "buy", "item": "mustang"})
    k = s.players[2]
    assert k.done == ["kit_carson#3"] and k.tokens == [2]
    view = LEGENDS.table_view(s)
    assert view.players[2].goals_done == ["kit_carson#3"] and view.players[2].tokens == 1
    assert "kit_carson#2" not in view.model_dump_json()
    s = act(s, 2, {"kind": "decide", "yes": False})
    # a later bandit win: the 2nd goal draws 2 tokens (1 and 3), the default keeps 3
    s.bandits = ["SH04"]
    s.players[2].space = "SH03"
    give(s, 2, ["AC"])
    s.fight_deck = ["F2", "F3"] + [c for c in s.fight_deck if c not in ("F2", "F3")]
    s = act(s, 2, {"kind": "move", "to": "SH04"})
    s = act(s, 2, {"kind": "pick", "card": "AC"})
    while asked(s) and asked(s)[0] != (2, "token"):
        s = act(s, asked(s)[0][0], LEGENDS.default_action(s, asked(s)[0][0]))
    assert asked(s) == [(2, "token")]
    s = act(s, 2, LEGENDS.default_action(s, 2))
    k = s.players[2]
    assert k.done == ["kit_carson#3", "kit_carson#2"] and k.tokens == [2, 3]
    assert sorted(s.token_pool) == [1, 1, 2, 2]
    assert scores(s)[2].tokens == 5
    k.lp = 14
    assert s.end_round == 0  # tokens never count toward the end trigger


def test_goals_dealt_at_setup() -> None:
    s = LEGENDS.setup(3, 7, Options(goals_variant=True))
    for i in range(3):
        s = act(s, i, {"kind": "character", "character": s.dealt[i][0]})
    assert all(len(p.goals) == 3 for p in s.players) and len(s.goal_discards) == 3
    assert len(s.token_pool) == 18
    for p, out in zip(s.players, s.goal_discards, strict=True):
        assert out.startswith(p.character) and out not in p.goals


def mib_table() -> LegendsState:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK06", "RF02"], active=1)
    assert s.mib == "SV05" and s.mib_lp == 0
    s.players[0].money, s.players[1].money = 30, 20
    return s


def test_example_22_man_in_black_bank_job() -> None:
    s = mib_table()
    s.mib_deck = ["MIB05", *[c for c in s.mib_deck if c != "MIB05"]]
    s, events = acts(s, 1, {"kind": "do", "what": "end"})  # seat 1 ends round 1
    moved = [e for e in events if isinstance(e, Moved) and e.seat == -2]
    assert moved[0].path == ["SV06", "SV07", "DK10"]
    assert s.mib == "DK10" and s.mib_lp == 2
    assert s.players[0].money == 20 and s.players[1].money == 20


def mib_duel(card: str) -> LegendsState:
    s = mib_table()
    s.turn, s.mib = 0, "DK10"
    s.flow.clear()
    s.flow.push(LegendsDecision(seat=0, kind="action"))
    s.players[0].space = "DK10"
    give(s, 0, [card])
    s.fight_deck = ["F4", "FJ", "F8"] + [c for c in s.fight_deck if c not in ("F4", "FJ", "F8")]
    s = act(s, 0, {"kind": "do", "what": "mib"})
    return act(s, 0, {"kind": "pick", "card": card})


def test_example_22_duel_with_the_man_in_black() -> None:
    s = mib_duel("QS")
    p = s.players[0]
    assert p.money == 40 and p.lp == 2 and s.mib == "SV05" and s.mib_lp == 0
    with pytest.raises(IllegalActionError):
        LEGENDS.check(s, 0, Simple(what="mib"))


def test_example_22_losing_to_the_man_in_black() -> None:
    s = mib_duel("10D")
    p = s.players[0]
    assert p.wounds == 1 and len(p.hand) == 1 and s.mib_lp == 1 and p.money == 40


def test_man_in_black_wins_ties_at_final_scoring() -> None:
    s = mib_table()
    s.players[0].lp, s.players[1].lp, s.mib_lp = 12, 9, 12
    s.phase = "over"
    r = LEGENDS.result(s)
    assert r is not None and r.winners() == []
    s.mib_lp = 11
    r = LEGENDS.result(s)
    assert r is not None and r.winners() == [0]


def test_man_in_black_only_with_two_players() -> None:
    assert LEGENDS.options_fit is not None
    assert LEGENDS.options_fit(Options(man_in_black="on"), 3) is not None
    assert LEGENDS.options_fit(Options(man_in_black="on"), 2) is None
    assert LEGENDS.setup(3, 1, Options()).mib == ""
    assert LEGENDS.setup(2, 1, Options(man_in_black="off")).mib == ""
