"""Commands in three languages: the sync payload carries Discord's localization maps for
es-ES, es-419 and it, every command text has its entry in each catalogue, and a player's
private answers speak their client's language while the table speaks the game's."""

from __future__ import annotations

from typing import Any

import pytest

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


def hand_dms(fake, user) -> list[dict[str, Any]]:
    return [m for m in fake.dms_to(user) if m.get("attachments")]


async def test_each_player_reads_their_own_language_and_the_table_the_games(fake, bot, world):
    fake.set_client_locale(world.host, "es-ES")
    fake.set_client_locale(world.ana, "it")
    es, it, en = words("es"), words("it"), words("en")
    await fake.slash("game new", user=world.host, channel=world.table, game="tew",
                     language="en")
    rec = await fake.slash("game join", user=world.ana, channel=world.table)
    assert rec.text().startswith(it(msg("ui-joined", game="Tiny Epic Western")))
    await fake.slash("game start", user=world.host, channel=world.table)
    table = fake.last_message(world.table)
    title = msg("ui-hand-title", game="Tiny Epic Western", id=1)
    assert hand_dms(fake, world.host)[-1]["embeds"][0]["title"] == es(title)
    assert hand_dms(fake, world.ana)[-1]["embeds"][0]["title"] == it(title)
    assert table["embeds"][0]["fields"][0]["name"] == en(msg("ui-players"))
    rec = await fake.slash("game settings", user=world.host, channel=world.table,
                           language="it")
    await fake.slash("game board", user=world.host, channel=world.table)
    board = [m for m in fake.messages_in(world.table) if m.get("attachments")][-1]
    assert board["embeds"][0]["fields"][0]["name"] == it(msg("ui-players"))


@pytest.mark.slow
async def test_the_welcome_dm_names_both_languages_when_the_table_speaks_another(
        fake, bot, world):
    """Issue 19 #3: a player whose language differs from the table's is told so in the
    first DM, with the way to choose; the lobby's settings name the options in words."""
    fake.set_client_locale(world.ana, "it")
    fake.set_client_locale(world.host, "es-ES")
    await fake.slash("game new", user=world.host, channel=world.table, game="tew",
                     language="es")
    await fake.slash("game join", user=world.ana, channel=world.table)
    it = words("it")
    greeting = next(m["content"] for m in fake.dms_to(world.ana) if m.get("content"))
    said = it(msg("ui-dm-welcome-languages", game="Tiny Epic Western", id=1,
                  mine=msg("ui-language-it"), table=msg("ui-language-es")))
    assert greeting.startswith(said.split("`/notify`")[0])  # the command becomes a mention
    assert "in italiano; il tavolo parla spagnolo" in greeting and "</notify:" in greeting
    rec = await fake.slash("game settings", user=world.host, channel=world.table, turn_hours=12)
    assert "Opciones: Jefe: al azar, Dificultad del Rival: Media." in rec.text()  # no raw keys
