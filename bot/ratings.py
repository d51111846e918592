"""Ratings: openskill's Plackett-Luce model over stored results, and the scale players see.

A rating is openskill's (mu, sigma) with the library's defaults (mu 25, sigma 25/3, beta
25/6, tau 25/300); `openskill` is pinned to one major version (pyproject.toml), so rating
the same results in the same order gives the same numbers. Games are rated in the order
they finished (then by id), each as a free-for-all of its rated seats ranked by place;
seats sharing a place tie.

The shown rating is the conservative estimate mu - 3 sigma, scaled:
`shown = 1000 + 20 * (mu - 3 sigma)`. A new player (mu 25, sigma 25/3) shows 1000; after
one two-player game against an equal newcomer the winner shows 1069, the loser 963, and a
tie gives both 1016 (less uncertain, the estimate rises). Pure: no storage, no Discord.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from openskill.models import PlackettLuce, PlackettLuceRating

MODEL = PlackettLuce()
BASE, SCALE = 1000, 20


@dataclass(frozen=True)
class Rating:
    """A player's rating in one server, game and season, and their record there."""

    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    games: int = 0
    wins: int = 0

    @property
    def shown(self) -> int:
        return shown(self.mu, self.sigma)


@dataclass(frozen=True)
class RatedGame:
    """One rated game: each rated player's place (1 is best; equal places tie)."""

    game_id: int
    places: dict[str, int]


@dataclass(frozen=True)
class Step:
    """A player's rating after one game (the history a trend is drawn from)."""

    player_key: str
    game_id: int
    mu: float
    sigma: float


def shown(mu: float, sigma: float) -> int:
    """The rating players see (see the module's docstring)."""
    return round(BASE + SCALE * (mu - 3 * sigma))


def rate_games(games: Iterable[RatedGame]) -> tuple[dict[str, Rating], list[Step]]:
    """Every player's rating after `games` (in the order given, from new ratings), and the
    step each game made; a game with fewer than two players changes nothing."""
    current: dict[str, Rating] = {}
    steps: list[Step] = []
    for game in games:
        if len(game.places) < 2:
            continue
        keys = sorted(game.places, key=lambda k: (game.places[k], k))
        before = [current.get(k, Rating()) for k in keys]
        teams = [[MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in before]
        rated: list[list[PlackettLuceRating]] = MODEL.rate(
            teams, ranks=[float(game.places[k]) for k in keys])
        best = min(game.places.values())
        for key, old, [new] in zip(keys, before, rated, strict=True):
            won = int(game.places[key] == best)
            current[key] = Rating(new.mu, new.sigma, old.games + 1, old.wins + won)
            steps.append(Step(key, game.game_id, new.mu, new.sigma))
    return current, steps
