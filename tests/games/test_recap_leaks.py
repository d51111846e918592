"""The recap's leak oracle, for every game (issue 21, item 1): whenever a seat is called to act,
the recap of what it missed since its own last move (built by the service's `recap_of` from
the events as the log stores them) names no identity that the game's test oracle
(`tests/games/<key>/hidden.py`, read straight from the state, not from any visibility the
events declare) hides from that seat at that moment."""

from __future__ import annotations

import random

import pytest

from bot.db.records import RecapRow, RecapRows
from bot.games import GAMES
from bot.games.core import step
from bot.service.play import stored_event
from bot.service.recaps import recap_of
from tests.games.playout import MAX_STEPS, STRICT, _shown, hidden_oracle

pytestmark = pytest.mark.slow
SEATS = {"tew": 3, "wow": 3, "carson": 3, "legends": 3}


def rows_of(seq: int, seat: int, events) -> list[RecapRow]:
    out = []
    for idx, event in enumerate(events):
        stored = stored_event(event)
        out.append(RecapRow(seq=seq, idx=idx, seat=seat, visible_to=stored.visible_to,
                            text=stored.text, public_text=stored.public_text))
    return out


@pytest.mark.parametrize("key", sorted(GAMES))
def test_a_recap_never_shows_another_seats_secret(key):
    spec, n = GAMES[key], SEATS[key]
    rnd = random.Random(7)
    state = spec.setup(n, 7, spec.options({}))
    hidden = hidden_oracle(key)
    log: list[RecapRow] = []
    last_move = dict.fromkeys(range(n), 0)
    waiting: set[int] = set()
    checked = 0
    for seq in range(1, MAX_STEPS):
        if spec.result(state) is not None:
            break
        to_act = sorted(spec.to_act(state))
        secrets = hidden(state)
        for viewer in set(to_act) - waiting:  # called anew: its turn DM leads with a recap
            after = last_move[viewer]
            rows = [r for r in log if r.seq > after]
            recap = recap_of(RecapRows(after=after, events=rows[-150:], actions=0), viewer, seq)
            text = "\n".join(STRICT(m) for g in recap.groups for m in g.lines)
            for owner, identities in secrets.items():
                if owner is None or owner == viewer:
                    continue
                leaked = _shown(text, identities)
                assert leaked is None, f"{key}: {leaked!r} of seat {owner} in {viewer}'s recap"
            checked += 1
        waiting = set(to_act)
        seat = rnd.choice(to_act)
        done = step(spec, state, seat, rnd.choice(spec.legal_actions(state, seat)))
        log.extend(rows_of(seq, seat, done.events))
        last_move[seat] = seq
        state = done.state
    assert checked > 10
