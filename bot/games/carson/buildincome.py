"""Step 10, building income (rules §4.8): the Town Hall contest, attacks on buildings in
the chooser's order, the Grocer's and dynamite choices, and the payment."""

from __future__ import annotations

from bot.games.carson import city
from bot.games.carson.ask import ask, task, then
from bot.games.carson.building import protected
from bot.games.carson.characters import GROCER, GUNSMITH, HEROES, PROSPECTOR, has, holder
from bot.games.carson.data import BUILDINGS
from bot.games.carson.events import ev
from bot.games.carson.horses import corral3_ask
from bot.games.carson.income import earned, income
from bot.games.carson.placement import at, duel_capable
from bot.games.carson.resolution import chooser, contenders
from bot.games.carson.state import Board, Task
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import seat as who


def townhall_contest(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """Placed cowboys and the sitting occupant: one player occupies, or all duel."""
    if b.townhall < 0:
        return
    loc = city.name(b.townhall)
    b.resolved.append(loc)            # no Doctor re-placement onto it after this point
    placed = contenders(b, loc)
    if not placed:
        return
    seats: list[int] = sorted(set(placed) | ({b.occupant} if b.occupant >= 0 else set()))
    if len(seats) >= 2:
        then(b, task("duel", loc, seats=seats), task("townhall_sit", loc))
    else:
        then(b, task("townhall_sit", loc))


def townhall_sit(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """The remaining placed cowboy becomes (or replaces) the occupant."""
    left = [c for c in at(b, t.loc) if duel_capable(c)]
    if left:
        c = left[0]
        b.cowboys.remove(c)
        b.occupant = c.seat
        ev(events, "townhall-occupied", who=who(c.seat))


def attack_locations(b: Board) -> list[str]:
    """Buildings with cowboys on them (attacks and defences), in reading order."""
    locs = {c.loc for c in b.cowboys if c.loc in city.INDEX
            and city.INDEX[c.loc] not in b.outlaws}
    return sorted((x for x in locs if city.is_building(b.plots[city.INDEX[x]].content)
                   and b.plots[city.INDEX[x]].content != "townhall"),
                  key=lambda x: city.INDEX[x])


def attacks(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """Contested buildings in the chooser's order, then the lone attackers and defenders."""
    locs = attack_locations(b)
    for loc in locs:
        i = city.INDEX[loc]
        owner = b.plots[i].owner
        if protected(b, i) or has(b, owner, HEROES, "Y"):
            for c in at(b, loc):
                b.cowboys.remove(c)
                b.players[c.seat].cowboys += 1
            ev(events, "attack-cancelled", who=who(owner), plot=loc)
    locs = attack_locations(b)
    contested = [x for x in locs if len(contenders(b, x)) >= 2]
    if contested:
        ask(b, chooser(b, contested), "order", what="attacks")
        return
    then(b, *[task("attack_award", x) for x in locs])


def attack_award(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """A winning attacker steals half; a lone defender's cowboy is spent (R19)."""
    i = city.INDEX[t.loc]
    seats = contenders(b, t.loc)
    if seats and seats[0] != b.plots[i].owner:
        b.stolen[t.loc] = seats[0]
        ev(events, "attack-won", who=who(seats[0]), plot=t.loc)
    then(b, task("clear", t.loc))


def income_choices(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """The deferred yellow Grocer and dynamite holders choose (§4.8.5)."""
    g = holder(b, GROCER, "Y")
    asks: list[tuple[int, str]] = []
    if g >= 0 and b.players[g].grocer == "defer":
        asks.append((g, "grocer_income"))
    for s in range(b.n):
        if b.players[s].dynamite > 0 and mines(b, s) and (
                has(b, s, PROSPECTOR, "R") or has(b, s, GUNSMITH, "R")):
            asks.append((s, "dynamite"))
    for s, kind in reversed(asks):
        ask(b, s, kind)
    corral3_ask(b)


def mines(b: Board, s: int) -> list[int]:
    """The seat's Mines that earn something and are not yet blasted."""
    return [i for i, p in enumerate(b.plots) if p.owner == s and p.content == "mine"
            and income(b, i) > 0 and city.name(i) not in b.blasted]


def shares(b: Board, i: int) -> tuple[int, int]:
    """(owner's share, attacker's share) of building i this round (§4.7 steps 3-5)."""
    base = earned(b, i)
    p = b.plots[i]
    loc = city.name(i)
    mult = 1
    if (b.grocer_double and p.content == b.grocer_double and has(b, p.owner, GROCER, "Y")) or loc in b.ranch_doubled:
        mult = 2
    elif loc in b.blasted:
        mult = 3
    if loc not in b.stolen:
        return base * mult, 0
    if mult == 2:
        return base, base
    total = base * mult
    thief = total // 2
    return total - thief, thief


def payment(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """Every income building pays its owner, and its successful attacker (§4.8.6)."""
    for i, p in enumerate(b.plots):
        if p.owner < 0 or p.content not in BUILDINGS:
            continue
        mine, theirs = shares(b, i)
        if mine:
            b.players[p.owner].money += mine
            ev(events, "income", who=who(p.owner), building=p.content, plot=city.name(i),
               money=mine)
        thief = b.stolen.get(city.name(i), -1)
        if theirs and thief >= 0:
            b.players[thief].money += theirs
            ev(events, "stole", who=who(thief), plot=city.name(i), money=theirs)
