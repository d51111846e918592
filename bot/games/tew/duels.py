"""Duels (rules §4.3) including the solo Rival's duels (§5.4)."""

from __future__ import annotations

from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws
from bot.games.tew.actions import DuelMove
from bot.games.tew.board import gain
from bot.games.tew.cards import value
from bot.games.tew.data import INFS
from bot.games.tew.events import (
    CardAdded,
    DieRerolled,
    DuelStarted,
    DuelStood,
    DuelWon,
    InfluenceGained,
    RivalCardDrawn,
    WantedTaken,
)
from bot.games.tew.events_round import (
    PokerReshuffled,
)
from bot.games.tew.influence import pay_ev
from bot.games.tew.placement import arrive
from bot.games.tew.prompts import push, register
from bot.games.tew.state import RIVAL, Duel, Posse, Prompt, TewState

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
    attacker = seat == duel.attacker
    die = duel.a_die if attacker else duel.d_die
    if seat == RIVAL:
        assert duel.rival_card is not None
        return die + value(duel.rival_card)
    bonus = duel.a_bonus if attacker else duel.d_bonus
    return die + bonus + (1 if state.players[seat].gunsmith else 0)


def winner(state: TewState, duel: Duel) -> int:
    a, d = power(state, duel, duel.attacker), power(state, duel, duel.defender)
    if a > d:
        return duel.attacker
    if a == d and duel.attacker != RIVAL and state.players[duel.attacker].boss == OUTLAW:
        return duel.attacker
    return duel.defender


def loser(state: TewState, duel: Duel) -> int:
    return duel.defender if winner(state, duel) == duel.attacker else duel.attacker


def start_duel(state: TewState, attacker: int, defender: int, spot: str, side: str | None,
               draws: Draws, ev: list[Event]) -> None:
    duel = Duel(spot=spot, side=side, attacker=attacker, defender=defender,
                a_die=draws.die(), d_die=draws.die())
    state.duel = duel
    ev.append(DuelStarted(attacker=attacker, defender=defender, spot=spot,
                          a_die=duel.a_die, d_die=duel.d_die))
    if RIVAL in (attacker, defender):
        duel.rival_card = draw_poker(state, draws, ev)
        ev.append(RivalCardDrawn(card=duel.rival_card))
    _continue(state, draws, ev)


def _continue(state: TewState, draws: Draws, ev: list[Event]) -> None:
    """Ask the current loser, or end the duel when the Rival is losing (R39)."""
    duel = state.duel
    assert duel is not None
    who_loses = loser(state, duel)
    if who_loses == RIVAL:
        finish(state, draws, ev)
    else:
        push(state, Prompt(kind="DUEL", seat=who_loses))


def duel_moves(state: TewState, seat: int) -> list[Action]:
    duel = state.duel
    assert duel is not None
    player = state.players[seat]
    out: list[Action] = []
    pay_type = "FORCE" if seat == duel.attacker else "LAW"
    if player.inf[pay_type] >= 1:
        out.append(DuelMove(move="REROLL"))
    if not player.added and player.kept is not None:
        out.append(DuelMove(move="REVEAL"))
    if RIVAL in (duel.attacker, duel.defender):
        for move in ("RIVAL_REROLL", "RIVAL_REDRAW"):
            out.extend(DuelMove(move=move, pay=t) for t in INFS if player.inf[t] >= 1)
    out.append(DuelMove(move="STAND"))
    return out


def _legal(state: TewState, prompt: Prompt) -> list[Action]:
    return duel_moves(state, prompt.seat)


def _apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
           ev: list[Event]) -> None:
    assert isinstance(action, DuelMove)
    duel = state.duel
    assert duel is not None
    seat = prompt.seat
    is_attacker = seat == duel.attacker
    if action.move == "STAND":
        ev.append(DuelStood(seat=seat))
        finish(state, draws, ev)
        return
    if action.move == "REROLL":
        pay_type = "FORCE" if is_attacker else "LAW"
        pay_ev(state, seat, {pay_type: 1}, "a reroll", ev)
        die = draws.die()
        if is_attacker:
            duel.a_die = die
        else:
            duel.d_die = die
        ev.append(DieRerolled(seat=seat, die=die, paid=pay_type))
    elif action.move == "REVEAL":
        _reveal(state, duel, seat, ev)
    else:
        _force_rival(state, duel, seat, action, draws, ev)
    _continue(state, draws, ev)


def _reveal(state: TewState, duel: Duel, seat: int, ev: list[Event]) -> None:
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


def _force_rival(state: TewState, duel: Duel, seat: int, action: DuelMove, draws: Draws,
                 ev: list[Event]) -> None:
    assert action.pay is not None
    pay_ev(state, seat, {action.pay: 1}, "forcing the Rival", ev)
    if action.move == "RIVAL_REROLL":
        die = draws.die()
        if duel.attacker == RIVAL:
            duel.a_die = die
        else:
            duel.d_die = die
        ev.append(DieRerolled(seat=RIVAL, die=die))
    else:
        assert duel.rival_card is not None
        state.poker_discard.append(duel.rival_card)
        duel.rival_card = draw_poker(state, draws, ev)
        ev.append(RivalCardDrawn(card=duel.rival_card, paid_by=seat))


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
        ev.append(InfluenceGained(seat=win, type="LAW", amount=got, source="the Marshal"))
    posse = state.spots[duel.spot]
    if win == duel.attacker:
        for p in posse:
            p.standing = False
        posse.append(Posse(owner=duel.attacker, standing=True, side=duel.side))
        if duel.attacker != RIVAL:
            arrive(state, duel.attacker, duel.spot, duel.side, ev)  # R10
    else:
        posse.insert(0, Posse(owner=duel.attacker, standing=False, side=duel.side))


register("DUEL", _legal, _apply, lambda s, p, legal: DuelMove(move="STAND"), "Duel")
