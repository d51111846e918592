"""Tiny Epic Western's end-of-game statistics (issue 22), from its typed events: buildings
bought, duels won and lost, and how often each player took the Wanted card. The scores
after each round come from `RoundScored` (rounds.py)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.core.model import Event
from bot.games.core.stats import StatLine, line, per_seat
from bot.games.core.words import Msg
from bot.games.tew import names
from bot.games.tew.events import DuelWon, WantedTaken
from bot.games.tew.events_round import BuildingBought
from bot.games.tew.state import TewState


def statistics(events: Sequence[Event], n_seats: int) -> list[StatLine]:
    """Each player's figures (the solo Rival, seat -1, is left out)."""
    duels = [e for e in events if isinstance(e, DuelWon)]
    return [
        line("tew-stat-buildings", per_seat(n_seats, (
            (e.seat, 1) for e in events if isinstance(e, BuildingBought)))),
        line("tew-stat-duels-won", per_seat(n_seats, ((e.winner, 1) for e in duels))),
        line("tew-stat-duels-lost", per_seat(n_seats, ((e.loser, 1) for e in duels))),
        line("tew-stat-wanted", per_seat(n_seats, (
            (e.seat, 1) for e in events if isinstance(e, WantedTaken)))),
    ]


def roles(events: Sequence[Event], final: TewState) -> list[list[Msg]]:
    """Each player's boss (dealt at random or chosen: the final state has it)."""
    del events  # a dealt boss has no event
    return [[names.boss(p.boss)] if p.boss else [] for p in final.players]
