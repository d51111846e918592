"""End-of-game statistics (issue 22): what a game defines worth comparing, computed as pure
functions of its typed events, and the scores after each round for the score-over-time
chart.

A game emits `RoundScored` when a round ends: a silent record (seen by nobody, told to
nobody) of every seat's score at that moment, by the game's own scoring. A game's
`statistics(events, n_seats)` (a `GameSpec` member) returns its `StatLine`s; the
framework adds the rounds. Stored events are typed again by name (`event_types`), so the
statistics of a game are computed from its stored event log, never by replaying it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from pydantic import BaseModel, ValidationError

from bot.games.core.model import Event, Result
from bot.games.core.words import Msg, msg


class RoundScored(Event):
    """Every seat's score when a round ended (a record for statistics: nobody is told)."""

    visible_to: tuple[int, ...] | None = ()
    round: int
    scores: list[int]

    def message(self) -> Msg:
        return msg("core-memory-round-scored", round=self.round)


class StatLine(BaseModel):
    """One statistic: its keyed label and each seat's value (seat order)."""

    label: Msg
    values: list[int]


class GameStats(BaseModel):
    """A finished game's statistics: the game's lines, every seat's score after each round
    (oldest first; empty when the game records none), and the characters or bosses each
    seat played (where the game has them: for favourites in `/stats`)."""

    lines: list[StatLine] = []
    rounds: list[list[int]] = []
    roles: list[list[Msg]] = []


Statistics = Callable[[Sequence[Event], int], list[StatLine]]
Roles = Callable[[Sequence[Event], Any], list[list[Msg]]]  # (events, the final state)


def per_seat(n_seats: int, pairs: Iterable[tuple[int, int]]) -> list[int]:
    """Sum the (seat, amount) pairs into one value per seat (other seats are ignored)."""
    out = [0] * n_seats
    for s, amount in pairs:
        if 0 <= s < n_seats:
            out[s] += amount
    return out


def line(key: str, values: list[int], **args: Any) -> StatLine:
    """A statistic labelled by the message `key`."""
    return StatLine(label=msg(key, **args), values=values)


def game_stats(statistics: Statistics | None, events: Sequence[Event], n_seats: int,
               result: Result | None = None, roles: Roles | None = None,
               final: Any = None) -> GameStats:
    """The statistics of a game from its whole event log, (`result`) the final score's
    parts by source, where the game's result names them, and (`roles`, from the events and
    the `final` state) the characters or bosses each seat played."""
    rounds = [list(e.scores) for e in events if isinstance(e, RoundScored)]
    lines = statistics(events, n_seats) if statistics is not None else []
    return GameStats(lines=[*lines, *score_parts(result, n_seats)], rounds=rounds,
                     roles=roles(events, final) if roles is not None else [])


def score_parts(result: Result | None, n_seats: int) -> list[StatLine]:
    """One line per source of the final score ("Points: buildings"), each seat's points."""
    if result is None:
        return []
    labels: dict[str, Msg] = {}
    points: dict[str, list[int]] = {}
    for standing in result.standings:
        for part in standing.parts:
            key = part.label.model_dump_json()
            labels.setdefault(key, part.label)
            row = points.setdefault(key, [0] * n_seats)
            if 0 <= standing.seat < n_seats:
                row[standing.seat] += part.points
    return [StatLine(label=msg("core-memory-points", part=labels[k]), values=points[k])
            for k in labels]


def event_types(package: str) -> dict[str, type[Event]]:
    """The event classes of a game's package (and the core's), by class name."""
    found: dict[str, type[Event]] = {}
    todo: list[type[Event]] = [Event]
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        if cls.__module__.startswith((package + ".", "bot.games.core.")) and cls is not Event:
            found[cls.__name__] = cls
    return found


def typed_events(types: Mapping[str, type[Event]], bodies: Iterable[dict[str, Any]]
                 ) -> list[Event]:
    """Stored event bodies (`{"type": name, **fields}`) typed again; a body of an unknown
    type, or one that no longer validates, is left out."""
    out: list[Event] = []
    for body in bodies:
        cls = types.get(str(body.get("type")))
        if cls is None:
            continue
        try:
            out.append(cls.model_validate({k: v for k, v in body.items() if k != "type"}))
        except ValidationError:
            continue
    return out
