"""End of a shootout (rules §5.7-5.11): scatter, capture, robbery, move-out, Wanted."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.wow import board as bd
from bot.games.wow.data import DATA, FLAGS, N_TOWNS, building_name, town_name
from bot.games.wow.events import (
    BankRobbed,
    CowboysScattered,
    MovedOut,
    ShootoutEnded,
    WantedTaken,
)
from bot.games.wow.state import EMPTY, FARMER, Board, Fight, Pending


def winner_seat(f: Fight) -> int | None:
    if f.winner == "a":
        return f.attacker
    if f.winner == "d" and f.defender != FARMER and FLAGS.defender_win_takes_wanted:
        return f.defender
    return None


def finish(b: Board, draws: Draws, events: list[Event]) -> None:
    """Resolve the result, then queue the follow-up decisions (scatter, move-out, Wanted)."""
    f = b.fight
    assert f is not None
    queue: list[Pending] = []
    if f.retreated:
        loser = f.attacker if f.retreated == "a" else f.defender
        queue.append(Pending(kind="scatter", seat=loser))
    if f.winner == "a":
        events.append(ShootoutEnded(result=f"@{f.attacker} won the shootout."))
        if capture(b, f, draws, events):
            queue.append(Pending(kind="move_out", seat=f.attacker))
    elif f.winner == "d":
        who = "The farmer" if f.defender == FARMER else f"@{f.defender}"
        events.append(ShootoutEnded(result=f"{who} won the shootout; the target stays."))
    else:
        events.append(ShootoutEnded(result="Both sides fell: nobody won; the target stays."))
    w = winner_seat(f)
    if w is not None:
        queue.append(Pending(kind="wanted", seat=w))
    f.followups = queue
    advance(b, events)


def capture(b: Board, f: Fight, draws: Draws, events: list[Event]) -> bool:
    """Rules 5.9; returns True when the attacker must move out of town (5.10 step 4)."""
    town = f.town
    if f.target == "farmer":
        row = b.corrals[town]
        row[row.index(FARMER)] = EMPTY
        return False
    if f.target == "cattle":
        row = b.corrals[town]
        for _ in range(f.count):
            row[row.index(f.defender)] = f.attacker
        return False
    spaces = b.spaces[town]
    i = next(i for i, sp in enumerate(spaces) if sp is not None and sp.kind == f.target)
    if f.target == "jail":
        spaces[i] = None
        b.jails_lost[f.defender] += 1  # R36: removed from the game
        return False
    if f.target == "bank":
        rob(b, f, i, draws, events)
        jail = bd.owner_of(b, town, "jail")
        return jail is not None and jail != f.attacker and b.cowboys[town][f.attacker] > 0
    sp = spaces[i]
    assert sp is not None
    sp.owner = f.attacker
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
    """Resolve follow-ups with a single answer; stop at the first real decision."""
    f = b.fight
    assert f is not None
    while f.followups:
        p = f.followups[0]
        if p.kind == "scatter" and auto_scatter(b, f, p, events):
            f.followups.pop(0)
            continue
        if p.kind == "move_out" and b.cowboys[f.town][p.seat] == 0:
            f.followups.pop(0)
            continue
        if p.kind == "wanted" and auto_wanted(b, p.seat, events):
            f.followups.pop(0)
            continue
        if p.kind in ("scatter", "move_out") and p.left == 0:
            p.left = b.cowboys[f.town][p.seat]
        b.pending = p.model_copy()
        return
    b.pending = None
    b.last_fight = f
    b.fight = None


def auto_scatter(b: Board, f: Fight, p: Pending, events: list[Event]) -> bool:
    """R24: with 4 or more cowboys one goes to each other town and the rest go home."""
    k = b.cowboys[f.town][p.seat]
    others = [t for t in range(N_TOWNS) if t != f.town]
    if k == 0:
        return True
    if k < len(others):
        return False
    for t in others:
        b.cowboys[t][p.seat] += 1
    b.cowboys[f.town][p.seat] = 0
    events.append(CowboysScattered(seat=p.seat, towns=others, to_supply=k - len(others)))
    return True


def wanted_sources(b: Board, seat: int) -> list[int]:
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
    return True


def take_wanted(b: Board, seat: int, source: int, events: list[Event]) -> None:
    b.wanted[source] -= 1
    b.wanted[seat] += 1
    events.append(WantedTaken(seat=seat, source=source))


def scatter_one(b: Board, seat: int, town: int, events: list[Event]) -> None:
    f, p = b.fight, b.pending
    assert f is not None and p is not None
    b.cowboys[f.town][seat] -= 1
    b.cowboys[town][seat] += 1
    p.used.append(town)
    p.left -= 1
    events.append(CowboysScattered(seat=seat, towns=[town], to_supply=0))
    if p.left == 0:
        f.followups.pop(0)
        advance(b, events)


def move_out(b: Board, seat: int, town: int, everyone: bool, events: list[Event]) -> None:
    f, p = b.fight, b.pending
    assert f is not None and p is not None
    n = b.cowboys[f.town][seat] if everyone else 1
    b.cowboys[f.town][seat] -= n
    b.cowboys[town][seat] += n
    p.left -= n
    events.append(MovedOut(seat=seat, town=town, count=n))
    if p.left == 0:
        f.followups.pop(0)
        advance(b, events)


def wanted_chosen(b: Board, seat: int, source: int, events: list[Event]) -> None:
    f = b.fight
    assert f is not None
    take_wanted(b, seat, source, events)
    f.followups.pop(0)
    advance(b, events)


def describe_target(f: Fight) -> str:
    if f.target in ("farmer", "cattle"):
        return f.target
    return f"{building_name(f.target)} in {town_name(f.town)}"
