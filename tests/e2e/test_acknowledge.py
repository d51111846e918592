"""Every slash command and every button is acknowledged before the bot touches the
database (issue 18, item 7): Discord allows 3 s, and PostgreSQL under load can take that
long. The order is checked, not a time: the service's repository is wrapped in a proxy that,
at the bot's first call for an interaction, asks the fake whether that interaction's
callback had already reached it."""

from __future__ import annotations

import asyncio
import inspect
from typing import Any

from discord import app_commands

from bot.app import SaloonBot
from bot.ui.components import LOBBY_OPS
from bot.ui.registry import DYNAMIC_ITEMS
from tests.e2e.conftest import World
from tests.e2e.helpers import latest_table
from tests.fakediscord import FakeDiscord
from tests.fakediscord.interactions import InteractionRecord

HANDLERS = ("CommandTree-invoker", "discord-ui-")  # discord.py's names for handler tasks


class FirstCalls:
    """For each slash command and click: was it acknowledged when the bot first called the
    repository while handling it? (Background work, such as AI seats and the housekeeping
    loop, runs in other tasks and is not counted.)"""

    def __init__(self, fake: FakeDiscord, repo: Any) -> None:
        self.fake = fake
        self.acked: dict[str, bool] = {}  # interaction id -> acknowledged at the first call
        for name, _ in inspect.getmembers(type(repo), inspect.isfunction):
            if not name.startswith("_"):
                setattr(repo, name, self._recording(getattr(repo, name)))

    def _recording(self, method: Any) -> Any:
        def call(*args: Any, **kwargs: Any) -> Any:
            self._seen()
            return method(*args, **kwargs)
        return call

    def _seen(self) -> None:
        task = asyncio.current_task()
        if task is None or not task.get_name().startswith(HANDLERS) or not self.fake.interactions:
            return
        rec = list(self.fake.interactions.values())[-1]  # the tests drive one at a time
        if rec.type in (2, 3):
            self.acked.setdefault(rec.id, rec.response is not None)


def lobby_message(fake: FakeDiscord, channel: Any) -> dict[str, Any]:
    return next(m for m in reversed(fake.messages_in(channel))
                if any(c and c.startswith("s:l:") for c, _, _ in fake.buttons(m)))


def button(fake: FakeDiscord, message: dict[str, Any], prefix: str, label: str = "") -> str:
    return next(c for c, text, _ in fake.buttons(message)
                if c and c.startswith(prefix) and label in (text or ""))


async def test_every_command_and_button_is_acknowledged_before_the_database(
        fake: FakeDiscord, test_bot: SaloonBot, world: World) -> None:
    recorder = FirstCalls(fake, test_bot.service.repo)
    used: list[tuple[str, InteractionRecord]] = []

    async def slash(path: str, user: Any, channel: Any = world.table, **options: Any) -> str:
        await test_bot.service.automation.wait_idle()
        rec = await fake.slash(path, user=user, channel=channel, options=options)
        used.append((path, rec))
        return rec.text()

    async def click(message: dict[str, Any], custom_id: str, user: Any,
                    values: list[str] | None = None) -> InteractionRecord:
        await test_bot.service.automation.wait_idle()
        rec = await fake.click(message, custom_id, user=user, values=values)
        await fake.wait_for(lambda: rec.followups)
        used.append((custom_id, rec))
        return rec

    host, ana, ben = world.host, world.ana, world.ben
    assert "Lobby open" in await slash("game new", host, game="fixture", options="rounds=1")
    await click(lobby_message(fake, world.table), "s:l:1:join", ana)
    await click(lobby_message(fake, world.table), "s:l:1:leave", ana)
    await slash("game join", ana)
    await slash("game join", ben)
    await slash("game leave", ben)
    await slash("game join", ben)
    await slash("game kick", host, player=ben)
    await slash("game settings", host, turn_hours=24.0)
    await slash("game status", host)
    await slash("game list", ana)
    await click(lobby_message(fake, world.table), "s:l:1:start", host)
    await slash("game status", host)
    await slash("game board", host)
    await slash("game log", ana)
    await slash("game host", host, player=ana)
    await slash("game host", ana, player=host)
    await slash("hand", ana)
    await slash("hint", ana)  # refused (hints are off here): refusals count too
    await click(latest_table(fake, world.table), "s:h:1", host)
    choices = await fake.autocomplete("play", user=host, channel=world.table,
                                      focused=("action", "60"))
    assert "Done" in await slash("play", host, action=choices[0]["value"])
    dm = [m for m in fake.dms_to(ana) if fake.selects(m)][-1]
    [menu] = fake.selects(dm)
    rec = await click(dm, menu["custom_id"], ana, values=[menu["options"][0]["value"]])
    [deeper] = fake.selects(rec.followups[-1])
    rec = await click(rec.followups[-1], deeper["custom_id"], ana,
                      values=[deeper["options"][0]["value"]])
    assert "Done" in rec.text(), rec.text()
    await slash("game undo", host)  # refused (Ana acted since): refusals count too
    board = latest_table(fake, world.table)
    await click(board, button(fake, board, "s:a:"), host)  # the winner banks or gambles
    final = latest_table(fake, world.table)
    rec = await click(final, button(fake, final, "s:r:"), ana)
    assert "Rematch" in rec.text() or "lobby" in rec.text().lower(), rec.text()
    rec = await click(final, button(fake, final, "s:p:"), ana)  # Replay (issue 22)
    assert "replay" in rec.text().lower(), rec.text()
    await click(lobby_message(fake, world.table), "s:l:2:addbot", host)
    await slash("game addbot", ana)
    await slash("game replace", ana, player=host, **{"with": world.cid})
    await slash("game start", ana)
    await slash("game settings", ana, open_seats="host")
    await slash("game leave", world.cid)  # a bot plays the seat on: it is open
    await slash("game board", ana)
    board = latest_table(fake, world.table)
    await click(board, button(fake, board, "s:t:"), ben)  # a request for the host
    ask = fake.last_message(world.table)
    await click(ask, button(fake, ask, "s:k:"), ana)  # the host approves
    await slash("game end", ana)
    await slash("rules", ana, game="fixture")
    await slash("card", ana, name="store")
    await slash("notify", ana, dm=True)
    await slash("mygames", ana)
    await slash("limits", world.admin, live_games=10)
    await slash("leaderboard", ana, game="fixture")
    await slash("stats", ana)
    await slash("ratings void", world.admin, id=1)
    await slash("ratings season", world.admin)
    await slash("game history", ana)
    await slash("game show", ana, id=1)
    await slash("game export", ana, id=1)
    await slash("game replay", ana, id=1)
    await slash("privacy delete", ben)
    await test_bot.service.automation.wait_idle()

    late = [(what, rec.id) for what, rec in used if not recorder.acked.get(rec.id, True)]
    assert late == [], f"the database was used before the acknowledgement: {late}"
    untouched = [what for what, rec in used if rec.id not in recorder.acked]
    assert untouched == [], f"the recorder saw no repository call for {untouched}"
    assert [what for what, rec in used if rec.response_type != 5 or not rec.ephemeral] == [], \
        "every answer is private, so every deferral is ephemeral"
    commands = {c.qualified_name for c in test_bot.tree.walk_commands()
                if isinstance(c, app_commands.Command)}
    assert commands <= {what for what, _ in used}, "every slash command is exercised"
    clicked = {what for what, _ in used if what.startswith("s:")}
    assert {item for item in DYNAMIC_ITEMS for c in clicked
            if item.__discord_ui_compiled_template__.fullmatch(c)} == set(DYNAMIC_ITEMS)
    assert {c.rsplit(":", 1)[1] for c in clicked if c.startswith("s:l:")} == set(LOBBY_OPS)
