"""`msg` and `seat` build messages without validating them when validation would change
nothing: the result must be the very message that validating gives."""

from __future__ import annotations

from enum import IntEnum, StrEnum

from bot.games.core.words import Msg, MsgArg, Seat, msg, seat


class _Side(StrEnum):
    RED = "R"


class _Count(IntEnum):
    THREE = 3


def _same(built: Msg | Seat, validated: Msg | Seat) -> None:
    assert built == validated
    assert type(built) is type(validated)
    assert built.__dict__ == validated.__dict__
    assert built.model_fields_set == validated.model_fields_set
    assert built.model_dump_json() == validated.model_dump_json()
    assert built.model_copy(deep=True) == validated
    assert type(validated).model_validate_json(built.model_dump_json()) == validated


def test_a_message_of_plain_values_is_the_validated_one() -> None:
    inner = Msg(key="carson-loc", args={"id": "A1"})
    args: dict[str, MsgArg] = {"n": 3, "name": "bank", "who": Seat(seat=2), "loc": inner}
    _same(msg("k", **args), Msg(key="k", args=args))
    _same(msg("k"), Msg(key="k", args={}))
    _same(seat(4), Seat(seat=4))


def test_values_that_validation_converts_are_converted() -> None:
    converted = msg("k", flag=True, side=_Side.RED, n=_Count.THREE)  # type: ignore[arg-type]
    assert converted.model_dump() == {"key": "k", "args": {"flag": 1, "side": "R", "n": 3}}
    assert type(converted.args["flag"]) is int and type(converted.args["side"]) is str
    _same(seat(_Count.THREE), Seat(seat=3))
