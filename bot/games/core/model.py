"""Base types for states, actions, events, views, action texts and results."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Mapping
from functools import cached_property
from typing import Any, Self

from pydantic import BaseModel, ConfigDict

from bot.games.core.rng import Rng
from bot.games.core.words import Msg, msg

# The canonical JSON a token hashes (`json.dumps(..., sort_keys=True, separators=(",", ":"))`),
# its encoder made once: every legal action offered is tokened.
_CANONICAL = json.JSONEncoder(sort_keys=True, separators=(",", ":"))


class GameState(BaseModel):
    """Every game's state: its own fields plus a version counter and the generator."""

    version: int = 0
    rng: Rng


class Action(BaseModel):
    """A player's command. Subclasses add a `kind: Literal[...]` tag and their fields.

    Fields are validated by the model itself (bounded numbers, known names), so a
    malformed action is refused when it is parsed, before any rule looks at it.
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    def token(self) -> str:
        """A short stable token (12 hex chars) for custom ids, derived from the content."""
        return self._token

    @cached_property
    def _token(self) -> str:
        """`token()`, worked out once an action (it is frozen; a presentation offers the
        same action to the table and to the seat)."""
        blob = _CANONICAL.encode(self.model_dump(mode="json"))
        return hashlib.blake2b(blob.encode(), digest_size=6).hexdigest()

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        """A copy, whose token is worked out again from its own content."""
        copied = super().model_copy(update=update, deep=deep)
        vars(copied).pop("_token", None)
        return copied


class Event(BaseModel):
    """Something that happened, in the past tense.

    `visible_to` is None for a public event, otherwise the seats that may see it;
    `public_message()` is the stand-in everyone else is told ("Ana kept a card").
    `reveals` marks an event that showed hidden or random information, which
    ends the chance to undo the action that caused it.
    """

    model_config = ConfigDict(frozen=True)

    visible_to: tuple[int, ...] | None = None
    reveals: bool = False

    def message(self) -> Msg:
        """What happened, for the seats that may see it."""
        return Msg(key="event-" + type(self).__name__)

    def public_message(self) -> Msg | None:
        """What everyone else is told about a private event (None: nothing)."""
        return None

    def concerns(self) -> tuple[int, ...]:
        """Seats this event calls to the table even when it is not their move (a duel's
        defender, say); the presenter mentions them."""
        return ()


class TableView(BaseModel):
    """What a spectator may see. Games subclass it with their public board; `result` is
    set once the game is over, so the final board can show who won and how.

    `game`, `version`, `to_act` and `result` are filled by the framework
    (`GameSpec.table_view`/`seat_view`); a game's projection leaves them alone."""

    game: str = ""
    version: int = 0
    to_act: list[int] = []
    status: Msg
    result: Result | None = None

    def alt_text(self) -> list[Msg]:
        """A screen-reader summary of the board, one message per line."""
        return [self.status]

    def figures(self) -> dict[int, Msg]:
        """Each seat's key figures in one line ("12 VP · MONEY 5 · …"), for the text that
        goes with the board (a phone reader need not open the image); none by default."""
        return {}

    def final_score(self, seat: int) -> int | None:
        """A seat's final total once the game is over: the result is the one source of
        final figures (running totals may lack the end-of-game scoring)."""
        if self.result is None:
            return None
        return next((s.score for s in [*self.result.standings, *self.result.others]
                     if s.seat == seat), None)


def figure_line(parts: list[Msg]) -> Msg:
    """Figures as one line, "a · b · c" (through the catalogue's `core-figures-join`)."""
    out = parts[-1]
    for part in reversed(parts[:-1]):
        out = msg("core-figures-join", head=part, tail=out)
    return out


class SeatView(TableView):
    """A seat's view: the table plus that seat's secrets. Games subclass it."""

    seat: int

    def hand_lines(self) -> list[Msg]:
        """The seat's private hand in words, one message per line (empty: nothing secret)."""
        return []


class ActionText(BaseModel):
    """How one legal action is offered to a player.

    `label` is short (at most 80 characters once worded, unique among the seat's current
    choices); `description` is the longer text for menus and autocomplete. `stage` groups
    a large decision into steps, outermost first (a plot, then the verb): the UI offers
    the groups, then what is inside, each within Discord's limits. `private` marks a text
    that shows something only this seat may know: it is offered only to the seat itself.
    `amount` is a number a player may type for this move (a bid of 4: "4" or "bid 4").
    """

    model_config = ConfigDict(frozen=True)

    label: Msg
    description: Msg | None = None
    stage: tuple[Msg, ...] = ()
    private: bool = False
    amount: int | None = None


class ScorePart(BaseModel):
    """One source of a final score ("buildings 12"): a keyed label and its points."""

    label: Msg
    points: int


class Standing(BaseModel):
    """One seat's final place and score; `detail` says what the score is made of, in one
    line, and `parts` the same as keyed pieces (for the results banner). Seat -1 is a
    non-player participant (the solo Rival)."""

    seat: int
    place: int
    score: int
    detail: Msg | None = None
    parts: list[ScorePart] = []


class Result(BaseModel):
    """The final ranking, best first; `place` ties share a number. `tie_break` says which
    rule separated tied totals (or that they share the place); `others` are participants
    scored alongside the seats that are not players (the solo Rival). Fields added later
    have defaults, so stored results still load."""

    standings: list[Standing]
    summary: Msg
    tie_break: Msg | None = None
    others: list[Standing] = []

    def winners(self) -> list[int]:
        return [s.seat for s in self.standings if s.place == 1]


TableView.model_rebuild()
SeatView.model_rebuild()
