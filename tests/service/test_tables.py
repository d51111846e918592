"""Which hands an undo changed: the seat's private part of its view, not the public
remainder (`known`) that bots rebuild games from and every move changes."""

from __future__ import annotations

import random
from types import SimpleNamespace

from bot.games import GAMES
from bot.games.core import step
from bot.games.core.words import msg, seat
from bot.service.tables import hand_snapshots, stored_msg


def snapshots(spec, state, n):
    seats = [SimpleNamespace(seat=s) for s in range(n)]
    return hand_snapshots(SimpleNamespace(spec=spec, state=state, seats=seats))


def test_a_public_move_leaves_the_other_seats_hands_unchanged():
    spec = GAMES["carson"]
    state = spec.setup(3, 4, spec.options())
    rnd = random.Random(4)
    while True:  # a move that changes the public remainder but nobody's hand
        seat = min(spec.to_act(state))
        after = step(spec, state, seat, rnd.choice(spec.legal_actions(state, seat))).state
        others = [s for s in range(3) if s != seat]
        before_known = [spec.seat_view(state, s).known for s in others]
        if before_known != [spec.seat_view(after, s).known for s in others]:
            break
        state = after
    before, now = snapshots(spec, state, 3), snapshots(spec, after, 3)
    assert [before[s] for s in others] == [now[s] for s in others]


def test_a_stored_message_reads_back_as_it_was_kept_and_plain_text_as_plain():
    kept = msg("carson-ev-placed", who=seat(2), loc=msg("carson-loc", id="A1"), n=3)
    assert stored_msg(kept.model_dump_json()) == kept
    assert stored_msg("Ana drew a card") == msg("ui-plain", text="Ana drew a card")
    assert stored_msg("5") == msg("ui-plain", text="5")  # JSON, but not a message
