"""A tiny test double of a game, for platform tests that must not depend on a real game.

Each round every seat secretly picks 1-3 at once (simultaneous, hidden), then the
picks are revealed and a die is rolled: the highest pick + die scores a point.
After three rounds the most points wins. It is not a product game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from pydantic import BaseModel, Field, TypeAdapter

from bot.games.core import (
    Action,
    Draws,
    Event,
    GameSpec,
    GameState,
    Result,
    Rng,
    SeatView,
    Standing,
    TableView,
    legal_or_raise,
)


class Options(BaseModel):
    rounds: int = Field(default=3, ge=1, le=9)


class State(GameState):
    rounds: int
    round: int = 1
    picks: list[int | None]
    scores: list[int]


class Pick(Action):
    kind: Literal["pick"] = "pick"
    n: int


class Picked(Event):
    seat: int
    n: int

    def text(self) -> str:
        return f"@{self.seat} picked {self.n}."

    def public_text(self) -> str:
        return f"@{self.seat} picked a number."


class Rolled(Event):
    winner: int
    die: int

    def text(self) -> str:
        return f"Picks revealed; the die shows {self.die}; @{self.winner} scores."


class View(TableView):
    round: int
    scores: list[int]
    picked: list[bool]


class MySeatView(View, SeatView):
    my_pick: int | None


def setup(n: int, seed: int, options: Options) -> State:
    return State(rng=Rng(seed=seed), rounds=options.rounds, picks=[None] * n, scores=[0] * n)


def to_act(s: State) -> frozenset[int]:
    if s.round > s.rounds:
        return frozenset()
    return frozenset(i for i, p in enumerate(s.picks) if p is None)


def legal(s: State, seat: int) -> list[Action]:
    return [Pick(n=n) for n in (1, 2, 3)] if seat in to_act(s) else []


def check(s: State, seat: int, a: Action) -> None:
    legal_or_raise(SPEC, s, seat, a)


def play(s: State, seat: int, a: Pick, draws: Draws) -> list[Event]:
    s.picks[seat] = a.n
    events: list[Event] = [Picked(seat=seat, n=a.n, visible_to=(seat,))]
    if all(p is not None for p in s.picks):
        die = draws.die()
        best = max(range(len(s.picks)), key=lambda i: ((s.picks[i] or 0) + die * (i == 0), -i))
        s.scores[best] += 1
        events.append(Rolled(winner=best, die=die, reveals=True))
        s.picks = [None] * len(s.picks)
        s.round += 1
    return events


def view(s: State, seat: int | None) -> TableView:
    base = {"game": "fixture", "version": s.version, "to_act": sorted(to_act(s)),
            "status": f"Round {s.round}", "round": s.round, "scores": s.scores,
            "picked": [p is not None for p in s.picks]}
    if seat is None:
        return View(**base)
    return MySeatView(**base, seat=seat, my_pick=s.picks[seat])


def result(s: State) -> Result | None:
    if s.round <= s.rounds:
        return None
    top = max(s.scores)
    return Result(standings=[Standing(seat=i, place=1 if sc == top else 2, score=sc)
                             for i, sc in enumerate(s.scores)], summary="Done.")


def ai(v: SeatView, options: Sequence[Action]) -> Action:
    return options[-1]


SPEC = GameSpec(
    key="fixture", title="Fixture", min_seats=2, max_seats=4, Options=Options, State=State,
    actions=TypeAdapter(Pick), setup=setup,
    to_act=to_act, legal_actions=legal, check=check, play=play, view=view, result=result,
    describe=lambda s, seat, a: f"Pick {a.n}", default_action=lambda s, seat: Pick(n=1), ai=ai,
    secrets=lambda s: {i: ({f"picked-{p}"} if p else set()) for i, p in enumerate(s.picks)},
)
GAMES = {"fixture": SPEC}
