"""What the Carson City heuristic knows about the city, read from its seat view only: which
plots a building could stand on, what a building would earn on a plot, what an unowned plot
is worth. Incomes follow the rules' formulas (§4.7) before caps and modifiers, which is
enough to rank plots."""

from __future__ import annotations

from bot.games.carson import city
from bot.games.carson.data import BUILDINGS
from bot.games.carson.view import CarsonSeatView, PlotView

MINE_FEED = 3  # $ per mountain next to a Mine
HE_PRICE = {"saloon": 5, "bank": 3, "drugstore": 3, "store": 4}


def needs_road(kind: str) -> bool:
    """The building must stand on a plot a road reaches (not Ranches and Mines)."""
    return BUILDINGS[kind].needs_road if kind in BUILDINGS else True


def _free(p: PlotView) -> bool:
    return p.content == "" and not p.river


def room_for_house(view: CarsonSeatView, site: int) -> bool:
    """An empty connected plot, not another player's, besides `site`: where the house a
    building brings may go without asking anyone."""
    me = view.seat
    return any(i != site and _free(p) and p.connected and p.owner in (-1, me)
               for i, p in enumerate(view.board.plots))


def can_stand(view: CarsonSeatView, kind: str, q: int) -> bool:
    """A building of `kind` could be built on my plot q now (roads and houses allowing)."""
    p = view.board.plots[q]
    if p.owner != view.seat or not _free(p):
        return False
    if kind in ("ranch", "mine"):
        return True
    return p.connected and room_for_house(view, q)


def my_sites(view: CarsonSeatView, kind: str) -> list[int]:
    """My plots where a `kind` could be built now."""
    return [q for q in range(len(view.board.plots)) if can_stand(view, kind, q)]


def earning(view: CarsonSeatView, kind: str, q: int) -> int:
    """What a `kind` on plot q would earn me a round (rules §4.7, before caps)."""
    me, plots = view.seat, view.board.plots
    around = [plots[j] for j in city.neighbours(q)]
    mine_or_free = [p for p in around if p.owner in (-1, me)]
    if kind == "mine":
        return MINE_FEED * sum(1 for p in mine_or_free if p.content == "mountain")
    if kind == "ranch":
        return max(1, sum(1 for p in around if _free(p) and p.owner < 0))
    if kind in HE_PRICE:
        return HE_PRICE[kind] * sum(city.he(p.content) for p in mine_or_free) + 3
    if kind == "hotel":
        return 6
    if kind == "blacksmith":
        return 5 * max(1, view.board.round)
    return 2  # church, prison, school, station, town hall: VP and protection


def best_earning(view: CarsonSeatView, q: int) -> int:
    """The most any building I could get would earn on plot q."""
    kinds = {k for k in view.board.market if k} | set(view.me.kept)
    return max((earning(view, k, q) for k in kinds
                if not needs_road(k) or view.board.plots[q].connected), default=0)


def sites_soon(view: CarsonSeatView) -> int:
    """Plots I own with nothing on them, plus the plots my cowboys stand on this round (I
    may buy them before the building slots are resolved)."""
    owned = sum(1 for p in view.board.plots if p.owner == view.seat and _free(p))
    claiming = sum(1 for c in view.board.cowboys
                   if c.seat == view.seat and c.loc in city.INDEX
                   and _free(view.board.plots[city.INDEX[c.loc]]))
    return owned + claiming


def money_worth(view: CarsonSeatView) -> float:
    """What $1 is worth in VP now: at the end 1 VP per $6, before that more (it buys)."""
    return {1: 0.25, 2: 0.22, 3: 0.2}.get(view.board.round, 1 / 6)


def rounds_left(view: CarsonSeatView) -> int:
    """Rounds still to come, this one included."""
    return max(1, 5 - view.board.round)


def owned(view: CarsonSeatView) -> list[PlotView]:
    """My plots."""
    return [p for p in view.board.plots if p.owner == view.seat]


def claimed(view: CarsonSeatView) -> int:
    """Plots my cowboys stand on this round (I may buy them)."""
    return sum(1 for c in view.board.cowboys if c.seat == view.seat and c.loc in city.INDEX)


def slot_building(view: CarsonSeatView, loc: str) -> str | None:
    """The building for sale on a building slot ("BUILD_6")."""
    price = int(loc.removeprefix("BUILD_"))
    prices = view.board.slot_prices
    return view.board.market[prices.index(price)] if price in prices else None


def building_worth(view: CarsonSeatView, kind: str, price: int) -> float:
    """VP a building bought now for `price` should bring: its income on my best site for
    the rounds left, 2 VP for the built plot, 1 for scoring buildings; little if I have
    nowhere to build it."""
    mv = money_worth(view)
    sites = my_sites(view, kind)
    if not sites:
        return 0.3 if sites_soon(view) else -1.0
    income = max(earning(view, kind, q) for q in sites)
    return income * mv * rounds_left(view) + 2.5 - price * mv


def space_worth(view: CarsonSeatView, loc: str) -> float:
    """VP an action space should bring me (rules §2.8, §4.4), before any duel."""
    me = view.me
    mv = money_worth(view)
    plots = len(owned(view)) + claimed(view)
    built = sum(1 for p in owned(view) if p.content in BUILDINGS)
    unconnected = any(_free(p) and not p.connected for p in owned(view))
    if loc.startswith("BUILD_"):
        kind = slot_building(view, loc)
        price = int(loc.removeprefix("BUILD_"))
        if kind is None or me.money < price:
            return -1.0
        return building_worth(view, kind, price)
    if loc.startswith("BUYVP_"):
        price = int(loc.removeprefix("BUYVP_"))
        return (me.money // price) * (1 - price * mv)
    return {
        "SALARY": 4 * mv,
        "AMMO": 0.8,
        "ROADS_3": 1.2 if unconnected else 0.3,
        "ROAD_1": 0.4 if unconnected else 0.1,
        "INCOME_PLOTS": 2 * plots * mv,
        "INCOME_COWBOYS": 2 * me.firepower * mv,
        "GAMBLING": 7 * mv,
        "VP_PLOTS": float(plots // 2),
        "VP_BUILDINGS": float(built),
        "VP_COWBOYS": float(me.firepower // 2),
    }.get(loc, 0.5)


def plot_vp(view: CarsonSeatView, q: int) -> float:
    """VP an unowned plot should bring me if I buy it, price paid: 2 at the end for a
    mountain or a house on it (and a mountain feeds my Mines); an empty plot scores when
    I build on it, and earns what its best building would."""
    p = view.board.plots[q]
    mv = money_worth(view)
    cost = p.price * mv
    if p.content == "mountain":
        mines = sum(1 for j in city.neighbours(q)
                    if view.board.plots[j].content == "mine"
                    and view.board.plots[j].owner == view.seat)
        return 2 + 3 * mines * mv * rounds_left(view) - cost
    if p.content in ("house", "townhouse"):
        return 2 - cost
    build = 0.6 if rounds_left(view) > 1 else 0.3
    income = best_earning(view, q) * mv * (rounds_left(view) - 1)
    return build * (2 + income) + (0.3 if p.connected else 0) + 2 * mv - cost
