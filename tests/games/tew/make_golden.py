"""Regenerate the golden playthroughs (run on purpose only):

    .venv/bin/python -m tests.games.tew.make_golden
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bot.games.tew.spec import TEW
from tests.games.playout import ai_playthrough

GOLDEN = Path(__file__).resolve().parent / "golden"
SEEDS = {1: 101, 2: 202, 3: 303, 4: 404}
OPTIONS: dict[int, dict[str, str]] = {1: {"difficulty": "MEDIUM"}}


def play_ai(n: int, seed: int, options: dict[str, Any]) -> dict[str, Any]:
    state, actions, texts = ai_playthrough(TEW, TEW.setup(n, seed, TEW.options(options)))
    result = TEW.result(state)
    assert result is not None
    return {"seed": seed, "n": n, "options": options, "actions": actions, "events": texts,
            "result": result.model_dump(mode="json")}


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for n, seed in SEEDS.items():
        data = play_ai(n, seed, OPTIONS.get(n, {}))
        path = GOLDEN / f"tew_{n}p.json"
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(path, len(data["actions"]), "actions;", data["result"]["summary"])


if __name__ == "__main__":
    main()
