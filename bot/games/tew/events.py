"""Events: frozen, past-tense records. Texts use `@N` for seat N (the presenter names them)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.tew.board import spot_label, who
from bot.games.tew.data import BOSSES, BUILDINGS


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

    def concerns(self) -> tuple[int, ...]:
        # Both duelists answer in turn, so both are called (the solo Rival is seat -1).
        return tuple(s for s in (self.attacker, self.defender) if s >= 0)


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
