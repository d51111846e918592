"""AI win rate against random players and against itself (run by hand, not a test).

    .venv/bin/python -m tests.games.legends.ai_winrate [games per player count]

One AI seat (rotating) against random legal players, then all seats AI; a shared win
counts as 1/k. The 15 LP target is used, as in the playouts.
"""

from __future__ import annotations

import random
import sys
import time

from bot.games.core.rng import Draws
from bot.games.legends.spec import LEGENDS

OPTIONS = {"target_lp": 15}


def play(n: int, seed: int, ai_seats: set[int]) -> tuple[list[int], list[int]]:
    """One game; the winners and every seat's final score."""
    rnd = random.Random(seed)
    s = LEGENDS.setup(n, seed, LEGENDS.options(OPTIONS))
    while LEGENDS.result(s) is None:
        seat = min(LEGENDS.to_act(s))
        legal = LEGENDS.legal_actions(s, seat)
        view = LEGENDS.seat_view(s, seat)
        a = LEGENDS.ai(view, legal) if seat in ai_seats else rnd.choice(legal)
        LEGENDS.check(s, seat, a)
        LEGENDS.play(s, seat, a, Draws(s.rng))
        s.version += 1
    r = LEGENDS.result(s)
    assert r is not None
    scores = [next(x.score for x in r.standings if x.seat == i) for i in range(n)]
    return r.winners(), scores


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
