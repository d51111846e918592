"""`/hint` worded for the player who asked: the move as their buttons name it, its expected
result and the next best, then what "expected" means (both lines fit a phone)."""

from __future__ import annotations

from bot.games.core import Msg, msg
from bot.service import Hint


def hint_lines(hint: Hint) -> list[Msg]:
    """The answer to `/hint`, as keyed messages."""
    move = hint.best.text.label
    if hint.choices == 1:
        return [msg("ui-hint-only", move=move)]
    if not hint.others:
        return [msg("ui-hint-alone", move=move, expected=hint.best.expected),
                msg("ui-hint-meaning")]
    runner = hint.others[0]
    return [msg("ui-hint", move=move, expected=hint.best.expected, next=runner.text.label,
                other=runner.expected), msg("ui-hint-meaning")]
