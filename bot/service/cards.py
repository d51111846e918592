"""The card reference across every game (`/card`, the console's `card`): find a building,
boss or character by any of its names (in any language, or a synonym the game lists as an
alias; case and accents ignored), or by its `<game>:<id>` value."""

from __future__ import annotations

import unicodedata
from collections.abc import Mapping

from bot.errors import NotFoundError
from bot.games.core import AnySpec, Card, msg
from bot.i18n import LANGUAGES, Voice, words

Found = tuple[AnySpec, Card]
LISTED = 8  # candidates an ambiguous name lists


def every_card(specs: Mapping[str, AnySpec]) -> list[Found]:
    """Every card of every game, game by game."""
    return [(spec, card) for spec in specs.values() for card in spec.cards]


def value_of(spec: AnySpec, card: Card) -> str:
    """A card's stable value: `<game>:<id>`."""
    return f"{spec.key}:{card.id}"


def title_of(spec: AnySpec, card: Card, voice: Voice) -> str:
    """How a card is listed: "General Store — Building · Tiny Epic Western"."""
    return voice(msg("ui-card-entry", name=card.name, kind=card.kind, game=spec.title))


def folded(text: str) -> str:
    """Text as names are compared: lower case, without accents ("Cárcel" = "carcel")."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", text.casefold())
                   if not unicodedata.combining(ch)).strip()


_NAMES: dict[tuple[str, str], frozenset[str]] = {}  # (game, card id): its folded names


def names_of(spec: AnySpec, card: Card) -> frozenset[str]:
    """Every name a card answers to, folded: its name in each language and its aliases."""
    key = (spec.key, card.id)
    if key not in _NAMES:
        _NAMES[key] = frozenset({folded(words(lang)(card.name)) for lang in LANGUAGES}
                                | {folded(a) for a in card.aliases})
    return _NAMES[key]


def matching(specs: Mapping[str, AnySpec], voice: Voice, typed: str) -> list[Found]:
    """Cards whose listing, or one of whose names, contains every typed word; names that
    start with the text first."""
    words_typed = folded(typed).split()
    start = folded(typed)
    found = [(s, c) for s, c in every_card(specs)
             if any(all(w in text for w in words_typed)
                    for text in (folded(title_of(s, c, voice)), *names_of(s, c)))]
    found.sort(key=lambda f: not any(n.startswith(start) for n in names_of(*f)))
    return found


def find(specs: Mapping[str, AnySpec], voice: Voice, typed: str) -> Found:
    """The card a value (`tew:B01`) or a typed name means: the one card with that name (in
    any language, or an alias), or the one card that matches; otherwise a refusal that
    lists the candidates with their sort and game."""
    for spec, card in every_card(specs):
        if value_of(spec, card) == typed.strip():
            return spec, card
    exact = [(s, c) for s, c in every_card(specs) if folded(typed) in names_of(s, c)]
    found = exact or matching(specs, voice, typed)
    if len(found) == 1:
        return found[0]
    some = ", ".join(listed(found[:LISTED], voice))
    raise NotFoundError("ui-card-unknown" if not found else "ui-card-ambiguous",
                        typed=typed.strip()[:60], some=some or "-")


def listed(found: list[Found], voice: Voice) -> list[str]:
    """Candidates as a refusal lists them: by name, or, when two share a name ("Cárcel",
    "cárcel"), each with its sort and game so the player can tell them apart."""
    names = [voice(c.name) for _, c in found]
    if len({folded(n) for n in names}) == len(names):
        return names
    return [title_of(s, c, voice) for s, c in found]


def card_lines(spec: AnySpec, card: Card, voice: Voice) -> list[str]:
    """A card in words: its name and sort, what it does, then its facts."""
    return [voice(card.name), voice(msg("ui-card-kind", kind=card.kind, game=spec.title)),
            voice(card.text), *voice.lines(list(card.facts))]
