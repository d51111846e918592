"""Boards a player reads on a phone (issue #9): text sizes measured from the drawing calls,
the running score and the results banner, names in any alphabet, the WOW panel faults,
the hand's "who you are", and PNG size and speed."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest
from PIL import Image, ImageFont

from bot.games import GAMES
from bot.games.core.engine import step
from bot.games.core.model import Result
from bot.games.core.words import msg
from bot.games.tew.spec import TEW
from bot.games.wow.spec import WOW
from bot.i18n import Voice, Words
from render import hand_png, renderer, table_png
from render import tew as tew_render
from render import wow as wow_render
from render.common import (
    HEADLINE_TEXT,
    MIN_TEXT,
    PLACEHOLDER,
    canvas,
    cap_height,
    drawable,
    font,
    has_glyph,
    recording,
    to_png,
)
from tests.render.conftest import Call

NAMES = {0: "José Núñez", 1: "Ana 🤠", 2: "Zoë Łukasz", 3: "Bea"}
VOICE = Voice(Words("en", strict=True), names=NAMES)




def play(spec: Any, n: int, seed: int, limit: int,
         stop: Callable[[Any], bool] = lambda s: False) -> Any:
    rnd = random.Random(seed)
    s = spec.setup(n, seed, spec.options())
    for _ in range(limit):
        if stop(s) or spec.result(s) is not None:
            break
        seats = sorted(spec.to_act(s))
        seat = rnd.choice(seats)
        s = step(spec, s, seat, rnd.choice(spec.legal_actions(s, seat))).state
    return s


def is_text(call: Call, text: str) -> bool:
    """The call drew `text`, whole or shortened with an ellipsis."""
    if call.text == text:
        return True
    return call.text.endswith("…") and len(call.text) > 8 and text.startswith(call.text[:-1])


def final(spec: Any, n: int, seed: int) -> Any:
    s = play(spec, n, seed, 20_000)
    assert spec.result(s) is not None
    return s


TEW_BOARDS = [(n, steps) for n in (1, 2, 3, 4) for steps in (0, 80, 20_000)]
WOW_BOARDS = [(n, steps) for n in (3, 5) for steps in (0, 150, 20_000)]


# --- Sizes, measured from the drawing calls --------------------------------------------

@pytest.mark.parametrize(("n", "steps"), TEW_BOARDS)
def test_tew_board_text_is_at_least_20px_and_the_headline_28(drawn: list[Call], n: int,
                                                             steps: int):
    s = play(TEW, n, 10 + n, steps)
    view = TEW.table_view(s)
    img = tew_render.table(view, VOICE)
    assert img.size == (1600, 1000)
    small = [(c.text, c.size) for c in drawn if c.size < MIN_TEXT]
    assert drawn and not small, small
    head = [c for c in drawn if is_text(c, VOICE(view.status))]
    assert head and all(c.size >= HEADLINE_TEXT for c in head)
    for p in view.players:  # each player's running VP is a headline
        vp = VOICE(msg("tew-r-vp", vp=p.vp))
        assert any(c.text == vp and c.size >= HEADLINE_TEXT for c in drawn), vp


@pytest.mark.parametrize(("n", "steps"), WOW_BOARDS)
def test_wow_board_text_is_at_least_20px_and_the_headline_28(drawn: list[Call], n: int,
                                                             steps: int):
    s = play(WOW, n, 5, steps)
    view = WOW.table_view(s)
    with recording() as record:  # also sees a headline drawn narrower to fit
        wow_render.table(view, VOICE)
    small = [(c.text, c.size) for c in drawn if c.size < MIN_TEXT]
    assert drawn and not small, small
    status = VOICE(view.status)
    head = [t for t in record.texts if t.text == status or (
        t.text.endswith("…") and len(t.text) > 8 and status.startswith(t.text[:-1]))]
    assert head and all(t.cap >= cap_height(font(HEADLINE_TEXT)) for t in head)
    for p in view.players:  # the scores column of the players panel
        assert any(c.text == str(p.score) and c.size >= HEADLINE_TEXT for c in drawn)


# --- Score and results banner -----------------------------------------------------------

@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_tew_result_parts_add_up_and_the_final_board_shows_the_banner(drawn: list[Call],
                                                                      n: int):
    s = final(TEW, n, 20 + n)
    view = TEW.table_view(s)
    result = view.result
    assert isinstance(result, Result)
    for st in [*result.standings, *result.others]:
        assert sum(p.points for p in st.parts) == st.score
        if st.detail is not None:  # the total is not repeated ("23 — 23 VP")
            assert not VOICE(st.detail).startswith(f"{st.score} VP")
    if n == 1:
        assert [o.seat for o in result.others] == [-1]
    tew_render.table(view, VOICE)
    texts = [c.text for c in drawn]
    assert "Game over" in texts
    for st in result.standings:
        assert any(t.startswith(VOICE.name(st.seat).rstrip("?")[:6]) for t in texts)
        assert VOICE(msg("tew-r-vp", vp=st.score)) in texts
    no_banner = view.model_copy(update={"result": None})
    a, b = tew_render.table(view, VOICE), tew_render.table(no_banner, VOICE)
    x0, y0, x1, _ = tew_render.RESULTS_BOX
    assert a.crop((x0, y0, x1, y0 + 200)).tobytes() != b.crop((x0, y0, x1, y0 + 200)).tobytes()


def test_tew_tie_break_is_named():
    from bot.games.tew.scoring import Score, tie_break

    def sc(total: int, n: int, icons: int) -> Score:
        return Score(who=0, buildings_vp=total, industry_vp={}, wanted_vp=0, n_buildings=n,
                     icons=icons)

    assert tie_break(sc(10, 3, 1), sc(9, 3, 1)) is None
    assert VOICE(tie_break(sc(10, 4, 1), sc(10, 3, 1)) or msg("x")) == "most buildings (4 to 3)"
    assert "icons" in VOICE(tie_break(sc(10, 3, 5), sc(10, 3, 2)) or msg("x"))
    assert "shared" in VOICE(tie_break(sc(10, 3, 2), sc(10, 3, 2)) or msg("x"))


@pytest.mark.parametrize("n", [3, 5])
def test_wow_final_board_shows_the_banner(drawn: list[Call], n: int):
    s = final(WOW, n, 9)
    view = WOW.table_view(s)
    assert view.result is not None
    for st in view.result.standings:
        assert sum(p.points for p in st.parts) == st.score
    wow_render.table(view, VOICE)
    texts = [c.text for c in drawn]
    assert "Game over" in texts and VOICE(view.result.summary) in " ".join(texts)


def test_a_tied_wow_result_names_the_shared_place_and_the_banner_shows_it(drawn: list[Call]):
    s = final(WOW, 3, 9)
    view = WOW.table_view(s)
    assert view.result is not None
    tied = view.result.model_copy(update={"tie_break": msg("wow-board-tie", count=2)})
    wow_render.table(view.model_copy(update={"result": tied}), VOICE)
    assert any(c.text.startswith("Tie-break: none") for c in drawn)


def test_stored_results_without_the_new_fields_still_load():
    old = {"standings": [{"seat": 0, "place": 1, "score": 3}],
           "summary": {"key": "tew-result-won", "args": {}}}
    r = Result.model_validate(old)
    assert r.tie_break is None and r.others == [] and r.standings[0].parts == []


# --- Names in any alphabet --------------------------------------------------------------

def test_latin1_and_extended_a_have_real_glyphs_and_emoji_get_a_placeholder():
    missing = [chr(c) for c in [*range(0xA1, 0x100), *range(0x100, 0x180)]
               if chr(c).isprintable() and not has_glyph(chr(c))]
    assert not missing
    assert not has_glyph("🤠") and not has_glyph("中")
    assert drawable("José Núñez") == "José Núñez"
    assert drawable("Ana 🤠") == f"Ana {PLACEHOLDER}"
    assert drawable("👍🏽 Tex") == f"{PLACEHOLDER} Tex"  # a modifier does not add a second one


def glyph_boxes(text: str, size: int = 30) -> Image.Image:
    img, draw = canvas(600, 60)
    draw.text((10, 10), text, font=font(size), fill=(0, 0, 0))
    return img


def test_an_accented_name_is_drawn_with_its_glyphs_not_tofu_boxes():
    tofu = "\U0010fffd"  # a code point no font draws: its box is what tofu looks like
    name = "José Núñez"
    drawn_name = glyph_boxes(name).tobytes()
    for i, ch in enumerate(name):
        if ch.isascii():
            continue
        boxed = name[:i] + tofu + name[i + 1:]
        assert glyph_boxes(boxed).tobytes() != drawn_name, ch
    f = font(30)
    assert isinstance(f, ImageFont.FreeTypeFont)
    notdef = bytes(f.getmask(tofu))  # type: ignore[arg-type]
    for ch in "éúñÑŁő€¿":
        assert bytes(f.getmask(ch)) != notdef, ch  # type: ignore[arg-type]


def test_a_board_with_an_emoji_name_draws_a_placeholder_never_a_box(drawn: list[Call]):
    s = play(TEW, 2, 4, 40)
    tew_render.table(TEW.table_view(s), VOICE)
    texts = " ".join(c.text for c in drawn)
    assert "José Núñez" in texts and "Ana 🤠" in texts  # asked for; BoardDraw swaps the glyph
    assert not any(not has_glyph(ch) for t in texts.split() for ch in drawable(t))


# --- Way Out West panel faults ----------------------------------------------------------

def fight_state() -> Any:
    """A shootout in San Antonia after one exchange (as in test_wow_render)."""
    from bot.games.wow.actions import Fire, TakeBox, Target
    from tests.games.wow.helpers import act, blank, build_at

    s = blank(3)
    build_at(s, 0, "hotel", 1)
    s.cowboys[0][0] = s.cowboys[0][1] = 1
    act(s, 0, TakeBox(box="gunfight_1"))
    act(s, 0, Target(town=0, what="hotel", owner=1))
    act(s, 0, Fire())
    act(s, 1, Fire(), dice=[1, 2])
    return s


def test_the_shootout_heading_does_not_overlap_the_prompt(drawn: list[Call]):
    view = WOW.table_view(fight_state())
    assert view.prompt is not None
    wow_render.table(view, VOICE)
    heading = next(c for c in drawn if c.text == "Shootout")
    prompt = next(c for c in drawn if c.text.startswith(VOICE(view.prompt)[:12]))
    assert abs(prompt.xy[1] - heading.xy[1]) < 20  # one line (24 px beside 40 px) ...
    assert heading.xy[0] + font(heading.size).getlength("Shootout") + 8 < prompt.xy[0]


def test_the_shootout_panel_keeps_more_than_the_last_three_volleys(drawn: list[Call]):
    from bot.games.wow.view import VolleyView

    view = WOW.table_view(fight_state())
    fight = view.board.fight
    assert fight is not None
    fight.volleys = [VolleyView(side="a" if i % 2 else "d", dice=[i + 1], hits=0, killed=[])
                     for i in range(5)]
    wow_render.table(view, VOICE)
    volley_lines = [c for c in drawn if " rolled [" in c.text]
    assert len(volley_lines) == min(6, len(fight.volleys))


def test_one_cowboy_is_singular():
    assert VOICE(msg("wow-draw-side-part", kind="cowboys", count=1)) == "1 cowboy"
    assert VOICE(msg("wow-draw-side-part", kind="cowboys", count=2)) == "2 cowboys"


# --- The hand: who you are, your score, what cards do --------------------------------

def test_the_tew_hand_says_who_you_are_your_score_and_what_the_buildings_do(drawn: list[Call]):
    s = play(TEW, 3, 4, 200, stop=lambda s: s.stage == "place")
    view = TEW.seat_view(s, 0)
    tew_render.hand(view, VOICE)
    texts = " ".join(c.text for c in drawn)
    assert "You are José Núñez — blue, K" in texts
    assert "Your score now:" in texts
    for m in view.mats:
        if m.buy is not None:
            assert VOICE(m.buy.text).split()[0] in texts
    assert all(c.size >= MIN_TEXT for c in drawn)


def test_the_wow_hand_says_who_you_are_and_every_players_supply(drawn: list[Call]):
    s = play(WOW, 3, 5, 60)
    view = WOW.seat_view(s, 1)
    wow_render.hand(view, VOICE)
    texts = " ".join(c.text for c in drawn)
    assert "You are Ana 🤠 — vermillion, Z" in texts  # drawn as "Ana ?"
    assert "Your score now:" in texts
    assert "José Núñez · supply" in texts and "Zoë Łukasz · supply" in texts


@pytest.mark.parametrize("lang", ["es", "it"])
def test_boards_and_hands_word_the_new_captions_in_every_language(lang: str):
    voice = Voice(Words(lang, strict=True), names=NAMES)
    for spec, n, seed in ((TEW, 1, 3), (TEW, 3, 3), (WOW, 3, 9)):
        s = final(spec, n, seed)
        draw = renderer(spec.key)
        draw.table(spec.table_view(s), voice)
        draw.hand(spec.seat_view(s, 0), voice)


# --- Size and speed ---------------------------------------------------------------------

@pytest.mark.parametrize("spec", list(GAMES.values()), ids=list(GAMES))
def test_png_under_300_kb(spec: Any):
    """Render times are the bench's (`python -m bench`), not a timed test's."""
    states = [play(spec, spec.max_seats, 3, k) for k in (0, 60, 20_000)]
    for state in states:
        assert len(table_png(spec.table_view(state), VOICE)) <= 300 * 1024
    png = hand_png(spec.seat_view(states[-1], 0), VOICE)
    assert png.startswith(b"\x89PNG") and len(png) <= 300 * 1024


def test_the_fixed_palette_keeps_the_player_colours_exact():
    from render.common import SEAT_COLOURS

    img, draw = canvas(200, 40)
    for i, c in enumerate(SEAT_COLOURS):
        draw.rectangle((i * 30, 0, i * 30 + 29, 39), fill=c)
    import io

    back = Image.open(io.BytesIO(to_png(img))).convert("RGB")
    for i, c in enumerate(SEAT_COLOURS):
        assert back.getpixel((i * 30 + 15, 20)) == c
