"""Golden playthroughs (2, 4 and 6 seats, and each variant) replay exactly: the stored
actions give the stored events (with their English), views and result."""

from __future__ import annotations

import pytest

from bot.games.carson.spec import CARSON
from tests.games import golden
from tests.games.carson.make_golden import CASES, path


@pytest.mark.parametrize("name", [
    pytest.param(name, marks=[] if name in ("2p", "6p", "4p_kit_carson") else [pytest.mark.slow])
    for name in sorted(CASES)])
def test_golden_replays_exactly(name: str) -> None:
    golden.replays_exactly(CARSON, path(name))
