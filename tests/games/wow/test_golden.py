"""Golden playthroughs replay exactly: the stored actions give the stored events (with their
English), table views and result."""

from __future__ import annotations

import pytest

from bot.games.wow.spec import WOW
from tests.games import golden
from tests.games.wow.make_golden import SEEDS, path


@pytest.mark.parametrize("n", sorted(SEEDS))
def test_golden_replays_exactly(n):
    golden.replays_exactly(WOW, path(n))
