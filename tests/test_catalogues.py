"""The catalogues: every message the code names exists in English; Spanish and Italian have
exactly the English messages with the same variables; nothing in English goes unused."""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fl

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "bot" / "i18n"
GAMES = sorted(d.name for d in (ROOT / "bot" / "games").iterdir()
               if d.is_dir() and (d / "__init__.py").exists() and d.name != "core")
KEY = re.compile(rf"^({'|'.join(['core', 'ui', 'cmd', 'recap', *GAMES])})-[a-z0-9-]+$")
TRANSLATED = ("es", "it")


@cache
def catalogue(locale: str) -> dict[str, frozenset[str]]:
    """message id -> the variables it uses, over every file of a locale (read once a run)."""
    out: dict[str, frozenset[str]] = {}
    for path in sorted((I18N / locale).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in resource.body:
            if isinstance(entry, fl.Junk):
                raise AssertionError(f"{path}: cannot parse {entry.content[:80]!r}")
            if isinstance(entry, fl.Message):
                out[entry.id.name] = frozenset(variables(entry))
    return out


def variables(node: object) -> set[str]:
    found: set[str] = set()

    def walk(n: object) -> None:
        if isinstance(n, fl.VariableReference):
            found.add(n.id.name)
        if isinstance(n, fl.BaseNode):
            for value in vars(n).values():
                for item in value if isinstance(value, list) else [value]:
                    walk(item)

    walk(node)
    return found


@cache
def literal_keys() -> frozenset[str]:
    """Every string literal of the product code that looks like a message key (read once)."""
    keys: set[str] = set()
    for folder in ("bot", "cogs", "render"):
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Constant) and isinstance(node.value, str) \
                        and KEY.match(node.value):
                    keys.add(node.value)
    return frozenset(keys)


def test_every_key_the_code_names_exists_in_english():
    english = catalogue("en")
    missing = sorted(k for k in literal_keys() - set(english)
                     if not k.startswith("cmd-") and not k.endswith("-"))  # "-": a prefix
    assert not missing, missing


@pytest.mark.parametrize("locale", TRANSLATED)
def test_translations_have_every_message_with_the_same_variables(locale: str):
    english, other = catalogue("en"), catalogue(locale)
    commands = {k for k in other if k.startswith("cmd-")}
    assert sorted(set(english) - set(other)) == [], "missing"
    assert sorted(set(other) - set(english) - commands) == [], "extra"
    wrong = {k: (english[k], other[k]) for k in english if english[k] != other[k]}
    assert not wrong, wrong


@cache
def worded_with_ones(locale: str) -> dict[str, tuple[str, tuple[Exception, ...]]]:
    """Every message of a locale worded with each of its values = 1: text and errors."""
    from fluent.runtime import FluentBundle, FluentResource

    bundle = FluentBundle([locale], use_isolating=False)
    for path in sorted((I18N / locale).glob("*.ftl")):
        bundle.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    out: dict[str, tuple[str, tuple[Exception, ...]]] = {}
    for key, names in catalogue(locale).items():
        message = bundle.get_message(key)
        if message.value is not None:
            text, errors = bundle.format_pattern(message.value, dict.fromkeys(names, 1))
            out[key] = (text, tuple(errors))
    return out


@pytest.mark.parametrize("locale", TRANSLATED)
def test_translations_word_every_message(locale: str):
    failed = {key: errors for key, (_, errors) in worded_with_ones(locale).items() if errors}
    assert not failed, failed


BUILT = {"wow-pass-help", "wow-retreat-help"}  # "wow-" + kind + "-help" in wow/labels.py
BUILT_PREFIXES = tuple(f"{g}-topic-" for g in GAMES)  # f"{game}-topic-{topic}", cogs/play.py


def test_no_english_message_is_unused():
    named = literal_keys()
    prefixes = (*(k for k in named if k.endswith("-")), *BUILT_PREFIXES)
    unused = sorted(k for k in catalogue("en")
                    if k not in named and k not in BUILT and not k.startswith(prefixes))
    assert not unused, unused


# Plural nouns that must not follow the count 1 ("1 cards"). Italian keeps foreign nouns
# (cowboy, revolver, round) unchanged, so they are not listed.
PLURALS = {
    "en": "cowboys|roads|revolvers|plots|cards|wounds|points|buildings|goals|players|actions"
          "|steps|seats|icons|nuggets|tokens|tiles|turns|rounds|houses|spaces|horses|duels|items",
    "es": "vaqueros|cowboys|carreteras|caminos|revólveres|parcelas|cartas|heridas|puntos|edificios"
          "|objetivos|jugadores|acciones|pasos|asientos|iconos|pepitas|fichas|turnos|rondas"
          "|casas|espacios|caballos|duelos|objetos",
    "it": "strade|lotti|carte|ferite|punti|edifici|obiettivi|giocatori|azioni|passi|posti"
          "|icone|pepite|segnalini|tessere|turni|case|spazi|cavalli|duelli|oggetti",
}
# A count of 1 never meets these nouns: a seat range ("2-4 seats") or a board side ("3-4").
NEVER_ONE = {"ui-lobby-body", "ui-console-seats", "ui-wrong-seat-count", "wow-seat-count",
             "tew-alt-industry", "tew-r-hall-side"}


@pytest.mark.parametrize("locale", ("en", *TRANSLATED))
def test_a_count_of_one_takes_the_singular(locale: str):
    """Every message worded with each of its values = 1 says "1 card", never "1 cards"."""
    plural = re.compile(rf"(?<![\d.,$-])\b1 ({PLURALS[locale]})\b")
    wrong = {key: text for key, (text, _) in worded_with_ones(locale).items()
             if key not in NEVER_ONE and plural.search(text)}
    assert not wrong, wrong
