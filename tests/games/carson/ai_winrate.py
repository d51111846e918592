"""AI win rate against random players (run by hand, not a test).

    .venv/bin/python -m tests.games.carson.ai_winrate [games per player count]

One AI seat (rotating) against random legal players, then all seats AI (a tenth as many
games: the rotating seat should win about 1/n); a shared win counts as 1/k. When
several seats must answer at once, the lowest answers first.
"""

from __future__ import annotations

import random
import sys
import time

from bot.games.carson.spec import CARSON
from bot.games.core.rng import Draws


def play(n: int, seed: int, ai_seat: int, everyone: bool = False) -> tuple[float, int]:
    rnd = random.Random(seed)
    s = CARSON.setup(n, seed, CARSON.Options())
    while CARSON.result(s) is None:
        seat = min(CARSON.to_act(s))
        legal = CARSON.legal_actions(s, seat)
        ai = everyone or seat == ai_seat
        a = CARSON.ai(CARSON.seat_view(s, seat), legal) if ai else rnd.choice(legal)
        CARSON.check(s, seat, a)
        CARSON.play(s, seat, a, Draws(s.rng))
        s.version += 1
    r = CARSON.result(s)
    assert r is not None
    winners = r.winners()
    score = next(x.score for x in r.standings if x.seat == ai_seat)
    return (1 / len(winners) if ai_seat in winners else 0.0), score


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
