"""Write the golden playthroughs of Western Legends (regenerate on purpose only):

    .venv/bin/python -m tests.games.legends.make_golden

A file's action list is the anchor: chosen once by the AI (every seat) when the file does
not exist yet, then kept; this plays the stored actions again and records the events,
views and result in the format of `tests/games/golden.py`.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bot.games.legends.spec import LEGENDS
from tests.games import golden
from tests.games.playout import ai_playthrough

GOLDEN = Path(__file__).parent / "golden"
CASES: dict[str, tuple[int, int, dict[str, Any]]] = {
    "2p_mib": (2, 201, {"target_lp": 15}),
    "4p": (4, 401, {"target_lp": 15}),
    "6p": (6, 601, {"target_lp": 15}),
    "3p_goals": (3, 301, {"target_lp": 15, "goals_variant": True}),
}


def path(name: str) -> Path:
    return GOLDEN / f"legends_{name}.json"


def main() -> None:
    for name, (n, seed, options) in CASES.items():
        if path(name).exists():
            stored = json.loads(path(name).read_text(encoding="utf-8"))
            actions = stored["actions"]
        else:
            start = LEGENDS.setup(n, seed, LEGENDS.options(options))
            _, actions = ai_playthrough(LEGENDS, start)
        data = golden.play(LEGENDS, {"seed": seed, "n": n, "options": options,
                                     "actions": actions})
        golden.write(path(name), data)
        print(f"{path(name)}: {len(actions)} actions; {data['result']['standings']}")


if __name__ == "__main__":
    main()
