"""View models of Carson City. Everything on the table is public in the base game (rules
§9), so the table view carries the whole board, the pending questions and a summary; a
seat's view adds that seat's own summary. The projection is in `project.py`."""

from __future__ import annotations

from pydantic import BaseModel

from bot.games.core.model import SeatView, TableView
from bot.games.core.words import Msg


class PlotView(BaseModel):
    """One plot: its name ("C4"), owner (-1: none), content, price now."""

    name: str
    owner: int
    content: str
    river: bool
    price: int
    connected: bool


class PlayerView(BaseModel):
    """One player's public kit and this round's pieces."""

    seat: int
    money: int
    vp: int
    cowboys: int
    roads: int
    revolvers: int
    firepower: int
    tiles: int
    kept: list[str]
    held: list[tuple[int, str]]
    limit: int
    ammo: bool
    dynamite: int
    notokens: int
    pawn: bool
    free_gamble: bool
    passed: bool
    tiles_in_hand: int


class CowboyView(BaseModel):
    """A placed piece."""
    seat: int
    loc: str
    noduel: bool
    dynamite: bool
    pawn: bool
    free: bool


class CardView(BaseModel):
    """A character card in play."""
    number: int
    side: str
    taken_by: int


class QuestionView(BaseModel):
    """A pending question and its context (the first ones are asked now)."""

    id: int
    seat: int
    kind: str
    group: int
    what: str
    loc: str
    building: str
    amount: int
    high: int


class DuelView(BaseModel):
    """The last duel: contenders in pass order, totals and winner."""
    loc: str
    seats: list[int]
    totals: list[int]
    winner: int


class BoardView(BaseModel):
    """The whole public board."""

    n: int
    phase: str
    round: int
    plots: list[PlotView]
    roads: list[str]
    market: list[str | None]
    slot_prices: list[int]
    bag: list[str]
    cards: list[CardView]
    order: list[int]
    pass_order: list[int]
    placement: list[int]
    cowboys: list[CowboyView]
    townhall: int
    occupant: int
    last_duel: DuelView | None
    discard: list[int]
    outlaws: list[str]
    outlaw_strength: int
    start_totals: list[int]
    questions: list[QuestionView]


class CarsonTableView(TableView):
    """The public table: board, players, the question asked now, a summary."""

    board: BoardView
    players: list[PlayerView]
    prompt: Msg | None
    summary: list[Msg]

    def alt_text(self) -> list[Msg]:
        return [self.status, *self.summary]


class CarsonSeatView(CarsonTableView, SeatView):
    """The table plus the seat's own summary (nothing is secret in the base game)."""

    me: PlayerView
    mir_hand: list[int]
    hand: list[Msg]

    def hand_lines(self) -> list[Msg]:
        return list(self.hand)
