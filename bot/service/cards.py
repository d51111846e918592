"""The card reference across every game (`/card`, the console's `card`): find a building,
boss or character by its name in the reader's language, or by its `<game>:<id>` value."""

from __future__ import annotations

from collections.abc import Mapping

from bot.errors import NotFoundError
from bot.games.core import AnySpec, Card, msg
from bot.i18n import Voice

Found = tuple[AnySpec, Card]


def every_card(specs: Mapping[str, AnySpec]) -> list[Found]:
    """Every card of every game, game by game."""
    return [(spec, card) for spec in specs.values() for card in spec.cards]


def value_of(spec: AnySpec, card: Card) -> str:
    """A card's stable value: `<game>:<id>`."""
    return f"{spec.key}:{card.id}"


def title_of(spec: AnySpec, card: Card, voice: Voice) -> str:
    """How a card is listed: "General Store — Building · Tiny Epic Western"."""
    return voice(msg("ui-card-entry", name=card.name, kind=card.kind, game=spec.title))


def matching(specs: Mapping[str, AnySpec], voice: Voice, typed: str) -> list[Found]:
    """Cards whose listing contains every typed word; names that start with the text first."""
    words = typed.lower().split()
    found = [(s, c) for s, c in every_card(specs)
             if all(w in title_of(s, c, voice).lower() for w in words)]
    start = typed.strip().lower()
    found.sort(key=lambda f: not voice(f[1].name).lower().startswith(start))
    return found


def find(specs: Mapping[str, AnySpec], voice: Voice, typed: str) -> Found:
    """The card a value (`tew:B01`) or a typed name means: an exact name, or the one card
    that matches; otherwise a refusal that lists a few candidates."""
    for spec, card in every_card(specs):
        if value_of(spec, card) == typed.strip():
            return spec, card
    exact = [(s, c) for s, c in every_card(specs)
             if voice(c.name).lower() == typed.strip().lower()]
    found = exact or matching(specs, voice, typed)
    if len(found) == 1 or (exact and len({id(s) for s, _ in exact}) == 1):
        return found[0]
    some = ", ".join(voice(c.name) for _, c in found[:5])
    raise NotFoundError("ui-card-unknown" if not found else "ui-card-ambiguous",
                        typed=typed.strip()[:60], some=some or "-")


def card_lines(spec: AnySpec, card: Card, voice: Voice) -> list[str]:
    """A card in words: its name and sort, what it does, then its facts."""
    return [voice(card.name), voice(msg("ui-card-kind", kind=card.kind, game=spec.title)),
            voice(card.text), *voice.lines(list(card.facts))]
