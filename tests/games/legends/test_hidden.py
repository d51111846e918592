"""Hidden information (§8): hands, committed cards, cattle rewards, NPC fight cards, the
story cards in play and the dealt characters never reach a view that may not see them."""

from __future__ import annotations

from bot.games.legends.spec import LEGENDS
from bot.games.legends.state import Options
from tests.games.legends.helpers import act, asked, give, table


def public(s) -> str:  # type: ignore[no-untyped-def]
    return LEGENDS.table_view(s).model_dump_json()


def test_dealt_characters_are_private_until_all_chose() -> None:
    s = LEGENDS.setup(3, 11, Options())
    mine = s.dealt[0]
    assert all(c not in public(s) for row in s.dealt for c in row)
    assert all(c in LEGENDS.seat_view(s, 0).model_dump_json() for c in mine)
    assert all(c not in LEGENDS.seat_view(s, 1).model_dump_json() for c in mine)
    s = act(s, 0, {"kind": "character", "character": mine[0]})
    assert mine[0] not in public(s)
    s = act(s, 1, {"kind": "character", "character": s.dealt[1][0]})
    s = act(s, 2, {"kind": "character", "character": s.dealt[2][0]})
    assert mine[0] in public(s) and mine[1] not in public(s)


def test_hands_are_counts_for_others() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK01", "DK01"])
    give(s, 1, ["KD", "QH"])
    assert '"KD"' not in public(s) and '"KD"' not in LEGENDS.seat_view(s, 0).model_dump_json()
    assert LEGENDS.table_view(s).players[1].cards == 2
    assert LEGENDS.seat_view(s, 1).hand == ["QH", "KD"]  # lowest first


def test_committed_card_hidden_until_the_reveal() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SV03", "SV03"])
    give(s, 0, ["KD", "5C"])
    give(s, 1, ["QH"])
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "duel", "card": "KD"})
    assert asked(s) == [(1, "answer")]
    assert '"KD"' not in public(s) and '"KD"' not in LEGENDS.seat_view(s, 1).model_dump_json()
    assert LEGENDS.seat_view(s, 0).committed == ["KD"]
    for a in LEGENDS.legal_actions(s, 1):
        text = LEGENDS.describe(LEGENDS.seat_view(s, 1), 1, a)
        assert text.private or "QH" not in text.label.model_dump_json()


def test_npc_cards_only_for_the_controller() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SH03", "DK01"])
    s.bandits = ["SH04"]
    give(s, 0, ["9C"])
    s.fight_deck = ["F5", "F9"] + [x for x in s.fight_deck if x not in ("F5", "F9")]
    s = act(s, 0, {"kind": "move", "to": "SH04"})
    s = act(s, 0, {"kind": "pick", "card": "9C"})
    assert asked(s) == [(1, "npc_card")]
    assert LEGENDS.seat_view(s, 1).npc_cards == ["F5", "F9"]
    assert '"F5"' not in public(s) and '"F5"' not in LEGENDS.seat_view(s, 0).model_dump_json()


def test_story_cards_in_play_show_only_their_requirement() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK01", "DK01"])
    view = public(s)
    for deck in s.story.values():
        assert all(f'"{c}"' not in view for c in deck)
    assert LEGENDS.table_view(s).slots[0].requirement


def test_cattle_reward_only_for_its_carrier() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["MP02", "DK01"])
    s = act(s, 0, {"kind": "do", "what": "acquire"})
    token = s.players[0].cattle
    assert token is not None and f'"{token}"' not in public(s)
    assert LEGENDS.seat_view(s, 0).cattle_token == token
    assert f'"{token}"' not in LEGENDS.seat_view(s, 1).model_dump_json()
