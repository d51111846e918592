"""Game content of Western Legends, loaded from `data/legends/*.json` and validated at import.

The board graph, characters, items, the poker and fight decks, the Marshal and Wanted
tracks, cattle tokens and story cards (rules Appendices A-H).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Literal, TypeVar

from pydantic import BaseModel, ConfigDict, TypeAdapter, model_validator

T = TypeVar("T")
DATA_DIR = Path(__file__).resolve().parents[3] / "data" / "legends"


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class SpaceData(_Frozen):
    """A space of the board graph (Appendix A.2)."""

    id: str
    name: str
    kind: Literal["street", "sheriff_office", "bank", "doctor", "cabaret", "mine", "ranch",
                  "rail_station", "hideout", "plain"]
    detail: str | None
    town: Literal["Darkrock", "Red Falls"] | None
    region: str
    neighbours: list[str]
    building: str | None
    mesas: list[str]


class BuildingData(_Frozen):
    """A Saloon or General Store and its access spaces."""

    id: str
    name: str
    kind: Literal["general_store", "saloon"]
    town: str
    access: list[str]


class MesaData(_Frozen):
    """A mesa and its border spaces."""

    id: str
    name: str
    border: list[str]


class BoardData(_Frozen):
    """The whole board (Appendix A), checked for symmetry and connectivity."""

    spaces: list[SpaceData]
    buildings: list[BuildingData]
    mesas: list[MesaData]
    hideouts: dict[str, list[str]]
    sheriff_home: str
    bank: str
    doctor: str
    cabaret: str
    rail_station: str
    ranches: dict[str, str]
    mines: list[str]

    @model_validator(mode="after")
    def _graph(self) -> BoardData:
        ids = {s.id: s for s in self.spaces}
        for s in self.spaces:
            for n in s.neighbours:
                if s.id not in ids[n].neighbours:
                    raise ValueError(f"edge {s.id}-{n} is not symmetric")
        seen, todo = {self.spaces[0].id}, [self.spaces[0].id]
        while todo:
            for n in ids[todo.pop()].neighbours:
                if n not in seen:
                    seen.add(n)
                    todo.append(n)
        if len(seen) != len(ids):
            raise ValueError("the board graph is not connected")
        return self


class Gain(_Frozen):
    """A bundle of gains: money, poker cards, points, healing, gold."""

    money: int = 0
    cards: int = 0
    lp: int = 0
    mp: int = 0
    wp: int = 0
    heal: int = 0
    gold: int = 0


class ItemRef(_Frozen):
    """A starting item and whether it starts upgraded."""

    id: str
    upgraded: bool


class CharacterData(_Frozen):
    """A character's starting data (Appendix B)."""

    id: str
    starts: list[str]
    money: int
    cards: int
    items: list[ItemRef]
    mp: int
    wp: int
    wounds: int
    free_hideout: bool


class ItemData(_Frozen):
    """An item card (Appendix C)."""

    id: str
    kind: Literal["mount", "weapon", "misc"]
    price: int
    move: list[int]
    end_lp: int
    copies: int
    house: bool


class PokerCard(_Frozen):
    """A poker card: rank, value, suit and effect."""

    id: str
    rank: str
    value: int
    suit: Literal["C", "D", "H", "S"]
    effect: str


class PokerData(_Frozen):
    """The poker deck and each effect's kind."""

    cards: list[PokerCard]
    effects: dict[str, Literal["action", "reaction", "reaction_fight", "bonus_fight",
                               "bonus_saloon"]]


class FightCard(_Frozen):
    """A fight card and its value."""

    id: str
    value: int


class TrackData(_Frozen):
    """The rewards of the Marshal and Wanted track spaces."""

    marshal: list[Gain]
    wanted: list[Gain]


class CattleData(_Frozen):
    """A cattle token: colour and hidden reward."""

    id: str
    colour: Literal["green", "blue"]
    reward: Gain


class StoryCard(_Frozen):
    """A story card (Appendix H): requirement tags (any of), reward options, bandits."""

    id: str
    title: str
    kind: Literal["E", "S"]
    requirement: list[str]
    major: bool
    reward: list[Gain]
    gangs: list[str]
    sheriff: int


class StoryData(_Frozen):
    """The story cards and the discs they need per player count."""

    discs: dict[str, list[int]]
    cards: list[StoryCard]


def _load(name: str, kind: type[T]) -> T:
    return TypeAdapter(kind).validate_json((DATA_DIR / name).read_text(encoding="utf-8"))


BOARD = _load("board.json", BoardData)
SPACES: dict[str, SpaceData] = {s.id: s for s in BOARD.spaces}
BUILDINGS: dict[str, BuildingData] = {b.id: b for b in BOARD.buildings}
MESAS: dict[str, MesaData] = {m.id: m for m in BOARD.mesas}
CHARACTERS: dict[str, CharacterData] = {c.id: c for c in _load("characters.json",
                                                                 list[CharacterData])}
ITEMS: dict[str, ItemData] = {i.id: i for i in _load("items.json", list[ItemData])}
POKER = _load("poker.json", PokerData)
CARDS: dict[str, PokerCard] = {c.id: c for c in POKER.cards}
FIGHTS: dict[str, FightCard] = {f.id: f for f in _load("fights.json", list[FightCard])}
TRACKS = _load("tracks.json", TrackData)
CATTLE: dict[str, CattleData] = {c.id: c for c in _load("cattle.json", list[CattleData])}
STORY = _load("story.json", StoryData)
STORIES: dict[str, StoryCard] = {c.id: c for c in STORY.cards}
SUITS = "CDHS"

assert len(SPACES) == 64 and len(CARDS) == 52 and len(FIGHTS) == 13 and len(STORIES) == 40
assert all(c.effect in POKER.effects for c in POKER.cards)


def effect(card: str) -> str:
    """The effect name of a poker card."""
    return CARDS[card].effect


def card_order(card: str) -> tuple[int, int]:
    """Deterministic order: value, then suit C < D < H < S (rules §0.3)."""
    c = CARDS[card]
    return (c.value, SUITS.index(c.suit))


def by_value(cards: Iterable[str]) -> list[str]:
    """Distinct poker cards in the order a player reads them: value, then suit (the 2 of
    Clubs first, the Ace of Spades last), so menus list them as the hand does and "10"
    never comes before "2"."""
    return sorted(set(cards), key=card_order)


def discs_needed(card: str, n_seats: int) -> int:
    """Discs a story card needs with `n_seats` players (Appendix H.1)."""
    size = "major" if STORIES[card].major else "standard"
    return STORY.discs[size][n_seats - 2]


class GoalData(_Frozen):
    """A goal card (Appendix I): a lifetime record tag counted `count` times, or a state
    condition (`count` 0)."""

    id: str
    character: str
    tag: str
    count: int


class GoalsData(_Frozen):
    """The 48 goal cards and the Legendary token mix."""

    goals: list[GoalData]
    tokens: dict[str, int]


GOALS_DATA = _load("goals.json", GoalsData)
GOALS: dict[str, GoalData] = {g.id: g for g in GOALS_DATA.goals}
assert len(GOALS) == 48 and sum(GOALS_DATA.tokens.values()) == 18
