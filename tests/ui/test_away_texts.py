"""`/mygames` and the digest fit Discord's embed limits in every language, the rest counted;
the table names who is away (issue 21)."""

from dataclasses import replace

import pytest

from bot.i18n import Voice, Words
from bot.ui.away import my_games_embed
from bot.ui.messages import announcement
from tests.support.service_fixtures import ANA, HOST


@pytest.mark.parametrize("language", ["en", "es", "it"])
async def test_a_long_list_of_games_is_cut_to_fit_and_counted(service, lobby, language):
    await service.start(lobby.game.id, HOST)
    (mine,) = await service.my_games(ANA)
    games = [replace(mine, game=replace(mine.game, id=i), away_until=2e9) for i in range(150)]
    embed = my_games_embed(games, Voice(Words(language, strict=True)))
    assert len(embed.description or "") <= 4096 and len(embed) <= 6000
    shown = (embed.description or "").count("\n")
    assert f"{150 - shown}" in (embed.description or "").splitlines()[-1]


async def test_the_table_says_who_is_away_until_when(service, lobby):
    await service.start(lobby.game.id, HOST)
    await service.set_notify(ANA, {}, away=2)
    shown = await service.look(lobby.game.id)
    until = int(service.now() + 2 * 86400)
    text = announcement(shown, Voice(Words("es", strict=True), shown.game.names()), ())
    assert f"💤 Ana está fuera hasta <t:{until}:f>" in text
