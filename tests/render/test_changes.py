"""Boards mark what changed since the previous board (issue 21, item 2): for each game, a
change made to a real table view is ringed where the board draws it. Expected boxes are
the boards' pixel coordinates written out (1600x1000 boards)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot.games import GAMES
from bot.games.carson.view import CowboyView
from bot.games.tew.view import PosseView
from render import CHANGES, table_png
from render.changes import Mark
from render.common import HIGHLIGHT, INK, seat_colour
from tests.render.conftest import Call


def view(kind: str, seats: int = 3):
    spec = GAMES[kind]
    return spec.table_view(spec.setup(seats, 7, spec.Options()))


def pixel(png: bytes, xy: tuple[int, int]) -> object:
    return Image.open(io.BytesIO(png)).convert("RGB").getpixel(xy)


def striped(png: bytes, xy: tuple[int, int]) -> bool:
    """Whether the ring's yellow-and-dark stripes run through `xy`, on a left or right side
    (a vertical stretch of one dash and one space around it holds both colours)."""
    img = Image.open(io.BytesIO(png)).convert("RGB")
    seen = {img.getpixel((xy[0], y)) for y in range(xy[1] - 13, xy[1] + 13)}
    return HIGHLIGHT in seen and INK in seen


def drawn_edge(png: bytes, box: tuple[int, int, int, int]) -> bool:
    """Whether the unmarked board draws an edge where each side of `box` says (at the
    middle of each side, the pixel on it differs from the one 3 px outside): the marks
    follow the layout, all four sides of it."""
    img = Image.open(io.BytesIO(png)).convert("RGB")
    x0, y0, x1, y1 = box
    xm, ym = (x0 + x1) // 2, (y0 + y1) // 2
    return all(img.getpixel(on) != img.getpixel(out) for on, out in (
        ((x0, ym), (x0 - 3, ym)), ((x1, ym), (x1 + 3, ym)),
        ((xm, y0), (xm, y0 - 3)), ((xm, y1), (xm, y1 + 3))))


def test_carson_rings_a_plot_taken_inside_its_square():
    before = view("carson")
    after = before.model_copy(deep=True)
    c4 = next(p for p in after.board.plots if p.name == "C4")
    c4.owner = 1
    assert CHANGES["carson"](before, after) == [Mark((220, 348, 304, 432), fit="inside")]
    png = table_png(after, before=before)
    assert striped(png, (224, 390))  # the ring's band, just inside C4's left edge
    assert not striped(table_png(after), (224, 390)), "the first board marks nothing"
    assert drawn_edge(table_png(after), (220, 348, 304, 432))


def test_carson_rings_a_road_built():
    before = view("carson")
    after = before.model_copy(deep=True)
    after.board.roads.append("H(2,3)")  # the top edge of C4
    assert CHANGES["carson"](before, after) == [Mark((214, 342, 310, 354))]
    assert striped(table_png(after, before=before), (214 - 10, 348))


def test_carson_rings_an_action_space_and_a_character_card_taken():
    before = view("carson")
    after = before.model_copy(deep=True)
    assert not before.board.cowboys and before.board.cards[0].number == 1
    after.board.cards[0].taken_by = 2  # the card drawn first in the row
    after.board.cowboys.append(CowboyView(seat=1, loc="SALARY", noduel=False, dynamite=False,
                                          pawn=False, free=False))
    assert CHANGES["carson"](before, after) == [Mark((751, 96, 863, 192), fit="astride"),
                                                 Mark((748, 448, 866, 532), fit="astride")]
    plain = table_png(after)
    assert drawn_edge(plain, (751, 96, 863, 192)) and drawn_edge(plain, (748, 448, 866, 532))
    marked = table_png(after, before=before)
    assert striped(marked, (751, 144)) and striped(marked, (748, 490))


def test_tew_rings_the_mat_where_a_posse_was_placed():
    before = view("tew")
    after = before.model_copy(deep=True)
    mat = next(m for m in after.mats if m.pos == 2)
    mat.spots[0].posse.append(PosseView(owner=1, standing=True, side=None))
    assert CHANGES["tew"](before, after) == [Mark((862, 578, 1172, 988), fit="astride")]
    assert striped(table_png(after, before=before), (862, 783))  # astride the mat's left edge
    assert drawn_edge(table_png(after), (862, 578, 1172, 988))


def test_tew_rings_an_influence_that_moved_on_its_players_card():
    before = view("tew")
    after = before.model_copy(deep=True)
    after.players[1].influence["LAW"] += 1
    assert CHANGES["tew"](before, after) == [Mark((1326, 382, 1444, 414), fit="astride")]
    assert drawn_edge(table_png(after), (1326, 382, 1444, 414))
    assert striped(table_png(after, before=before), (1326, 398))


def test_tew_rings_a_gap_card_dealt_anew():
    before = view("tew")
    after = before.model_copy(deep=True)
    after.gaps[3] = "5Ho" if after.gaps[3] != "5Ho" else "4Te"  # g3, left of the bottom mat
    assert CHANGES["tew"](before, after) == [Mark((332, 779, 392, 861), fit="astride")]
    assert drawn_edge(table_png(after), (332, 779, 392, 861))


def test_wow_rings_the_town_where_cowboys_arrived():
    before = view("wow")
    after = before.model_copy(deep=True)
    after.board.cowboys[1][2] += 1
    assert CHANGES["wow"](before, after) == [Mark((232, 60, 440, 490), fit="astride")]
    assert striped(table_png(after, before=before), (232, 300))
    assert drawn_edge(table_png(after), (232, 60, 440, 490))


def test_wow_rings_an_action_box_taken():
    before = view("wow")
    after = before.model_copy(deep=True)
    after.boxes[8].taken_by = 0  # 17 boxes in six columns: the third of the second row
    assert CHANGES["wow"](before, after) == [Mark((380, 618, 551, 702), fit="astride")]
    assert drawn_edge(table_png(after), (380, 618, 551, 702))
    assert striped(table_png(after, before=before), (380, 660))


def test_legends_rings_where_a_figure_went_with_an_arrow_from_where_it_was():
    before = view("legends")
    before.players[0].space = "DK02"  # (230, 385) on the map
    after = before.model_copy(deep=True)
    after.players[0].space = "RF02"   # (690, 470)
    (mark,) = CHANGES["legends"](before, after)
    assert mark.origin == (230, 385)
    assert mark.box[0] < 690 < mark.box[2] and mark.box[1] < 470 - 13 - 24 < mark.box[3]
    png = table_png(after, before=before)
    halfway = {pixel(png, (460, y)) for y in range(400, 440)}  # the arrow's middle
    assert HIGHLIGHT in halfway and INK in halfway


def test_legends_rings_the_row_of_a_player_whose_legend_points_moved(drawn: list[Call]):
    before = view("legends")
    after = before.model_copy(deep=True)
    second, third = after.order[1:3]  # rows follow the turn order
    next(p for p in after.players if p.seat == second).lp += 2
    assert CHANGES["legends"](before, after) == [Mark((1016, 206, 1582, 312), fit="astride")]
    assert pixel(table_png(after), (1038, 222)) == seat_colour(second), "the row's token"
    names = {c.text: c.xy for c in drawn}  # a row opens with its player's name (seat number)
    assert names[f"#{second + 1}"] == (1016 + 46, 206) and names[f"#{third + 1}"][1] == 312
    assert striped(table_png(after, before=before), (1016, 260))


@pytest.mark.parametrize("kind", sorted(CHANGES))
def test_nothing_changed_marks_nothing(kind: str):
    before = view(kind)
    assert CHANGES[kind](before, before.model_copy(deep=True)) == []


def test_legends_rings_every_figure_on_a_crowded_space():
    before = view("legends", 4)
    before.players[0].space = "DK02"
    for p in before.players[1:]:
        p.space = "RF02"  # (690, 470): three figures there already
    after = before.model_copy(deep=True)
    after.players[0].space = "RF02"
    (mark,) = CHANGES["legends"](before, after)
    img = Image.open(io.BytesIO(table_png(after))).convert("RGB")  # the tokens, as drawn
    colours = {seat_colour(p.seat) for p in after.players}
    near = [(x, y) for x in range(560, 820) for y in range(400, 470)
            if img.getpixel((x, y)) in colours]
    x0, y0, x1, y1 = mark.box
    assert near and all(x0 < x < x1 and y0 < y < y1 for x, y in near)
    assert {img.getpixel(xy) for xy in near} == colours, "every player's token is there"


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["carson", "tew", "wow"])
def test_every_markable_box_is_drawn_where_it_is_marked_at_every_table_size(kind: str):
    """Everything of a kind changed at once, at each seat count: each box marked is drawn
    on the unmarked board with all four edges where the mark says."""
    spec = GAMES[kind]
    for seats in range(spec.min_seats, spec.max_seats + 1):
        before = view(kind, seats)
        after = before.model_copy(deep=True)
        if kind == "carson":
            for i, card in enumerate(after.board.cards):  # neighbours' outlines differ
                card.taken_by = i % seats
            after.board.cowboys += [CowboyView(seat=0, loc=space, noduel=False,
                                               dynamite=False, pawn=False, free=False)
                                    for space in ("SALARY", "BUILD_12", "BUYVP_2")]
        elif kind == "tew":
            for p in after.players:
                p.influence = {k: n + 1 for k, n in p.influence.items()}
        else:
            for box in after.boxes:
                box.taken_by = 0
        marks = CHANGES[kind](before, after)
        plain = table_png(after)
        assert marks and all(drawn_edge(plain, m.box) for m in marks), (seats, marks)
