"""Board data and rule flags, loaded from `data/wow/board.json` and validated at import."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, model_validator

DATA_PATH = Path(__file__).resolve().parents[3] / "data" / "wow" / "board.json"

BuildingKind = Literal["jail", "stagecoach", "store", "hotel", "bank", "train"]
BUILDINGS: tuple[BuildingKind, ...] = ("jail", "stagecoach", "store", "hotel", "bank", "train")
BoxAction = Literal["buy_cattle", "hire_cowboys", "build", "move_cowboys", "move_cattle",
                    "gunfight", "farmer"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class TownData(_Frozen):
    """A town: its number (1 at the bottom), name, building spaces and corrals."""

    number: int
    name: str
    building_spaces: int
    corrals: int


class BoxData(_Frozen):
    """An action box: its action, cost per unit or build cost, and the seats it needs."""

    id: str
    action: BoxAction
    min_players: int
    unit_cost: int = 0
    max_units: int = 1
    building: BuildingKind | None = None
    cost: int = 0


class Scoring(_Frozen):
    """Bonus points for the most money and the most Wanted tokens."""

    most_money: int
    most_money_tie: int
    most_wanted: int
    most_wanted_tie: int


class Flags(_Frozen):
    """Rule interpretations read from the data (ruling W12)."""

    auction_order: Literal["previous_turn_order"]
    min_bid: int
    require_executable_action: Literal[True]
    cattle_pair_may_split_towns: bool
    farmer_counts_as_filled_corral: bool
    move_cattle_own_only: Literal[True]
    move_cattle_needs_cowboy: bool
    phantom_only_if_side_empty: Literal[True]
    defender_win_takes_wanted: bool
    robbed_bank_returns_to_supply: Literal[True]
    retreat_excess_cowboys: Literal["to_supply"]
    control_tie: Literal["nobody", "all"]
    bonus_requires_positive: bool


class PlayerRange(_Frozen):
    """The seat counts the game supports."""

    min: int
    max: int


class WowData(_Frozen):
    """The whole board data file."""

    players: PlayerRange
    starting_money: dict[str, int]
    round_marker_start: dict[str, int]
    short_game_marker_start: int
    last_track_position: int
    income_after: list[int]
    starting_cowboys: int
    towns: list[TownData]
    action_boxes: list[BoxData]
    per_player: dict[str, int]
    building_names: dict[str, str]
    wanted_tokens: int
    guarded_buildings: list[str]
    hit_on: int
    haul_dice: int
    max_property_tokens_to_build_in_town: int
    scoring: Scoring
    flags: Flags

    @model_validator(mode="after")
    def _consistent(self) -> WowData:
        if [t.number for t in self.towns] != list(range(1, len(self.towns) + 1)):
            raise ValueError("towns must be numbered 1..N in order")
        for box in self.action_boxes:
            if box.action == "build" and box.building not in BUILDINGS:
                raise ValueError(f"box {box.id} builds an unknown type")
        for key in (*BUILDINGS, "cowboy", "cattle", "farmer"):
            if key not in self.per_player:
                raise ValueError(f"per_player lacks {key}")
        for n in range(self.players.min, self.players.max + 1):
            if str(n) not in self.starting_money or str(n) not in self.round_marker_start:
                raise ValueError(f"no starting money or marker for {n} players")
        return self

    def boxes_for(self, n_seats: int) -> list[BoxData]:
        """The boxes in play with `n_seats` players."""
        return [b for b in self.action_boxes if b.min_players <= n_seats]


DATA = WowData.model_validate_json(DATA_PATH.read_text(encoding="utf-8"))
BOXES: dict[str, BoxData] = {b.id: b for b in DATA.action_boxes}
TOWNS = DATA.towns
N_TOWNS = len(TOWNS)
FLAGS = DATA.flags
