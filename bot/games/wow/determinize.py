"""Full states sampled from one seat's view (issue 23 #1).

Nothing on a Way Out West table is hidden (rules §8, R34): the seat's view carries the whole
board, the pending questions and the next question id. The only unknown is the dice still
to be rolled, which live in the state's generator; a sample is the view's board rebuilt
with a fresh generator drawn from `draws`, so a bot searching it cannot foresee the dice.
"""

from __future__ import annotations

from bot.games.core.flow import Flow
from bot.games.core.rng import Draws, Rng
from bot.games.wow.state import WowDecision, WowState
from bot.games.wow.view import WowSeatView

_NOT_BOARD = {"questions", "next_question_id"}


def determinize(view: WowSeatView, seat: int, draws: Draws) -> WowState:
    """The state behind `seat`'s view, with a generator drawn from `draws` (the dice to come
    are the one thing no seat knows). `seat` is unused: every seat sees the same board."""
    del seat
    board = view.board
    flow = Flow[WowDecision](
        stack=[WowDecision.model_validate(q.model_dump()) for q in board.questions],
        next_id=board.next_question_id)
    return WowState.model_validate({
        **board.model_dump(exclude=_NOT_BOARD), "flow": flow,
        "version": view.version, "rng": Rng(seed=draws.word())})
