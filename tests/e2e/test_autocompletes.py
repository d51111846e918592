"""Every autocomplete of every command answers within Discord's limits, for every game in
every language, in a lobby and in a running game: the fake refuses what Discord refuses
(at most 25 choices, names 1-100 characters, string values up to 100, choice name
localizations keyed by locales), so an answer Discord would reject fails here."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bot.games import GAMES
from bot.i18n import Voice, words
from bot.service import rules

LOCALES = {"en": "en-US", "es": "es-ES", "it": "it"}
TYPED = ("", "e", "a b", "x" * 100)  # nothing, a letter, two words, the longest text


def autocompleting(commands: dict[str, dict[str, Any]]) -> Iterator[tuple[str, str, set[str]]]:
    """(command path, focused option, the option names beside it) of every option of every
    synced command that autocompletes."""
    def walk(node: dict[str, Any], path: str) -> Iterator[tuple[str, str, set[str]]]:
        options = node.get("options") or []
        for o in options:
            if o["type"] in (1, 2):
                yield from walk(o, f"{path} {o['name']}")
            elif o.get("autocomplete"):
                yield path, o["name"], {x["name"] for x in options}
    for command in commands.values():
        yield from walk(command, command["name"])


async def answer_all(fake, world, channel, game: str) -> dict[tuple[str, str, str], list]:
    """Every autocomplete as the host types each of TYPED; the fake checks each answer."""
    out = {}
    for path, focused, beside in autocompleting(fake.synced_commands):
        given = {"game": game} if "game" in beside and focused != "game" else {}
        for typed in TYPED:
            choices = await fake.autocomplete(path, user=world.host, channel=channel,
                                              focused=(focused, typed), options=given)
            assert len(choices) <= 25 and all(1 <= len(c["name"]) <= 100 for c in choices)
            out[path, focused, typed] = choices
    return out


@pytest.mark.parametrize("language", [  # the fast subset asks in Spanish; the full suite in all
    pytest.param(lang, marks=() if lang == "es" else pytest.mark.slow) for lang in sorted(LOCALES)])
@pytest.mark.parametrize("game", sorted(GAMES))
async def test_every_autocomplete_fits_discord(fake, bot, world, game, language):
    fake.set_client_locale(world.host, LOCALES[language])
    spec = GAMES[game]
    await fake.slash("game new", user=world.host, channel=world.table, game=game,
                     language=language)
    answers = await answer_all(fake, world, world.table, game)
    titles = [rules.title(spec, t, Voice(words(language))) for t in spec.rules]
    assert [c["name"] for c in answers["rules", "topic", ""]] == titles
    assert all(len(t) <= 40 for t in titles), titles  # titles, not paragraphs
    assert answers["game new", "options", ""], "the lobby suggests options"
    assert answers["game settings", "options", ""], "the host can still change options"

    for _ in range(max(spec.min_seats, 2) - 1):
        await fake.slash("game addbot", user=world.host, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    await bot.service.automation.wait_idle()
    loaded = await bot.service.games.live_at(int(world.table["id"]))
    answers = await answer_all(fake, world, world.table, game)
    if 0 in loaded.to_act():
        assert answers["play", "action", ""], "the player to act is offered moves"
