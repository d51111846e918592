"""Player commands: frozen pydantic models with a `kind` tag (one small decision each).

Their tags and fields are those of stored games (schema 1), so old action logs replay;
fields are bounded so that malformed input is refused when it is parsed.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, TypeAdapter

from bot.games.core.model import Action
from bot.games.tew.data import Industry, Inf

DuelMoveName = Literal["REROLL", "REVEAL", "STAND", "RIVAL_REROLL", "RIVAL_REDRAW"]
Name = Annotated[str, Field(min_length=1, max_length=40)]
Slot = Annotated[int, Field(ge=0, le=5)]
Units = Annotated[int, Field(ge=0, le=6)]


class ChooseBoss(Action):
    """Take a boss card (boss mode `choose`)."""

    kind: Literal["boss"] = "boss"
    boss: Name


class Keep(Action):
    """Phase 1: keep one of the dealt cards."""

    kind: Literal["keep"] = "keep"
    card: Name


class Place(Action):
    """Phase 2: place a posse on a spot (and side)."""

    kind: Literal["place"] = "place"
    spot: Name
    side: Name | None = None


class DuelMove(Action):
    """The losing duelist's move; `pay` is the ANY paid to force the solo Rival."""

    kind: Literal["duel"] = "duel"
    move: DuelMoveName
    pay: Inf | None = None


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
    """Decline an optional effect, or buy nothing."""

    kind: Literal["decline"] = "decline"


class Convert(Action):
    """General Store, Jail, Mansion: how many units to convert."""

    kind: Literal["convert"] = "convert"
    n: Units


class PickBuilding(Action):
    """Pick a building: an Auction House draw to buy, or a porch card to move to the top."""

    kind: Literal["pick"] = "pick"
    building: Name


class PickPorch(Action):
    """Barber Shop: the colour porch to reorder."""

    kind: Literal["porch"] = "porch"
    pos: Slot


class MoveFrom(Action):
    """Doctor's Office / Livery Stable: the spot the moved posse leaves."""

    kind: Literal["move"] = "move"
    spot: Name


class MoveTo(Action):
    """Doctor's Office / Livery Stable: the empty spot (and side) the posse goes to."""

    kind: Literal["move_to"] = "move_to"
    spot: Name
    side: Name | None = None


class CentralBank(Action):
    """Central Bank: buy from a slot, paying one extra unit of `pay`."""

    kind: Literal["bank"] = "bank"
    pos: Slot
    pay: Inf


class Swap(Action):
    """Telegraph Office: swap the cards of two gaps."""

    kind: Literal["swap"] = "swap"
    a: Slot
    b: Slot


class StockExchange(Action):
    """Stock Exchange: pay 3 of a type to advance an industry."""

    kind: Literal["stock"] = "stock"
    pay: Inf
    industry: Industry


class SheriffPot(Action):
    """The Sheriff's Office pot: 1 LAW + 1 FORCE, or the third posse next round."""

    kind: Literal["pot"] = "pot"
    choice: Literal["INFLUENCE", "POSSE"]


class Buy(Action):
    """Phase 4: buy the building in a mat's buy slot."""

    kind: Literal["buy"] = "buy"
    pos: Slot


class Discount(Action):
    """How many units of each type the discount removes from the printed cost."""

    kind: Literal["discount"] = "discount"
    money: Units = 0
    law: Units = 0
    force: Units = 0


class Advance(Action):
    """Phase 4: advance an industry token."""

    kind: Literal["advance"] = "advance"
    industry: Industry


TewMove = (
    ChooseBoss | Keep | Place | DuelMove | Gain | Pay | Decline | Convert | PickBuilding
    | PickPorch | MoveFrom | MoveTo | CentralBank | Swap | StockExchange | SheriffPot | Buy
    | Discount | Advance
)
TewAction = Annotated[TewMove, Field(discriminator="kind")]
ACTIONS: TypeAdapter[TewMove] = TypeAdapter(TewAction)
