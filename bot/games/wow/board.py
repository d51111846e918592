"""Queries and small mutations on the board shared by every phase."""

from __future__ import annotations

from bot.games.wow.data import DATA, FLAGS, N_TOWNS, TOWNS
from bot.games.wow.state import EMPTY, FARMER, Board, Building


def rounds_total(b: Board) -> int:
    """Rounds this game plays."""
    return DATA.last_track_position - b.start_track + 1


def round_no(b: Board) -> int:
    """The number of the round being played (1 first)."""
    return b.track - b.start_track + 1


def is_income_round(track: int) -> bool:
    """Income is paid after the round on this track position."""
    return track in DATA.income_after


def supply(b: Board, seat: int, kind: str) -> int:
    """Tokens of `kind` ("cowboy", "cattle" or a building) in `seat`'s supply."""
    limit = DATA.per_player[kind]
    if kind == "cowboy":
        return limit - sum(t[seat] for t in b.cowboys)
    if kind == "cattle":
        return limit - sum(c.count(seat) for c in b.corrals)
    on_map = sum(1 for t in b.spaces for sp in t if sp is not None and sp.kind == kind
                 and sp.owner == seat)
    lost = b.jails_lost[seat] if kind == "jail" else 0
    return limit - on_map - lost


def building_at(b: Board, town: int, kind: str) -> Building | None:
    """The property of type `kind` in `town`, if any."""
    for sp in b.spaces[town]:
        if sp is not None and sp.kind == kind:
            return sp
    return None


def owner_of(b: Board, town: int, kind: str) -> int | None:
    """Who owns the property of type `kind` in `town` (None: nobody)."""
    sp = building_at(b, town, kind)
    return None if sp is None else sp.owner


def has_farmer(b: Board, town: int) -> bool:
    """A farmer stands in one of the corrals of `town`."""
    return FARMER in b.corrals[town]


def property_count(b: Board, town: int, seat: int | None = None) -> int:
    """Property tokens in a town (of `seat`, or of everyone)."""
    return sum(1 for sp in b.spaces[town] if sp is not None and (seat is None or sp.owner == seat))


def filled(b: Board, town: int) -> int:
    """Corrals counting as filled for the spread rule (R10: the farmer counts, by flag)."""
    cattle = sum(1 for c in b.corrals[town] if c >= 0)
    farmer = 1 if has_farmer(b, town) and FLAGS.farmer_counts_as_filled_corral else 0
    return cattle + farmer


def empty_corrals(b: Board, town: int) -> int:
    """Corrals of `town` with neither cattle nor the farmer."""
    return b.corrals[town].count(EMPTY)


def spread_open(b: Board, town: int) -> bool:
    """Rules 4.1.2: town 1, or the town below has more than half its corrals filled."""
    if town == 0:
        return True
    return 2 * filled(b, town - 1) > TOWNS[town - 1].corrals


def cattle_towns(b: Board, seat: int) -> list[int]:
    """Towns where `seat` may put a newly bought cattle token now (rules 4.1)."""
    return [t for t in range(N_TOWNS)
            if empty_corrals(b, t) > 0 and spread_open(b, t) and b.cowboys[t][seat] > 0]


def put_cattle(b: Board, town: int, seat: int) -> None:
    """Put one of `seat`'s cattle on an empty corral of `town`."""
    row = b.corrals[town]
    row[row.index(EMPTY)] = seat


def take_cattle(b: Board, town: int, seat: int) -> None:
    """Take one of `seat`'s cattle off `town` (back to supply)."""
    row = b.corrals[town]
    row[row.index(seat)] = EMPTY


def can_build(b: Board, seat: int, town: int, kind: str) -> bool:
    """Rules 4.3 conditions 2-4 (supply and money are checked by the caller)."""
    return (None in b.spaces[town] and building_at(b, town, kind) is None
            and property_count(b, town, seat) < DATA.max_property_tokens_to_build_in_town)


def stagecoach_payee_hire(b: Board, seat: int, town: int) -> int | None:
    """Who earns $1 when `seat` hires into `town`: another player's stagecoach owner."""
    owner = owner_of(b, town, "stagecoach")
    return owner if owner is not None and owner != seat else None


def stagecoach_payee_move(b: Board, seat: int, src: int, dst: int) -> int | None:
    """Rules 4.8: the town left has priority, then the arrival town; never the mover."""
    left = owner_of(b, src, "stagecoach")
    if left is not None and left != seat:
        return left
    return stagecoach_payee_hire(b, seat, dst)


def cowboys_on_map(b: Board, seat: int) -> int:
    """The seat's cowboys in all towns."""
    return sum(t[seat] for t in b.cowboys)
