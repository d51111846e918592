"""Gunfight targets (rules §5.1, R20, R21)."""

from __future__ import annotations

from bot.games.core.model import Action
from bot.games.wow import board as bd
from bot.games.wow.actions import Target
from bot.games.wow.data import N_TOWNS
from bot.games.wow.state import Board

NO_TOKEN_NEEDED = ("bank", "jail")  # banks are robbed, jails destroyed: nothing replaces them


def targets_in(b: Board, seat: int, town: int) -> list[Action]:
    if b.cowboys[town][seat] == 0:
        return []
    out: list[Action] = []
    for sp in b.spaces[town]:
        if sp is None or sp.owner == seat:
            continue
        if sp.kind in NO_TOKEN_NEEDED or bd.supply(b, seat, sp.kind) > 0:
            out.append(Target(town=town, what=sp.kind, owner=sp.owner))
    herd = bd.supply(b, seat, "cattle")
    for owner in sorted({c for c in b.corrals[town] if c >= 0 and c != seat}):
        have = b.corrals[town].count(owner)
        for count in (1, 2):
            if count <= have and count <= herd:
                out.append(Target(town=town, what="cattle", owner=owner, count=count))
    if bd.has_farmer(b, town):
        out.append(Target(town=town, what="farmer"))
    return out


def all_targets(b: Board, seat: int) -> list[Action]:
    return [t for town in range(N_TOWNS) for t in targets_in(b, seat, town)]


def has_target(b: Board, seat: int) -> bool:
    """Cheap test used for box availability (no action objects are built)."""
    herd = bd.supply(b, seat, "cattle") > 0
    for town in range(N_TOWNS):
        if b.cowboys[town][seat] == 0:
            continue
        if bd.has_farmer(b, town) or (herd and any(c >= 0 and c != seat for c in b.corrals[town])):
            return True
        for sp in b.spaces[town]:
            if sp is not None and sp.owner != seat and (
                    sp.kind in NO_TOKEN_NEEDED or bd.supply(b, seat, sp.kind) > 0):
                return True
    return False
