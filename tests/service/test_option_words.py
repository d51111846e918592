"""Issue 19 #3: the lobby and `/game settings` word game options and their values from the
catalogues ("Dificultad del Rival: Difícil"), never as raw keys ("difficulty = HARD")."""

from __future__ import annotations

import pytest

from bot.games import GAMES
from bot.games.core.words import Msg
from bot.i18n import Words
from bot.service.options import describe_options, fields_of

RAW = "§raw§"  # what the catalogue shows for an option it does not name


def _unnamed(line: Msg) -> Msg:
    """The option line with its fall-back texts replaced by RAW."""
    name, value = line.args["name"], line.args["value"]
    assert isinstance(name, Msg) and isinstance(value, Msg)
    return Msg(key=line.key, args={
        "name": Msg(key=name.key, args={**name.args, "raw": RAW}),
        "value": Msg(key=value.key, args={**value.args, "raw": RAW})})


def _option(line: Msg) -> object:
    name = line.args["name"]
    return name.args["option"] if isinstance(name, Msg) else None


@pytest.mark.parametrize("language", ["en", "es", "it"])
def test_every_option_and_choice_of_every_game_has_its_words(language: str) -> None:
    words = Words(language, strict=True)
    for key, spec in GAMES.items():
        for field in fields_of(spec.Options):
            if field.kind not in ("choice", "bool"):
                continue
            for value in field.values:
                lines = describe_options(key, spec.Options, {field.name: value})
                mine = [m for m in lines if _option(m) == f"{key}-{field.name}"]
                if value == "false":
                    assert not mine, (key, field.name)  # a variant that is off is not listed
                    continue
                assert RAW not in words(_unnamed(mine[0])), (key, field.name, value)


def test_the_tew_lobby_line_in_spanish() -> None:
    spec = GAMES["tew"]
    lines = [Words("es", strict=True)(m) for m in describe_options(
        "tew", spec.Options, {"difficulty": "HARD"})]
    assert lines == ["Jefe: al azar", "Dificultad del Rival: Difícil"]


def test_a_variant_that_is_off_is_not_listed() -> None:
    spec = GAMES["carson"]
    lines = [Words("it", strict=True)(m) for m in describe_options(
        "carson", spec.Options, {"river": True})]
    assert "Variante Fiume: sì" in lines
    assert not [line for line in lines if line.endswith(": no")]
