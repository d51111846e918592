"""Carson City renderer: boards from real engine states (2, 4 and 6 seats, start to end,
variants on), drawn at 1600x1000 with every text >= 20 px and the headline >= 28 px, the
players' names on the board, the hand's "who you are", and no other seat's Might is Right
tiles on the table."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.games.carson.spec import CARSON
from bot.games.core.engine import step
from bot.games.core.words import msg
from bot.i18n import Voice, Words
from render import RENDERERS, hand_png, renderer, table_png
from render import carson as carson_render
from render.common import HEADLINE_TEXT, MIN_TEXT, fit_text, seat_colour
from tests.render.conftest import Call

NAMES = {0: "José Núñez", 1: "Ana", 2: "Zoë Łukasz", 3: "Bea", 4: "Maximiliano", 5: "Li"}
VOICE = Voice(Words("en", strict=True), names=NAMES)
VARIANTS: dict[str, Any] = {"might_is_right": True, "outlaws": True, "river": True,
                            "horses": True, "buildings": "full", "characters": "random"}




def play(n: int, seed: int, steps: int, variants: bool = False) -> Any:
    """A real game: random legal moves from setup."""
    rnd = random.Random(seed)
    options = CARSON.Options.model_validate(VARIANTS) if variants else CARSON.options()
    s = CARSON.setup(n, seed, options)
    for _ in range(steps):
        seats = sorted(CARSON.to_act(s))
        if CARSON.result(s) is not None or not seats:
            break
        who = rnd.choice(seats)
        s = step(CARSON, s, who, rnd.choice(CARSON.legal_actions(s, who))).state
    return s


def shows(calls: list[Call], text: str) -> bool:
    """`text` was drawn, whole or shortened with an ellipsis."""
    return any(c.text == text or (c.text.endswith("…") and len(c.text) > 4
                                  and text.startswith(c.text[:-1])) for c in calls)


ALL_BOARDS = [(n, steps, variants) for n in (2, 4, 6) for steps in (0, 60, 150, 20_000)
          for variants in (False, True)]
FAST_BOARDS = {(2, 0, False), (4, 60, True), (6, 20_000, False)}
BOARDS = [pytest.param(*b, marks=[] if b in FAST_BOARDS else [pytest.mark.slow])
          for b in ALL_BOARDS]


def test_registered_with_a_palette():
    assert "carson" in RENDERERS or renderer("carson")
    assert renderer("carson").palette is carson_render.PALETTE


@pytest.mark.parametrize(("n", "steps", "variants"), BOARDS)
def test_board_is_legible_and_names_the_players(drawn: list[Call], n: int, steps: int,
                                                variants: bool):
    s = play(n, 3 + n, steps, variants)
    view = CARSON.table_view(s)
    img = carson_render.table(view, VOICE)
    assert img.size == (1600, 1000) and img.mode == "RGB"
    small = [(c.text, c.size) for c in drawn if c.size < MIN_TEXT]
    assert drawn and not small, small
    status = VOICE(view.status)
    head = [c for c in drawn if c.text == fit_text(status, HEADLINE_TEXT, 1384)]
    assert head and all(c.size >= HEADLINE_TEXT for c in head)
    for p in view.players:
        assert shows(drawn, VOICE.name(p.seat)), VOICE.name(p.seat)
        if view.result is None:  # at the end the results panel takes the players' place
            assert any(f"${p.money} " in f"{c.text} " for c in drawn)
    for label in ("A", "H", "1", "8"):  # the city's coordinates
        assert any(c.text == label and c.size >= MIN_TEXT for c in drawn)


@pytest.mark.parametrize(("n", "steps"), [(2, 40), (4, 60), (6, 100)])
def test_hand_says_who_you_are_and_shows_only_your_tiles(drawn: list[Call], n: int,
                                                         steps: int):
    s = play(n, 11, steps, variants=True)
    for who in range(n):
        drawn.clear()
        seat_view = CARSON.seat_view(s, who)
        img = carson_render.hand(seat_view, VOICE)
        assert img.width == 1000
        texts = [c.text for c in drawn]
        assert any(t.startswith("You are") and NAMES[who] in t for t in texts), texts
        assert all(c.size >= MIN_TEXT for c in drawn)
        tiles = [c.text for c in drawn if c.size == 30 and c.text.isdigit()]
        assert tiles == [str(v) for v in seat_view.mir_hand[:14]]


def test_table_never_draws_a_seats_might_is_right_tiles(drawn: list[Call]):
    s = play(4, 11, 60, variants=True)
    hands = [CARSON.seat_view(s, who).mir_hand for who in range(4)]
    assert any(hands)  # the variant is on: there are secrets to keep
    view = CARSON.table_view(s)
    assert "mir_hand" not in view.model_dump()
    carson_render.table(view, VOICE)
    seen = [c.text for c in drawn]
    # other tiles of the same count in every hand: the table must not change
    other = s.model_copy(deep=True)
    other.hands = [[5 if v != 5 else 0 for v in h] for h in s.hands]
    drawn.clear()
    carson_render.table(CARSON.table_view(other), VOICE)
    assert [c.text for c in drawn] == seen
    for p in view.players:  # only how many tiles each player holds
        if p.tiles_in_hand:
            count = VOICE(msg("carson-r-mir-count", count=p.tiles_in_hand))
            assert any(count in c.text for c in drawn), count


def test_owned_plot_is_filled_with_its_owner_colour_and_lettered(drawn: list[Call]):
    from render.carson_city import owned_fill, plot_box

    s = play(4, 5, 60)
    view = CARSON.table_view(s)
    img = carson_render.table(view, VOICE)
    owned = [(i, p) for i, p in enumerate(view.board.plots) if p.owner >= 0 and not p.river]
    assert owned
    for i, p in owned:  # sampled away from the sides' middles, where roads may be tagged
        x0, y0, _, _ = plot_box(i)
        assert img.getpixel((x0 + 7, y0 + 8)) == seat_colour(p.owner)  # the letter badge
        assert img.getpixel((x0 + 40, y0 + 24)) == owned_fill(p.owner)


@pytest.mark.parametrize("option", ["kit_carson", "new_beginning", "horses", "teacher"])
def test_every_variant_draws(drawn: list[Call], option: str):
    options: dict[str, Any] = {option: True}
    if option == "teacher":
        options["characters"] = "random"
    rnd = random.Random(2)
    s = CARSON.setup(3, 2, CARSON.Options.model_validate(options))
    for steps in range(90):
        if steps % 30 == 0:
            assert carson_render.table(CARSON.table_view(s), VOICE).size == (1600, 1000)
            for who in range(3):
                assert carson_render.hand(CARSON.seat_view(s, who), VOICE).width == 1000
        seats = sorted(CARSON.to_act(s))
        if CARSON.result(s) is not None or not seats:
            break
        who = rnd.choice(seats)
        s = step(CARSON, s, who, rnd.choice(CARSON.legal_actions(s, who))).state
    assert all(c.size >= MIN_TEXT for c in drawn)


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_every_language_draws_png(lang: str):
    s = play(6, 7, 100, variants=True)
    voice = Voice(Words(lang, strict=True), names=NAMES)
    png = table_png(CARSON.table_view(s), voice)
    assert png.startswith(b"\x89PNG") and len(png) <= 300 * 1024
    assert hand_png(CARSON.seat_view(s, 2), voice).startswith(b"\x89PNG")
