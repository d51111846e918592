"""Shootouts (rules §5.2-5.8): sides, sheriff questions, firing mode, volleys, casualties.

Questions go on the flow: the sheriff questions D9-D13 and fire-or-retreat (D14, D15);
those asked of anyone but the attacker (whose turn it is) are reactions.
"""

from __future__ import annotations

from typing import Literal

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.wow import board as bd
from bot.games.wow.actions import Target
from bot.games.wow.data import DATA
from bot.games.wow.fight_events import (
    HelpAsked,
    Retreated,
    SheriffDecided,
    ShootoutStarted,
    SidesSet,
    VolleyFired,
)
from bot.games.wow.outcome import finish
from bot.games.wow.state import FARMER, Board, Fight, Side, SideId, Volley, WowDecision

Joins = Literal["attack", "defence", "farmer"]  # the side a sheriff joins
CASUALTY_ORDER = ("cowboys", "phantom", "guard", "sheriff", "farmer")  # rules 5.6


def ask(b: Board, kind: str, seat: int) -> None:
    """Put a shootout question to `seat`; a reaction unless the seat is the attacker."""
    f = b.fight
    assert f is not None
    b.flow.push(WowDecision(seat=seat, kind=kind, reaction=seat != f.attacker))


def start(b: Board, seat: int, t: Target, draws: Draws, events: list[Event]) -> None:
    """Begin a shootout: build both sides, then ask the sheriff questions D9-D13."""
    defender = FARMER if t.what == "farmer" else (t.owner if t.owner is not None else FARMER)
    f = Fight(attacker=seat, defender=defender, town=t.town, target=t.what, count=t.count)
    f.a = Side(cowboys=b.cowboys[t.town][seat])
    f.d = Side(cowboys=0 if defender == FARMER else b.cowboys[t.town][defender],
               guard=1 if t.what in DATA.guarded_buildings else 0,
               farmer=1 if defender == FARMER else 0)
    b.fight = f
    events.append(ShootoutStarted(attacker=seat, defender=defender, town=t.town, what=t.what,
                                  owner=t.owner, count=t.count))
    jail = bd.owner_of(b, t.town, "jail")
    if jail is None:
        set_sides(b, draws, events)
    elif jail == seat:
        ask(b, "sheriff_attack", seat)
    elif jail == defender:
        ask(b, "sheriff_defend", defender)
    elif defender == FARMER:
        ask(b, "help_farmer", jail)
    else:
        ask(b, "ask_help", defender)


def ask_help(b: Board, seat: int, yes: bool, draws: Draws, events: list[Event]) -> None:
    """D11: the defender asks the jail owner (D12 follows) or fights without the sheriff."""
    f = b.fight
    assert f is not None
    jail = bd.owner_of(b, f.town, "jail")
    assert jail is not None
    events.append(HelpAsked(seat=seat, owner=jail, asked=yes))
    if yes:
        ask(b, "help_defender", jail)
    else:
        set_sides(b, draws, events)


def sheriff(b: Board, seat: int, side: Joins, yes: bool, draws: Draws,
            events: list[Event]) -> None:
    """D9, D10, D12, D13: the jail owner's sheriff joins `side`, or stays out."""
    f = b.fight
    assert f is not None
    if side == "attack":
        f.a.sheriff = int(yes)
    else:
        f.d.sheriff = int(yes)
    events.append(SheriffDecided(owner=seat, joined=side if yes else ""))
    set_sides(b, draws, events)


def set_sides(b: Board, draws: Draws, events: list[Event]) -> None:
    """Rules 5.4-5.5: phantom if the defence is empty, then fix the firing mode once."""
    f = b.fight
    assert f is not None
    if f.d.strength() == 0:
        f.d.phantom = 1
    sa, sd = f.a.strength(), f.d.strength()
    f.mode = "sim" if sa == sd else "seq"
    f.shooter = "d" if sd < sa else "a"
    events.append(SidesSet(attack=sa, defence=sd, mode=f.mode, phantom=bool(f.d.phantom)))
    prompt(b, draws, events)


def side_seat(f: Fight, side: SideId) -> int:
    """The seat of a side (FARMER for the farmer's side)."""
    return f.attacker if side == "a" else f.defender


def prompt(b: Board, draws: Draws, events: list[Event]) -> None:
    """Ask the next fire-or-retreat question, firing at once for the farmer's side (R25)."""
    f = b.fight
    assert f is not None
    while f.winner == "":
        if f.mode == "sim":
            if not f.attacker_fires:
                ask(b, "fire", f.attacker)
                return
            if f.defender != FARMER:
                ask(b, "fire", f.defender)
                return
            exchange(b, draws, events)
        else:
            if f.shooter == "a" or f.defender != FARMER:
                ask(b, "fire", side_seat(f, f.shooter))
                return
            volley(b, "d", draws, events)
            f.shooter = "a"
    finish(b, draws, events)


def fire(b: Board, seat: int, draws: Draws, events: list[Event]) -> None:
    """D14/D15 answered "fire": a volley, or the attacker's declaration before an exchange."""
    f = b.fight
    assert f is not None
    if f.mode == "sim":
        if seat == f.attacker and not f.attacker_fires and f.defender != FARMER:
            f.attacker_fires = True
        else:
            exchange(b, draws, events)
    else:
        volley(b, f.shooter, draws, events)
        f.shooter = "d" if f.shooter == "a" else "a"
    prompt(b, draws, events)


def retreat(b: Board, seat: int, draws: Draws, events: list[Event]) -> None:
    """D14/D15 answered "retreat": that side loses (its cowboys scatter, rules 5.7)."""
    f = b.fight
    assert f is not None
    side: SideId = "a" if seat == f.attacker else "d"
    f.retreated = side
    f.winner = "d" if side == "a" else "a"
    events.append(Retreated(seat=seat))
    finish(b, draws, events)


def roll(draws: Draws, n: int) -> list[int]:
    """`n` six-sided dice."""
    return [draws.die(6) for _ in range(n)]


def hits_of(dice: list[int]) -> int:
    """Dice showing a hit (5 or 6)."""
    return sum(1 for d in dice if d >= DATA.hit_on)


def take(b: Board, f: Fight, side: SideId, hits: int) -> list[str]:
    """Remove `hits` fighters in casualty order; killed cowboys go back to supply at once."""
    s = f.a if side == "a" else f.d
    killed: list[str] = []
    for kind in CASUALTY_ORDER:
        while hits > 0 and getattr(s, kind) > 0:
            setattr(s, kind, getattr(s, kind) - 1)
            hits -= 1
            if kind == "cowboys":
                b.cowboys[f.town][side_seat(f, side)] -= 1
                killed.append("cowboy")
            else:
                killed.append(kind)
    return killed


def volley(b: Board, side: SideId, draws: Draws, events: list[Event]) -> None:
    """Sequential mode: one side fires; casualties fall at once (rules 5.6)."""
    f = b.fight
    assert f is not None
    other: SideId = "d" if side == "a" else "a"
    dice = roll(draws, (f.a if side == "a" else f.d).strength())
    record(b, f, side, other, dice, events)
    if (f.d if other == "d" else f.a).strength() == 0:
        f.winner = side


def exchange(b: Board, draws: Draws, events: list[Event]) -> None:
    """Simultaneous mode: both roll with their strength before the exchange (rules 5.6)."""
    f = b.fight
    assert f is not None
    f.attacker_fires = False
    dice_a, dice_d = roll(draws, f.a.strength()), roll(draws, f.d.strength())
    record(b, f, "a", "d", dice_a, events)
    record(b, f, "d", "a", dice_d, events)
    dead_a, dead_d = f.a.strength() == 0, f.d.strength() == 0
    if dead_a and dead_d:
        f.winner = "none"  # R26
    elif dead_d:
        f.winner = "a"
    elif dead_a:
        f.winner = "d"


def record(b: Board, f: Fight, side: SideId, other: SideId, dice: list[int],
           events: list[Event]) -> None:
    """Apply one side's dice to the other side and log the volley."""
    hits = hits_of(dice)
    killed = take(b, f, other, hits)
    f.volleys.append(Volley(side=side, dice=dice, hits=hits, killed=killed))
    events.append(VolleyFired(shooter=side_seat(f, side), dice=dice, hits=hits, killed=killed))
