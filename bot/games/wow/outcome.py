"""End of a shootout (rules §5.7-5.11): scatter, capture, robbery, move-out, Wanted.

The follow-up questions (ruling W5: the loser's scatter, the attacker's move-out, the
winner's Wanted token) are pushed on the flow together, in that order; each is settled
without asking when it has a single answer once it comes to the top (`advance`).
"""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.wow import board as bd
from bot.games.wow.data import DATA, FLAGS, N_TOWNS
from bot.games.wow.fight_events import (
    BankRobbed,
    Captured,
    CowboysScattered,
    MovedOut,
    NoWantedLeft,
    ShootoutEnded,
    WantedTaken,
)
from bot.games.wow.state import EMPTY, FARMER, Board, Fight, WowDecision

FOLLOWUPS = ("scatter", "move_out", "wanted")


def winner_seat(f: Fight) -> int | None:
    """The seat that takes a Wanted token (the farmer takes none, R27)."""
    if f.winner == "a":
        return f.attacker
    if f.winner == "d" and f.defender != FARMER and FLAGS.defender_win_takes_wanted:
        return f.defender
    return None


def finish(b: Board, draws: Draws, events: list[Event]) -> None:
    """Resolve the result, then ask the follow-up questions (scatter, move-out, Wanted)."""
    f = b.fight
    assert f is not None
    queue: list[WowDecision] = []
    if f.retreated:
        loser = f.attacker if f.retreated == "a" else f.defender
        queue.append(followup("scatter", loser, f))
    events.append(ShootoutEnded(winner=f.winner or "none", attacker=f.attacker,
                                defender=f.defender))
    if f.winner == "a" and capture(b, f, draws, events):
        queue.append(followup("move_out", f.attacker, f))
    w = winner_seat(f)
    if w is not None:
        queue.append(followup("wanted", w, f))
    b.flow.push(*queue)
    advance(b, events)


def followup(kind: str, seat: int, f: Fight) -> WowDecision:
    """A follow-up question; a reaction when asked of anyone but the attacker."""
    return WowDecision(seat=seat, kind=kind, reaction=seat != f.attacker)


def capture(b: Board, f: Fight, draws: Draws, events: list[Event]) -> bool:
    """Rules 5.9; returns True when the attacker must move out of town (5.10 step 4)."""
    town = f.town
    if f.target == "farmer":
        row = b.corrals[town]
        row[row.index(FARMER)] = EMPTY
        events.append(Captured(seat=f.attacker, town=town, what="farmer"))
        return False
    if f.target == "cattle":
        row = b.corrals[town]
        for _ in range(f.count):
            row[row.index(f.defender)] = f.attacker
        events.append(Captured(seat=f.attacker, town=town, what="cattle", owner=f.defender,
                               count=f.count))
        return False
    spaces = b.spaces[town]
    i = next(i for i, sp in enumerate(spaces) if sp is not None and sp.kind == f.target)
    if f.target == "jail":
        spaces[i] = None
        b.jails_lost[f.defender] += 1  # R36: removed from the game
        events.append(Captured(seat=f.attacker, town=town, what="jail", owner=f.defender))
        return False
    if f.target == "bank":
        rob(b, f, i, draws, events)
        jail = bd.owner_of(b, town, "jail")
        return jail is not None and jail != f.attacker and b.cowboys[town][f.attacker] > 0
    sp = spaces[i]
    assert sp is not None
    sp.owner = f.attacker
    events.append(Captured(seat=f.attacker, town=town, what=f.target, owner=f.defender))
    return False


def rob(b: Board, f: Fight, space: int, draws: Draws, events: list[Event]) -> None:
    """Rules 5.10: haul of three dice; an owner who cannot pay it all pays all and loses the bank."""
    dice = [draws.die(6) for _ in range(DATA.haul_dice)]
    f.haul = dice
    owner, haul = f.defender, sum(dice)
    lost = b.money[owner] < haul  # R29: exact payment keeps the bank
    paid = b.money[owner] if lost else haul
    b.money[owner] -= paid
    b.money[f.attacker] += paid
    if lost:
        b.spaces[f.town][space] = None  # R28: back to the owner's supply
    events.append(BankRobbed(seat=f.attacker, owner=owner, dice=dice, paid=paid, lost=lost))


def advance(b: Board, events: list[Event]) -> None:
    """Settle the follow-ups on top that have a single answer; stop at the first real one
    (the flow's driver then closes the shootout when none is left)."""
    f = b.fight
    assert f is not None
    while b.flow.stack and b.flow.stack[0].kind in FOLLOWUPS:
        d = b.flow.stack[0]
        if settled(b, f, d, events):
            b.flow.take(d)
            continue
        if d.kind in ("scatter", "move_out") and d.left == 0:
            d.left = b.cowboys[f.town][d.seat]
        return


def settled(b: Board, f: Fight, d: WowDecision, events: list[Event]) -> bool:
    """True when follow-up `d` needed no answer (and has been carried out)."""
    if d.kind == "scatter":
        return auto_scatter(b, f, d.seat, events)
    if d.kind == "move_out":
        return b.cowboys[f.town][d.seat] == 0
    return auto_wanted(b, d.seat, events)


def auto_scatter(b: Board, f: Fight, seat: int, events: list[Event]) -> bool:
    """R24: with 4 or more cowboys one goes to each other town and the rest go home."""
    k = b.cowboys[f.town][seat]
    others = [t for t in range(N_TOWNS) if t != f.town]
    if k == 0:
        return True
    if k < len(others):
        return False
    for t in others:
        b.cowboys[t][seat] += 1
    b.cowboys[f.town][seat] = 0
    events.append(CowboysScattered(seat=seat, towns=others, to_supply=k - len(others)))
    return True


def wanted_sources(b: Board, seat: int) -> list[int]:
    """Other players holding a Wanted token."""
    return [s for s in range(b.n) if s != seat and b.wanted[s] > 0]


def auto_wanted(b: Board, seat: int, events: list[Event]) -> bool:
    """Rules 5.11: from the supply; else the only other holder; else nothing."""
    if b.wanted_supply > 0:
        b.wanted_supply -= 1
        b.wanted[seat] += 1
        events.append(WantedTaken(seat=seat, source=None))
        return True
    sources = wanted_sources(b, seat)
    if len(sources) > 1:
        return False
    if sources:
        take_wanted(b, seat, sources[0], events)
    else:
        events.append(NoWantedLeft(seat=seat))
    return True


def take_wanted(b: Board, seat: int, source: int, events: list[Event]) -> None:
    """Move a Wanted token from `source` to `seat`."""
    b.wanted[source] -= 1
    b.wanted[seat] += 1
    events.append(WantedTaken(seat=seat, source=source))


def scatter_one(b: Board, d: WowDecision, town: int, events: list[Event]) -> None:
    """D16: one retreating cowboy to `town`; asked again while cowboys are left."""
    f = b.fight
    assert f is not None
    b.cowboys[f.town][d.seat] -= 1
    b.cowboys[town][d.seat] += 1
    events.append(CowboysScattered(seat=d.seat, towns=[town], to_supply=0))
    if d.left > 1:
        b.flow.push(d.model_copy(update={"used": [*d.used, town], "left": d.left - 1}))
    else:
        advance(b, events)


def move_out(b: Board, d: WowDecision, town: int, everyone: bool, events: list[Event]) -> None:
    """D17: one cowboy (or all remaining) out of the robbed town; asked again while any are left."""
    f = b.fight
    assert f is not None
    n = b.cowboys[f.town][d.seat] if everyone else 1
    b.cowboys[f.town][d.seat] -= n
    b.cowboys[town][d.seat] += n
    events.append(MovedOut(seat=d.seat, town=town, count=n))
    if d.left > n:
        b.flow.push(d.model_copy(update={"left": d.left - n}))
    else:
        advance(b, events)


def wanted_chosen(b: Board, seat: int, source: int, events: list[Event]) -> None:
    """D18: the winner's Wanted token from the chosen player."""
    take_wanted(b, seat, source, events)
    advance(b, events)
