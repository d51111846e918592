"""Events: frozen, past tense, one short English sentence each; seats are written `@N`."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.wow.data import building_name, town_name


def _money(n: int) -> str:
    return f"${n}"


class StartRolled(Event):
    rolls: list[tuple[int, int]]

    def text(self) -> str:
        return "Start dice: " + ", ".join(f"@{s} rolled {r}" for s, r in self.rolls) + "."


class StartCowboyPlaced(Event):
    seat: int
    town: int

    def text(self) -> str:
        return f"@{self.seat} placed a starting cowboy in {town_name(self.town)}."


class RoundStarted(Event):
    track: int
    round_no: int
    rounds: int

    def text(self) -> str:
        return f"Round {self.round_no} of {self.rounds} began (track {self.track})."


class BidRaised(Event):
    seat: int
    amount: int

    def text(self) -> str:
        return f"@{self.seat} bid {_money(self.amount)}."


class DroppedOut(Event):
    seat: int
    paid: int
    position: int
    forced: bool = False

    def text(self) -> str:
        why = " (could not raise)" if self.forced else ""
        return f"@{self.seat} dropped out{why}, paid {_money(self.paid)} and took position {self.position}."


class AuctionWon(Event):
    seat: int
    paid: int
    order: list[int]

    def text(self) -> str:
        order = ", ".join(f"@{s}" for s in self.order)
        return f"@{self.seat} won the auction for {_money(self.paid)}. Turn order: {order}."


class BoxTaken(Event):
    seat: int
    box: str
    label: str

    def text(self) -> str:
        return f"@{self.seat} took {self.label}."


class Passed(Event):
    seat: int
    forced: bool = False

    def text(self) -> str:
        return f"@{self.seat} passed" + (" (no action was possible)." if self.forced else ".")


class CattleBought(Event):
    seat: int
    town: int

    def text(self) -> str:
        return f"@{self.seat} bought a cattle token for {town_name(self.town)} ($1)."


class CowboyHired(Event):
    seat: int
    town: int

    def text(self) -> str:
        return f"@{self.seat} hired a cowboy in {town_name(self.town)} ($1)."


class StagecoachPaid(Event):
    owner: int
    town: int

    def text(self) -> str:
        return f"@{self.owner}'s stagecoach in {town_name(self.town)} earned $1."


class Built(Event):
    seat: int
    building: str
    town: int
    cost: int

    def text(self) -> str:
        return f"@{self.seat} built a {building_name(self.building)} in {town_name(self.town)} ({_money(self.cost)})."


class CowboyMoved(Event):
    seat: int
    src: int
    dst: int

    def text(self) -> str:
        return f"@{self.seat} moved a cowboy from {town_name(self.src)} to {town_name(self.dst)}."


class CattleMoved(Event):
    seat: int
    src: int
    dst: int

    def text(self) -> str:
        return f"@{self.seat} moved a cattle token from {town_name(self.src)} to {town_name(self.dst)}."


class FarmerPlaced(Event):
    seat: int
    town: int
    displaced: int | None

    def text(self) -> str:
        extra = f", sending @{self.displaced}'s cattle home" if self.displaced is not None else ""
        return f"@{self.seat} placed a farmer in {town_name(self.town)}{extra}."


class ShootoutStarted(Event):
    attacker: int
    town: int
    target: str

    def text(self) -> str:
        return f"@{self.attacker} started a shootout in {town_name(self.town)} against {self.target}."


class SheriffDecided(Event):
    owner: int
    joined: str  # "attack", "defence", "farmer" or "" (declined)

    def text(self) -> str:
        if not self.joined:
            return f"@{self.owner}'s sheriff stayed out."
        return f"@{self.owner}'s sheriff joined the {self.joined}."


class HelpAsked(Event):
    seat: int
    owner: int
    asked: bool

    def text(self) -> str:
        verb = "asked" if self.asked else "did not ask"
        return f"@{self.seat} {verb} @{self.owner} for the sheriff's help."


class SidesSet(Event):
    attack: int
    defence: int
    mode: str
    phantom: bool

    def text(self) -> str:
        how = "simultaneous" if self.mode == "sim" else "sequential, weaker side first"
        ph = " (a phantom defender stands in)" if self.phantom else ""
        return f"Shootout: {self.attack} against {self.defence}{ph}; {how}."


class VolleyFired(Event):
    who: str
    dice: list[int]
    hits: int
    killed: list[str]

    def text(self) -> str:
        dice = ", ".join(str(d) for d in self.dice)
        dead = f": {', '.join(self.killed)} down" if self.killed else ""
        return f"{self.who} rolled [{dice}], {self.hits} hit{'s' if self.hits != 1 else ''}{dead}."


class Retreated(Event):
    seat: int

    def text(self) -> str:
        return f"@{self.seat} retreated and lost the shootout."


class ShootoutEnded(Event):
    result: str

    def text(self) -> str:
        return self.result


class CowboysScattered(Event):
    seat: int
    towns: list[int]
    to_supply: int

    def text(self) -> str:
        where = ", ".join(town_name(t) for t in self.towns) or "nowhere"
        rest = f"; {self.to_supply} went home" if self.to_supply else ""
        return f"@{self.seat}'s cowboys scattered to {where}{rest}."


class BankRobbed(Event):
    seat: int
    owner: int
    dice: list[int]
    paid: int
    lost: bool

    def text(self) -> str:
        dice = "+".join(str(d) for d in self.dice)
        lost = " and lost the bank" if self.lost else ""
        return (f"@{self.seat} robbed @{self.owner}'s bank: haul {dice} = {sum(self.dice)}; "
                f"@{self.owner} paid ${self.paid}{lost}.")


class MovedOut(Event):
    seat: int
    town: int
    count: int

    def text(self) -> str:
        return f"@{self.seat} moved {self.count} cowboy(s) out to {town_name(self.town)}."


class WantedTaken(Event):
    seat: int
    source: int | None  # None: from the supply

    def text(self) -> str:
        src = "the supply" if self.source is None else f"@{self.source}"
        return f"@{self.seat} took a Wanted token from {src}."


class IncomePaid(Event):
    amounts: list[int]

    def text(self) -> str:
        return "Income: " + ", ".join(f"@{s} +${a}" for s, a in enumerate(self.amounts)) + "."


class GameEnded(Event):
    scores: list[int]

    def text(self) -> str:
        return "Game over. Scores: " + ", ".join(f"@{s} {v}" for s, v in enumerate(self.scores)) + "."
