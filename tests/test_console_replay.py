"""`python -m bot.console --replay FILE [--from-move N]` on an exported record (issue 22):
the log and boards of a record, a record continued against bots, and refusals of damaged
or changed files."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

import pytest

from bot import console
from bot.db import Repository
from bot.service import GameService
from tests.support.clock import FakeClock

pytestmark = pytest.mark.slow


async def exported(tmp_path: Path) -> Path:
    """A two-player Tiny Epic Western game played to the end by bots, exported."""
    repo = await Repository.open(tmp_path / "played.db")
    service = GameService(repo, clock=FakeClock(), seed_source=lambda: 77)
    shown = await service.new("tew", guild_id=5, channel_id=6, thread_id=None, host_id=1,
                              host_name="Ana")
    await service.join(shown.game.id, 2, "Ben")
    await service.start(shown.game.id, 1)
    await service.leave(shown.game.id, 1)
    await service.leave(shown.game.id, 2)
    await service.automation.wait_idle()
    while (await service.look(shown.game.id)).game.status == "active":
        await asyncio.sleep(0.05)
        await service.automation.wait_idle()
    path = tmp_path / "record.json"
    path.write_bytes(await service.export_record(shown.game.id, 5, 6))
    await repo.close()
    return path


def test_a_record_plays_back_with_its_log_and_boards(tmp_path, capsys):
    record = asyncio.run(exported(tmp_path))
    code = console.main(["--replay", str(record), "--db", str(tmp_path / "c.db"),
                         "--out", str(tmp_path / "out"), "--language", "es"])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "Tiny Epic Western #1, reproducida:" in out and "   1. Ana:" in out
    assert "Fin de la partida" in out or "ganó" in out.lower() or "gana" in out.lower(), out[-500:]
    boards = sorted((tmp_path / "out" / "replay-1").glob("board-*.png"))
    assert len(boards) > 5


def test_a_record_continues_from_a_move_against_bots(tmp_path, monkeypatch, capsys):
    record = asyncio.run(exported(tmp_path))
    monkeypatch.setattr("sys.stdin", __import__("io").StringIO("quit\n"))
    code = console.main(["--replay", str(record), "--from-move", "3", "--db",
                         str(tmp_path / "c.db"), "--out", str(tmp_path / "out")])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "--resume" in out  # the new game was saved where it stopped


def test_damaged_and_changed_records_are_refused(tmp_path, capsys):
    record = asyncio.run(exported(tmp_path))
    data = json.loads(record.read_bytes())
    cases = {"truncated.json": record.read_bytes()[:50],
             "edited.json": json.dumps({**data, "seed": data["seed"] + 1}).encode()}
    for name, body in cases.items():
        (tmp_path / name).write_bytes(body)
        code = console.main(["--replay", str(tmp_path / name), "--db", str(tmp_path / "c.db")])
        assert code == 1
    err = capsys.readouterr().err
    assert "not JSON" in err and "changed after it was exported" in err, err
    assert console.main(["--replay", str(tmp_path / "missing.json")]) == 1
