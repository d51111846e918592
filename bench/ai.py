"""How well the bots play (issue 23): `hard` (search) against `normal` (the heuristic)
and, for Tiny Epic Western, against the solo Rival; and how long they think.

Every game is played by levels from `bot.games.core.levels` at each game's fixed search
budget (`GameSpec.budget`), so a run is deterministic and its games can be shared out to
worker processes. One `hard` seat plays against `normal` seats, and sits in every seat in
turn; a game's win share is 1, 1/k for a k-way shared first place, else 0. Each figure is
printed with its number of games, a 95% confidence interval (Wilson) and, against
`normal`, its multiple of the fair share (1/seats).

    python -m bench.ai [--games N] [--first-seed S] [--jobs J] [--playouts P] [--level L]
                       [--record DIR | --report DIR] [--calibrate] [--estimate]
                       [scenario ...]

Scenarios: tew-rival-medium, tew-rival-hard, then <game>-<seats> at each game's smallest
and largest count (tew-2, tew-4, wow-3, wow-5, carson-2, carson-6, legends-2, legends-6).
`--playouts` overrides every game's budget (to try a budget); `--level normal` plays the
measured seat at `normal` (the baseline of the same games and seats); `--record DIR` also keeps
each game's outcome in DIR, and `--report DIR` plays nothing but prints each scenario over
every game recorded there by the code as it is now (`bench.ai_record`), so a figure can
gather runs of different days or machines; `--calibrate` prints, per game at its largest
count, the time of one playout and the playouts that fit in one second; `--estimate` plays
`normal` games and prints how often the leader named by the game's estimate of a cut-short
playout goes on to win (the measure its weights were chosen by).

Each worker settles its heap as the bot does at start-up (`bot.app.settle_heap`), so a
move's time (its seat view and the bot's choice, in CPU time) is not a garbage collection of
everything imported.

Targets: TEW hard against the Rival >= 70% at MEDIUM and >= 40% at HARD; one hard seat
against normal >= 1.33x the fair share at the smallest count and >= 1.5x at the largest;
hard move p95 <= 1.5 s on one core; no normal move over 50 ms.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import os
import statistics
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from bench.ai_record import fingerprint, record, recorded
from bot.app import settle_heap
from bot.games import GAMES
from bot.games.core import AnySpec, Draws
from bot.games.core.levels import LEVELS, Level, think
from bot.service.thinking import decision_seed


@dataclass(frozen=True)
class Scenario:
    name: str
    game: str
    seats: int
    options: dict[str, Any] = field(default_factory=dict[str, Any])
    target: float = 0.0  # a win rate (solo) or a multiple of the fair share

    @property
    def solo(self) -> bool:
        return self.seats == 1


def scenarios() -> list[Scenario]:
    out = [Scenario("tew-rival-medium", "tew", 1, {"difficulty": "MEDIUM"}, 0.70),
           Scenario("tew-rival-hard", "tew", 1, {"difficulty": "HARD"}, 0.40)]
    for key in ("tew", "wow", "carson", "legends"):
        spec = GAMES[key]
        low = max(2, spec.min_seats)
        out.append(Scenario(f"{key}-{low}", key, low, target=1.33))
        out.append(Scenario(f"{key}-{spec.max_seats}", key, spec.max_seats, target=1.5))
    return out


@dataclass
class Played:
    """One game's outcome for the hard seat, and its bots' thinking times."""

    share: float
    hard_seconds: list[float]
    normal_seconds: list[float]
    steps: int


def play(scenario: Scenario, seed: int, playouts: int | None, level: Level = "hard") -> Played:
    spec = spec_for(scenario.game, playouts)
    n = scenario.seats
    hard_seat = seed % n
    levels: list[Level] = ["normal"] * n
    levels[hard_seat] = level
    state = spec.setup(n, seed, spec.options(scenario.options))
    hard: list[float] = []
    normal: list[float] = []
    steps = 0
    while spec.result(state) is None:
        seat = min(spec.to_act(state))
        legal = spec.legal_actions(state, seat)
        if len(legal) == 1:
            action = legal[0]
        else:
            t0 = time.process_time()
            choice = think(spec, spec.seat_view(state, seat), seat, legal, levels[seat],
                           decision_seed(seed, state.version, seat))
            (hard if seat == hard_seat else normal).append(time.process_time() - t0)
            steps += choice.steps
            action = choice.action
        spec.play(state, seat, action, Draws(state.rng))
    result = spec.result(state)
    assert result is not None
    winners = result.winners()
    share = 1 / len(winners) if hard_seat in winners else 0.0
    return Played(share, hard, normal, steps)


def spec_for(key: str, playouts: int | None) -> AnySpec:
    spec = GAMES[key]
    return spec if playouts is None else replace(spec, budget=replace(spec.budget,
                                                                      playouts=playouts))


def wilson(p: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate `p` seen in `n` games."""
    if n == 0:
        return 0.0, 1.0
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def report(scenario: Scenario, runs: list[Played], wall: float | None) -> str:
    n = len(runs)
    rate = sum(r.share for r in runs) / n
    lo, hi = wilson(rate, n)
    hard = [t for r in runs for t in r.hard_seconds]
    normal = [t for r in runs for t in r.normal_seconds]
    steps = sum(r.steps for r in runs)
    if scenario.solo:
        verdict = f"win {rate:.0%} [{lo:.0%}, {hi:.0%}] target {scenario.target:.0%}"
    else:
        fair = 1 / scenario.seats
        verdict = (f"share {rate:.0%} [{lo:.0%}, {hi:.0%}] = {rate / fair:.2f}x fair "
                   f"[{lo / fair:.2f}, {hi / fair:.2f}] target {scenario.target:.2f}x")
    met = (rate if scenario.solo else rate * scenario.seats) >= scenario.target and n >= 200
    return (f"{scenario.name:<17} games {n:>4}  {verdict}  {'MET' if met else 'not met'}  "
            f"hard p50 {pct(hard, 0.5):.2f}s p95 {pct(hard, 0.95):.2f}s  "
            f"normal max {max(normal, default=0) * 1000:.1f}ms  "
            f"playout steps/s {steps / max(sum(hard), 1e-9):,.0f}  "
            f"[{'recorded' if wall is None else f'{wall:.0f}s'}]")


def _job(args: tuple[Scenario, int, int | None, Level]) -> tuple[int, Played]:
    scenario, seed, playouts, level = args
    return seed, play(scenario, seed, playouts, level)


def calibrate(playouts: int | None) -> None:
    """Per game at its largest count: a `hard` search at every eighth decision of a game
    the `normal` bots play, and what one playout costs."""
    for key in ("tew", "wow", "carson", "legends"):
        spec = spec_for(key, playouts)
        n = spec.max_seats
        if spec.budget.playouts == 0:
            print(f"{key}-{n}: no playouts budgeted: its hard bot plays the heuristic")
            continue
        state = spec.setup(n, 1, spec.options())
        spent: list[float] = []
        made = asked = 0
        while spec.result(state) is None:
            seat = min(spec.to_act(state))
            legal = spec.legal_actions(state, seat)
            view = spec.seat_view(state, seat)
            action = think(spec, view, seat, legal, "normal", 0).action
            if len(legal) > 1 and asked % 8 == 0:
                t0 = time.process_time()
                choice = think(spec, view, seat, legal, "hard",
                               decision_seed(1, state.version, seat))
                spent.append(time.process_time() - t0)
                made += sum(w.playouts for w in choice.weighed)
            asked += len(legal) > 1
            spec.play(state, seat, action, Draws(state.rng))
        each = sum(spent) / max(made, 1)
        print(f"{key}-{n}: {each * 1000:.1f} ms a playout, {spec.budget.playouts} playouts "
              f"budgeted; a move {statistics.mean(spent):.2f} s mean, {pct(spent, 0.95):.2f} s "
              f"p95 ({len(spent)} searched); 1 s fits {1 / each:.0f} playouts")


def estimate_check(scenario: Scenario, games: int, every: int = 10) -> str:
    """How often the leader that the game's `estimate` names, at a state of a game between
    `normal` bots (one every `every` steps), goes on to win it (a share of it when several
    lead or win), by quarter of the game and in all: the measure a game's estimate (what a
    cut-short playout is scored by) is weighed by."""
    spec = GAMES[scenario.game]
    if spec.estimate is None:
        return f"{scenario.name:<17} no estimate"
    right = [[0.0, 0] for _ in range(4)]
    for seed in range(games):
        state = spec.setup(scenario.seats, seed, spec.options(scenario.options))
        named: list[list[int]] = []
        while spec.result(state) is None:
            seat = min(spec.to_act(state))
            legal = spec.legal_actions(state, seat)
            action = legal[0] if len(legal) == 1 else spec.ai(spec.seat_view(state, seat), legal)
            spec.play(state, seat, action, Draws(state.rng))
            if state.version % every == 0:
                guess = spec.estimate(state)
                named.append([w for w, v in guess.items() if v == max(guess.values())])
        result = spec.result(state)
        assert result is not None
        won = {s.seat for s in (*result.standings, *result.others) if s.place == 1}
        for i, leaders in enumerate(named):
            quarter = right[4 * i // len(named)]
            quarter[0] += len(won.intersection(leaders)) / len(leaders)
            quarter[1] += 1
    parts = "  ".join(f"{k / 4:.0%}+ {r / max(n, 1):.1%}" for k, (r, n) in enumerate(right))
    total = sum(r for r, _ in right) / max(sum(n for _, n in right), 1)
    return (f"{scenario.name:<17} games {games:>4}  the estimate's leader wins {total:.1%} "
            f"(by quarter of the game: {parts})")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m bench.ai",
                                description=(__doc__ or "").split("\n")[0])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--first-seed", type=int, default=0,
                   help="seeds first-seed .. first-seed+games-1 (to split a long run)")
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--playouts", type=int, default=None)
    p.add_argument("--record", type=Path, metavar="DIR",
                   help="also keep each game's outcome in DIR (for --report)")
    p.add_argument("--report", type=Path, metavar="DIR",
                   help="play nothing: report every game recorded in DIR by this code")
    p.add_argument("--calibrate", action="store_true")
    p.add_argument("--estimate", action="store_true",
                   help="play `normal` games and print how often the estimate's leader wins")
    p.add_argument("--level", choices=LEVELS, default="hard",
                   help="the measured seat's level (normal: the baseline of the same games)")
    p.add_argument("only", nargs="*")
    args = p.parse_args(argv)
    if args.calibrate:
        settle_heap()
        calibrate(args.playouts)
        return 0
    chosen = [s for s in scenarios() if not args.only or s.name in args.only]
    if args.estimate:
        for scenario in chosen:
            print(estimate_check(scenario, args.games), flush=True)
        return 0
    for scenario in chosen:
        code = fingerprint(scenario.game, play)
        if args.report is not None:
            kept = recorded(args.report, scenario.name, args.level, code)
            runs = [Played(**kept[seed]) for seed in sorted(kept)]
            print(report(scenario, runs, None) if runs else f"{scenario.name:<17} no games "
                  f"recorded by this code", flush=True)
            continue
        t0 = time.time()
        seeds = range(args.first_seed, args.first_seed + args.games)
        jobs = [(scenario, seed, args.playouts, args.level) for seed in seeds]
        spawn = multiprocessing.get_context("spawn")
        with spawn.Pool(args.jobs, initializer=settle_heap) as pool:
            runs = []
            for seed, played in pool.imap_unordered(_job, jobs):
                runs.append(played)
                if args.record is not None and args.playouts is None:
                    record(args.record, scenario.name, args.level, code, seed, played)
        print(report(scenario, runs, time.time() - t0), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
