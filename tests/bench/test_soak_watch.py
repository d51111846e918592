"""The soak's watcher: a game that waits is stuck only once its deadline, moved at most past
the longest quiet hours a player told Saloon, and a step have passed."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any, cast

from bench.soak_watch import HOUR, Watch
from bot.db.records import TimerRow

STEP = HOUR / 2


def waiting_game(version: int = 7) -> Any:
    """A live game with timers on (4-hour turns) whose seat 1 must act."""
    settings = SimpleNamespace(timers=True, turn_hours=4.0, reaction_hours=1.0)
    game = SimpleNamespace(id=3, kind="wow", status="active", version=version,
                           settings={"turn_hours": 4})
    return SimpleNamespace(game=game, settings=settings, humans_to_act=lambda: {1},
                           to_act=lambda: {1})


def look(watch: Watch, at_hours: float, deadline_hours: float) -> None:
    timer = TimerRow(game_id=3, seat=1, version=7, deadline=deadline_hours * HOUR,
                     remind_at=None, reminded=False)
    watch.game(cast(Any, waiting_game()), [timer], at_hours * HOUR)


def test_a_deadline_moved_to_the_end_of_a_players_sleep_is_not_a_stuck_game() -> None:
    watch = Watch(STEP, sleep_max=8 * HOUR)
    look(watch, 0, 11)  # 4 h, falling in the player's sleep, moved to its end at 11 h
    look(watch, 10.5, 11)
    assert watch.stuck == []


def test_a_game_that_waits_past_its_deadline_sleep_and_a_step_is_stuck() -> None:
    watch = Watch(STEP, sleep_max=8 * HOUR)
    look(watch, 0, 100)
    look(watch, 12.7, 100)
    assert watch.stuck == []
    look(watch, 12.8, 100)  # past 4 h + 8 h of sleep + a step (½ h) + a quarter hour
    assert len(watch.stuck) == 1 and "did not advance" in watch.stuck[0]
