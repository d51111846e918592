"""Events of Phases 3-4 and the end of a round (texts use `@N` for seat N)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.tew.board import spot_label, who
from bot.games.tew.cards import card_name
from bot.games.tew.data import BUILDINGS, MAT_BY_POS


def _b(bid: str) -> str:
    return BUILDINGS[bid].name


class CardsRevealed(Event):
    kept: dict[int, str]
    rival: tuple[str, ...]
    reveals: bool = True

    def text(self) -> str:
        parts = [f"@{s} {c}" for s, c in self.kept.items()]
        if self.rival:
            parts.append(f"the Rival {' '.join(self.rival)}")
        return "Cards revealed: " + ", ".join(parts) + "."


class FaceChanged(Event):
    seat: int
    natural: str
    face: str

    def text(self) -> str:
        return (f"At the Sheriff's Office @{self.seat}'s {self.natural} now counts as the "
                f"{card_name(self.face)}.")


class HandResolved(Event):
    pos: int
    winners: tuple[int, ...]
    hand: str

    def text(self) -> str:
        title = MAT_BY_POS[self.pos].title
        if not self.winners:
            return f"{title}: the Rival's {self.hand} took the hand; nobody collects."
        names = " and ".join(who(s) for s in self.winners)
        return f"{title}: {names} won the hand with {self.hand}."


class TownHallOrdered(Event):
    order: tuple[int, ...]

    def text(self) -> str:
        return "Town Hall order: " + ", ".join(who(s) for s in self.order) + "."


class BuildingBought(Event):
    seat: int
    building: str
    paid: str = ""
    how: str = ""

    def text(self) -> str:
        paid = f" for {self.paid}" if self.paid else ""
        how = f" ({self.how})" if self.how else ""
        return f"{who(self.seat)} bought the {_b(self.building)}{paid}{how}."


class PurchasePassed(Event):
    seat: int

    def text(self) -> str:
        return f"@{self.seat} bought nothing."


class IndustryAdvanced(Event):
    seat: int
    industry: str
    position: str

    def text(self) -> str:
        return f"{who(self.seat)} advanced {self.industry} to {self.position}."


class IndustrySkipped(Event):
    def text(self) -> str:
        return "No industry token could advance."


class GapsSwapped(Event):
    seat: int
    a: int
    b: int

    def text(self) -> str:
        return f"@{self.seat} swapped the cards in gaps {self.a} and {self.b}."


class PorchReordered(Event):
    seat: int
    pos: int
    building: str

    def text(self) -> str:
        return f"@{self.seat} moved the {_b(self.building)} to the top of the {MAT_BY_POS[self.pos].title} porch."


class PosseMoved(Event):
    seat: int
    src: str
    dst: str
    side: str | None = None

    def text(self) -> str:
        return f"@{self.seat} moved a posse from the {spot_label(self.src)} to the {spot_label(self.dst, self.side)}."


class AuctionDrew(Event):
    seat: int
    buildings: tuple[str, ...]

    def text(self) -> str:
        return f"@{self.seat} looked at " + " and ".join(_b(b) for b in self.buildings) + "."

    def public_text(self) -> str:
        return f"@{self.seat} looked at {len(self.buildings)} building(s) from the deck."


class PokerReshuffled(Event):
    def text(self) -> str:
        return "The poker deck ran out; the discard pile was shuffled into a new deck."


class BuildingDeckShuffled(Event):
    def text(self) -> str:
        return "The building deck was shuffled."


class SlotRefilled(Event):
    pos: int
    building: str
    where: str = "buy slot"

    def text(self) -> str:
        return f"The {_b(self.building)} went to the {MAT_BY_POS[self.pos].title} {self.where}."


class ThirdPosseSet(Event):
    seat: int
    standing: bool

    def text(self) -> str:
        state = "will stand" if self.standing else "lies down"
        return f"@{self.seat}'s third posse {state} for the next round."


class RoundEnded(Event):
    round: int

    def text(self) -> str:
        return f"Round {self.round} ended."


class GameEnded(Event):
    reason: str

    def text(self) -> str:
        return f"The game is over: {self.reason}."
