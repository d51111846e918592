"""Every question of Carson City, listed once: the game's `TurnFlow` (rules §10, D-*)."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.carson import auction, kit, might, outlaws
from bot.games.carson import defaults as df
from bot.games.carson import horses as hs
from bot.games.carson import newbeginning as nb
from bot.games.carson import questions_build as qb
from bot.games.carson import questions_chars as qc
from bot.games.carson import questions_play as qp
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
from bot.games.carson.rounds import spend_apply
from bot.games.carson.state import CarsonDecision, CarsonState
from bot.games.carson.tasks import proceed
from bot.games.core.flow import DecisionType, TurnFlow
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg

Q = DecisionType[CarsonState, CarsonDecision, CarsonMove]
Legal = Callable[[CarsonState, CarsonDecision], list[CarsonMove]]
Apply = Callable[[CarsonState, CarsonDecision, CarsonMove, Draws, list[Event]], None]
Default = Callable[[CarsonState, CarsonDecision], CarsonMove]


def member(kind: str, legal: Legal) -> Callable[[CarsonState, CarsonDecision, CarsonMove],
                                                 Msg | None]:
    """Verify an answer by looking it up among the legal ones."""
    def verify(s: CarsonState, d: CarsonDecision, a: CarsonMove) -> Msg | None:
        return None if a in legal(s, d) else msg("carson-illegal-" + kind)
    return verify


def q(kind: str, answers: tuple[type, ...], legal: Legal, apply: Apply,
      default: Default, auto: bool = False) -> Q:
    """A question verified by membership. Its default is the named rule of §10 (D-*),
    never "the first legal answer"."""
    return Q(kind=kind, answers=answers, legal=legal, verify=member(kind, legal), apply=apply,
             default=default, title="carson-q-" + kind, auto=auto)


def choices(*options: Option) -> Legal:
    """A question answered by one of a few named options."""
    return lambda s, d: [Choose(option=o) for o in options]


def _spend_apply(s: CarsonState, d: CarsonDecision, a: CarsonMove, draws: Draws,
                 events: list[Event]) -> None:
    assert isinstance(a, Amount)
    spend_apply(s, d.seat, a.n, events)


PLACE = Q(kind="place", answers=(Place, Pawn, Gamble, Pass, Road, Corral), legal=qp.place_legal,
          verify=qp.place_verify, apply=qp.place_apply,
          default=df.pass_default, title="carson-q-place")

KIT = Q(kind="kit", answers=(Place, Pawn, Gamble, Pass, Recall, Road, Corral), legal=kit.kit_legal,
        verify=kit.kit_verify, apply=kit.kit_apply, default=df.pass_default,
        title="carson-q-kit")

SHEET = Q(kind="sheet", answers=(Sheet,), legal=nb.sheet_legal,
          verify=member("sheet", nb.sheet_legal), apply=nb.sheet_apply,
          default=nb.sheet_default, title="carson-q-sheet")

QUESTIONS: list[Q] = [
    KIT,
    q("horse", (Corral, Choose), hs.horse_legal, hs.horse_apply, df.horse_default, auto=True),
    q("corral2", (Place, Recall, Pass, Choose), hs.corral2_legal, hs.corral2_apply,
      df.corral2_default, auto=True),
    q("salary_horse", (Choose,), hs.salary_legal, hs.salary_apply, df.salary_horse_default,
      auto=True),
    q("corral3", (PickPlot, Choose), hs.corral3_legal, hs.corral3_apply, hs.corral3_default,
      auto=True),
    q("outlaw_move", (PickPlot,), outlaws.move_legal, outlaws.move_apply,
      df.outlaw_move_default, auto=True),
    q("outlaw_win", (Choose,), choices("vp", "steal"), outlaws.win_apply, outlaws.win_default),
    q("tiles", (PlayTiles,), might.tiles_legal, might.tiles_apply, might.tiles_default),
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
    q("bid", (Amount, Choose), auction.bid_legal, auction.bid_apply, auction.bid_default, auto=True),
    q("banker", (Amount,), qc.banker_legal, qc.banker_apply, df.banker_default, auto=True),
    q("spend", (Amount,), qc.spend_legal, _spend_apply, df.spend_default),
    PLACE,
    q("reroll", (Choose,), choices("yes", "no"), qp.reroll_apply, qp.reroll_default),
    q("undertaker", (Choose,), qp.undertaker_legal, qp.undertaker_apply,
      df.undertaker_default, auto=True),
    q("doctor", (Place, Choose), qp.doctor_legal, qp.doctor_apply, df.doctor_default,
      auto=True),
    q("order", (PickPlot,), qp.order_legal, qp.order_apply, df.order_default, auto=True),
    q("buyplot", (Choose,), qp.buyplot_legal, qp.buyplot_apply, df.buyplot_default, auto=True),
    q("buy", (Choose,), qb.buy_legal, qb.buy_apply, qb.buy_default, auto=True),
    q("site", (PickPlot, Choose, Road), qb.site_legal, qb.site_apply, qb.site_default,
      auto=True),
    q("house", (PickPlot, Choose, Road), qb.house_legal, qb.house_apply, qb.house_default,
      auto=True),
    q("consent", (Choose,), choices("yes", "no"), qb.consent_apply, df.consent_default),
    q("kept", (BuildKept, Choose, Road), qb.kept_legal, qb.kept_apply, qb.kept_default, auto=True),
    q("grocer_income", (Choose,), qp.grocer_income_legal, qp.grocer_income_apply,
      qp.grocer_income_default, auto=True),
    q("dynamite", (PickPlot, Choose), qp.dynamite_legal, qp.dynamite_apply,
      qp.dynamite_default, auto=True),
    q("buyvp", (Amount,), qp.buyvp_legal, qp.buyvp_apply, qp.buyvp_default, auto=True),
]

FLOW = TurnFlow[CarsonState, CarsonDecision, CarsonMove](
    QUESTIONS, flow=lambda s: s.flow, proceed=proceed, over=lambda s: s.phase == "over")

__all__ = ["FLOW", "QUESTIONS"]
