"""Keyed messages: what engines say, as a catalogue key plus values (never a sentence).

The presentation layer (`bot.i18n`) words a `Msg` in the reader's language. Values are
numbers, plain tokens, other messages (a building's name is itself a message) or a
`Seat`, which the presenter replaces by that player's display name.
"""

from __future__ import annotations

from typing import Any, TypeVar

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


# The value types that validating a `Msg` hands back unchanged (not a bool, an enum or a
# subclass, which it converts): a message of only these is built without validating it.
_KEPT = frozenset({int, str, Seat, Msg})
_MSG_FIELDS = frozenset({"key", "args"})
_SEAT_FIELDS = frozenset({"seat"})
M = TypeVar("M", Msg, Seat)


def msg(key: str, **args: MsgArg) -> Msg:
    """`msg("tew-keep", card="4Te")` is the message `tew-keep` with `card` = "4Te"."""
    if type(key) is str and all(type(v) in _KEPT for v in args.values()):
        return _valid(Msg, {"key": key, "args": args}, _MSG_FIELDS)
    return Msg(key=key, args=args)


def seat(n: int) -> Seat:
    """A message value worded as seat `n`'s player name."""
    return _valid(Seat, {"seat": n}, _SEAT_FIELDS) if type(n) is int else Seat(seat=n)


def _valid(model: type[M], fields: dict[str, Any], names: frozenset[str]) -> M:
    """The model of `fields`, which are already what validating them would give: views and
    labels build thousands of messages per command, and validating each costs more than
    the rest of its making (`tests/games/core/test_words.py` holds them equal)."""
    built = model.__new__(model)
    object.__setattr__(built, "__dict__", fields)
    object.__setattr__(built, "__pydantic_fields_set__", set(names))
    object.__setattr__(built, "__pydantic_extra__", None)
    object.__setattr__(built, "__pydantic_private__", None)
    return built


def listed(items: list[MsgArg]) -> MsgArg:
    """Several values as one, worded as a list ("A, B, C") by the `core-list` message."""
    if not items:
        return "-"
    head, *rest = items
    return msg("core-list", first=head, rest=listed(rest)) if rest else head
