"""Events of Western Legends: frozen, past tense, each worded by one `legends-ev-*` message.

Private events (cards drawn, a cattle token's reward, a Rifle's peek) carry the seats that
may see them and a public stand-in that names no hidden identity.
"""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.words import Msg, MsgArg, listed, msg, seat
from bot.games.legends.data import CARDS, GOALS, POKER
from bot.games.legends.names import (
    any_card,
    cards,
    cattle,
    dice,
    fight_card_effect,
    item,
    place,
    story_title,
)

SEAT_TARGETS = ("ambush", "declared", "took_cattle", "gave_card")  # facts whose `n` is a seat
DELTAS = ("money", "gold", "lp")  # facts whose `n` is a signed change
PLACES = ("placed", "bandit_removed", "bandit_spawned")  # facts whose `detail` is a space
ITEMS = ("upgraded", "bought", "dropped")  # facts whose `detail` is an item
COLOURS = ("acquired", "took_cattle")  # facts whose `detail` is a cattle colour


def detail_words(what: str, detail: str) -> MsgArg:
    """A fact's `detail` token in words: a place, an item, a card, dice, a colour..."""
    if not detail:
        return "-"
    if what in PLACES:
        return place(detail)
    if what in ITEMS:
        return item(detail)
    if what in COLOURS:
        return msg("legends-cattle-colour", colour=detail)
    if what in ("rolled", "rerolled"):
        return dice(detail)
    if what in ("wrangle", "rustle"):
        return cattle(detail)
    if what == "declared":
        return fight_kind(detail)
    if what == "fight_card":
        return fight_card_effect(detail)
    if what == "income":
        return msg("legends-income", option=detail)
    if what == "equipped":
        weapon, _, mount = detail.partition(" ")
        return msg("legends-equipped", weapon=item(weapon), mount=item(mount))
    if what == "poker":
        return msg("legends-saloon", id=detail)
    if what == "goal" and detail in GOALS:
        g = GOALS[detail]
        return msg("legends-goal-text", tag=g.tag, count=g.count)
    return detail


def fight_kind(kind: str) -> Msg:
    """A fight's kind as a noun ("robbery", "Bank Guard")."""
    return msg("legends-fight-kind", kind=kind)


def modifier(token: str, card: MsgArg) -> Msg:
    """One reason a fight card's value changed ("revolver:-1" -> "upgraded Revolver -1
    to 9 of Diamonds")."""
    why, _, n = token.partition(":")
    change = int(n or 0)
    return msg("legends-why-mod", why=why, card=card,
               n=f"+{change}" if change > 0 else f"\u2212{-change}")


class Noted(Event):
    """A public fact about one seat: `what` names it, `n` an amount, `detail` a token.

    Covers gains and losses (money, gold, LP, MP, WP, wounds, healing), actions taken
    (work, revel, acquire, deliver, heist, ...) and outcomes. For money, gold and LP `n` is
    the signed change, `detail` why it fell short of what was asked ("cap", "empty") and
    `source` where it came from ("revel", "wanted_turn", "track"...; "" when the event
    before it says so)."""

    seat: int
    what: str
    n: int = 0
    detail: str = ""
    source: str = ""

    def message(self) -> Msg:
        if self.what in DELTAS:
            source = msg("legends-source", what=self.source) if self.source else "none"
            return msg("legends-ev-delta", who=seat(self.seat), what=self.what,
                       sign="loss" if self.n < 0 or self.detail == "empty" else "gain",
                       n=abs(self.n), why=self.detail or "-", source=source)
        other = seat(self.n) if self.what in SEAT_TARGETS else "-"
        return msg("legends-ev", who=seat(self.seat), what=self.what, n=self.n,
                   detail=detail_words(self.what, self.detail), other=other)


# Where LP came from, as the log names it (`Noted.source`), grouped into the kinds the
# end-of-game statistics compare (`LpScored.source`); anything else counts as "other".
LP_KINDS: dict[str, str] = {
    **dict.fromkeys(("high_noon", "duel", "rob", "mib", "mib_duel", "fight_card", "bandit",
                     "billy", "bounty", "bounty_ledger", "arrest"), "fight"),
    **dict.fromkeys(("sold", "motherlode"), "gold"),
    **dict.fromkeys(("poker", "poker_active", "ten_gallon", "ace_in_the_hole", "ante"),
                    "poker"),
    "revel": "saloon",
    **dict.fromkeys(("marshal", "marshal_end"), "marshal"),
    **dict.fromkeys(("wanted", "wanted_end", "wanted_turn"), "wanted"),
    **dict.fromkeys(("story", "cattle", "branding_iron"), "rewards"),
}


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
        name = self.what if self.what in POKER.effects else ""
        if self.what == "reaction" and len(self.cards) == 1 and self.cards[0] in CARDS:
            name = CARDS[self.cards[0]].effect  # a reaction names the card's effect
        effect = msg("legends-effect", name=name) if name else "-"
        return msg("legends-ev-shown", who=seat(self.seat), what=self.what,
                   cards=cards(self.cards), effect=effect)


class Secret(Event):
    """A private fact for one seat (a cattle token's reward, a Rifle's peek, a committed
    card); the table is told only that something happened."""

    seat: int
    what: str
    detail: str

    def message(self) -> Msg:
        detail: MsgArg = self.detail
        if self.what == "cattle":
            detail = cattle(self.detail)
        elif self.what in ("committed", "peek"):
            detail = cards(self.detail.split()) if self.detail != "-" else "-"
        return msg("legends-ev-secret", who=seat(self.seat), what=self.what, detail=detail)

    def public_message(self) -> Msg | None:
        return msg("legends-ev-secret-public", who=seat(self.seat), what=self.what)


class Moved(Event):
    """A figure walked a path (`who` is a seat, or -1 for the Sheriff)."""

    seat: int
    path: list[str]

    def message(self) -> Msg:
        path, end = " > ".join(self.path), place(self.path[-1])
        if self.seat == -2:
            return msg("legends-ev-mib-moved", path=path if len(self.path) > 1 else "none",
                       place=end)
        if self.seat < 0:
            return msg("legends-ev-sheriff-moved", place=end)  # one step: where to
        return msg("legends-ev-moved", who=seat(self.seat), path=path, place=end)


class FightRevealed(Event):
    """Both cards of a fight turned face up, with their modified values and why each
    differs from the printed one (`why_mine`, `why_theirs`: modifier tokens of
    `values.modifiers`, e.g. "revolver:-1")."""

    kind: str
    fighter: int
    card: str
    other: str
    mine: int
    theirs: int
    why_mine: list[str] = []
    why_theirs: list[str] = []

    def message(self) -> Msg:
        mine = any_card(self.card) if self.card != "-" else "-"
        theirs = any_card(self.other) if self.other != "-" else "-"
        why: list[MsgArg] = [modifier(w, mine) for w in self.why_mine]
        why += [modifier(w, theirs) for w in self.why_theirs]
        return msg("legends-ev-reveal", who=seat(self.fighter), kind=fight_kind(self.kind),
                   card=mine, other=theirs, mine=self.mine, theirs=self.theirs,
                   why=listed(why) if why else "none")

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
        return msg("legends-ev-story", title=story_title(self.card))


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
