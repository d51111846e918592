"""SIGTERM with interactions in flight (issue 25 #4): the bot stops taking new ones (they
are told, privately, to try again) and answers every one it acknowledged before it
closes its connection and its database, so no move is stored without its "Done" and its
board."""

from __future__ import annotations

import asyncio

from tests.e2e.test_hardening import open_toy


async def test_a_stopping_bot_answers_what_it_acknowledged_and_refuses_the_rest(
        fake, test_bot, world):
    await open_toy(fake, world)
    await fake.slash("game start", user=world.host, channel=world.table)
    service = test_bot.service
    game_id = (await service.games.live_at(int(world.table["id"]))).game.id
    version = (await service.games.load(game_id)).game.version
    painter = test_bot.presenter.painter
    drawing = asyncio.Event()
    draw = painter.table

    async def slow_table(view, voice, before=None):
        drawing.set()  # the move is committed; its board is being drawn
        await asyncio.sleep(0.5)
        return await draw(view, voice, before)

    painter.table = slow_table
    move = asyncio.create_task(fake.slash("play", user=world.host, channel=world.table,
                                          action="claim c3", timeout=10))
    await asyncio.wait_for(drawing.wait(), 5)
    assert (await service.games.load(game_id)).game.version == version + 1
    stopping = asyncio.create_task(test_bot.close())  # what SIGTERM does
    await asyncio.sleep(0.05)
    late = await fake.slash("game status", user=world.ana, channel=world.table)
    assert late.ephemeral and "restarting" in late.text() and "nothing was changed" in late.text()
    rec = await move
    await stopping
    assert "Done" in rec.text(), rec.text()
    boards = [m for m in fake.messages_in(world.table) if m.get("attachments")]
    assert boards, "the board of the saved move was posted before the bot stopped"


async def test_a_housekeeping_round_under_way_finishes_before_the_database_closes(
        fake, test_bot, world, saloon_errors):
    """The deadline and reminder loop once queried a repository closed under it at
    shutdown ("the repository is closed", logged as an error)."""
    service = test_bot.service
    expire = service.expire_due
    started = asyncio.Event()

    async def slow_expire():
        started.set()
        await asyncio.sleep(0.3)
        return await expire()

    service.expire_due = slow_expire
    admin = test_bot.get_cog("Admin")
    round_ = asyncio.create_task(admin.housekeeping())
    await asyncio.wait_for(started.wait(), 5)
    await test_bot.close()
    await round_
    assert not saloon_errors.records
