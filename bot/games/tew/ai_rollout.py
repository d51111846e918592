"""The heuristic as the searching bot's playouts move by it (`GameSpec.rollout`): `ai`'s
choice from the seat's view, built without words (`project.playout_view`), which is what
a playout step spends most of its time on."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.tew.actions import TewMove
from bot.games.tew.ai import ai
from bot.games.tew.decisions import FLOW
from bot.games.tew.project import playout_view
from bot.games.tew.state import TewState


def rollout(state: TewState, seat: int, legal: Sequence[TewMove]) -> TewMove:
    """What `ai` plays for `seat` in a game not yet over, read from the full state."""
    view = playout_view(state, seat)
    view.game, view.version = "tew", state.version  # as `GameSpec.seat_view` fills them
    view.to_act, view.result = sorted(FLOW.to_act(state)), None
    return ai(view, legal)
