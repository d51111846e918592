"""Table geometry and small state helpers: spots, flanks, presence, influence."""

from __future__ import annotations

from bot.games.tew.data import BUILDINGS, INF_CAP, INFS, POS_BY_NAME, Inf
from bot.games.tew.state import Mat, Posse, TewState

SIDES: dict[str, tuple[str, str]] = {
    "INFLUENCE": ("INSTANT", "RESOLUTION"),
    "VALUE": ("MINUS", "PLUS"),
    "SUIT": ("DOWN", "UP"),
}
SHERIFF_SPOTS = ("VALUE", "SUIT", "LEFTOVER", "PORCH")


def mat_spots(mat: Mat) -> list[str]:
    """The spots of a mat, in canonical order (rules §8, D05)."""
    if mat.side == "colour":
        return [f"{mat.name}.INFLUENCE", f"{mat.name}.PORCH"]
    if mat.side == "grey":
        return [f"{mat.name}.PORCH"]
    if mat.side == "sheriff":
        return [f"SHERIFF.{s}" for s in SHERIFF_SPOTS]
    return []


def spot_pos(spot: str) -> int:
    """The mat position of a spot id ("BANK.PORCH" -> 1)."""
    return POS_BY_NAME[spot.split(".")[0]]


def spot_kind(spot: str) -> str:
    """The kind of a spot id ("BANK.PORCH" -> "PORCH")."""
    return spot.split(".")[1]


def sides_of(spot: str) -> tuple[str, ...]:
    """The two sides of a spot, or () when it has none."""
    return SIDES.get(spot_kind(spot), ())


def flanks(state: TewState, pos: int) -> tuple[str, str]:
    """The two gap cards beside a mat."""
    return (state.gaps[(pos - 1) % 6], state.gaps[pos])


def standing(state: TewState, spot: str) -> Posse | None:
    """The standing posse on a spot (only one can stand), if any."""
    for p in state.spots[spot]:
        if p.standing:
            return p
    return None


def standing_on(state: TewState, seat: int, spot: str) -> Posse | None:
    """`seat`'s standing posse on a spot, if it is the one standing there."""
    p = standing(state, spot)
    return p if p is not None and p.owner == seat else None


def present(state: TewState, owner: int, pos: int) -> bool:
    """True when `owner` has any posse (standing or wounded) at the mat."""
    return any(p.owner == owner for s in mat_spots(state.mats[pos]) for p in state.spots[s])


def owner_spots(state: TewState, owner: int, only_standing: bool) -> list[str]:
    """Spots holding a posse of `owner` (standing ones only when asked)."""
    return [
        s for s, ps in state.spots.items()
        if any(p.owner == owner and (p.standing or not only_standing) for p in ps)
    ]


def wounded_count(state: TewState) -> int:
    """Wounded posse on the whole table."""
    return sum(1 for ps in state.spots.values() for p in ps if not p.standing)


def active_building(state: TewState, pos: int) -> str | None:
    """The top (usable) building of a mat's porch."""
    porch = state.mats[pos].porch
    return porch[-1] if porch else None


def used_buildings(state: TewState, seat: int, timing: str) -> list[str]:
    """Active buildings of the porches where `seat` has a standing posse, in mat order."""
    out: list[str] = []
    for spot in owner_spots(state, seat, only_standing=True):
        if spot_kind(spot) != "PORCH":
            continue
        b = active_building(state, spot_pos(spot))
        if b is not None and BUILDINGS[b].timing == timing:
            out.append(b)
    return out


def owned_buildings(state: TewState, owner: int) -> list[str]:
    """Buildings owned (active + pending) on that owner's colour porch."""
    for mat in state.mats:
        if mat.side == "colour" and mat.owner == owner:
            return [*mat.porch, *mat.pending]
    return []


def own_mat(state: TewState, owner: int) -> Mat:
    """The colour mat of `owner` (a seat or the Rival)."""
    for mat in state.mats:
        if mat.side == "colour" and mat.owner == owner:
            return mat
    raise KeyError(owner)


def gain(state: TewState, seat: int, kind: Inf, amount: int) -> int:
    """Rules §2.4: add and clamp at 6; returns what was really gained."""
    inf = state.players[seat].inf
    before = inf[kind]
    inf[kind] = min(INF_CAP, before + amount)
    return inf[kind] - before


def can_pay(state: TewState, seat: int, cost: dict[Inf, int]) -> bool:
    """True when the seat holds the whole cost."""
    inf = state.players[seat].inf
    return all(inf[k] >= cost.get(k, 0) for k in INFS)


def pay(state: TewState, seat: int, cost: dict[Inf, int]) -> None:
    """Take the cost from the seat (it must hold it)."""
    inf = state.players[seat].inf
    for k in INFS:
        inf[k] -= cost.get(k, 0)
        assert inf[k] >= 0


def least_type(state: TewState, seat: int) -> Inf:
    """D07: the type held least; ties MONEY, then LAW, then FORCE."""
    inf = state.players[seat].inf
    return min(INFS, key=lambda k: (inf[k], INFS.index(k)))


def clockwise(state: TewState, start: int) -> list[int]:
    """The seats clockwise from `start`."""
    return [(start + i) % state.n for i in range(state.n)]

