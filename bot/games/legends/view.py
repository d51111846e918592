"""View models of Western Legends: the public table and one seat's secrets (§8).

Opponents' hands become counts, a carried cattle token its colour, the story cards in play
their public requirement; a seat's view adds its hand, its token's reward, its committed
card, the NPC fight cards it drew as controller, its Rifle peek and its question's choices.
"""

from __future__ import annotations

from pydantic import BaseModel

from bot.games.core.model import SeatView, TableView
from bot.games.core.words import Msg


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

    def alt_text(self) -> list[Msg]:
        return [self.status, *self.summary]


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

    def hand_lines(self) -> list[Msg]:
        return self.lines
