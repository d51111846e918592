"""Phase 3, resolution (rules §4.3-4.4) as a queue of tasks: each step finds its
contenders, fights its duels, and lets the winner (and no-duel cowboys) perform."""

from __future__ import annotations

from bot.games.carson import city
from bot.games.carson.ask import ask, task, then
from bot.games.carson.characters import firepower
from bot.games.carson.data import SPACES, TRACK
from bot.games.carson.duels import pass_pos, placement_pos
from bot.games.carson.events import ev
from bot.games.carson.placement import at, duel_capable
from bot.games.carson.state import Board, Task
from bot.games.carson.track import POS, STEPS
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import seat as who


def begin(b: Board) -> None:
    """Queue every step of the track in order."""
    b.phase = "resolve"
    b.tasks[0:0] = [task("step", s) for s in STEPS]


def contenders(b: Board, loc: str) -> list[int]:
    """Distinct seats with a duel-capable cowboy at loc."""
    return sorted({c.seat for c in at(b, loc) if duel_capable(c)})


def step(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """Start one step of the track (rules §2.8 order)."""
    b.res_pos = POS[t.loc]
    b.resolved = []
    if t.loc in ("SALARY", "ROAD_1"):
        no_duel_space(b, t.loc, events)
    elif t.loc == "PLOTS":
        then(b, task("plots"))
    elif t.loc == "KEPT":
        then(b, *[task("kept", seat=s) for s in b.placement])
    elif t.loc == "BUILDINGS":
        then(b, task("fights"), task("townhall_contest"), task("attacks"), task("income_choices"),
             task("payment"))
    elif t.loc == "END":
        then(b, task("end_round"))
    else:
        contest(b, t.loc)


def contest(b: Board, loc: str) -> None:
    """Two or more contenders duel; then the location is awarded."""
    seats = contenders(b, loc)
    if len(seats) >= 2:
        then(b, task("duel", loc, seats=seats), task("award", loc))
    else:
        then(b, task("award", loc))


def no_duel_space(b: Board, loc: str, events: list[Event]) -> None:
    """Salary and Road: every cowboy performs, in placement order (§4.3 step 6)."""
    asked: list[int] = []
    for c in sorted(at(b, loc), key=lambda c: placement_pos(b, c.seat)):
        p = b.players[c.seat]
        if loc == "SALARY" and b.options.horses and c.seat not in asked and not c.pawn:
            asked.append(c.seat)
        elif loc == "SALARY":
            p.money += TRACK.salary
            ev(events, "salary", who=who(c.seat), money=TRACK.salary)
        else:
            p.roads += 1
            ev(events, "road-taken", who=who(c.seat), roads=1)
        b.cowboys.remove(c)
    for x in reversed(asked):
        ask(b, x, "salary_horse")


def award(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """The winner performs, then each no-duel cowboy and the white pawn (§4.3 steps 3-5)."""
    here = at(b, t.loc)
    winner = contenders(b, t.loc)
    extra = [c for c in here if not duel_capable(c)]
    jobs = [task("perform", t.loc, seat=s) for s in winner]
    jobs += [task("perform_free" if c.free else "perform", t.loc, seat=c.seat) for c in extra]
    then(b, *jobs, task("clear", t.loc))


def clear(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """Performed cowboys go to the general supply."""
    b.cowboys = [c for c in b.cowboys if c.loc != t.loc]
    b.resolved.append(t.loc)


def perform(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """The action of a track space for one performer (§4.4)."""
    s, loc, p = t.seat, t.loc, b.players[t.seat]
    space = SPACES[loc]
    if loc == "AMMO":
        p.ammo = True
        ev(events, "ammo", who=who(s))
    elif loc == "ROADS_3":
        p.roads += 3
        ev(events, "road-taken", who=who(s), roads=3)
    elif space.slot >= 0:
        if b.market[space.slot] is not None:
            ask(b, s, "buy", loc=loc)
    elif loc == "INCOME_PLOTS":
        gain(b, s, TRACK.income_per_plot * owned(b, s), events)
    elif loc == "INCOME_COWBOYS":
        gain(b, s, TRACK.income_per_firepower * firepower(b, s), events)
    elif loc == "GAMBLING":
        a, c = draws.die(6), draws.die(6)
        ev(events, "gambled", who=who(s), dice=f"{a} + {c}")
        gain(b, s, a + c, events)
    elif loc == "VP_PLOTS":
        score(b, s, owned(b, s) // 2, events)
    elif loc == "VP_BUILDINGS":
        score(b, s, sum(1 for q in b.plots if q.owner == s and city.is_building(q.content)),
              events)
    elif loc == "VP_COWBOYS":
        score(b, s, firepower(b, s) // 2, events)
    elif loc.startswith("BUYVP") and p.money >= space.price:
        ask(b, s, "buyvp", loc=loc, amount=space.price)


def perform_free(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """The red Singer's gambling cowboy: the product of two dice (§7 #11)."""
    a, c = draws.die(6), draws.die(6)
    ev(events, "gambled-product", who=who(t.seat), a=a, b=c)
    gain(b, t.seat, a * c, events)


def owned(b: Board, s: int) -> int:
    """How many plots the seat owns."""
    return sum(1 for q in b.plots if q.owner == s)


def gain(b: Board, s: int, money: int, events: list[Event]) -> None:
    """Pay money from the bank."""
    b.players[s].money += money
    ev(events, "gained", who=who(s), money=money)


def score(b: Board, s: int, vp: int, events: list[Event]) -> None:
    """Award VP."""
    b.players[s].vp += vp
    ev(events, "scored", who=who(s), vp=vp)


def plot_locations(b: Board) -> list[str]:
    """Plots with cowboys that are resolved at step 5 (not buildings)."""
    locs = {c.loc for c in b.cowboys if c.loc in city.INDEX
            and city.INDEX[c.loc] not in b.outlaws}
    return sorted((x for x in locs if city.purchasable(b, city.INDEX[x])
                   or b.plots[city.INDEX[x]].content in ("", "house", "townhouse", "mountain")),
                  key=lambda x: city.INDEX[x])


def chooser(b: Board, locs: list[str]) -> int:
    """The earliest passer among the players involved (§5.5)."""
    involved = {c.seat for c in b.cowboys if c.loc in locs}
    return min(involved, key=lambda s: pass_pos(b, s))


def plots(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """Contested plots one at a time in the chooser's order, then the uncontested (R26)."""
    locs = plot_locations(b)
    contested = [x for x in locs if len(contenders(b, x)) >= 2]
    if contested:
        ask(b, chooser(b, contested), "order", what="plots")
        return
    rest = sorted(locs, key=lambda x: (placement_pos(b, min(contenders(b, x), default=0)),
                                       city.INDEX[x]))
    then(b, *[task("plot_award", x) for x in rest])


def plot_award(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """The plot's remaining contender may buy it."""
    seats = contenders(b, t.loc)
    if seats:
        ask(b, seats[0], "buyplot", loc=t.loc)
    then(b, task("clear", t.loc))
