"""The state of a Western Legends game: players' mats, the board, the decks and the flow.

Everything a rule needs is a field here; derived values (movement, hand limit, carry limit,
ability on or off) are computed by the rule modules. `Decision` carries each question's
context (the card, the amount, the choices offered).
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from bot.games.core.flow import Decision, Flow
from bot.games.core.model import GameState


class Options(BaseModel):
    """Game options (rules §1.3). `round_limit` (0: none) is a house option that ends a game
    after that many rounds for tables that want a fixed length. `defence_cards`: `ask`
    asks the owner whether to use Duck and Cover and Lady Luck (§10.3 N18); `auto` plays
    them for the owner (rulings L16, L18; games stored before the option were played so)."""

    model_config = ConfigDict(extra="forbid")

    target_lp: Literal[15, 20, 25] = 20
    house_items: bool = True
    npc_choice_mode: Literal["right_player", "auto_strongest", "auto_random"] = "right_player"
    round_limit: int = Field(default=0, ge=0, le=60)
    goals_variant: bool = False
    dealer_mode: Literal["auto", "player"] = "auto"
    man_in_black: Literal["auto", "on", "off"] = "auto"
    seat_wanted_together: bool = True
    defence_cards: Literal["ask", "auto"] = "ask"


class Player(BaseModel):
    """One player's mat and per-turn markers (Appendix L)."""

    character: str = ""
    space: str = ""
    money: int = 0
    gold: int = 0
    wounds: int = 0
    lp: int = 0
    mp: int = 0
    wp: int = 0
    hand: list[str] = []
    weapons: dict[str, bool] = {}
    mounts: dict[str, bool] = {}
    weapon: str | None = None
    mount: str | None = None
    misc: list[str] = []
    cattle: str | None = None
    discs: list[str] = ["", ""]
    # per-turn markers, reset at the start of every turn (any player's, Appendix L)
    fought: list[int] = []
    heist: bool = False
    placed: bool = False
    reputation: bool = False
    wyatt: bool = False
    duster: bool = False
    log: list[str] = []
    moves: int = 0
    # lifetime record (goals), kept goals, completed goals, kept Legendary tokens
    record: list[str] = []
    goals: list[str] = []
    done: list[str] = []
    tokens: list[int] = []


class Fight(BaseModel):
    """A fight in progress. `fighter` is the active side of a player fight or the player
    fighting an NPC; `target` is the defending player (-1 in NPC fights)."""

    kind: Literal["duel", "rob", "arrest", "bandit", "guard", "sheriff", "mib"]
    fighter: int
    target: int = -1
    controller: int = -1
    space: str
    card: str | None = None
    other: str | None = None
    drawn: list[str] = []
    played: list[tuple[int, str]] = []
    stage: str = "commit"
    passes: int = 0
    turn: int = -1
    no_mp: bool = False
    winner: int = -2
    mover: int = -1
    peek: list[str] = []
    declined: bool = False


class MoveInfo(BaseModel):
    """A Move action being finished: its steps so far and what may still extend it."""

    seat: int
    steps: int = 0
    bandit: bool = False
    kit: bool = False
    sprint: bool = False
    delivered: bool = False
    pending: bool = True


class Poker(BaseModel):
    """A Saloon game in progress (§3.D2)."""

    saloon: str
    active: int
    participants: list[int]
    asked: list[int] = []
    dealer: int = -1
    dealer_hand: list[str] = []
    pot: int = 0
    flop: list[str] = []
    chosen: dict[int, list[str]] = {}
    luck: list[int] = []  # seats whose Lady Luck is settled (the showdown has begun)


class LegendsDecision(Decision):
    """A question with its context: `card`, `options` (character choices, spaces, cards),
    `count` (steps or discards left), `what` (a sub-kind), `wounds` (the wound events a
    Duck and Cover question holds back, in order)."""

    card: str = ""
    options: list[str] = []
    count: int = 0
    what: str = ""
    wounds: list[int] = []


class LegendsState(GameState):
    """The whole game."""

    n: int
    options: Options
    phase: Literal["choose", "place", "play", "over"] = "choose"
    flow: Flow[LegendsDecision] = Flow[LegendsDecision]()
    players: list[Player]
    dealt: list[list[str]] = []
    first: int = 0
    table: list[int] = []  # seats clockwise (L1); empty: join order
    turn: int = 0
    round: int = 1
    stage: Literal["start", "income", "actions", "story", "discard", "end",
                   "round_end"] = "start"
    actions: int = 0
    end_round: int = 0
    triggered_by: int = -1
    sheriff: str = "DK01"
    bandits: list[str] = []
    deck: list[str] = []
    discard: list[str] = []
    fight_deck: list[str] = []
    story: dict[str, list[str]] = {"L": [], "R": []}
    story_done: list[str] = []
    resolved: list[str] = []
    stock: dict[str, int] = {}
    ranches: dict[str, list[str]] = {"green": [], "blue": []}
    fight: Fight | None = None
    move: MoveInfo | None = None
    poker: Poker | None = None
    peek: list[str] = []
    dice: list[str] = []
    last_resolved: str = ""
    token_pool: list[int] = []
    mib: str = ""
    mib_lp: int = 0
    mib_deck: list[str] = []
    mib_card: str = ""
    mib_round: int = 0
    goal_discards: list[str] = []
