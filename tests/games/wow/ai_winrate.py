"""AI win rate against random players (run by hand, not a test).

    .venv/bin/python -m tests.games.wow.ai_winrate [games per player count]

One AI seat (rotating) against random legal players; a shared win counts as 1/k.
"""

from __future__ import annotations

import sys
import time

from bot.games.wow.spec import WOW
from tests.games.ai_match import ai_game, score, share


def play(n: int, seed: int, ai_seat: int) -> tuple[float, int]:
    r = ai_game(WOW, n, seed, {ai_seat})
    return share(r, ai_seat), score(r, ai_seat)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for n in (3, 4, 5):
        t0 = time.time()
        results = [play(n, seed, seed % n) for seed in range(games)]
        wins = sum(w for w, _ in results)
        avg = sum(sc for _, sc in results) / games
        print(f"{n} players: AI won {wins:.1f}/{games} = {wins / games:.1%} "
              f"(chance {1 / n:.0%}), average AI score {avg:.1f}, {time.time() - t0:.0f}s")


if __name__ == "__main__":
    main()
