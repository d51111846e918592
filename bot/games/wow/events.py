"""Events of the round and the action boxes: frozen, past tense, each worded by one
catalogue message (`wow-ev-*`). A shootout's events are in `fight_events.py`."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.words import Msg, msg, seat
from bot.games.wow.wording import box_label, building, listing, seats, town


class StartCowboyPlaced(Event):
    """A starting cowboy was put in a town (setup)."""

    seat: int
    town: int

    def message(self) -> Msg:
        return msg("wow-ev-start-cowboy", who=seat(self.seat), town=town(self.town))


class RoundStarted(Event):
    """A new round began."""

    track: int
    round_no: int
    rounds: int

    def message(self) -> Msg:
        return msg("wow-ev-round", round=self.round_no, rounds=self.rounds, track=self.track)


class BidRaised(Event):
    """A player raised the auction."""

    seat: int
    amount: int

    def message(self) -> Msg:
        return msg("wow-ev-bid", who=seat(self.seat), amount=self.amount)


class DroppedOut(Event):
    """A player left the auction (`forced`: could not raise)."""

    seat: int
    paid: int
    position: int
    forced: bool = False

    def message(self) -> Msg:
        return msg("wow-ev-dropped", who=seat(self.seat), paid=self.paid,
                   position=self.position, forced=str(self.forced).lower())


class AuctionWon(Event):
    """The last bidder won the auction; the new turn order."""

    seat: int
    paid: int
    order: list[int]

    def message(self) -> Msg:
        return msg("wow-ev-auction-won", who=seat(self.seat), paid=self.paid,
                   order=seats(self.order))


class BoxTaken(Event):
    """A player put a disc on an action box."""

    seat: int
    box: str

    def message(self) -> Msg:
        return msg("wow-ev-box", who=seat(self.seat), box=box_label(self.box))


class Passed(Event):
    """A player passed (`forced`: no box could be used, W3)."""

    seat: int
    forced: bool = False

    def message(self) -> Msg:
        return msg("wow-ev-passed", who=seat(self.seat), forced=str(self.forced).lower())


class CattleBought(Event):
    """A cattle token was bought into a town."""

    seat: int
    town: int

    def message(self) -> Msg:
        return msg("wow-ev-cattle-bought", who=seat(self.seat), town=town(self.town))


class CowboyHired(Event):
    """A cowboy was hired into a town."""

    seat: int
    town: int

    def message(self) -> Msg:
        return msg("wow-ev-hired", who=seat(self.seat), town=town(self.town))


class StagecoachPaid(Event):
    """A stagecoach earned $1 from the bank (rules 4.8)."""

    owner: int
    town: int

    def message(self) -> Msg:
        return msg("wow-ev-stagecoach", owner=seat(self.owner), town=town(self.town))


class Built(Event):
    """A property token was built."""

    seat: int
    building: str
    town: int
    cost: int

    def message(self) -> Msg:
        return msg("wow-ev-built", who=seat(self.seat), building=building(self.building),
                   town=town(self.town), cost=self.cost)


class CowboyMoved(Event):
    """A cowboy moved between towns."""

    seat: int
    src: int
    dst: int

    def message(self) -> Msg:
        return msg("wow-ev-cowboy-moved", who=seat(self.seat), src=town(self.src),
                   dst=town(self.dst))


class CattleMoved(Event):
    """A cattle token moved between towns."""

    seat: int
    src: int
    dst: int

    def message(self) -> Msg:
        return msg("wow-ev-cattle-moved", who=seat(self.seat), src=town(self.src),
                   dst=town(self.dst))


class FarmerPlaced(Event):
    """A farmer was placed, perhaps sending a player's cattle home."""

    seat: int
    town: int
    displaced: int | None

    def message(self) -> Msg:
        if self.displaced is None:
            return msg("wow-ev-farmer", who=seat(self.seat), town=town(self.town))
        return msg("wow-ev-farmer-displaced", who=seat(self.seat), town=town(self.town),
                   owner=seat(self.displaced))


class IncomePaid(Event):
    """Income of every seat (rules §6)."""

    amounts: list[int]

    def message(self) -> Msg:
        parts = [msg("wow-income-part", who=seat(s), amount=a) for s, a in enumerate(self.amounts)]
        return msg("wow-ev-income", parts=listing(parts))


class GameEnded(Event):
    """The game is over; final scores by seat."""

    scores: list[int]

    def message(self) -> Msg:
        parts = [msg("wow-score-part", who=seat(s), score=v) for s, v in enumerate(self.scores)]
        return msg("wow-ev-game-over", parts=listing(parts))
