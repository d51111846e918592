"""Regenerate the golden playthroughs from their stored actions (run on purpose only):

    .venv/bin/python -m tests.games.tew.make_golden

The fixed action lists are the anchor (chosen once by the AI, never re-derived); this
replays them and rewrites the events, views and result they produce (tests/games/golden.py).
"""

from __future__ import annotations

import json
from pathlib import Path

from bot.games.tew.spec import TEW
from tests.games import golden

GOLDEN = Path(__file__).resolve().parent / "golden"
SEEDS = {1: 101, 2: 202, 3: 303, 4: 404}


def path_of(n: int) -> Path:
    return GOLDEN / f"tew_{n}p.json"


def main() -> None:
    for n in SEEDS:
        path = path_of(n)
        stored = json.loads(path.read_text(encoding="utf-8"))
        anchor = {k: stored[k] for k in ("seed", "n", "options", "actions")}
        data = golden.play(TEW, anchor)
        golden.write(path, data)
        print(path, len(data["actions"]), "actions")


if __name__ == "__main__":
    main()
