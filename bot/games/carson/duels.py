"""Duels (rules §5): one die (two with dynamite) + firepower, ties to the earliest
passer; the Gunsmith's re-roll; the hooks of Gunsmith, red Sheriff, Undertaker, Doctor."""

from __future__ import annotations

from bot.games.carson import city
from bot.games.carson.ask import ask, task, then
from bot.games.carson.characters import DOCTOR, GUNSMITH, SHERIFF, firepower, has, holder
from bot.games.carson.events import ev, where
from bot.games.carson.might import start as tiles_start
from bot.games.carson.placement import at
from bot.games.carson.state import Board, CarsonDecision, Duel, DuelRecord, Task
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import seat as who


def pass_pos(b: Board, seat: int) -> int:
    """The seat's position on the pass track (earlier wins ties)."""
    return b.pass_order.index(seat) if seat in b.pass_order else len(b.pass_order) + seat


def roll(b: Board, seat: int, loc: str, draws: Draws) -> list[int]:
    """The seat's duel dice at loc: two with a dynamite token there."""
    dyn = any(c.seat == seat and c.dynamite for c in at(b, loc))
    return [draws.die(6) for _ in range(2 if dyn else 1)]


def start(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """Everyone rolls at once; a red Gunsmith among them may then re-roll."""
    if b.options.might_is_right:
        tiles_start(b, t, draws, events)
        return
    seats = sorted(t.seats, key=lambda s: pass_pos(b, s))
    dice = [roll(b, s, t.loc, draws) for s in seats]
    fire = [firepower(b, s) for s in seats]
    b.duel = Duel(loc=t.loc, seats=seats, dice=dice, fire=fire)
    for s, d, f in zip(seats, dice, fire, strict=True):
        ev(events, "rolled", who=who(s), dice=" + ".join(map(str, d)), fire=f, total=sum(d) + f)
    then(b, task("fight_end" if t.kind == "fight" else "duel_end", t.loc))
    for s in seats:
        if has(b, s, GUNSMITH, "R"):
            ask(b, s, "reroll", loc=t.loc)


def totals(d: Duel) -> list[int]:
    """Each contender's total: dice plus firepower."""
    return [sum(x) + f for x, f in zip(d.dice, d.fire, strict=True)]


def leader(d: Duel) -> int:
    """The winner: highest total, ties to the earliest passer (seats are in pass order)."""
    tot = totals(d)
    return d.seats[tot.index(max(tot))]


def reroll(b: Board, d: CarsonDecision, yes: bool, draws: Draws,
                 events: list[Event]) -> None:
    """The red Gunsmith re-rolls all of his dice once (rules §5.2)."""
    duel = b.duel
    if duel is None or not yes:
        return
    k = duel.seats.index(d.seat)
    duel.dice[k] = [draws.die(6) for _ in duel.dice[k]]
    duel.rerolled = True
    ev(events, "rerolled", who=who(d.seat), dice=" + ".join(map(str, duel.dice[k])),
       total=totals(duel)[k])


def end(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """The winner stays to act; losers go home (or to the Doctor); hooks apply (§5.4)."""
    duel = b.duel
    assert duel is not None
    win = leader(duel)
    b.duel = None
    b.last_duel = DuelRecord(loc=duel.loc, seats=duel.seats, totals=totals(duel), winner=win)
    ev(events, "duel-won", who=who(win), loc=where(duel.loc, b.market))
    for c in at(b, duel.loc):
        c.dynamite = False
    losers = [s for s in duel.seats if s != win]
    for s in losers:
        send_home(b, s, duel.loc)
    if has(b, win, GUNSMITH, "Y"):
        b.players[win].vp += 2
        ev(events, "gunsmith-vp", who=who(win), vp=2)
    for s in losers:
        if has(b, s, SHERIFF, "R"):
            b.players[s].vp += 3
            ev(events, "sheriff-vp", who=who(s), vp=3)
    hooks(b, losers, duel.loc)


def send_home(b: Board, seat: int, loc: str) -> None:
    """A losing cowboy returns to its owner's reserve (a losing occupant leaves the Hall)."""
    mine = [c for c in at(b, loc) if c.seat == seat and not c.noduel and not c.pawn and not c.free]
    if mine:
        b.cowboys.remove(mine[0])
        b.players[seat].cowboys += 1
    elif b.occupant == seat and loc not in ("",) and is_townhall(b, loc):
        b.occupant = -1
        b.players[seat].cowboys += 1


def is_townhall(b: Board, loc: str) -> bool:
    """The location is the Town Hall's plot."""
    return loc in city.INDEX and b.plots[city.INDEX[loc]].content == "townhall"


def hooks(b: Board, losers: list[int], loc: str) -> None:
    """Undertaker payments, then Doctor re-placements, asked one at a time (§7 #14)."""
    doc = holder(b, DOCTOR, "Y")
    und = holder(b, DOCTOR, "R")
    asks: list[CarsonDecision] = []
    if und >= 0:
        for s in sorted(losers, key=lambda x: placement_pos(b, x)):
            p = b.players[s]
            if s != und and (p.money >= 2 or p.vp >= 1):
                asks.append(CarsonDecision(seat=s, kind="undertaker", asker=und, reaction=True))
    if doc >= 0:
        order = sorted(losers, key=lambda x: (x != doc, placement_pos(b, x)))
        for s in order:
            if s == doc or b.players[s].money >= 3:
                asks.append(CarsonDecision(seat=s, kind="doctor", asker=doc, loc=loc,
                                           reaction=True))
    if asks:
        b.flow.push(*asks)


def placement_pos(b: Board, seat: int) -> int:
    """The seat's position in this round's placement order."""
    return b.placement.index(seat) if seat in b.placement else seat


def pay_undertaker(b: Board, d: CarsonDecision, pay: bool, events: list[Event]) -> None:
    """The loser pays the Undertaker $2, or loses 1 VP (rules §7 #14)."""
    p = b.players[d.seat]
    if pay and p.money >= 2:
        p.money -= 2
        b.players[d.asker].money += 2
        ev(events, "undertaker-paid", who=who(d.seat), to=who(d.asker))
    elif p.vp >= 1:
        p.vp -= 1
        ev(events, "undertaker-vp", who=who(d.seat))

