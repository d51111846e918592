"""Ratings against reference values that do not come from `bot.ratings` nor from openskill:
the Plackett-Luce update of Weng and Lin (2011, Algorithm 4), written out below by hand for
free-for-all games with openskill's documented defaults (mu 25, sigma 25/3, beta 25/6,
tau 25/300, kappa 0.0001), and the documented display scale."""

from __future__ import annotations

import math

import pytest

from bot.ratings import MODEL, RatedGame, Rating, rate_games, shown

MU, SIGMA, BETA, TAU, KAPPA = 25.0, 25 / 3, 25 / 6, 25 / 300, 1e-4


def weng_lin(players: list[tuple[float, float]], ranks: list[int]) -> list[tuple[float, float]]:
    """Algorithm 4 of the paper for one-player teams: (mu, sigma) after one game."""
    var = [s * s + TAU * TAU for _, s in players]
    c = math.sqrt(sum(v + BETA * BETA for v in var))
    e = [math.exp(m / c) for m, _ in players]
    n = len(players)
    share = [sum(e[s] for s in range(n) if ranks[s] >= ranks[q]) for q in range(n)]
    ties = [sum(1 for s in range(n) if ranks[s] == ranks[q]) for q in range(n)]
    out = []
    for i, (mu, _) in enumerate(players):
        omega = delta = 0.0
        for q in range(n):
            if ranks[q] > ranks[i]:
                continue
            p = e[i] / share[q]
            omega += ((1.0 if q == i else 0.0) - p) / ties[q]
            delta += p * (1 - p) / ties[q]
        gamma = math.sqrt(var[i]) / c
        new_var = var[i] * max(1 - gamma * var[i] / c ** 2 * delta, KAPPA)
        out.append((mu + var[i] / c * omega, math.sqrt(new_var)))
    return out


def test_a_two_player_win_between_newcomers():
    ratings, _ = rate_games([RatedGame(1, {"ann": 1, "bob": 2})])
    (wm, ws), (lm, ls) = weng_lin([(MU, SIGMA)] * 2, [1, 2])
    assert ratings["ann"].mu == pytest.approx(wm, abs=1e-9) and wm == pytest.approx(27.6354, 1e-4)
    assert ratings["ann"].sigma == pytest.approx(ws, abs=1e-9)
    assert ratings["bob"].mu == pytest.approx(lm, abs=1e-9)
    assert ratings["bob"].sigma == pytest.approx(ls, abs=1e-9)
    assert (ratings["ann"].games, ratings["ann"].wins, ratings["bob"].wins) == (1, 1, 0)


def test_a_tie_moves_no_mean_and_counts_a_win_for_both():
    ratings, _ = rate_games([RatedGame(1, {"ann": 1, "bob": 1})])
    (m, s), _ = weng_lin([(MU, SIGMA)] * 2, [1, 1])
    assert m == pytest.approx(MU)
    assert ratings["ann"].mu == pytest.approx(m, abs=1e-9)
    assert ratings["ann"].sigma == pytest.approx(s, abs=1e-9)
    assert ratings["ann"].wins == ratings["bob"].wins == 1


def test_four_players_with_a_shared_second_place_and_unequal_ratings():
    before = {"a": (30.0, 6.0), "b": (25.0, SIGMA), "c": (20.0, 5.0), "d": (27.0, 7.0)}
    places = {"a": 2, "b": 1, "c": 2, "d": 4}
    assert rate_games([RatedGame(g, {k: 1}) for g, k in enumerate(before)])[0] == {}
    keys = sorted(before, key=lambda k: (places[k], k))
    expected = weng_lin([before[k] for k in keys], [places[k] for k in keys])
    got = _rate_from(before, places)
    for k, (m, s) in zip(keys, expected, strict=True):
        assert got[k] == (pytest.approx(m, abs=1e-9), pytest.approx(s, abs=1e-9)), k


def _rate_from(before: dict[str, tuple[float, float]], places: dict[str, int]
               ) -> dict[str, tuple[float, float]]:
    """One game from chosen starting ratings, through the model `rate_games` uses."""
    model = MODEL
    keys = sorted(places, key=lambda k: (places[k], k))
    out = model.rate([[model.rating(mu=before[k][0], sigma=before[k][1])] for k in keys],
                     ranks=[float(places[k]) for k in keys])
    return {k: (r.mu, r.sigma) for k, [r] in zip(keys, out, strict=True)}


def test_the_display_scale_starts_at_1000_and_a_win_shows():
    assert Rating().shown == shown(MU, SIGMA) == 1000
    (wm, ws), (lm, ls) = weng_lin([(MU, SIGMA)] * 2, [1, 2])
    assert round(1000 + 20 * (wm - 3 * ws)) == 1069  # the documented example
    ratings, steps = rate_games([RatedGame(7, {"ann": 1, "bob": 2})])
    assert (ratings["ann"].shown, ratings["bob"].shown) == (1069, round(1000 + 20 * (lm - 3 * ls)))
    assert [(s.player_key, s.game_id) for s in steps] == [("ann", 7), ("bob", 7)]


def test_ratings_depend_only_on_the_results_and_their_order():
    games = [RatedGame(1, {"a": 1, "b": 2, "c": 3}), RatedGame(2, {"b": 1, "a": 1}),
             RatedGame(3, {"c": 1, "a": 2})]
    assert rate_games(games) == rate_games(list(games))
    assert rate_games(games)[0] != rate_games(games[::-1])[0]
