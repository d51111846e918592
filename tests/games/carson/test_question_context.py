"""Every Carson City question says what it is about (issue 19 #1): for each decision kind,
a real state where it is asked, its question and answer labels worded in English, Spanish
and Italian, and the catalogue names of its subject (that building, plot, road, character,
opponent) and its price or amount found in the words.

The states come from seeded games played by random legal answers (random play places
cowboys everywhere, so duels, the Doctor, the Undertaker and auctions all happen); a kind
that none of these games reaches (`CONSTRUCTED`) is asked on a built board. The expected
words are worked out here from the state and the catalogue, never through `asking.py`."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

from bot.games.carson import city
from bot.games.carson.actions import (
    Amount,
    BuildKept,
    Choose,
    PickPlot,
    Place,
    Road,
    Slot,
    TakeCard,
)
from bot.games.carson.data import CHARS, SPACES, TRACK
from bot.games.carson.decisions import QUESTIONS
from bot.games.carson.spec import CARSON
from bot.games.carson.state import CarsonDecision, CarsonState
from bot.games.core import step
from bot.games.core.words import msg
from bot.i18n import Words
from tests.games.carson.helpers import blank, put

pytestmark = pytest.mark.slow

LANGUAGES = ("en", "es", "it")
NAMES = {0: "Ana", 1: "Bea", 2: "Cy", 3: "Dan"}
EVERYTHING = {"buildings": "full", "characters": "random", "outlaws": True, "horses": True,
              "might_is_right": True}
# (options, seed, seats) of the games whose random play asks every kind but `CONSTRUCTED`
TEACHER = {"buildings": "full", "characters": "random", "teacher": True}
OUTLAWS = {"buildings": "full", "characters": "random", "outlaws": True, "horses": True}
RIVER = {"buildings": "full", "characters": "random", "river": True, "kit_carson": True}
SHEETS = {"buildings": "full", "characters": "random", "might_is_right": True,
          "new_beginning": True}
GAMES: list[tuple[dict[str, Any], int, int]] = [
    (EVERYTHING, 0, 2), (EVERYTHING, 1, 3), (EVERYTHING, 2, 4), (EVERYTHING, 26, 4),
    ({}, 0, 2), (TEACHER, 0, 2), (TEACHER, 1, 3), (TEACHER, 5, 4), (OUTLAWS, 1, 3),
    (RIVER, 0, 2), (RIVER, 4, 3), (SHEETS, 0, 2), (SHEETS, 7, 3),
]
KINDS = sorted(q.kind for q in QUESTIONS)


def dynamite_state() -> tuple[CarsonState, int]:
    """No seeded game above gives a red Prospector dynamite and a Mine before building
    income: the holder of a red Prospector with a Mine on C3 and a token is asked."""
    s = blank(2)
    put(s, "C3", "mine", owner=0)
    s.players[0].dynamite = 1
    s.players[0].held = [(9, "R")]
    s.flow.push(CarsonDecision(seat=0, kind="dynamite"))
    return s, 0


CONSTRUCTED: dict[str, Callable[[], tuple[CarsonState, int]]] = {"dynamite": dynamite_state}


@cache
def asked() -> dict[str, tuple[CarsonState, int]]:
    """For each kind, the first state (and seat) where the games above ask it."""
    found: dict[str, tuple[CarsonState, int]] = {}
    for options, seed, n in GAMES:
        s, pick = CARSON.setup(n, seed, CARSON.options(options)), random.Random(seed)
        while CARSON.result(s) is None and not set(KINDS) - set(CONSTRUCTED) <= set(found):
            for d in s.flow.top():
                found.setdefault(d.kind, (s, d.seat))
            seat = min(CARSON.to_act(s))
            s = step(CARSON, s, seat, pick.choice(CARSON.legal_actions(s, seat))).state
    return {**found, **{k: make() for k, make in CONSTRUCTED.items()}}


def words(language: str) -> Callable[..., str]:
    voice = Words(language, strict=True)
    return lambda key, **args: voice(msg(key, **args), NAMES)


def building(language: str, kind: str) -> str:
    return words(language)("carson-building", kind=kind)


def beside(edge: str) -> list[str]:
    """The board names of the plots on either side of an edge (this test's own reading of
    H(x,y): along the top of row y+1, column x; V(x,y): left of column x, row y+1)."""
    kind, x, y = edge[0], *map(int, re.findall(r"\d+", edge))
    cells = [(x, y - 1), (x, y)] if kind == "H" else [(x - 1, y), (x, y)]
    return [f"{'ABCDEFGH'[c]}{r + 1}" for c, r in cells if 0 <= c < 8 and 0 <= r < 8]


def amount_subjects(s: CarsonState, d: CarsonDecision, n: int) -> list[str]:
    """An amount's label: the number, and what it costs or brings, from the card tables."""
    red_captain = (6, "R") in s.players[d.seat].held
    costs = {"captain": dict(CHARS.captain_revolvers if red_captain else CHARS.captain_cowboys),
             "banker": dict(CHARS.banker_packages), "buyvp": {n: n * d.amount}}
    shown = [str(n)] if n else []
    if d.kind in costs and n:
        shown.append(f"${costs[d.kind][n]}")
    if d.kind == "heroes":
        shown.append(f"+{dict(CHARS.heroes_options)[n]}")
    return shown


def label_subjects(s: CarsonState, d: CarsonDecision, language: str, a: Any) -> list[str]:
    """What an answer's label must name: its plot, road's plots, building, card, amount."""
    if isinstance(a, PickPlot):
        return [a.plot]
    if isinstance(a, Road):
        return beside(a.edge)
    if isinstance(a, Slot):
        kind = s.market[TRACK.slot_prices.index(a.price)]
        return [building(language, kind or "none"), f"${a.price}"]
    if isinstance(a, TakeCard):
        return [words(language)("carson-card", n=a.number)]
    if isinstance(a, Choose) and d.kind == "undertaker" and a.option == "money":
        return ["$2"]
    if isinstance(a, BuildKept) or (isinstance(a, Choose) and a.building):
        return [building(language, a.building or "none")]
    if isinstance(a, Amount):
        return amount_subjects(s, d, a.n)
    if isinstance(a, Place) and a.loc.startswith("BUILD_"):
        kind = s.market[SPACES[a.loc].slot]
        return [building(language, kind)] if kind else []
    if isinstance(a, Place) and a.loc in city.INDEX:
        return [a.loc]
    return []


def slot_price(s: CarsonState, seat: int, loc: str) -> int:
    price = SPACES[loc].price
    halved = (4, "Y") in s.players[seat].held
    return -(-price // 2) if halved else price


def question_subjects(s: CarsonState, d: CarsonDecision, language: str) -> list[str]:
    """What the question itself must name, worked out from the state."""
    p, name = s.players[d.seat], lambda k: building(language, k)
    subjects: dict[str, Callable[[], list[str]]] = {
        "buy": lambda: [name(s.market[SPACES[d.loc].slot] or "none"),
                        f"${slot_price(s, d.seat, d.loc)}"],
        "buyplot": lambda: [d.loc, f"${p.money}"],
        "site": lambda: [name(d.building)],
        "special": lambda: [name(d.building), f"${d.amount}"],
        "house": lambda: [name(d.building), d.loc],
        "consent": lambda: [NAMES[d.asker], city.name(d.amount), name(d.building), d.loc],
        "kept": lambda: [name(k) for k in p.kept],
        "coolie": lambda: ["$5"],
        "buyvp": lambda: [f"${d.amount}", f"${p.money}"],
        "spend": lambda: [f"${p.money}"],
        "bid": lambda: [f"${p.money}", *(city.name(i) for i in d.refused)],
        "captain": lambda: [f"${p.money}"],
        "banker": lambda: [f"${p.money}"],
        "doctor": lambda: [] if d.seat == d.asker else [NAMES[d.asker], "$3"],
        "undertaker": lambda: [NAMES[d.asker], "$2"],
        "outlaw_win": lambda: [d.loc, str(d.amount)],
        "salary_horse": lambda: ["$4"],
    }
    return subjects.get(d.kind, list)()


@pytest.mark.parametrize("kind", KINDS)
def test_every_question_names_its_subject_and_price_in_every_language(kind: str):
    found = asked()
    assert kind in found, f"no seeded game asks {kind!r}: add a game or construct it"
    s, seat = found[kind]
    d = next(x for x in s.flow.top() if x.seat == seat and x.kind == kind)
    table = CARSON.table_view(s)
    view = CARSON.seat_view(s, seat, table)
    text = next(q.text for q in table.board.questions if q.seat == seat and q.kind == kind)
    legal = CARSON.legal_actions(s, seat) if seat in CARSON.to_act(s) else []
    for language in LANGUAGES:
        voice = Words(language, strict=True)
        question = voice(text, NAMES)
        for subject in question_subjects(s, d, language):
            assert subject in question, (language, kind, subject, question)
        labels = [voice(CARSON.describe(view, seat, a).label, NAMES) for a in legal]
        assert len(set(labels)) == len(labels), (language, kind, labels)
        for a, label in zip(legal, labels, strict=True):
            for subject in label_subjects(s, d, language, a):
                assert subject in label, (language, kind, subject, label)
        for shown in (question, *labels):
            assert not re.search(r"[{}]|\?\.|\(-\)|\b[HV]\(\d|\b[A-Z]+_[A-Z0-9]+\b", shown), shown


def test_yes_and_no_say_what_they_do():
    """A yes/no question's answers name their subject: never a bare "Yes"/"Sí"/"Sì"."""
    bare = {"Yes", "No", "Sí", "Sì", "Done", "Terminado", "Fatto"}
    for kind in ("buy", "buyplot", "consent", "kept", "reroll", "doctor", "salary_horse"):
        s, seat = asked()[kind]
        view = CARSON.seat_view(s, seat)
        for language in LANGUAGES:
            voice = Words(language, strict=True)
            shown = {voice(CARSON.describe(view, seat, a).label, NAMES)
                     for a in CARSON.legal_actions(s, seat)}
            assert not shown & bare, (kind, language, shown)
