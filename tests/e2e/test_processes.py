"""Two bot processes with different shard ranges on one PostgreSQL database and the fake
Discord: racing moves on one game from both processes apply once (the other is refused
privately), a deadline that passes while both poll fires once, told once, and either
process continues the table message the other posted."""

from __future__ import annotations

import asyncio
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from tests.e2e.helpers import action_ids, latest_table

ROOT = Path(__file__).resolve().parents[2]
pytestmark = [pytest.mark.slow, pytest.mark.postgres]


@pytest.fixture
async def two_processes(fake, postgres_url):
    procs = [subprocess.Popen([sys.executable, "-m", "tests.support.bot_process", fake.base_url,
                               fake.gateway_url, fake.token, postgres_url, shard, "2"],
                              cwd=ROOT, stderr=subprocess.PIPE)
             for shard in ("0", "1")]
    try:
        await fake.wait_for(lambda: sum(s.ready for s in fake._sessions) == 2, timeout=60)
        await asyncio.sleep(0.5)  # commands synced by both
        yield procs
    finally:
        for p in procs:
            if p.poll() is None:
                p.send_signal(signal.SIGTERM)  # a rolling restart drains and exits
        for p in procs:
            try:
                p.wait(timeout=20)
            except subprocess.TimeoutExpired:
                p.kill()
            errors = p.stderr.read().decode(errors="replace") if p.stderr else ""
            if errors.strip():
                print(errors[-3000:])  # shown when the test fails
        assert [p.returncode for p in procs] == [0, 0], "SIGTERM drains and exits cleanly"


async def test_racing_moves_from_two_processes_apply_once(fake, two_processes, postgres_url):
    import asyncpg

    fake.settle = 1.5  # the bots run in other processes: wait for REST silence, not tasks

    guilds: dict[int, dict] = {}
    while 1 not in guilds:
        g = fake.add_guild("Shard test")
        guilds.setdefault((int(g["id"]) >> 22) % 2, g)
    guild = guilds[1]
    table = fake.add_channel(guild, "table")
    host, ana = fake.add_user("Hank", guild), fake.add_user("Ana", guild)
    await asyncio.sleep(0.3)  # the guild reached shard 1's process
    await fake.slash("game new", user=host, channel=table, game="tew")
    await fake.slash("game join", user=ana, channel=table)
    rec = await fake.slash("game start", user=host, channel=table)
    assert "started" in rec.text(), rec.text()
    # The host keeps a card twice at once: one click in the DM hand (a DM: shard 0's
    # process) and one /play in the channel (the guild: shard 1's process).
    dm = [m for m in fake.dms_to(host) if m.get("attachments")][-1]
    [(cid, label), (_, other)] = action_ids(fake, dm)[:2]
    click, typed = await asyncio.gather(
        fake.click(dm, cid, user=host, timeout=20),
        fake.slash("play", user=host, channel=table, action=other, timeout=20))
    await fake.wait_for(lambda: click.followups or click.rejected, timeout=10)
    texts = [click.text(), typed.text()]
    assert sum("Done" in t for t in texts) == 1, texts
    assert all(r.ephemeral for r in (click, typed))
    conn = await asyncpg.connect(postgres_url)
    try:
        kept = await conn.fetchval("SELECT count(*) FROM actions")
        version = await conn.fetchval("SELECT version FROM games")
    finally:
        await conn.close()
    assert (kept, version) == (1, 1), "one keep, applied once"
    assert label != other
    # Ana's deadline passes while both processes poll the timers: it fires exactly once.
    conn = await asyncpg.connect(postgres_url)
    try:
        await conn.execute("UPDATE timers SET deadline = 1, remind_at = NULL")
        for _ in range(100):
            if await conn.fetchval("SELECT count(*) FROM actions WHERE actor = 'timer'"):
                break
            await asyncio.sleep(0.1)
        await asyncio.sleep(1.5)  # both polled several more times
        by_timer = await conn.fetchval("SELECT count(*) FROM actions WHERE actor = 'timer'")
        version = await conn.fetchval("SELECT version FROM games")
    finally:
        await conn.close()
    assert (by_timer, version) == (1, 2), "one expiry, played once"
    told = [m for m in fake.messages_in(table) if "Ana's time ran out" in m["content"]]
    assert len(told) == 1 and told[0]["content"].count("time ran out") == 1, told


async def test_a_table_message_is_continued_by_the_other_process(fake, two_processes):
    """Issue 20: what the current table message shows lives in the shared database, so the
    process that did not post the board continues it: a move made in a DM (shard 0's
    process) and one made in the channel (shard 1's) both stay on the one board."""
    fake.settle = 1.5  # the bots run in other processes: wait for REST silence, not tasks

    guilds: dict[int, dict] = {}
    while 1 not in guilds:
        g = fake.add_guild("Continued")
        guilds.setdefault((int(g["id"]) >> 22) % 2, g)
    guild = guilds[1]
    table = fake.add_channel(guild, "table")
    host, ana, ben = (fake.add_user(name, guild) for name in ("Hank", "Ana", "Ben"))
    await asyncio.sleep(0.3)  # the guild reached shard 1's process
    await fake.slash("game new", user=host, channel=table, game="tew")
    for user in (ana, ben):
        await fake.slash("game join", user=user, channel=table)
    rec = await fake.slash("game start", user=host, channel=table)
    assert "started" in rec.text(), rec.text()
    board = latest_table(fake, table)  # posted by shard 1's process: all three keep a card
    dm = [m for m in fake.dms_to(host) if m.get("attachments")][-1]
    [(cid, _), *_] = action_ids(fake, dm)
    click = await fake.click(dm, cid, user=host, timeout=20)  # shard 0's process edits it
    await fake.wait_for(lambda: click.followups, timeout=10)
    assert "Done" in click.text(), click.text()
    assert "Hank kept a card." in fake.message(board["id"])["content"]
    [(_, label), *_] = action_ids(fake, [m for m in fake.dms_to(ana)
                                          if m.get("attachments")][-1])
    rec = await fake.slash("play", user=ana, channel=table, action=label, timeout=20)
    assert "Done" in rec.text(), rec.text()
    assert latest_table(fake, table)["id"] == board["id"], "one board, edited"
    content = fake.message(board["id"])["content"]
    assert "Hank kept a card." in content and "Ana kept a card." in content, content
    assert content.index("Hank kept a card.") < content.index("Ana kept a card.")
