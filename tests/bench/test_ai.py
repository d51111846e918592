"""`python -m bench.ai --estimate`: the measure a game's estimate is weighed by."""

from __future__ import annotations

from bench.ai import estimate_check, scenarios


def test_the_estimate_check_names_a_share_for_each_quarter_of_the_game() -> None:
    legends = next(s for s in scenarios() if s.name == "legends-2")
    line = estimate_check(legends, games=2)
    assert line.startswith("legends-2") and "the estimate's leader wins" in line
    assert all(f"{q}%+ " in line for q in (0, 25, 50, 75))
