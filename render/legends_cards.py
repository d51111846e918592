"""The cards a Western Legends image shows, in the reader's words: a poker card by rank and
suit ("4 de tréboles", as `/card` and the texts name it) or as a face (its rank and a drawn
suit shape in the suit's colour: the font has no ♣♦♥♠, and a suit letter misleads, "C" reads
as *corazones*); a fight card by its rank with what it does ("fight card K (+1 LP)").

The texts' own naming (`bot.games.legends.names`) is on the rules side, out of a renderer's
reach: this mirrors it from the data tables with the same catalogue messages."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from bot.games.core.words import Msg, MsgArg, listed, msg
from bot.games.legends.data import CARDS, FIGHTS
from render.common import INK, RGB, font, suit_pip, text_width

RED_SUIT = (190, 30, 30)
FACE_W, FACE_H, FACE_GAP = 84, 64, 8  # a face in a hand 1,000 px wide, and between two
RANK_TEXT = 34  # px: a rank readable with the hand shown 400 px wide
PIP_R = 12  # px from a suit shape's centre to its tips


def card_name(card: str) -> Msg:
    """A poker card by rank and suit ("King of Diamonds"), a fight card by rank and effect."""
    if card in FIGHTS:
        return msg("legends-r-fight-card", card=msg("legends-fight-card", rank=card[1:]),
                   effect=msg("legends-fight-effect", id=card))
    c = CARDS[card]
    return msg("legends-card-rank", rank=c.rank, suit=c.suit)


def card_names(cards: Sequence[str]) -> MsgArg:
    """Several cards as one list ("4 of Clubs, 5 of Hearts and 6 of Diamonds")."""
    return listed([card_name(c) for c in cards])


def suit_colour(suit: str) -> RGB:
    """Red for diamonds and hearts, ink for clubs and spades, as on the cards."""
    return RED_SUIT if suit in ("D", "H") else INK


def card_face(draw: ImageDraw.ImageDraw, x: int, y: int, card: str, fill: RGB) -> None:
    """A poker card face FACE_W x FACE_H at (x, y): its rank and its suit's shape, both in
    the suit's colour."""
    c = CARDS[card]
    draw.rounded_rectangle((x, y, x + FACE_W, y + FACE_H), radius=8, fill=fill, outline=INK,
                           width=2)
    colour = suit_colour(c.suit)
    r = PIP_R
    width = text_width(c.rank, RANK_TEXT) + 4 + 2 * r
    left = x + (FACE_W - width) / 2
    draw.text((left, y + FACE_H / 2), c.rank, font=font(RANK_TEXT), fill=colour, anchor="lm")
    suit_pip(draw, left + width - r, y + FACE_H / 2, r, c.suit, colour)
