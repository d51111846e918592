"""Contract v2 for TEW beyond the shared conformance run: every decision type is met and
passes the per-step checks (labels, stages, leaks, fuzz), placements are staged by mat,
the Phase 1 keep is one simultaneous group, and the catalogue names match the data."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from bot.games.core import msg, step
from bot.games.tew.actions import Keep, Place
from bot.games.tew.decisions import FLOW
from bot.games.tew.spec import TEW
from tests.games.playout import choice_check, fuzz_check, leak_check
from tests.games.tew.hidden import hidden_identities
from tests.support.words import STRICT

DATA = Path(__file__).resolve().parents[3] / "data" / "tew"


@pytest.mark.slow  # many games until every decision type was seen
def test_every_decision_type_passes_the_per_step_checks() -> None:
    seen: set[str] = set()
    for n in (1, 2, 3, 4):
        for seed in range(30):
            rnd = random.Random(seed)
            mode = "choose" if seed % 5 == 0 else "random"
            s = TEW.setup(n, seed, TEW.options({"boss_mode": mode}))
            while TEW.result(s) is None:
                seat = rnd.choice(sorted(TEW.to_act(s)))
                d = s.flow.of(seat)
                assert d is not None and TEW.decision_id(s, seat) == d.id > 0
                legal = TEW.legal_actions(s, seat)
                if d.kind not in seen:
                    seen.add(d.kind)
                    leak_check(TEW, s, n, hidden_identities)
                    for other in TEW.to_act(s):
                        choice_check(TEW, s, other, TEW.legal_actions(s, other))
                    fuzz_check(TEW, s, seat, legal, rnd)
                    assert TEW.default_action(s, seat) in legal
                s = step(TEW, s, seat, rnd.choice(legal)).state
    assert seen == set(FLOW.types)


def test_placements_are_staged_by_mat() -> None:
    s = TEW.setup(4, 3, TEW.options())
    for seat in range(4):
        s = step(TEW, s, seat, TEW.legal_actions(s, seat)[0]).state
    seat = min(TEW.to_act(s))
    view = TEW.seat_view(s, seat)
    stages = {STRICT(TEW.describe(view, seat, a).stage[0])
              for a in TEW.legal_actions(s, seat) if isinstance(a, Place)}
    assert stages == {"Bank", "Courthouse", "Sheriff's Office", "Saloon", "Hideout"}


def test_the_keep_is_one_group_answered_in_any_order() -> None:
    s = TEW.setup(3, 5, TEW.options())
    assert TEW.to_act(s) == frozenset({0, 1, 2})
    ids = {TEW.decision_id(s, seat) for seat in range(3)}
    s = step(TEW, s, 2, TEW.legal_actions(s, 2)[0]).state
    assert TEW.to_act(s) == frozenset({0, 1})
    assert {TEW.decision_id(s, seat) for seat in (0, 1)} <= ids  # buttons stay valid
    table = TEW.table_view(s)
    text = TEW.describe(table, 0, Keep(card=s.players[0].options[0]))
    assert text.private and STRICT(text.label) == "Keep a card"


def test_catalogue_names_match_the_data() -> None:
    for file, key in (("buildings.json", "building"), ("bosses.json", "boss")):
        for card in json.loads((DATA / file).read_text(encoding="utf-8")):
            assert STRICT(msg(f"tew-{key}-{card['id']}")) == card["name"]
            assert STRICT(msg(f"tew-{key}-{card['id']}-text")) == card["text"]


def test_a_losing_defender_is_asked_as_a_reaction() -> None:
    from tests.games.tew.helpers import act, clear, game, put, to_placement

    s = game(2)
    clear(s)
    put(s, "BANK.INFLUENCE", 0, side="INSTANT")
    to_placement(s, 1, to_place=2)
    act(s, Place(spot="BANK.INFLUENCE", side="INSTANT"), dice=[6, 1])
    assert TEW.to_act(s) == frozenset({0}) and FLOW.reacting(s, 0)
    assert TEW.reacting is not None and TEW.reacting(s, 0)
