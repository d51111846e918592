"""The README's toy game passes the conformance checks: stages keep 64 plots within the
menus' limits, the dispute is a reaction with the shorter deadline, every text is worded."""

import pytest

from bot.games.core import IllegalActionError, step
from tests.games.playout import playout, replay_check
from tests.support.toy_game import TOY, Claim, Dispute


@pytest.mark.parametrize("n", [2, 3])
def test_toy_plays_with_every_conformance_check(n):
    for seed in range(3):
        state, moves = playout(TOY, n, seed, full=True)
        replay_check(TOY, n, seed, state, moves)


def test_a_claim_is_followed_by_the_next_seats_reaction():
    s = step(TOY, TOY.setup(2, 1, TOY.options()), 0, Claim(plot="C4")).state
    assert TOY.to_act(s) == {1} and TOY.reacting(s, 1)
    with pytest.raises(IllegalActionError) as wrong:  # the framework's refusal, not the toy's
        TOY.check(s, 1, Claim(plot="D4"))
    assert wrong.value.msg.key == "core-wrong-question"
    s = step(TOY, s, 1, Dispute(yes=True)).state
    assert s.owner == {} and TOY.to_act(s) == {1} and not TOY.reacting(s, 1)
    with pytest.raises(IllegalActionError) as taken:
        TOY.check(s.model_copy(update={"owner": {"A1": 0}}), 1, Claim(plot="A1"))
    assert taken.value.msg.key == "toy-taken"


def test_the_framework_fills_the_base_fields_of_every_view():
    """The toy's projection writes only its status; `game`, `version`, `to_act` and
    `result` come from the spec."""
    s = step(TOY, TOY.setup(2, 1, TOY.options()), 0, Claim(plot="C4")).state
    table, mine = TOY.table_view(s), TOY.seat_view(s, 1)
    for view in (table, mine):
        assert (view.game, view.version, view.to_act, view.result) == ("toy", 1, [1], None)
    assert mine.seat == 1
