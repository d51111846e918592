"""Builders for hand-made Way Out West positions, scripted dice and the flow's questions."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from bot.games.core.errors import IllegalActionError
from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws, Rng
from bot.games.wow.auction import start_auction
from bot.games.wow.data import N_TOWNS, TOWNS
from bot.games.wow.decisions import FLOW
from bot.games.wow.setup import setup
from bot.games.wow.state import EMPTY, Building, WowDecision, WowState
from tests.support.words import STRICT

A, B, C, D, E = 0, 1, 2, 3, 4
SA, KC, AB, DC, DW = 0, 1, 2, 3, 4  # San Antonia, Kansas City, Abilene, Dodge City, Deadwood
NAMES = {seat: f"@{seat}" for seat in range(5)}  # seats worded as the old texts wrote them
ROUND_QUESTIONS = ("start", "bid", "turn")  # asked outside a box action or a shootout

to_act = FLOW.to_act
legal_actions = FLOW.legal_actions
check = FLOW.check
default_action = FLOW.default_action


class ScriptedDraws(Draws):
    """Dice from a list, in order; fails loudly when the script runs out."""

    def __init__(self, dice: Sequence[int]) -> None:
        super().__init__(Rng(seed=0))
        self.dice = list(dice)

    def die(self, sides: int = 6) -> int:
        assert self.dice, "the test ran out of scripted dice"
        return self.dice.pop(0)


def ask_turn(s: WowState, seat: int) -> None:
    """Make `seat` the one asked for a box (or a pass), nothing else pending."""
    s.flow.clear()
    s.acted = False
    s.flow.push(WowDecision(seat=seat, kind="turn"))


def blank(n: int = 3, money: int = 10, active: int = 0) -> WowState:
    """An action phase with an empty map, `active` to act in the first pass."""
    s = setup(n, 1)
    s.phase = "actions"
    s.money = [money] * n
    s.cowboys = [[0] * n for _ in range(N_TOWNS)]
    s.corrals = [[EMPTY] * t.corrals for t in TOWNS]
    s.spaces = [[None] * t.building_spaces for t in TOWNS]
    s.order = [active] + [x for x in range(n) if x != active]
    s.turn = 0
    s.pass_no = 0
    ask_turn(s, active)
    return s


def make_active(s: WowState, seat: int) -> None:
    """A fresh action phase with `seat` first in turn order."""
    s.order = [seat] + [x for x in range(s.n) if x != seat]
    s.turn = 0
    s.pass_no = 0
    s.boxes = {}
    ask_turn(s, seat)


def settle(s: WowState) -> list[Event]:
    """Forget the pending questions and let the flow decide who is asked (forced passes,
    forced drops happen here)."""
    s.flow.clear()
    events: list[Event] = []
    FLOW.run(s, ScriptedDraws([]), events)
    return events


def open_auction(s: WowState) -> list[Event]:
    """Start an auction in the current turn order; its first bidder is asked."""
    start_auction(s)
    return settle(s)


def pending(s: WowState) -> WowDecision | None:
    """The question of a box action or shootout asked now (None: a round question)."""
    top = s.flow.top()
    return top[0] if top and top[0].kind not in ROUND_QUESTIONS else None


def build_at(s: WowState, town: int, kind: str, owner: int) -> None:
    row = s.spaces[town]
    row[row.index(None)] = Building.model_validate({"kind": kind, "owner": owner})


def cattle_at(s: WowState, town: int, owner: int, count: int = 1) -> None:
    for _ in range(count):
        row = s.corrals[town]
        row[row.index(EMPTY)] = owner


def act(s: WowState, seat: int, action: Action, dice: Sequence[int] = ()) -> list[Event]:
    """Check and play one action on `s` in place with scripted dice (all must be used)."""
    assert seat in to_act(s), f"seat {seat} is not to act (to_act={set(to_act(s))})"
    check(s, seat, action)
    draws = ScriptedDraws(dice)
    events = FLOW.play(s, seat, action, draws)
    assert not draws.dice, f"unused dice: {draws.dice}"
    s.version += 1
    return events


def texts(events: list[Event]) -> list[str]:
    """Events in strict English, seats written `@N`."""
    return [STRICT(e.message(), NAMES) for e in events]


def refused(s: WowState, seat: int, action: Action, match: str) -> None:
    """`action` is refused with a reason (in strict English) containing `match`."""
    with pytest.raises(IllegalActionError) as caught:
        check(s, seat, action)
    assert match in STRICT(caught.value.msg, NAMES)
