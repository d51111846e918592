"""The TEW heuristic (`normal` bots) in duels: it no longer pays for rerolls and redraws
that cannot turn the duel, nor stands when revealing its card would win it. Judged at the
duels of seeded solo games (real states) by counting dice and cards here."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from bot.games.core import step
from bot.games.tew import actions as a
from bot.games.tew.cards import value
from bot.games.tew.spec import TEW
from bot.games.tew.view import TewSeatView

CARD_VALUES = range(1, 6)
DIE = range(1, 7)


def duel_answers(games: int) -> Iterator[tuple[TewSeatView, a.DuelMove, bool]]:
    """Each duel answer of the bot in seeded solo games against the MEDIUM Rival, and
    whether it could still reveal its kept card."""
    for seed in range(games):
        state = TEW.setup(1, seed, TEW.options({"difficulty": "MEDIUM"}))
        while TEW.result(state) is None:
            seat = min(TEW.to_act(state))
            view = TEW.seat_view(state, seat)
            legal = TEW.legal_actions(state, seat)
            answer = TEW.ai(view, legal)
            if isinstance(answer, a.DuelMove):
                yield view, answer, any(isinstance(x, a.DuelMove) and x.move == "REVEAL"
                                        for x in legal)
            state = step(TEW, state, seat, answer).state


def can_turn(view: TewSeatView, move: str, can_reveal: bool) -> bool:
    """Some outcome of `move` (with the kept card still to reveal) wins the duel."""
    d = view.duel
    assert d is not None
    me_attacking = d.attacker == view.seat
    card = value(view.hand) if view.hand and can_reveal else 0
    mine = (d.attacker_power if me_attacking else d.defender_power) + card
    theirs = d.defender_power if me_attacking else d.attacker_power
    my_die = d.attacker_die if me_attacking else d.defender_die
    their_die = d.defender_die if me_attacking else d.attacker_die

    def wins(me: int, them: int) -> bool:
        return me > them or (me == them and not me_attacking)
    if move == "REROLL":
        return any(wins(mine - my_die + r, theirs) for r in DIE)
    if move == "RIVAL_REROLL":
        return any(wins(mine, theirs - their_die + r) for r in DIE)
    assert d.rival_card is not None
    return any(wins(mine, theirs - value(d.rival_card) + c) for c in CARD_VALUES)


@pytest.mark.slow
def test_it_pays_in_a_duel_only_for_a_move_that_can_turn_it():
    """Before: it paid MONEY, then MONEY, then LAW to make the Rival redraw in a duel it
    lost 2 to 10 with a 4 to reveal, and then stood."""
    paid = 0
    for view, answer, can_reveal in duel_answers(30):
        if answer.move in ("REROLL", "RIVAL_REROLL", "RIVAL_REDRAW"):
            assert can_turn(view, answer.move, can_reveal), (view.duel, view.hand, answer)
            paid += 1
    assert paid >= 5


@pytest.mark.slow
def test_it_reveals_its_card_when_that_wins_the_duel():
    revealed = 0
    for view, answer, can_reveal in duel_answers(30):
        d = view.duel
        assert d is not None
        attacking = d.attacker == view.seat
        mine, theirs = (d.attacker_power, d.defender_power) if attacking else (
            d.defender_power, d.attacker_power)
        card = value(view.hand) if view.hand and can_reveal else 0
        if card and (mine + card > theirs or (mine + card == theirs and not attacking)):
            assert answer.move == "REVEAL", (d, view.hand, answer)
            revealed += 1
    assert revealed >= 3
