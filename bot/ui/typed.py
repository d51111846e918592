"""Moves typed as text, by `/play` and the console (pure: no discord import).

A move is found by its number in the list shown (console), an amount it carries ("4" or
"bid 4" for a bid), an exact or unique beginning of its name, or the one move whose name
holds every typed word (a number must be a whole number of the name: "4" is not "14").
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from bot.games.core import IllegalActionError
from bot.i18n import Voice
from bot.service import Offer
from bot.ui.menus import OPTION_LIMIT, clip

WORD = re.compile(r"\w+")


def entry_name(offer: Offer, voice: Voice) -> str:
    """How a move reads in a list: its stages, then its label."""
    return clip(" › ".join([*voice.lines(list(offer.text.stage)), voice(offer.text.label)]),
                OPTION_LIMIT)


def _has_words(text: str, typed: str) -> bool:
    """Every typed word begins a word of `text` (numbers: is one)."""
    words = WORD.findall(text.lower())
    return all(any(w == t if t.isdecimal() else w.startswith(t) for w in words)
               for t in WORD.findall(typed.lower()))


def matching(offers: Sequence[Offer], voice: Voice, typed: str) -> list[Offer]:
    """Offers whose stages, label or description hold every typed word."""
    out: list[Offer] = []
    for offer in offers:
        text = entry_name(offer, voice)
        if offer.text.description:
            text += " " + voice(offer.text.description)
        if _has_words(text, typed):
            out.append(offer)
    return out


def candidates(offers: Sequence[Offer], voice: Voice, typed: str) -> list[Offer]:
    """The moves `typed` may mean, best first: an exact name, a move carrying that amount,
    the moves whose name begins so, then those holding every typed word."""
    text = typed.strip().lower()
    if not text:
        return []
    for rule in (
        lambda o: voice(o.text.label).lower() == text,
        lambda o: o.text.amount is not None and WORD.findall(text)[-1:] == [str(o.text.amount)]
        and _has_words(voice(o.text.label), text),
        lambda o: voice(o.text.label).lower().startswith(text),
    ):
        found = [o for o in offers if rule(o)]
        if found:
            return found
    return matching(offers, voice, typed)


def resolve(offers: Sequence[Offer], voice: Voice, typed: str) -> str:
    """The token of the one move `typed` means; refused when none or several match."""
    found = candidates(offers, voice, typed)
    if len(found) != 1:
        raise IllegalActionError("ui-unknown-move" if not found else "ui-several-moves",
                                 some=", ".join(voice(o.text.label) for o in found[:4]))
    return found[0].token
