"""View models of Way Out West: everything is public (rules §8, R34), so the table view
carries the whole board, the pending questions and the worded summaries; a seat's view adds
only that seat's own summary. The projection from a state is in `project.py`."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from bot.games.core.model import ScorePart, SeatView, TableView, figure_line
from bot.games.core.words import Msg, msg

EMPTY_CORRAL = -1   # corrals hold a seat, EMPTY_CORRAL or FARMER_TOKEN
FARMER_TOKEN = -2   # also a shootout's defender when the farmer is the target


class BuildingView(BaseModel):
    """A property token: its type and owner."""

    kind: str
    owner: int


class AuctionView(BaseModel):
    """The auction in progress: bids per seat, the high bid, who still bids."""

    prev: list[int]
    bids: list[int]
    high: int
    active: list[int]
    position: list[int]
    next_free: int
    cursor: int


class SideView(BaseModel):
    """One side's fighters in a shootout."""

    cowboys: int = 0
    phantom: int = 0
    guard: int = 0
    sheriff: int = 0
    farmer: int = 0

    def strength(self) -> int:
        """Dice this side rolls."""
        return self.cowboys + self.phantom + self.guard + self.sheriff + self.farmer


class VolleyView(BaseModel):
    """One side's dice and what they killed."""

    side: Literal["a", "d"]
    dice: list[int]
    hits: int
    killed: list[str]


class FightView(BaseModel):
    """A shootout: who attacks what, the sides, the volleys so far and the result."""

    attacker: int
    defender: int
    town: int
    target: str
    count: int
    a: SideView
    d: SideView
    mode: Literal["", "seq", "sim"]
    shooter: Literal["a", "d"]
    attacker_fires: bool
    volleys: list[VolleyView]
    winner: Literal["", "a", "d", "none"]
    retreated: Literal["", "a", "d"]
    haul: list[int]


class QuestionView(BaseModel):
    """A pending question (the first is asked now) and its context (see the engine's
    decision: the box taken, tokens done, towns used, arrivals, cowboys left)."""

    id: int
    seat: int
    kind: str
    group: int
    reaction: bool
    box: str
    done: int
    used: list[int]
    arrived: list[int]
    left: int


class BoardView(BaseModel):
    """The whole public board."""

    n: int
    length: str
    phase: Literal["setup", "auction", "actions", "over"]
    track: int
    start_track: int
    money: list[int]
    wanted: list[int]
    wanted_supply: int
    farmer_used: list[bool]
    jails_lost: list[int]
    cowboys: list[list[int]]
    corrals: list[list[int]]
    spaces: list[list[BuildingView | None]]
    order: list[int]
    start_rolls: list[list[tuple[int, int]]]
    setup_placed: int
    auction: AuctionView | None
    boxes: dict[str, int]
    pass_no: int
    turn: int
    acted: bool
    fight: FightView | None
    last_fight: FightView | None
    questions: list[QuestionView]
    next_question_id: int


class PlayerInfo(BaseModel):
    """One player's totals, supply and current score."""

    seat: int
    money: int
    wanted: int
    position: int
    discs: int
    cowboys_supply: int
    cattle_supply: int
    buildings_supply: dict[str, int]
    farmer_used: bool
    income: int
    score: int
    score_parts: list[ScorePart] = []


class BoxInfo(BaseModel):
    """An action box in play: its unique label (and, for drawings, its `name` and `detail`
    apart), cost, units and who took it this round."""

    id: str
    label: Msg
    name: Msg
    detail: Msg
    action: str
    building: str | None
    cost: int
    units: int
    taken_by: int | None


class WowTableView(TableView):
    """The public board, the players, the boxes, the question asked now (`prompt`) and a
    screen-reader summary (`summary`)."""

    board: BoardView
    players: list[PlayerInfo]
    boxes: list[BoxInfo]
    town_names: list[str]
    round_no: int
    rounds: int
    income_after: list[int]
    prompt: Msg | None
    summary: list[Msg]

    def figures(self) -> dict[int, Msg]:
        """Money, score (the result's at the end) and Wanted, as the board's columns say."""
        out: dict[int, Msg] = {}
        for p in self.players:
            final = self.final_score(p.seat)
            out[p.seat] = figure_line([
                msg("core-figure", label=msg("wow-r-col-money"), value=f"${p.money}"),
                msg("core-figure", label=msg("wow-r-col-score"),
                    value=p.score if final is None else final),
                msg("core-figure", label=msg("wow-r-col-wanted"), value=p.wanted)])
        return out

    def alt_text(self) -> list[Msg]:
        """The status, then the board line by line."""
        return [self.status, *self.summary]


class WowSeatView(WowTableView, SeatView):
    """The table plus the seat's own summary (nothing is secret)."""

    me: PlayerInfo
    hand: list[Msg]

    def hand_lines(self) -> list[Msg]:
        """The seat's money, supply, farmer and prospects."""
        return list(self.hand)


__all__ = ["EMPTY_CORRAL", "FARMER_TOKEN", "AuctionView", "BoardView", "BoxInfo",
           "BuildingView", "FightView", "PlayerInfo", "QuestionView", "SideView",
           "VolleyView", "WowSeatView", "WowTableView"]
