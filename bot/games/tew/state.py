"""The game state (a pydantic model that round-trips through JSON exactly)."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from bot.games.core.flow import Decision, Flow
from bot.games.core.model import GameState
from bot.games.core.words import Msg
from bot.games.tew.data import Inf

RIVAL = -1  # the solo Rival's owner id (and the Wanted holder id when it holds the card)
LAST_ROUND = 6  # rules §4.7 step 2: the game ends after round 6

Difficulty = Literal["APPRENTICE", "BEGINNER", "MEDIUM", "HARD", "EPIC"]
DIFFICULTY_N: dict[str, int] = {"APPRENTICE": 0, "BEGINNER": 1, "MEDIUM": 2, "HARD": 3, "EPIC": 4}
Stage = Literal[
    "boss", "keep", "rancher", "place", "reveal", "start3", "resolve",
    "post_office", "order", "buy", "leftover", "claim", "industry", "end_round", "over",
]


class TewOptions(BaseModel):
    """The game options: how bosses are assigned and the solo Rival's difficulty."""

    model_config = ConfigDict(extra="forbid")

    boss_mode: Literal["random", "choose"] = "random"
    difficulty: Difficulty = "MEDIUM"


class Posse(BaseModel):
    """One posse on a spot: its owner, whether it stands, and the side it took."""

    owner: int
    standing: bool = True
    side: str | None = None


class Mat(BaseModel):
    """A mat of the ring: which side is up, its owner, buy slot, porch and pending buys."""

    pos: int
    name: str
    side: Literal["town", "sheriff", "colour", "grey"]
    owner: int | None = None  # seat, RIVAL, or None (Sheriff, grey, Town Hall)
    buy: str | None = None
    porch: list[str] = Field(default_factory=list)  # bottom -> top; top is active
    pending: list[str] = Field(default_factory=list)


class Player(BaseModel):
    """A seat's boss, influence, posse and round flags."""

    seat: int
    mat: int
    boss: str | None = None
    inf: dict[Inf, int] = Field(default_factory=lambda: {"MONEY": 1, "LAW": 1, "FORCE": 1})
    third: bool = False  # third posse standing on the boss card
    to_place: int = 0
    placed: int = 0
    options: list[str] = Field(default_factory=list)
    kept: str | None = None
    discards: list[str] = Field(default_factory=list)
    revealed: bool = False
    added: bool = False  # kept card already added in a duel this round
    face: str | None = None  # current face from step 3.1
    outhouse: bool = False
    gunsmith: bool = False
    bought_round: bool = False
    p4_buys: int = 0
    posse_reward: bool = False  # chose the Sheriff pot's third-posse reward


class Duel(BaseModel):
    """A duel in progress: where, who, their dice and card bonuses."""

    spot: str
    side: str | None
    attacker: int
    defender: int
    a_die: int
    d_die: int
    a_bonus: int = 0
    d_bonus: int = 0
    rival_card: str | None = None  # solo: the Rival's duel card


class TewDecision(Decision):
    """A pending question (contract v2 `Decision`) with the context TEW's questions need:
    `amount` of an ANY gain, `source` naming what grants it, the `building` whose effect
    asks, a mat `pos`, a `spot`, the privately drawn `cards` (Auction House), and `how` a
    purchase is made (`BUY` or `LEFTOVER`)."""

    amount: int = 0
    source: Msg | None = None
    building: str | None = None
    pos: int | None = None
    spot: str | None = None
    cards: list[str] = Field(default_factory=list[str])
    how: str = ""


class TewState(GameState):
    """The whole game: table, players, decks and the flow of pending decisions."""

    n: int
    solo: bool
    options: TewOptions = Field(default_factory=TewOptions)
    round: int = 1
    stage: Stage = "keep"
    cursor: int = 0
    dealer: int = 0
    turn: int = 0
    place_step: Literal["await", "rival", "next"] = "await"
    players: list[Player]
    mats: list[Mat]
    spots: dict[str, list[Posse]]
    gaps: list[str] = Field(default_factory=list)
    rival_cards: list[str] = Field(default_factory=list)
    rival_revealed: bool = False
    poker_deck: list[str] = Field(default_factory=list)
    poker_discard: list[str] = Field(default_factory=list)
    deck: list[str] = Field(default_factory=list)
    wanted: int | None = None
    duels_fought: int = 0
    industry: dict[str, int] = Field(default_factory=lambda: {"MINING": 0, "RAILROAD": 0, "WAGON": 0})
    duel: Duel | None = None
    flow: Flow[TewDecision] = Field(default_factory=Flow[TewDecision])
    order: list[int] = Field(default_factory=list[int])
    post_office: int | None = None
    last_spot: str | None = None
    rival_bought: str | None = None
    end_pending: bool = False
    over: bool = False

    def __deepcopy__(self, memo: dict[int, Any] | None = None) -> TewState:
        """`step` deep-copies the state; a dump/validate round trip is 4x faster than
        pydantic's generic deepcopy for this many small nested models."""
        return type(self).model_validate(self.model_dump())
