"""Seating around the table (rules §2 step 9, ruling L1): seats are the platform's join
order and never change, but the table's clockwise order may differ from it when the
`seat_wanted_together` option sits the starting Wanted characters next to each other.
Every "left", "right" and "from the first player" goes through here."""

from __future__ import annotations

from bot.games.legends.data import CHARACTERS
from bot.games.legends.state import LegendsState


def table_order(s: LegendsState) -> list[int]:
    """The seats clockwise (to the left) around the table."""
    return list(s.table) if len(s.table) == s.n else list(range(s.n))


def around(s: LegendsState, who: int, k: int) -> int:
    """The seat `k` places to the left of `who` (negative: to the right)."""
    order = table_order(s)
    return order[(order.index(who) + k) % s.n]


def from_seat(s: LegendsState, who: int) -> list[int]:
    """Every seat clockwise, starting with `who`."""
    return [around(s, who, k) for k in range(s.n)]


def wanted_together(s: LegendsState) -> list[int]:
    """§2 step 9 with `seat_wanted_together`: the characters that start with WP in
    consecutive seats (most WP first, ties by join order), then the others in join order."""
    wp = [CHARACTERS[p.character].wp for p in s.players]
    wanted = sorted((i for i in range(s.n) if wp[i] > 0), key=lambda i: (-wp[i], i))
    return wanted + [i for i in range(s.n) if wp[i] == 0]
