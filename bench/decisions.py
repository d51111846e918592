"""Human decisions per game, before and after the answers the service gives for players
(issue 19 item 4): every seat human, every move the game's heuristic bot's (the `normal`
policy), over many seeds.

Before: every question a player answers (the engines already answer, themselves, the
kinds they mark `auto`; those were never asked). After: the questions left once the
service answers those with a single legal answer (unless the game always asks their
kind) and those a standing order answers. A policy player gives a standing order the
first time it is asked a question that order answers, when the order agrees with its own
choice (`GIVEN`, per game: the orders that reproduce the bot's rules); that
question is still counted. Every automatic answer is checked against the bot's own
choice: `changed` counts those that differ (0 means no choice that matters was taken
from a player, and the game played is the same before and after).

Usage: python -m bench.decisions [--seeds 50] [kind ...]
Target (issue 19): WOW and Western Legends at least 25% fewer.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from bot.games import GAMES
from bot.games.core import AnySpec, step
from bot.service.automatic import automatic_answer

SEATS = {"tew": 2, "wow": 3, "carson": 2, "legends": 3}  # the walkthrough
GIVEN = {"wow": ("retreat-losing", "sheriff-attack", "sheriff-defend"), "carson": ("spend-excess",),
         "legends": ("income-money", "sell-all", "prospect")}


@dataclass
class Count:
    """One game's (or many games') questions before and after, and what was answered."""

    before: int = 0
    after: int = 0
    changed: int = 0
    answered: Counter[tuple[str, str]] = field(default_factory=lambda: Counter())

    def add(self, other: Count) -> None:
        self.before += other.before
        self.after += other.after
        self.changed += other.changed
        self.answered.update(other.answered)


def play(spec: AnySpec, seed: int) -> Count:
    """One game to its end by the bot's choices, counting the questions."""
    state: Any = spec.setup(SEATS[spec.key], seed, spec.options())
    orders: dict[int, set[str]] = {}
    given = [o for o in spec.orders if o.key in GIVEN.get(spec.key, ())]
    count = Count()
    while spec.result(state) is None:
        seat = min(spec.to_act(state))
        legal = spec.legal_actions(state, seat)
        kind = spec.decision_kind(state, seat) or ""
        choice = spec.ai(spec.seat_view(state, seat), legal)
        count.before += 1
        auto = automatic_answer(spec, state, seat, orders.get(seat, set()))
        if auto is not None:
            action, actor = auto
            count.answered[(kind, actor)] += 1
            count.changed += action != choice
            choice = action
        else:
            count.after += 1
            for order in given:
                if order.kind == kind and order.answer(state, seat) == choice:
                    orders.setdefault(seat, set()).add(order.key)
        state = step(spec, state, seat, choice).state
    return count


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.decisions")
    parser.add_argument("--seeds", type=int, default=50)
    parser.add_argument("kinds", nargs="*", default=list(SEATS))
    args = parser.parse_args(argv)
    print(f"human decisions per game, {args.seeds} seeds, every seat human, the bots' moves")
    for key in args.kinds:
        spec, total, began = GAMES[key], Count(), time.perf_counter()
        for seed in range(args.seeds):
            total.add(play(spec, seed))
        n = args.seeds
        cut = 1 - total.after / total.before if total.before else 0.0
        print(f"{key:8} {SEATS[key]}p  before {total.before / n:6.1f}  after "
              f"{total.after / n:6.1f}  ({cut:.0%} fewer)  answers changed {total.changed}"
              f"  [{time.perf_counter() - began:.1f} s]")
        for (kind, actor), times in total.answered.most_common():
            print(f"           {actor:8} {kind:16} {times / n:6.1f} per game")
    sys.stdout.flush()


if __name__ == "__main__":
    main()
