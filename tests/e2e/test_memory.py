"""`/leaderboard`, `/stats`, `/ratings void|season`, `/notify leaderboard:` and the table's
`rated` setting through the fake Discord (issue 22)."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from bot.app import SaloonBot
from tests.e2e.conftest import World
from tests.fakediscord.server import FakeDiscord
from tests.support.fixture_game import SPEC

pytestmark = pytest.mark.slow


async def play_out(bot: SaloonBot, fake: FakeDiscord, channel: Any,
                   players: list[Any], **settings: Any) -> int:
    """A one-round fixture game in `channel`, opened and joined by slash commands, played to
    the end through the service by each human's default move; returns its id."""
    await fake.slash("game new", user=players[0], channel=channel,
                     options={"game": "fixture", "options": "rounds=1"})
    for p in players[1:]:
        await fake.slash("game join", user=p, channel=channel)
    if settings:
        rec = await fake.slash("game settings", user=players[0], channel=channel,
                               options=settings)
        assert rec.ephemeral and "Unrated" in rec.text(), rec.text()
    await fake.slash("game start", user=players[0], channel=channel)
    service = bot.service
    game_id = await service.find(int(channel["id"]), None)
    while (shown := await service.look(game_id)).game.status == "active":
        for seat in sorted(shown.game.humans_to_act()):
            user = shown.game.seat_row(seat).user_id
            await service.act(game_id, user, SPEC.default_action(
                (await service.games.load(game_id)).state, seat))
        await service.automation.wait_idle()
    return game_id


def image_of(fake: FakeDiscord, message: dict[str, Any]) -> Image.Image:
    [attachment] = message["attachments"]
    return Image.open(io.BytesIO(fake.attachment_bytes(attachment)))


async def test_leaderboard_stats_void_and_season(fake: FakeDiscord, test_bot: SaloonBot,
                                                  world: World) -> None:
    host, ana, ben = world.host, world.ana, world.ben
    rooms = [fake.add_channel(world.guild, f"room-{i}") for i in range(3)]
    first = await play_out(test_bot, fake, rooms[0], [host, ana])
    await play_out(test_bot, fake, rooms[1], [ana, ben])
    await play_out(test_bot, fake, rooms[2], [host, ben], rated=False)

    rec = await fake.slash("leaderboard", user=ben, channel=world.table,
                           options={"game": "fixture"})
    text = rec.text()
    assert rec.ephemeral and "Leaderboard · Fixture" in text and "season 1" in text, text
    assert "Hank" in text and "Ana" in text and "**" in text and "3 players" in text, text
    [message] = rec.followups
    picture = image_of(fake, message)
    assert picture.size[0] == 1200  # the embed shows the attachment (resolved as Discord does)
    assert message["embeds"][0]["image"]["url"].endswith("/leaderboard.png")

    rec = await fake.slash("stats", user=ana, channel=world.table, options={"game": "fixture"})
    assert "Ana · Fixture" in rec.text() and "2 games" in rec.text(), rec.text()
    assert "Rating 1" in rec.text(), rec.text()
    rec = await fake.slash("stats", user=ana, channel=world.table, options={"player": host})
    assert "Hank · all games" in rec.text() and "2 games" in rec.text(), rec.text()

    rec = await fake.slash("notify", user=ana, channel=world.table,
                           options={"leaderboard": False})
    assert "hidden from leaderboards" in rec.text(), rec.text()
    rec = await fake.slash("leaderboard", user=host, channel=world.table,
                           options={"game": "fixture"})
    assert "Ana" not in rec.text() and "Hank" in rec.text(), rec.text()

    with pytest.raises(PermissionError):  # Discord hides admins' commands from others
        await fake.slash("ratings void", user=ana, channel=world.table, options={"id": first})
    rec = await fake.slash("ratings void", user=world.admin, channel=world.table,
                           options={"id": 9999})
    assert "No rated game #9999" in rec.text(), rec.text()
    rec = await fake.slash("ratings void", user=world.admin, channel=world.table,
                           options={"id": first})
    assert f"Game #{first} no longer counts" in rec.text(), rec.text()
    rec = await fake.slash("ratings season", user=world.admin, channel=world.table)
    assert "Season 2 has begun" in rec.text(), rec.text()
    rec = await fake.slash("leaderboard", user=host, channel=world.table,
                           options={"game": "fixture"})
    assert "Nobody is rated" in rec.text() and "season 2" in rec.text(), rec.text()
    rec = await fake.slash("leaderboard", user=host, channel=fake.dm_channel(host),
                           options={"game": "fixture"})
    assert "games in DMs are not rated" in rec.text(), rec.text()
    rec = await fake.slash("leaderboard", user=host, channel=world.table,
                           options={"game": "nope"})
    assert rec.ephemeral and "fixture" in rec.text(), rec.text()


async def test_a_finished_game_posts_its_statistics_after_the_final_board(fake, bot, world):
    from tests.e2e.driver import Driver

    await fake.slash("game new", user=world.host, channel=world.table, game="tew")
    await fake.slash("game join", user=world.ana, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    users = {int(u["id"]): u for u in (world.host, world.ana)}
    loaded = await Driver(fake, bot, world.table, users).play_to_end()
    assert loaded.game.status == "finished"
    posts = [m for m in fake.messages.values() if m["channel_id"] == world.table["id"]]
    board, stats = posts[-2:]
    assert "Game over" in fake.text_of(board)
    text = fake.text_of(stats)
    assert f"Statistics · Tiny Epic Western #{loaded.game.id}" in text, text
    assert "Buildings bought" in text and "Score after each round" in text, text
    assert " → " in text  # each player's score round by round, in words
    assert image_of(fake, stats).size[0] == 1200
    result = await bot.service.repo.result(loaded.game.id)
    assert result.rated and result.stats["rounds"][-1] == [
        s.score for s in sorted(result.seats, key=lambda s: s.seat)]

    # The final board's Replay button: an animated GIF, privately, kept once made.
    replay = f"s:p:{loaded.game.id}"
    assert replay in [cid for cid, _, _ in fake.buttons(board)]
    rec = await fake.click(board, replay, user=world.ana)
    await fake.wait_for(lambda: rec.followups)
    [answer] = rec.followups
    [gif] = answer["attachments"]
    data = fake.attachment_bytes(gif)
    frames = Image.open(io.BytesIO(data)).n_frames
    assert gif["content_type"] == "image/gif" and gif["width"] == 800 and gif["description"]
    assert 10 < frames <= 90 and len(data) < 10 * 1024 * 1024
    assert f"{frames} frames" in fake.text_of(answer), fake.text_of(answer)
    assert (await bot.service.repo.replay_image(loaded.game.id))[0] == data

    # /stats names the boss played (the favourite, over one game).
    rec = await fake.slash("stats", user=world.ana, channel=world.table, options={"game": "tew"})
    from bot.games.tew import names
    from bot.i18n import words

    boss = loaded.state.players[loaded.seat_of(int(world.ana["id"])).seat].boss
    assert f"Favourite: {words('en')(names.boss(boss))} (1 game)" in rec.text(), rec.text()


async def test_history_show_and_export(fake: FakeDiscord, test_bot: SaloonBot,
                                       world: World) -> None:
    from bot.service.records import read_record, replay_record

    host, ana = world.host, world.ana
    room = fake.add_channel(world.guild, "room")
    gid = await play_out(test_bot, fake, room, [host, ana])
    other = fake.add_guild("Elsewhere")
    rec = await fake.slash("game history", user=ana, channel=world.table)
    text = rec.text()
    assert rec.ephemeral and f"**#{gid}** Fixture" in text and "Hank, Ana" in text, text
    assert "won by" in text and "<t:" in text, text
    rec = await fake.slash("game history", user=ana, channel=world.table,
                           options={"player": world.ben})
    assert "No finished games here yet." in rec.text(), rec.text()

    rec = await fake.slash("game show", user=ana, channel=world.table, options={"id": gid})
    assert rec.ephemeral and "Game over" in rec.text() and len(rec.followups) == 1, rec.text()
    rec = await fake.slash("game export", user=ana, channel=world.table, options={"id": gid})
    assert rec.ephemeral and "--replay saloon-game-" in rec.text(), rec.text()
    [message] = rec.followups
    data = fake.attachment_bytes(message["attachments"][0])
    record = read_record(data, test_bot.service.specs)
    final = replay_record(record, test_bot.service.specs["fixture"])
    assert final.model_dump_json() == (await test_bot.service.repo.game(gid)).state

    stranger = fake.add_user("Stranger", other)
    for user, channel, game_id, words in (
            (ana, world.table, 9999, "does not exist"), (stranger, fake.add_channel(other, "x"), gid,
                                                "not a game of this server")):
        for command in ("game show", "game export"):
            rec = await fake.slash(command, user=user, channel=channel, options={"id": game_id})
            assert rec.ephemeral and words in rec.text().lower(), (command, rec.text())
    await fake.slash("game new", user=host, channel=world.table, game="fixture")
    lobby = await test_bot.service.find(int(world.table["id"]))
    rec = await fake.slash("game export", user=host, channel=world.table, options={"id": lobby})
    assert "is not over yet" in rec.text(), rec.text()


async def test_game_replay_command_and_its_refusals(fake: FakeDiscord, test_bot: SaloonBot,
                                                    world: World) -> None:
    gid = await play_out(test_bot, fake, fake.add_channel(world.guild, "room"),
                         [world.host, world.ana])
    rec = await fake.slash("game replay", user=world.ben, channel=world.table,
                           options={"id": gid})
    [answer] = rec.followups
    assert rec.ephemeral and answer["attachments"][0]["filename"] == "replay.gif"
    again = await fake.slash("game replay", user=world.ana, channel=world.table,
                             options={"id": gid})  # the kept image, not drawn again
    assert fake.attachment_bytes(again.followups[0]["attachments"][0]) == \
        fake.attachment_bytes(answer["attachments"][0])
    await fake.slash("game new", user=world.host, channel=world.table, game="fixture")
    lobby = await test_bot.service.find(int(world.table["id"]))
    rec = await fake.slash("game replay", user=world.host, channel=world.table,
                           options={"id": lobby})
    assert "is not over yet" in rec.text() and not rec.followups[0].get("attachments")
