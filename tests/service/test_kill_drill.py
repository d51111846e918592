"""The kill -9 drill, on both backends: a child process plays many games at once and records
each acknowledged move; it is killed at random moments, again and again. Every acknowledged
move is in the database, and every game loads, replays from its log to the stored state, and
plays on."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bot.db import Repository
from bot.games.core import replay
from bot.service import GameService

ROOT = Path(__file__).resolve().parents[2]
KILLS = int(os.environ.get("SALOON_KILLS", "6"))


def run_and_kill(target: str, acks: Path, seed: int, rnd: random.Random) -> None:
    child = subprocess.Popen([sys.executable, "-m", "tests.support.drill", target, str(acks),
                              str(seed)], cwd=ROOT, stdout=subprocess.DEVNULL,
                             stderr=subprocess.PIPE)
    before = acks.stat().st_size if acks.exists() else 0
    deadline = time.monotonic() + 30
    while (not acks.exists() or acks.stat().st_size == before) and time.monotonic() < deadline:
        if child.poll() is not None:
            raise AssertionError(child.stderr.read().decode() if child.stderr else "died")
        time.sleep(0.02)
    time.sleep(rnd.uniform(0.05, 0.6))  # in the middle of moves, commits and fsyncs
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    assert child.returncode == -signal.SIGKILL


@pytest.mark.slow
async def test_every_acknowledged_move_survives_kill_9(db_target, tmp_path):
    target = str(db_target)
    acks = tmp_path / "acks.txt"
    rnd = random.Random(7)
    for kill in range(KILLS):
        run_and_kill(target, acks, seed=100 + kill, rnd=rnd)
    acknowledged: dict[int, int] = {}
    for line in acks.read_text().split("\n"):
        if line.strip():
            game, version = map(int, line.split())
            acknowledged[game] = max(acknowledged.get(game, 0), version)
    assert acknowledged, "the child acknowledged no move"
    repo = await Repository.open(target)
    try:
        service = GameService(repo)
        for game_id, version in acknowledged.items():
            loaded = await service.games.load(game_id)
            assert loaded.game.version >= version, (game_id, loaded.game.version, version)
            moves = [(a.seat, loaded.spec.parse_action(a.action))
                     for a in await repo.actions(game_id)]
            replayed, _ = replay(loaded.spec, len(loaded.seats), loaded.game.seed,
                                 loaded.game.options, moves)
            assert replayed.model_dump_json() == loaded.state.model_dump_json(), game_id
            if loaded.game.status == "active":
                seat = min(loaded.to_act())
                user = next(s.user_id for s in loaded.seats if s.seat == seat)
                done = await service.act(game_id, user or 0,
                                         loaded.spec.default_action(loaded.state, seat))
                assert done.game.version == loaded.game.version + 1
        await service.shutdown()
    finally:
        await repo.close()
