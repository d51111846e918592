"""Golden playthroughs (2 players with the Man in Black, 4, 6, and 3 with Goals) replay
exactly: the stored actions give the stored events (with their English), views and result."""

from __future__ import annotations

import pytest

from bot.games.legends.spec import LEGENDS
from tests.games import golden
from tests.games.legends.make_golden import CASES, path


@pytest.mark.parametrize("name", sorted(CASES))
def test_golden_replays_exactly(name: str) -> None:
    golden.replays_exactly(LEGENDS, path(name))
