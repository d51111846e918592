"""Direct checks of the questions players answer most (rules §4.4-§4.7, §5, §7, §8.2): each
says which rule an answer breaks, in the rulebook's terms ("you have $3, the Mine costs
$4"), and lets through exactly the answers the question lists as legal. The questions
left to membership are listed in `decisions.py`."""

from __future__ import annotations

from bot.games.carson import building as bd
from bot.games.carson import city
from bot.games.carson import placement as pl
from bot.games.carson import questions_build as qb
from bot.games.carson import questions_play as qp
from bot.games.carson.actions import (
    Amount,
    BuildKept,
    Choose,
    PickPlot,
    Place,
    PlayTiles,
    Road,
)
from bot.games.carson.data import BUILDINGS, CHARS, SPACES
from bot.games.carson.events import worded
from bot.games.carson.might import count
from bot.games.carson.prices import plot_price, slot_price
from bot.games.carson.rounds import excess
from bot.games.carson.state import CarsonDecision, CarsonState
from bot.games.carson.track import unresolved
from bot.games.core.words import Msg, MsgArg, msg

D = CarsonDecision
S = CarsonState


def say(key: str, **args: MsgArg) -> Msg:
    """The refusal `key`, buildings and locations worded by name."""
    return msg(key, **worded(args))


def offered(a: Choose, *options: str) -> Msg | None:
    """A named answer must be one the question offers (buttons name no building)."""
    if a.option in options and a.building is None:
        return None
    return say("carson-not-offered")


def road(s: S, seat: int, edge: str) -> Msg | None:
    """A road built while answering (R46-R47)."""
    return qp.road_refusal(s, seat, edge)


# -- buying ----------------------------------------------------------------------------

def buy_verify(s: S, d: D, a: Choose) -> Msg | None:
    """Buy the slot's building only with the money for it (rules §4.4.6)."""
    if (bad := offered(a, "yes", "no")) or a.option == "no":
        return bad
    price, money = slot_price(s, d.seat, d.loc), s.players[d.seat].money
    if money < price:
        kind = s.market[SPACES[d.loc].slot] or "none"
        return say("carson-buy-cost", money=money, building=kind, price=price)
    return None


def buyplot_verify(s: S, d: D, a: Choose) -> Msg | None:
    """Buy the plot with a plot tile and its price, while it is for sale (rules §4.4.5)."""
    if (bad := offered(a, "yes", "no")) or a.option == "no":
        return bad
    p = s.players[d.seat]
    if p.tiles <= 0:
        return say("carson-no-tiles")
    if not city.purchasable(s, city.INDEX[d.loc]):
        return say("carson-plot-gone", plot=d.loc)
    price = plot_price(s, d.seat, d.loc)
    if p.money < price:
        return say("carson-plot-cost", money=p.money, plot=d.loc, price=price)
    return None


def buyvp_verify(s: S, d: D, a: Amount) -> Msg | None:
    """VP at the round's price, within the money (rules §4.8)."""
    money = s.players[d.seat].money
    if a.n * d.amount > money:
        return say("carson-vp-cost", money=money, vp=a.n, price=a.n * d.amount)
    return None


def banker_verify(s: S, d: D, a: Amount) -> Msg | None:
    """One of the Banker's packages, within the money (rules §7)."""
    if a.n == 0:
        return None
    packages = dict(CHARS.banker_packages)
    if a.n not in packages:
        return say("carson-not-offered")
    money = s.players[d.seat].money
    if packages[a.n] > money:
        return say("carson-vp-cost", money=money, vp=a.n, price=packages[a.n])
    return None


def spend_verify(s: S, d: D, a: Amount) -> Msg | None:
    """Money above the limit must be spent; no more than one has (rules §4.8)."""
    least, money = excess(s, d.seat), s.players[d.seat].money
    if a.n < least:
        return say("carson-spend-low", money=least)
    if a.n > money:
        return say("carson-money-short", money=money)
    return None


def bid_verify(s: S, d: D, a: Amount | Choose) -> Msg | None:
    """A bid beats the high bid and stays within the money (R29); or drop out."""
    if isinstance(a, Choose):
        return offered(a, "drop")
    if a.n <= d.amount:
        return say("carson-bid-low", money=d.amount)
    money = s.players[d.seat].money
    if a.n > money:
        return say("carson-money-short", money=money)
    return None


# -- building ---------------------------------------------------------------------------

def site_verify(s: S, d: D, a: Road | PickPlot | Choose) -> Msg | None:
    """The building goes on an own empty plot meeting §4.6 steps 1-4 with room for its
    houses (R57), or is kept."""
    if isinstance(a, Road):
        return road(s, d.seat, a.edge)
    if isinstance(a, Choose):
        return offered(a, "keep")
    q = city.INDEX[a.plot]
    problem = bd.site_problem(s, d.seat, d.building, q)
    if problem is not None:
        return say("carson-site-" + problem, plot=a.plot, building=d.building)
    if not bd.site_room(s, d.seat, d.building, q):
        return say("carson-site-houses", plot=a.plot, building=d.building,
                   houses=BUILDINGS[d.building].houses)
    return None


def house_verify(s: S, d: D, a: Road | PickPlot | Choose) -> Msg | None:
    """A house addition: a connected empty plot or an enclosed house (townhouse), leaving
    room for the rest of the build; or keep the building (not the Town Hall's house)."""
    if isinstance(a, Road):
        return road(s, d.seat, a.edge)
    if isinstance(a, Choose):
        if d.building == "townhall" and a.option == "keep":
            return say("carson-townhall-house")
        return offered(a, "keep")
    q = qb.site_index(d) if d.building != "townhall" else -1
    problem = bd.house_problem(s, d.seat, d.building, q, d.plan, d.refused, qb.need(d),
                               city.INDEX[a.plot])
    if problem is not None:
        return say("carson-house-" + problem, plot=a.plot, building=d.building)
    return None


def kept_verify(s: S, d: D, a: Road | Choose | BuildKept) -> Msg | None:
    """Build a kept building that has a legal site now, each once per window; or done."""
    if isinstance(a, Road):
        return road(s, d.seat, a.edge)
    if isinstance(a, Choose):
        return offered(a, "done")
    if a.building not in s.players[d.seat].kept:
        return say("carson-kept-none", building=a.building)
    if a.building in d.tried:
        return say("carson-kept-tried", building=a.building)
    if not bd.sites(s, d.seat, a.building):
        return say("carson-kept-nowhere", building=a.building)
    return None


# -- duels ------------------------------------------------------------------------------

def undertaker_verify(s: S, d: D, a: Choose) -> Msg | None:
    """The loser pays the Undertaker $2 or loses 1 VP (rules §7 #14)."""
    if bad := offered(a, "money", "vp"):
        return bad
    p = s.players[d.seat]
    if a.option == "money" and p.money < 2:
        return say("carson-undertaker-money", money=p.money)
    if a.option == "vp" and p.vp < 1:
        return say("carson-undertaker-vp")
    return None


def doctor_verify(s: S, d: D, a: Place | Choose) -> Msg | None:
    """The Doctor re-places the losing cowboy, without tokens, on another location not yet
    resolved that is open to it (R27); or not."""
    if isinstance(a, Choose):
        return offered(a, "no")
    if s.players[d.seat].cowboys <= 0:
        return say("carson-no-cowboy")
    if a.noduel or a.dynamite:
        return say("carson-doctor-token")
    if a.loc == d.loc:
        return say("carson-doctor-same", loc=a.loc)
    if not unresolved(s, a.loc):
        return say("carson-resolved", loc=a.loc)
    return pl.refusal(s, d.seat, a.loc)


def tiles_verify(s: S, d: D, a: PlayTiles) -> Msg | None:
    """Might is Right (§8.2): one tile from the hand, two with dynamite, higher first."""
    hand = s.hands[d.seat]
    two = count(s, d.seat, d.loc) == 2
    if not two and a.second >= 0:
        return say("carson-tiles-one")
    if two and a.second < 0:
        return say("carson-tiles-two")
    if two and a.second > a.first:
        return say("carson-tiles-order")
    for v in {a.first, a.second} - {-1}:
        if hand.count(v) < (2 if a.first == a.second else 1):
            return say("carson-tiles-missing", tile=v)
    return None


def order_verify(s: S, d: D, a: PickPlot) -> Msg | None:
    """The first player picks the next contested location still to resolve (rules §4.5)."""
    if a.plot not in qp.order_locs(s, d):
        return say("carson-order-not", loc=a.plot)
    return None
