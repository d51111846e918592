"""Events: frozen, past-tense records. Texts use `@N` for seat N (the presenter names them)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.tew.board import spot_label, who
from bot.games.tew.cards import card_name
from bot.games.tew.data import BOSSES, BUILDINGS, MAT_BY_POS


def _b(bid: str) -> str:
    return BUILDINGS[bid].name


class BossChosen(Event):
    seat: int
    boss: str

    def text(self) -> str:
        return f"@{self.seat} is {BOSSES[self.boss].name}."


class RoundStarted(Event):
    round: int
    dealer: int

    def text(self) -> str:
        return f"Round {self.round} began; @{self.dealer} is the dealer."


class GapsDealt(Event):
    cards: tuple[str, ...]
    rival_up: str | None = None

    def text(self) -> str:
        extra = f" The Rival's face-up card is {self.rival_up}." if self.rival_up else ""
        return f"The poker deck was shuffled; the gaps show {' '.join(self.cards)}.{extra}"


class CardsDealt(Event):
    seat: int
    cards: tuple[str, ...]

    def text(self) -> str:
        return f"@{self.seat} was dealt {' '.join(self.cards)}."

    def public_text(self) -> str:
        return f"@{self.seat} was dealt {len(self.cards)} cards."


class CardKept(Event):
    seat: int
    card: str

    def text(self) -> str:
        return f"@{self.seat} kept {self.card}."

    def public_text(self) -> str:
        return f"@{self.seat} kept a card."


class ThirdPosseStood(Event):
    seat: int
    paid: str | None = None

    def text(self) -> str:
        how = f" (paid 1 {self.paid})" if self.paid else ""
        return f"@{self.seat}'s third posse stood up for this round{how}."


class PossePlaced(Event):
    seat: int
    spot: str
    side: str | None = None

    def text(self) -> str:
        return f"{who(self.seat)} placed a posse on the {spot_label(self.spot, self.side)}."


class PosseSatOut(Event):
    seat: int

    def text(self) -> str:
        return f"{who(self.seat)} had no legal spot; that posse sits out this round."


class RivalRolled(Event):
    roll: int

    def text(self) -> str:
        return f"The Rival rolled {self.roll} for its placement."


class InfluenceGained(Event):
    seat: int
    type: str
    amount: int
    source: str = ""

    def text(self) -> str:
        src = f" ({self.source})" if self.source else ""
        return f"@{self.seat} gained {self.amount} {self.type}{src}."


class InfluencePaid(Event):
    seat: int
    type: str
    amount: int
    reason: str = ""

    def text(self) -> str:
        why = f" for {self.reason}" if self.reason else ""
        return f"@{self.seat} paid {self.amount} {self.type}{why}."


class BuildingUsed(Event):
    seat: int
    building: str
    note: str = ""

    def text(self) -> str:
        note = f": {self.note}" if self.note else ""
        return f"@{self.seat} used the {_b(self.building)}{note}."


class DuelStarted(Event):
    attacker: int
    defender: int
    spot: str
    a_die: int
    d_die: int

    def text(self) -> str:
        return (
            f"{who(self.attacker)} challenged {who(self.defender)} on the "
            f"{spot_label(self.spot)}: dice {self.a_die} vs {self.d_die}."
        )


class DieRerolled(Event):
    seat: int
    die: int
    paid: str | None = None

    def text(self) -> str:
        how = f" (paid 1 {self.paid})" if self.paid else ""
        return f"{who(self.seat)} rerolled{how} and got {self.die}."


class CardAdded(Event):
    seat: int
    card: str
    reveals: bool = True

    def text(self) -> str:
        return f"@{self.seat} revealed {self.card} and added it to the duel."


class RivalCardDrawn(Event):
    card: str
    paid_by: int | None = None

    def text(self) -> str:
        how = f"@{self.paid_by} paid 1 to make the Rival redraw; " if self.paid_by is not None else ""
        return f"{how}the Rival drew {self.card} as its duel card."


class DuelStood(Event):
    seat: int

    def text(self) -> str:
        return f"{who(self.seat)} stood."


class DuelWon(Event):
    winner: int
    loser: int
    spot: str
    winner_power: int
    loser_power: int

    def text(self) -> str:
        return (
            f"{who(self.winner)} won the duel on the {spot_label(self.spot)} "
            f"({self.winner_power} to {self.loser_power}); {who(self.loser)}'s posse is wounded."
        )


class WantedTaken(Event):
    seat: int

    def text(self) -> str:
        return f"{who(self.seat)} now holds the Wanted card."


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
