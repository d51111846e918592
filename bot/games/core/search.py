"""The `hard` bots' search: determinized Monte Carlo over the `GameSpec` contract.

A searching bot is handed its seat's view and legal actions only. It samples a few full
states consistent with that view (`GameSpec.sample`), and weighs its candidate actions by
playing each out in those worlds: the seat plays the action, then every seat (itself
included) follows the game's heuristic, to the end of the game or for `Budget.horizon`
steps, where the game's `estimate` scores the position. Candidates are the heuristic's own
choice and the game's shortlist of the others (`GameSpec.shortlist`, else a seeded draw).

Sequential halving spends the playouts: every candidate is played out in the same worlds
with the same futures (common random numbers: a difference between two actions is theirs,
not the dice's), the better half goes on to the next round with as many playouts again,
until one is left. Ties keep the heuristic's choice. With the same view, seed and budget
the choice is the same, so tests can replay it.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from bot.games.core.budget import Budget
from bot.games.core.model import Action, GameState, Result
from bot.games.core.rng import Draws, Rng
from bot.games.core.spec import GameSpec

S = TypeVar("S", bound=GameState)
A = TypeVar("A", bound=Action)
Spec = GameSpec[Any, Any, Any, Any, Any]

SCORE_WEIGHT = 0.5  # a playout's reward: its win share plus up to this for its margin
FUTURE_SALT = 0x5EA5C4  # keeps a playout's own dice apart from its world's


@dataclass(frozen=True)
class Weighed(Generic[A]):
    """One candidate and what its playouts made of it (mean reward in 0..1.5)."""

    action: A
    playouts: int
    mean: float


@dataclass(frozen=True)
class Choice(Generic[A]):
    """A bot's answer: the action it plays, the candidates it weighed, best first (empty
    when it did not search), how many steps its playouts took (for `bench.ai`), and
    whether it played the heuristic's answer by the game's rule rather than for want of
    time (`by_rule`: the game searches no such decision, or the seat had one move)."""

    action: A
    weighed: tuple[Weighed[A], ...] = ()
    steps: int = 0
    by_rule: bool = False


def search(spec: Spec, view: Any, seat: int, legal: Sequence[A], budget: Budget,
           seed: int) -> Choice[A]:
    """The candidate of `seat` whose playouts from `view` did best."""
    if len(legal) == 1:
        return Choice(legal[0], by_rule=True)
    if budget.playouts == 0:  # a game whose playouts do not yet beat its heuristic
        return Choice(spec.ai(view, legal), by_rule=True)
    draws = Draws(Rng(seed=seed))
    alive = candidates(spec, view, legal, budget.width, draws)
    if len(alive) == 1:  # the shortlist offers no alternative worth weighing
        return Choice(alive[0], by_rule=True)
    worlds = [spec.sample(view, seat, draws).state for _ in range(budget.worlds)]
    rounds = max(1, math.ceil(math.log2(len(alive))))
    futures = [draws.word() for _ in range(budget.playouts)]
    values: list[list[float]] = [[] for _ in alive]  # the j-th playout of each, paired
    order = list(range(len(alive)))
    left = budget.playouts
    steps = 0
    for r in range(rounds):
        each = max(1, left // ((rounds - r) * len(order)))
        for i in order:
            for j in range(len(values[i]), len(values[i]) + each):
                value, took = playout(spec, worlds[j % len(worlds)], seat, alive[i],
                                      budget, futures[j % len(futures)])
                values[i].append(value)
                steps += took
            left -= each
        order.sort(key=lambda i: -mean(values[i]))  # stable: the favourite wins ties
        order = order[:max(1, len(order) // 2)]
    best = order[0] if clearly_better(values[order[0]], values[0], budget.confidence) else 0
    weighed = sorted((Weighed(alive[i], len(v), mean(v)) for i, v in enumerate(values) if v),
                     key=lambda w: (-w.playouts, -w.mean))
    return Choice(alive[best], tuple(weighed), steps)


def mean(values: Sequence[float]) -> float:
    """The average of some playouts' rewards."""
    return sum(values) / len(values)


def clearly_better(challenger: Sequence[float], favourite: Sequence[float],
                   confidence: float) -> bool:
    """The challenger beat the heuristic's choice in the playouts they shared (the same
    worlds and futures) by more than `confidence` standard errors of the paired
    differences: a few lucky playouts do not overrule the heuristic."""
    if challenger is favourite:
        return False
    diffs = [a - b for a, b in zip(challenger, favourite, strict=False)]
    if len(diffs) < 2:
        return False
    m = mean(diffs)
    var = sum((d - m) ** 2 for d in diffs) / (len(diffs) - 1)
    return m > confidence * math.sqrt(var / len(diffs))


def candidates(spec: Spec, view: Any, legal: Sequence[A], width: int, draws: Draws) -> list[A]:
    """The heuristic's choice, then up to `width - 1` others: the game's shortlist, or a
    seeded draw of the legal actions."""
    favourite = spec.ai(view, legal)
    rest = [a for a in legal if a != favourite]
    ranked = list(spec.shortlist(view, rest)) if spec.shortlist else draws.shuffled(rest)
    return [favourite, *ranked[:max(0, width - 1)]]


def playout(spec: Spec, world: GameState, seat: int, first: Action, budget: Budget,
            future: int) -> tuple[float, int]:
    """`seat` plays `first` in a copy of `world`, then every seat follows the heuristic to
    the end (or for `budget.horizon` steps, or until it enters a round's boundary
    `budget.rounds` times): the seat's reward, and the steps played. The copy is changed
    in place, step by step; `step`'s copy per move is what a stored game needs, not a
    playout."""
    state = world.model_copy(deep=True)
    state.rng = Rng(seed=future)
    boundary = spec.boundary if budget.rounds else None
    inside = boundary is not None and boundary(state)
    entered = 0
    spec.play(state, seat, first, Draws(state.rng))
    steps = 1
    while steps < budget.horizon and spec.result(state) is None:
        if boundary is not None:
            now = boundary(state)
            entered += now and not inside
            inside = now
            if entered >= budget.rounds:
                break
        mover = min(spec.to_act(state))
        legal = spec.legal_actions(state, mover)
        spec.play(state, mover, policy(spec, state, mover, legal), Draws(state.rng))
        steps += 1
    result = spec.result(state)
    if result is not None:
        return reward(final_scores(result), seat, result.winners()), steps
    if spec.estimate is None:
        return reward({}, seat, []), steps
    scores = spec.estimate(state)
    top = max(scores.values())
    return reward(scores, seat, [w for w, s in scores.items() if s == top]), steps


def policy(spec: Spec, state: GameState, seat: int, legal: Sequence[Action]) -> Action:
    """A playout's move for `seat`: the game's rollout heuristic from the state, else its
    heuristic from the seat's view."""
    if len(legal) == 1:
        return legal[0]
    if spec.rollout is not None:
        return spec.rollout(state, seat, legal)
    return spec.ai(spec.seat_view(state, seat), legal)


def final_scores(result: Result) -> dict[int, float]:
    """Every participant's final score (the solo Rival's among them)."""
    return {s.seat: float(s.score) for s in (*result.standings, *result.others)}


def reward(scores: Mapping[int, float], seat: int, winners: Sequence[int]) -> float:
    """The seat's share of the win, plus up to `SCORE_WEIGHT` for its score against the
    best score of everyone else: a lost game still prefers the closer loss."""
    share = 1 / len(winners) if seat in winners else 0.0
    mine = scores.get(seat, 0.0)
    best = max((v for w, v in scores.items() if w != seat), default=0.0)
    margin = (mine - best) / max(abs(mine), abs(best), 1.0)
    return share + SCORE_WEIGHT * (margin + 1) / 2
