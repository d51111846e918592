"""Issue 19 #3: every game speaks Spanish and Italian in its rulebook's words.

For every game with a glossary (`tests/glossary/<game>.json`, format below), short games with
fixed seeds and random legal moves are played, and everything a player reads is worded in
Spanish and Italian: every event (and its public stand-in), every question (the status line,
the prompt and the answers' labels and descriptions), and each view (table and seats: every
keyed message they carry, their alt text and hands). Every variant of every message of the
game's catalogues is read as written too (what boards and hands draw straight from them).
The text fails on

- an English term of the glossary that differs from that language's term, as a whole word
  (case-sensitive: "Bank" in a Spanish sentence), or its lower-case catalogue id ("mustang");
- a term the glossary says to `avoid` in that language (whole word, any case);
- a message key left unworded, a Python repr (`None`, `Seat(`, `{`), a rule id ("(R33)"),
  a snake_case id ("first_game"), a participle agreeing with a player ("Ana è andato"), or
  stray punctuation ("¿usar un efecto?.", "Jugar 5S Galope -", "(desde -)").

    {"game": "carson",
     "terms": [{"en": "Drugstore", "es": "Droguería", "it": "Farmacia",
                "avoid": {"es": ["Botica", "Farmacia"], "it": []},
                "source": "es: seed 004 (Spanish rulebook) p. 5; it: our choice"}]}

A game's glossary is picked up as soon as its file exists. The fast variant plays one short
game per glossary; the slow one more games, longer.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from pydantic import BaseModel

from bot.games import GAMES
from bot.games.core import AnySpec, Msg, step
from bot.i18n import MissingMessageError, Words

GLOSSARIES = Path(__file__).resolve().parent / "glossary"
I18N = Path(__file__).resolve().parents[1] / "bot" / "i18n"
LANGUAGES = ("es", "it")
NAMES = {0: "Ana", 1: "Bea", 2: "Cy", 3: "Dee", 4: "Eli", 5: "Flo"}
KEY = re.compile(r"\b(?:core|ui|cmd|tew|wow|carson|legends)-[a-z0-9]+(?:-[a-z0-9]+)+\b")
REPR = re.compile(r"\bNone\b|\bSeat\(|\bMsg\(|[{}]|\['|'\]|\('|'\)|': |\bkey=")
RULE_ID = re.compile(r"[(\[](?:R|L|X|D)\d{1,3}[)\]]")
SNAKE = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b")
PUNCTUATION = re.compile(r"[?!,;:]\.|(?<!\.)\.\.(?!\.)|\s[.,;](?![\d.])|\(\s*-?\s*\)|\s-$|\s-\)")
PLAYER = "|".join(NAMES.values())
GENDERED = {  # a participle agreeing with a player ("Ana è andato"; not "il pistolero di Ana è
    # ferito", whose subject is the posse): say it without one
    "it": re.compile(rf"(?<!di )\b(?:{PLAYER}) (?:è|si è|era|sarà)(?: stat[oa])? \w+(?:at|ut|it|ss|st|rs|ort)[oi]\b"),
    "es": re.compile(rf"(?<!de )\b(?:{PLAYER}) (?:fue|está|estaba|queda|quedó|ha sido) \w+(?:ad|id)[oa]s?\b"),
}
LABELS_PER_STEP = 120  # enough for every question's answers but Carson's plots


def glossary_files() -> list[Path]:
    return sorted(GLOSSARIES.glob("*.json"))


@dataclass(frozen=True)
class Term:
    en: str
    words: dict[str, str]
    avoid: dict[str, list[str]]


def terms_of(path: Path) -> tuple[str, list[Term]]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return data["game"], [Term(t["en"], {lang: t[lang] for lang in LANGUAGES},
                               {lang: list(t.get("avoid", {}).get(lang, [])) for lang in LANGUAGES})
                          for t in data["terms"]]


def whole(words: list[str], flags: int = 0) -> re.Pattern[str] | None:
    """One pattern matching any of `words` as a whole word."""
    if not words:
        return None
    alt = "|".join(re.escape(w) for w in sorted(set(words), key=len, reverse=True))
    return re.compile(rf"(?<![\w-])(?:{alt})(?![\w-])", flags)


def msgs_in(value: Any) -> Iterator[Msg]:
    """Every keyed message a view carries, however deep (a Msg nested in a Msg is worded
    with it)."""
    if isinstance(value, Msg):
        yield value
    elif isinstance(value, BaseModel):
        for _, item in value:
            yield from msgs_in(item)
    elif isinstance(value, list | tuple):
        for item in value:  # pyright: ignore[reportUnknownVariableType]
            yield from msgs_in(item)
    elif isinstance(value, dict):
        for item in value.values():  # pyright: ignore[reportUnknownVariableType]
            yield from msgs_in(item)


@dataclass
class Texts:
    """What players read, in one language, with where each text came from."""

    words: Words
    seen: dict[str, str] = field(default_factory=lambda: {})
    broken: list[str] = field(default_factory=lambda: [])

    def add(self, message: Msg | None, where: str) -> None:
        if message is None:
            return
        try:
            text = self.words(message, NAMES)
        except MissingMessageError as exc:
            self.broken.append(f"{where}: {exc}")
            return
        self.seen.setdefault(text, where)

    def add_all(self, messages: Any, where: str) -> None:
        for message in msgs_in(messages):
            self.add(message, where)


def read_everything(spec: AnySpec, seeds: list[int], steps: int, view_every: int
                    ) -> dict[str, Texts]:
    """Play `seeds` games of `spec` (random legal moves, at most `steps` each) and word what
    the players read in each language."""
    texts = {lang: Texts(Words(lang, strict=True)) for lang in LANGUAGES}
    for seed in seeds:
        rnd = random.Random(seed)
        n = min(max(spec.min_seats, 3), spec.max_seats)
        state = spec.setup(n, seed, spec.Options())
        for i in range(steps):
            acting = sorted(spec.to_act(state))
            where = f"{spec.key} seed {seed} step {i}"
            views = [spec.table_view(state), *(spec.seat_view(state, s) for s in range(n))] \
                if i % view_every == 0 or not acting else [spec.table_view(state)]
            for t in texts.values():
                for view in views:
                    t.add(view.status, where)
                    t.add_all(view, f"{where} view") if len(views) > 1 else None
                    t.add_all(view.alt_text(), f"{where} alt text") if len(views) > 1 else None
            if not acting:
                break
            seat = rnd.choice(acting)
            legal = spec.legal_actions(state, seat)
            mine = spec.seat_view(state, seat)
            for action in legal[:LABELS_PER_STEP]:
                said = spec.describe(mine, seat, action)
                for t in texts.values():
                    t.add(said.label, f"{where} label")
                    t.add(said.description, f"{where} description")
            for t in texts.values():
                t.add_all(mine.hand_lines(), f"{where} hand")
            done = step(spec, state, seat, rnd.choice(legal))
            state = done.state
            for event in done.events:
                if event.visible_to == ():
                    continue  # a record nobody is told (statistics), never worded for a player
                for t in texts.values():
                    t.add(event.message(), f"{where} event {type(event).__name__}")
                    t.add(event.public_message(), f"{where} event {type(event).__name__}")
    return texts


def problems(texts: Texts, language: str, terms: list[Term]) -> list[str]:
    """Every text that breaks a rule of the module docstring, with where it was read."""
    english = whole([t.en for t in terms if t.en != t.words[language]])
    ids = whole([t.en.lower() for t in terms if t.en.lower() != t.words[language].lower()])
    avoid = whole([a for t in terms for a in t.avoid[language]], re.IGNORECASE)
    found = list(texts.broken)
    checks: list[tuple[str, re.Pattern[str] | None]] = [
        ("English term", english), ("catalogue id", ids), ("avoided term", avoid),
        ("message key", KEY), ("Python repr", REPR), ("rule id", RULE_ID), ("snake_case id", SNAKE),
        ("gendered participle", GENDERED[language]), ("stray punctuation", PUNCTUATION)]
    for text, where in texts.seen.items():
        for what, pattern in checks:
            hit = pattern.search(text) if pattern is not None else None
            if hit:
                found.append(f"{where}: {what} {hit[0]!r} in {text!r}")
    return found


def check(path: Path, seeds: list[int], steps: int, view_every: int) -> None:
    game, terms = terms_of(path)
    texts = read_everything(GAMES[game], seeds, steps, view_every)
    found = [f"{lang}: {p}" for lang in LANGUAGES for p in problems(texts[lang], lang, terms)]
    assert not found, f"{len(found)} problems:\n" + "\n".join(found[:40])


@pytest.mark.parametrize("path", glossary_files(), ids=lambda p: p.stem)
def test_a_short_game_reads_in_the_glossarys_words(path: Path) -> None:
    check(path, seeds=[1], steps=15, view_every=15)


@pytest.mark.slow
@pytest.mark.parametrize("path", glossary_files(), ids=lambda p: p.stem)
def test_whole_games_read_in_the_glossarys_words(path: Path) -> None:
    check(path, seeds=[2, 3, 4], steps=2500, view_every=5)


def catalogue_texts(language: str, game: str) -> dict[str, str]:
    """The literal text of every variant of every message of `game` (its key prefix), in
    `language`: what the board and the hands draw straight from the catalogue too."""
    return {k: v for k, v in all_literal_texts(language).items() if k.startswith(f"{game}-")}


MESSAGE = re.compile(r"^([a-z][a-z0-9-]*) =(.*)$")
PLACEABLE = re.compile(r"\{[^{}]*\}|^\s*\*?\[[^\]]+\]|\{[^{}]*->|\}")


@cache
def all_literal_texts(language: str) -> dict[str, str]:
    """Every message of a language's catalogues as written, each variant's text (placeables
    and variant keys removed; a line scan, much faster than parsing the files)."""
    out: dict[str, list[str]] = {}
    for path in sorted((I18N / language).glob("*.ftl")):
        key = None
        for line in path.read_text(encoding="utf-8").splitlines():
            if line.startswith("#") or not line.strip():
                key = None if not line.strip() else key
                continue
            found = MESSAGE.match(line)
            if found:
                key, line = found[1], found[2]
            if key is not None:
                out.setdefault(key, []).append(PLACEABLE.sub(" ", PLACEABLE.sub(" ", line)))
    return {k: " | ".join(v) for k, v in out.items()}


@pytest.mark.parametrize("path", glossary_files(), ids=lambda p: p.stem)
def test_the_games_catalogue_uses_the_glossarys_words(path: Path) -> None:
    """Every variant of every message of the game, also those only the board or a hand
    draws: no English term of the glossary, no avoided synonym."""
    game, terms = terms_of(path)
    found: list[str] = []
    for language in LANGUAGES:
        english = whole([t.en for t in terms if t.en != t.words[language]])
        avoid = whole([w for t in terms for w in t.avoid[language]], re.IGNORECASE)
        for key, text in catalogue_texts(language, game).items():
            for what, pattern in (("English term", english), ("avoided term", avoid)):
                hit = pattern.search(text) if pattern is not None else None
                if hit:
                    found.append(f"{language} {key}: {what} {hit[0]!r} in {text[:160]!r}")
    assert not found, "\n".join(found[:40])


@pytest.mark.parametrize("path", glossary_files(), ids=lambda p: p.stem)
def test_the_glossary_is_well_formed(path: Path) -> None:
    """Each term has every language, the game exists, and no term avoids its own word."""
    game, terms = terms_of(path)
    assert game in GAMES and path.stem == game
    for t in terms:
        assert t.en and all(t.words[lang] for lang in LANGUAGES), t
        for lang in LANGUAGES:
            assert t.words[lang].lower() not in {a.lower() for a in t.avoid[lang]}, t
