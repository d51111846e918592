"""Results for games that finished before results were stored (`python -m bot.db results
--backfill`): each finished game without results is replayed from its seed, options and
action log, and its results are recorded only where the replay ends in the saved final
state (a game played under rules fixed since, or damaged, is refused and named)."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from bot.db.repository import Repository
from bot.games import GAMES
from bot.games.core import AnySpec, GameError, replay
from bot.service.models import Loaded
from bot.service.results import result_record, statistics


@dataclass
class Backfilled:
    """What a backfill did: games recorded, and games refused with the reason."""

    recorded: list[int] = field(default_factory=lambda: [])
    refused: dict[int, str] = field(default_factory=lambda: {})


async def backfill(repo: Repository, specs: dict[str, AnySpec] | None = None) -> Backfilled:
    """Record the results of every finished game that has none (see the module)."""
    specs = GAMES if specs is None else specs
    done = Backfilled()
    for game_id in await repo.finished_without_results():
        record = await repo.load_game(game_id)
        if record is None or record.game.state is None:
            continue
        spec = specs.get(record.game.kind)
        if spec is None:
            done.refused[game_id] = f"unknown game {record.game.kind!r}"
            continue
        actions = await repo.actions(game_id)
        why, final = replayed(spec, record.game.state, record.game.schema_version,
                              record.game.seed, record.game.options, len(record.seats),
                              [(a.seat, json.loads(a.action)) for a in actions])
        result = None if final is None else spec.result(final)
        if result is None:
            done.refused[game_id] = why or "the replay does not end the game"
            continue
        loaded = Loaded(record.game, record.seats, spec, final)
        stats = await statistics(repo, loaded, result)
        if await repo.record_result(result_record(loaded, result, record.game.updated_at,
                                                  actions, source="backfill", stats=stats)):
            done.recorded.append(game_id)
    return done


def replayed(spec: AnySpec, saved: str, schema_version: int, seed: int,
             options: dict[str, Any], n_seats: int,
             moves: list[tuple[int, dict[str, Any]]]) -> tuple[str | None, Any]:
    """(None, the final state) when replaying `moves` gives the saved state; else (why not,
    None)."""
    try:
        state = spec.load_state(saved, schema_version)
    except ValueError:
        return "its saved state cannot be read by this release", None
    try:
        final, _ = replay(spec, n_seats, seed, options,
                          [(seat, spec.parse_action(a)) for seat, a in moves])
    except (GameError, ValueError):
        return "its action log no longer replays", None
    final.version = state.version
    if final != state:
        return "its replay does not end in the saved final state", None
    return None, final
