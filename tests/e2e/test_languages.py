"""Commands in three languages: the sync payload carries Discord's localization maps for
es-ES, es-419 and it, every command text has its entry in each catalogue, and a player's
private answers speak their client's language while the table speaks the game's."""

from __future__ import annotations

from typing import Any

from bot.games.core import msg
from bot.i18n import words

LOCALES = {"es-ES": "es", "es-419": "es", "it": "it"}
NATIVE = {"English", "Español", "Italiano"}  # language choices stay in their own language


def texts(command: dict[str, Any], path: str = ""):
    """(key, field, item) of every name and description in a synced command."""
    here = f"{path}-{command['name']}" if path else command["name"]
    yield f"cmd-{here}", "name", command
    yield f"cmd-{here}--desc", "description", command
    for option in command.get("options") or []:
        if option.get("type") in (1, 2):
            yield from texts(option, here)
            continue
        yield f"cmd-{here}--{option['name']}", "name", option
        yield f"cmd-{here}--{option['name']}--desc", "description", option
        for choice in option.get("choices") or []:
            if choice["name"] not in NATIVE:
                yield f"cmd-choice-{choice['value']}", "choice", choice


async def test_every_command_text_is_localized(fake, bot):
    commands = list(fake.synced_commands.values())
    assert commands
    for command in commands:
        for key, field, item in texts(command):
            for locale, language in LOCALES.items():
                catalogue = words(language)
                assert catalogue.has(key), f"{language}: no {key}"
                if field == "choice":
                    assert item["name_localizations"][locale], key
                elif field == "name":
                    assert item["name_localizations"][locale] == catalogue(msg(key))
                else:
                    assert item["description_localizations"][locale], key


async def test_commands_read_in_spanish(fake, bot):
    play = next(c for c in fake.synced_commands.values() if c["name"] == "play")
    assert play["name_localizations"]["es-ES"] == "jugar"
    assert play["name_localizations"]["it"] == "gioca"
    assert play["description_localizations"]["es-419"] == "Haz tu jugada"
