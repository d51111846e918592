"""Shootouts (rules §5.2-5.8): sides, sheriff questions, firing mode, volleys, casualties."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.wow import board as bd
from bot.games.wow.actions import Target
from bot.games.wow.data import DATA, building_name
from bot.games.wow.events import (
    HelpAsked,
    Retreated,
    SheriffDecided,
    ShootoutStarted,
    SidesSet,
    VolleyFired,
)
from bot.games.wow.outcome import finish
from bot.games.wow.state import FARMER, Board, Fight, Pending, Side, SideId, Volley

CASUALTY_ORDER = ("cowboys", "phantom", "guard", "sheriff", "farmer")  # rules 5.6


def target_label(t: Target) -> str:
    if t.what == "farmer":
        return "the farmer"
    if t.what == "cattle":
        return f"{t.count} of @{t.owner}'s cattle"
    return f"@{t.owner}'s {building_name(t.what)}"


def start(b: Board, seat: int, t: Target, draws: Draws, events: list[Event]) -> None:
    """Begin a shootout: build both sides, then ask the sheriff questions D9-D13."""
    defender = FARMER if t.what == "farmer" else (t.owner if t.owner is not None else FARMER)
    f = Fight(attacker=seat, defender=defender, town=t.town, target=t.what, count=t.count)
    f.a = Side(cowboys=b.cowboys[t.town][seat])
    f.d = Side(cowboys=0 if defender == FARMER else b.cowboys[t.town][defender],
               guard=1 if t.what in DATA.guarded_buildings else 0,
               farmer=1 if defender == FARMER else 0)
    b.fight = f
    events.append(ShootoutStarted(attacker=seat, town=t.town, target=target_label(t)))
    jail = bd.owner_of(b, t.town, "jail")
    if jail is None:
        set_sides(b, draws, events)
    elif jail == seat:
        b.pending = Pending(kind="sheriff_attack", seat=seat)
    elif jail == defender:
        b.pending = Pending(kind="sheriff_defend", seat=defender)
    elif defender == FARMER:
        b.pending = Pending(kind="help_farmer", seat=jail)
    else:
        b.pending = Pending(kind="ask_help", seat=defender)


def decide(b: Board, seat: int, yes: bool, draws: Draws, events: list[Event]) -> None:
    """Apply a yes/no answer to the pending sheriff question."""
    p, f = b.pending, b.fight
    assert p is not None and f is not None
    if p.kind == "ask_help":
        jail = bd.owner_of(b, f.town, "jail")
        assert jail is not None
        events.append(HelpAsked(seat=seat, owner=jail, asked=yes))
        if yes:
            b.pending = Pending(kind="help_defender", seat=jail)
            return
    elif p.kind == "sheriff_attack":
        f.a.sheriff = int(yes)
        events.append(SheriffDecided(owner=seat, joined="attack" if yes else ""))
    else:
        f.d.sheriff = int(yes)
        joined = "farmer's side" if p.kind == "help_farmer" else "defence"
        events.append(SheriffDecided(owner=seat, joined=joined if yes else ""))
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
    return f.attacker if side == "a" else f.defender


def prompt(b: Board, draws: Draws, events: list[Event]) -> None:
    """Ask the next fire-or-retreat question, firing at once for the farmer's side (R25)."""
    f = b.fight
    assert f is not None
    while f.winner == "":
        if f.mode == "sim":
            if not f.attacker_fires:
                b.pending = Pending(kind="fire", seat=f.attacker)
                return
            if f.defender != FARMER:
                b.pending = Pending(kind="fire", seat=f.defender)
                return
            exchange(b, draws, events)
        else:
            if f.shooter == "a" or f.defender != FARMER:
                b.pending = Pending(kind="fire", seat=side_seat(f, f.shooter))
                return
            volley(b, "d", draws, events)
            f.shooter = "a"
    b.pending = None
    finish(b, draws, events)


def fire(b: Board, seat: int, draws: Draws, events: list[Event]) -> None:
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
    f = b.fight
    assert f is not None
    side: SideId = "a" if seat == f.attacker else "d"
    f.retreated = side
    f.winner = "d" if side == "a" else "a"
    events.append(Retreated(seat=seat))
    b.pending = None
    finish(b, draws, events)


def roll(draws: Draws, n: int) -> list[int]:
    return [draws.die(6) for _ in range(n)]


def hits_of(dice: list[int]) -> int:
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


def who(f: Fight, side: SideId) -> str:
    if side == "d" and f.defender == FARMER:
        return "The farmer's side"
    return f"@{side_seat(f, side)}"


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
    hits = hits_of(dice)
    killed = take(b, f, other, hits)
    f.volleys.append(Volley(side=side, dice=dice, hits=hits, killed=killed))
    events.append(VolleyFired(who=who(f, side), dice=dice, hits=hits, killed=killed))
