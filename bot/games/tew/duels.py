"""Duels (rules §4.3) including the solo Rival's duels (§5.4). The `DUEL` question is
answered in `questions_turn`, which applies a move with the effects here."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.tew import names
from bot.games.tew.actions import DuelMove
from bot.games.tew.board import gain, pay
from bot.games.tew.cards import value
from bot.games.tew.data import Inf
from bot.games.tew.events import (
    CardAdded,
    DieRerolled,
    DuelStarted,
    DuelWon,
    InfluenceGained,
    RivalCardDrawn,
    WantedTaken,
)
from bot.games.tew.events_round import PokerReshuffled
from bot.games.tew.placement import arrive
from bot.games.tew.state import RIVAL, Duel, Posse, TewDecision, TewState

OUTLAW, MARSHAL = "BS7", "BS6"


def draw_poker(state: TewState, draws: Draws, ev: list[Event] | None = None) -> str:
    """R42: an empty poker deck is rebuilt from the shuffled discard pile."""
    if not state.poker_deck:
        state.poker_deck = draws.shuffled(state.poker_discard)
        state.poker_discard = []
        for p in state.players:
            p.discards = []  # they are back in the deck; the next draws are public
        if ev is not None:
            ev.append(PokerReshuffled())
    return state.poker_deck.pop(0)


def power(state: TewState, duel: Duel, seat: int) -> int:
    """A duelist's power: die + revealed card value (+1 Gunsmith); the Rival adds its card."""
    attacker = seat == duel.attacker
    die = duel.a_die if attacker else duel.d_die
    if seat == RIVAL:
        assert duel.rival_card is not None
        return die + value(duel.rival_card)
    bonus = duel.a_bonus if attacker else duel.d_bonus
    return die + bonus + (1 if state.players[seat].gunsmith else 0)


def winner(state: TewState, duel: Duel) -> int:
    """Who wins now: the higher power; ties go to the defender (the Outlaw wins ties)."""
    a, d = power(state, duel, duel.attacker), power(state, duel, duel.defender)
    if a > d:
        return duel.attacker
    if a == d and duel.attacker != RIVAL and state.players[duel.attacker].boss == OUTLAW:
        return duel.attacker
    return duel.defender


def duel_title(state: TewState, seat: int) -> Msg:
    """The DUEL question restating the running totals from `seat`'s side ("Duel: now 1 vs 3,
    the defender wins ties"), for the prompt of the views."""
    return msg("tew-q-duel-now", now=duel_now(state, seat))


def duel_now(state: TewState, seat: int) -> Msg:
    """The running totals from `seat`'s side ("now 1 vs 3, the defender wins ties")."""
    duel = state.duel
    assert duel is not None
    mine, theirs = power(state, duel, seat), power(state, duel, _other(duel, seat))
    outlaw = duel.attacker != RIVAL and state.players[duel.attacker].boss == OUTLAW
    return msg("tew-duel-now", mine=mine, theirs=theirs, ties="attacker" if outlaw else "defender")


def _other(duel: Duel, seat: int) -> int:
    return duel.defender if seat == duel.attacker else duel.attacker


def loser(state: TewState, duel: Duel) -> int:
    """Who is losing now."""
    return duel.defender if winner(state, duel) == duel.attacker else duel.attacker


def start_duel(state: TewState, attacker: int, defender: int, spot: str, side: str | None,
               draws: Draws, ev: list[Event]) -> None:
    """Roll both dice (then the Rival's card, X11) and ask the loser."""
    duel = Duel(spot=spot, side=side, attacker=attacker, defender=defender,
                a_die=draws.die(), d_die=draws.die())
    state.duel = duel
    ev.append(DuelStarted(attacker=attacker, defender=defender, spot=spot,
                          a_die=duel.a_die, d_die=duel.d_die))
    if RIVAL in (attacker, defender):
        duel.rival_card = draw_poker(state, draws, ev)
        ev.append(RivalCardDrawn(card=duel.rival_card))
    ask_loser(state, draws, ev)


def ask_loser(state: TewState, draws: Draws, ev: list[Event]) -> None:
    """Ask the current loser, or end the duel when the Rival is losing (R39)."""
    duel = state.duel
    assert duel is not None
    who_loses = loser(state, duel)
    if who_loses == RIVAL:
        finish(state, draws, ev)
    else:
        state.flow.push(TewDecision(kind="DUEL", seat=who_loses,
                                    reaction=who_loses == duel.defender))


def pay_type(duel: Duel, seat: int) -> Inf:
    """What a reroll costs: the attacker pays FORCE, the defender LAW."""
    return "FORCE" if seat == duel.attacker else "LAW"


def add_card(state: TewState, duel: Duel, seat: int, ev: list[Event]) -> None:
    """REVEAL: the seat adds its kept card's natural value to its power."""
    player = state.players[seat]
    assert player.kept is not None
    player.added = True
    player.revealed = True
    bonus = value(player.kept)  # natural value; Sheriff modifiers never apply in duels
    if seat == duel.attacker:
        duel.a_bonus = bonus
    else:
        duel.d_bonus = bonus
    ev.append(CardAdded(seat=seat, card=player.kept))


def force_rival(state: TewState, duel: Duel, seat: int, action: DuelMove, draws: Draws,
                ev: list[Event]) -> None:
    """RIVAL_REROLL / RIVAL_REDRAW (solo, R39): the seat pays 1 to reroll the Rival's die
    or redraw its card."""
    assert action.pay is not None
    pay(state, seat, {action.pay: 1})  # one event: the reroll or redraw says what was paid
    if action.move == "RIVAL_REROLL":
        die = draws.die()
        if duel.attacker == RIVAL:
            duel.a_die = die
        else:
            duel.d_die = die
        ev.append(DieRerolled(seat=RIVAL, die=die, paid=action.pay, paid_by=seat))
    else:
        assert duel.rival_card is not None
        state.poker_discard.append(duel.rival_card)
        duel.rival_card = draw_poker(state, draws, ev)
        ev.append(RivalCardDrawn(card=duel.rival_card, paid_by=seat, paid=action.pay))


def finish(state: TewState, draws: Draws, ev: list[Event]) -> None:
    """Wound the loser, move the Wanted card, then the attacker arrives if it won."""
    duel = state.duel
    assert duel is not None
    win = winner(state, duel)
    lose = duel.defender if win == duel.attacker else duel.attacker
    ev.append(DuelWon(winner=win, loser=lose, spot=duel.spot,
                      winner_power=power(state, duel, win), loser_power=power(state, duel, lose)))
    state.duel = None
    state.duels_fought += 1
    state.wanted = win
    ev.append(WantedTaken(seat=win))
    if duel.rival_card is not None:
        state.poker_discard.append(duel.rival_card)
    if win != RIVAL and state.players[win].boss == MARSHAL:
        got = gain(state, win, "LAW", 1)
        ev.append(InfluenceGained(seat=win, type="LAW", amount=got, source=names.source("marshal"),
                                  face=1 if got < 1 else None))
    posse = state.spots[duel.spot]
    if win == duel.attacker:
        for p in posse:
            p.standing = False
        posse.append(Posse(owner=duel.attacker, standing=True, side=duel.side))
        if duel.attacker != RIVAL:
            arrive(state, duel.attacker, duel.spot, duel.side, ev)  # R10
    else:
        posse.insert(0, Posse(owner=duel.attacker, standing=False, side=duel.side))
