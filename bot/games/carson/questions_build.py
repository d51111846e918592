"""Questions about buildings: buying a slot's building, choosing its site, each house
addition, a plot owner's consent, and the kept-building window (rules §4.4.6, §4.6)."""

from __future__ import annotations

from bot.games.carson import bestbuild as bb
from bot.games.carson import building as bd
from bot.games.carson import city
from bot.games.carson.actions import BuildKept, Choose, PickPlot, Road, road
from bot.games.carson.ask import ask
from bot.games.carson.data import SPACES
from bot.games.carson.events import ev
from bot.games.carson.prices import slot_price
from bot.games.carson.roads import build as build_road
from bot.games.carson.roads import options as road_options
from bot.games.carson.state import CarsonDecision, CarsonState
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import seat as who

D = CarsonDecision
S = CarsonState


def buy_legal(s: S, d: D) -> list[Choose]:
    """The legal answers to the `buy` question."""
    out: list[Choose] = [Choose(option="no")]
    if s.players[d.seat].money >= slot_price(s, d.seat, d.loc):
        out.insert(0, Choose(option="yes"))
    return out


def buy_default(s: S, d: D) -> Choose:
    """D-BUYBLD: buy if affordable and the default can then build it (E26)."""
    kind = s.market[SPACES[d.loc].slot]
    ok = kind is not None and bb.best_site(s, d.seat, kind) >= 0
    return Choose(option="yes") if ok and Choose(option="yes") in buy_legal(s, d) \
        else Choose(option="no")


def buy_apply(s: S, d: D, a: Choose, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `buy` question."""
    if a.option != "yes":
        return
    slot = SPACES[d.loc].slot
    kind = s.market[slot]
    assert kind is not None
    price = slot_price(s, d.seat, d.loc)
    s.players[d.seat].money -= price
    s.market[slot] = None
    s.players[d.seat].kept.append(kind)
    ev(events, "bought", who=who(d.seat), building=kind, money=price)
    ask(s, d.seat, "site", building=kind, source="slot")


def roads_for(s: S, seat: int) -> list[Road]:
    """Roads the seat may build while answering (R46)."""
    return [road(e) for e in road_options(s, seat)]


def site_legal(s: S, d: D) -> list[Road | PickPlot | Choose]:
    """The legal answers to the `site` question."""
    plots: list[Road | PickPlot | Choose] = [PickPlot(plot=city.name(q)) for q in bd.sites(s, d.seat, d.building)]
    return [*plots, Choose(option="keep"), *roads_for(s, d.seat)]


def site_default(s: S, d: D) -> Road | PickPlot | Choose:
    """D-BUYBLD / D-KEPT: the plot of the (plot, house spot) giving the building the
    highest income, houses on own or unowned plots only (E26); else keep it."""
    best = bb.best_site(s, d.seat, d.building)
    return PickPlot(plot=city.name(best)) if best >= 0 else Choose(option="keep")


def site_apply(s: S, d: D, a: Road | PickPlot | Choose, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `site` question."""
    if isinstance(a, Road):
        build_road(s, d.seat, a.edge, events)
        ask(s, d.seat, "site", building=d.building, source=d.source)
    elif isinstance(a, PickPlot):
        q = city.INDEX[a.plot]
        if bd.houses_needed(d.building) == 0:
            bd.commit(s, d.seat, d.building, q, [], events)
        else:
            ask(s, d.seat, "house", building=d.building, loc=a.plot, source=d.source)
    else:
        ev(events, "kept", who=who(d.seat), building=d.building)


def need(d: D) -> int:
    """House additions the planned build needs."""
    return 1 if d.building == "townhall" else bd.houses_needed(d.building)


def site_index(d: D) -> int:
    """The planned build's plot."""
    return city.INDEX[d.loc]


def house_spots(s: S, d: D) -> list[int]:
    """Plots where the next house addition may go."""
    q = site_index(d)
    return bd.house_options(s, d.seat, d.building, q if d.building != "townhall" else -1,
                            d.plan, d.refused, need(d))


def house_legal(s: S, d: D) -> list[Road | PickPlot | Choose]:
    """The legal answers to the `house` question."""
    out: list[Road | PickPlot | Choose] = [PickPlot(plot=city.name(j)) for j in house_spots(s, d)]
    if d.building != "townhall":
        out.append(Choose(option="keep"))
    return [*out, *roads_for(s, d.seat)]


def house_default(s: S, d: D) -> Road | PickPlot | Choose:
    """D-BUYBLD: the house spot on an own or unowned plot giving the building the highest
    income (E26), else keep the building. The Town Hall's house: D-TOWNHALL."""
    if d.building == "townhall":
        return townhall_house_default(s, d)
    j = bb.next_house(s, d.seat, d.building, site_index(d), d.plan, d.refused)
    return PickPlot(plot=city.name(j)) if j >= 0 else Choose(option="keep")


def townhall_house_default(s: S, d: D) -> Road | PickPlot | Choose:
    """D-TOWNHALL: the first empty unowned connected plot in reading order, else the first
    player's own plot; when neither exists but the house is still mandatory (R10), an
    upgrade to a townhouse, and last another player's plot (consent asked), E27."""
    def rank(j: int) -> tuple[int, int]:
        p = s.plots[j]
        if p.content == "" and p.owner in (-1, d.seat):
            return (0 if p.owner < 0 else 1, j)
        return (3 if bd.needs_consent(s, d.seat, j) else 2, j)
    spots = house_spots(s, d)
    if spots:
        return PickPlot(plot=city.name(min(spots, key=rank)))
    return house_legal(s, d)[0]


def house_apply(s: S, d: D, a: Road | PickPlot | Choose, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `house` question."""
    if isinstance(a, Road):
        build_road(s, d.seat, a.edge, events)
        again(s, d)
    elif isinstance(a, PickPlot):
        j = city.INDEX[a.plot]
        if bd.needs_consent(s, d.seat, j):
            ask(s, s.plots[j].owner, "consent", reaction=True, building=d.building, loc=d.loc,
                plan=d.plan, refused=d.refused, source=d.source, asker=d.seat, amount=j)
            return
        added(s, d.seat, d, j, events)
    else:
        ev(events, "kept", who=who(d.seat), building=d.building)


def again(s: S, d: D, seat: int | None = None, plan: list[int] | None = None,
          refused: list[int] | None = None) -> None:
    """Ask the builder for the next house addition."""
    ask(s, d.seat if seat is None else seat, "house", building=d.building, loc=d.loc,
        source=d.source, plan=d.plan if plan is None else plan,
        refused=d.refused if refused is None else refused)


def added(s: S, builder: int, d: D, j: int, events: list[Event]) -> None:
    """One house addition agreed: commit when all are planned, else ask for the next."""
    plan = [*d.plan, j]
    if len(plan) < need(d):
        again(s, d, builder, plan)
        return
    if d.building == "townhall":
        bd.place_houses(s, builder, plan, events)
    else:
        bd.commit(s, builder, d.building, site_index(d), plan, events)


def consent_apply(s: S, d: D, a: Choose, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `consent` question."""
    yes = a.option == "yes"
    ev(events, "consent-given" if yes else "consent-refused", who=who(d.seat),
       plot=city.name(d.amount))
    if yes:
        added(s, d.asker, d, d.amount, events)
    else:
        again(s, d, d.asker, refused=[*d.refused, d.amount])


def kept_legal(s: S, d: D) -> list[Road | Choose | BuildKept]:
    """The legal answers to the `kept` question."""
    kinds = sorted({k for k in s.players[d.seat].kept if k not in d.tried})
    out: list[Road | Choose | BuildKept] = [BuildKept(building=k) for k in kinds
                             if bd.sites(s, d.seat, k)]
    return [*out, Choose(option="done"), *roads_for(s, d.seat)]


def kept_default(s: S, d: D) -> Road | Choose | BuildKept:
    """D-KEPT: build each kept building the default can build as in D-BUYBLD (E26), in
    the order offered; else done (keep the rest)."""
    for a in kept_legal(s, d):
        if isinstance(a, BuildKept) and bb.best_site(s, d.seat, a.building) >= 0:
            return a
    return Choose(option="done")


def kept_apply(s: S, d: D, a: Road | Choose | BuildKept, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `kept` question."""
    if isinstance(a, BuildKept):
        s.flow.push(D(seat=d.seat, kind="site", building=a.building, source="kept"),
                    D(seat=d.seat, kind="kept", tried=[*d.tried, a.building]))
    elif isinstance(a, Road):
        build_road(s, d.seat, a.edge, events)
        s.flow.push(D(seat=d.seat, kind="kept", tried=d.tried))
