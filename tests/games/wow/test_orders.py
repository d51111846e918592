"""Way Out West's standing orders (issue 19 item 4), at real states of seeded games: the
shootout order fires as the defence and retreats from an attack only when outgunned two to
one; the sheriff orders add the jail owner's sheriff to its own side, which only adds a
fighter (rules §5.3: a killed sheriff is available again)."""

from collections.abc import Iterator

import pytest

from bot.games.core import step
from bot.games.wow.actions import Decide, Fire, Retreat
from bot.games.wow.orders import ORDERS
from bot.games.wow.spec import WOW
from bot.games.wow.state import WowState

BY_KEY = {o.key: o for o in ORDERS}


def asked(kind: str, games: int = 12) -> Iterator[tuple[WowState, int]]:
    """Every state of seeded 3-seat bot games where a seat is asked `kind`."""
    for seed in range(games):
        state = WOW.setup(3, seed, WOW.options({}))
        while WOW.result(state) is None:
            seat = min(WOW.to_act(state))
            if WOW.decision_kind(state, seat) == kind:
                yield state, seat
            legal = WOW.legal_actions(state, seat)
            state = step(WOW, state, seat, WOW.ai(WOW.seat_view(state, seat), legal)).state


@pytest.mark.slow
def test_the_sheriff_orders_add_the_sheriff_to_the_owners_side():
    seen = 0
    for kind, key in (("sheriff_attack", "sheriff-attack"), ("sheriff_defend", "sheriff-defend")):
        for state, seat in asked(kind):
            assert BY_KEY[key].answer(state, seat) == Decide(yes=True)
            assert Decide(yes=True) in WOW.legal_actions(state, seat)
            joined = step(WOW, state, seat, Decide(yes=True)).state
            refused = step(WOW, state, seat, Decide(yes=False)).state
            side = "a" if kind == "sheriff_attack" else "d"
            if joined.fight is not None:  # still going: the sheriff stands on its side
                assert getattr(joined.fight, side).sheriff == 1
            if refused.fight is not None:
                assert getattr(refused.fight, side).sheriff == 0
            seen += 1
    assert seen >= 3


@pytest.mark.slow
def test_the_shootout_order_fires_as_the_defence_and_retreats_only_from_a_hopeless_attack():
    attacks = defences = 0
    for state, seat in asked("fire"):
        fight = state.fight
        assert fight is not None
        answer = BY_KEY["retreat-losing"].answer(state, seat)
        if seat != fight.attacker:
            assert answer == Fire()  # a retreat would hand the target over (rules 5.7)
            defences += 1
            continue
        outgunned = (fight.a.strength() * 2 < fight.d.strength() and fight.d.strength() >= 3
                     and fight.a.cowboys > 0)
        assert answer == (Retreat() if outgunned else Fire())
        attacks += 1
    assert attacks >= 3 and defences >= 1
