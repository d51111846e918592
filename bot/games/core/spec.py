"""`GameSpec`: the contract every game implements (DESIGN.md section 2)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel, TypeAdapter

from bot.games.core.model import Action, Event, GameState, Result, SeatView, TableView

AnyState = Any  # each game narrows this to its own State model
AnyAction = Any


@dataclass(frozen=True)
class GameSpec:
    """A game as a record of pure functions.

    Members beyond DESIGN.md's list: `State` (the state model, for loading JSON),
    `ai` (heuristic chooser from a seat's view and legal actions), `secrets`
    (labels only a seat may see now, for leak checks), `rules` (topic -> text for
    `/rules`), `blurb` (one line for menus) and `upgrade_state` (state JSON
    migration from an older schema version).
    """

    key: str
    title: str
    min_seats: int
    max_seats: int
    Options: type[BaseModel]
    State: type[GameState]
    actions: TypeAdapter[Any]
    setup: Callable[[int, int, Any], AnyState]
    to_act: Callable[[AnyState], frozenset[int]]
    legal_actions: Callable[[AnyState, int], list[AnyAction]]
    check: Callable[[AnyState, int, AnyAction], None]
    play: Callable[..., list[Event]]
    view: Callable[[AnyState, int | None], TableView]
    result: Callable[[AnyState], Result | None]
    describe: Callable[[AnyState, int, AnyAction], str]
    default_action: Callable[[AnyState, int], AnyAction]
    ai: Callable[[SeatView, Sequence[AnyAction]], AnyAction]
    secrets: Callable[[AnyState], dict[int, set[str]]]
    rules: dict[str, str] = field(default_factory=dict[str, str])
    blurb: str = ""
    schema_version: int = 1
    upgrade_state: Callable[[dict[str, Any], int], dict[str, Any]] | None = None

    def options(self, raw: dict[str, Any] | None = None) -> BaseModel:
        """Validated options with defaults filled in."""
        return self.Options.model_validate(raw or {})

    def load_state(self, data: str | dict[str, Any], schema_version: int | None = None) -> Any:
        """A state from its JSON, migrated first when it was saved by an older release."""
        if isinstance(data, str):
            data = TypeAdapter(dict[str, Any]).validate_json(data)
        saved = self.schema_version if schema_version is None else schema_version
        if saved > self.schema_version:
            raise ValueError(f"{self.key} state schema {saved} is newer than this release")
        if saved < self.schema_version:
            if self.upgrade_state is None:
                raise ValueError(f"{self.key} has no upgrade path from schema {saved}")
            data = self.upgrade_state(data, saved)
        return self.State.model_validate(data)

    def parse_action(self, data: dict[str, Any] | str) -> Action:
        from bot.games.core.errors import InvalidActionError

        try:
            if isinstance(data, str):
                return self.actions.validate_json(data)
            return self.actions.validate_python(data)
        except ValueError as exc:
            raise InvalidActionError("That is not a move this game understands.") from exc


ActionList = list[Action]
