"""Typed rows of the results and ratings tables (migration 009)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel

Unrated = Literal["dm", "humans", "setting", "voided"]


class ResultSeat(BaseModel):
    """One seat's place and score. A human seat names its player by `user_id` and `name`
    when the result is recorded (for their statistics; `rated` says whether it counts for
    ratings); the store keeps only a pseudonymous key of the id."""

    seat: int
    place: int
    score: int
    rated: bool = False
    user_id: int | None = None  # human seats only; never stored in `result_seats`
    name: str = ""
    player_key: str | None = None  # as stored (read back)


class ResultRecord(BaseModel):
    """A finished game's results: where and when, whether it counts for ratings (and why
    not), and every seat."""

    game_id: int
    guild_id: int | None
    kind: str
    finished_at: float
    rated: bool
    unrated: Unrated | None = None
    source: Literal["live", "backfill"] = "live"
    season: int = 1
    seats: list[ResultSeat]
    stats: dict[str, Any] | None = None  # `GameStats` as JSON


class RatingRow(BaseModel):
    """A player's current rating in one server, game and season, with their name (None:
    hidden from leaderboards, or no longer linked to anyone)."""

    player_key: str
    mu: float
    sigma: float
    games: int
    wins: int
    name: str | None = None
    user_id: int | None = None
    hidden: bool = False


class PlayedGame(BaseModel):
    """One finished game of a player, for their statistics."""

    game_id: int
    kind: str
    seat: int
    place: int
    score: int
    rated: bool
    finished_at: float
    players: int
    stats: dict[str, Any] | None = None
