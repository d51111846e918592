"""Golden playthroughs: the fixed actions replay to exactly the stored events, views and
result (regenerate on purpose with `python -m tests.games.tew.make_golden`)."""

from __future__ import annotations

import pytest

from bot.games.tew.spec import TEW
from tests.games import golden
from tests.games.tew.make_golden import SEEDS, path_of


@pytest.mark.parametrize("n", sorted(SEEDS))
def test_golden_replays_exactly(n: int) -> None:
    golden.replays_exactly(TEW, path_of(n))
