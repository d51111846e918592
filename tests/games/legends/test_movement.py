"""Movement by destination (L7) when the destination is the start space: a Move is a walk
(§3.A "the path may revisit spaces", R-MOVE), so a walk of at least 1 step that comes back
is offered, under every stop rule (bandits, the Sheriff for Wanted players, mesas)."""

from __future__ import annotations

import pytest

from bot.games.core import IllegalActionError
from bot.games.legends.actions import Decide, Move, PlaceDisc, Step
from bot.games.legends.events import Moved
from bot.games.legends.spec import LEGENDS
from bot.games.legends.state import LegendsDecision, LegendsState
from tests.games.legends.helpers import act, acts, asked, give, table
from tests.support.words import STRICT


def at_rail(**kw: object) -> LegendsState:
    """Ana (Kit Carson, no mount: movement 2, ability off) on the Rail Station."""
    s = table(2, ["kit_carson", "bass_reeves"], ["SV05", "DK01"])
    for k, v in kw.items():
        setattr(s, k, v)
    return s


def label(s: LegendsState, a: Move) -> str:
    return STRICT(LEGENDS.describe(LEGENDS.seat_view(s, 0), 0, a).label, {0: "Ana", 1: "Bea"})


def moved(events: list[object]) -> list[list[str]]:
    return [e.path for e in events if isinstance(e, Moved)]


def test_a_move_may_end_where_it_started() -> None:
    s = at_rail()
    assert Move(to="SV05") in LEGENDS.legal_actions(s, 0)
    assert label(s, Move(to="SV05")) == "Out and back to Rail Station (SV05) via CJ05, 2 steps"
    s, ev = acts(s, 0, Move(to="SV05"))
    assert moved(ev) == [["SV05", "CJ05", "SV05"]]  # lowest ids first on equal lengths
    assert [STRICT(e.message(), {0: "Ana"}) for e in ev if isinstance(e, Moved)] == [
        "Ana moved to Rail Station (SV05): SV05 > CJ05 > SV05"]
    assert s.players[0].space == "SV05" and s.actions == 2 and s.players[0].moves == 1


def test_the_way_back_avoids_a_bandit() -> None:
    s = at_rail(bandits=["CJ05"])
    assert label(s, Move(to="SV05")) == "Out and back to Rail Station (SV05) via SV06, 2 steps"
    s, ev = acts(s, 0, Move(to="SV05"))
    assert moved(ev) == [["SV05", "SV06", "SV05"]] and s.fight is None


def test_no_way_back_when_a_bandit_is_on_every_neighbour() -> None:
    s = at_rail(bandits=["CJ05", "SV06", "SV08"])
    s.players[0].mounts, s.players[0].mount = {"mustang": False}, "mustang"  # movement 4
    legal = [a for a in LEGENDS.legal_actions(s, 0) if isinstance(a, Move)]
    assert legal == [Move(to="CJ05"), Move(to="SV06"), Move(to="SV08")]
    with pytest.raises(IllegalActionError):
        LEGENDS.check(s, 0, Move(to="SV05"))


def test_a_wanted_player_cannot_come_back_past_the_sheriff() -> None:
    s = at_rail(bandits=["CJ05", "SV08"], sheriff="SV06")
    assert label(s, Move(to="SV05")) == "Out and back to Rail Station (SV05) via SV06, 2 steps"
    s.players[0].wp = 1  # Wanted: the only way back passes the Sheriff (R-SHERIFFBLOCK)
    legal = [a for a in LEGENDS.legal_actions(s, 0) if isinstance(a, Move)]
    assert legal == [Move(to="CJ05"), Move(to="SV08")]


def test_deliver_cattle_at_the_rail_station_after_starting_there() -> None:
    s = at_rail()
    s.players[0].cattle = "G1"  # reward $20
    s.ranches["green"].remove("G1")
    s = act(s, 0, Move(to="SV05"))
    assert asked(s) == [(0, "post")] and Decide(yes=True) in LEGENDS.legal_actions(s, 0)
    s = act(s, 0, Decide(yes=True))
    p = s.players[0]
    assert (p.cattle, p.mp, p.money) == (None, 1, 40)  # Marshal space 1: $20; G1: $20
    assert "G1" in s.ranches["green"]


def test_end_a_move_on_the_rail_station_from_the_rail_station() -> None:
    s = at_rail()
    s.story["L"] = ["S19"] + [c for c in s.story["L"] if c != "S19"]  # All Aboard
    assert all(a.kind != "disc" for a in LEGENDS.legal_actions(s, 0))
    s = act(s, 0, Move(to="SV05"))
    assert s.move is None and "move_rail" in s.players[0].log
    assert any(a.kind == "disc" for a in LEGENDS.legal_actions(s, 0))


def test_sprint_may_come_back_to_where_the_move_ended() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SV06", "DK01"])
    s.players[0].lp = 5  # Kit's extra space is on: 1 step never comes back
    give(s, 0, ["5C"])
    s = act(s, 0, Move(to="SV08"))  # SV06 > SV05 > SV08
    assert Step(to="SV08") not in LEGENDS.legal_actions(s, 0)
    s = act(s, 0, {"kind": "card", "card": "5C"})
    assert Move(to="SV08") in LEGENDS.legal_actions(s, 0)
    s, ev = acts(s, 0, Move(to="SV08"))
    assert moved(ev) == [["SV08", "CJ01", "SV08"]]
    assert s.move is not None and s.move.steps == 4
    s = act(s, 0, Decide(yes=False))
    assert "move_long" in s.players[0].log  # S27 Long Ride: 4 spaces in one Move action


def test_saddle_up_may_come_back() -> None:
    s = at_rail(bandits=["CJ05", "SV06"])
    give(s, 0, ["6H"])
    s = act(s, 0, {"kind": "card", "card": "6H"})
    assert Move(to="SV05") in LEGENDS.legal_actions(s, 0)
    s, ev = acts(s, 0, Move(to="SV05"))
    assert moved(ev) == [["SV05", "SV08", "SV05"]]


def test_bloody_knife_never_leaves_a_mesa_where_he_came_in() -> None:
    s = table(2, ["bloody_knife", "kit_carson"], ["DK05", "DK01"])
    s.players[0].lp, s.players[0].wounds = 5, 1
    s.bandits = ["DK03", "DK04", "DK06", "DK10", "DX02", "NR04"]  # every neighbour
    assert Move(to="DK05") not in LEGENDS.legal_actions(s, 0)  # DK05 > MESA_N > DK05: no
    s.players[0].mounts, s.players[0].mount = {"mustang": False}, "mustang"  # movement 4
    assert Move(to="DK05") in LEGENDS.legal_actions(s, 0)
    assert label(s, Move(to="DK05")) == (  # each crossing counts 2 steps (R-MESA)
        "Out and back to DK05 via MESA_N > DX04 > MESA_N, 4 steps")
    s, ev = acts(s, 0, Move(to="DK05"))  # DK05 > MESA_N > DX04 > MESA_N > DK05
    assert moved(ev) == [["DK05", "DX04", "DK05"]] and s.players[0].wounds == 0
    assert "move_long" in s.players[0].log


def test_a_long_ride_through_a_mesa() -> None:
    """R-MESA: 1 step into the mesa and 1 out, so DK05 > MESA_N > RF02 > RF04 > RF05 is
    the 4 steps S27 Long Ride asks for (it counted 3 before)."""
    s = table(2, ["bloody_knife", "kit_carson"], ["DK05", "DK01"])
    s.players[0].lp, s.players[0].wounds = 5, 1
    s.players[0].mounts, s.players[0].mount = {"mustang": False}, "mustang"  # movement 4
    s.story["L"] = ["S27"] + [c for c in s.story["L"] if c != "S27"]  # Long Ride
    assert label(s, Move(to="RF05")) == "Go to RF05, 4 steps"
    assert [a for a in LEGENDS.legal_actions(s, 0) if isinstance(a, Move) and a.to == "RF05"
            ] == [Move(to="RF05")]  # already 4 steps: no longer walk is offered
    s, ev = acts(s, 0, Move(to="RF05"))
    assert moved(ev) == [["DK05", "RF02", "RF04", "RF05"]]
    assert s.players[0].wounds == 0 and "move_long" in s.players[0].log
    assert PlaceDisc(slot="L") in LEGENDS.legal_actions(s, 0)


def test_a_sprint_across_a_mesa_counts_2_steps() -> None:
    s = table(2, ["bloody_knife", "kit_carson"], ["DK04", "DK01"])
    s.players[0].lp = 5
    give(s, 0, ["5C"])
    s = act(s, 0, Move(to="DK10"))  # DK04 > DK05 > DK10: 2 steps
    s = act(s, 0, {"kind": "card", "card": "5C"})
    assert label(s, Move(to="CJ04")) == "Go to CJ04, 2 steps"  # DK10 > MESA_S > CJ04
    s, ev = acts(s, 0, Move(to="CJ04"))
    assert moved(ev) == [["DK10", "CJ04"]]
    assert s.move is None and "move_long" in s.players[0].log  # 2 + 2 steps


def test_y_b_rowdy_steps_out_and_back() -> None:
    s = table(2, ["y_b_rowdy", "kit_carson"], ["SV05", "DK01"])
    s.flow.push(LegendsDecision(seat=0, kind="walk", what="rowdy", count=3))
    s = act(s, 0, Step(to="SV06"))
    assert Step(to="SV05") in LEGENDS.legal_actions(s, 0)
    s = act(s, 0, Step(to="SV05"))
    assert s.players[0].space == "SV05" and s.move is None


def test_the_sheriff_steps_away_and_back_onto_a_wanted_player() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["SV05", "DK01"])
    s.players[1].wp = 1  # Wanted on his space: not attacked until he comes back
    s.flow.push(LegendsDecision(seat=0, kind="walk", what="story", count=2))
    s = act(s, 0, Step(to="DK02"))
    assert Step(to="DK01") in LEGENDS.legal_actions(s, 0)
    s = act(s, 0, Step(to="DK01"))
    assert s.sheriff == "DK01" and s.fight is not None
    assert (s.fight.kind, s.fight.fighter) == ("sheriff", 1)  # the arrest attempt
