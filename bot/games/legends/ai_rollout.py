"""The heuristic as the searching bot's playouts move by it (`GameSpec.rollout`): `choose`
read from the part of the seat's view it uses (`project.playout_view`), which is what a
playout step spent most of its time building."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.legends.actions import LegendsMove
from bot.games.legends.ai import choose
from bot.games.legends.project import playout_view
from bot.games.legends.state import LegendsState


def rollout(state: LegendsState, seat: int, legal: Sequence[LegendsMove]) -> LegendsMove:
    """What `choose` answers for `seat`, read from the full state."""
    return choose(playout_view(state, seat), legal)
