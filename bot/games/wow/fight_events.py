"""Events of a shootout: frozen, past tense, each worded by one catalogue message."""

from __future__ import annotations

from typing import Literal

from bot.games.core.model import Event
from bot.games.core.words import Msg, msg, seat
from bot.games.wow.wording import listing, target_text, town

FARMER_SIDE = -2  # a volley or a win of the farmer's side (state.FARMER)


class ShootoutStarted(Event):
    """A shootout began; `defender` is FARMER_SIDE when the farmer is the target."""

    attacker: int
    defender: int
    town: int
    what: str
    owner: int | None = None
    count: int = 1

    def message(self) -> Msg:
        return msg("wow-ev-shootout", who=seat(self.attacker), town=town(self.town),
                   target=target_text(self.what, self.owner, self.count))

    def concerns(self) -> tuple[int, ...]:
        return () if self.defender == FARMER_SIDE else (self.defender,)


class SheriffDecided(Event):
    """A jail owner's sheriff joined a side or stayed out ("")."""

    owner: int
    joined: Literal["attack", "defence", "farmer", ""]

    def message(self) -> Msg:
        return msg("wow-ev-sheriff", owner=seat(self.owner), joined=self.joined or "none")


class HelpAsked(Event):
    """The defender asked (or did not ask) the jail owner for the sheriff."""

    seat: int
    owner: int
    asked: bool

    def message(self) -> Msg:
        return msg("wow-ev-help-asked", who=seat(self.seat), owner=seat(self.owner),
                   asked=str(self.asked).lower())

    def concerns(self) -> tuple[int, ...]:
        return (self.owner,) if self.asked else ()


class SidesSet(Event):
    """The strengths and firing mode of a shootout (rules 5.4-5.5)."""

    attack: int
    defence: int
    mode: str
    phantom: bool

    def message(self) -> Msg:
        return msg("wow-ev-sides", attack=self.attack, defence=self.defence, mode=self.mode,
                   phantom=str(self.phantom).lower())


class VolleyFired(Event):
    """One side's dice; `shooter` is a seat or FARMER_SIDE."""

    shooter: int
    dice: list[int]
    hits: int
    killed: list[str]

    def message(self) -> Msg:
        who = msg("wow-farmer-side") if self.shooter == FARMER_SIDE else seat(self.shooter)
        dead = [msg("wow-fighter", kind=k) for k in self.killed]
        return msg("wow-ev-volley", who=who, dice=", ".join(map(str, self.dice)),
                   hits=self.hits, killed=listing(dead), any=len(dead))


class Retreated(Event):
    """A side retreated and lost."""

    seat: int

    def message(self) -> Msg:
        return msg("wow-ev-retreated", who=seat(self.seat))


class ShootoutEnded(Event):
    """The result: the attacker's side won ("a"), the defence ("d") or nobody ("none")."""

    winner: Literal["a", "d", "none"]
    attacker: int
    defender: int

    def message(self) -> Msg:
        if self.winner == "a":
            return msg("wow-ev-won", who=seat(self.attacker))
        if self.winner == "none":
            return msg("wow-ev-nobody-won")
        if self.defender == FARMER_SIDE:
            return msg("wow-ev-farmer-won")
        return msg("wow-ev-defender-won", who=seat(self.defender))


class CowboysScattered(Event):
    """Retreating cowboys went to other towns (and any beyond four went home)."""

    seat: int
    towns: list[int]
    to_supply: int

    def message(self) -> Msg:
        return msg("wow-ev-scattered", who=seat(self.seat),
                   towns=listing([town(t) for t in self.towns], msg("wow-nowhere")),
                   home=self.to_supply)


class BankRobbed(Event):
    """A bank was robbed for the haul dice (rules 5.10)."""

    seat: int
    owner: int
    dice: list[int]
    paid: int
    lost: bool

    def message(self) -> Msg:
        return msg("wow-ev-robbed", who=seat(self.seat), owner=seat(self.owner),
                   dice="+".join(map(str, self.dice)), haul=sum(self.dice), paid=self.paid,
                   lost=str(self.lost).lower())


class MovedOut(Event):
    """After a robbery, cowboys moved out of town."""

    seat: int
    town: int
    count: int

    def message(self) -> Msg:
        return msg("wow-ev-moved-out", who=seat(self.seat), count=self.count,
                   town=town(self.town))


class WantedTaken(Event):
    """The winner took a Wanted token from the supply (`source` None) or a player."""

    seat: int
    source: int | None

    def message(self) -> Msg:
        if self.source is None:
            return msg("wow-ev-wanted-supply", who=seat(self.seat))
        return msg("wow-ev-wanted-from", who=seat(self.seat), source=seat(self.source))


class Captured(Event):
    """What a won shootout took (rules 5.9): the farmer shot, `count` of the owner's cattle
    replaced by the attacker's, a jail destroyed, or a building that changed owner. A bank
    is robbed instead (`BankRobbed`)."""

    seat: int
    town: int
    what: str
    owner: int | None = None
    count: int = 1

    def message(self) -> Msg:
        who, where = seat(self.seat), town(self.town)
        if self.what == "farmer" or self.owner is None:
            return msg("wow-ev-captured-farmer", who=who, town=where)
        target = target_text(self.what, self.owner, self.count)
        if self.what == "jail":
            return msg("wow-ev-captured-jail", who=who, target=target, town=where)
        return msg("wow-ev-captured", who=who, target=target, town=where)


class NoWantedLeft(Event):
    """The winner was due a Wanted token but none was left to take (rules 5.11)."""

    seat: int

    def message(self) -> Msg:
        return msg("wow-ev-wanted-none", who=seat(self.seat))
