"""Golden playthroughs: a fixed action list, and the events, views and result it produces.

The action list is the anchor: it is chosen once (by the AI, or by hand) and never
re-derived, so a change to the AI does not rewrite the rules anchor. `record` plays the
fixed actions and stores what every step produced; `replays_exactly` plays them again and
compares. Regenerate a file only on purpose, when a rule change is meant to change it:

    .venv/bin/python -m tests.games.<key>.make_golden
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bot.games.core import AnySpec, Event, step
from tests.support.words import STRICT

VIEW_EVERY = 25  # a table view is stored every this many steps, and at the end


def event_json(event: Event) -> dict[str, Any]:
    """An event as a golden file keeps it: its type, its fields and its English words."""
    return {"type": type(event).__name__, **event.model_dump(mode="json"),
            "en": STRICT(event.message())}


def play(spec: AnySpec, data: dict[str, Any]) -> dict[str, Any]:
    """Play the fixed actions of `data` (seed, n, options, actions) and record the rest."""
    state = spec.setup(data["n"], data["seed"], spec.options(data["options"]))
    events: list[list[dict[str, Any]]] = []
    views: dict[str, Any] = {}
    for i, move in enumerate(data["actions"]):
        done = step(spec, state, move["seat"], spec.parse_action(move["action"]))
        events.append([event_json(e) for e in done.events])
        state = done.state
        if (i + 1) % VIEW_EVERY == 0:
            views[str(i + 1)] = spec.table_view(state).model_dump(mode="json")
    views["end"] = spec.table_view(state).model_dump(mode="json")
    result = spec.result(state)
    assert result is not None, "a golden playthrough must reach the end"
    return {"seed": data["seed"], "n": data["n"], "options": data["options"],
            "actions": data["actions"], "events": events, "views": views,
            "result": result.model_dump(mode="json")}


def write(path: Path, data: dict[str, Any]) -> None:
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")


def replays_exactly(spec: AnySpec, path: Path) -> None:
    """The stored actions produce exactly the stored events, views and result."""
    stored = json.loads(path.read_text(encoding="utf-8"))
    again = play(spec, stored)
    for i, (got, want) in enumerate(zip(again["events"], stored["events"], strict=True)):
        assert got == want, f"step {i}: {stored['actions'][i]}"
    assert again["views"] == stored["views"]
    assert again["result"] == stored["result"]
