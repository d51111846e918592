"""Actions: small frozen commands; multi-part choices are sequences of these (ruling W2).

The `kind` tags and fields are those of stored games, so old action logs replay; the
bounds only refuse, when parsed, values no game can hold (a town outside the map, a seat
outside the table).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from bot.games.core.model import Action
from bot.games.wow.data import N_TOWNS, BuildingKind

TownNo = Annotated[int, Field(ge=0, le=N_TOWNS - 1)]
SeatNo = Annotated[int, Field(ge=0, le=7)]
Money = Annotated[int, Field(ge=0, le=1_000_000)]
BoxId = Annotated[str, Field(min_length=1, max_length=32)]


class PlaceStart(Action):
    """Setup: put a starting cowboy in a town (D1)."""

    kind: Literal["start"] = "start"
    town: TownNo


class Bid(Action):
    """Raise the auction to a new total (D2)."""

    kind: Literal["bid"] = "bid"
    amount: Money


class Drop(Action):
    """Leave the auction, paying the current bid (D2)."""

    kind: Literal["drop"] = "drop"


class TakeBox(Action):
    """Put a disc on an action box and carry it out (D3)."""

    kind: Literal["take"] = "take"
    box: BoxId


class Pass(Action):
    """Discard a disc without an action (D3)."""

    kind: Literal["pass"] = "pass"


class PlaceCattle(Action):
    """Buy one cattle token into a town (D4)."""

    kind: Literal["cattle"] = "cattle"
    town: TownNo


class Hire(Action):
    """Hire one cowboy into a town (D5)."""

    kind: Literal["hire"] = "hire"
    town: TownNo


class Done(Action):
    """Stop an optional sequence (second cattle or cowboy, further moves)."""

    kind: Literal["done"] = "done"


class Build(Action):
    """Build the taken box's property in a town (D6)."""

    kind: Literal["build"] = "build"
    town: TownNo


class MoveCowboy(Action):
    """Move one cowboy from `src` to `dst` (D7)."""

    kind: Literal["move"] = "move"
    src: TownNo
    dst: TownNo


class MoveCattle(Action):
    """Move one own cattle token from `src` to `dst` (D8)."""

    kind: Literal["move_cattle"] = "move_cattle"
    src: TownNo
    dst: TownNo


class PlaceFarmer(Action):
    """Put the farmer in `town`, on an empty corral (`displace` None) or on a seat's cattle."""

    kind: Literal["farmer"] = "farmer"
    town: TownNo
    displace: SeatNo | None = None


class Target(Action):
    """Gunfight target: a building kind, "cattle" (with `owner`, `count`) or "farmer"."""

    kind: Literal["target"] = "target"
    town: TownNo
    what: BuildingKind | Literal["cattle", "farmer"]
    owner: SeatNo | None = None
    count: Annotated[int, Field(ge=1, le=2)] = 1


class Decide(Action):
    """Yes or no to a sheriff question (D9-D13)."""

    kind: Literal["decide"] = "decide"
    yes: bool


class Fire(Action):
    """Fire the next volley or exchange (D14, D15)."""

    kind: Literal["fire"] = "fire"


class Retreat(Action):
    """Give up the shootout (D14, D15)."""

    kind: Literal["retreat"] = "retreat"


class Scatter(Action):
    """Send one retreating cowboy to `town` (one per town, D16)."""

    kind: Literal["scatter"] = "scatter"
    town: TownNo


class MoveOut(Action):
    """After a robbery, move one (or all remaining) cowboys out to `town` (D17)."""

    kind: Literal["move_out"] = "move_out"
    town: TownNo
    all: bool = False


class TakeWanted(Action):
    """Take a Wanted token from another player (D18)."""

    kind: Literal["take_wanted"] = "take_wanted"
    source: SeatNo


WowMove = (PlaceStart | Bid | Drop | TakeBox | Pass | PlaceCattle | Hire | Done | Build
           | MoveCowboy | MoveCattle | PlaceFarmer | Target | Decide | Fire | Retreat | Scatter
           | MoveOut | TakeWanted)
WowAction = Annotated[WowMove, Field(discriminator="kind")]
ACTIONS: TypeAdapter[WowMove] = TypeAdapter(WowAction)
