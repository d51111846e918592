"""Write golden playthroughs: `python -m tests.games.wow.make_golden` (regenerate on purpose only).

Every seat is played by the AI from a fixed seed; the file keeps the seed, options, actions,
event texts and the result, and `test_golden.py` replays it exactly.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bot.games.wow.spec import WOW
from tests.games.playout import ai_playthrough

GOLDEN = Path(__file__).parent / "golden"
SEEDS = {3: 301, 4: 401, 5: 501}


def play_golden(n: int) -> dict[str, Any]:
    seed = SEEDS[n]
    options = WOW.Options()
    state, actions, events = ai_playthrough(WOW, WOW.setup(n, seed, options))
    result = WOW.result(state)
    assert result is not None
    return {"game": "wow", "n_seats": n, "seed": seed, "options": options.model_dump(),
            "actions": actions, "events": events, "result": result.model_dump(mode="json")}


def main() -> None:
    GOLDEN.mkdir(exist_ok=True)
    for n in SEEDS:
        data = play_golden(n)
        path = GOLDEN / f"wow_{n}p.json"
        path.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
        print(f"{path}: {len(data['actions'])} actions; {data['result']['summary']}")


if __name__ == "__main__":
    main()
