"""A toy game for platform tests, written against contract v2 (it is not a product game).

Each round every seat secretly picks a number from 1 to 60 at once (a simultaneous,
hidden decision, offered in stages: the tens, then the number). Then the picks are
revealed and a die is rolled; the highest pick plus die wins the round and is asked a
pending decision: bank 1 point, or gamble for 2 on an even die. After `rounds` rounds
the most points wins.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from bot.games.core import (
    Action,
    ActionText,
    Decision,
    DecisionType,
    Draws,
    Event,
    Flow,
    GameSpec,
    GameState,
    Msg,
    Result,
    Rng,
    SeatView,
    Standing,
    TableView,
    TurnFlow,
    msg,
    seat,
)

TOP = 60


class Options(BaseModel):
    model_config = ConfigDict(extra="forbid")
    rounds: int = Field(default=3, ge=1, le=9)


class State(GameState):
    rounds: int
    round: int = 1
    picks: list[int | None]
    scores: list[int]
    flow: Flow[Decision] = Flow[Decision]()


class Pick(Action):
    kind: Literal["pick"] = "pick"
    n: int = Field(ge=1, le=TOP)


class Gamble(Action):
    kind: Literal["gamble"] = "gamble"
    yes: bool


FixtureAction = Annotated[Pick | Gamble, Field(discriminator="kind")]


class Picked(Event):
    seat: int
    n: int

    def message(self) -> Msg:
        return msg("fixture-picked", who=seat(self.seat), n=self.n)

    def public_message(self) -> Msg:
        return msg("fixture-picked-secretly", who=seat(self.seat))


class Won(Event):
    winner: int
    die: int
    points: int

    def message(self) -> Msg:
        return msg("fixture-won", who=seat(self.winner), die=self.die, points=self.points)


class View(TableView):
    round: int
    scores: list[int]
    picked: list[bool]


class MySeatView(View, SeatView):
    my_pick: int | None

    def hand_lines(self) -> list[Msg]:
        return [msg("fixture-hand", n=self.my_pick or 0)]


def setup(n: int, seed: int, options: Options) -> State:
    state = State(rng=Rng(seed=seed), rounds=options.rounds, picks=[None] * n, scores=[0] * n)
    ask_picks(state)
    return state


def ask_picks(s: State) -> None:
    s.flow.push_together(Decision(seat=i, kind="pick") for i in range(len(s.picks)))


def play_pick(s: State, d: Decision, a: Pick, draws: Draws, ev: list[Event]) -> None:
    s.picks[d.seat] = a.n
    ev.append(Picked(seat=d.seat, n=a.n, visible_to=(d.seat,)))


def play_gamble(s: State, d: Decision, a: Gamble, draws: Draws, ev: list[Event]) -> None:
    die = draws.die() if a.yes else 0
    points = (2 if die % 2 == 0 else 0) if a.yes else 1
    s.scores[d.seat] += points
    ev.append(Won(winner=d.seat, die=die, points=points, reveals=a.yes))
    s.round += 1
    if s.round <= s.rounds:
        ask_picks(s)


def proceed(s: State, draws: Draws, ev: list[Event]) -> bool:
    """All picks are in: the best pick plus a die wins and is asked to bank or gamble."""
    if any(p is None for p in s.picks):
        return False
    die = draws.die()
    best = max(range(len(s.picks)), key=lambda i: ((s.picks[i] or 0) + die * (i == 0), -i))
    s.picks = [None] * len(s.picks)
    s.flow.push(Decision(seat=best, kind="gamble"))
    return True


PICK = DecisionType[State, Decision, Pick](
    kind="pick", answers=(Pick,), title="fixture-q-pick",
    legal=lambda s, d: [Pick(n=n) for n in range(1, TOP + 1)],
    verify=lambda s, d, a: None, apply=play_pick, default=lambda s, d: Pick(n=1))
GAMBLE = DecisionType[State, Decision, Gamble](
    kind="gamble", answers=(Gamble,), title="fixture-q-gamble",
    legal=lambda s, d: [Gamble(yes=False), Gamble(yes=True)],
    verify=lambda s, d, a: None, apply=play_gamble, default=lambda s, d: Gamble(yes=False))
FLOW = TurnFlow[State, Decision, Pick | Gamble]([PICK, GAMBLE], flow=lambda s: s.flow,
                                               proceed=proceed, over=lambda s: s.round > s.rounds)


def table_view(s: State) -> View:
    return View(status=msg("fixture-status", round=s.round), round=s.round,
                scores=list(s.scores), picked=[p is not None for p in s.picks])


def seat_view(s: State, i: int, table: View) -> MySeatView:
    return MySeatView(**table.model_dump(), seat=i, my_pick=s.picks[i])


def describe(v: View | MySeatView, i: int, a: Pick | Gamble) -> ActionText:
    if isinstance(a, Gamble):
        return ActionText(label=msg("fixture-gamble", yes=str(a.yes).lower()))
    tens = (a.n - 1) // 10 * 10
    return ActionText(label=msg("fixture-pick", n=a.n), private=True,
                      stage=(msg("fixture-tens", low=tens + 1, high=tens + 10),))


def result(s: State) -> Result | None:
    if s.round <= s.rounds:
        return None
    top = max(s.scores)
    return Result(summary=msg("fixture-over"),
                  standings=[Standing(seat=i, place=1 if sc == top else 2, score=sc)
                             for i, sc in enumerate(s.scores)])


def ai(v: MySeatView, options: Sequence[Pick | Gamble]) -> Pick | Gamble:
    return options[-1]


SPEC = GameSpec[State, Pick | Gamble, View, MySeatView, Options](
    key="fixture", title="Fixture", min_seats=2, max_seats=4, Options=Options, State=State,
    actions=TypeAdapter(FixtureAction), setup=setup, flow=FLOW, project_table=table_view,
    project_seat=seat_view, result=result, describe=describe, ai=ai,
    blurb=msg("fixture-blurb"), rules={"overview": msg("fixture-blurb")},
)
GAMES = {"fixture": SPEC}
