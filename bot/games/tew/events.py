"""Events of setup, Phases 1-2 and duels: frozen, past-tense records worded by key."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.words import Msg, msg, seat
from bot.games.tew import names
from bot.games.tew.data import INF_CAP


class BossChosen(Event):
    """A player took a boss card."""

    seat: int
    boss: str

    def message(self) -> Msg:
        return msg("tew-ev-boss", who=seat(self.seat), boss=names.boss(self.boss))


class RoundStarted(Event):
    """A new round began."""

    round: int
    dealer: int

    def message(self) -> Msg:
        return msg("tew-ev-round", round=self.round, dealer=seat(self.dealer))


class GapsDealt(Event):
    """The poker deck was shuffled and the gaps (and the solo Rival's face-up card) dealt."""

    cards: tuple[str, ...]
    rival_up: str | None = None

    def message(self) -> Msg:
        cards = " ".join(self.cards)
        if self.rival_up:
            return msg("tew-ev-gaps-solo", cards=cards, rival=self.rival_up)
        return msg("tew-ev-gaps", cards=cards)


class CardsDealt(Event):
    """A player was dealt their options (private)."""

    seat: int
    cards: tuple[str, ...]

    def message(self) -> Msg:
        return msg("tew-ev-dealt", who=seat(self.seat), cards=" ".join(self.cards))

    def public_message(self) -> Msg:
        return msg("tew-ev-dealt-public", who=seat(self.seat), n=len(self.cards))


class CardKept(Event):
    """A player kept a card (private)."""

    seat: int
    card: str

    def message(self) -> Msg:
        return msg("tew-ev-kept", who=seat(self.seat), card=self.card)

    def public_message(self) -> Msg:
        return msg("tew-ev-kept-public", who=seat(self.seat))


class ThirdPosseStood(Event):
    """The third posse stood up for this round (the Rancher paid for it)."""

    seat: int
    paid: str | None = None

    def message(self) -> Msg:
        if self.paid:
            return msg("tew-ev-third-paid", who=seat(self.seat), type=names.inf(self.paid))
        return msg("tew-ev-third", who=seat(self.seat))


class PossePlaced(Event):
    """A posse was placed on a spot."""

    seat: int
    spot: str
    side: str | None = None

    def message(self) -> Msg:
        return msg("tew-ev-placed", who=seat(self.seat), spot=names.spot(self.spot, self.side))


class PosseSatOut(Event):
    """A posse had no legal spot and sits out (R16)."""

    seat: int

    def message(self) -> Msg:
        return msg("tew-ev-sat-out", who=seat(self.seat))


class RivalRolled(Event):
    """The solo Rival rolled for its placement."""

    roll: int

    def message(self) -> Msg:
        return msg("tew-ev-rival-rolled", roll=self.roll)


class InfluenceGained(Event):
    """A player gained influence: `amount` is what was really gained, `face` what was on
    offer (None: the same); the difference was lost at the cap of 6."""

    seat: int
    type: str
    amount: int
    source: Msg | None = None
    face: int | None = None

    def message(self) -> Msg:
        who, kind = seat(self.seat), names.inf(self.type)
        if self.face is not None and self.face > self.amount:
            if self.source is None:
                return msg("tew-ev-gained-capped", who=who, n=self.amount, type=kind,
                           face=self.face, cap=INF_CAP)
            return msg("tew-ev-gained-from-capped", who=who, n=self.amount, type=kind,
                       source=self.source, face=self.face, cap=INF_CAP)
        if self.source is None:
            return msg("tew-ev-gained", who=who, n=self.amount, type=kind)
        return msg("tew-ev-gained-from", who=who, n=self.amount, type=kind, source=self.source)


class InfluencePaid(Event):
    """A player paid influence."""

    seat: int
    type: str
    amount: int
    reason: Msg | None = None

    def message(self) -> Msg:
        who, kind = seat(self.seat), names.inf(self.type)
        if self.reason is None:
            return msg("tew-ev-paid", who=who, n=self.amount, type=kind)
        return msg("tew-ev-paid-for", who=who, n=self.amount, type=kind, reason=self.reason)


class BuildingUsed(Event):
    """A player used a building's effect; for a trade (the conversions, the Grand Hotel)
    `paid` and `gained` say what changed hands, `face` what the gain offered when the cap
    of 6 cut it: one event for the whole use."""

    seat: int
    building: str
    note: Msg | None = None
    paid: dict[str, int] | None = None
    gained: dict[str, int] | None = None
    face: dict[str, int] | None = None

    def message(self) -> Msg:
        b = names.building(self.building)
        if self.gained is not None:
            who, gained = seat(self.seat), names.cost(self.gained)
            if not any((self.paid or {}).values()):  # converting nothing: a plain gain
                if self.face is not None:
                    return msg("tew-ev-traded-free-capped", who=who, building=b, gained=gained,
                               face=names.cost(self.face), cap=INF_CAP)
                return msg("tew-ev-traded-free", who=who, building=b, gained=gained)
            paid = names.cost(self.paid or {})
            if self.face is not None:
                return msg("tew-ev-traded-capped", who=who, building=b, paid=paid, gained=gained,
                           face=names.cost(self.face), cap=INF_CAP)
            return msg("tew-ev-traded", who=who, building=b, paid=paid, gained=gained)
        if self.note is None:
            return msg("tew-ev-used", who=seat(self.seat), building=b)
        return msg("tew-ev-used-note", who=seat(self.seat), building=b, note=self.note)


class DuelStarted(Event):
    """A placement on a held spot started a duel; both dice were rolled."""

    attacker: int
    defender: int
    spot: str
    a_die: int
    d_die: int

    def message(self) -> Msg:
        return msg("tew-ev-duel", attacker=seat(self.attacker), defender=seat(self.defender),
                   spot=names.spot(self.spot), a=self.a_die, d=self.d_die)

    def concerns(self) -> tuple[int, ...]:
        # Both duelists answer in turn, so both are called (the solo Rival is seat -1).
        return tuple(s for s in (self.attacker, self.defender) if s >= 0)


class DieRerolled(Event):
    """A duelist rerolled (paying 1 `paid`), or the Rival was made to reroll by `paid_by`
    (who paid 1 `paid`): one event for the payment and the new die."""

    seat: int
    die: int
    paid: str | None = None
    paid_by: int | None = None

    def message(self) -> Msg:
        if self.paid_by is not None:
            return msg("tew-ev-rival-reroll-paid", who=seat(self.paid_by), die=self.die,
                       type=names.inf(self.paid or "ANY"))
        if self.paid:
            return msg("tew-ev-reroll-paid", who=seat(self.seat), die=self.die,
                       type=names.inf(self.paid))
        return msg("tew-ev-reroll", who=seat(self.seat), die=self.die)


class CardAdded(Event):
    """A duelist revealed the kept card and added its value."""

    seat: int
    card: str
    reveals: bool = True

    def message(self) -> Msg:
        return msg("tew-ev-card-added", who=seat(self.seat), card=self.card)


class RivalCardDrawn(Event):
    """The solo Rival drew its duel card (face up), perhaps because a player paid 1 `paid`."""

    card: str
    paid_by: int | None = None
    paid: str | None = None

    def message(self) -> Msg:
        if self.paid_by is not None:
            return msg("tew-ev-rival-redraw", who=seat(self.paid_by), card=self.card,
                       type=names.inf(self.paid or "ANY"))
        return msg("tew-ev-rival-card", card=self.card)


class DuelStood(Event):
    """The losing duelist stood: the duel ends."""

    seat: int

    def message(self) -> Msg:
        return msg("tew-ev-stood", who=seat(self.seat))


class DuelWon(Event):
    """A duel ended; the loser's posse is wounded."""

    winner: int
    loser: int
    spot: str
    winner_power: int
    loser_power: int

    def message(self) -> Msg:
        return msg("tew-ev-duel-won", winner=seat(self.winner), loser=seat(self.loser),
                   spot=names.spot(self.spot), won=self.winner_power, lost=self.loser_power)


class WantedTaken(Event):
    """The Wanted card changed hands (`bounty`: bought for 2 FORCE at that building)."""

    seat: int
    bounty: str | None = None

    def message(self) -> Msg:
        if self.bounty is not None:
            return msg("tew-ev-wanted-bounty", who=seat(self.seat),
                       building=names.building(self.bounty))
        return msg("tew-ev-wanted", who=seat(self.seat))
