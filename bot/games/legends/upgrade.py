"""Western Legends states saved by older releases, brought up to this release's schema.

Schema 1 (before the clockwise table of ruling L1): the table was the join order and no
`table` was stored. Schema 2 stores it.
"""

from __future__ import annotations

from typing import Any

SCHEMA_VERSION = 2

OPTIONS_BEFORE: dict[str, Any] = {"seat_wanted_together": False}
"""Options added after games were stored, with the value those games were played by
(also filled into a stored state's own copy of its options): schema 1 seated the table
in join order."""


def upgrade_state(data: dict[str, Any], saved: int) -> dict[str, Any]:
    """`data`, a state saved at schema `saved`, as this release stores it."""
    data = {**data, "options": {**OPTIONS_BEFORE, **data.get("options", {})}}
    if saved < 2 and not data.get("table"):
        data["table"] = list(range(len(data["players"])))
    return data
