"""Western Legends' end-of-game statistics (issue 22), from its typed events: Legend
Points by source, fights won, gold nuggets gained, and the spaces each player moved up
the Marshal and Wanted tracks during the game. The scores after each round come from `RoundScored` (turn.py)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.core.model import Event
from bot.games.core.stats import StatLine, line, per_seat
from bot.games.core.words import Msg, msg
from bot.games.legends.events import FightEnded, LpScored, Noted
from bot.games.legends.state import LegendsState

# Where LP come from, as `gains.lp` is told; "rewards" are the track, cattle and story
# rewards that are not the Marshal's or the Wanted's own.
LP_SOURCES = ("fight", "gold", "poker", "saloon", "marshal", "wanted", "card", "rewards",
              "other")


def statistics(events: Sequence[Event], n_seats: int) -> list[StatLine]:
    """Each player's figures; a source of LP nobody used is left out."""
    lp = [e for e in events if isinstance(e, LpScored)]
    noted = [e for e in events if isinstance(e, Noted)]
    by_source = [line("legends-stat-lp", per_seat(n_seats, (
        (e.seat, e.n) for e in lp if e.source == source)), source=source)
        for source in LP_SOURCES]
    return [
        *(x for x in by_source if any(x.values)),
        line("legends-stat-fights-won", per_seat(n_seats, (
            (e.winner, 1) for e in events if isinstance(e, FightEnded) and e.winner >= 0))),
        line("legends-stat-gold", per_seat(n_seats, (
            (e.seat, e.n) for e in noted if e.what == "gold" and e.n > 0))),
        line("legends-stat-marshal", per_seat(n_seats, (
            (e.seat, 1) for e in noted if e.what == "mp"))),
        line("legends-stat-wanted", per_seat(n_seats, (
            (e.seat, 1) for e in noted if e.what == "wp"))),
    ]


def roles(events: Sequence[Event], final: LegendsState) -> list[list[Msg]]:
    """Each player's character (the final state has it, however it was chosen)."""
    del events
    return [[msg("legends-card-character-name", id=p.character)] if p.character else []
            for p in final.players]
