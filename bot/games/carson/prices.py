"""What a seat pays now: a market slot's building (the yellow Chinese Worker pays half,
rounded up) and a plot (the red Indian pays at most $3, R25). Shared by the questions that
charge these prices and by the words that ask them."""

from __future__ import annotations

from bot.games.carson import city
from bot.games.carson.characters import COOLIE, INDIAN, has
from bot.games.carson.data import CHARS, SPACES
from bot.games.carson.state import Board

COOLIE_PRICE = 5  # the red Chinese Worker takes any market building for this (rules §7 #4)
DOCTOR_FEE = 3  # a cowboy re-placed by the yellow Doctor pays its holder this (rules §7 #14)


def slot_price(b: Board, seat: int, loc: str) -> int:
    """The slot's price; the yellow Chinese Worker pays half, rounded up."""
    price = SPACES[loc].price
    if has(b, seat, COOLIE, "Y"):
        return CHARS.coolie_slot_price[str(price)]
    return price


def halved(b: Board, seat: int) -> bool:
    """The seat pays half for market buildings this round (yellow Chinese Worker)."""
    return has(b, seat, COOLIE, "Y")


def plot_price(b: Board, seat: int, loc: str) -> int:
    """The price now; the red Indian pays at most $3 (R25)."""
    p = city.price(b, city.INDEX[loc])
    return min(p, 3) if has(b, seat, INDIAN, "R") else p
