"""Component data for Tiny Epic Western, loaded from `data/tew/*.json` and validated at import."""

from __future__ import annotations

from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, TypeAdapter

DATA_DIR = Path(__file__).resolve().parents[3] / "data" / "tew"

Inf = Literal["MONEY", "LAW", "FORCE"]
INFS: tuple[Inf, ...] = ("MONEY", "LAW", "FORCE")
INF_CAP = 6  # rules §2.4: nobody holds more than 6 of a type


def gainable(held: int, amount: int) -> int:
    """What a gain of `amount` really adds to `held` under the cap of 6."""
    return max(0, min(INF_CAP, held + amount) - held)


Industry = Literal["MINING", "RAILROAD", "WAGON"]
INDUSTRIES: tuple[Industry, ...] = ("MINING", "RAILROAD", "WAGON")
Timing = Literal["INSTANT", "HOURGLASS", "DOLLAR"]


class Frozen(BaseModel):
    """A frozen, strict model for component data."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class Building(Frozen):
    """A building card."""

    id: str
    name: str
    origin: Literal["published", "house"]
    timing: Timing
    icons: tuple[Industry, ...]
    vp: int
    cost: dict[Inf, int]
    text: str

    @property
    def cost_total(self) -> int:
        return sum(self.cost.values())


class Boss(Frozen):
    """A boss card."""

    id: str
    name: str
    origin: Literal["published", "house"]
    timing: str
    text: str


class Suit(Frozen):
    """A poker suit: code, name and rank."""

    code: str
    name: str
    rank: int


class PokerData(Frozen):
    """The poker deck: suits and the 20 card codes."""

    suits: tuple[Suit, ...]
    cards: tuple[str, ...]


class Pot(Frozen):
    """A mat's pot: what it pays the hand's winner."""

    type: Literal["MONEY", "LAW", "FORCE", "ANY", "SHERIFF"]
    amount: int


class GreySide(Frozen):
    """A colour mat's grey side: porch gain and pot."""

    porch_gain: Literal["MONEY", "LAW", "FORCE", "ANY"]
    pot: Pot


class MatData(Frozen):
    """A mat of the ring."""

    pos: int
    name: str
    title: str
    colour: str | None
    influence: Literal["MONEY", "LAW", "FORCE", "ANY"] | None
    pot: Pot | None
    grey: GreySide | None = None


class MatsData(Frozen):
    """The mats, the colours in play by player count, the solo Rival colour."""

    mats: tuple[MatData, ...]
    colours_by_count: dict[str, tuple[str, ...]]
    solo_rival_colour: str


class TrackPos(Frozen):
    """A position of the industry track and its VP."""

    name: str
    capacity: int | None
    vp_34: tuple[int, int]
    vp_12: int


class IndustryData(Frozen):
    """The industries and the track."""

    industries: tuple[Industry, ...]
    positions: tuple[TrackPos, ...]


def _load(name: str, model: Any) -> Any:
    return TypeAdapter(model).validate_json((DATA_DIR / name).read_text(encoding="utf-8"))


BUILDING_LIST: tuple[Building, ...] = _load("buildings.json", tuple[Building, ...])
BUILDINGS: dict[str, Building] = {b.id: b for b in BUILDING_LIST}
BOSS_LIST: tuple[Boss, ...] = _load("bosses.json", tuple[Boss, ...])
BOSSES: dict[str, Boss] = {b.id: b for b in BOSS_LIST}
POKER: PokerData = _load("poker.json", PokerData)
MATS: MatsData = _load("mats.json", MatsData)
TRACK: IndustryData = _load("industry.json", IndustryData)

SUIT_RANK: dict[str, int] = {s.code: s.rank for s in POKER.suits}
SUIT_NAME: dict[str, str] = {s.code: s.name for s in POKER.suits}
SUIT_CODE: dict[str, str] = {s.name: s.code for s in POKER.suits}
MAT_BY_POS: dict[int, MatData] = {m.pos: m for m in MATS.mats}
POS_BY_NAME: dict[str, int] = {m.name: m.pos for m in MATS.mats}
POS_BY_COLOUR: dict[str, int] = {m.colour: m.pos for m in MATS.mats if m.colour}

assert len(BUILDINGS) == 30 and len(BOSSES) == 8 and len(POKER.cards) == 20
