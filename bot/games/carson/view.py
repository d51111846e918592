"""View models of Carson City. Everything on the table is public in the base game (rules
§9), so the table view carries the whole board, the pending questions and a summary; a
seat's view adds that seat's own summary, its own secrets (*Might is Right* tiles, an *A New
Beginning* sheet) and `known`, the public remainder of the state that a bot needs to rebuild
a full game from the view (`determinize.py`). The projection is in `project.py`."""

from __future__ import annotations

from pydantic import BaseModel, JsonValue

from bot.games.core.model import SeatView, TableView, figure_line
from bot.games.core.words import Msg, msg


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
    """A pending question and its context (the first ones are asked now): `text` is the
    question as its seat reads it, naming its subject (`asking.py`); `building` is the
    building it is about and `price` what this seat pays now (0: nothing); `roads` the
    edges of the roads it offers, in the order its answers list them (the n-th is tagged
    n on the board and in its answer's label, issue 19)."""

    id: int
    seat: int
    kind: str
    group: int
    what: str
    loc: str
    building: str
    amount: int
    high: int
    text: Msg
    price: int = 0
    roads: list[str] = []


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

    def road_question(self) -> QuestionView | None:
        """The question whose offered roads the board draws and tags: the first one asked
        now that offers roads (one seat at a time is offered roads: placing a cowboy,
        siting a building, building a kept one)."""
        return next((q for q in self.questions if q.roads), None)


class CarsonTableView(TableView):
    """The public table: board, players, the question asked now, a summary."""

    board: BoardView
    players: list[PlayerView]
    prompt: Msg | None
    summary: list[Msg]

    def figures(self) -> dict[int, Msg]:
        """Money, VP (the result's at the end) and revolvers, as the board's columns say."""
        out: dict[int, Msg] = {}
        for p in self.players:
            final = self.final_score(p.seat)
            out[p.seat] = figure_line([
                msg("core-figure", label=msg("carson-r-col", col="money"), value=f"${p.money}"),
                msg("core-figure", label=msg("carson-r-col", col="vp"),
                    value=p.vp if final is None else final),
                msg("core-figure", label=msg("carson-r-col", col="rev"), value=p.revolvers)])
        return out

    def alt_text(self) -> list[Msg]:
        return [self.status, *self.summary]


class KnownPlayer(BaseModel):
    """The public parts of a player's kit that `PlayerView` leaves out (rules §9: all public)."""

    bonus: int
    grocer: str
    settler_vp: bool
    teacher_first: bool


class CarsonKnown(BaseModel):
    """The public remainder of the state: every field the board and players do not show,
    with the secrets reduced to what anybody may know (rules §9): which seats have handed in
    a sheet, and how many tiles each seat has chosen in the duel. Renderers ignore it.
    The rules' own structures (options, tasks, the duel, the question stack) are kept as
    JSON data, so that a view names no state model (renderers reach only views) and
    pickles to a render worker."""

    options: dict[str, JsonValue]
    players: list[KnownPlayer]
    last_pass: list[int]
    turn: int
    tasks: list[JsonValue]
    duel: JsonValue
    winners: dict[str, int]
    stolen: dict[str, int]
    resolved: list[str]
    res_pos: int
    grocer_double: str
    blasted: list[str]
    ammo_auctioned: bool
    sheets_in: list[bool]
    outlaw_supply: int
    horses: list[int]
    corrals: list[list[int]]
    corral_men: list[list[bool]]
    rodeo: list[int]
    horse_supply: int
    rodeo_left: int
    ranch_doubled: list[str]
    chosen_count: dict[str, int]
    flow: dict[str, JsonValue]


class SheetView(BaseModel):
    """The seat's own *A New Beginning* sheet, points per line, before the reveal."""

    money: int
    cowboys: int
    roads: int
    revolvers: int
    plots: int


class CarsonSeatView(CarsonTableView, SeatView):
    """The table plus the seat's own summary and secrets, and the public remainder."""

    me: PlayerView
    mir_hand: list[int]
    mir_choice: list[int]
    sheet: SheetView | None
    hand: list[Msg]
    known: CarsonKnown

    def hand_lines(self) -> list[Msg]:
        """The question this seat is asked now (so a phone shows it without the board; it
        is public, so not part of `hand`), then the seat's summary and secrets."""
        own = next((q.text for q in self.board.questions if q.seat == self.seat), None)
        return [*([Msg(key="carson-hand-asked", args={"question": own})] if own else []),
                *self.hand]
