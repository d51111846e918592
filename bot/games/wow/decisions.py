"""Every question of Way Out West, listed once: the game's `TurnFlow` (rules §9, D1-D18).

Questions asked during someone else's turn (a defender's or jail owner's answers in a
shootout, the loser's scatter, the defender's Wanted token) are pushed with
`reaction=True` by the code that asks them (`shootout.ask`, `outcome.followup`).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from bot.games.core.flow import AnyDecisionType, DecisionType, TurnFlow
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg
from bot.games.wow import box_questions as bq
from bot.games.wow import fight_questions as fq
from bot.games.wow import round_questions as rq
from bot.games.wow.actions import (
    Bid,
    Build,
    Decide,
    Done,
    Drop,
    Fire,
    Hire,
    MoveCattle,
    MoveCowboy,
    MoveOut,
    Pass,
    PlaceCattle,
    PlaceFarmer,
    PlaceStart,
    Retreat,
    Scatter,
    TakeBox,
    TakeWanted,
    Target,
    WowMove,
)
from bot.games.wow.rounds import proceed
from bot.games.wow.state import WowDecision, WowState

Question = AnyDecisionType[WowState, WowDecision]
X = TypeVar("X", bound=WowMove)


def question(kind: str, answers: tuple[type[X], ...],
             legal: Callable[[WowState, WowDecision], Sequence[X]],
             verify: Callable[[WowState, WowDecision, X], Msg | None],
             apply: Callable[[WowState, WowDecision, X, Draws, list[Event]], None],
             default: Callable[[WowState, WowDecision], X]) -> Question:
    """A question answered by an `X`; its title is the catalogue key `wow-q-<kind>`."""
    return DecisionType[WowState, WowDecision, X](
        kind=kind, answers=answers, title=f"wow-q-{kind}", legal=legal, verify=verify,
        apply=apply, default=default)


def yes_no(kind: str, apply: fq.Apply, yes: bool) -> Question:
    """A sheriff question (D9-D13): yes or no; `yes` is the answer of an absent player."""
    return question(kind, (Decide,), fq.yes_no_legal, fq.any_answer, apply,
                    lambda s, d: Decide(yes=yes))


QUESTIONS: list[Question] = [
    question(kind="start", answers=(PlaceStart,), legal=rq.start_legal,
             verify=rq.start_verify, apply=rq.start_apply, default=rq.start_default),
    question(kind="bid", answers=(Bid, Drop), legal=rq.bid_legal,
             verify=rq.bid_verify, apply=rq.bid_apply, default=rq.bid_default),
    question(kind="turn", answers=(TakeBox, Pass), legal=rq.turn_legal,
             verify=rq.turn_verify, apply=rq.turn_apply, default=rq.turn_default),
    question(kind="cattle", answers=(PlaceCattle, Done),
             legal=bq.cattle_legal, verify=bq.cattle_verify, apply=bq.cattle_apply,
             default=lambda s, d: bq.first_or_done(bq.cattle_legal(s, d))),
    question(kind="hire", answers=(Hire, Done), legal=bq.hire_legal,
             verify=bq.hire_verify, apply=bq.hire_apply,
             default=lambda s, d: bq.first_or_done(bq.hire_legal(s, d))),
    question(kind="build", answers=(Build,), legal=bq.build_legal,
             verify=bq.build_verify, apply=bq.build_apply,
             default=lambda s, d: bq.build_legal(s, d)[0]),
    question(kind="move", answers=(MoveCowboy, Done), legal=bq.move_legal,
             verify=bq.move_verify, apply=bq.move_apply,
             default=lambda s, d: bq.first_or_done(bq.move_legal(s, d))),
    question(kind="move_cattle", answers=(MoveCattle,),
             legal=bq.move_cattle_legal, verify=bq.move_cattle_verify,
             apply=bq.move_cattle_apply, default=lambda s, d: bq.move_cattle_legal(s, d)[0]),
    question(kind="farmer", answers=(PlaceFarmer,), legal=bq.farmer_legal,
             verify=bq.farmer_verify, apply=bq.farmer_apply,
             default=lambda s, d: bq.farmer_legal(s, d)[0]),
    question(kind="target", answers=(Target,), legal=bq.target_legal,
             verify=bq.target_verify, apply=bq.target_apply,
             default=lambda s, d: bq.target_legal(s, d)[0]),
    yes_no("sheriff_attack", fq.sheriff_joins("attack"), yes=True),
    yes_no("sheriff_defend", fq.sheriff_joins("defence"), yes=True),
    yes_no("ask_help", fq.ask_help_apply, yes=True),
    yes_no("help_defender", fq.sheriff_joins("defence"), yes=False),
    yes_no("help_farmer", fq.sheriff_joins("farmer"), yes=False),
    question(kind="fire", answers=(Fire, Retreat), legal=fq.fire_legal,
             verify=fq.any_answer, apply=fq.fire_apply, default=fq.fire_default),
    question(kind="scatter", answers=(Scatter,), legal=fq.scatter_legal,
             verify=fq.scatter_verify, apply=fq.scatter_apply,
             default=lambda s, d: fq.first_legal(fq.scatter_legal(s, d))),
    question(kind="move_out", answers=(MoveOut,),
             legal=fq.move_out_legal, verify=fq.move_out_verify, apply=fq.move_out_apply,
             default=fq.move_out_default),
    question(kind="wanted", answers=(TakeWanted,), legal=fq.wanted_legal,
             verify=fq.wanted_verify, apply=fq.wanted_apply, default=fq.wanted_default),
]

FLOW = TurnFlow[WowState, WowDecision, WowMove](
    QUESTIONS, flow=lambda s: s.flow, proceed=proceed, over=lambda s: s.phase == "over")
