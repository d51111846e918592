"""Rewrite the golden playthroughs from their stored actions (regenerate on purpose only):

    .venv/bin/python -m tests.games.wow.make_golden

The fixed action lists are the anchor (chosen once by the AI from the seeds below and never
re-derived); this plays them again and records the events, views and result in the format
of `tests/games/golden.py`, which `test_golden.py` replays exactly.
"""

from __future__ import annotations

import json
from pathlib import Path

from bot.games.wow.spec import WOW
from tests.games import golden

GOLDEN = Path(__file__).parent / "golden"
SEEDS = {3: 301, 4: 401, 5: 501}


def path(n: int) -> Path:
    return GOLDEN / f"wow_{n}p.json"


def main() -> None:
    for n in SEEDS:
        stored = json.loads(path(n).read_text(encoding="utf-8"))
        fixed = {"seed": stored["seed"], "n": stored.get("n", stored.get("n_seats")),
                 "options": stored["options"], "actions": stored["actions"]}
        data = golden.play(WOW, fixed)
        golden.write(path(n), data)
        print(f"{path(n)}: {len(data['actions'])} actions; {data['result']['standings']}")


if __name__ == "__main__":
    main()
