"""The results backfill on games stored as a release before results would have left them
(issue 22): each game's golden playthroughs, stored move by move with their events and no
results, are backfilled with the golden's ranking and scores; a stored game whose state was
changed is refused and named."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.db import Repository, SeatRow
from bot.db.records import TimerPlan
from bot.games import GAMES
from bot.games.core import step
from bot.service.backfill import backfill
from bot.service.play import stored_event

pytestmark = pytest.mark.slow
GOLDEN = Path(__file__).parents[1] / "games"
CASES = [("tew", "tew_2p.json"), ("wow", "wow_3p.json"), ("carson", "carson_2p.json"),
         ("legends", "legends_2p_mib.json")]


async def store(repo: Repository, kind: str, data: dict, channel: int) -> int:
    """The golden game as the bot stored it, finished, without results."""
    spec = GAMES[kind]
    options = spec.options(data["options"]).model_dump(mode="json")  # as the lobby stores them
    gid = await repo.create_game(kind=kind, guild_id=1, channel_id=channel, thread_id=None,
                                 host_id=100, seed=data["seed"], options=options,
                                 settings={}, now=1.0)
    seats = [SeatRow(game_id=gid, seat=s, user_id=100 + s, name=f"P{s}")
             for s in range(data["n"])]
    state = spec.setup(data["n"], data["seed"], spec.options(data["options"]))
    await repo.start_game(gid, seats=seats, state=state.model_dump_json(),
                          schema_version=spec.schema_version, now=1.0, timers=TimerPlan())
    for version, move in enumerate(data["actions"]):
        action = spec.parse_action(move["action"])
        done = step(spec, state, move["seat"], action)
        state = done.state
        over = spec.result(state) is not None
        assert await repo.commit_step(
            gid, expected_version=version, state=state.model_dump_json(),
            status="finished" if over else "active", seat=move["seat"],
            action=action.model_dump_json(), actor="player", undoable=False,
            events=[stored_event(e) for e in done.events], now=2.0 + version, timers=TimerPlan())
    return gid


async def test_backfill_of_the_goldens(tmp_path):
    repo = await Repository.open(tmp_path / "old.db")
    try:
        stored = {}
        for i, (kind, name) in enumerate(CASES):
            data = json.loads((GOLDEN / kind / "golden" / name).read_text(encoding="utf-8"))
            stored[await store(repo, kind, data, 10 + i)] = data
        tampered = await store(repo, "tew", json.loads(
            (GOLDEN / "tew" / "golden" / "tew_3p.json").read_text(encoding="utf-8")), 20)
        game = await repo.game(tampered)
        state = json.loads(game.state)
        state["round"] += 1
        await repo.update_game(tampered, 3.0, state=json.dumps(state))

        done = await backfill(repo)
        assert sorted(done.recorded) == sorted(stored), done.refused
        assert done.refused == {tampered: "its replay does not end in the saved final state"}
        for gid, data in stored.items():
            result = await repo.result(gid)
            assert result.source == "backfill" and result.rated
            want = {s["seat"]: (s["place"], s["score"]) for s in data["result"]["standings"]
                    if s["seat"] >= 0}
            assert {s.seat: (s.place, s.score) for s in result.seats} == want
            assert result.stats["rounds"][-1] == [want[s][1] for s in range(data["n"])]
        assert len(await repo.ratings(1, "tew", 1)) == 2
    finally:
        await repo.close()
