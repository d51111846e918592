"""Every question of Western Legends, listed once: the game's `TurnFlow` (§10).

Questions asked during someone else's turn (a fight's target, an NPC controller, a
Saloon joiner, a Wanted player met by the Sheriff, a story reward) are pushed with
`reaction=True` by the code that asks them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from bot.games.core.flow import AnyDecisionType, DecisionType, TurnFlow, member
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.legends import defence_questions as dq
from bot.games.legends import fight_questions as fq
from bot.games.legends import goals, menu
from bot.games.legends import move_questions as mq
from bot.games.legends import turn_questions as tq
from bot.games.legends.actions import (
    Answer,
    Buy,
    Choose,
    ChooseCharacter,
    Decide,
    DropItem,
    Equip,
    LegendsMove,
    Move,
    Pair,
    Pick,
    PlaceDisc,
    PlaceStart,
    PlayCard,
    React,
    Revel,
    Sell,
    Simple,
    Step,
)
from bot.games.legends.actions import Declare as DeclareFight
from bot.games.legends.state import LegendsDecision, LegendsState
from bot.games.legends.turn import proceed

S = LegendsState
D = LegendsDecision
A = LegendsMove
X = TypeVar("X", bound=LegendsMove)
Question = AnyDecisionType[S, D]
Legal = Callable[[S, D], Sequence[X]]
Apply = Callable[[S, D, X, Draws, list[Event]], None]
Default = Callable[[S, D], X]


QUESTION = "legends-q-"


def membership(legal: Legal[X]) -> Callable[[S, D, X], Msg | None]:
    """The core's named membership check; the refusal names the question."""
    return member(legal, lambda s, d, a: msg("legends-illegal", question=msg(QUESTION + d.kind)))


def first(legal: Legal[X]) -> Default[X]:
    """The default: the first legal answer."""
    return lambda s, d: legal(s, d)[0]


def last(legal: Legal[X]) -> Default[X]:
    """The default: the last legal answer (pass, end, leave)."""
    return lambda s, d: legal(s, d)[-1]


def with_goals(apply: Apply[X]) -> Apply[X]:
    """After every answer, a goal whose condition now holds is completed (Appendix I)."""
    def run(s: S, d: D, a: X, draws: Draws, ev: list[Event]) -> None:
        apply(s, d, a, draws, ev)
        goals.check(s, draws, ev)
    return run


def q(kind: str, answers: tuple[type[X], ...], legal: Legal[X], apply: Apply[X],
      default: Default[X], auto: bool = False,
      verify: Callable[[S, D, X], Msg | None] | None = None) -> Question:
    """A question type answered by an `X`, verified directly by `verify` (the rule an
    answer breaks) or, named as such, by membership in `legal`."""
    check = membership(legal) if verify is None else verify
    return DecisionType[S, D, X](kind=kind, answers=answers, legal=legal, verify=check,
                                 apply=with_goals(apply), default=default,
                                 title=QUESTION + kind, auto=auto)


DEMAND = (Pick, Choose)
QUESTIONS: list[Question] = [
    q("character", (ChooseCharacter,), tq.character_legal, tq.character_apply,
      first(tq.character_legal)),
    q("start", (PlaceStart,), tq.start_legal, tq.start_apply, first(tq.start_legal)),
    q("income", (Choose,), tq.income_legal, tq.income_apply, tq.income_default),
    q("equip", (Equip,), tq.equip_legal, tq.equip_apply, tq.equip_default, auto=True),
    q("rowdy", (Pick, Decide), mq.rowdy_legal, mq.rowdy_apply, last(mq.rowdy_legal)),
    q("action", (Move, Simple, Sell, Revel, PlayCard, DeclareFight, PlaceDisc, DropItem),
      menu.legal, menu.apply, last(menu.legal), auto=True, verify=menu.verify),
    q("store", (Buy, DropItem, Decide), tq.store_legal, tq.store_apply, last(tq.store_legal),
      verify=tq.store_verify),
    q("post", (Decide, Step, PlayCard, DropItem), mq.post_legal, mq.post_apply, mq.post_default),
    q("sprint", (Move, Decide), mq.extra_move_legal, mq.extra_move_apply,
      last(mq.extra_move_legal)),
    q("saddle", (Move, Decide), mq.extra_move_legal, mq.extra_move_apply,
      last(mq.extra_move_legal)),
    q("whiskey", (Choose,), mq.billy_legal, mq.whiskey_apply, mq.billy_default, auto=True),
    q("harmonica", (Decide,), lambda s, d: [Decide(yes=True), Decide(yes=False)],
      mq.harmonica_apply, lambda s, d: Decide(yes=False)),
    q("token", (Choose,), tq.token_legal, tq.token_apply, last(tq.token_legal)),
    q("dime", (PlaceDisc,), tq.dime_legal, tq.dime_apply, tq.dime_default, auto=True),
    q("walk", (Step, Decide), mq.walk_legal, mq.walk_apply, mq.walk_default),
    q("billy", (Choose,), mq.billy_legal, mq.billy_apply, mq.billy_default, auto=True),
    q("billy_pay", DEMAND, mq.pay_legal, mq.pay_apply, mq.pay_default),
    q("prospect", (Choose, Pick, Decide), tq.prospect_legal, tq.prospect_apply,
      last(tq.prospect_legal)),
    q("story_reward", (Choose,), tq.reward_legal, tq.reward_apply, first(tq.reward_legal)),
    q("discard", (Pick,), tq.discard_legal, tq.discard_apply, tq.lowest_pick),
    q("join", (Decide,), lambda s, d: [Decide(yes=True), Decide(yes=False)], tq.join_apply,
      lambda s, d: Decide(yes=False)),
    q("hand", (Pair,), tq.hand_legal, tq.hand_apply, tq.hand_default, auto=True),
    q("answer", (Answer,), fq.answer_legal, fq.answer_apply, fq.answer_default,
      verify=fq.answer_verify),
    q("annie", DEMAND, fq.demand_legal, fq.demand_apply, fq.demand_default),
    q("ambush", DEMAND, fq.demand_legal, fq.demand_apply, fq.demand_default),
    q("react", (React,), fq.react_legal, fq.react_apply, last(fq.react_legal), auto=True),
    q("rob", (Choose,), fq.rob_legal, fq.rob_apply, fq.rob_default, auto=True),
    q("commit", (Pick,), fq.commit_legal, fq.commit_apply, fq.highest_pick),
    q("npc_card", (Pick,), fq.npc_card_legal, fq.npc_card_apply, fq.npc_card_default),
    q("cancel", (Decide,), lambda s, d: [Decide(yes=True), Decide(yes=False)],
      fq.cancel_apply, fq.cancel_default),
    q("fight_card", DEMAND, fq.fight_card_legal, fq.fight_card_apply, fq.fight_card_default,
      auto=True),
    q("bandit", (Choose,), fq.bandit_legal, fq.bandit_apply, first(fq.bandit_legal),
      auto=True),
    q("sheriff_discard", (Pick,), fq.commit_legal, fq.sheriff_discard_apply, tq.lowest_pick),
    q("sheriff_target", (Choose,), fq.target_legal, fq.target_apply, fq.first_option,
      auto=True),
    q("duck", (Pick, Decide), dq.duck_legal, dq.duck_apply, last(dq.duck_legal), auto=True),
    q("luck", (Pick, Decide), dq.luck_legal, dq.luck_apply, last(dq.luck_legal), auto=True),
]

FLOW = TurnFlow[S, D, A](QUESTIONS, flow=lambda s: s.flow, proceed=proceed,
                         over=lambda s: s.phase == "over")
