"""Events of Western Legends: frozen, past tense, each worded by one `legends-ev-*` message.

Private events (cards drawn, a cattle token's reward, a Rifle's peek) carry the seats that
may see them and a public stand-in that names no hidden identity.
"""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.words import Msg, listed, msg, seat
from bot.games.legends.data import POKER, SPACES


def cards(ids: list[str]) -> str:
    """Card ids as one token list ("KD 5H")."""
    return " ".join(ids) if ids else "-"


SEAT_TARGETS = ("ambush", "declared", "took_cattle", "gave_card")  # facts whose `n` is a seat
DELTAS = ("money", "gold", "lp")  # facts whose `n` is a signed change


def fight_kind(kind: str) -> Msg:
    """A fight's kind as a noun ("robbery", "Bank Guard")."""
    return msg("legends-fight-kind", kind=kind)


class Noted(Event):
    """A public fact about one seat: `what` names it, `n` an amount, `detail` a token.

    Covers gains and losses (money, gold, LP, MP, WP, wounds, healing), actions taken
    (work, revel, acquire, deliver, heist, ...) and outcomes. For money, gold and LP `n` is
    the signed change and `detail` why it fell short of what was asked ("cap", "empty")."""

    seat: int
    what: str
    n: int = 0
    detail: str = ""

    def message(self) -> Msg:
        if self.what in DELTAS:
            return msg("legends-ev-delta", who=seat(self.seat), what=self.what,
                       sign="loss" if self.n < 0 or self.detail == "empty" else "gain",
                       n=abs(self.n), why=self.detail or "-")
        other = seat(self.n) if self.what in SEAT_TARGETS else "-"
        detail = fight_kind(self.detail) if self.what == "declared" else self.detail or "-"
        return msg("legends-ev", who=seat(self.seat), what=self.what, n=self.n,
                   detail=detail, other=other)


class LpScored(Event):
    """A change of a seat's LP and where it came from (a record for the statistics, issue
    22: nobody is told; the `Noted` "lp" event beside it is what the table reads)."""

    visible_to: tuple[int, ...] | None = ()
    seat: int
    n: int
    source: str

    def message(self) -> Msg:
        return msg("legends-memory-lp", who=seat(self.seat), n=self.n)


class CardsDrawn(Event):
    """A seat drew poker cards (private); the table is told how many."""

    seat: int
    cards: list[str]

    def message(self) -> Msg:
        return msg("legends-ev-drew", who=seat(self.seat), cards=cards(self.cards))

    def public_message(self) -> Msg | None:
        return msg("legends-ev-drew-count", who=seat(self.seat), n=len(self.cards))


class CardsShown(Event):
    """Poker cards turned face up or discarded face up (public). `what` says why: a card
    effect's name when the card was played for it, else the reason (hand limit, poker...)."""

    seat: int
    what: str
    cards: list[str]

    def message(self) -> Msg:
        effect = msg("legends-effect", name=self.what) if self.what in POKER.effects else "-"
        return msg("legends-ev-shown", who=seat(self.seat), what=self.what,
                   cards=cards(self.cards), effect=effect)


class Secret(Event):
    """A private fact for one seat (a cattle token's reward, a Rifle's peek, a committed
    card); the table is told only that something happened."""

    seat: int
    what: str
    detail: str

    def message(self) -> Msg:
        return msg("legends-ev-secret", who=seat(self.seat), what=self.what,
                   detail=self.detail)

    def public_message(self) -> Msg | None:
        return msg("legends-ev-secret-public", who=seat(self.seat), what=self.what)


class Moved(Event):
    """A figure walked a path (`who` is a seat, or -1 for the Sheriff)."""

    seat: int
    path: list[str]

    def message(self) -> Msg:
        path, end = " > ".join(self.path), self.path[-1]
        place = msg("legends-place", name=SPACES[end].name, id=end)
        if self.seat == -2:
            return msg("legends-ev-mib-moved", path=path if len(self.path) > 1 else "none",
                       place=place)
        if self.seat < 0:
            return msg("legends-ev-sheriff-moved", place=place)  # one step: where to
        return msg("legends-ev-moved", who=seat(self.seat), path=path, place=place)


class FightRevealed(Event):
    """Both cards of a fight turned face up, with their modified values."""

    kind: str
    fighter: int
    card: str
    other: str
    mine: int
    theirs: int

    def message(self) -> Msg:
        return msg("legends-ev-reveal", who=seat(self.fighter), kind=fight_kind(self.kind),
                   card=self.card, other=self.other, mine=self.mine, theirs=self.theirs)

    def concerns(self) -> tuple[int, ...]:
        return (self.fighter,)


class FightEnded(Event):
    """A fight's outcome: `winner` is a seat, or -1 for the NPC; -2 when cancelled."""

    kind: str
    fighter: int
    winner: int

    def message(self) -> Msg:
        if self.winner == -2:
            return msg("legends-ev-fight-cancelled", who=seat(self.fighter), kind=fight_kind(self.kind))
        if self.winner == -1:
            return msg("legends-ev-fight-npc", who=seat(self.fighter), kind=fight_kind(self.kind))
        return msg("legends-ev-fight-won", who=seat(self.winner), kind=fight_kind(self.kind))


class MibActed(Event):
    """The Man in Black resolved a card (`card`) or changed his LP ("lp")."""

    card: str
    lp: int

    def message(self) -> Msg:
        return msg("legends-ev-mib", card=self.card, lp=self.lp)


class TurnStarted(Event):
    """A player's turn began."""

    seat: int
    round: int

    def message(self) -> Msg:
        return msg("legends-ev-turn", who=seat(self.seat), round=self.round)


class StoryResolved(Event):
    """A story card was completed and flipped: its title is now public."""

    card: str
    title: str

    def message(self) -> Msg:
        return msg("legends-ev-story", card=self.card, title=self.title)


class CharactersRevealed(Event):
    """Every seat's chosen character, revealed together."""

    chosen: list[str]

    def message(self) -> Msg:
        return msg("legends-ev-characters", names=listed([
            msg("legends-ev-plays", who=seat(i), character=msg("legends-card-character-name", id=c))
            for i, c in enumerate(self.chosen)]))


class GameEnded(Event):
    """The game ended; final scoring follows."""

    def message(self) -> Msg:
        return msg("legends-ev-over")
