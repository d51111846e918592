"""Pyright over the project against its own environment (strict for bot/games and render,
standard elsewhere, as configured in pyproject.toml). It runs with the full suite, not in
the fast subset: `pytest -m "not slow"` skips it."""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.slow
def test_pyright_reports_no_errors():
    pyright = Path(sys.executable).with_name("pyright")
    done = subprocess.run([str(pyright), "--pythonpath", sys.executable], cwd=ROOT,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stdout[-6000:] + done.stderr[-2000:]
