"""Whole games worded in Spanish and Italian show no English: every status, alt text, hand,
label, description, event and result of a TEW and a WOW game is worded in the table's
language, and no fixed English phrase whose translation differs appears in any of them.
Labels stay at most 80 characters and unique, descriptions at most 100, in every language."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fl

from bot.games import GAMES
from bot.games.core import step
from bot.i18n import Words

I18N = Path(__file__).resolve().parents[2] / "bot" / "i18n"


def phrases(locale: str) -> dict[str, set[str]]:
    """message id -> its fixed text pieces of three words or more."""
    out: dict[str, set[str]] = {}
    for path in (I18N / locale).glob("*.ftl"):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fl.Message) and entry.value is not None:
                pieces: set[str] = set()

                def walk(node: object, pieces: set[str] = pieces) -> None:
                    if isinstance(node, fl.TextElement):
                        for line in node.value.split("\n"):
                            if len(line.split()) >= 3:
                                pieces.add(line.strip())
                    if isinstance(node, fl.BaseNode):
                        for value in vars(node).values():
                            for item in value if isinstance(value, list) else [value]:
                                walk(item)

                walk(entry.value)
                out[entry.id.name] = pieces
    return out


def english_only(locale: str) -> set[str]:
    """English phrases that the translation does not share."""
    english, other = phrases("en"), phrases(locale)
    shared = {p for pieces in other.values() for p in pieces}
    return {p for pieces in english.values() for p in pieces if p not in shared}


def worded(spec, state, n: int, words: Words, events) -> list[str]:
    texts = [words(spec.table_view(state).status), *map(words, spec.table_view(state).alt_text())]
    for seat in range(n):
        view = spec.seat_view(state, seat)
        texts += [words(m) for m in view.hand_lines()]
        labels: list[str] = []
        for action in spec.legal_actions(state, seat):
            text = spec.describe(view, seat, action)
            labels.append(words(text.label))
            texts += [labels[-1], *(words(s) for s in text.stage)]
            if text.description is not None:
                texts.append(words(text.description))
                assert len(texts[-1]) <= 100, texts[-1]
        assert len(set(labels)) == len(labels), sorted(labels)
        assert all(0 < len(label) <= 80 for label in labels), max(labels, key=len)
    for event in events:
        texts.append(words(event.message()))
        if event.public_message() is not None:
            texts.append(words(event.public_message()))
    return texts


@pytest.mark.slow
@pytest.mark.parametrize("locale", ["es", "it"])
@pytest.mark.parametrize(("key", "n"), [("tew", 3), ("tew", 1), ("wow", 4)])
def test_a_whole_game_speaks_the_tables_language(key: str, n: int, locale: str):
    spec, words = GAMES[key], Words(locale, strict=True)
    banned = english_only(locale)
    rnd = random.Random(7)
    state = spec.setup(n, 7, spec.options())
    shown: list[str] = worded(spec, state, n, words, [])
    while spec.result(state) is None:
        seat = rnd.choice(sorted(spec.to_act(state)))
        done = step(spec, state, seat, rnd.choice(spec.legal_actions(state, seat)))
        state = done.state
        shown += worded(spec, state, n, words, done.events)
    shown.append(words(spec.result(state).summary))
    blob = "\n".join(shown)
    leaked = sorted(p for p in banned if p in blob)
    assert not leaked, leaked[:20]
