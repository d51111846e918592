"""Words: the one place where keyed messages (`Msg`) become text a person reads.

Catalogues are Fluent files (`bot/i18n/<locale>/*.ftl`), one per area: `core` (engine
core), `ui` (bot and console), and one per game. Plurals and selections live in the
catalogue, never in code. A `Seat` value is worded as that player's name; a nested `Msg`
is worded first and passed in as text.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path

from fluent.runtime import FluentBundle, FluentResource

from bot.games.core.words import Msg, MsgArg, Seat

log = logging.getLogger("saloon.i18n")
HERE = Path(__file__).resolve().parent
DEFAULT_LOCALE = "en"
LANGUAGES = ("en", "es", "it")
FLUENT_LOCALES = {"en": "en-US", "es": "es-ES", "it": "it-IT"}


def language_of(locale: str | None) -> str:
    """Saloon's language for a Discord locale ("es-419" -> "es"; unknown ones -> English)."""
    base = (locale or "").split("-")[0].lower()
    return base if base in LANGUAGES else DEFAULT_LOCALE


class MissingMessageError(LookupError):
    """A key that no catalogue of the locale defines, or a value it needs was not given."""


class Words:
    """Words messages in one locale. `strict` raises on a missing key or value (tests);
    otherwise the key itself is shown and the problem logged once."""

    def __init__(self, locale: str = DEFAULT_LOCALE, *, strict: bool = False) -> None:
        self.locale = locale
        self.strict = strict
        self._bundle = _bundle(locale)
        self._reported: set[str] = set()

    def __reduce__(self) -> tuple[type[Words], tuple[str], dict[str, bool]]:
        """Pickled as its locale (a render worker process loads the same catalogues)."""
        return (Words, (self.locale,), {"strict": self.strict})

    def __setstate__(self, state: dict[str, bool]) -> None:
        self.strict = state["strict"]

    def has(self, key: str) -> bool:
        return self._bundle.has_message(key)

    def __call__(self, message: Msg, names: Mapping[int, str] | None = None) -> str:
        """The message in words; `names` maps seats to display names."""
        if not self._bundle.has_message(message.key):
            return self._missing(message.key, "no such message")
        args = {k: self._value(v, names) for k, v in message.args.items()}
        pattern = self._bundle.get_message(message.key).value
        if pattern is None:
            return self._missing(message.key, "message has no value")
        text, errors = self._bundle.format_pattern(pattern, args)
        if errors or not isinstance(text, str):
            return self._missing(message.key, "; ".join(map(str, errors)))
        return text

    def lines(self, messages: list[Msg], names: Mapping[int, str] | None = None) -> str:
        return "\n".join(self(m, names) for m in messages)

    def _value(self, value: MsgArg, names: Mapping[int, str] | None) -> str | int:
        if isinstance(value, Msg):
            return self(value, names)
        if isinstance(value, Seat):
            return self.name(value.seat, names)
        return value

    def name(self, seat: int, names: Mapping[int, str] | None = None) -> str:
        """A seat's display name; the solo Rival (seat -1) by its name in this language."""
        if seat < 0 and (names is None or seat not in names):
            return self(Msg(key="core-rival"))
        return seat_name(seat, names)

    def _missing(self, key: str, why: str) -> str:
        if self.strict:
            raise MissingMessageError(f"{self.locale}: {key}: {why}")
        if key not in self._reported:
            self._reported.add(key)
            log.error("message %s (%s): %s", key, self.locale, why)
        return key


COMMAND = re.compile(r"`/([a-z]+)((?: [a-z]+)?)`")


@dataclass(frozen=True)
class Voice:
    """Words bound to one table's player names: what renderers and message builders use to
    word a view for one reader (`voice(msg)`, `voice.name(seat)`). With `commands` (each
    slash command's id on Discord), a command named in a text (`/game join`) becomes a
    mention, which Discord shows in the reader's language and makes clickable."""

    words: Words = field(default_factory=lambda: words())
    names: Mapping[int, str] = field(default_factory=lambda: {})
    commands: Mapping[str, int] = field(default_factory=lambda: {})
    levels: Mapping[int, str] = field(default_factory=lambda: {})  # bots' levels, worded:
    # a seat panel on a board shows each after its bot's name ("Bot 2 · difícil")

    def __call__(self, message: Msg) -> str:
        text = self.words(message, self.names)
        return COMMAND.sub(self._mention, text) if self.commands else text

    def _mention(self, found: re.Match[str]) -> str:
        command_id = self.commands.get(found[1])
        return f"</{found[1]}{found[2]}:{command_id}>" if command_id else found[0]

    def lines(self, messages: list[Msg]) -> list[str]:
        return [self(m) for m in messages]

    def name(self, seat: int) -> str:
        return self.words.name(seat, self.names)


def seat_name(seat: int, names: Mapping[int, str] | None) -> str:
    """A seat's display name; without names, the seat's number as players count (1-based)."""
    if names is not None and seat in names:
        return names[seat]
    return f"#{seat + 1}"


def catalogue_files(locale: str) -> list[Path]:
    """The Fluent files of a locale."""
    return sorted((HERE / locale).glob("*.ftl"))


@cache
def _bundle(locale: str) -> FluentBundle:
    bundle = FluentBundle([FLUENT_LOCALES.get(locale, locale)], use_isolating=False)
    for path in catalogue_files(locale):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return bundle


@cache
def words(locale: str = DEFAULT_LOCALE) -> Words:
    """The shared formatter of a locale (English for a language Saloon does not speak)."""
    return Words(locale if locale in LANGUAGES else DEFAULT_LOCALE)


say = words()
"""English words: `say(msg, names)`."""


def add_catalogue(locale: str, text: str) -> None:
    """Add Fluent messages to a locale (tests use it for their toy game's catalogue)."""
    _bundle(locale).add_resource(FluentResource(text))
