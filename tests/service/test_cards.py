"""Every game's `/card` reference: names distinct within the game in every language, every
line worded, and each card within Discord's limits for an autocomplete choice (name and
value at most 100 characters) and an embed (title and field name 256, description 4096,
field value 1024)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.errors import NotFoundError
from bot.games import GAMES
from bot.i18n import LANGUAGES, Voice, Words
from bot.service import cards

CASES = [(spec, language) for spec in GAMES.values() for language in LANGUAGES]


@pytest.mark.parametrize(("spec", "language"), CASES,
                         ids=[f"{s.key}-{lang}" for s, lang in CASES])
def test_every_card_is_worded_distinct_and_fits_discord(spec: Any, language: str):
    voice = Voice(Words(language, strict=True))
    # A game without cards (spec.cards empty) simply has no /card entries.
    names = [voice(c.name).lower() for c in spec.cards]
    assert len(set(names)) == len(names)
    assert len({c.id for c in spec.cards}) == len(spec.cards)
    for card in spec.cards:
        title, kind, text, *facts = cards.card_lines(spec, card, voice)
        assert all(line.strip() for line in (title, kind, text, *facts))
        assert len(cards.title_of(spec, card, voice)) <= 100
        assert len(cards.value_of(spec, card)) <= 100
        assert len(title) <= 256 and len(kind) <= 256 and len(text) <= 4096
        assert len("\n".join(facts)) <= 1024


SPANISH = Voice(Words("es", strict=True))


@pytest.mark.parametrize("typed", ["Farmacia", "farmacia", "Drugstore", "FARMACIA", "Botica",
                                   "droguería", "drogueria"])
def test_a_card_is_found_by_any_of_its_names_in_any_language_or_an_alias(typed: str):
    spec, card = cards.find(GAMES, SPANISH, typed)
    assert (spec.key, card.id) == ("carson", "drugstore")


def test_a_name_in_another_language_and_without_accents_finds_the_card():
    assert cards.find(GAMES, SPANISH, "prision")[1].id == "prison"
    assert cards.find(GAMES, Voice(Words("it", strict=True)), "Cantina")[1].id == "saloon"


def test_an_ambiguous_name_lists_each_candidate_with_its_sort_and_game():
    with pytest.raises(NotFoundError) as refused:
        cards.find(GAMES, SPANISH, "cárcel")
    assert refused.value.msg.key == "ui-card-ambiguous"
    listed = str(refused.value.msg.args["some"])
    assert "Prisión — Edificio · Carson City" in listed
    assert "Tiny Epic Western" in listed and "Way Out West" in listed
