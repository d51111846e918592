"""The render pool draws the same bytes in a worker process as in a thread."""

from __future__ import annotations

import pytest

from bot.games.tew.spec import TEW
from bot.i18n import Voice, words
from render import table_png
from render.pool import Painter


@pytest.mark.slow
async def test_a_worker_process_draws_the_same_board_as_a_thread():
    state = TEW.setup(3, 7, TEW.options())
    view = TEW.table_view(state)
    voice = Voice(words("es"), {0: "José Núñez", 1: "Ana", 2: "Ben"})
    painter = Painter(workers=1)
    try:
        drawn = await painter.table(view, voice)
    finally:
        painter.close()
    assert drawn == table_png(view, voice)
    assert painter.queued == 0


async def test_without_workers_it_draws_in_a_thread():
    state = TEW.setup(2, 7, TEW.options())
    painter = Painter(workers=0)
    view = TEW.seat_view(state, 0)
    assert await painter.hand(view, Voice()) == await Painter().hand(view, Voice())
