"""`/hint` worded for the player who asked: the move as their buttons name it, its expected
result and the next best, then what "expected" means (both lines fit a phone)."""

from __future__ import annotations

from bot.games.core import Msg, msg
from bot.service import Hint


def hint_lines(hint: Hint) -> list[Msg]:
    """The answer to `/hint`, as keyed messages."""
    best = hint.best
    if hint.choices == 1:
        return [msg("ui-hint-only", move=best.text.label)]
    if not hint.searches:
        return [msg("ui-hint-heuristic", move=best.text.label)]
    if best.expected is None:
        return [msg("ui-hint-unweighed", move=best.text.label)]
    runner = hint.others[0] if hint.others else None
    if runner is None or runner.expected is None:
        return [msg("ui-hint-alone", move=best.text.label, expected=best.expected),
                msg("ui-hint-meaning")]
    # A move that did better in fewer playouts did not beat the bot's choice clearly.
    key = "ui-hint-close" if runner.expected > best.expected else "ui-hint"
    return [msg(key, move=best.text.label, expected=best.expected,
                next=runner.text.label, other=runner.expected), msg("ui-hint-meaning")]
