"""Random playouts finish; cheap availability tests agree with the full choice lists."""

from __future__ import annotations

import random

import pytest

from bot.games.core.engine import step
from bot.games.wow import effects
from bot.games.wow.data import BOXES, DATA
from bot.games.wow.spec import WOW
from bot.games.wow.targets import all_targets, has_target


def random_game(n: int, seed: int, probe: bool = False) -> int:
    rnd = random.Random(seed)
    s = WOW.setup(n, seed, WOW.Options())
    steps = 0
    while WOW.result(s) is None:
        seat = rnd.choice(sorted(WOW.to_act(s)))
        legal = WOW.legal_actions(s, seat)
        assert legal  # any number: the UI stages large choices (conformance checks it)
        if probe and s.phase == "actions" and s.flow.top()[0].kind == "turn":
            assert has_target(s, seat) == bool(all_targets(s, seat))
            for box in DATA.boxes_for(n):
                if box.action == "build":
                    assert effects.available(s, seat, "build", box.id) == bool(
                        effects.build_choices(s, seat, box.id))
                if box.action == "buy_cattle":
                    assert effects.available(s, seat, "buy_cattle", box.id) == bool(
                        effects.cattle_choices(s, seat, []))
        s = step(WOW, s, seat, rnd.choice(legal)).state
        steps += 1
        assert steps < 5000
    return steps


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.slow
def test_random_playouts_finish(n):
    for seed in range(40):
        random_game(n, seed, probe=seed < 8)


@pytest.mark.parametrize("n", [3, 4, 5])
def test_short_option_plays_six_rounds(n):
    s = WOW.setup(n, 1, WOW.options({"length": "short"}))
    assert s.track == 7 and s.start_track == 7


def test_box_availability_per_player_count():
    assert len(DATA.boxes_for(3)) == len(DATA.boxes_for(4)) == 17
    assert len(DATA.boxes_for(5)) == 19
    assert BOXES["cattle_3"].min_players == 5 and BOXES["gunfight_3"].min_players == 5
