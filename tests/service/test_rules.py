"""The rules summary by topic (`/rules`, the console's `rules`): every game has a short
title and a text for every topic in every language; a topic is found by its id or its
title in the reader's language (case and accents aside); an unknown one lists the topics."""

from __future__ import annotations

import pytest

from bot.games import GAMES
from bot.games.core import msg
from bot.i18n import LANGUAGES, Voice, words
from bot.service import rules


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("key", sorted(GAMES))
def test_every_topic_has_a_short_title_and_a_text(key, language):
    spec, voice = GAMES[key], Voice(words(language))
    assert spec.rules
    titles = [rules.title(spec, t, voice) for t in spec.rules]
    for topic in spec.rules:
        assert voice.words.has(f"{key}-topic-{topic}"), topic
        assert spec.rules[topic].key != f"{key}-topic-{topic}", "titles and texts differ"
    assert len(set(titles)) == len(titles) and all(len(t) <= 40 for t in titles), titles
    assert all(len(voice(m)) > 2 * len(t) for m, t in zip(spec.rules.values(), titles,
                                                            strict=True))


@pytest.mark.parametrize(("key", "language", "typed", "topic"), [
    ("carson", "es", "duelos", "duels"), ("carson", "es", "DUELS", "duels"),
    ("carson", "it", "fine", "scoring"), ("legends", "es", "poquer", "poker"),
    ("legends", "es", "Póquer", "poker"), ("legends", "it", "scontri", "fights"),
    ("legends", "en", "marshal", "tracks"), ("tew", "es", "manos", "hands"),
    ("wow", "it", "asta", "auction"), ("legends", "es", "p", None),  # Peleas or Póquer
    ("wow", "en", "tiroteo", None), ("carson", "en", "", None)])
def test_a_topic_is_found_by_id_or_title(key, language, typed, topic):
    assert rules.find(GAMES[key], Voice(words(language)), typed) == topic


def test_the_summary_heads_with_the_title_and_lists_the_others():
    spec, voice = GAMES["carson"], Voice(words("es"))
    text = rules.summary(spec, voice, "edificios")
    assert text.startswith("**Carson City: Edificios**\nLos edificios van en tus parcelas")
    assert text.endswith("Más temas: Resumen, Colocación de cowboys, Duelos, Final de la "
                         "partida")
    assert rules.summary(spec, voice).startswith("**Carson City: Resumen**")
    assert rules.summary(spec, voice, "tiroteo") == voice(msg(
        "ui-unknown-topic", game="Carson City", topic="tiroteo",
        topics="Resumen, Colocación de cowboys, Duelos, Edificios, Final de la partida"))


def test_autocomplete_matches_titles_without_accents_or_ids():
    spec, voice = GAMES["legends"], Voice(words("es"))
    assert rules.matching(spec, voice, "poq") == [("Póquer", "poker")]
    assert rules.matching(spec, voice, "fights") == [("Peleas", "fights")]
    assert [t for _, t in rules.matching(spec, voice, "")] == list(spec.rules)
