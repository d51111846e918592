"""AI win rate against random players and against itself (run by hand, not a test).

    .venv/bin/python -m tests.games.legends.ai_winrate [games per player count]

One AI seat (rotating) against random legal players, then all seats AI; a shared win
counts as 1/k. The 15 LP target is used, as in the playouts.
"""

from __future__ import annotations

import sys
import time

from bot.games.legends.spec import LEGENDS
from tests.games.ai_match import ai_game, score

OPTIONS = {"target_lp": 15}


def play(n: int, seed: int, ai_seats: set[int]) -> tuple[list[int], list[int]]:
    """One game; the winners and every seat's final score."""
    r = ai_game(LEGENDS, n, seed, ai_seats, OPTIONS)
    return r.winners(), [score(r, i) for i in range(n)]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    for n in range(2, 7):
        t0 = time.time()
        wins = 0.0
        for seed in range(games):
            winners, _ = play(n, seed, {seed % n})
            wins += 1 / len(winners) if seed % n in winners else 0.0
        selfplay = [play(n, 10_000 + seed, set(range(n)))[1] for seed in range(max(1, games // 10))]
        avg = sum(sum(x) / n for x in selfplay) / len(selfplay)
        print(f"{n} players: AI won {wins:.1f}/{games} = {wins / games:.1%} (chance "
              f"{1 / n:.0%}); all-AI games: average score {avg:.1f}; {time.time() - t0:.0f}s",
              flush=True)


if __name__ == "__main__":
    main()
