"""Keyed messages: what engines say, as a catalogue key plus values (never a sentence).

The presentation layer (`bot.i18n`) words a `Msg` in the reader's language. Values are
numbers, plain tokens, other messages (a building's name is itself a message) or a
`Seat`, which the presenter replaces by that player's display name.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict


class Seat(BaseModel):
    """A reference to a player, worded as their display name."""

    model_config = ConfigDict(frozen=True)

    seat: int


class Msg(BaseModel):
    """A catalogue key and its values."""

    model_config = ConfigDict(frozen=True)

    key: str
    args: dict[str, MsgArg] = {}


MsgArg = int | str | Seat | Msg
Msg.model_rebuild()


def msg(key: str, **args: MsgArg) -> Msg:
    """`msg("tew-keep", card="4Te")` is the message `tew-keep` with `card` = "4Te"."""
    return Msg(key=key, args=args)


def seat(n: int) -> Seat:
    """A message value worded as seat `n`'s player name."""
    return Seat(seat=n)


def listed(items: list[MsgArg]) -> MsgArg:
    """Several values as one, worded as a list ("A, B, C") by the `core-list` message."""
    if not items:
        return "-"
    head, *rest = items
    return msg("core-list", first=head, rest=listed(rest)) if rest else head
