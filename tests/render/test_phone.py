"""Boards and hands read on a phone (issue 19): Discord shows an image about 1,100 device
pixels wide, so every essential text (the headline, the question asked, the players' names
and scores) must have a cap height of at least 20 device pixels there: 29 px on a board
1,600 px wide, scaled for a narrower hand. Cap heights are measured from the drawing calls
(the font actually used), through `render.common.recording()`. Then: no text is cut with an
ellipsis in Spanish or Italian (a player's name excepted), and seat letters that no colour
word starts with."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from bot.games import GAMES
from bot.games.core.engine import step
from bot.games.core.words import msg
from bot.i18n import Voice, Words
from render import renderer
from render.common import (
    ESSENTIAL_CAP,
    ESSENTIAL_TEXT,
    SEAT_LETTERS,
    Record,
    TextDrawn,
    cap_height,
    font,
    recording,
    seat_letter,
)

NAMES = {0: "José Núñez", 1: "Ana", 2: "Zoë Łukasz", 3: "Bea", 4: "Li", 5: "Maximiliano"}
VOICE = Voice(Words("en", strict=True), names=NAMES)
PHONE = 1100  # device pixels across a phone's full-width image


def play(key: str, n: int, seed: int, steps: int) -> Any:
    spec = GAMES[key]
    rnd = random.Random(seed)
    s = spec.setup(n, seed, spec.options())
    for _ in range(steps):
        seats = sorted(spec.to_act(s))
        if spec.result(s) is not None or not seats:
            break
        who = rnd.choice(seats)
        s = step(spec, s, who, rnd.choice(spec.legal_actions(s, who))).state
    return s


def big(record: Record) -> list[TextDrawn]:
    """The texts drawn at least as large as an essential text must be."""
    return [t for t in record.texts if t.cap_at(1600) >= ESSENTIAL_CAP]


def words(text: str) -> list[str]:
    """The words of a text (a separator such as "·" is not a word)."""
    return [w for w in text.split() if any(ch.isalnum() for ch in w)]


def shown_large(record: Record, text: str) -> bool:
    """Every word of `text` (as often as it occurs) among the large texts: a text may be
    wrapped, or split between the headline and the question's panel, but every word of it
    is drawn large."""
    large = Counter(words(" ".join(t.text for t in big(record))))
    return not Counter(words(text)) - large


def name_large(record: Record, name: str) -> bool:
    """A player's name drawn large, whole or shortened (names may be shortened)."""
    return any(t.text == name or (t.text.endswith("…") and name.startswith(t.text[:-1])
                                  and len(t.text) > 3)
               or name in t.text for t in big(record))


def score_texts(key: str, view: Any) -> list[str]:
    """Each player's score as the board words it (the result's at the end)."""
    if view.result is not None:
        scores = [st.score for st in [*view.result.standings, *view.result.others]]
    else:
        scores = [getattr(p, {"tew": "vp", "wow": "score", "carson": "vp",
                              "legends": "lp"}[key]) for p in view.players]
    unit = {"tew": "tew-r-vp", "carson": "carson-r-vp", "legends": "legends-r-lp"}
    if key == "wow":
        return [str(n) for n in scores]
    arg = {"tew": "vp", "carson": "vp", "legends": "lp"}[key]
    return [VOICE(msg(unit[key], **{arg: n})) for n in scores]


def question(key: str, view: Any) -> str:
    """The question asked now, as the view words it (TEW: its title)."""
    if key == "tew":
        return VOICE(view.prompt.title) if view.prompt is not None else ""
    if key in ("wow", "carson"):
        return VOICE(view.prompt) if view.prompt is not None else ""
    return ""  # Western Legends asks in its status


STATES = [(key, n, steps) for key in GAMES
          for n in sorted({GAMES[key].min_seats, 3, GAMES[key].max_seats})
          for steps in (0, 90, 20_000)]


def test_the_essential_size_has_the_essential_cap_height():
    assert cap_height(font(ESSENTIAL_TEXT)) >= ESSENTIAL_CAP
    assert ESSENTIAL_CAP * PHONE / 1600 >= 19.9  # 20 device px on a phone


@pytest.mark.slow
@pytest.mark.parametrize(("key", "n", "steps"), STATES)
def test_every_essential_text_on_a_board_is_readable_at_phone_width(key: str, n: int,
                                                                  steps: int):
    s = play(key, n, 7 + n, steps)
    view = GAMES[key].table_view(s)
    with recording() as record:
        img = renderer(key).table(view, VOICE)
    assert img.width == 1600
    assert shown_large(record, VOICE(view.status)), VOICE(view.status)
    if question(key, view):
        assert shown_large(record, question(key, view)), question(key, view)
    for seat in range(n):
        assert name_large(record, NAMES[seat]), NAMES[seat]
    large = {t.text for t in big(record)}
    for score in score_texts(key, view):
        assert score in large, (score, sorted(large))


@pytest.mark.parametrize("key", list(GAMES))
def test_a_mid_game_board_fast(key: str):
    """One board per game in the fast subset (the slow test covers seats and stages)."""
    s = play(key, 3, 5, 90)
    view = GAMES[key].table_view(s)
    with recording() as record:
        renderer(key).table(view, VOICE)
    assert shown_large(record, VOICE(view.status))
    assert all(name_large(record, NAMES[seat]) for seat in range(3))


@pytest.mark.parametrize("key", list(GAMES))
def test_a_hand_says_who_you_are_and_what_is_asked_large_for_its_width(key: str):
    s = play(key, 3, 5, 90)
    for seat in range(3):
        view = GAMES[key].seat_view(s, seat)
        with recording() as record:
            img = renderer(key).hand(view, VOICE)
        large = [t for t in record.texts if t.cap_at(1600) >= ESSENTIAL_CAP]
        assert img.width < 1600  # so 29 px at 1,600 is less here: scaled by the width
        assert any(NAMES[seat] in t.text for t in large), NAMES[seat]
        asked = question(key, view) if seat in view.to_act else ""
        if asked:
            text = " ".join(t.text for t in large)
            assert all(w in text for w in words(asked)), asked


# --- Nothing cut but a name, in Spanish and Italian -----------------------------------------

def states(key: str, n: int, seed: int, every: int = 10) -> Iterator[tuple[int, Any]]:
    """Every `every`-th state of a random game, numbered, and its final state."""
    spec = GAMES[key]
    rnd = random.Random(seed)
    s = spec.setup(n, seed, spec.options())
    for i in range(20_000):
        if i % every == 0:
            yield i, s
        seats = sorted(spec.to_act(s))
        if spec.result(s) is not None or not seats:
            yield 0, s
            return
        who = rnd.choice(seats)
        s = step(spec, s, who, rnd.choice(spec.legal_actions(s, who))).state


@pytest.mark.slow
@pytest.mark.parametrize("lang", ["es", "it"])
@pytest.mark.parametrize("key", list(GAMES))
def test_no_board_or_hand_of_a_played_game_cuts_a_text_but_a_name(key: str, lang: str):
    voice = Voice(Words(lang, strict=True), names=NAMES)
    spec = GAMES[key]
    with recording() as record:
        for n in sorted({spec.min_seats, spec.max_seats}):
            for i, s in states(key, n, 5):  # boards every 10 moves, hands every 30
                renderer(key).table(spec.table_view(s), voice)
                for seat in range(n) if i % 30 == 0 else ():
                    renderer(key).hand(spec.seat_view(s, seat), voice)
    cut = sorted({c.shown for c in record.clipped if c.text not in NAMES.values()})
    assert not cut, cut


def test_the_recording_lists_what_fit_text_cut():
    from render.common import fit_text

    with recording() as record:
        assert fit_text("Oficina de concesiones", 20, 60).endswith("…")
        fit_text("Ana", 20, 600)
    assert [c.text for c in record.clipped] == ["Oficina de concesiones"]


# --- Seat letters ------------------------------------------------------------------------

COLOUR_WORDS = {  # an independent list: colour words a player may read a letter as
    "en": "black blue brown green grey gray orange pink purple red white yellow vermillion "
          "sky violet gold silver cyan",
    "es": "amarillo azul blanco negro rojo verde naranja morado rosa gris marrón celeste "
          "violeta púrpura dorado plateado bermellón cian",
    "it": "azzurro blu bianco nero rosso verde giallo arancione viola rosa grigio marrone "
          "celeste porpora vermiglio oro argento ciano",
}


def test_no_seat_letter_is_the_initial_of_a_colour_word():
    initials = {w[0].upper() for ws in COLOUR_WORDS.values() for w in ws.split()}
    assert len(set(SEAT_LETTERS)) == len(SEAT_LETTERS) == 6
    assert not initials & set(SEAT_LETTERS), initials & set(SEAT_LETTERS)


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_each_seat_colour_is_named_in_the_readers_language(lang: str):
    voice = Voice(Words(lang, strict=True))
    names = [voice(msg("core-board-colour", letter=seat_letter(s))) for s in range(6)]
    assert len(set(names)) == 6
    assert all(re.fullmatch(r"[a-zà-ú ]+", n) for n in names), names
    assert all(n.split()[0] in COLOUR_WORDS[lang].split() or n == "sky blue"
               for n in names), names


def test_a_long_headline_stays_on_one_line_above_the_board():
    """Four long names in "… choosing a card": drawn narrower with the names shortened (the
    only words that may be), not on a second line that would fall on the mats."""
    long = Voice(Words("es", strict=True),
                 names={i: f"Maximiliano Fernández {i}" for i in range(4)})
    view = GAMES["tew"].table_view(play("tew", 4, 1, 0))
    with recording() as record:
        renderer("tew").table(view, long)
    top = [t for t in big(record) if t.xy[1] < 60]
    assert len(top) == 1 and top[0].text.startswith("Ronda 1 · Fase 1")
    assert top[0].text.endswith(": eligiendo carta") and "Maximilia" in top[0].text
    assert {c.text for c in record.clipped} <= set(long.names.values())
    assert not [t for t in record.texts if 50 < t.xy[1] < 64 and t.cap >= ESSENTIAL_CAP]


@pytest.mark.parametrize("lang", ["es", pytest.param("it", marks=pytest.mark.slow)])
def test_the_legends_headline_names_whose_turn_in_full(lang: str):
    """Discord's longest display names (32 characters) fit the Western Legends headline
    whole: it names only whose turn it is (the question is in the "now" panel)."""
    long = Voice(Words(lang, strict=True),
                 names={i: f"Maximiliano Fernández de la Veg{i}" for i in range(4)})
    s = play("legends", 4, 1, 90)
    view = GAMES["legends"].table_view(s)
    with recording() as record:
        renderer("legends").table(view, long)
    top = [t for t in big(record) if t.xy[1] < 50]
    assert len(long.names[0]) == 32
    assert len(top) == 1 and long.names[s.turn] in top[0].text, top
