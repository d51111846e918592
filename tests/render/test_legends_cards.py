"""Western Legends images show every card in the reader's words (issue 19): no card id
("3C", where "C" reads as *corazones*; "FK") is drawn as text on a board or a hand. A
poker card on the board or in a hand's lines is named as the texts name it ("Reina de
picas"), a fight card with its effect; a hand's card face shows its rank and its suit as a
drawn shape in the suit's colour (the font has no suit symbols).

The states are real games (random legal moves from setup, seeds found by playing): a
Saloon game with its flop, a fight against the Man in Black with both cards revealed, a
robbery between two players, a Rifle's peek."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest
from PIL import Image

from bot.games.core.engine import step
from bot.games.core.words import msg
from bot.games.legends.names import fight_card, poker_card
from bot.games.legends.spec import LEGENDS
from bot.i18n import Voice, Words
from render import legends as legends_render
from render.common import (
    INK,
    BoardDraw,
    Record,
    cap_height,
    font,
    recording,
    suit_pip,
    text_width,
)
from render.legends_cards import RANK_TEXT, RED_SUIT

NAMES = {0: "José Núñez", 1: "Ana", 2: "Zoë Łukasz", 3: "Bea"}
FACE_CAP = cap_height(font(RANK_TEXT))  # a card face's rank (a seat's token letter is larger)
CARD_ID = re.compile(r"\b(10|[2-9JQKA])[CDHS]\b|\bF(10|[2-9JQKA])\b")

# (players, seed, moves, the seat whose hand is drawn): what the board then shows
FLOP = (2, 1, 119, 1)  # a Saloon game: flop Q♠ 8♠ Q♥; seat 1 holds poker cards
MIB_FIGHT = (2, 1, 26, 1)  # 6♣ against the Man in Black's fight card A, revealed
ROBBERY = (2, 1, 103, 0)  # 9♠ against 9♣, revealed
PEEK = (4, 3, 237, 1)  # seat 1 saw two cards with the Rifle
STATES = [pytest.param(*FLOP, "es", id="flop-es"),
          *(pytest.param(*st, lang, id=f"{name}-{lang}", marks=pytest.mark.slow)
            for name, st in (("flop", FLOP), ("mib", MIB_FIGHT), ("robbery", ROBBERY),
                             ("peek", PEEK))
            for lang in ("en", "es", "it") if (name, lang) != ("flop", "es"))]


def play(n: int, seed: int, moves: int) -> Any:
    rnd = random.Random(seed)
    s = LEGENDS.setup(n, seed, LEGENDS.options(None))
    for _ in range(moves):
        who = rnd.choice(sorted(LEGENDS.to_act(s)))
        s = step(LEGENDS, s, who, rnd.choice(LEGENDS.legal_actions(s, who))).state
    return s


def drawn_text(record: Record) -> str:
    return "\n".join(t.text for t in record.texts)


def named(voice: Voice, card: str) -> list[str]:
    """A card as the game's texts name it (the rules side's naming, not the renderer's): a
    poker card by rank and suit, a fight card by its rank and its effect."""
    if card.startswith("F"):
        return [voice(fight_card(card)), voice(msg("legends-fight-effect", id=card))]
    return [voice(poker_card(card))]


def near(px: tuple[int, int, int], colour: tuple[int, int, int]) -> bool:
    """A pixel of `colour` (or its anti-aliased edge close to it)."""
    return max(abs(a - b) for a, b in zip(px, colour, strict=True)) < 30


@pytest.mark.parametrize(("n", "seed", "moves", "who", "lang"), STATES)
def test_every_card_shown_is_named_in_the_readers_words(n: int, seed: int, moves: int,
                                                        who: int, lang: str):
    s = play(n, seed, moves)
    voice = Voice(Words(lang, strict=True), names=NAMES)
    table, mine = LEGENDS.table_view(s), LEGENDS.seat_view(s, who)
    with recording() as board:
        legends_render.table(table, voice)
    with recording() as hand:
        legends_render.hand(mine, voice)
    for record in (board, hand):
        ids = [t.text for t in record.texts if CARD_ID.search(t.text)]
        assert not ids, ids
    public = drawn_text(board).replace("\n", " ")
    shown = [*(table.poker.flop if table.poker else []),
             *((table.fight.card, table.fight.other) if table.fight and table.fight.card
               and table.fight.other else ())]
    assert shown
    for card in shown:
        assert all(w in public for w in named(voice, card)), (card, public)
    private = drawn_text(hand).replace("\n", " ")
    secret = [*mine.committed, *mine.npc_cards, *mine.peek, *mine.poker_cards]
    assert secret and all(w in private for c in secret for w in named(voice, c)), private
    if mine.poker_cards and mine.poker is not None:  # the flop beside a Saloon hand
        assert all(w in private for c in mine.poker.flop for w in named(voice, c)), private
    ranks = {c[:-1] for c in mine.hand}
    faces = [t.text for t in hand.texts if t.text in ranks and t.cap == FACE_CAP]
    assert sorted(faces) == sorted(c[:-1] for c in mine.hand)  # each face shows its rank


@pytest.mark.parametrize(("lang", "words"), [
    ("es", ["Reina de picas", "8 de picas", "Reina de corazones"]),
    pytest.param("it", ["Donna di picche", "8 di picche", "Donna di cuori"],
                 marks=pytest.mark.slow),
])
def test_the_flop_reads_as_the_rulebook_names_cards(lang: str, words: list[str]):
    s = play(*FLOP[:3])
    assert s.poker is not None and s.poker.flop == ["QS", "8S", "QH"]
    with recording() as board:
        legends_render.table(LEGENDS.table_view(s), Voice(Words(lang, strict=True),
                                                          names=NAMES))
    flop = next(t.text for t in board.texts if t.text.startswith("Flop"))
    assert all(w in flop for w in words), flop


def test_a_hand_draws_each_suit_as_a_shape_in_its_colour():
    """The oracle is the card id's suit letter: diamonds and hearts red, clubs and spades
    ink, and no letter drawn beside the rank."""
    s = play(*FLOP[:3])
    view = LEGENDS.seat_view(s, FLOP[3])
    hand = view.hand  # in the order drawn: lowest first
    assert {c[-1] for c in hand} >= {"D", "C", "H"}
    with recording() as record:
        img = legends_render.hand(view, Voice(Words("es", strict=True), names=NAMES))
    ranks = [t for t in record.texts if t.text in {c[:-1] for c in hand}
             and t.cap == FACE_CAP]
    assert [t.text for t in ranks] == [c[:-1] for c in hand]
    for card, rank in zip(hand, ranks, strict=True):
        x, y = int(rank.xy[0] + text_width(rank.text, RANK_TEXT)), int(rank.xy[1])
        raw = img.crop((x + 2, y - 12, x + 24, y + 12)).tobytes()  # beside the rank
        pip = [(raw[i], raw[i + 1], raw[i + 2]) for i in range(0, len(raw), 3)]
        red = sum(1 for px in pip if near(px, RED_SUIT))
        ink = sum(1 for px in pip if near(px, INK))
        assert (red > 40) == (card[-1] in "DH") and (ink > 40) == (card[-1] in "CS"), card


def test_the_four_suits_are_four_shapes():
    """Each suit fills a good part of its 32-pixel square, and no two suits look alike."""
    masks: list[bytes] = []
    for suit in "CDHS":
        img = Image.new("RGB", (40, 40), (255, 255, 255))
        suit_pip(BoardDraw(img), 20, 20, 16, suit, INK)
        mask = img.convert("L").point(lambda v: 255 if v < 128 else 0).convert("1")
        inked = mask.histogram()[-1]
        assert 200 < inked < 32 * 32, (suit, inked)
        masks.append(mask.tobytes())
    assert len(set(masks)) == 4
