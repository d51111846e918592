"""Every question of Carson City, listed once: the game's `TurnFlow` (rules §10, D-*)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from bot.games.carson import defaults as df
from bot.games.carson import questions_auction as qa
from bot.games.carson import questions_build as qb
from bot.games.carson import questions_chars as qc
from bot.games.carson import questions_play as qp
from bot.games.carson import questions_variants as qv
from bot.games.carson import refusals as rf
from bot.games.carson.actions import (
    Amount,
    BuildKept,
    CarsonMove,
    Choose,
    Corral,
    Gamble,
    Option,
    Pass,
    Pawn,
    PickPlot,
    Place,
    PlayTiles,
    Recall,
    Road,
    Sheet,
    Slot,
    TakeCard,
)
from bot.games.carson.rounds import spend
from bot.games.carson.state import CarsonDecision, CarsonState
from bot.games.carson.tasks import proceed
from bot.games.core.flow import AnyDecisionType, DecisionType, TurnFlow, member
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg

X = TypeVar("X", bound=CarsonMove)
Q = AnyDecisionType[CarsonState, CarsonDecision]
Legal = Callable[[CarsonState, CarsonDecision], Sequence[X]]
Verify = Callable[[CarsonState, CarsonDecision, X], Msg | None]
Apply = Callable[[CarsonState, CarsonDecision, X, Draws, list[Event]], None]
Default = Callable[[CarsonState, CarsonDecision], X]


def membership(kind: str, legal: Legal[X]) -> Verify[X]:
    """The core's named membership check, refused with the question's own sentence
    (`carson-illegal-<kind>`)."""
    return member(legal, lambda s, d, a: msg("carson-illegal-" + kind))


def question(kind: str, answers: tuple[type[X], ...], legal: Legal[X], verify: Verify[X],
             apply: Apply[X], default: Default[X], auto: bool = False) -> Q:
    """A question answered by an `X`; its title is the catalogue key `carson-q-<kind>`."""
    return DecisionType[CarsonState, CarsonDecision, X](
        kind=kind, answers=answers, legal=legal, verify=verify, apply=apply, default=default,
        title="carson-q-" + kind, auto=auto)


def q(kind: str, answers: tuple[type[X], ...], legal: Legal[X], apply: Apply[X],
      default: Default[X], auto: bool = False, verify: Verify[X] | None = None) -> Q:
    """A question verified directly by `verify` (the rule an answer breaks), or, named as
    such, by membership (see MEMBERSHIP). Its default is the named rule of §10 (D-*),
    never "the first legal answer"."""
    check = membership(kind, legal) if verify is None else verify
    return question(kind, answers, legal, check, apply, default, auto)


def choices(*options: Option) -> Legal[Choose]:
    """A question answered by one of a few named options."""
    return lambda s, d: [Choose(option=o) for o in options]


def _spend_apply(s: CarsonState, d: CarsonDecision, a: Amount, draws: Draws,
                 events: list[Event]) -> None:
    spend(s, d.seat, a.n, events)


PLACE = question("place", (Place, Pawn, Gamble, Pass, Road, Corral), qp.place_legal,
                 qp.place_verify, qp.place_apply, df.pass_default)

KIT = question("kit", (Place, Pawn, Gamble, Pass, Recall, Road, Corral), qv.kit_legal,
               qv.kit_verify, qv.kit_apply, df.pass_default)

SHEET = question("sheet", (Sheet,), qv.sheet_legal, membership("sheet", qv.sheet_legal),
                 qv.sheet_apply, qv.sheet_default)

QUESTIONS: list[Q] = [
    KIT,
    q("horse", (Corral, Choose), qv.horse_legal, qv.horse_apply, df.horse_default, auto=True),
    q("corral2", (Place, Recall, Pass, Choose), qv.corral2_legal, qv.corral2_apply,
      df.corral2_default, auto=True),
    q("salary_horse", (Choose,), qv.salary_legal, qv.salary_apply, df.salary_horse_default,
      auto=True),
    q("corral3", (PickPlot, Choose), qv.corral3_legal, qv.corral3_apply, qv.corral3_default,
      auto=True),
    q("outlaw_move", (PickPlot,), qv.move_legal, qv.move_apply,
      df.outlaw_move_default, auto=True),
    q("outlaw_win", (Choose,), choices("vp", "steal"), qv.win_apply, qv.win_default),
    q("tiles", (PlayTiles,), qv.tiles_legal, qv.tiles_apply, qv.tiles_default,
      verify=rf.tiles_verify),
    SHEET,
    q("draft", (PickPlot,), qc.draft_legal, qc.draft_apply, qc.draft_default),
    q("character", (TakeCard,), qc.character_legal, qc.character_apply, qc.character_default),
    q("newsboy", (TakeCard,), qc.newsboy_legal, qc.newsboy_apply, df.newsboy_default,
      auto=True),
    q("docside", (Choose,), choices("doctor", "undertaker"), qc.docside_apply,
      df.docside_default),
    q("grocer", (Choose,), choices("money", "defer"), qc.grocer_apply, df.grocer_default),
    q("money_or_vp", (Choose,), choices("money", "vp"), qc.money_or_vp_apply,
      qc.money_or_vp_default),
    q("claim", (PickPlot, Choose), qc.claim_legal, qc.claim_apply, qc.claim_default, auto=True),
    q("coolie", (Slot, Choose), qc.coolie_legal, qc.coolie_apply, df.coolie_default),
    q("special", (Slot, Choose), qc.special_legal, qc.special_apply, df.special_default,
      auto=True),
    q("captain", (Amount,), qc.captain_legal, qc.captain_apply, df.captain_default, auto=True),
    q("tax", (Choose,), choices("guns", "cash"), qc.tax_apply, qc.tax_default),
    q("heroes", (Amount,), qc.heroes_legal, qc.heroes_apply, df.heroes_default, auto=True),
    q("bid", (Amount, Choose), qa.bid_legal, qa.bid_apply, qa.bid_default, auto=True,
      verify=rf.bid_verify),
    q("banker", (Amount,), qc.banker_legal, qc.banker_apply, df.banker_default, auto=True,
      verify=rf.banker_verify),
    q("spend", (Amount,), qc.spend_legal, _spend_apply, df.spend_default,
      verify=rf.spend_verify),
    PLACE,
    q("reroll", (Choose,), choices("yes", "no"), qp.reroll_apply, qp.reroll_default),
    q("undertaker", (Choose,), qp.undertaker_legal, qp.undertaker_apply,
      df.undertaker_default, auto=True, verify=rf.undertaker_verify),
    q("doctor", (Place, Choose), qp.doctor_legal, qp.doctor_apply, df.doctor_default,
      auto=True, verify=rf.doctor_verify),
    q("order", (PickPlot,), qp.order_legal, qp.order_apply, df.order_default, auto=True,
      verify=rf.order_verify),
    q("buyplot", (Choose,), qp.buyplot_legal, qp.buyplot_apply, df.buyplot_default, auto=True,
      verify=rf.buyplot_verify),
    q("buy", (Choose,), qb.buy_legal, qb.buy_apply, qb.buy_default, auto=True,
      verify=rf.buy_verify),
    q("site", (PickPlot, Choose, Road), qb.site_legal, qb.site_apply, qb.site_default,
      auto=True, verify=rf.site_verify),
    q("house", (PickPlot, Choose, Road), qb.house_legal, qb.house_apply, qb.house_default,
      auto=True, verify=rf.house_verify),
    q("consent", (Choose,), choices("yes", "no"), qb.consent_apply, df.consent_default),
    q("kept", (BuildKept, Choose, Road), qb.kept_legal, qb.kept_apply, qb.kept_default, auto=True,
      verify=rf.kept_verify),
    q("grocer_income", (Choose,), qp.grocer_income_legal, qp.grocer_income_apply,
      qp.grocer_income_default, auto=True),
    q("dynamite", (PickPlot, Choose), qp.dynamite_legal, qp.dynamite_apply,
      qp.dynamite_default, auto=True),
    q("buyvp", (Amount,), qp.buyvp_legal, qp.buyvp_apply, qp.buyvp_default, auto=True,
      verify=rf.buyvp_verify),
]

FLOW = TurnFlow[CarsonState, CarsonDecision, CarsonMove](
    QUESTIONS, flow=lambda s: s.flow, proceed=proceed, over=lambda s: s.phase == "over")

__all__ = ["FLOW", "QUESTIONS"]
