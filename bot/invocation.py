"""How to run this Python again from the user's shell, for the commands Saloon prints."""

from __future__ import annotations

import sys
from pathlib import Path


def python_command() -> str:
    """The interpreter running now, as the user can type it here: `.venv/bin/python` for
    the project's virtualenv (it works whether or not the virtualenv is activated), else
    its absolute path."""
    exe = Path(sys.executable)
    return str(exe.relative_to(Path.cwd())) if exe.is_relative_to(Path.cwd()) else str(exe)
