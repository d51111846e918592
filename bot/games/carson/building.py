"""Building a building (rules §4.6): legal sites, house additions with townhouse upgrades
and consent, the feasibility search (R57), and committing a build."""

from __future__ import annotations

from bot.games.carson import city, river
from bot.games.carson.data import BUILDINGS
from bot.games.carson.events import ev
from bot.games.carson.state import Board, Plot
from bot.games.core.model import Event
from bot.games.core.words import seat as who

MAX_SEARCH = 4


def _occupied(plots: list[Plot], i: int) -> bool:
    p = plots[i]
    return p.content != "" or p.river or p.owner >= 0


def _upgradable(plots: list[Plot], i: int) -> bool:
    nb = city.neighbours(i)
    return plots[i].content == "house" and len(nb) == 8 and all(_occupied(plots, j) for j in nb)


def additions(plots: list[Plot], conn: set[int], refused: list[int]) -> list[int]:
    """Plots where one house addition may go: an empty connected plot (a new house), or a
    house whose 8 neighbours are occupied (a townhouse upgrade)."""
    return [j for j in range(64) if j not in refused and (
        (plots[j].content == "" and not plots[j].river and j in conn)
        or _upgradable(plots, j))]


def add_house(plots: list[Plot], j: int) -> list[Plot]:
    """The plots after one house addition on j (a house, or a townhouse upgrade)."""
    out = list(plots)
    p = plots[j]
    out[j] = Plot(owner=p.owner, content="townhouse" if p.content == "house" else "house",
                  river=p.river)
    return out


def feasible(plots: list[Plot], conn: set[int], need: int, refused: list[int],
             depth: int = 0) -> bool:
    """Can `need` more house additions be made? Additions never block one another, so
    enough spots now suffice; otherwise try each (few) spot in turn."""
    if need <= 0:
        return True
    spots = additions(plots, conn, refused)
    if len(spots) >= need:
        return True
    if depth >= MAX_SEARCH:
        return False
    return any(feasible(add_house(plots, j), conn, need - 1, refused, depth + 1) for j in spots)


def with_building(b: Board, seat: int, kind: str, q: int) -> list[Plot]:
    """The plots with a building of `kind` placed on q for `seat`."""
    plots = list(b.plots)
    plots[q] = Plot(owner=seat, content=kind, river=False)
    return plots


def site_ok(b: Board, seat: int, kind: str, q: int) -> bool:
    """Steps 1-4 of §4.6 (the plot, the road, the Station's straight road)."""
    return site_problem(b, seat, kind, q) is None


def site_problem(b: Board, seat: int, kind: str, q: int) -> str | None:
    """The step of §4.6 (1-4) a building of `kind` on q breaks, named, or None."""
    data = BUILDINGS[kind]
    if b.plots[q].owner != seat:
        return "not-yours"
    if not city.empty(b, q):
        return "outlaw" if q in b.outlaws else "taken"
    if data.needs_road and q not in city.connected_set(b.roads):
        return "road"
    if kind == "school" and not river.school_allowed(b, q):
        return "school"
    if data.needs_full_straight_road:
        line = city.full_lines(b.roads)
        if not any(e in line for e in city.sides(q)):
            return "station"
    return None


def site_room(b: Board, seat: int, kind: str, q: int) -> bool:
    """Step 6 of §4.6 (R57): the building's houses can all be added after it goes on q."""
    conn = city.connected_set(b.roads)
    need = BUILDINGS[kind].houses if BUILDINGS[kind].needs_road else 0
    return feasible(with_building(b, seat, kind, q), conn, need, list(b.outlaws))


def sites(b: Board, seat: int, kind: str) -> list[int]:
    """Plots where a complete legal build of `kind` exists now (R57)."""
    return [q for q in range(64) if site_ok(b, seat, kind, q) and site_room(b, seat, kind, q)]


def house_options(b: Board, seat: int, kind: str, q: int, plan: list[int],
                  refused: list[int], need: int) -> list[int]:
    """The next house additions that still leave the rest of the build possible."""
    conn = city.connected_set(b.roads)
    plots = with_building(b, seat, kind, q) if q >= 0 and kind != "townhall" else list(b.plots)
    for j in plan:
        plots = add_house(plots, j)
    left = need - len(plan) - 1
    refused = [*refused, *b.outlaws]
    return [j for j in additions(plots, conn, refused)
            if feasible(add_house(plots, j), conn, left, refused)]


def house_problem(b: Board, seat: int, kind: str, q: int, plan: list[int],
                  refused: list[int], need: int, j: int) -> str | None:
    """Why the next house addition may not go on j (None: it may); exactly the test of
    `house_options`, naming the reason."""
    if j in refused:
        return "refused"
    if j in b.outlaws:
        return "outlaw"
    conn = city.connected_set(b.roads)
    plots = with_building(b, seat, kind, q) if q >= 0 and kind != "townhall" else list(b.plots)
    for k in plan:
        plots = add_house(plots, k)
    p = plots[j]
    if p.content == "" and not p.river:
        if j not in conn:
            return "road"
    elif p.content == "house":
        if not _upgradable(plots, j):
            return "full"
    else:
        return "occupied"
    if not feasible(add_house(plots, j), conn, need - len(plan) - 1, [*refused, *b.outlaws]):
        return "rest"
    return None


def needs_consent(b: Board, seat: int, j: int) -> bool:
    """A new house on another player's plot needs its owner's consent (not an upgrade)."""
    p = b.plots[j]
    return p.content == "" and p.owner not in (-1, seat)


def houses_needed(kind: str) -> int:
    """House additions a building of `kind` requires (rules §4.6 step 6)."""
    data = BUILDINGS[kind]
    return data.houses if data.needs_road else 0


def commit(b: Board, seat: int, kind: str, q: int, plan: list[int],
           events: list[Event]) -> None:
    """Place the building and its houses (§4.6 steps 5, 6 and 8)."""
    if kind in b.players[seat].kept:
        b.players[seat].kept.remove(kind)
    b.plots[q] = Plot(owner=seat, content=kind)
    b.players[seat].revolvers += BUILDINGS[kind].revolvers
    ev(events, "built", who=who(seat), building=kind, plot=city.name(q))
    place_houses(b, seat, plan, events)
    if kind == "church":
        cancel_attacks(b, seat, q, events)


def place_houses(b: Board, seat: int, plan: list[int], events: list[Event]) -> None:
    """Carry out planned house additions (new houses or townhouse upgrades)."""
    for j in plan:
        up = b.plots[j].content == "house"
        b.plots[j] = add_house(b.plots, j)[j]
        ev(events, "townhouse" if up else "house", who=who(seat), plot=city.name(j))


def cancel_attacks(b: Board, seat: int, church: int, events: list[Event]) -> None:
    """A new Church voids pending attacks on its owner's adjacent buildings (R17)."""
    for j in city.neighbours(church):
        p = b.plots[j]
        if p.owner != seat or not BUILDINGS.get(p.content, BUILDINGS["church"]).attackable:
            continue
        loc = city.name(j)
        for c in [c for c in b.cowboys if c.loc == loc]:
            b.cowboys.remove(c)
            b.players[c.seat].cowboys += 1
            ev(events, "attack-cancelled", who=who(c.seat), plot=loc)


def protected(b: Board, j: int) -> bool:
    """Adjacent to a Church of the same owner."""
    owner = b.plots[j].owner
    return any(b.plots[k].content == "church" and b.plots[k].owner == owner
               for k in city.neighbours(j))
