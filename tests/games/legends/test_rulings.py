"""One test per behaviour-changing ruling of §11 (and of RULINGS.md), named after it."""

from __future__ import annotations

from typing import Any

import pytest

from bot.games.core import IllegalActionError
from bot.games.legends.actions import Declare, Move, Simple
from bot.games.legends.data import BOARD
from bot.games.legends.events import Noted
from bot.games.legends.fights import arrest
from bot.games.legends.gains import gold, lp, money, wp
from bot.games.legends.hands import strength
from bot.games.legends.movement import right_of
from bot.games.legends.scoring import scores
from bot.games.legends.spec import LEGENDS
from bot.games.legends.state import Fight, LegendsState, Options
from bot.games.legends.values import value, winner
from tests.games.legends.helpers import act, acts, asked, give, stack, table


def test_r_move_a_move_takes_a_step_and_may_come_back() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SV05", "DK01"])
    s = act(s, 0, Move(to="SV05"))  # a walk: SV05 > CJ05 > SV05 (tests/.../test_movement.py)
    assert s.players[0].space == "SV05" and s.actions == 2
    s = table(2, ["kit_carson", "bass_reeves"], ["SV05", "DK01"])
    s.bandits = ["CJ05", "SV06", "SV08"]  # no walk of 1 or more steps comes back
    assert Move(to="SV05") not in LEGENDS.legal_actions(s, 0)


def test_r_banditstop_walks_cannot_pass_a_bandit() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["MP06", "DK01"])
    s.bandits = ["NR03"]
    legal = LEGENDS.legal_actions(s, 0)
    assert Move(to="NR03") in legal and Move(to="NR01") not in legal


def test_r_banditstop_no_kit_step_after_a_bandit() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SH03", "DK01"], npc_choice_mode="auto_strongest")
    s.players[0].lp = 5
    s.bandits = ["SH04"]
    give(s, 0, ["AC"])
    s = act(s, 0, {"kind": "move", "to": "SH04"})
    s = act(s, 0, {"kind": "pick", "card": "AC"})
    while asked(s) and asked(s)[0][1] != "action":
        s = act(s, 0, LEGENDS.default_action(s, 0))
    assert s.move is None and asked(s) == [(0, "action")]


def test_kit_extra_space_after_a_normal_move() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK01", "DK01"])
    s.players[0].lp = 5
    s = act(s, 0, {"kind": "move", "to": "DK04"})
    assert asked(s) == [(0, "post")]
    s = act(s, 0, {"kind": "step", "to": "DK05"})
    assert s.players[0].space == "DK05"


def test_r_sheriffblock_only_for_wanted_players() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK04", "DK06"])
    assert Move(to="DK01") in LEGENDS.legal_actions(s, 0)
    s.players[0].wp = 1
    assert Move(to="DK01") not in LEGENDS.legal_actions(s, 0)


def test_r_decline_a_declined_arrest_is_an_arrest() -> None:
    s = table(2, ["bass_reeves", "jesse_james"], ["SV03", "SV03"])
    s.players[0].mp = 1
    s.players[1].wp, s.players[1].money = 2, 40
    give(s, 0, ["5C"])
    give(s, 1, [])
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "arrest", "card": "5C"})
    s = act(s, 1, {"kind": "answer", "how": "decline"})
    b = s.players[1]
    assert b.space == "DK01" and b.wp == 0 and b.money == 20 and b.wounds == 1
    assert s.players[0].mp == 2 and "5C" in s.discard


def test_r_once_one_declaration_per_target_per_turn() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SV03", "SV03"])
    give(s, 0, ["5C", "6C"])
    give(s, 1, [])
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "duel", "card": "5C"})
    s = act(s, 1, {"kind": "answer", "how": "decline"})
    with pytest.raises(IllegalActionError):
        LEGENDS.check(s, 0, Declare(target=1, type="rob", card="6C"))


def fight(s, kind: str, card: str, other: str) -> Fight:  # type: ignore[no-untyped-def]
    return Fight(kind=kind, fighter=0, target=1, space=s.players[0].space, card=card,
                 other=other, stage="compare")


def test_r_ties_active_player_wins_unless_quick_draw() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK01", "DK01"])
    assert winner(s, fight(s, "duel", "9C", "9S")) == 0
    assert winner(s, fight(s, "duel", "9C", "8H")) == 0  # 9 > 8
    assert winner(s, fight(s, "duel", "8C", "8H")) == 1  # Quick Draw on the target
    s.players[0].character, s.players[0].lp = "jesse_james", 5
    assert winner(s, fight(s, "duel", "8C", "8H")) == 0  # both have a tie effect


def test_r_ties_npcs_win_ties() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK01", "DK01"])
    f = Fight(kind="bandit", fighter=0, space="DK01", card="9C", other="F9", stage="compare")
    assert winner(s, f) == -1


def test_r_clamp_modifiers_summed_then_clamped() -> None:
    s = table(2, ["kit_carson", "jesse_james"], ["MP03", "MP03"])
    s.players[1].lp = 5
    s.players[1].weapons, s.players[1].weapon = {"revolver": True}, "revolver"
    f = fight(s, "duel", "3C", "4C")
    f.played = [(1, "4C")]
    assert value(s, f, 0) == 2  # 3 - 1 - 1 - 2 clamps to 2
    f = fight(s, "duel", "KC", "4C")
    f.played = [(1, "4C")]
    assert value(s, f, 0) == 13  # Dead Eye ignores every negative modifier


def test_shootout_blunts_an_ace() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK01", "DK01"])
    assert value(s, fight(s, "duel", "AH", "6C"), 0) == 11


def test_r_nocard_a_fighter_without_cards_loses_to_the_npc() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SV01", "DK01"], npc_choice_mode="auto_strongest")
    s.players[0].space = "SV04"
    s.bandits = ["SV01"]
    s.fight_deck = ["F8", "F9"] + [c for c in s.fight_deck if c not in ("F8", "F9")]
    give(s, 0, [])
    s = act(s, 0, {"kind": "move", "to": "SV01"})
    p = s.players[0]
    assert p.wounds >= 1 and s.bandits == [] and p.lp == 0


def test_r_heist_once_per_turn() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK10", "DK01"])
    give(s, 0, ["AC", "AD"])
    assert Simple(what="heist") in LEGENDS.legal_actions(s, 0)
    s.players[0].heist = True
    assert Simple(what="heist") not in LEGENDS.legal_actions(s, 0)


@pytest.mark.parametrize(("before", "after"), [(50, 20), (10, 0), (0, 0), (120, 60)])
def test_r_half_money_rounded_up_in_tens(before: int, after: int) -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SV03", "DK01"])
    s.players[0].money, s.players[0].gold = before, 3
    arrest(s, 0, s.rng and __import__("bot.games.core.rng", fromlist=["Draws"]).Draws(s.rng), [])
    assert s.players[0].money == after and s.players[0].gold == 1


def test_r_caps_money_and_gold() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SV03", "DK01"])
    money(s, 0, 500, [])
    assert s.players[0].money == 120
    assert gold(s, 0, 9, []) == 4


def test_r_mule_carry_limit_while_owned() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SV03", "DK01"])
    s.players[0].mounts, s.players[0].mount = {"mule": False, "mustang": False}, "mustang"
    assert gold(s, 0, 9, []) == 6


def test_r_delivery_needs_a_move_ending_there() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SV05", "DK01"])
    s.players[0].cattle = "G1"
    s.ranches["green"].remove("G1")
    assert all(a.kind != "decide" for a in LEGENDS.legal_actions(s, 0))


def test_r_work_anywhere() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["CJ10", "DK01"])
    s = act(s, 0, {"kind": "do", "what": "work"})
    assert s.players[0].money == 10


def test_r_pokertie_and_r_split() -> None:
    s = table(3, ["kit_carson", "bass_reeves", "y_b_rowdy"], ["DK07", "DK01", "DK02"])
    for p in s.players:
        p.money = 50
    give(s, 0, ["2H"])
    give(s, 1, ["KS", "KH"])
    give(s, 2, ["KD", "KC"])
    stack(s, ["3C", "4C", "5H", "9D", "8D", "7S"])
    s = act(s, 0, {"kind": "do", "what": "poker"})
    s = act(s, 1, {"kind": "decide", "yes": True})
    s = act(s, 2, {"kind": "decide", "yes": True})
    for seat, cards in ((0, ["2H", "3C"]), (1, ["KH", "KS"]), (2, ["KC", "KD"])):
        if (seat, "hand") in asked(s):
            s = act(s, seat, {"kind": "pair", "cards": cards})
    # pot 30 + 50 = 80; two non-active winners tie (pair of kings): $40 each
    assert s.players[1].money == 80 and s.players[2].money == 80


def test_r_ace_low_straight() -> None:
    assert strength(["AS", "2H", "3D", "4C", "5S"])[0] == 4
    assert strength(["AS", "2H", "3D", "4C", "5S"]) < strength(["6S", "2H", "3D", "4C", "5S"])


def test_r_join_only_same_town_with_money() -> None:
    s = table(3, ["kit_carson", "bass_reeves", "y_b_rowdy"], ["DK07", "DK01", "RF01"])
    s.players[0].money, s.players[1].money, s.players[2].money = 20, 0, 50
    give(s, 0, ["2H"])
    s, events = acts(s, 0, {"kind": "do", "what": "poker"})
    assert not [e for e in events if isinstance(e, Noted) and "joined" in e.what]
    assert s.poker is None and s.players[1].money == 0  # the dealer game was played out


def test_r_switch_a_marshal_who_gains_wp_starts_the_wanted_track() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK01", "DK01"])
    s.players[0].mp = 5
    from bot.games.core.rng import Draws

    wp(s, 0, 2, Draws(s.rng), [])
    assert s.players[0].mp == 0 and s.players[0].wp == 2


def test_r_sheriffstart_no_attack_when_becoming_wanted_on_his_space() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK10", "DK01"])
    s.sheriff = "DK10"
    give(s, 0, ["AC"])
    s.fight_deck = ["F2", "F3", "F4"] + [c for c in s.fight_deck if c not in ("F2", "F3", "F4")]
    s = act(s, 0, {"kind": "do", "what": "heist"})
    s = act(s, 0, {"kind": "pick", "card": "AC"})
    while asked(s) and asked(s)[0][0] == 1:
        s = act(s, 1, LEGENDS.default_action(s, 1))
    assert s.players[0].wp >= 1 and s.players[0].space == "DK10" and s.fight is None


def test_r_storyreq_events_of_this_turn_only() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK01", "DK01"])
    s.story["L"] = ["S17"] + [c for c in s.story["L"] if c != "S17"]
    legal = LEGENDS.legal_actions(s, 0)
    assert all(a.kind != "disc" for a in legal)
    s = act(s, 0, {"kind": "do", "what": "work"})
    assert any(a.kind == "disc" for a in LEGENDS.legal_actions(s, 0))


def test_r_ability_switches_off_below_5_lp() -> None:
    s = table(2, ["bass_reeves", "kit_carson"], ["DK01", "DK01"])
    s.players[0].lp = 5
    lp(s, 0, -1, [])
    from bot.games.legends.gains import active

    assert not active(s.players[0], "bass_reeves")
    lp(s, 0, 1, [])
    assert active(s.players[0], "bass_reeves")


def test_r_reputation_once_per_turn() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK01", "DK01"])
    s.players[0].mp = 1
    s.players[0].log = ["mp_gained"]
    give(s, 0, ["7C", "7S"])
    s = act(s, 0, {"kind": "card", "card": "7C"})
    assert s.players[0].mp == 2
    with pytest.raises(IllegalActionError):
        LEGENDS.check(s, 0, __import__("bot.games.legends.actions",
                                       fromlist=["PlayCard"]).PlayCard(card="7S"))


def test_r_floor_final_totals_never_below_zero() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK01", "DK01"])
    s.players[0].wounds = 3
    assert scores(s)[0].total == 0


def test_r_mpwp_tie_break_uses_track_position() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK01", "DK01"])
    a, b = s.players
    a.lp, a.mp = 10, 3
    b.lp, b.mp = 10, 3
    a.gold = 1
    s.phase = "over"
    r = LEGENDS.result(s)
    assert r is not None and r.winners() == [0]
    b.gold = 1
    r = LEGENDS.result(s)
    assert r is not None and r.winners() == [0, 1]


def test_r_mesa_nobody_else_crosses() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK05", "DK01"])
    s.players[0].lp = 5
    assert Move(to="RF02") not in LEGENDS.legal_actions(s, 0)


def test_r_arrestsheriff_sheriff_goes_home_with_the_arrested() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SV03", "DK01"])
    s.sheriff = "RF01"
    from bot.games.core.rng import Draws

    arrest(s, 0, Draws(s.rng), [])
    assert s.sheriff == BOARD.sheriff_home == s.players[0].space


def test_r_f10_controller_may_cancel_and_restart() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SH03", "DK01"], active=1)
    s.flow.clear()
    s.turn = 0
    s.flow.push(__import__("bot.games.legends.state", fromlist=["LegendsDecision"])
                .LegendsDecision(seat=0, kind="action"))
    s.bandits = ["SH04"]
    give(s, 0, ["AC", "2D"])
    s.fight_deck = ["F10", "F2"] + [c for c in s.fight_deck if c not in ("F10", "F2")]
    s = act(s, 0, {"kind": "move", "to": "SH04"})
    s = act(s, 0, {"kind": "pick", "card": "AC"})
    assert asked(s) == [(1, "npc_card")]
    s = act(s, 1, {"kind": "pick", "card": "F10"})
    assert asked(s) == [(1, "cancel")]
    assert LEGENDS.default_action(s, 1).yes  # type: ignore[union-attr]
    s = act(s, 1, {"kind": "decide", "yes": True})
    assert "AC" in s.discard and asked(s) == [(0, "commit")] and len(s.players[0].hand) == 2


def test_l16_duck_and_cover_prevents_a_wound_automatically() -> None:
    from bot.games.core.rng import Draws
    from bot.games.legends.gains import wounds

    s = table(2, ["kit_carson", "bass_reeves"], ["DK01", "DK01"], defence_cards="auto")
    give(s, 0, ["QH", "5C"])
    assert wounds(s, 0, 2, Draws(s.rng), []) == 1
    assert s.players[0].hand == ["5C"] and "QH" in s.discard
    assert wounds(s, 0, 1, Draws(s.rng), [], preventable=False) == 1  # F6


def test_whiskey_after_a_move_wounds_a_player_here() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK02", "DK01"])
    s.players[0].misc = ["whiskey"]
    s = act(s, 0, {"kind": "move", "to": "DK01"})
    assert asked(s) == [(0, "post")]
    s = act(s, 0, {"kind": "drop", "item": "whiskey"})
    assert s.players[1].wounds == 1 and "whiskey" not in s.players[0].misc


def test_harmonica_draw_then_discard_in_town() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK01", "DK01"], active=1)
    s.players[0].misc = ["harmonica"]
    s = act(s, 1, {"kind": "do", "what": "end"})
    assert asked(s) == [(0, "harmonica")]
    s = act(s, 0, {"kind": "decide", "yes": True})
    assert asked(s) == [(0, "discard")] and len(s.players[0].hand) == 1
    s = act(s, 0, LEGENDS.default_action(s, 0))
    assert s.players[0].hand == [] and asked(s) == [(0, "income")]


def test_dealer_mode_player_asks_the_dealer() -> None:
    s = table(3, ["stagecoach_mary_fields", "bass_reeves", "kit_carson"],
              ["RF04", "RF06", "CJ03"], dealer_mode="player")
    s.players[0].money, s.players[1].money = 20, 0
    give(s, 0, ["QS", "QH"])
    give(s, 2, ["AS", "2H"])
    stack(s, ["5C", "QC", "QD", "3S", "4C", "KH", "7D", "2D"])
    s = act(s, 0, {"kind": "do", "what": "poker"})
    assert sorted(asked(s)) == [(0, "hand"), (2, "hand")]
    assert LEGENDS.seat_view(s, 2).poker_cards == ["QC", "QD", "3S", "4C"]
    s = act(s, 2, {"kind": "pair", "cards": ["3S", "4C"]})
    s = act(s, 0, {"kind": "pair", "cards": ["QH", "QS"]})
    assert s.players[0].money == 70 and sorted(s.players[2].hand) == ["2H", "AS"]


def test_refusals_say_why() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK10", "DK01"])
    give(s, 0, ["5C", "6C"])
    s.players[0].heist = True
    with pytest.raises(IllegalActionError) as err:
        LEGENDS.check(s, 0, Simple(what="heist"))
    assert err.value.msg.key == "legends-no-heist"
    with pytest.raises(IllegalActionError) as err:
        LEGENDS.check(s, 0, Move(to="CJ10"))
    assert err.value.msg.key == "legends-no-path"


def _seated(chars: list[str], **options: Any) -> LegendsState:
    """Characters chosen in join order (seat 0 first); the game at its first start space."""
    s = LEGENDS.setup(len(chars), 5, Options(**options))
    s.dealt = [[c, "doc_holliday" if c != "doc_holliday" else "annie_oakley"] for c in chars]
    for d in s.flow.stack:
        d.options = s.dealt[d.seat]
    for seat, c in enumerate(chars):
        s = act(s, seat, {"kind": "character", "character": c})
    return s


# Join order: Billy (2 WP), Wyatt (Marshal), Jesse (1 WP), Kit (neutral).
FOUR = ["billy_the_kid", "wyatt_earp", "jesse_james", "kit_carson"]


def test_l1_wanted_characters_sit_together_most_wp_first():
    """§2 step 9: the Wanted characters take consecutive seats from the first (Billy, then
    Jesse), then the others in join order (Wyatt, Kit): start spaces go round that way."""
    s = _seated(FOUR)
    assert s.first == 0 and s.table == [0, 2, 1, 3]
    assert LEGENDS.table_view(s).order == [0, 2, 1, 3]
    assert asked(s) == [(0, "start")]
    s = act(s, 0, {"kind": "start", "space": s.flow.top()[0].options[0]})
    assert asked(s) == [(2, "start")]  # Jesse sits to Billy's left


def test_l1_the_npc_controller_is_the_right_hand_neighbour_at_the_table():
    s = _seated(FOUR)
    assert right_of(s, 2) == 0 and right_of(s, 1) == 2 and right_of(s, 0) == 3


def test_l1_without_the_option_the_table_is_the_join_order():
    s = _seated(FOUR, seat_wanted_together=False)
    assert s.first == 0 and s.table == [0, 1, 2, 3]
    assert right_of(s, 2) == 1
    s = act(s, 0, {"kind": "start", "space": s.flow.top()[0].options[0]})
    assert asked(s) == [(1, "start")]
