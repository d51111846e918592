"""Tiny Epic Western renderer: sizes, PNG under 1 MB, and regions that follow the view."""

from __future__ import annotations

import random

import pytest
from PIL import Image

from bot.games.core.engine import step
from bot.games.tew.spec import TEW
from bot.games.tew.view import DuelView, PosseView, TewSeatView, TewTableView
from bot.i18n import Voice
from render import RENDERERS, renderer
from render.common import HIGHLIGHT, seat_colour, to_png
from render.tew import hand as draw_hand
from render.tew import table as draw_table
from render.tew_board import MAT_BOX
from render.tew_draw import RIVAL_FILL, who
from render.tew_side import MIDDLE, SIDE_X0, SIDE_X1

Box = tuple[int, int, int, int]
VOICE = Voice(names={0: "Ana", 1: "Bea", 2: "Cy", 3: "Dee"})


def table(view: TewTableView) -> Image.Image:
    return draw_table(view, VOICE)


def hand(view: TewSeatView) -> Image.Image:
    return draw_hand(view, VOICE)


def played(n: int, seed: int, stop=lambda s: False, limit: int = 4000):
    rnd = random.Random(seed)
    s = TEW.setup(n, seed, TEW.options())
    for _ in range(limit):
        if stop(s) or TEW.result(s) is not None:
            break
        seats = sorted(TEW.to_act(s))
        seat = seats[rnd.randrange(len(seats))]
        s = step(TEW, s, seat, rnd.choice(TEW.legal_actions(s, seat))).state
    return s


def count(img: Image.Image, rgb: tuple[int, int, int], box: Box) -> int:
    """Pixels of exactly `rgb` inside `box`."""
    region = img.crop(box).convert("RGB")
    return sum(n for n, c in (region.getcolors(region.width * region.height) or []) if c == rgb)


def differs(a: Image.Image, b: Image.Image, box: Box) -> bool:
    return a.crop(box).tobytes() != b.crop(box).tobytes()


def test_registered():
    import render.tew  # noqa: F401

    assert "tew" in RENDERERS and renderer("tew").table is draw_table


@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("steps", [0, 80, 4000])
def test_table_and_hand_size_mode_and_png(n, steps):
    s = played(n, 10 + n, limit=steps)
    img = table(TEW.table_view(s))
    assert img.size == (1600, 1000) and img.mode == "RGB"
    png = to_png(img)
    assert png.startswith(b"\x89PNG") and len(png) < 1_000_000
    h = hand(TEW.seat_view(s, 0))
    assert h.width == 1200 and h.mode == "RGB" and len(to_png(h)) < 1_000_000


def base_view(n: int = 3) -> TewTableView:
    return TEW.table_view(played(n, 3, stop=lambda s: s.stage == "place"))


def test_a_posse_on_a_spot_shows_its_owner_colour():
    view = base_view()
    bank = view.mats[1]
    empty = view.model_copy(deep=True)
    for spot in empty.mats[1].spots:
        spot.posse = []
    placed = empty.model_copy(deep=True)
    placed.mats[1].spots[-1].posse = [PosseView(owner=2, standing=True, side=None)]
    before = count(table(empty), seat_colour(2), MAT_BOX[bank.pos])
    after = count(table(placed), seat_colour(2), MAT_BOX[bank.pos])
    assert after > before + 200


def test_wounded_and_standing_posse_are_drawn_differently():
    view = base_view()
    for spot in view.mats[2].spots:
        spot.posse = []
    standing, wounded = view.model_copy(deep=True), view.model_copy(deep=True)
    standing.mats[2].spots[-1].posse = [PosseView(owner=0, standing=True, side=None)]
    wounded.mats[2].spots[-1].posse = [PosseView(owner=0, standing=False, side=None)]
    assert differs(table(standing), table(wounded), MAT_BOX[2])


def test_revealed_kept_card_is_drawn_in_the_side_panel():
    view = base_view()
    hidden = view.model_copy(deep=True)
    hidden.players[1].kept, hidden.players[1].chosen = None, True
    shown = hidden.model_copy(deep=True)
    shown.players[1].kept = "5Ha"
    box = (SIDE_X0, 64, SIDE_X1, 988)
    assert differs(table(hidden), table(shown), box)
    assert not differs(table(hidden), table(shown), MAT_BOX[3])


def test_a_duel_is_drawn_in_the_middle():
    view = base_view()
    view.duel = None
    with_duel = view.model_copy(deep=True)
    with_duel.duel = DuelView(spot="BANK.PORCH", attacker=0, defender=1, attacker_die=3,
                              defender_die=5, attacker_bonus=1, defender_bonus=0, rival_card=None,
                              attacker_power=4, defender_power=5, losing=0)
    a, b = table(view), table(with_duel)
    assert differs(a, b, MIDDLE)
    assert count(b, HIGHLIGHT, MAT_BOX[1]) > count(a, HIGHLIGHT, MAT_BOX[1])


def test_solo_shows_the_rival_posse_and_cards():
    s = played(1, 8, stop=lambda s: s.stage == "place")
    view = TEW.table_view(s)
    assert view.solo and len(view.rival_cards) == 2
    rival_mat = next(m for m in view.mats if m.owner == -1)
    for spot in rival_mat.spots:
        spot.posse = []
    before = count(table(view), RIVAL_FILL, MAT_BOX[rival_mat.pos])
    rival_mat.spots[0].posse = [PosseView(owner=-1, standing=True, side=rival_mat.spots[0].sides[0]
                                          if rival_mat.spots[0].sides else None)]
    assert count(table(view), RIVAL_FILL, MAT_BOX[rival_mat.pos]) > before + 200


def test_hand_shows_the_dealt_options():
    s = played(3, 4, stop=lambda s: s.stage == "keep" and s.players[0].options)
    seat_view = TEW.seat_view(s, 0)
    assert isinstance(seat_view, TewSeatView) and seat_view.options and not seat_view.hand
    other = seat_view.model_copy(deep=True)
    other.options = ["1St" if c != "1St" else "2St" for c in seat_view.options]
    assert differs(hand(seat_view), hand(other), (24, 140, 600, 594))


def test_hand_shows_auction_draws_and_prompt():
    s = played(3, 4, stop=lambda s: s.stage == "place")
    seat_view = TEW.seat_view(s, 0)
    plain = hand(seat_view)
    seat_view.auction = [b for m in seat_view.mats if m.buy for b in [m.buy]][:2]
    assert differs(plain, hand(seat_view), (616, 140, 1176, 594))


def test_seats_are_named_by_the_voice_with_their_colour_letter():
    assert who(VOICE, 0) == "Ana (K)" and who(VOICE, 3) == "Dee (J)"
    assert who(Voice(), 1) == "#2 (Z)" and who(VOICE, -1) == "Rival"
