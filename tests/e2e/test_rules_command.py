"""`/rules` for every game, every topic, in every language: a short title over its text,
the other topics by title; a topic typed in the player's language is found, an unknown one
lists the topics instead of silently showing the overview."""

from __future__ import annotations

import pytest

from bot.games import GAMES
from bot.games.core import msg
from bot.i18n import Voice, words
from bot.service import rules

LOCALES = {"en": "en-US", "es": "es-419", "it": "it"}


@pytest.mark.parametrize("language", sorted(LOCALES))
async def test_every_topic_of_every_game(fake, bot, world, language):
    fake.set_client_locale(world.ana, LOCALES[language])
    voice = Voice(words(language))
    for key, spec in sorted(GAMES.items()):
        assert spec.rules, key
        titles = {t: rules.title(spec, t, voice) for t in spec.rules}
        assert len(set(titles.values())) == len(titles), titles
        for topic, title in titles.items():
            assert voice.words.has(f"{key}-topic-{topic}"), (key, topic)  # a real title
            rec = await fake.slash("rules", user=world.ana, channel=world.table, game=key,
                                   topic=topic)
            text = rec.text()
            assert rec.ephemeral
            assert text.startswith(f"**{spec.title}: {title}**\n{voice(spec.rules[topic])}")
            others = [t for name, t in titles.items() if name != topic]
            assert text.endswith(voice(msg("ui-more-topics", topics=", ".join(others))))
        rec = await fake.slash("rules", user=world.ana, channel=world.table, game=key)
        first = next(iter(spec.rules))
        assert rec.text().startswith(f"**{spec.title}: {titles[first]}**"), "the overview"


async def test_topics_by_their_names_in_the_players_language(fake, bot, world):
    fake.set_client_locale(world.ana, "es-ES")
    rec = await fake.slash("rules", user=world.ana, channel=world.table, game="carson",
                           topic="duelos")
    assert rec.text().startswith("**Carson City: Duelos**\nPotencia de fuego")
    rec = await fake.slash("rules", user=world.ana, channel=world.table, game="legends",
                           topic="poquer")
    assert rec.text().startswith("**Western Legends: Póquer**")
    rec = await fake.slash("rules", user=world.ana, channel=world.table, game="legends",
                           topic="tiroteo")
    assert rec.text() == words("es")(msg(
        "ui-unknown-topic", game="Western Legends", topic="tiroteo",
        topics="Resumen, El turno, Peleas, Póquer, Marshal y Buscado, Fin del juego"))
    choices = await fake.autocomplete("rules", user=world.ana, channel=world.table,
                                      focused=("topic", "due"), game="carson")
    assert choices == [{"name": "Duelos", "value": "duels"}]
