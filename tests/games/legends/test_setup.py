"""Setup for 2-6 players (§2): decks, the deal, the first player, starting gear, placement,
bandits; and the to_act table of §10.4 for questions asked of non-active players."""

from __future__ import annotations

import pytest

from bot.games.legends.data import CHARACTERS
from bot.games.legends.spec import LEGENDS
from bot.games.legends.state import LegendsState, Options
from tests.games.legends.helpers import act, asked, give, table


def through_setup(n: int, seed: int) -> LegendsState:
    s = LEGENDS.setup(n, seed, Options())
    while s.phase != "play":
        seat = min(LEGENDS.to_act(s))
        s = act(s, seat, LEGENDS.default_action(s, seat))
    return s


@pytest.mark.parametrize("n", range(2, 7))
def test_setup_for_every_count(n: int) -> None:
    s = LEGENDS.setup(n, 40 + n, Options())
    assert LEGENDS.to_act(s) == frozenset(range(n))
    assert len({c for row in s.dealt for c in row}) == 2 * n
    assert len(s.deck) == 52 and len(s.fight_deck) == 13
    assert [len(s.story[x]) for x in "LR"] == [20, 20]
    assert [len(s.ranches[c]) for c in ("green", "blue")] == [8, 8]
    s = through_setup(n, 40 + n)
    wp = [CHARACTERS[p.character].wp for p in s.players]
    assert wp[s.first] == max(wp) and s.turn == s.first
    taken = {p.space for p in s.players}
    assert all(b not in taken for b in s.bandits) and len(s.bandits) == 6 - len(
        taken & {"MP01", "SH04", "NR01", "DX01", "SV01", "CJ02"})
    assert sum(len(p.hand) for p in s.players) + len(s.deck) == 52
    assert s.sheriff == "DK01" and (s.mib == "SV05") == (n == 2)
    assert asked(s) == [(s.first, "income")]


def test_non_active_players_are_asked_as_reactions() -> None:
    s = table(3, ["kit_carson", "bass_reeves", "y_b_rowdy"], ["SV03", "SV03", "DK01"])
    give(s, 0, ["KD"])
    give(s, 1, ["5C"])
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "duel", "card": "KD"})
    assert LEGENDS.to_act(s) == frozenset({1})
    assert LEGENDS.reacting is not None and LEGENDS.reacting(s, 1)


def test_character_choices_are_simultaneous() -> None:
    s = LEGENDS.setup(4, 9, Options())
    s = act(s, 2, {"kind": "character", "character": s.dealt[2][1]})
    assert LEGENDS.to_act(s) == frozenset({0, 1, 3})
