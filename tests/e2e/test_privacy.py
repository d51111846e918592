"""`/privacy delete` through the fake Discord, on both databases: afterwards no table holds
the user's id or name (issue 18, item 4: the reply re-created their `users` row)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest

from bot.app import SaloonBot, create_bot
from bot.db import Repository
from bot.settings import Settings
from tests.e2e.conftest import World
from tests.e2e.test_memory import play_out
from tests.fakediscord.fixtures import running
from tests.support.fixture_game import SPEC as FIXTURE

NAME = "Zebulon Quill"  # a name no game text holds by chance


@pytest.fixture
async def bot_on(fake, world, db_target, discord_errors, saloon_errors
                 ) -> AsyncIterator[SaloonBot]:
    """The bot with the fixture game on a SQLite file, then on a PostgreSQL database."""
    settings = Settings(discord_token="test", saloon_db=db_target, ai_delay=0,
                        timer_poll_seconds=3600, render_workers=0, _env_file=None)
    bot = create_bot(settings, games={"fixture": FIXTURE}, guild_ready_timeout=0.05)
    async with running(bot, fake.token) as b:
        yield b


async def tables(repo: Repository) -> list[str]:
    """Every table of the schema, from the database's own catalogue (so later tables are
    covered without naming them here)."""
    sql = ("SELECT name FROM sqlite_master WHERE type = 'table'" if repo.dialect == "sqlite"
           else "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()")
    async with repo.backend.reading() as db:
        return sorted(r["name"] for r in await db.fetchall(sql))


async def traces(repo: Repository, user_id: int, name: str) -> list[tuple[str, dict[str, Any]]]:
    """(table, row) of every row holding the user's id (as a number or in a text) or name."""
    found = []
    for table in await tables(repo):
        async with repo.backend.reading() as db:
            rows = await db.fetchall(f"SELECT * FROM {table}")
        for row in rows:
            for value in row.values():
                if value == user_id or (isinstance(value, str) and (
                        str(user_id) in value or name.lower() in value.lower())):
                    found.append((table, row))
                    break
    return found


async def test_privacy_delete_leaves_nothing_of_the_user_in_any_table(fake, world: World,
                                                                      bot_on):
    zeb = fake.add_user(NAME, world.guild)
    uid = int(zeb["id"])
    fake.set_client_locale(zeb, "it")
    back_room = fake.add_channel(world.guild, "back-room")
    rec = await fake.slash("notify", user=zeb, channel=world.table, language="en",
                           timezone="Europe/Madrid", quiet_start=22, quiet_end=7,
                           digest="daily", at=8)
    assert rec.ephemeral
    # A running game he plays (DM hands, private events, timers), a lobby he hosts, a game
    # he opened in his DM.
    await fake.slash("game new", user=zeb, channel=world.table,
                     options={"game": "fixture", "options": "rounds=2"})
    await fake.slash("game join", user=world.ana, channel=world.table)
    await fake.slash("game start", user=zeb, channel=world.table)
    choices = await fake.autocomplete("play", user=zeb, channel=world.table,
                                      focused=("action", "7"))
    rec = await fake.slash("play", user=zeb, channel=world.table, action=choices[0]["value"])
    assert rec.ephemeral and "Done" in rec.text(), rec.text()
    rec = await fake.slash("notify", user=zeb, channel=world.table, away=2)  # issue 21
    assert "away until" in rec.text(), rec.text()

    # A game where the host handed his seat to Ben: he is one of its former players.
    side = fake.add_channel(world.guild, "side-room")
    await fake.slash("game new", user=world.ana, channel=side, game="fixture")
    await fake.slash("game join", user=zeb, channel=side)
    await fake.slash("game start", user=world.ana, channel=side)
    rec = await fake.slash("game replace", user=world.ana, channel=side,
                           options={"player": zeb, "with": world.ben})
    assert "Ben has the seat" in rec.text(), rec.text()
    await fake.slash("game new", user=zeb, channel=back_room, game="fixture")
    await fake.slash("game new", user=zeb, channel=fake.dm_channel(zeb), game="fixture")
    # A finished rated game: his results, rating and leaderboard name (issue 22).
    finished = await play_out(bot_on, fake, fake.add_channel(world.guild, "finished"),
                              [zeb, world.ana])
    await fake.slash("game replay", user=world.ana, channel=world.table,
                     options={"id": finished})  # a replay image shows his name
    repo = bot_on.service.repo
    assert await repo.replay_image(finished) is not None
    assert {t for t, _ in await traces(repo, uid, NAME)} == {"users", "seats", "games",
                                                             "actions", "rating_players"}

    rec = await fake.slash("privacy delete", user=zeb, channel=world.table)
    assert rec.ephemeral and rec.text()
    await bot_on.service.automation.wait_idle()
    assert await traces(repo, uid, NAME) == []
    assert (await repo.prefs(uid)).model_dump() == (await repo.prefs(0)).model_copy(
        update={"user_id": uid}).model_dump(), "time away and the digest are forgotten"
    assert await repo.replay_image(finished) is None  # drawn again, with the new name
    loaded = await bot_on.service.games.live_at(int(world.table["id"]))
    assert [s.name for s in loaded.seats] == ["Former player", "Ana"]
