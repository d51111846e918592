"""The actions of Carson City: frozen models with bounded fields and a `kind` tag."""

from __future__ import annotations

from functools import cache, lru_cache
from typing import Annotated, Literal

from pydantic import AfterValidator, Field, TypeAdapter

from bot.games.carson.city import ALL_EDGES, PLOTS
from bot.games.carson.data import BUILDINGS, SPACE_IDS, TRACK
from bot.games.core.model import Action


def _one_of(names: tuple[str, ...]) -> AfterValidator:
    """A validator accepting only the given names (bounded input, rules §2.1)."""
    known = frozenset(names)

    def check(value: str) -> str:
        if value not in known:
            raise ValueError("unknown name")
        return value
    return AfterValidator(check)


PlotName = Annotated[str, Field(max_length=2), _one_of(PLOTS)]
EdgeName = Annotated[str, Field(max_length=8), _one_of(ALL_EDGES)]
Location = Annotated[str, Field(max_length=16), _one_of(SPACE_IDS + PLOTS)]
SpaceName = Annotated[str, Field(max_length=16), _one_of(SPACE_IDS)]
BuildingName = Annotated[str, Field(max_length=16), _one_of(tuple(BUILDINGS))]
SlotPrice = Annotated[int, Field(ge=3, le=12), AfterValidator(
    lambda v: v if v in TRACK.slot_prices else _bad())]


def _bad() -> int:
    raise ValueError("no such slot")
Option = Literal["yes", "no", "money", "vp", "defer", "doctor", "undertaker", "guns",
                 "cash", "keep", "decline", "drop", "done", "double", "steal"]


class Place(Action):
    """Put a cowboy on a location, with optional tokens (rules §4.2)."""

    kind: Literal["place"] = "place"
    loc: Location
    noduel: bool = False
    dynamite: bool = False


@lru_cache(maxsize=None, typed=True)
def placed(loc: str, noduel: bool, dynamite: bool) -> Place:
    """The answer `Place(loc, noduel, dynamite)`, one object for each: a placement question
    lists about a hundred after every move, and an answer is frozen, so the same one (with
    its token, worked out once) stands in every list."""
    return Place(loc=loc, noduel=noduel, dynamite=dynamite)


class Pawn(Action):
    """Put the white Sheriff pawn on an empty track space (rules §4.2.3)."""

    kind: Literal["pawn"] = "pawn"
    loc: SpaceName


class Gamble(Action):
    """The red Singer's free gambling cowboy (rules §7 #11)."""

    kind: Literal["gamble"] = "gamble"


class Pass(Action):
    """Pass: place nothing more this round (rules §4.2.1)."""
    kind: Literal["pass"] = "pass"


class Recall(Action):
    """Kit Carson: take a placed piece back from a location (rules §8.1, [RULING])."""

    kind: Literal["recall"] = "recall"
    loc: Location


class Road(Action):
    """Build one road from the reserve on an edge."""

    kind: Literal["road"] = "road"
    edge: EdgeName


@cache
def road(edge: str) -> Road:
    """The answer `Road(edge)`, one object for each edge (as `placed`)."""
    return Road(edge=edge)


class PickPlot(Action):
    """Choose a plot (draft, a character's plot, a build site, a house, a duel order)."""

    kind: Literal["plot"] = "plot"
    plot: PlotName


class TakeCard(Action):
    """Take a character card by its number."""
    kind: Literal["card"] = "card"
    number: int = Field(ge=0, le=17)


class Choose(Action):
    """Answer a question with one of its named options."""

    kind: Literal["choose"] = "choose"
    option: Option
    building: BuildingName | None = None


class Amount(Action):
    """A sum of money or a count (spending, bids, VP bought, packages)."""

    kind: Literal["amount"] = "amount"
    n: int = Field(ge=0, le=9999)


class Slot(Action):
    """A market slot, by its price (a building taken by a character power)."""

    kind: Literal["slot"] = "slot"
    price: SlotPrice


class BuildKept(Action):
    """Build one of the kept buildings now (the kept-building window)."""

    kind: Literal["kept"] = "kept"
    building: BuildingName


class Sheet(Action):
    """*A New Beginning*: a secret starting sheet (rules §8.6, [HOUSE] R42)."""

    kind: Literal["sheet"] = "sheet"
    sheet_money: int = Field(ge=0, le=5)
    sheet_cowboys: int = Field(ge=2, le=5)
    sheet_roads: int = Field(ge=0, le=4)
    sheet_revolvers: int = Field(ge=0, le=2)
    sheet_plots: int = Field(ge=1, le=3)


class Corral(Action):
    """*Horses*: put a horse (or, as a placement, a cowboy) into corral 1-5."""

    kind: Literal["corral"] = "corral"
    corral: int = Field(ge=1, le=5)
    cowboy: bool = False


class PlayTiles(Action):
    """*Might is Right*: the duel tile(s) to play, secretly (two with dynamite)."""

    kind: Literal["tiles"] = "tiles"
    first: int = Field(ge=0, le=5)
    second: int = Field(default=-1, ge=-1, le=5)


CarsonMove = (Corral | PlayTiles | Sheet | Place | Pawn | Gamble | Pass | Recall | Road | PickPlot | TakeCard | Choose | Amount
              | Slot | BuildKept)
ACTIONS: TypeAdapter[CarsonMove] = TypeAdapter(
    Annotated[CarsonMove, Field(discriminator="kind")])
