"""Each bot is named with its level wherever the table lists its seats (issue 23, item 4):
the roster of the board's embed, the lobby, and the board's seat panels."""

from PIL import Image, ImageDraw

from bot.i18n import Voice, words
from bot.ui.messages import lobby_embed, table_embed, with_levels
from cogs.lobby import settings_text
from render.common import seat_heading
from tests.support.service_fixtures import HOST


async def test_the_lists_name_each_bot_with_its_level_in_the_tables_language(service, lobby):
    gid = lobby.game.id
    await service.change_settings(gid, HOST, False, {"language": "es", "ai_level": "hard"})
    await service.add_ai(gid, HOST, level="easy")
    shown = await service.add_ai(gid, HOST)
    es = Voice(words("es"), shown.game.names())
    seats = lobby_embed(shown.game, es).to_dict()["fields"][0]["value"]
    assert "Bot 1 · fácil 🤖" in seats and "Bot 2 · difícil 🤖" in seats
    assert "Ana ·" not in seats  # people have no level
    started = await service.start(gid, HOST)
    assert started.table is not None
    roster = table_embed(started.game, started.table, es).to_dict()["fields"][0]["value"]
    assert "Bot 1 · fácil" in roster and "Bot 2 · difícil" in roster
    assert with_levels(started.game, Voice(words("it"))).levels == {2: "facile", 3: "difficile"}


async def test_the_settings_answer_says_how_the_bots_play(service, lobby):
    shown = await service.change_settings(lobby.game.id, HOST, False, {"ai_level": "hard"})
    assert "Nivel de los bots: difícil." in Voice(words("es"))(settings_text(shown))
    assert "Livello dei bot: difficile." in Voice(words("it"))(settings_text(shown))


def drawn(voice: Voice, room: int) -> bytes:
    image = Image.new("RGB", (700, 60), "white")
    seat_heading(ImageDraw.Draw(image), (0, 0), voice, 1, room)
    return image.tobytes()


def test_a_seat_panel_shows_a_bots_level_after_its_name_when_there_is_room():
    plain, leveled = Voice(names={1: "Bot 1"}), Voice(names={1: "Bot 1"}, levels={1: "difícil"})
    assert drawn(leveled, 600) != drawn(plain, 600)
    assert drawn(leveled, 110) == drawn(plain, 110)  # no room: the name alone, unshortened
