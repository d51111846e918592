"""Every question of Tiny Epic Western, listed once: the game's `TurnFlow`.

Each `DecisionType` names the action classes that answer it, lists the legal answers,
verifies one answer directly, applies it and gives the §8 default. Every type but the
Phase 1 keep is `auto`: a question with one legal answer is not asked (X01). The Phase 1
keep is one group of decisions, one per seat, answered in any order.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.games.core.flow import DecisionType, TurnFlow
from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg
from bot.games.tew import (
    bosses,
    buildings,
    duels,
    influence,
    moves,
    purchases,
    resolution,
    rounds,
    targeted,
    turns,
)
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
from bot.games.tew.state import TewDecision, TewState

Legal = Callable[[TewState, TewDecision], list[TewMove]]
Verify = Callable[[TewState, TewDecision, TewMove], Msg | None]
Apply = Callable[[TewState, TewDecision, TewMove, Draws, list[Event]], None]
Default = Callable[[TewState, TewDecision], TewMove]
Kind = DecisionType[TewState, TewDecision, TewMove]


def decline(state: TewState, d: TewDecision) -> TewMove:
    """D10, D12-D14: decline the optional effect, or buy nothing."""
    return Decline()


def first(legal: Legal) -> Default:
    """The first legal answer (a forced or canonical choice)."""
    return lambda state, d: legal(state, d)[0]


def kind(name: str, answers: tuple[type[Action], ...], legal: Legal, verify: Verify,
         apply: Apply, default: Default, *, auto: bool = True) -> Kind:
    """One question; its title is the catalogue key `tew-q-<name>`."""
    return Kind(kind=name, answers=answers, legal=legal, verify=verify, apply=apply,
                default=default, title=f"tew-q-{name.lower().replace('_', '-')}", auto=auto)


OPTIONAL = (Pay, Decline)
TYPES: list[Kind] = [
    kind("BOSS", (ChooseBoss,), bosses.boss_legal, bosses.boss_verify, bosses.boss_apply,
         bosses.boss_default),
    kind("KEEP", (Keep,), rounds.keep_legal, rounds.keep_verify, rounds.keep_apply,
         rounds.keep_default, auto=False),
    kind("RANCHER", OPTIONAL, turns.rancher_legal, turns.rancher_verify, turns.rancher_apply,
         decline),
    kind("PLACE", (Place,), turns.place_legal, turns.place_verify, turns.place_apply,
         turns.place_default),
    kind("DUEL", (DuelMove,), duels.duel_legal, duels.duel_verify, duels.duel_apply,
         duels.duel_default),
    kind("GAIN", (Gain,), influence.gain_legal, influence.gain_verify, influence.gain_apply,
         influence.gain_default),
    kind("GRAVEYARD", (Gain,), influence.pair_legal, influence.pair_verify,
         influence.pair_apply, influence.pair_default),
    kind("CONVERT", (Convert,), buildings.convert_legal, buildings.convert_verify,
         buildings.convert_apply, buildings.convert_default),
    kind("HOTEL", OPTIONAL, buildings.hotel_legal, buildings.hotel_verify,
         buildings.hotel_apply, decline),
    kind("TELEGRAPH", (Swap, Decline), buildings.telegraph_legal, buildings.telegraph_verify,
         buildings.telegraph_apply, decline),
    kind("BOUNTY", OPTIONAL, buildings.bounty_legal, buildings.bounty_verify,
         buildings.bounty_apply, decline),
    kind("STOCK", (StockExchange, Decline), buildings.stock_legal, buildings.stock_verify,
         buildings.stock_apply, decline),
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
    kind("SHERIFF_POT", (SheriffPot,), resolution.pot_legal, resolution.pot_verify,
         resolution.pot_apply, resolution.pot_default),
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
