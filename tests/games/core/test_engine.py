"""`step` is the only way forward: it checks, copies, plays and versions; `replay` reproduces."""

import pytest

from bot.games.core import (
    GameOverError,
    IllegalActionError,
    InvalidActionError,
    NotYourTurnError,
    replay,
    step,
)
from tests.support.fixture_game import SPEC, Gamble, Options, Pick


def fresh(n=2, seed=5):
    return SPEC.setup(n, seed, Options())


def test_step_does_not_mutate_its_input_and_bumps_version():
    s = fresh()
    before = s.model_dump_json()
    done = step(SPEC, s, 0, Pick(n=2))
    assert s.model_dump_json() == before
    assert done.state.version == s.version + 1
    assert done.state.picks[0] == 2


def test_step_refuses_a_seat_that_is_not_to_act():
    s = step(SPEC, fresh(), 0, Pick(n=2)).state
    with pytest.raises(NotYourTurnError):
        step(SPEC, s, 0, Pick(n=1))


def test_step_runs_check():
    with pytest.raises(IllegalActionError) as refused:
        step(SPEC, fresh(), 0, Gamble(yes=True))
    assert refused.value.msg.key == "core-wrong-question"


def test_simultaneous_seats_answer_in_either_order_with_their_own_decision_ids():
    s = fresh(3)
    ids = {seat: SPEC.decision_id(s, seat) for seat in range(3)}
    assert len(set(ids.values())) == 3
    s = step(SPEC, s, 2, Pick(n=5)).state
    assert SPEC.to_act(s) == {0, 1}
    assert {seat: SPEC.decision_id(s, seat) for seat in (0, 1)} == {0: ids[0], 1: ids[1]}


def test_step_refuses_a_finished_game():
    s = SPEC.setup(2, 1, Options(rounds=1))
    s = step(SPEC, s, 0, Pick(n=1)).state
    s = step(SPEC, s, 1, Pick(n=1)).state
    s = step(SPEC, s, 0, Gamble(yes=False)).state
    assert SPEC.result(s) is not None
    with pytest.raises(GameOverError):
        step(SPEC, s, 0, Pick(n=1))


def test_drawing_marks_the_step_as_revealing():
    s = step(SPEC, fresh(), 0, Pick(n=2))
    assert not s.drew and not s.revealed
    last = step(SPEC, s.state, 1, Pick(n=3))
    assert last.drew and last.revealed


def test_replay_reproduces_state_and_events():
    s = step(SPEC, step(SPEC, fresh(2, 11), 0, Pick(n=1)).state, 1, Pick(n=3)).state
    (winner,) = SPEC.to_act(s)
    moves = [(0, Pick(n=1)), (1, Pick(n=3)), (winner, Gamble(yes=True)), (1, Pick(n=2))]
    a, ev_a = replay(SPEC, 2, 11, {}, moves)
    b, ev_b = replay(SPEC, 2, 11, {}, moves)
    assert a == b and ev_a == ev_b and a.version == 4 and ev_a[-2].reveals


def test_parse_action_rejects_garbage_with_a_friendly_error():
    with pytest.raises(InvalidActionError):
        SPEC.parse_action({"kind": "nope"})
    with pytest.raises(InvalidActionError):
        SPEC.parse_action({"kind": "pick", "n": 99999999999999999999999})
    with pytest.raises(InvalidActionError):
        SPEC.parse_action({"kind": "pick", "n": 2, "extra": 1})
    assert SPEC.parse_action('{"kind": "pick", "n": 2}') == Pick(n=2)


def test_action_tokens_are_short_stable_and_distinct():
    tokens = {Pick(n=n).token() for n in (1, 2, 3)}
    assert len(tokens) == 3 and all(len(t) == 12 for t in tokens)
    assert Pick(n=1).token() == Pick(n=1).token()


def test_a_copied_action_has_the_token_of_its_own_content():
    pick = Pick(n=1)
    assert pick.token() is pick.token()  # worked out once, and kept
    assert pick.model_copy(update={"n": 2}).token() == Pick(n=2).token() != pick.token()
    assert pick.model_copy() == pick and pick.model_copy().token() == pick.token()
