"""`GameSpec`: the contract every game implements (DESIGN.md section 2, version 2).

A game is a record of pure functions, generic over its state `S`, action `A`, table
view `TV`, seat view `SV` and options `O`, so that everything passed across the seam is
typed. The registry `bot.games.GAMES` holds specs of different games and is the one place
where these parameters are erased.

The framework owns the turn flow: a spec is built from the game's `TurnFlow` and derives
`to_act`, `legal_actions`, `check`, `play`, `default_action`, `decision_id` and `reacting`
from it; and it fills the base fields of every view (`game`, `version`, `to_act`,
`result`), so a game's projections write only what is the game's own.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ConfigDict, TypeAdapter, ValidationError

from bot.games.core.budget import Budget
from bot.games.core.determinize import Determinized
from bot.games.core.errors import InvalidActionError
from bot.games.core.flow import TurnFlow
from bot.games.core.model import Action, ActionText, Event, GameState, Result, SeatView, TableView
from bot.games.core.orders import StandingOrder
from bot.games.core.rng import Draws
from bot.games.core.stats import Statistics
from bot.games.core.words import Msg

S = TypeVar("S", bound=GameState)
A = TypeVar("A", bound=Action)
TV = TypeVar("TV", bound=TableView)
SV = TypeVar("SV", bound=SeatView)
O = TypeVar("O", bound=BaseModel)  # noqa: E741 - the options model
V = TypeVar("V", bound=TableView)
_JSON_OBJECT = TypeAdapter(dict[str, Any])


@dataclass(frozen=True)
class GameSpec(Generic[S, A, TV, SV, O]):
    """A game as a record of pure functions.

    Given by the game:

    - `setup(n_seats, seed, options)`: a fresh game; all chance comes from `seed`.
    - `flow`: the game's `TurnFlow`, its explicit list of decision types.
    - `project_table(state)` / `project_seat(state, seat, table)`: the game's own part of
      what a spectator / a seat may see; the base fields are filled by `table_view`/
      `seat_view`. `project_seat` is handed the table view of the same state (the seat's
      view is the table plus its secrets): it reads it and never changes it.
    - `result(state)`: the final ranking once the game is over, else None.
    - `describe(view, seat, action)`: the label, description and stage of a legal action,
      from a view (the table view for public components, the seat's view for its own). A
      text is private (or not) from either view, and one that is not private reads the
      same from both: the presentation words each action once, from the seat's view, and
      the table is offered the public ones.
    - `ai(view, legal)`: a heuristic choice from the seat's view and legal actions only.
    - `options_fit(options, n_seats)`: a refusal when options do not suit the seat count.
    - `rules`: topic -> message; `blurb`: one line for menus; `cards`: the reference of
      the game's cards (buildings, bosses, characters) that `/card` looks up.
    - `schema_version` / `upgrade_state(data, saved_version)`: the state JSON's version
      and the migration of states saved by older releases. A change to `State` or
      `Options` bumps the version (`tests/games/test_schema_snapshot.py` holds each
      version's JSON schema).
    - `options_before`: for an option added after games were stored, the value those
      games played by (stored options lack its name); `stored_options` reads them so.
    - `determinize(view, seat, draws)`: a full state consistent with `seat`'s view, its
      hidden parts (and random generator) drawn with `draws`; `sample` wraps it.
    - `statistics(events, n_seats)`: the end-of-game statistics, a pure function of the
      game's typed events (`bot/games/core/stats.py`); `roles(events, final_state)`: the
      characters or bosses each seat played, where the game has them (for `/stats`).
    - `ask_always`: the decision kinds the service never answers for a player even when
      they have one legal answer (answering at once would tell the table something
      hidden, or the player would want to time it); every other kind with one answer is
      answered for them.
    - `orders`: the standing orders a player may give (see `StandingOrder`).
    - `estimate(state)`: every participant's score as if the game ended now (the solo
      Rival's too), by which a search scores a playout it stops early; `shortlist(view,
      legal)`: the legal actions a search should weigh first, best first (an empty list:
      the heuristic's choice is played unweighed); `budget`: how much the `hard` bot's
      search may think (see `Budget`).
    - `rollout(state, seat, legal)`: the heuristic read from a full state (no seat view to
      build), by which a search's playouts move every seat; else `ai` of each seat's view.
    - `boundary(state)`: the state lies between rounds (Way Out West: the auction that
      opens a round), where `estimate` means most; playouts stop on entering one after
      `Budget.rounds` rounds.

    Derived by the framework (methods, called as before):

    - `to_act(state)`: the seats that must decide now (several when simultaneous).
    - `legal_actions(state, seat)`: every legal action of that seat now, for listing.
    - `check(state, seat, action)`: verifies that one action directly, raising
      `IllegalActionError` whose message says why not.
    - `play(state, seat, action, draws)`: mutates a private copy; called only by `step`.
    - `default_action(state, seat)`: the sensible move for an absent player.
    - `decision_id(state, seat)`: the id of the seat's current decision; buttons carry it.
    - `reacting(state, seat)`: the seat is asked during someone else's turn (its deadline
      is the shorter reaction deadline).
    - `table_view(state)` / `seat_view(state, seat, table)`: what a spectator / a seat may
      see, the game's projection with the base fields filled in (`table`: the table view
      of `state` if already built, so it is not built again; it is left unchanged).
    """

    key: str
    title: str
    min_seats: int
    max_seats: int
    Options: type[O]
    State: type[S]
    actions: TypeAdapter[A]
    setup: Callable[[int, int, O], S]
    flow: TurnFlow[S, Any, A]
    project_table: Callable[[S], TV]
    project_seat: Callable[[S, int, TV], SV]
    result: Callable[[S], Result | None]
    describe: Callable[[TV | SV, int, A], ActionText]
    ai: Callable[[SV, Sequence[A]], A]
    blurb: Msg
    rules: dict[str, Msg] = field(default_factory=dict[str, Msg])
    cards: tuple[Card, ...] = ()
    options_fit: Callable[[O, int], Msg | None] | None = None
    schema_version: int = 1
    upgrade_state: Callable[[dict[str, Any], int], dict[str, Any]] | None = None
    options_before: dict[str, Any] = field(default_factory=dict[str, Any])
    determinize: Callable[[SV, int, Draws], S] | None = None
    statistics: Statistics | None = None
    roles: Callable[[Sequence[Event], S], list[list[Msg]]] | None = None
    ask_always: frozenset[str] = frozenset()
    orders: tuple[StandingOrder[S, A], ...] = ()
    estimate: Callable[[S], dict[int, float]] | None = None
    shortlist: Callable[[SV, Sequence[A]], Sequence[A]] | None = None
    budget: Budget = field(default_factory=Budget)
    rollout: Callable[[S, int, Sequence[A]], A] | None = None
    boundary: Callable[[S], bool] | None = None

    # -- the turn flow, derived from `flow` -----------------------------------------

    def to_act(self, state: S) -> frozenset[int]:
        """The seats that must decide now (empty when the game is over)."""
        return self.flow.to_act(state)

    def legal_actions(self, state: S, seat: int) -> list[A]:
        """Every legal action of `seat` now."""
        return self.flow.legal_actions(state, seat)

    def check(self, state: S, seat: int, action: A) -> None:
        """Raise `IllegalActionError` saying why `action` is not allowed now."""
        self.flow.check(state, seat, action)

    def play(self, state: S, seat: int, action: A, draws: Draws) -> list[Event]:
        """Apply a checked action to a private copy (called only by `step`)."""
        return self.flow.play(state, seat, action, draws)

    def default_action(self, state: S, seat: int) -> A:
        """The sensible move for an absent player."""
        return self.flow.default_action(state, seat)

    def decision_id(self, state: S, seat: int) -> int:
        """The id of the decision `seat` is asked now (0 when none)."""
        return self.flow.decision_id(state, seat)

    def reacting(self, state: S, seat: int) -> bool:
        """True when `seat` is asked during someone else's turn."""
        return self.flow.reacting(state, seat)

    def decision_kind(self, state: S, seat: int) -> str | None:
        """The kind of the decision `seat` is asked now (None when none)."""
        return self.flow.decision_kind(state, seat)

    def sample(self, view: SV, seat: int, draws: Draws) -> Determinized[S]:
        """One full state `seat` cannot tell from the true one (its view is the same)."""
        if self.determinize is None:
            raise NotImplementedError(f"{self.key} cannot sample hidden information yet")
        return Determinized(self.determinize(view, seat, draws), seat)

    # -- views ----------------------------------------------------------------------

    def table_view(self, state: S) -> TV:
        """What a spectator may see."""
        return self._based(self.project_table(state), state)

    def seat_view(self, state: S, seat: int, table: TV | None = None) -> SV:
        """What `seat` may see: the table plus its own secrets (`table`: the table view of
        `state`, if already built; the seat's view copies from it, never changes it)."""
        shown = self.table_view(state) if table is None else table
        return self._based(self.project_seat(state, seat, shown), state)

    def _based(self, view: V, state: S) -> V:
        """The view with the fields every game's view carries filled in."""
        view.game = self.key
        view.version = state.version
        view.to_act = sorted(self.to_act(state))
        view.result = self.result(state)
        return view

    def options(self, raw: dict[str, Any] | None = None) -> O:
        """Validated options with defaults filled in (unknown names are refused)."""
        return self.Options.model_validate(raw or {})

    def stored_options(self, stored: dict[str, Any] | None) -> O:
        """The options of a stored game. The lobby stores every option by name, so a name
        missing from `stored` was added by a later release: the game goes on by the rule it
        was started under (`options_before`), not by the new option's default."""
        return self.options({**self.options_before, **(stored or {})})

    def load_state(self, data: str | dict[str, Any], schema_version: int | None = None) -> S:
        """A state from its JSON, migrated first when it was saved by an older release.

        Raises `NewerStateError` for a state saved by a newer release (never rewrite it)
        and `ValueError` when no migration exists (the service then replays the log).
        """
        saved = self.schema_version if schema_version is None else schema_version
        if saved > self.schema_version:
            raise NewerStateError(f"{self.key} state schema {saved} is newer than this release")
        if saved == self.schema_version:  # every command loads one: parsed in one pass
            if isinstance(data, str):
                return self.State.model_validate_json(data)
            return self.State.model_validate(data)
        if self.upgrade_state is None:
            raise ValueError(f"{self.key} has no upgrade path from schema {saved}")
        if isinstance(data, str):
            data = _JSON_OBJECT.validate_json(data)
        return self.State.model_validate(self.upgrade_state(data, saved))

    def parse_action(self, data: dict[str, Any] | str) -> A:
        """An action from JSON or a dict; anything malformed is an `InvalidActionError`."""
        try:
            if isinstance(data, str):
                return self.actions.validate_json(data)
            return self.actions.validate_python(data)
        except (ValidationError, ValueError, TypeError) as exc:
            raise InvalidActionError("core-unknown-move") from exc


class Card(BaseModel):
    """One entry of a game's card reference: what sort of card (`kind`, "Building"), its
    `name`, what it does (`text`) and short `facts` (cost, points). `id` is stable and
    unique within the game. `aliases` are other names players may type for it (a
    synonym the game's glossary avoids, "Botica" for the Farmacia); `/card` finds a card
    by these and by its name in every language."""

    model_config = ConfigDict(frozen=True)

    id: str
    kind: Msg
    name: Msg
    text: Msg
    facts: tuple[Msg, ...] = ()
    aliases: tuple[str, ...] = ()


class NewerStateError(ValueError):
    """A state written by a newer release than this one."""


AnySpec = GameSpec[Any, Any, Any, Any, Any]
"""A spec of some game: the registry's element type, where the parameters are erased."""
