"""Wound prevention and the defence cards (issue 24): the Canvas Duster once in every
player's turn (Appendix C, L), Duck and Cover one wound per card (Appendix D; E, F3: each
wound separately), Duck and Cover and Lady Luck asked of their owner with "not used" as the
default (§10.3 N18, option `defence_cards = ask`), played for them with `auto` (L16, L18),
and the Dime Novel's default card (§10.2 A14)."""

from __future__ import annotations

from typing import Any

from bot.games.legends.actions import Decide, Pick, PlaceDisc
from bot.games.legends.spec import LEGENDS
from bot.games.legends.state import LegendsState
from tests.games.legends.helpers import act, asked, give, stack, table

NOT_USED = Decide(yes=False)


def bare(s: LegendsState) -> LegendsState:
    """No items, LP, points or wounds for anyone: only what a test gives counts."""
    for p in s.players:
        p.weapons, p.mounts, p.weapon, p.mount, p.misc = {}, {}, None, None, []
        p.lp = p.mp = p.wp = p.wounds = p.money = 0
    return s


def until(s: LegendsState, seat: int, kind: str) -> LegendsState:
    """Answer every question with its default until `seat` is asked `kind`."""
    while asked(s)[0] != (seat, kind):
        who = asked(s)[0][0]
        s = act(s, who, LEGENDS.default_action(s, who))
    return s


# -- 1. Canvas Duster: once per turn, any player's turn -----------------------------------

def test_canvas_duster_prevents_a_wound_in_each_players_turn() -> None:
    s = bare(table(2, ["kit_carson", "bass_reeves"], ["SV03", "SV03"]))
    s.players[0].misc = ["canvas_duster"]
    give(s, 0, ["2C"])
    give(s, 1, ["AS", "3C", "3S"])
    # seat 0's turn: it loses its Duel; the Duster stops the loser's wound
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "duel", "card": "2C"})
    s = act(s, 1, {"kind": "answer", "how": "fight", "card": "AS"})
    assert s.players[0].wounds == 0 and s.players[0].duster
    s = act(s, 0, {"kind": "do", "what": "end"})
    s = until(s, 1, "action")
    assert s.turn == 1 and not s.players[0].duster
    # seat 1's turn: the Duster stops the first wound again, not a second one
    s = act(s, 1, {"kind": "card", "card": "3C", "target": 0})
    s = act(s, 0, {"kind": "choose", "option": "wound"})
    assert s.players[0].wounds == 0 and s.players[0].duster
    s = act(s, 1, {"kind": "card", "card": "3S", "target": 0})
    s = act(s, 0, {"kind": "choose", "option": "wound"})
    assert s.players[0].wounds == 1


# -- 2. Duck and Cover: each wound separately (F3) -------------------------------------

def f3_fight(hand: list[str], wounds: int = 0, card: str = "F3", **options: Any
             ) -> LegendsState:
    """Seat 0 (holding `hand` and AC) walks into a bandit and commits AC; seat 1, the
    controller, picks fight card `card` (F3: 2 wounds). Seat 0 wins the fight."""
    s = bare(table(2, ["kit_carson", "bass_reeves"], ["SH03", "DK01"], **options))
    s.players[0].wounds = wounds
    s.bandits = ["SH04"]
    give(s, 0, ["AC", *hand])
    s.fight_deck = [card, "FQ"] + [c for c in s.fight_deck if c not in (card, "FQ")]
    s = act(s, 0, {"kind": "move", "to": "SH04"})
    s = act(s, 0, {"kind": "pick", "card": "AC"})
    assert asked(s) == [(1, "npc_card")]
    return act(s, 1, {"kind": "pick", "card": card})


def test_auto_duck_and_cover_prevents_both_wounds_of_f3_with_two_cards() -> None:
    s = f3_fight(["QH", "QD"], defence_cards="auto")
    p = s.players[0]
    assert p.wounds == 0 and p.hand == [] and s.discard[-3:] == ["QD", "QH", "AC"]


def test_auto_one_duck_and_cover_prevents_one_wound_of_f3() -> None:
    s = f3_fight(["QH"], defence_cards="auto")
    assert s.players[0].wounds == 1 and s.players[0].hand == []


def test_asked_duck_and_cover_prevents_each_wound_of_f3_separately() -> None:
    s = f3_fight(["QH", "QD"])
    assert asked(s) == [(0, "duck")] and s.flow.top()[0].count == 2
    assert LEGENDS.legal_actions(s, 0) == [Pick(card="QD"), Pick(card="QH"), NOT_USED]
    s = act(s, 0, Pick(card="QD"))
    assert asked(s) == [(0, "duck")] and s.flow.top()[0].count == 1
    s = act(s, 0, Pick(card="QH"))
    p = s.players[0]
    assert p.wounds == 0 and p.hand == [] and s.discard[-3:] == ["QD", "QH", "AC"]


def test_a_player_may_prevent_one_wound_of_f3_and_keep_the_other_card() -> None:
    s = f3_fight(["QH", "QD"])
    s = act(s, 0, Pick(card="QD"))
    s = act(s, 0, NOT_USED)
    assert s.players[0].wounds == 1 and s.players[0].hand == ["QH"]


# -- 3. Duck and Cover and Lady Luck are the owner's choice ---------------------------

def test_duck_and_cover_default_is_not_used() -> None:
    s = f3_fight(["QH", "QD"])
    assert LEGENDS.default_action(s, 0) == NOT_USED
    s = act(s, 0, LEGENDS.default_action(s, 0))
    assert s.players[0].wounds == 2 and sorted(s.players[0].hand) == ["QD", "QH"]


def test_duck_and_cover_is_not_asked_when_it_cannot_change_the_wounds() -> None:
    # at 2 wounds F3 adds only 1 (the cap is 3): one card alone prevents nothing that counts
    s = f3_fight(["QH"], wounds=2)
    assert asked(s) != [(0, "duck")]
    assert s.players[0].wounds == 3 and s.players[0].hand == ["QH"]
    # F6's wound cannot be prevented
    s = f3_fight(["QH"], card="F6")
    assert asked(s) != [(0, "duck")]
    assert s.players[0].wounds == 1 and s.players[0].hand == ["QH"]
    # no Duck and Cover in hand: no question
    s = f3_fight(["QC"])
    assert asked(s) != [(0, "duck")] and s.players[0].wounds == 2


def test_duck_and_cover_on_another_players_turn_is_a_reaction() -> None:
    s = bare(table(2, ["kit_carson", "bass_reeves"], ["SV03", "SV03"]))
    give(s, 0, ["3C"])
    give(s, 1, ["QH", "5C"])
    s = act(s, 0, {"kind": "card", "card": "3C", "target": 1})
    s = act(s, 1, {"kind": "choose", "option": "wound"})
    d = s.flow.of(1)
    assert asked(s) == [(1, "duck")] and d is not None and d.reaction
    s = act(s, 1, Pick(card="QH"))
    assert s.players[1].wounds == 0 and s.players[1].hand == ["5C"]


def luck_game(**options: Any) -> LegendsState:
    """Example 3's table: seat 0 plays poker alone against the dealer (seat 2) and uses 3H
    (Lady Luck) with 9C: high card K against the dealer's pair of queens. The deck's next
    card is KD."""
    s = table(3, ["stagecoach_mary_fields", "bass_reeves", "kit_carson"],
              ["RF04", "RF06", "CJ03"], **options)
    s.players[0].lp, s.players[0].money = 2, 20
    s.players[1].money = 30
    give(s, 0, ["3H", "5S"])
    give(s, 1, ["5D"])
    give(s, 2, ["AS", "2H"])
    stack(s, ["9C", "QC", "QD", "4S", "6C", "KH", "7D", "2D", "KD"])
    s = act(s, 0, {"kind": "do", "what": "poker"})
    s = act(s, 1, {"kind": "decide", "yes": False})
    assert s.poker is not None and s.poker.dealer == 2 and s.poker.flop == ["KH", "7D", "2D"]
    return act(s, 0, {"kind": "pair", "cards": ["3H", "9C"]})


def test_lady_luck_is_asked_when_the_hand_is_losing() -> None:
    s = luck_game()
    assert asked(s) == [(0, "luck")]
    assert LEGENDS.legal_actions(s, 0) == [Pick(card="3H"), NOT_USED]
    s = act(s, 0, Pick(card="3H"))
    # 3H becomes KD: a pair of kings beats the dealer's queens; +$60 pot and 1 LP
    assert s.poker is None and s.players[0].money == 70 and s.players[0].lp == 3
    assert sorted(s.players[0].hand) == ["5S"] and "3H" in s.discard


def test_lady_luck_default_is_not_used() -> None:
    s = luck_game()
    assert LEGENDS.default_action(s, 0) == NOT_USED
    s = act(s, 0, NOT_USED)
    # the dealer wins: the pot goes back; seat 0 draws 1 card for losing
    assert s.poker is None and s.players[0].money == 10 and s.players[0].lp == 2
    assert sorted(s.players[0].hand) == ["5S", "KD"]


def test_lady_luck_auto_is_played_for_its_owner() -> None:
    s = luck_game(defence_cards="auto")
    assert s.poker is None and s.players[0].money == 70 and s.players[0].lp == 3


def test_lady_luck_is_not_asked_of_a_winning_hand() -> None:
    s = table(3, ["stagecoach_mary_fields", "bass_reeves", "kit_carson"],
              ["RF04", "RF06", "CJ03"])
    s.players[0].money, s.players[1].money = 20, 30
    give(s, 0, ["3H", "KS"])
    give(s, 1, ["5D"])
    stack(s, ["9C", "QC", "QD", "4S", "6C", "KH", "7D", "2D", "KD"])
    s = act(s, 0, {"kind": "do", "what": "poker"})
    s = act(s, 1, {"kind": "decide", "yes": False})
    s = act(s, 0, {"kind": "pair", "cards": ["3H", "KS"]})
    # a pair of kings wins as it is: nothing asked, KD stays on top of the deck
    assert s.poker is None and s.players[0].money == 70 and s.deck[0] == "KD"


# -- 4. The Dime Novel's default: the card with fewer missing discs (A14) ---------------

def dime(discs_on_l: int) -> LegendsState:
    """3 players: deck L shows S37 (major: 3 discs), deck R S01 (standard: 2 discs)."""
    s = bare(table(3, ["kit_carson", "bass_reeves", "annie_oakley"],
                   ["SV03", "DK01", "DK02"]))
    s.story = {"L": ["S37", *s.story["L"]], "R": ["S01", *s.story["R"]]}
    for k in range(discs_on_l):
        s.players[1 + k].discs = ["L", ""]
    give(s, 0, ["KH"])
    s = act(s, 0, {"kind": "card", "card": "KH"})
    assert asked(s) == [(0, "dime")]
    return s


def test_dime_novel_default_is_the_card_with_fewer_missing_discs() -> None:
    s = dime(0)  # L misses 3, R misses 2
    assert LEGENDS.legal_actions(s, 0)[0] == PlaceDisc(slot="L")
    assert LEGENDS.default_action(s, 0) == PlaceDisc(slot="R")


def test_dime_novel_default_is_deck_l_on_equality() -> None:
    s = dime(1)  # L misses 2, R misses 2
    assert LEGENDS.default_action(s, 0) == PlaceDisc(slot="L")
