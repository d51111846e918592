"""The game state: a public board (the only secret of the base game is the future of the
generator; *Might is Right* hands are kept per seat), a task queue that makes the
resolution resumable, and the pending questions (`Flow[CarsonDecision]`)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator

from bot.games.carson.data import CHARS
from bot.games.core.flow import Decision, Flow
from bot.games.core.model import GameState

Phase = Literal["sheets", "draft", "choose", "place", "resolve", "spend", "over"]
CardSide = Literal["Y", "R"]
PRESETS = tuple(CHARS.presets)


class Options(BaseModel):
    """Game options (rules §3 step 1). Variants are on/off fields; `options_fit` refuses
    combinations and seat counts that do not suit."""

    model_config = ConfigDict(extra="forbid")

    buildings: Literal["first_game", "base", "full"] = "first_game"
    characters: Literal["first_game", "first_game_plus_newsboy", "quiet_town",
                        "prosperous_town", "gold_fever", "home_town", "showdown",
                        "random"] = "first_game"
    teacher: bool = False
    newsboy_in_random: bool = True
    kit_carson: bool = False
    might_is_right: bool = False
    outlaws: bool = False
    horses: bool = False
    river: bool = False
    new_beginning: bool = False

    @model_validator(mode="after")
    def _known_preset(self) -> Options:
        if self.characters != "random" and self.characters not in PRESETS:
            raise ValueError("unknown character set")
        return self


class Card(BaseModel):
    """A character card in play with its side (Doctor/Undertaker: "Y" = Doctor until taken)."""

    number: int
    side: CardSide
    taken_by: int = -1


class Player(BaseModel):
    """One seat's public kit and this round's character pieces."""

    money: int
    vp: int = 0
    cowboys: int
    roads: int
    revolvers: int
    tiles: int
    kept: list[str] = []
    held: list[tuple[int, CardSide]] = []   # this round's cards (Newspaper Boy: two)
    ammo: bool = False                      # holds the Ammunition chip this round
    bonus: int = 0                          # Mercenary firepower this round
    grocer: Literal["", "defer", "vp"] = ""
    settler_vp: bool = False
    dynamite: int = 0
    notokens: int = 0
    pawn: bool = False                      # yellow Sheriff's white pawn still in hand
    free_gamble: bool = False               # red Singer's extra cowboy still in hand
    passed: bool = False
    teacher_first: bool = False             # held the yellow Teacher last round


class Cowboy(BaseModel):
    """A piece placed this round: its seat, location (a track space or a plot), and tokens.
    `pawn`: the white Sheriff pawn; `free`: the red Singer's gambling cowboy."""

    seat: int
    loc: str
    noduel: bool = False
    dynamite: bool = False
    pawn: bool = False
    free: bool = False


class Plot(BaseModel):
    """One plot: owner (-1: none), content, and whether it is river."""
    owner: int = -1
    content: str = ""          # "", house, townhouse, mountain, or a building type
    river: bool = False


class SheetChoice(BaseModel):
    """A submitted *A New Beginning* sheet (points per line), secret until all are in."""

    sheet_money: int
    sheet_cowboys: int
    sheet_roads: int
    sheet_revolvers: int
    sheet_plots: int


class Task(BaseModel):
    """A step of the game still to run (resolution is a queue of these)."""

    kind: str
    loc: str = ""
    seat: int = -1
    seats: list[int] = []


class Duel(BaseModel):
    """The duel being fought: contenders, their dice and totals."""

    loc: str
    seats: list[int]
    dice: list[list[int]]
    fire: list[int]
    rerolled: bool = False


class DuelRecord(BaseModel):
    """The last finished duel, for the board."""

    loc: str
    seats: list[int]
    totals: list[int]
    winner: int


class CarsonDecision(Decision):
    """A pending question with its context: `what` it is for, a location `loc`, a
    `building`, an `amount`, a house `plan` (plot indexes), plots `refused`, `source`."""

    what: str = ""
    loc: str = ""
    building: str = ""
    amount: int = 0
    plan: list[int] = []
    refused: list[int] = []
    source: str = ""
    asker: int = -1
    tried: list[str] = []
    high: int = -1


class Board(BaseModel):
    """Every public fact of a game in progress."""

    n: int
    options: Options
    phase: Phase = "draft"
    round: int = 1
    players: list[Player]
    plots: list[Plot]
    roads: list[str]
    market: list[str | None]
    bag: list[str]
    cards: list[Card]
    order: list[int]                      # choice order of this round
    pass_order: list[int] = []            # seats in the order they passed this round
    last_pass: list[int] = []             # the previous round's pass order
    placement: list[int] = []             # placement order this round
    turn: int = -1                        # index into `placement` of the seat to place
    cowboys: list[Cowboy] = []
    townhall: int = -1                    # plot index of the Town Hall
    occupant: int = -1                    # seat occupying the Town Hall
    tasks: list[Task] = []
    duel: Duel | None = None
    last_duel: DuelRecord | None = None
    winners: dict[str, int] = {}          # location -> winner this step
    stolen: dict[str, int] = {}           # building plot -> successful attacker
    resolved: list[str] = []
    res_pos: int = -1                     # resolution position (see `track.ORDER`)
    grocer_double: str = ""               # building type doubled this round
    blasted: list[str] = []               # mines tripled by dynamite this round
    ammo_auctioned: bool = False
    sheets: list[SheetChoice | None] = []
    outlaws: list[int] = []               # plots holding an outlaw
    outlaw_strength: int = 0
    outlaw_supply: int = 9
    horses: list[int] = []                # Horses: each seat's horses in reserve
    corrals: list[list[int]] = []
    corral_men: list[list[bool]] = []
    rodeo: list[int] = []
    horse_supply: int = 0
    rodeo_left: int = 0
    ranch_doubled: list[str] = []
    hands: list[list[int]] = []           # Might is Right: each seat's secret duel tiles
    discard: list[int] = []
    start_totals: list[int] = []
    chosen: dict[str, list[int]] = {}     # tiles chosen in the duel, secret until shown
    flow: Flow[CarsonDecision] = Flow[CarsonDecision]()


class CarsonState(GameState, Board):
    """The full state: the public board plus `version` and `rng`."""

    def __deepcopy__(self, memo: dict[int, object] | None = None) -> CarsonState:
        return type(self).model_validate_json(self.model_dump_json())
