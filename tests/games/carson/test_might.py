"""*Might is Right* (rules §8.2) and its worked examples 12 (money) and 26."""

from __future__ import annotations

from bot.games.carson.actions import PlayTiles
from bot.games.carson.decisions import FLOW
from bot.games.carson.might import deal
from bot.games.carson.spec import CARSON
from bot.games.carson.state import Cowboy, Task
from tests.games.carson.helpers import Scripted, asked, blank, play, run
from tests.games.carson.hidden import hidden_identities
from tests.games.playout import leak_check


def test_example_12_money_from_dealt_totals() -> None:
    s = blank(4, might_is_right=True)

    class Dealt(Scripted):
        def shuffled(self, items):  # type: ignore[no-untyped-def]
            return [0, 1, 2, 5, 5, 0, 5, 4, 3, 3, 2, 1, 4, 4, 2, 0, 1, 3,
                    0, 1, 2, 3, 4, 5]

    deal(s, Dealt())
    assert s.start_totals == [13, 18, 14, 15] and sum(s.start_totals) == 60
    assert [p.money for p in s.players] == [17, 12, 16, 15]
    two = blank(2, might_is_right=True)
    deal(two, Scripted())
    assert two.hands == [[0, 1, 2, 3, 4, 5]] * 2 and [p.money for p in two.players] == [15, 15]
    six = blank(6, might_is_right=True)
    deal(six, Scripted())
    assert [len(h) for h in six.hands] == [5] * 6 and sum(six.start_totals) == 75


def test_example_26_duel_with_tiles_and_redraw() -> None:
    s = blank(2, might_is_right=True)
    deal(s, Scripted())
    s.phase, s.pass_order, s.placement = "resolve", [1, 0], [0, 1]
    s.players[0].cowboys, s.players[0].revolvers = 2, 1     # firepower 3
    s.players[1].cowboys, s.players[1].revolvers = 3, 1     # firepower 4
    s.cowboys = [Cowboy(seat=0, loc="AMMO"), Cowboy(seat=1, loc="AMMO")]
    s.tasks = [Task(kind="step", loc="AMMO")]
    run(s)
    assert FLOW.to_act(s) == frozenset({0, 1})
    play(s, 0, PlayTiles(first=4))
    assert FLOW.to_act(s) == frozenset({1})
    view = CARSON.seat_view(s, 1)
    assert view.players[0].tiles_in_hand == 5 and "mir_chosen" not in view.model_dump_json()
    leak_check(CARSON, s, 2, hidden_identities)
    play(s, 1, PlayTiles(first=3))
    assert s.last_duel is not None and s.last_duel.totals == [7, 7]
    assert s.last_duel.winner == 1 and sorted(s.discard) == [3, 4]
    s.hands[0] = [2]
    s.discard = [1, 1, 3, 3, 4, 5]          # 8 once the two played tiles join it
    s.cowboys = [Cowboy(seat=0, loc="ROADS_3"), Cowboy(seat=1, loc="ROADS_3")]
    s.tasks = [Task(kind="step", loc="ROADS_3")]
    run(s)
    play(s, 0, PlayTiles(first=2))
    play(s, 1, PlayTiles(first=0), Scripted(below=[0, 0, 0]))
    assert len(s.hands[0]) == 3 and len(s.discard) == 8 - 3


def test_example_26_dynamite_plays_two_tiles() -> None:
    s = blank(2, might_is_right=True)
    deal(s, Scripted())
    s.phase, s.pass_order = "resolve", [1, 0]
    s.cowboys = [Cowboy(seat=0, loc="AMMO", dynamite=True), Cowboy(seat=1, loc="AMMO")]
    s.tasks = [Task(kind="step", loc="AMMO")]
    run(s)
    assert PlayTiles(first=5, second=2) in FLOW.legal_actions(s, 0)
    assert sorted(asked(s)) == [(0, "tiles"), (1, "tiles")]
