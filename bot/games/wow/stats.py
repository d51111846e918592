"""Way Out West's end-of-game statistics (issue 22), from its typed events: money paid to
win auctions, income received, cattle bought, properties built and shootouts won (the
side that won: its attacker or its defender). The scores after each round come from
`RoundScored` (rounds.py)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.core.model import Event
from bot.games.core.stats import StatLine, line, per_seat
from bot.games.wow.events import AuctionWon, Built, CattleBought, IncomePaid
from bot.games.wow.fight_events import ShootoutEnded


def statistics(events: Sequence[Event], n_seats: int) -> list[StatLine]:
    """Each player's figures."""
    won = [(e.attacker if e.winner == "a" else e.defender, 1) for e in events
           if isinstance(e, ShootoutEnded) and e.winner != "none"]
    return [
        line("wow-stat-auctions", per_seat(n_seats, (
            (e.seat, e.paid) for e in events if isinstance(e, AuctionWon)))),
        line("wow-stat-income", per_seat(n_seats, (
            (s, a) for e in events if isinstance(e, IncomePaid) for s, a in enumerate(e.amounts)))),
        line("wow-stat-cattle", per_seat(n_seats, (
            (e.seat, 1) for e in events if isinstance(e, CattleBought)))),
        line("wow-stat-built", per_seat(n_seats, (
            (e.seat, 1) for e in events if isinstance(e, Built)))),
        line("wow-stat-shootouts-won", per_seat(n_seats, won)),
    ]
