"""Events of Carson City: frozen, past tense, each worded by one catalogue message.
Every event carries a message key suffix and its values, so new rules need no new class."""

from __future__ import annotations

from functools import cache

from bot.games.carson.data import TRACK
from bot.games.carson.roadnames import road_name
from bot.games.core.model import Event
from bot.games.core.words import Msg, MsgArg, Seat, msg


class Happened(Event):
    """Something public happened: `what` names the message `carson-ev-<what>`."""

    what: str
    args: dict[str, MsgArg] = {}

    def message(self) -> Msg:
        return Msg(key="carson-ev-" + self.what, args=self.args)


WORDED = {"building": ("carson-building", "kind"), "loc": ("carson-loc", "id"),
          "card": ("carson-card", "n"), "side": ("carson-side", "side")}


# A building's or character's name with its article, given beside the bare name (`the`,
# `the_card`) for the sentences that need one ("compró la Mina", "tomó la Cantante").
WITH_ARTICLE = {"building": ("the", "carson-the-building", "kind"),
                "card": ("the_card", "carson-the-card", "n")}


def where(loc: str, market: list[str | None]) -> Msg:
    """A location in words; a market slot by the building in it now ("Bank $12")."""
    if loc.startswith("BUILD_"):
        price = int(loc[6:])
        return _slot(market[TRACK.slot_prices.index(price)], price)
    return _named("carson-loc", "id", loc)


@cache
def _slot(kind: str | None, price: int) -> Msg:
    """A market slot by the building in it ("Bank $12")."""
    return msg("carson-slot", building=_named("carson-building", "kind", kind or "none"),
               price=price, empty="no" if kind else "yes")


def worded(args: dict[str, MsgArg]) -> dict[str, MsgArg]:
    """Names of buildings, locations, cards and sides become their own messages (a building
    and a card also with their article), and a road's edge the plots it runs between
    (`roadnames.road_name`)."""
    out: dict[str, MsgArg] = {}
    for k, v in args.items():
        if k in WITH_ARTICLE and not isinstance(v, Msg):
            name, key, arg = WITH_ARTICLE[k]
            out.setdefault(name, _name_of(key, arg, v or "none"))
        if k == "edge" and isinstance(v, str):
            out[k] = road_name(v)
        elif k in WORDED and not isinstance(v, Msg):
            key, name = WORDED[k]
            out[k] = _name_of(key, name, v)
        else:
            out[k] = v
    return out


def _name_of(key: str, arg: str, value: MsgArg) -> Msg:
    """The message `key` naming `value` (as its `arg`): made once per name when the value is
    plain text or a number (an offer's label names many places and buildings)."""
    if type(value) is str or type(value) is int:  # not a bool, though True == 1
        return _named(key, arg, value)
    return msg(key, **{arg: value})


@cache
def _named(key: str, arg: str, value: str | int) -> Msg:
    """The message `key` with its one value `value` as `arg`, made once (a message is never
    changed, so one may stand in many labels and events)."""
    return msg(key, **{arg: value})


class PrivateHappened(Happened):
    """Something only `visible_to` may see; everyone else is told `public`."""

    public: str = ""

    def public_message(self) -> Msg | None:
        return Msg(key="carson-ev-" + self.public, args={k: v for k, v in self.args.items()
                                                          if k == "who"})


class DuelWon(Happened):
    """A duel was won by `seat` (typed for the statistics, issue 22)."""

    seat: int


class MoneyGained(Happened):
    """`seat` gained `money`: from its buildings' income, a salary, a theft, or the bank
    (typed for the statistics, issue 22)."""

    seat: int
    money: int
    source: str


class BuildingBought(Happened):
    """`seat` bought a building (typed for the statistics, issue 22)."""

    seat: int


# The events the statistics read, typed by their message (the rest stay `Happened`).
MONEY_SOURCES = {"income": "buildings", "salary": "salary", "stole": "theft", "gained": "bank"}


def typed(what: str, args: dict[str, MsgArg]) -> Happened:
    """The event `ev` records: a typed one where the statistics need it."""
    who, money = args.get("who"), args.get("money")
    if isinstance(who, Seat):
        if what == "duel-won":
            return DuelWon(what=what, args=worded(args), seat=who.seat)
        if what in MONEY_SOURCES and isinstance(money, int):
            return MoneyGained(what=what, args=worded(args), seat=who.seat, money=money,
                               source=MONEY_SOURCES[what])
        if what == "bought":
            return BuildingBought(what=what, args=worded(args), seat=who.seat)
    return Happened(what=what, args=worded(args))


def ev(events: list[Event], what: str, **args: MsgArg) -> None:
    """Record a public event."""
    events.append(typed(what, args))
