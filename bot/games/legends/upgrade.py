"""Western Legends states saved by older releases, brought up to this release's schema.

Schema 1 (before the clockwise table of ruling L1): the table was the join order and no
`table` was stored. Schema 2 stores it, and adds `defence_cards` (Duck and Cover and Lady
Luck asked of their owner; games stored before were played with them automatic).
"""

from __future__ import annotations

from typing import Any

SCHEMA_VERSION = 2

OPTIONS_BEFORE: dict[str, Any] = {"seat_wanted_together": False, "defence_cards": "auto"}
"""Options added after games were stored, with the value those games were played by
(also filled into a stored state's own copy of its options): schema 1 seated the table
in join order and played defence cards automatically."""


def upgrade_state(data: dict[str, Any], saved: int) -> dict[str, Any]:
    """`data`, a state saved at schema `saved`, as this release stores it."""
    data = {**data, "options": {**OPTIONS_BEFORE, **data.get("options", {})}}
    if saved < 2:
        if not data.get("table"):
            data["table"] = list(range(len(data["players"])))
        data["players"] = [p if i == data.get("turn") else {**p, **TURN_MARKERS_CLEAR}
                           for i, p in enumerate(data["players"])]
    return data


TURN_MARKERS_CLEAR: dict[str, Any] = {"fought": [], "log": [], "heist": False, "placed": False,
                                      "reputation": False, "wyatt": False, "duster": False,
                                      "moves": 0}
"""A player's per-turn markers at the start of a turn. Schema 1 reset them only at the
start of their owner's turn; schema 2 resets everyone's at the start of every turn
(Appendix L), so the other players' leftovers of their own last turn go."""
