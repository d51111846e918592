"""The building market (rules §2.9): seven slots, the bag, gap closing, the end-of-round
refill, and the Town Hall's appearance (rules §4.8.4)."""

from __future__ import annotations

from bot.games.carson.data import TRACK
from bot.games.carson.events import ev
from bot.games.carson.state import Board, Task
from bot.games.core.model import Event
from bot.games.core.rng import Draws


def draw(b: Board, draws: Draws, events: list[Event]) -> str | None:
    """One uniform draw from the bag; a Town Hall is queued for placement and replaced."""
    while b.bag:
        kind = b.bag.pop(draws.below(len(b.bag)))
        if kind != "townhall":
            return kind
        ev(events, "townhall-drawn")
        b.tasks.insert(0, Task(kind="townhall"))
    return None


def fill(b: Board, slot: int, draws: Draws, events: list[Event]) -> None:
    """Draw a building into an empty slot."""
    kind = draw(b, draws, events)
    b.market[slot] = kind
    if kind is not None:
        ev(events, "slot-filled", building=kind, price=TRACK.slot_prices[slot])


def close_gap(b: Board, slot: int, draws: Draws, events: list[Event]) -> None:
    """A building left a slot mid-round: dearer ones slide down, the $12 slot is refilled."""
    for k in range(slot, 6):
        b.market[k] = b.market[k + 1]
    b.market[6] = None
    fill(b, 6, draws, events)


def refill(b: Board, draws: Draws, events: list[Event]) -> None:
    """End of round (E8): slide unsold buildings down, then fill from the cheapest slot."""
    kept = [k for k in b.market if k is not None]
    b.market = [*kept, *([None] * (7 - len(kept)))]
    for slot in range(len(kept), 7):
        fill(b, slot, draws, events)


def take(b: Board, slot: int, draws: Draws, events: list[Event]) -> str:
    """Take a building from a slot mid-round (a character power) and close the gap."""
    kind = b.market[slot]
    assert kind is not None
    close_gap(b, slot, draws, events)
    return kind


def slot_of_price(price: int) -> int:
    """The slot index of a price."""
    return TRACK.slot_prices.index(price)
