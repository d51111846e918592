"""Moves by length (ruling L7): a walk may revisit spaces (§3.A, R-MOVE), so where the
number of steps matters (S27 Long Ride: "move 4 or more spaces in one Move action") a
space is offered again by a longer walk; steps count as the rules do (R-MESA: a mesa
crossing is 2)."""

from __future__ import annotations

import pytest

from bot.games.core import IllegalActionError
from bot.games.legends import ai
from bot.games.legends.actions import Move, PlaceDisc, PlayCard, Step
from bot.games.legends.events import Moved
from bot.games.legends.spec import LEGENDS
from bot.games.legends.state import LegendsState
from tests.games.legends.helpers import act, acts, asked, give, table
from tests.support.words import STRICT

NAMES = {0: "Ana", 1: "Bea"}


def long_ride(s: LegendsState) -> LegendsState:
    """S27 Long Ride is deck L's available card."""
    s.story["L"] = ["S27"] + [c for c in s.story["L"] if c != "S27"]
    return s


def rider(space: str = "SV05", mount: str | None = "mustang", lp: int = 0,
          character: str = "kit_carson") -> LegendsState:
    """Ana on `space` with `mount` active (Mustang: movement 4), Long Ride available."""
    s = table(2, [character, "bass_reeves"], [space, "DK01"])
    s.players[0].lp = lp
    if mount:
        s.players[0].mounts, s.players[0].mount = {mount: False}, mount
    return long_ride(s)


def moves(s: LegendsState) -> list[Move]:
    return [a for a in LEGENDS.legal_actions(s, 0) if isinstance(a, Move)]


def label(s: LegendsState, a: Move) -> str:
    return STRICT(LEGENDS.describe(LEGENDS.seat_view(s, 0), 0, a).label, NAMES)


def description(s: LegendsState, a: Move) -> str:
    text = LEGENDS.describe(LEGENDS.seat_view(s, 0), 0, a).description
    assert text is not None
    return STRICT(text, NAMES)


def paths(events: list[object]) -> list[list[str]]:
    return [e.path for e in events if isinstance(e, Moved)]


def test_two_spaces_away_in_four_steps_for_long_ride() -> None:
    s = rider()  # SV07 is 2 steps from SV05 (via SV06 or SV08)
    assert [a for a in moves(s) if a.to == "SV07"] == [Move(to="SV07"), Move(to="SV07", steps=4)]
    assert label(s, Move(to="SV07")) == "Go to SV07, 2 steps"
    assert label(s, Move(to="SV07", steps=4)) == "Go to SV07 in 4 steps (long way)"
    assert description(s, Move(to="SV07", steps=4)) == (
        "The walk: SV05 > CJ05 > CJ01 > SV08 > SV07")
    assert not any(a.kind == "disc" for a in LEGENDS.legal_actions(s, 0))
    s, ev = acts(s, 0, Move(to="SV07", steps=4))
    assert paths(ev) == [["SV05", "CJ05", "CJ01", "SV08", "SV07"]]
    p = s.players[0]
    assert (p.space, s.actions, p.moves, s.move) == ("SV07", 2, 1, None)
    assert "move_long" in p.log  # S27: 4 spaces in one Move action
    assert PlaceDisc(slot="L") in LEGENDS.legal_actions(s, 0)
    s = act(s, 0, PlaceDisc(slot="L"))
    assert s.players[0].discs.count("L") == 1


def test_the_shortest_walk_does_not_count_for_long_ride() -> None:
    s, ev = acts(rider(), 0, Move(to="SV07"))
    assert paths(ev) == [["SV05", "SV06", "SV07"]] and "move_long" not in s.players[0].log
    assert PlaceDisc(slot="L") not in LEGENDS.legal_actions(s, 0)


def test_back_to_the_start_in_four_steps() -> None:
    s = rider()
    assert label(s, Move(to="SV05", steps=4)) == "Out and back to Rail Station (SV05) in 4 steps"
    s, ev = acts(s, 0, Move(to="SV05", steps=4))
    assert paths(ev) == [["SV05", "CJ05", "CJ01", "CJ05", "SV05"]]
    assert {"move_long", "move_rail"} <= set(s.players[0].log)


def test_only_lengths_that_change_something_are_offered() -> None:
    s = rider()
    legal = moves(s)
    longer = [a for a in legal if a.steps]
    assert all(a.steps == 4 for a in longer)  # the shortest length that meets S27
    # a space whose shortest walk is already 4 steps is offered once
    assert [a for a in legal if a.to == "CJ02"] == [Move(to="CJ02")]
    labels = [label(s, a) for a in LEGENDS.legal_actions(s, 0) if isinstance(a, Move)]
    assert len(labels) == len(set(labels)) and max(map(len, labels)) <= 80
    assert (len(legal), len(longer)) == (51, 19)  # every space under 4 steps, once more


@pytest.mark.parametrize("change", ["no_card", "placed", "met", "full", "slow"])
def test_no_longer_walk_when_long_ride_cannot_count(change: str) -> None:
    s = rider()
    if change == "no_card":
        s.story["L"] = [c for c in s.story["L"] if c != "S27"]
        s.story["R"] = [c for c in s.story["R"] if c != "S27"]
    elif change == "placed":
        s.players[0].placed = True  # one disc per turn (§3.E)
    elif change == "met":
        s.players[0].log.append("move_long")  # already met this turn
    elif change == "full":
        s.players[1].discs = ["L", "L"]  # 2 players: 2 discs complete a standard card
    else:
        s.players[0].mounts, s.players[0].mount = {}, None  # movement 2
    assert all(a.steps == 0 for a in moves(s))
    with pytest.raises(IllegalActionError) as err:
        LEGENDS.check(s, 0, Move(to="SV07", steps=4))
    assert err.value.msg.key == "legends-no-walk"


def test_kit_carsons_extra_space_makes_three_steps_enough() -> None:
    s = rider(mount="mule", lp=5)  # movement 3; Kit Carson's extra space is on
    assert [a for a in moves(s) if a.to == "SV07"] == [Move(to="SV07"), Move(to="SV07", steps=3)]
    s = act(s, 0, Move(to="SV07", steps=3))  # SV05 > SV06 > SV03 > SV07
    assert s.move is not None and s.move.steps == 3 and asked(s) == [(0, "post")]
    s = act(s, 0, Step(to="SV03"))  # the 4th step; nothing else may follow: finished
    assert s.move is None and "move_long" in s.players[0].log


def test_sprint_offers_two_steps_where_one_would_fall_short() -> None:
    s = rider(mount=None)
    give(s, 0, ["5C"])
    s = act(s, 0, Move(to="SV07"))  # 2 steps: SV05 > SV06 > SV07
    s = act(s, 0, PlayCard(card="5C"))
    sprint = [a for a in LEGENDS.legal_actions(s, 0) if isinstance(a, Move)]
    assert [a for a in sprint if a.steps] == [Move(to=x, steps=2) for x in (
        "DK09", "DK10", "SV03", "SV06", "SV09")]  # 1 step away, and 2 by a triangle
    assert [a for a in sprint if a.to == "SV08"] == [Move(to="SV08")]  # no 2-step walk
    assert label(s, Move(to="DK10", steps=2)) == "Go to Bank (DK10) in 2 steps (long way)"
    s, ev = acts(s, 0, Move(to="DK10", steps=2))
    assert paths(ev) == [["SV07", "DK09", "DK10"]]
    assert s.move is None and {"move_long", "move_bank"} <= set(s.players[0].log)


def test_saddle_up_offers_longer_walks_too() -> None:
    s = rider(mount=None)
    give(s, 0, ["6H"])
    s = act(s, 0, PlayCard(card="6H"))  # a Move with movement 2 + 3
    legal = [a for a in LEGENDS.legal_actions(s, 0) if isinstance(a, Move)]
    assert Move(to="SV07", steps=4) in legal
    s = act(s, 0, Move(to="SV07", steps=4))
    assert "move_long" in s.players[0].log


def test_the_ai_and_an_absent_player_keep_the_shortest_walk() -> None:
    s = rider()
    view = LEGENDS.seat_view(s, 0)
    legal = LEGENDS.legal_actions(s, 0)
    for a in legal:
        if isinstance(a, Move) and a.steps:
            assert ai.action_score(view, a) < ai.action_score(view, Move(to=a.to))
    chosen = ai.choose(view, legal)
    assert not isinstance(chosen, Move) or chosen.steps == 0
    assert LEGENDS.default_action(s, 0) == legal[-1]  # A4: end the action phase


def test_a_shortest_move_keeps_its_json_and_token() -> None:
    move = Move(to="SV07")
    assert move.model_dump(mode="json") == {"kind": "move", "to": "SV07"}
    assert LEGENDS.parse_action({"kind": "move", "to": "SV07"}) == move
    assert Move(to="SV07", steps=4).model_dump(mode="json") == {
        "kind": "move", "to": "SV07", "steps": 4}
    assert move.token() != Move(to="SV07", steps=4).token()
