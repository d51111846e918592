"""`/hint` (issue 23, item 7): what the `hard` bot would play now in the caller's seat, and
why in a line: its expected result against the alternatives it weighed.

Only where the table allows hints (`GameSettings.hints`, off by default; a table with hints
is unrated, see `lobby.with_hints`). The bot thinks from the caller's seat view and legal
actions only, never the true state, exactly as a `hard` bot of that seat would (same seed).
Asking is written to the game's log ("Ana asked for a hint") as a note, which leaves the
game's version and every decision id as they were: no button goes stale.
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass

from bot.errors import PermissionDeniedError
from bot.games.core import ActionText, NotYourTurnError, msg, seat
from bot.games.core.search import SCORE_WEIGHT
from bot.service.models import Loaded
from bot.service.play import require_active
from bot.service.store import Games
from bot.service.thinking import Thinker, decision_seed

BEST_REWARD = 1 + SCORE_WEIGHT  # a playout's reward at most: a win by the widest margin
REMEMBERED = 256  # hints kept to answer the same question again (the newest)


@dataclass(frozen=True)
class HintOption:
    """A move the bot weighed, as the player's buttons name it, and its expected result: a
    percentage of the best a playout can give (a win by the widest margin); None: not
    weighed (the only move, or the bot played its usual move without searching)."""

    text: ActionText
    expected: int | None


@dataclass(frozen=True)
class Hint:
    """The `hard` bot's advice to one seat: its move and expected result, then the other
    moves it weighed, best first (`choices`: the seat's legal moves; one: nothing to
    weigh)."""

    game_id: int
    names: dict[int, str]  # the players' names, by seat (a label may name one)
    best: HintOption
    others: tuple[HintOption, ...]
    choices: int
    searches: bool = True  # False: the `hard` bot plays such decisions by its heuristic


class Hints:
    """Answers `/hint` for games already loaded."""

    def __init__(self, games: Games, thinker: Thinker) -> None:
        self.games = games
        self.thinker = thinker
        self.given: OrderedDict[tuple[int, int, int], Hint] = OrderedDict()

    async def ask(self, loaded: Loaded, user_id: int) -> Hint:
        """The hint for `user_id`'s decision now, or a refusal saying why not. Asking again
        at the same point of the game gives the same hint (the search is seeded by it),
        without thinking or writing to the log again."""
        own = hinted_seat(loaded, user_id)
        key = (loaded.game.id, loaded.game.version, own)
        if key in self.given:
            return self.given[key]
        await self.games.repo.note(loaded.game.id, loaded.game.version, own, "hint",
                                   msg("ui-hint-asked", player=seat(own)).model_dump_json(),
                                   self.games.clock())
        hint = await self._think(loaded, own)
        if hint.best.expected is not None or hint.choices == 1 or not hint.searches:  # not busy
            self.given[key] = hint
            while len(self.given) > REMEMBERED:
                self.given.popitem(last=False)
        return hint

    async def _think(self, loaded: Loaded, own: int) -> Hint:
        """What the `hard` bot would play in seat `own`, from that seat's view."""
        spec, state = loaded.spec, loaded.live_state
        view = spec.seat_view(state, own)
        legal = spec.legal_actions(state, own)
        if len(legal) == 1:
            return Hint(loaded.game.id, loaded.names(),
                        HintOption(spec.describe(view, own, legal[0]), None), (), choices=1)
        choice = await self.thinker.choose(
            spec, view, own, legal, "hard", decision_seed(loaded.game.id, loaded.game.version,
                                                          own))
        played = next((w for w in choice.weighed if w.action == choice.action), None)
        best = HintOption(spec.describe(view, own, choice.action),  # None: too busy to search
                          None if played is None else expected(played.mean))
        others = sorted((w for w in choice.weighed if w is not played), key=lambda w: -w.mean)
        return Hint(loaded.game.id, loaded.names(), best, tuple(
            HintOption(spec.describe(view, own, w.action), expected(w.mean)) for w in others),
            choices=len(legal), searches=not choice.by_rule)


def hinted_seat(loaded: Loaded, user_id: int) -> int:
    """The seat of `user_id`, which may ask a hint now: the table allows hints, the game
    runs, and the seat is asked a decision."""
    if not loaded.settings.hints:
        raise PermissionDeniedError("ui-hints-off")
    require_active(loaded)
    row = loaded.seat_of(user_id)
    if row is None:
        raise PermissionDeniedError("ui-not-playing")
    if row.seat not in loaded.to_act():
        raise NotYourTurnError("ui-hint-not-your-turn")
    return row.seat


def expected(mean: float) -> int:
    """A mean playout reward as a percentage of the best there is."""
    return round(100 * max(0.0, min(mean, BEST_REWARD)) / BEST_REWARD)
