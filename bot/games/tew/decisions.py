"""Every question of Tiny Epic Western, listed once: the game's `TurnFlow`.

Each `DecisionType` names the action classes that answer it, lists the legal answers,
verifies one answer directly, applies it and gives the §8 default. Every type but the
Phase 1 keep is `auto`: a question with one legal answer is not asked (X01). The Phase 1
keep is one group of decisions, one per seat, answered in any order.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from bot.games.core.flow import AnyDecisionType, DecisionType, TurnFlow
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.tew import moves, purchases, targeted
from bot.games.tew import questions_buildings as qb
from bot.games.tew import questions_turn as qt
from bot.games.tew.actions import (
    Advance,
    Buy,
    CentralBank,
    ChooseBoss,
    Convert,
    Decline,
    Discount,
    DuelMove,
    Gain,
    Keep,
    MoveFrom,
    MoveTo,
    Pay,
    PickBuilding,
    PickPorch,
    Place,
    SheriffPot,
    StockExchange,
    Swap,
    TewMove,
)
from bot.games.tew.driver import proceed
from bot.games.tew.events import BuildingUsed
from bot.games.tew.state import TewDecision, TewState

X = TypeVar("X", bound=TewMove)
Legal = Callable[[TewState, TewDecision], Sequence[X]]
Verify = Callable[[TewState, TewDecision, X], Msg | None]
Apply = Callable[[TewState, TewDecision, X, Draws, list[Event]], None]
Default = Callable[[TewState, TewDecision], X]
Kind = AnyDecisionType[TewState, TewDecision]


def decline(state: TewState, d: TewDecision) -> Decline:
    """D10, D12-D14: decline the optional effect, or buy nothing."""
    return Decline()


def said_when_unusable(legal: Legal[X], apply: Apply[X]) -> Apply[X]:
    """A building's optional effect (D10) its user cannot use at all (only "decline" is
    legal) is not asked (X01), and the log says so instead of skipping it silently
    ("Ana used the Stock Exchange: no 3 of one type to pay ... nothing happens")."""
    def applied(state: TewState, d: TewDecision, action: X, draws: Draws,
                ev: list[Event]) -> None:
        if isinstance(action, Decline) and d.building is not None \
                and all(isinstance(x, Decline) for x in legal(state, d)):
            ev.append(BuildingUsed(seat=d.seat, building=d.building,
                                   note=msg("tew-note-unusable", kind=d.kind)))
        apply(state, d, action, draws, ev)
    return applied


def first(legal: Legal[X]) -> Default[X]:
    """The first legal answer (a forced or canonical choice)."""
    return lambda state, d: legal(state, d)[0]


def kind(name: str, answers: tuple[type[X], ...], legal: Legal[X], verify: Verify[X],
         apply: Apply[X], default: Default[X], *, auto: bool = True) -> Kind:
    """One question answered by an `X`; its title is the catalogue key `tew-q-<name>`."""
    if Decline in answers:
        apply = said_when_unusable(legal, apply)
    return DecisionType[TewState, TewDecision, X](
        kind=name, answers=answers, legal=legal, verify=verify, apply=apply, default=default,
        title=f"tew-q-{name.lower().replace('_', '-')}", auto=auto)


OPTIONAL = (Pay, Decline)
TYPES: list[Kind] = [
    kind("BOSS", (ChooseBoss,), qt.boss_legal, qt.boss_verify, qt.boss_apply,
         qt.boss_default),
    kind("KEEP", (Keep,), qt.keep_legal, qt.keep_verify, qt.keep_apply,
         qt.keep_default, auto=False),
    kind("RANCHER", OPTIONAL, qt.rancher_legal, qt.rancher_verify, qt.rancher_apply,
         decline),
    kind("PLACE", (Place,), qt.place_legal, qt.place_verify, qt.place_apply,
         qt.place_default),
    kind("DUEL", (DuelMove,), qt.duel_legal, qt.duel_verify, qt.duel_apply,
         qt.duel_default),
    kind("GAIN", (Gain,), qt.gain_legal, qt.gain_verify, qt.gain_apply,
         qt.gain_default),
    kind("GRAVEYARD", (Gain,), qt.pair_legal, qt.pair_verify,
         qt.pair_apply, qt.pair_default),
    kind("CONVERT", (Convert,), qb.convert_legal, qb.convert_verify,
         qb.convert_apply, qb.convert_default),
    kind("HOTEL", OPTIONAL, qb.hotel_legal, qb.hotel_verify,
         qb.hotel_apply, decline),
    kind("TELEGRAPH", (Swap, Decline), qb.telegraph_legal, qb.telegraph_verify,
         qb.telegraph_apply, decline),
    kind("BOUNTY", OPTIONAL, qb.bounty_legal, qb.bounty_verify,
         qb.bounty_apply, decline),
    kind("STOCK", (StockExchange, Decline), qb.stock_legal, qb.stock_verify,
         qb.stock_apply, decline),
    kind("AUCTION", OPTIONAL, targeted.auction_legal, targeted.auction_verify,
         targeted.auction_apply, decline),
    kind("AUCTION_PICK", (PickBuilding, Decline), targeted.pick_legal, targeted.pick_verify,
         targeted.pick_apply, decline),
    kind("BANK", (CentralBank, Decline), targeted.bank_legal, targeted.bank_verify,
         targeted.bank_apply, decline),
    kind("BARBER", (PickPorch, Decline), targeted.barber_legal, targeted.barber_verify,
         targeted.barber_apply, decline),
    kind("BARBER_CARD", (PickBuilding,), targeted.barber_card_legal,
         targeted.barber_card_verify, targeted.barber_card_apply,
         first(targeted.barber_card_legal)),
    kind("DOCTOR", (MoveFrom, Decline), moves.doctor_legal, moves.doctor_verify,
         moves.move_from_apply, decline),
    kind("LIVERY", (MoveFrom, Decline), moves.livery_legal, moves.livery_verify,
         moves.move_from_apply, decline),
    kind("MOVE_TO", (MoveTo,), moves.move_to_legal, moves.move_to_verify, moves.move_to_apply,
         moves.move_to_default),
    kind("SHERIFF_POT", (SheriffPot,), qt.pot_legal, qt.pot_verify,
         qt.pot_apply, qt.pot_default),
    kind("POST_OFFICE", OPTIONAL, purchases.post_legal, purchases.post_verify,
         purchases.post_apply, decline),
    kind("BUY", (Buy, Decline), purchases.buy_legal, purchases.buy_verify,
         purchases.buy_apply, decline),
    kind("LEFTOVER", (Buy, Decline), purchases.buy_legal, purchases.buy_verify,
         purchases.buy_apply, decline),
    kind("DISCOUNT", (Discount,), purchases.discount_legal, purchases.discount_verify,
         purchases.discount_apply, purchases.discount_default),
    kind("ADVANCE", (Advance,), purchases.advance_legal, purchases.advance_verify,
         purchases.advance_apply, purchases.advance_default),
]

FLOW = TurnFlow[TewState, TewDecision, TewMove](
    TYPES, flow=lambda s: s.flow, proceed=proceed, over=lambda s: s.over)
