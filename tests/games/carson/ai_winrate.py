"""AI win rate against random players (run by hand, not a test).

    .venv/bin/python -m tests.games.carson.ai_winrate [games per player count]

One AI seat (rotating) against random legal players, then all seats AI (a tenth as many
games: the rotating seat should win about 1/n); a shared win counts as 1/k. When
several seats must answer at once, the lowest answers first.
"""

from __future__ import annotations

import sys
import time

from bot.games.carson.spec import CARSON
from tests.games.ai_match import ai_game, score, share


def play(n: int, seed: int, ai_seat: int, everyone: bool = False) -> tuple[float, int]:
    r = ai_game(CARSON, n, seed, range(n) if everyone else {ai_seat})
    return share(r, ai_seat), score(r, ai_seat)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    for n in (2, 3, 4, 5, 6):
        t0 = time.time()
        results = [play(n, seed, seed % n) for seed in range(games)]
        wins = sum(w for w, _ in results)
        avg = sum(sc for _, sc in results) / games
        mirror = [play(n, 10_000 + seed, seed % n, everyone=True)
                  for seed in range(max(1, games // 10))]
        seat_wins = sum(w for w, _ in mirror) / len(mirror)
        print(f"{n} players: AI won {wins:.1f}/{games} = {wins / games:.1%} "
              f"(chance {1 / n:.0%}), average AI score {avg:.1f}; all-AI games: the "
              f"rotating seat won {seat_wins:.1%}, average score "
              f"{sum(sc for _, sc in mirror) / len(mirror):.1f}; {time.time() - t0:.0f}s",
              flush=True)


if __name__ == "__main__":
    main()
