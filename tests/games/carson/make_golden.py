"""Write the golden playthroughs of Carson City (regenerate on purpose only):

    .venv/bin/python -m tests.games.carson.make_golden

2, 4 and 6 seats with the base game, and each of the six variants (3 seats; Kit Carson
at 4 so simultaneous placement has company). A file's action list is the anchor: chosen
once by the AI (every seat) when the file does not exist yet, then kept; this plays the
stored actions again and records the events, views and result (`tests/games/golden.py`).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bot.games.carson.spec import CARSON
from tests.games import golden
from tests.games.playout import ai_playthrough

GOLDEN = Path(__file__).parent / "golden"
BASE: dict[str, Any] = {"buildings": "base"}
CASES: dict[str, tuple[int, int, dict[str, Any]]] = {
    "2p": (2, 201, {}),
    "4p": (4, 401, BASE),
    "6p": (6, 601, BASE),
    "4p_kit_carson": (4, 311, {"kit_carson": True}),
    "3p_might_is_right": (3, 312, {"might_is_right": True}),
    "3p_outlaws": (3, 313, {"outlaws": True}),
    "3p_horses": (3, 314, {"horses": True}),
    "3p_river": (3, 315, {"river": True}),
    "3p_new_beginning": (3, 316, {"new_beginning": True}),
}


def path(name: str) -> Path:
    return GOLDEN / f"carson_{name}.json"


def main() -> None:
    for name, (n, seed, options) in CASES.items():
        if path(name).exists():
            actions = json.loads(path(name).read_text(encoding="utf-8"))["actions"]
        else:
            start = CARSON.setup(n, seed, CARSON.options(options))
            _, actions = ai_playthrough(CARSON, start)
        data = golden.play(CARSON, {"seed": seed, "n": n, "options": options,
                                    "actions": actions})
        golden.write(path(name), data)
        print(f"{path(name)}: {len(actions)} actions; "
              f"{[(s['seat'], s['score']) for s in data['result']['standings']]}")


if __name__ == "__main__":
    main()
