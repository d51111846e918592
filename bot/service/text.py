"""Turning engine texts with seat markers (`@0`, `@1`, ...) into names."""

from __future__ import annotations

import re

_SEAT = re.compile(r"@(\d)")


def with_names(text: str, names: dict[int, str]) -> str:
    """Replace `@N` by the name of seat N (unknown seats stay as "Seat N+1")."""
    return _SEAT.sub(lambda m: names.get(int(m.group(1)), f"Seat {int(m.group(1)) + 1}"), text)
