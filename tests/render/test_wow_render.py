"""Way Out West renderer: size, mode, key regions, PNG under 1 MB."""

from __future__ import annotations

import random

import pytest

from bot.games.core.engine import step
from bot.games.wow.spec import WOW
from bot.i18n import Voice, Words
from render import RENDERERS
from render.common import HIGHLIGHT, seat_colour, to_png
from render.wow import hand, table
from render.wow_parts import ROW_H

VOICE = Voice(Words("en", strict=True))


def played(n: int, steps: int, seed: int = 5):
    rnd = random.Random(seed)
    s = WOW.setup(n, seed, WOW.Options())
    for _ in range(steps):
        if WOW.result(s) is not None:
            break
        (seat,) = WOW.to_act(s)
        s = step(WOW, s, seat, rnd.choice(WOW.legal_actions(s, seat))).state
    return s


def test_registered():
    assert "wow" in RENDERERS


@pytest.mark.parametrize("n", [3, 4, 5])
@pytest.mark.parametrize("steps", [0, 120, 10_000])
def test_table_size_mode_and_png(n, steps):
    s = played(n, steps)
    img = table(WOW.table_view(s), VOICE)
    assert img.size == (1600, 1000) and img.mode == "RGB"
    png = to_png(img)
    assert png.startswith(b"\x89PNG") and len(png) < 1_000_000
    h = hand(WOW.seat_view(s, 0), VOICE)
    assert h.mode == "RGB" and len(to_png(h)) < 1_000_000


def test_acting_player_row_is_highlighted():
    s = played(3, 0)
    (seat,) = WOW.to_act(s)
    img = table(WOW.table_view(s), VOICE)
    row_y = 60 + 40 + seat * ROW_H + 2  # inside the highlighted row, right of the numbers
    assert img.getpixel((1570, row_y)) == HIGHLIGHT


def test_building_drawn_in_owner_colour():
    from tests.games.wow.helpers import blank, build_at

    s = blank(3)
    build_at(s, 0, "bank", 2)
    img = table(WOW.table_view(s), VOICE)
    # first building space of San Antonia: x 26..116, y 236..278
    assert img.getpixel((30, 257)) == seat_colour(2)


def test_shootout_panel_shows_dice():
    from bot.games.wow.actions import Fire, TakeBox, Target
    from tests.games.wow.helpers import act, blank, build_at

    s = blank(3)
    build_at(s, 0, "hotel", 1)
    s.cowboys[0][0] = s.cowboys[0][1] = 1
    act(s, 0, TakeBox(box="gunfight_1"))
    act(s, 0, Target(town=0, what="hotel", owner=1))
    act(s, 0, Fire())
    act(s, 1, Fire(), dice=[1, 2])
    img = table(WOW.table_view(s), VOICE)
    assert img.getpixel((20, 20)) != img.getpixel((700, 540))  # drawn, not blank
    assert "rolled" in " ".join(VOICE.lines(WOW.table_view(s).alt_text())) or s.fight is not None
    # San Antonia is outlined in the highlight colour during its shootout
    assert img.getpixel((17, 300)) == HIGHLIGHT or img.getpixel((16, 300)) == HIGHLIGHT


def test_the_farmer_is_drawn_neutral():
    """W13: the farmer belongs to nobody, so its corral is brown, never a seat's colour."""
    from bot.i18n import Voice
    from render.common import SEAT_COLOURS, canvas
    from render.wow_parts import FARMER_FILL, FARMER_TOKEN, corrals

    img, draw = canvas(300, 200)
    corrals(draw, Voice(), [FARMER_TOKEN, 0], 10, 40)
    corner = img.getpixel((10 + 22 - 15, 40 + 40 - 15))  # inside the farmer's square
    assert corner == FARMER_FILL and corner not in SEAT_COLOURS
    seat_token = img.getpixel((10 + 22 + 46 - 11, 40 + 40))
    assert seat_token == SEAT_COLOURS[0]
