"""Western Legends renderer: boards from real engine states (2, 4 and 6 seats, start to
end, Goals on and off), drawn at 1600x1000 with every text >= 20 px and the headline
>= 28 px, the players' names and characters on the board, the results banner at the end,
the hand's "who you are" and poker cards, and no other seat's cards on the table."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.games.core.engine import step
from bot.games.legends.spec import LEGENDS
from bot.games.legends.view import FightView
from bot.i18n import Voice, Words
from render import hand_png, renderer, table_png
from render import legends as legends_render
from render.common import HEADLINE_TEXT, MIN_TEXT
from render.legends_cards import RANK_TEXT
from render.legends_side import fight_lines
from tests.render.conftest import Call

NAMES = {0: "José Núñez", 1: "Ana", 2: "Zoë Łukasz", 3: "Bea", 4: "Maximiliano", 5: "Li"}
VOICE = Voice(Words("en", strict=True), names=NAMES)
RANKS = ["2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"]


def play(n: int, seed: int, steps: int, options: dict[str, Any] | None = None) -> Any:
    """A real game: random legal moves from setup."""
    rnd = random.Random(seed)
    s = LEGENDS.setup(n, seed, LEGENDS.options(options))
    for _ in range(steps):
        seats = sorted(LEGENDS.to_act(s))
        if LEGENDS.result(s) is not None or not seats:
            break
        who = rnd.choice(seats)
        s = step(LEGENDS, s, who, rnd.choice(LEGENDS.legal_actions(s, who))).state
    return s


def shows(calls: list[Call], text: str) -> bool:
    """`text` was drawn, whole or shortened with an ellipsis."""
    return any(c.text == text or (c.text.endswith("…") and len(c.text) > 4
                                  and text.startswith(c.text[:-1])) for c in calls)


ALL_BOARDS = [(n, steps, goals) for n in (2, 4, 6) for steps in (0, 80, 30_000)
          for goals in (False, True)]
FAST_BOARDS = {(2, 0, False), (4, 80, True), (6, 30_000, False)}
BOARDS = [pytest.param(*b, marks=[] if b in FAST_BOARDS else [pytest.mark.slow])
          for b in ALL_BOARDS]


def test_registered_with_a_palette():
    assert renderer("legends").palette is legends_render.PALETTE


@pytest.mark.parametrize(("n", "steps", "goals"), BOARDS)
def test_board_is_legible_and_names_the_players(drawn: list[Call], n: int, steps: int,
                                                goals: bool):
    s = play(n, 3 + n, steps, {"goals_variant": True} if goals else None)
    view = LEGENDS.table_view(s)
    img = legends_render.table(view, VOICE)
    assert img.size == (1600, 1000) and img.mode == "RGB"
    small = [(c.text, c.size) for c in drawn if c.size < MIN_TEXT]
    assert drawn and not small, small
    assert any(c.size >= HEADLINE_TEXT and c.xy[1] < 40 for c in drawn)  # the headline
    for p in view.players:
        assert shows(drawn, VOICE.name(p.seat)), VOICE.name(p.seat)
    for space in ("DK01", "RF01", "SV05"):  # the map's spaces are labelled
        assert any(space in c.text and c.size >= MIN_TEXT for c in drawn), space
    if view.result is not None:
        assert VOICE(view.result.summary) in " ".join(c.text for c in drawn)  # wrapped
        for standing in view.result.standings:
            assert shows(drawn, VOICE.name(standing.seat))


@pytest.mark.parametrize(("n", "steps"), [(2, 40), (4, 80), (6, 120)])
def test_hand_says_who_you_are_and_shows_your_cards(drawn: list[Call], n: int, steps: int):
    s = play(n, 11, steps)
    for who in range(n):
        drawn.clear()
        seat_view = LEGENDS.seat_view(s, who)
        img = legends_render.hand(seat_view, VOICE)
        assert img.width == 1000
        texts = [c.text for c in drawn]
        assert any(t.startswith("You are") and NAMES[who] in t for t in texts), texts
        assert all(c.size >= MIN_TEXT for c in drawn)
        faces = [c.text for c in drawn if c.size == RANK_TEXT]  # each face's rank (suit: a shape)
        assert sorted(faces) == sorted(card[:-1] for card in s.players[who].hand)
        ranks = [RANKS.index(rank) for rank in faces]
        assert ranks == sorted(ranks), faces  # lowest first, as a player fans a hand


def test_the_table_never_draws_a_hand(drawn: list[Call]):
    """The oracle is the state: swapping every hand for other cards of the same counts
    must not change one text the table draws."""
    s = play(4, 11, 80)
    assert any(p.hand for p in s.players)
    legends_render.table(LEGENDS.table_view(s), VOICE)
    seen = [c.text for c in drawn]
    other = s.model_copy(deep=True)
    spare = [c for c in other.deck if all(c not in p.hand for p in other.players)]
    for p in other.players:
        p.hand = [spare.pop() for _ in p.hand]
    drawn.clear()
    legends_render.table(LEGENDS.table_view(other), VOICE)
    assert [c.text for c in drawn] == seen


@pytest.mark.parametrize("lang", ["en", "es", "it"])
def test_every_language_draws_png(lang: str):
    s = play(6, 7, 120)
    voice = Voice(Words(lang, strict=True), names=NAMES)
    png = table_png(LEGENDS.table_view(s), voice)
    assert png.startswith(b"\x89PNG") and len(png) <= 300 * 1024
    assert hand_png(LEGENDS.seat_view(s, 2), voice).startswith(b"\x89PNG")


@pytest.mark.parametrize(("kind", "target", "against"), [
    ("duel", 1, "Duel: José Núñez against Ana at DK10"),
    ("mib", -1, "Man in Black duel: José Núñez against the Man in Black at DK10"),
    ("guard", -1, "Bank heist: José Núñez against the Bank Guard at DK10"),
])
def test_the_fight_panel_names_both_sides(kind: str, target: int, against: str):
    fight = FightView(kind=kind, fighter=0, target=target, controller=1, space="DK10",
                      stage="commit", card=None, other=None, played=[], mine=None,
                      theirs=None, declined=False)
    view = LEGENDS.table_view(play(2, 5, 0)).model_copy(update={"fight": fight})
    assert [VOICE(m) for m in fight_lines(view)] == [against, "Fight cards still face down."]


def test_discs_on_one_story_are_counted_once(drawn: list[Call]):
    view = LEGENDS.table_view(play(2, 5, 0))
    players = [p.model_copy(update={"discs": ["R", "L", "R"]}) if p.seat == 0 else p
               for p in view.players]
    legends_render.table(view.model_copy(update={"players": players}), VOICE)
    texts = " ".join(c.text for c in drawn)
    assert "2 discs on story R" in texts and "disc on story L" in texts
    assert texts.count("on story R") == 1
