"""The soak of issue 25 (`python -m bench.soak`) in short: two simulated days, a few games on
SQLite, the real bot as a child process restarted by SIGTERM and by SIGKILL while a move is in
flight. It fails on any violation the soak reports (its figures are in the failure text)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_two_simulated_days_break_nothing(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bench.soak", "--days", "2", "--games", "4", "--seed", "3",
         "--keep", str(tmp_path)], cwd=ROOT, capture_output=True, text=True, timeout=240,
        check=False)
    shown = done.stdout + done.stderr[-3000:]
    assert "games stuck" in done.stdout and "violations:" in done.stdout, shown
    assert done.returncode == 0, shown
