"""Actions: small frozen commands; multi-part choices are sequences of these (see rules.py)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from bot.games.core.model import Action


class PlaceStart(Action):
    """Setup: put a starting cowboy in a town (D1)."""

    kind: Literal["start"] = "start"
    town: int


class Bid(Action):
    kind: Literal["bid"] = "bid"
    amount: int


class Drop(Action):
    kind: Literal["drop"] = "drop"


class TakeBox(Action):
    kind: Literal["take"] = "take"
    box: str


class Pass(Action):
    kind: Literal["pass"] = "pass"


class PlaceCattle(Action):
    kind: Literal["cattle"] = "cattle"
    town: int


class Hire(Action):
    kind: Literal["hire"] = "hire"
    town: int


class Done(Action):
    """Stop an optional sequence (second cattle or cowboy, further moves)."""

    kind: Literal["done"] = "done"


class Build(Action):
    kind: Literal["build"] = "build"
    town: int


class MoveCowboy(Action):
    kind: Literal["move"] = "move"
    src: int
    dst: int


class MoveCattle(Action):
    kind: Literal["move_cattle"] = "move_cattle"
    src: int
    dst: int


class PlaceFarmer(Action):
    """Put the farmer in `town`, on an empty corral (`displace` None) or on a seat's cattle."""

    kind: Literal["farmer"] = "farmer"
    town: int
    displace: int | None = None


class Target(Action):
    """Gunfight target: a building kind, "cattle" (with `owner`, `count`) or "farmer"."""

    kind: Literal["target"] = "target"
    town: int
    what: str
    owner: int | None = None
    count: int = 1


class Decide(Action):
    """Yes or no to a sheriff question (D9-D13)."""

    kind: Literal["decide"] = "decide"
    yes: bool


class Fire(Action):
    kind: Literal["fire"] = "fire"


class Retreat(Action):
    kind: Literal["retreat"] = "retreat"


class Scatter(Action):
    """Send one retreating cowboy to `town` (one per town)."""

    kind: Literal["scatter"] = "scatter"
    town: int


class MoveOut(Action):
    """After a robbery, move one (or all remaining) cowboys out to `town`."""

    kind: Literal["move_out"] = "move_out"
    town: int
    all: bool = False


class TakeWanted(Action):
    kind: Literal["take_wanted"] = "take_wanted"
    source: int


WowAction = Annotated[
    PlaceStart | Bid | Drop | TakeBox | Pass | PlaceCattle | Hire | Done | Build | MoveCowboy
    | MoveCattle | PlaceFarmer | Target | Decide | Fire | Retreat | Scatter | MoveOut | TakeWanted,
    Field(discriminator="kind"),
]
ACTIONS: TypeAdapter[WowAction] = TypeAdapter(WowAction)
