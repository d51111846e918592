"""Gunfight targets (rules §5.1, R20, R21)."""

from __future__ import annotations

from bot.games.core.words import Msg, msg
from bot.games.core.words import seat as seat_of
from bot.games.wow import board as bd
from bot.games.wow.actions import Target
from bot.games.wow.data import N_TOWNS
from bot.games.wow.state import Board
from bot.games.wow.wording import building, town

NO_TOKEN_NEEDED = ("bank", "jail")  # banks are robbed, jails destroyed: nothing replaces them


def targets_in(b: Board, seat: int, where: int) -> list[Target]:
    """Every legal target of `seat` in town `where` (rules 5.1, R20, R21)."""
    if b.cowboys[where][seat] == 0:
        return []
    out: list[Target] = []
    for sp in b.spaces[where]:
        if sp is None or sp.owner == seat:
            continue
        if sp.kind in NO_TOKEN_NEEDED or bd.supply(b, seat, sp.kind) > 0:
            out.append(Target(town=where, what=sp.kind, owner=sp.owner))
    herd = bd.supply(b, seat, "cattle")
    for owner in sorted({c for c in b.corrals[where] if c >= 0 and c != seat}):
        have = b.corrals[where].count(owner)
        for count in (1, 2):
            if count <= have and count <= herd:
                out.append(Target(town=where, what="cattle", owner=owner, count=count))
    if bd.has_farmer(b, where):
        out.append(Target(town=where, what="farmer"))
    return out


def all_targets(b: Board, seat: int) -> list[Target]:
    """Every legal target of `seat` on the map, town by town."""
    return [t for town in range(N_TOWNS) for t in targets_in(b, seat, town)]


def has_target(b: Board, seat: int) -> bool:
    """Cheap test used for box availability (no action objects are built)."""
    herd = bd.supply(b, seat, "cattle") > 0
    for where in range(N_TOWNS):
        if b.cowboys[where][seat] == 0:
            continue
        if bd.has_farmer(b, where) or (herd and any(c >= 0 and c != seat for c in b.corrals[where])):
            return True
        for sp in b.spaces[where]:
            if sp is not None and sp.owner != seat and (
                    sp.kind in NO_TOKEN_NEEDED or bd.supply(b, seat, sp.kind) > 0):
                return True
    return False


def target_refusal(b: Board, seat: int, t: Target) -> Msg | None:
    """Why `t` is not a legal target of `seat` now (None: it is), without listing them."""
    if b.cowboys[t.town][seat] == 0:
        return msg("wow-no-cowboy-to-fight", town=town(t.town))
    if t.what == "farmer":
        if not bd.has_farmer(b, t.town):
            return msg("wow-no-farmer-there", town=town(t.town))
        return None if t.owner is None and t.count == 1 else msg("wow-farmer-target-plain")
    if t.what == "cattle":
        return cattle_refusal(b, seat, t)
    sp = bd.building_at(b, t.town, t.what)
    if sp is None or sp.owner != t.owner or t.count != 1:
        return msg("wow-no-such-building", building=building(t.what), town=town(t.town))
    if sp.owner == seat:
        return msg("wow-own-building")
    if t.what not in NO_TOKEN_NEEDED and bd.supply(b, seat, t.what) == 0:
        return msg("wow-no-token-to-replace", building=building(t.what))
    return None


def cattle_refusal(b: Board, seat: int, t: Target) -> Msg | None:
    """Why a raid on `t.count` of `t.owner`'s cattle is not possible (R21)."""
    if t.owner is None or t.owner == seat:
        return msg("wow-raid-whose")
    have = b.corrals[t.town].count(t.owner)
    if have < t.count:
        return msg("wow-raid-too-many", owner=seat_of(t.owner), town=town(t.town), have=have)
    if bd.supply(b, seat, "cattle") < t.count:
        return msg("wow-raid-no-supply", count=t.count)
    return None
