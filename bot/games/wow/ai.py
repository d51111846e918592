"""Heuristic AI (placeholder: the default action)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.core.model import Action, SeatView


def choose(view: SeatView, legal: Sequence[Action]) -> Action:
    return legal[-1] if len(legal) > 1 else legal[0]
