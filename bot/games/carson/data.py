"""Carson City's tables, loaded from `data/carson/*.json` and validated at import."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, TypeAdapter, model_validator

DATA_DIR = Path(__file__).resolve().parents[3] / "data" / "carson"

BuildingType = Literal["ranch", "mine", "drugstore", "bank", "saloon", "hotel", "church",
                       "prison", "store", "school", "blacksmith", "townhall", "station"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class BuildingData(_Frozen):
    """One building type (rules §1.5)."""

    count: int
    first_game: int
    needs_road: bool
    houses: int
    he: int
    revolvers: int
    attackable: bool
    cap: int | None
    townhall_step: int
    needs_full_straight_road: bool = False


class CardData(_Frozen):
    """One character card (rules §1.10): number, money limits per side, placement number."""

    number: int
    id: str
    limit_yellow: int
    limit_red: int
    place_as: int


class CharacterData(_Frozen):
    """The character cards, presets and the tables of their powers."""
    cards: list[CardData]
    presets: dict[str, list[str]]
    teacher_side_by_round: list[Literal["Y", "R"]]
    captain_cowboys: list[tuple[int, int]]
    captain_revolvers: list[tuple[int, int]]
    banker_packages: list[tuple[int, int]]
    heroes_options: list[tuple[int, int]]
    coolie_slot_price: dict[str, int]

    @model_validator(mode="after")
    def _consistent(self) -> CharacterData:
        if [c.number for c in self.cards] != list(range(18)):
            raise ValueError("cards must be numbered 0..17")
        for name, cards in self.presets.items():
            numbers = [int(c.rstrip("YR")) for c in cards]
            if len(set(numbers)) != len(numbers) or len(cards) not in (7, 8):
                raise ValueError(f"preset {name} is malformed")
        return self


class SpaceData(_Frozen):
    """An action-track space (rules §2.8)."""

    id: str
    duel: bool
    group: Literal["", "roads", "money", "vp"]
    step: int
    price: int = 0
    slot: int = -1


class Kit(_Frozen):
    """The starting kit (rules §1.3)."""
    money: int
    cowboys: int
    roads: int
    revolvers: int
    plots: int


class TrackData(_Frozen):
    """The action track and the game's constants."""
    spaces: list[SpaceData]
    slot_prices: list[int]
    market_start: dict[str, BuildingType]
    salary: int
    income_per_plot: int
    income_per_firepower: int
    new_cowboys_after_round: list[int]
    rounds: int
    cowboys_per_colour: int
    property_tiles: int
    mountains: int
    kit: Kit
    money_per_vp_at_end: int
    spend_per_vp: int
    price_max: int


class SheetLine(_Frozen):
    """One line of the A New Beginning sheet [HOUSE]."""
    cost: int
    unit: int
    min: int
    max: int
    normal: int


class NewBeginningData(_Frozen):
    """The A New Beginning sheet [HOUSE]: points and lines."""
    points: int
    lines: dict[str, SheetLine]

    @model_validator(mode="after")
    def _normal_costs_all(self) -> NewBeginningData:
        if sum(x.cost * x.normal for x in self.lines.values()) != self.points:
            raise ValueError("the normal kit must cost exactly the sheet's points")
        return self


class RiverData(_Frozen):
    """The Carson River layout [HOUSE]."""
    plots: list[str]
    water_edges: list[str]
    mountains: int
    gold_fever_mountains: int


class OutlawData(_Frozen):
    """The Outlaws variant's constants."""
    pawns: int
    strength_offset: int
    reward_offset: int
    arrivals_by_white: list[int]


class HorseData(_Frozen):
    """The Horses variant's constants."""
    supply: int
    rodeo_tokens: int
    start: int


class MightData(_Frozen):
    """The Might is Right variant's constants."""
    tile_values: list[int]
    sets: int
    base_money: int
    two_player_money: int
    redraw: int


class VariantData(_Frozen):
    """Every variant's data."""
    outlaws: OutlawData
    river: RiverData
    corral_hats: list[int]
    horses: HorseData
    might_is_right: MightData
    new_beginning: NewBeginningData


def _load(name: str) -> object:
    return json.loads((DATA_DIR / name).read_text(encoding="utf-8"))


BUILDINGS: dict[str, BuildingData] = TypeAdapter(dict[str, BuildingData]).validate_python(
    _load("buildings.json"))
CHARS = CharacterData.model_validate(_load("characters.json"))
TRACK = TrackData.model_validate(_load("track.json"))
VARIANTS = VariantData.model_validate(_load("variants.json"))

CARDS: dict[int, CardData] = {c.number: c for c in CHARS.cards}
SPACES: dict[str, SpaceData] = {s.id: s for s in TRACK.spaces}
SPACE_IDS: tuple[str, ...] = tuple(s.id for s in TRACK.spaces)
BUILD_SPACES: tuple[str, ...] = tuple(s.id for s in TRACK.spaces if s.slot >= 0)
BUYVP_SPACES: tuple[str, ...] = tuple(s.id for s in TRACK.spaces if s.id.startswith("BUYVP"))
TEACHER = 17
NEWSBOY = 0

if sum(b.count for b in BUILDINGS.values()) != 38:
    raise ValueError("the building set must hold 38 tiles")
