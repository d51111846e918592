"""Player commands: frozen pydantic models with a `kind` tag (one small decision each)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from bot.games.core.model import Action
from bot.games.tew.data import Industry, Inf

DuelMoveName = Literal["REROLL", "REVEAL", "STAND", "RIVAL_REROLL", "RIVAL_REDRAW"]


class ChooseBoss(Action):
    kind: Literal["boss"] = "boss"
    boss: str


class Keep(Action):
    kind: Literal["keep"] = "keep"
    card: str


class Place(Action):
    kind: Literal["place"] = "place"
    spot: str
    side: str | None = None


class DuelMove(Action):
    kind: Literal["duel"] = "duel"
    move: DuelMoveName
    pay: Inf | None = None  # the ANY paid for RIVAL_REROLL / RIVAL_REDRAW


class Gain(Action):
    """Pick the type of an ANY gain (`second` only for the Graveyard's two different types)."""

    kind: Literal["gain"] = "gain"
    type: Inf
    second: Inf | None = None


class Pay(Action):
    """Use an optional paid effect by paying this type (Rancher, Post Office, Hotel, ...)."""

    kind: Literal["pay"] = "pay"
    type: Inf


class Decline(Action):
    kind: Literal["decline"] = "decline"


class Convert(Action):
    kind: Literal["convert"] = "convert"
    n: int


class PickBuilding(Action):
    kind: Literal["pick"] = "pick"
    building: str


class PickPorch(Action):
    kind: Literal["porch"] = "porch"
    pos: int


class MoveFrom(Action):
    kind: Literal["move"] = "move"
    spot: str


class MoveTo(Action):
    kind: Literal["move_to"] = "move_to"
    spot: str
    side: str | None = None


class CentralBank(Action):
    kind: Literal["bank"] = "bank"
    pos: int
    pay: Inf


class Swap(Action):
    kind: Literal["swap"] = "swap"
    a: int
    b: int


class StockExchange(Action):
    kind: Literal["stock"] = "stock"
    pay: Inf
    industry: Industry


class SheriffPot(Action):
    kind: Literal["pot"] = "pot"
    choice: Literal["INFLUENCE", "POSSE"]


class Buy(Action):
    kind: Literal["buy"] = "buy"
    pos: int


class Discount(Action):
    """How many units of each type the discount removes from the printed cost."""

    kind: Literal["discount"] = "discount"
    money: int = 0
    law: int = 0
    force: int = 0


class Advance(Action):
    kind: Literal["advance"] = "advance"
    industry: Industry


TewAction = Annotated[
    ChooseBoss | Keep | Place | DuelMove | Gain | Pay | Decline | Convert | PickBuilding
    | PickPorch | MoveFrom | MoveTo | CentralBank | Swap | StockExchange | SheriffPot | Buy
    | Discount | Advance,
    Field(discriminator="kind"),
]
ACTIONS: TypeAdapter[TewAction] = TypeAdapter(TewAction)
