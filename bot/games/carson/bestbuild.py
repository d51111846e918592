"""Where an absent player builds (rules §10 D-BUYBLD, D-KEPT): the (plot, house spot)
giving the building the highest income, with its house additions on the builder's own or
unowned plots only, so the default never waits for another player's consent (ruling E26).
Ties go by reading order: the plot first, then the house spot."""

from __future__ import annotations

from bot.games.carson import building as bd
from bot.games.carson.income import income
from bot.games.carson.state import Board


def value(b: Board, seat: int, kind: str, q: int, plan: list[int]) -> int:
    """The income (rules §4.7) a building of `kind` on q would earn for `seat` once the
    planned house additions are made."""
    plots = bd.with_building(b, seat, kind, q)
    for j in plan:
        plots = bd.add_house(plots, j)
    trial = b.model_copy()
    trial.plots = plots
    return income(trial, q)


def others(b: Board, seat: int) -> list[int]:
    """Plots owned by another player (a new house there would need consent)."""
    return [j for j, p in enumerate(b.plots) if p.owner not in (-1, seat)]


def next_house(b: Board, seat: int, kind: str, q: int, plan: list[int],
               refused: list[int]) -> int:
    """The best next house addition on own or unowned plots that keeps the rest of the
    build possible there, or -1. Additions are chosen one at a time: only the School
    needs more than one, and it earns nothing."""
    spots = bd.house_options(b, seat, kind, q, plan, [*refused, *others(b, seat)],
                             bd.houses_needed(kind))
    if not spots:
        return -1
    return max(spots, key=lambda j: (value(b, seat, kind, q, [*plan, j]), -j))


def best_site(b: Board, seat: int, kind: str) -> int:
    """The plot of the best complete build the default can make, or -1 if none."""
    best, top = -1, -1
    for q in bd.sites(b, seat, kind):
        plan: list[int] = []
        if bd.houses_needed(kind):
            j = next_house(b, seat, kind, q, [], [])
            if j < 0:
                continue
            plan = [j]
        v = value(b, seat, kind, q, plan)
        if v > top:
            best, top = q, v
    return best
