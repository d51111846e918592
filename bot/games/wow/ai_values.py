"""The heuristic's values remembered within one decision: its look-ahead reaches the same
board by several orders of the same moves (two cowboys moved, one after the other), and
boards that differ only in cowboys or money share their final scores. Each memory is keyed
by exactly what its function reads, so a remembered value equals a computed one."""

from __future__ import annotations

from bot.games.wow.ai_eval import value
from bot.games.wow.scoring import scores
from bot.games.wow.state import Board

Key = tuple[object, ...]


def property_key(b: Board) -> Key:
    """The property tokens, town by town: type and owner of each space's token."""
    return tuple(tuple(None if sp is None else (sp.kind, sp.owner) for sp in town)
                 for town in b.spaces)


def scores_key(b: Board) -> Key:
    """Everything `scores` reads: property, corrals, money and wanted tokens."""
    return (property_key(b), tuple(map(tuple, b.corrals)), tuple(b.money), tuple(b.wanted))


def value_key(b: Board) -> Key:
    """Everything `value` reads: the scores' part, cowboys, the round and the phase."""
    return (scores_key(b), tuple(map(tuple, b.cowboys)), b.track, b.phase)


class Values:
    """`value` for one seat, remembered by board for the length of one decision."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.values: dict[Key, float] = {}
        self.totals: dict[Key, list[int]] = {}

    def __call__(self, b: Board) -> float:
        key = value_key(b)
        known = self.values.get(key)
        if known is None:
            known = self.values[key] = value(b, self.seat, self.scores)
        return known

    def scores(self, b: Board) -> list[int]:
        """Every seat's total as if the game ended now (`scores`), remembered."""
        key = scores_key(b)
        known = self.totals.get(key)
        if known is None:
            known = self.totals[key] = scores(b)
        return known
