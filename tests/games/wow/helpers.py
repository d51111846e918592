"""Builders for hand-made Way Out West positions and scripted dice."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws, Rng
from bot.games.wow.data import N_TOWNS, TOWNS
from bot.games.wow.rules import check, play, to_act
from bot.games.wow.setup import setup
from bot.games.wow.state import EMPTY, Building, WowState

A, B, C, D, E = 0, 1, 2, 3, 4
SA, KC, AB, DC, DW = 0, 1, 2, 3, 4  # San Antonia, Kansas City, Abilene, Dodge City, Deadwood


class ScriptedDraws(Draws):
    """Dice from a list, in order; fails loudly when the script runs out."""

    def __init__(self, dice: Sequence[int]) -> None:
        super().__init__(Rng(seed=0))
        self.dice = list(dice)

    def die(self, sides: int = 6) -> int:
        assert self.dice, "the test ran out of scripted dice"
        return self.dice.pop(0)


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
    return s


def make_active(s: WowState, seat: int) -> None:
    s.order = [seat] + [x for x in range(s.n) if x != seat]
    s.turn = 0
    s.pass_no = 0
    s.boxes = {}


def build_at(s: WowState, town: int, kind: str, owner: int) -> None:
    row = s.spaces[town]
    row[row.index(None)] = Building(kind=kind, owner=owner)


def cattle_at(s: WowState, town: int, owner: int, count: int = 1) -> None:
    for _ in range(count):
        row = s.corrals[town]
        row[row.index(EMPTY)] = owner


def act(s: WowState, seat: int, action: Action, dice: Sequence[int] = ()) -> list[Event]:
    """Check and play one action on `s` in place with scripted dice (all must be used)."""
    assert seat in to_act(s), f"seat {seat} is not to act (to_act={set(to_act(s))})"
    check(s, seat, action)
    draws = ScriptedDraws(dice)
    events = play(s, seat, action, draws)
    assert not draws.dice, f"unused dice: {draws.dice}"
    s.version += 1
    return events


def texts(events: list[Event]) -> list[str]:
    return [e.text() for e in events]
