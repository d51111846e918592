"""Not a test: measure the heuristic AI (run by hand).

    .venv/bin/python -m tests.games.tew.ai_winrate [games]

Reports the AI's win rate in 4-player games against three random players (the AI
rotates through the seats), and against the solo Rival at every difficulty.
"""

from __future__ import annotations

import sys
import time

from bot.games.core.rng import Draws, Rng
from bot.games.tew.spec import TEW
from tests.games.ai_match import ai_game


def play(n: int, seed: int, ai_seat: int, options: dict[str, str]) -> tuple[bool, int]:
    pick = Draws(Rng(seed=seed ^ 0xBEEF))
    result = ai_game(TEW, n, seed, {ai_seat}, options, lambda legal: legal[pick.below(len(legal))])
    mine = next(s for s in result.standings if s.seat == ai_seat)
    return mine.place == 1, mine.score


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    t0 = time.time()
    wins = sum(play(4, seed, seed % 4, {})[0] for seed in range(games))
    print(f"4 players, AI vs 3 random: {wins}/{games} = {wins / games:.0%} "
          f"(chance 25%) [{time.time() - t0:.0f}s]")
    for level in ("APPRENTICE", "BEGINNER", "MEDIUM", "HARD", "EPIC"):
        t0 = time.time()
        runs = [play(1, seed, 0, {"difficulty": level}) for seed in range(games)]
        won = sum(w for w, _ in runs)
        avg = sum(s for _, s in runs) / games
        print(f"solo {level:<10}: AI beats the Rival {won}/{games} = {won / games:.0%}, "
              f"mean {avg:.1f} VP [{time.time() - t0:.0f}s]")


if __name__ == "__main__":
    main()
