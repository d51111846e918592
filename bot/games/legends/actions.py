"""Actions of Western Legends: frozen pydantic models with a `kind` tag and bounded fields.

Ids are checked against the game data when parsed, so a malformed action never reaches a
rule. Each question of `decisions.py` names the action classes that answer it.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Field, TypeAdapter

from bot.games.core.model import Action
from bot.games.legends.data import CARDS, CHARACTERS, ITEMS, SPACES


def _known(table: dict[str, object]) -> AfterValidator:
    def check(value: str) -> str:
        if value not in table:
            raise ValueError("unknown id")
        return value
    return AfterValidator(check)


SpaceId = Annotated[str, Field(max_length=8), _known(dict(SPACES))]
CardId = Annotated[str, Field(max_length=3), _known(dict(CARDS))]
ItemId = Annotated[str, Field(max_length=20), _known(dict(ITEMS))]
CharacterId = Annotated[str, Field(max_length=30), _known(dict(CHARACTERS))]
SeatNo = Annotated[int, Field(ge=0, le=5)]
Option = Literal["money", "cards", "both", "lp", "mp", "wp", "gold", "wound", "random",
                 "card", "keep", "0", "1", "2", "3", "4", "5"]


class ChooseCharacter(Action):
    """Keep one of the two dealt characters (§2 step 7)."""

    kind: Literal["character"] = "character"
    character: CharacterId


class PlaceStart(Action):
    """Choose the starting space among the character's options."""

    kind: Literal["start"] = "start"
    space: SpaceId


class Choose(Action):
    """One of a question's named options (income, rewards, fight-card choices)."""

    kind: Literal["choose"] = "choose"
    option: Option


class Equip(Action):
    """The active weapon and mount for this round of turns (§3.1 step 3)."""

    kind: Literal["equip"] = "equip"
    weapon: ItemId | None = None
    mount: ItemId | None = None


def _shortest(steps: int) -> bool:
    """`steps` 0 (the shortest walk) is left out of the JSON, so such a Move's JSON and
    token are what they were before walks could be longer."""
    return steps == 0


class Move(Action):
    """A Move action (or a Sprint/Saddle Up move) to a reachable space: by the shortest
    walk (`steps` 0), or by a walk of exactly `steps` steps (ruling L7)."""

    kind: Literal["move"] = "move"
    to: SpaceId
    steps: int = Field(default=0, ge=0, le=12, exclude_if=_shortest)


class Simple(Action):
    """A location or turn action without parameters."""

    kind: Literal["do"] = "do"
    what: Literal["work", "prospect", "heist", "heal", "acquire", "store", "poker",
                  "provisions", "mib", "end"]


class Sell(Action):
    """Sell gold at the Bank: nuggets and Fool's Gold cards played."""

    kind: Literal["sell"] = "sell"
    nuggets: int = Field(ge=0, le=6)
    fools: int = Field(default=0, ge=0, le=2)


class Revel(Action):
    """Revel at the Cabaret: pay a multiple of $30."""

    kind: Literal["revel"] = "revel"
    amount: int = Field(ge=30, le=120, multiple_of=30)


class PlayCard(Action):
    """A poker card's ACTION (or Reputation); `target` for Ambush."""

    kind: Literal["card"] = "card"
    card: CardId
    target: int = Field(default=-1, ge=-1, le=5)


class Declare(Action):
    """Declare a fight on a player in the same space, committing a card."""

    kind: Literal["fight"] = "fight"
    target: SeatNo
    type: Literal["duel", "rob", "arrest"]
    card: CardId


class PlaceDisc(Action):
    """Place a story disc (or move one from the other card)."""

    kind: Literal["disc"] = "disc"
    slot: Literal["L", "R"]
    source: Literal["", "L", "R"] = ""


class DropItem(Action):
    """Discard a misc item back to the stock."""

    kind: Literal["drop"] = "drop"
    item: ItemId


class Buy(Action):
    """Buy or upgrade one item at a General Store; `haggle` names a Haggle card played."""

    kind: Literal["buy"] = "buy"
    item: ItemId
    upgrade: bool = False
    haggle: CardId | None = None
    activate: bool = False


class Pick(Action):
    """A card from the hand (commit, discard, give) or a fight card (NPC controller)."""

    kind: Literal["pick"] = "pick"
    card: Annotated[str, Field(min_length=2, max_length=3, pattern=r"^(10|[2-9JQKA])[CDHS]$|^F(10|[2-9JQKA])$")]


class Pair(Action):
    """The 1 or 2 cards a poker participant uses."""

    kind: Literal["pair"] = "pair"
    cards: tuple[CardId] | tuple[CardId, CardId]


class Decide(Action):
    """Yes or no."""

    kind: Literal["decide"] = "decide"
    yes: bool


class Step(Action):
    """One step of a walk (the Sheriff, Kit Carson's extra space, Sprint, Y. B. Rowdy)."""

    kind: Literal["step"] = "step"
    to: SpaceId


class Answer(Action):
    """The target's answer to a declared fight: fight with a card, decline, or Instinct."""

    kind: Literal["answer"] = "answer"
    how: Literal["fight", "decline", "instinct"]
    card: CardId | None = None


class React(Action):
    """A fight REACTION card, or pass (`card` None)."""

    kind: Literal["react"] = "react"
    card: CardId | None = None


LegendsMove = Annotated[
    ChooseCharacter | PlaceStart | Choose | Equip | Move | Simple | Sell | Revel | PlayCard
    | Declare | PlaceDisc | DropItem | Buy | Pick | Pair | Decide | Step | Answer | React,
    Field(discriminator="kind")]

ACTIONS: TypeAdapter[LegendsMove] = TypeAdapter(LegendsMove)
