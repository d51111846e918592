"""Carson City's end-of-game statistics (issue 22), from its typed events: duels won,
money by source (buildings' income, salaries, thefts, the bank) and buildings bought. The
scores after each round come from `RoundScored` (rounds.py)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.carson.events import BuildingBought, DuelWon, Happened, MoneyGained, typed
from bot.games.carson.state import Board
from bot.games.core.model import Event
from bot.games.core.stats import StatLine, line, per_seat
from bot.games.core.words import Msg, Seat

SOURCES = ("buildings", "salary", "theft", "bank")


def statistics(events: Sequence[Event], n_seats: int) -> list[StatLine]:
    """Each player's figures. Games stored before the typed events recorded them as
    `Happened`: they are typed here by their message, as `ev` types them now."""
    events = [typed(e.what, e.args) if type(e) is Happened else e for e in events]
    money = [e for e in events if isinstance(e, MoneyGained)]
    return [
        line("carson-stat-duels-won", per_seat(n_seats, (
            (e.seat, 1) for e in events if isinstance(e, DuelWon)))),
        *(line(f"carson-stat-money-{source}", per_seat(n_seats, (
            (e.seat, e.money) for e in money if e.source == source))) for source in SOURCES),
        line("carson-stat-bought", per_seat(n_seats, (
            (e.seat, 1) for e in events if isinstance(e, BuildingBought)))),
    ]


def roles(events: Sequence[Event], final: Board) -> list[list[Msg]]:
    """The characters each player took, round by round."""
    n_seats = final.n
    out: list[list[Msg]] = [[] for _ in range(n_seats)]
    for e in events:
        if isinstance(e, Happened) and e.what == "took":
            who, card = e.args.get("who"), e.args.get("card")
            if isinstance(who, Seat) and isinstance(card, Msg) and 0 <= who.seat < n_seats:
                out[who.seat].append(card)
    return out
