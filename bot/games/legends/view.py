"""View models of Western Legends: the public table and one seat's secrets (§8).

Opponents' hands become counts, a carried cattle token its colour, the story cards in play
their public requirement; a seat's view adds its hand, its token's reward, its committed
card, the NPC fight cards it drew as controller, its Rifle peek and its question's choices.

`LegendsSeatView.known` is the rest of what the seat may know that the board does not show
(the pending questions, per-turn markers, the fight's and the Saloon game's public
counters, the options...): with the view it rebuilds a full state in `determinize.py`.
Renderers and labels ignore it. A card the seat may not see is `HIDDEN` there.
"""

from __future__ import annotations

from pydantic import BaseModel

from bot.games.core.model import SeatView, TableView, figure_line
from bot.games.core.words import Msg, msg


class PlayerView(BaseModel):
    """One player's public mat."""

    seat: int
    character: str
    space: str
    money: int
    gold: int
    wounds: int
    lp: int
    mp: int
    wp: int
    cards: int
    weapons: dict[str, bool]
    mounts: dict[str, bool]
    weapon: str | None
    mount: str | None
    misc: list[str]
    cattle: str | None
    discs: list[str]
    fought: list[int]
    legendary: bool
    goals_done: list[str]
    tokens: int


class SlotView(BaseModel):
    """An available story card as the table sees it: its back (the requirement) only."""

    slot: str
    requirement: list[str]
    major: bool
    needed: int
    discs: int
    left: int


class FightView(BaseModel):
    """The fight in progress; cards appear once revealed."""

    kind: str
    fighter: int
    target: int
    controller: int
    space: str
    stage: str
    card: str | None
    other: str | None
    played: list[tuple[int, str]]
    mine: int | None
    theirs: int | None
    declined: bool


class PokerView(BaseModel):
    """The public side of a Saloon game."""

    saloon: str
    active: int
    participants: list[int]
    dealer: int
    pot: int
    flop: list[str]
    chosen: list[int]


class QuestionView(BaseModel):
    """A pending question, without its private choices."""

    seat: int
    kind: str
    what: str
    card: str
    count: int
    text: Msg | None = None  # the question in words, naming its subject (`asks.question`)


class LegendsTableView(TableView):
    """The public table."""

    players: list[PlayerView]
    round: int
    first: int
    order: list[int]  # turn order around the table, from the first player
    turn: int
    stage: str
    actions: int
    target: int
    end_round: int
    sheriff: str
    bandits: list[str]
    slots: list[SlotView]
    resolved: list[str]
    discard: list[str]
    deck: int
    fight_deck: int
    stock: dict[str, int]
    ranches: dict[str, int]
    fight: FightView | None
    poker: PokerView | None
    questions: list[QuestionView]
    dice: list[str]
    mib: str
    mib_lp: int
    mib_card: str
    mib_deck: int
    summary: list[Msg]

    def figures(self) -> dict[int, Msg]:
        """LP (the result's at the end), money, gold, and the Marshal or Wanted track."""
        out: dict[int, Msg] = {}
        for p in self.players:
            final = self.final_score(p.seat)
            track = (msg("legends-r-track", track="marshal" if p.mp else "wanted",
                         n=p.mp or p.wp) if p.mp or p.wp else msg("legends-r-neutral"))
            out[p.seat] = figure_line([msg("legends-r-lp", lp=p.lp if final is None else final),
                                       msg("legends-r-money", money=p.money),
                                       msg("legends-r-gold", gold=p.gold), track])
        return out

    def alt_text(self) -> list[Msg]:
        return [self.status, *self.summary]


HIDDEN = "?"
"""A face-down card or secret choice in `LegendsKnown`: it exists, its identity is hidden."""


class KnownQuestion(BaseModel):
    """A pending question of the flow's stack; another seat's private choices (its dealt
    characters, Duck and Cover or Lady Luck cards, NPC fight cards, Legendary tokens) are
    `HIDDEN` (Duck and Cover: left out, their number is private too)."""

    id: int
    seat: int
    kind: str
    group: int
    reaction: bool
    card: str
    options: list[str]
    count: int
    what: str
    wounds: list[int]


class KnownPlayer(BaseModel):
    """A player's public per-turn markers and lifetime record (Goals variant)."""

    heist: bool
    placed: bool
    reputation: bool
    wyatt: bool
    duster: bool
    moves: int
    log: list[str]
    record: list[str]


class KnownFight(BaseModel):
    """The fight's public counters; `card`/`other` as this seat knows them (None: none
    played, `HIDDEN`: face down), the NPC cards drawn and the Rifle's peek as counts."""

    card: str | None
    other: str | None
    npc_count: int
    passes: int
    turn: int
    no_mp: bool
    winner: int
    mover: int
    peeked: int


class KnownMove(BaseModel):
    """The Move action being finished (all public)."""

    seat: int
    steps: int
    bandit: bool
    kit: bool
    sprint: bool
    delivered: bool
    pending: bool


class KnownPoker(BaseModel):
    """The Saloon game's public counters; `chosen` per participant (-1: the dealer) with
    the cards this seat may see, else `HIDDEN` ones."""

    asked: list[int]
    luck: list[int]
    dealer_cards: int
    chosen: dict[int, list[str]]


class LegendsKnown(BaseModel):
    """What a seat knows beyond the board: with the view, enough to rebuild a state."""

    options: dict[str, str | int | bool]
    phase: str
    table: list[int]
    triggered_by: int
    story_done: list[str]
    last_resolved: str | None  # None: the card went back into a story deck
    mib_round: int
    mib_out: list[str]  # the Man in Black's cards drawn since his deck was shuffled
    flow_phase: str
    next_id: int
    stack: list[KnownQuestion]
    players: list[KnownPlayer]
    fight: KnownFight | None
    move: KnownMove | None
    poker: KnownPoker | None
    token_pool: int
    dealt: list[str]  # the characters dealt to this seat
    character: str  # this seat's character, chosen or not yet revealed


class LegendsSeatView(LegendsTableView, SeatView):
    """The table plus one seat's secrets."""

    hand: list[str]
    offered: list[str]
    cattle_token: str | None
    committed: list[str]
    npc_cards: list[str]
    peek: list[str]
    poker_cards: list[str]
    goals: list[str]
    token_values: list[int]
    lines: list[Msg]
    known: LegendsKnown

    def hand_lines(self) -> list[Msg]:
        return self.lines
