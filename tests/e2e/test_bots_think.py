"""A hard bot thinks in a worker process, never on the event loop (issue 23, item 5): while
it searches in one game, a click in another game is answered, and a loop-lag probe (a task
sleeping 10 ms at a time) never finds the loop blocked for long. The search itself has no
time limit; its budget is made large so that it lasts seconds."""

from __future__ import annotations

import asyncio
import json
from dataclasses import replace

import pytest

from bot.app import create_bot
from bot.games import GAMES
from bot.settings import Settings
from tests.e2e.helpers import action_ids
from tests.fakediscord.fixtures import running

pytestmark = pytest.mark.slow
MAX_LAG = 0.1  # seconds the event loop may be late for a 10 ms sleep


class LagProbe:
    """Sleeps 10 ms in a loop and records the largest overshoot."""

    def __init__(self) -> None:
        self.worst = 0.0
        self._task: asyncio.Task[None] | None = None

    async def _run(self) -> None:
        loop = asyncio.get_running_loop()
        while True:
            asked = loop.time()
            await asyncio.sleep(0.01)
            self.worst = max(self.worst, loop.time() - asked - 0.01)

    def __enter__(self) -> LagProbe:
        self._task = asyncio.create_task(self._run())
        return self

    def __exit__(self, *_: object) -> None:
        assert self._task is not None
        self._task.cancel()


async def test_a_click_is_answered_and_the_loop_never_blocks_while_a_bot_thinks(
        fake, world, tmp_path, monkeypatch, discord_errors, saloon_errors):
    tew = GAMES["tew"]
    monkeypatch.setitem(GAMES, "tew", replace(tew, budget=replace(
        tew.budget, playouts=tew.budget.playouts * 4)))  # seconds of search
    settings = Settings(discord_token="test", saloon_db=tmp_path / "saloon.db", ai_delay=0,
                        timer_poll_seconds=3600, render_workers=1, bot_workers=1,
                        _env_file=None)
    other = fake.add_channel(world.guild, "corral")
    async with running(create_bot(settings, guild_ready_timeout=0.05), fake.token) as bot:
        thinker = bot.service.play.thinker
        # Another game, of two people: Ana will keep a card from her DM.
        await fake.slash("game new", user=world.ana, channel=other, game="tew")
        await fake.slash("game join", user=world.ben, channel=other)
        await fake.slash("game start", user=world.ana, channel=other)
        [dm] = [m for m in fake.dms_to(world.ana) if m.get("attachments")]
        # The host's game against a hard bot, which starts thinking at once.
        await fake.slash("game new", user=world.host, channel=world.table, game="tew")
        rec = await fake.slash("game addbot", user=world.host, channel=world.table,
                               options={"level": "hard"})
        assert "A bot took a seat (hard)" in rec.text()
        await fake.slash("game start", user=world.host, channel=world.table)
        game_id = await bot.service.find(int(world.table["id"]))
        await fake.wait_for(lambda: thinker.searching, timeout=10)

        with LagProbe() as probe:
            keep = action_ids(fake, dm)[0][0]
            click = await fake.click(dm, keep, user=world.ana)
            await fake.wait_for(lambda: click.followups)
            assert "Done: Keep" in click.text()
            assert thinker.searching == 1  # answered while the bot still thinks
            await fake.wait_for(lambda: not thinker.searching, timeout=120)
            await bot.service.automation.wait_idle(game_id)
        actions = await bot.repo.actions(game_id) if bot.repo else []
        assert [(a.actor, json.loads(a.action)["kind"]) for a in actions][:1] == [
            ("ai", "keep")]  # the bot's move, once
        assert probe.worst < MAX_LAG, f"the event loop was blocked {probe.worst * 1e3:.0f} ms"
