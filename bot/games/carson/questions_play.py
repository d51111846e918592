"""Questions of Phases 2 and 3: a placement turn, the duel re-roll, the Undertaker and
Doctor after a duel, the duel order, buying a plot, income choices, buying VP."""

from __future__ import annotations

from bot.games.carson import city, river
from bot.games.carson import duels as du
from bot.games.carson import horses as hs
from bot.games.carson import placement as pl
from bot.games.carson.actions import (
    Amount,
    Choose,
    Corral,
    Gamble,
    Pass,
    Pawn,
    PickPlot,
    Place,
    Road,
    placed,
    road,
)
from bot.games.carson.ask import task, then
from bot.games.carson.buildincome import attack_locations, mines, shares
from bot.games.carson.characters import has
from bot.games.carson.events import ev, where
from bot.games.carson.income import earned, income
from bot.games.carson.outlaws import fight_locations
from bot.games.carson.prices import DOCTOR_FEE, plot_price
from bot.games.carson.resolution import contenders, plot_locations
from bot.games.carson.roadnames import road_name
from bot.games.carson.roads import build as build_road
from bot.games.carson.roads import options as road_options
from bot.games.carson.state import CarsonDecision, CarsonState, Cowboy
from bot.games.carson.track import unresolved
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.core.words import seat as who

D = CarsonDecision
S = CarsonState


# -- Phase 2 --------------------------------------------------------------------------------

def place_legal(s: S, d: D) -> list[Place | Pawn | Gamble | Pass | Road | Corral]:
    """The legal answers to the `place` question."""
    out: list[Place | Pawn | Gamble | Pass | Road | Corral] = [placed(loc, nd, dy)
                             for loc, nd, dy in pl.locations(s, d.seat)]
    out += [Pawn(loc=x) for x in pl.pawn_spaces(s, d.seat)]
    if s.players[d.seat].free_gamble:
        out.append(Gamble())
    out += hs.corral_cowboy_legal(s, d.seat)
    out.append(Pass())
    return [*out, *[road(e) for e in road_options(s, d.seat)]]


def place_verify(s: S, d: D, a: Place | Pawn | Gamble | Pass | Road | Corral) -> Msg | None:
    """Why a placement is refused (the rule it breaks), or None."""
    if isinstance(a, Place):
        return pl.refusal(s, d.seat, a.loc, a.noduel, a.dynamite)
    if isinstance(a, Pass):
        return None
    if isinstance(a, Road):
        return road_refusal(s, d.seat, a.edge)
    if isinstance(a, Gamble):
        return None if s.players[d.seat].free_gamble else msg("carson-no-gamble")
    if isinstance(a, Pawn):
        return None if a.loc in pl.pawn_spaces(s, d.seat) else msg("carson-pawn-space")
    if s.players[d.seat].cowboys <= 0:
        return msg("carson-no-cowboy")
    return None if a in hs.corral_cowboy_legal(s, d.seat) else msg("carson-corral-cowboy")


def road_refusal(s: S, seat: int, edge: str) -> Msg | None:
    """A road built while answering (R46-R47): a free edge touching the network, paid
    from the reserve (a bridge: 2)."""
    if edge in s.roads:
        return msg("carson-road-built", edge=road_name(edge))
    if edge not in city.legal_roads(s.roads):
        return msg("carson-road-link", edge=road_name(edge))
    have = s.players[seat].roads
    if river.road_cost(s, edge) > have:
        return msg("carson-no-roads") if have == 0 else msg("carson-bridge-cost")
    return None


def place_apply(s: S, d: D, a: Place | Pawn | Gamble | Pass | Road | Corral, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `place` question."""
    p = s.players[d.seat]
    if isinstance(a, Road):
        build_road(s, d.seat, a.edge, events)
        s.flow.push(D(seat=d.seat, kind="place"))
        return
    if isinstance(a, Place):
        pl.put(s, d.seat, a, events)
        hs.after_placement(s, d.seat)
    elif isinstance(a, Corral):
        hs.corral_cowboy(s, d.seat, a.corral, events)
    elif isinstance(a, Pawn):
        p.pawn = False
        s.cowboys.append(Cowboy(seat=d.seat, loc=a.loc, pawn=True))
        ev(events, "pawn", who=who(d.seat), loc=where(a.loc, s.market))
    elif isinstance(a, Gamble):
        p.free_gamble = False
        s.cowboys.append(Cowboy(seat=d.seat, loc="GAMBLING", free=True, noduel=True))
        ev(events, "free-gamble", who=who(d.seat))
    else:
        p.passed = True
        s.pass_order.append(d.seat)
        ev(events, "passed", who=who(d.seat), position=len(s.pass_order))
    then(s, task("place_next"))


# -- duels ----------------------------------------------------------------------------------

def reroll_default(s: S, d: D) -> Choose:
    """D-REROLL: re-roll unless currently winning. In an outlaw fight the best total wins
    only if it reaches the outlaw's strength (§8.3), so leading is not enough."""
    duel = s.duel
    winning = duel is not None and du.leader(duel) == d.seat
    if duel is not None and duel.loc in city.INDEX and city.INDEX[duel.loc] in s.outlaws:
        winning = winning and max(du.totals(duel)) >= s.outlaw_strength
    return Choose(option="no" if winning else "yes")


def reroll_apply(s: S, d: D, a: Choose, draws: Draws, events: list[Event]) -> None:
    """The red Gunsmith re-rolls all of his dice once (rules §5.2)."""
    du.reroll(s, d, a.option == "yes", draws, events)


def undertaker_legal(s: S, d: D) -> list[Choose]:
    """The legal answers to the `undertaker` question."""
    p = s.players[d.seat]
    out: list[Choose] = []
    if p.money >= 2:
        out.append(Choose(option="money"))
    if p.vp >= 1:
        out.append(Choose(option="vp"))
    return out


def undertaker_apply(s: S, d: D, a: Choose, draws: Draws, events: list[Event]) -> None:
    """The loser pays the Undertaker $2, or loses 1 VP (rules §7 #14)."""
    du.pay_undertaker(s, d, a.option == "money", events)


def doctor_legal(s: S, d: D) -> list[Place | Choose]:
    """Re-place the losing cowboy on a location not yet resolved (R27), or not."""
    if s.players[d.seat].cowboys <= 0:
        return [Choose(option="no")]
    out: list[Place | Choose] = [Place(loc=loc)
                             for loc, nd, dy in pl.locations(s, d.seat)
                             if not nd and not dy and loc != d.loc and unresolved(s, loc)]
    return [*out, Choose(option="no")]


def doctor_apply(s: S, d: D, a: Place | Choose, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `doctor` question."""
    if not isinstance(a, Place):
        return
    if d.seat != d.asker:
        s.players[d.seat].money -= DOCTOR_FEE
        s.players[d.asker].money += DOCTOR_FEE
    s.players[d.seat].cowboys -= 1
    s.cowboys.append(Cowboy(seat=d.seat, loc=a.loc))
    ev(events, "replaced", who=who(d.seat), loc=where(a.loc, s.market))


def order_locs(s: S, d: D) -> list[str]:
    """The contested locations still to resolve in this step (every fight is one)."""
    if d.what == "fights":
        return fight_locations(s)
    locs = plot_locations(s) if d.what == "plots" else attack_locations(s)
    return [x for x in locs if len(contenders(s, x)) >= 2]


def order_legal(s: S, d: D) -> list[PickPlot]:
    """The legal answers to the `order` question."""
    return [PickPlot(plot=x) for x in order_locs(s, d)]


def order_apply(s: S, d: D, a: PickPlot, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `order` question."""
    if d.what == "fights":
        then(s, task("fight", a.plot, seats=contenders(s, a.plot)), task("fights"))
        return
    after = "plot_award" if d.what == "plots" else "attack_award"
    again = "plots" if d.what == "plots" else "attacks"
    then(s, task("duel", a.plot, seats=contenders(s, a.plot)), task(after, a.plot),
         task(again))


# -- buying ---------------------------------------------------------------------------------

def buyplot_legal(s: S, d: D) -> list[Choose]:
    """The legal answers to the `buyplot` question."""
    p = s.players[d.seat]
    ok = p.tiles > 0 and p.money >= plot_price(s, d.seat, d.loc) \
        and city.purchasable(s, city.INDEX[d.loc])
    return [Choose(option="yes"), Choose(option="no")] if ok else [Choose(option="no")]


def buyplot_apply(s: S, d: D, a: Choose, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `buyplot` question."""
    if a.option == "yes":
        price = plot_price(s, d.seat, d.loc)
        s.players[d.seat].money -= price
        s.plots[city.INDEX[d.loc]].owner = d.seat
        s.players[d.seat].tiles -= 1
        ev(events, "plot-bought", who=who(d.seat), plot=d.loc, money=price)


def buyvp_legal(s: S, d: D) -> list[Amount]:
    """The legal answers to the `buyvp` question."""
    return [Amount(n=k) for k in range(s.players[d.seat].money // d.amount + 1)]


def buyvp_default(s: S, d: D) -> Amount:
    """D-BUYVP: round 4 all affordable; otherwise keep $10."""
    money = s.players[d.seat].money
    spare = money if s.round >= 4 else max(0, money - 10)
    return Amount(n=spare // d.amount)


def buyvp_apply(s: S, d: D, a: Amount, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `buyvp` question."""
    if a.n:
        s.players[d.seat].money -= a.n * d.amount
        s.players[d.seat].vp += a.n
        ev(events, "vp-bought", who=who(d.seat), vp=a.n, money=a.n * d.amount)


# -- building income choices ------------------------------------------------------------------

def grocer_income_legal(s: S, d: D) -> list[Choose]:
    """The legal answers to the `grocer_income` question."""
    kinds = sorted({p.content for i, p in enumerate(s.plots)
                    if p.owner == d.seat and income(s, i) > 0})
    out: list[Choose] = [Choose(option="double", building=k) for k in kinds]
    return [*out, Choose(option="money")]


def grocer_gain(s: S, seat: int, kind: str) -> int:
    """Extra money the Grocer's doubling of `kind` would bring."""
    trial = s.model_copy()
    trial.grocer_double = kind
    return sum(shares(trial, i)[0] - shares(s, i)[0] for i, p in enumerate(s.plots)
               if p.owner == seat and p.content == kind)


def grocer_income_default(s: S, d: D) -> Choose:
    """The answer of an absent player to the `grocer_income` question (rules §10)."""
    best: Choose = Choose(option="money")
    value = 8
    for a in grocer_income_legal(s, d):
        if a.building is not None:
            gain = grocer_gain(s, d.seat, a.building)
            if gain > value:
                best, value = a, gain
    return best


def grocer_income_apply(s: S, d: D, a: Choose, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `grocer_income` question."""
    if a.building is not None:
        s.grocer_double = a.building
        ev(events, "doubled", who=who(d.seat), building=a.building)
    else:
        s.players[d.seat].money += 8
        ev(events, "gained", who=who(d.seat), money=8)


def dynamite_legal(s: S, d: D) -> list[PickPlot | Choose]:
    """The legal answers to the `dynamite` question."""
    double = s.grocer_double == "mine" and has(s, d.seat, 3, "Y")
    out: list[PickPlot | Choose] = [] if double else [PickPlot(plot=city.name(i))
                                               for i in mines(s, d.seat)]
    return [*out, Choose(option="done")]


def dynamite_default(s: S, d: D) -> PickPlot | Choose:
    """D-DYNAMITE: the Mine with the highest income this round (rules §4.7 steps 1-3: an
    outlaw's half counts, since the token triples what is left); ties by reading order.
    Asked again while tokens remain, so the best Mines get one token each."""
    plots = [city.INDEX[a.plot] for a in dynamite_legal(s, d) if isinstance(a, PickPlot)]
    if not plots:
        return Choose(option="done")
    return PickPlot(plot=city.name(max(plots, key=lambda i: (earned(s, i), -i))))


def dynamite_apply(s: S, d: D, a: PickPlot | Choose, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `dynamite` question."""
    if isinstance(a, PickPlot):
        s.blasted.append(a.plot)
        s.players[d.seat].dynamite -= 1
        ev(events, "blasted", who=who(d.seat), plot=a.plot)
        if s.players[d.seat].dynamite > 0:
            s.flow.push(D(seat=d.seat, kind="dynamite"))
