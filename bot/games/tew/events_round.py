"""Events of Phases 3-4, building effects and the end of a round, worded by key."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.words import Msg, msg, seat
from bot.games.tew import names


class CardsRevealed(Event):
    """Step 3.1: the kept cards (not yet shown) and the face-down Rival card are revealed."""

    kept: dict[int, str]
    rival: tuple[str, ...]
    reveals: bool = True

    def message(self) -> Msg:
        parts = [msg("tew-reveal-part", who=seat(s), card=c) for s, c in self.kept.items()]
        if self.rival:
            parts.append(msg("tew-reveal-part", who=seat(-1), card=" ".join(self.rival)))
        return msg("tew-ev-revealed", cards=names.joined(parts))


class FaceChanged(Event):
    """Step 3.1: Sheriff's Office modifiers changed a player's current face."""

    seat: int
    natural: str
    face: str

    def message(self) -> Msg:
        return msg("tew-ev-face", who=seat(self.seat), natural=self.natural,
                   face=names.card(self.face))


class HandResolved(Event):
    """Step 3.3: the hand at a mat was won (no winners: the Rival took it)."""

    pos: int
    winners: tuple[int, ...]
    hand: str

    def message(self) -> Msg:
        hand = msg("tew-hand", hand=self.hand)
        if not self.winners:
            return msg("tew-ev-hand-rival", mat=names.mat(self.pos), hand=hand)
        who = names.joined([names.who(s) for s in self.winners], "and")
        return msg("tew-ev-hand", mat=names.mat(self.pos), who=who, hand=hand)


class TownHallOrdered(Event):
    """Phase 4: the buying order set by the Town Hall hands."""

    order: tuple[int, ...]

    def message(self) -> Msg:
        return msg("tew-ev-order", order=names.joined([names.who(s) for s in self.order]))


class BuildingBought(Event):
    """A building was bought (`paid` is None for the Rival's free purchase); `how` is
    REGULAR, LEFTOVER, AUCTION, BANK or FREE."""

    seat: int
    building: str
    paid: dict[str, int] | None = None
    how: str = "REGULAR"

    def message(self) -> Msg:
        b, how = names.building(self.building), msg("tew-how", how=self.how)
        if self.paid is None:
            return msg("tew-ev-bought-free", who=seat(self.seat), building=b, how=how)
        return msg("tew-ev-bought", who=seat(self.seat), building=b, paid=names.cost(self.paid),
                   how=how)


class PurchasePassed(Event):
    """A player bought nothing in the regular purchase."""

    seat: int

    def message(self) -> Msg:
        return msg("tew-ev-passed", who=seat(self.seat))


class IndustryAdvanced(Event):
    """An industry token moved up the track (`paid` at the `building`: the Stock Exchange)."""

    seat: int
    industry: str
    position: str
    paid: dict[str, int] | None = None
    building: str | None = None

    def message(self) -> Msg:
        industry, position = names.industry(self.industry), msg("tew-track", pos=self.position)
        if self.paid is not None and self.building is not None:
            return msg("tew-ev-advanced-paid", who=seat(self.seat), industry=industry,
                       position=position, paid=names.cost(self.paid),
                       building=names.building(self.building))
        return msg("tew-ev-advanced", who=seat(self.seat), industry=industry, position=position)


class IndustrySkipped(Event):
    """No industry token could advance (R23)."""

    def message(self) -> Msg:
        return msg("tew-ev-industry-skipped")


class GapsSwapped(Event):
    """Telegraph Office: two gap cards were swapped."""

    seat: int
    a: int
    b: int

    def message(self) -> Msg:
        return msg("tew-ev-swapped", who=seat(self.seat), a=self.a, b=self.b)


class PorchReordered(Event):
    """Barber Shop: a porch card was moved to the top."""

    seat: int
    pos: int
    building: str

    def message(self) -> Msg:
        return msg("tew-ev-reordered", who=seat(self.seat), building=names.building(self.building),
                   mat=names.mat(self.pos))


class PosseMoved(Event):
    """Doctor's Office / Livery Stable: a posse moved to an empty spot."""

    seat: int
    src: str
    dst: str
    side: str | None = None

    def message(self) -> Msg:
        return msg("tew-ev-moved", who=seat(self.seat), src=names.spot(self.src),
                   dst=names.spot(self.dst, self.side))


class AuctionDrew(Event):
    """Auction House: the user paid 1 `paid` and looked at the top buildings of the deck
    (private; everyone else is told the payment and how many)."""

    seat: int
    buildings: tuple[str, ...]
    paid: str | None = None

    def message(self) -> Msg:
        drawn = names.joined([names.building(b) for b in self.buildings], "and")
        if self.paid is not None:
            return msg("tew-ev-auction-paid", who=seat(self.seat), buildings=drawn,
                       type=names.inf(self.paid))
        return msg("tew-ev-auction", who=seat(self.seat), buildings=drawn)

    def public_message(self) -> Msg:
        if self.paid is not None:
            return msg("tew-ev-auction-paid-public", who=seat(self.seat), n=len(self.buildings),
                       type=names.inf(self.paid))
        return msg("tew-ev-auction-public", who=seat(self.seat), n=len(self.buildings))


class PokerReshuffled(Event):
    """The poker deck ran out and the discards became the new deck (R42)."""

    def message(self) -> Msg:
        return msg("tew-ev-poker-reshuffled")


class BuildingDeckShuffled(Event):
    """The building deck was shuffled (after the Auction House)."""

    def message(self) -> Msg:
        return msg("tew-ev-deck-shuffled")


class SlotRefilled(Event):
    """A building went from the deck (or a porch) to a buy slot or a porch; `where` is
    SLOT or PORCH."""

    pos: int
    building: str
    where: str = "SLOT"

    def message(self) -> Msg:
        return msg("tew-ev-refilled", building=names.building(self.building),
                   mat=names.mat(self.pos), where=self.where)


class ThirdPosseSet(Event):
    """End of round: whether a player's third posse stands next round."""

    seat: int
    standing: bool

    def message(self) -> Msg:
        return msg("tew-ev-third-set", who=seat(self.seat), standing=str(self.standing).lower())


class RoundEnded(Event):
    """A round ended."""

    round: int

    def message(self) -> Msg:
        return msg("tew-ev-round-ended", round=self.round)


class GameEnded(Event):
    """The game ended; `reason` is ROUNDS or DECK."""

    reason: str

    def message(self) -> Msg:
        return msg("tew-ev-game-ended", reason=self.reason)
