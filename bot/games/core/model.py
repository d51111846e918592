"""Base types for states, actions, events, views and results."""

from __future__ import annotations

import hashlib
import json

from pydantic import BaseModel, ConfigDict

from bot.games.core.rng import Rng


class GameState(BaseModel):
    """Every game's state: its own fields plus a version counter and the generator."""

    version: int = 0
    rng: Rng


class Action(BaseModel):
    """A player's command. Subclasses add a `kind: Literal[...]` tag and their fields."""

    model_config = ConfigDict(frozen=True)

    def token(self) -> str:
        """A short stable token (12 hex chars) for custom ids, derived from the content."""
        blob = json.dumps(self.model_dump(mode="json"), sort_keys=True, separators=(",", ":"))
        return hashlib.blake2b(blob.encode(), digest_size=6).hexdigest()


class Event(BaseModel):
    """Something that happened, in the past tense.

    `visible_to` is None for a public event, otherwise the seats that may see it;
    `public_text()` is the stand-in everyone else is told ("Ana kept a card").
    `reveals` marks an event that showed hidden or random information, which
    ends the chance to undo the action that caused it.
    """

    model_config = ConfigDict(frozen=True)

    visible_to: tuple[int, ...] | None = None
    reveals: bool = False

    def text(self) -> str:
        return type(self).__name__

    def public_text(self) -> str | None:
        return None

    def concerns(self) -> tuple[int, ...]:
        """Seats this event calls to the table even when it is not their move (a duel's
        defender, say); the presenter mentions them."""
        return ()


class TableView(BaseModel):
    """What a spectator may see. Games subclass it with their public board."""

    game: str
    version: int
    to_act: list[int]
    status: str

    def alt_text(self) -> str:
        return self.status


class SeatView(TableView):
    """A seat's view: the table plus that seat's secrets. Games subclass it."""

    seat: int

    def hand_text(self) -> str:
        return ""


class Standing(BaseModel):
    seat: int
    place: int
    score: int
    detail: str = ""


class Result(BaseModel):
    """The final ranking, best first; `place` ties share a number."""

    standings: list[Standing]
    summary: str

    def winners(self) -> list[int]:
        return [s.seat for s in self.standings if s.place == 1]
