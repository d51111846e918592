"""The toy of the README's "Adding a game": 64 plots offered in stages, and a pending
decision asked of another player (a reaction). Each seat in turn claims a free plot; the
next seat may then dispute it (the claim is lost). Three claims each; most plots wins."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from bot.games.core import (
    Action,
    ActionText,
    Decision,
    DecisionType,
    Flow,
    GameSpec,
    GameState,
    Result,
    Rng,
    SeatView,
    Standing,
    TableView,
    TurnFlow,
    msg,
)

PLOTS = [f"{r}{c}" for r in "ABCDEFGH" for c in range(1, 9)]


class Options(BaseModel):
    model_config = ConfigDict(extra="forbid")


class State(GameState):
    owner: dict[str, int] = {}
    claims: int = 0
    n: int
    flow: Flow[Decision] = Flow[Decision]()


class Claim(Action):
    kind: Literal["claim"] = "claim"
    plot: Literal[tuple(PLOTS)]  # type: ignore[valid-type]


class Dispute(Action):
    kind: Literal["dispute"] = "dispute"
    yes: bool


Move = Claim | Dispute


def claim(s: State, d: Decision, a: Claim, *_: object) -> None:
    s.owner[a.plot], s.claims = d.seat, s.claims + 1
    s.flow.push(Decision(seat=(d.seat + 1) % s.n, kind="dispute", reaction=True))


def dispute(s: State, d: Decision, a: Dispute, *_: object) -> None:
    if a.yes:
        s.owner.pop(next(reversed(s.owner)))
    if s.claims < 3 * s.n:
        s.flow.push(Decision(seat=d.seat, kind="claim"))


CLAIM = DecisionType[State, Decision, Claim](
    kind="claim", answers=(Claim,), title="toy-q-claim", apply=claim,
    legal=lambda s, d: [Claim(plot=p) for p in PLOTS if p not in s.owner],
    verify=lambda s, d, a: msg("toy-taken") if a.plot in s.owner else None,
    default=lambda s, d: Claim(plot=next(p for p in PLOTS if p not in s.owner)))
DISPUTE = DecisionType[State, Decision, Dispute](
    kind="dispute", answers=(Dispute,), title="toy-q-dispute", apply=dispute,
    legal=lambda s, d: [Dispute(yes=False), Dispute(yes=True)],
    verify=lambda s, d, a: None, default=lambda s, d: Dispute(yes=False))
FLOW = TurnFlow[State, Decision, Move]([CLAIM, DISPUTE], flow=lambda s: s.flow,
                                       proceed=lambda s, dr, ev: False,
                                       over=lambda s: s.claims >= 3 * s.n and not s.flow.stack)


def setup(n: int, seed: int, options: Options) -> State:
    state = State(rng=Rng(seed=seed), n=n)
    state.flow.push(Decision(seat=0, kind="claim"))
    return state


def table_view(s: State) -> TableView:
    return TableView(status=msg("toy-status", claims=s.claims))


def describe(v: TableView, seat: int, a: Move) -> ActionText:
    if isinstance(a, Dispute):
        return ActionText(label=msg("toy-dispute", yes=str(a.yes).lower()))
    return ActionText(label=msg("toy-claim", plot=a.plot), stage=(msg("toy-row", row=a.plot[0]),))


def result(s: State) -> Result | None:
    if not s.flow.stack and s.claims >= 3 * s.n:
        score = [sum(1 for o in s.owner.values() if o == i) for i in range(s.n)]
        return Result(summary=msg("toy-over"), standings=[
            Standing(seat=i, place=1 + sum(x > score[i] for x in score), score=score[i])
            for i in sorted(range(s.n), key=lambda i: -score[i])])
    return None


TOY = GameSpec[State, Move, TableView, SeatView, Options](
    key="toy", title="Toy", min_seats=2, max_seats=3, Options=Options, State=State,
    actions=TypeAdapter(Annotated[Move, Field(discriminator="kind")]), setup=setup,
    flow=FLOW, project_table=table_view, result=result, describe=describe,
    project_seat=lambda s, i, t: SeatView(**t.model_dump(), seat=i),
    ai=lambda v, legal: legal[0], blurb=msg("toy-over"), rules={"overview": msg("toy-over")})
