"""How long a searching bot may think, per game (`GameSpec.budget`)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Budget:
    """A search's iteration budget, fixed so that a search is deterministic.

    `playouts`: games played out from the root in all, shared by the root actions (0: the
    search plays the heuristic's move, for a game whose playouts do not yet beat it);
    `worlds`: full states sampled from the seat's view, each playout using one in turn;
    `width`: root actions weighed at most (the heuristic's choice first, then the game's
    shortlist); `horizon`: steps after which a playout stops and is scored by the game's
    estimate of every seat's final score; `confidence`: how many standard errors a
    candidate must beat the heuristic's choice by to be played instead; `rounds`: a
    playout also stops when it enters the game's `GameSpec.boundary` (the start of a
    round) for the `rounds`-th time, so its estimate is taken where it means most (0: by
    `horizon` alone). Each game calibrates its budget to about one second a move on the
    reference machine (`python -m bench.ai --calibrate`)."""

    playouts: int = 48
    worlds: int = 8
    width: int = 6
    horizon: int = 100_000
    confidence: float = 1.0
    rounds: int = 0
