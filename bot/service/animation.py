"""A finished game's animated replay, part of `GameService` (issue 22): the frames (a board
at every hand-over, with the move that led to it), drawn once by the front end's painter
and kept in the database, so later requests (any process) send the kept image."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from bot.db.repository import Repository
from bot.games.core import Msg, TableView, msg, seat, step
from bot.service.models import Loaded
from bot.service.store import Games
from bot.service.tables import move_labels

MAX_FRAMES = 90  # about 80 s at 0.9 s a frame; longer games keep evenly spaced frames


@dataclass(frozen=True)
class ReplayFrames:
    """What an animated replay shows: the game, its table language and names, and each
    frame's board and caption."""

    game_id: int
    kind: str
    language: str
    names: dict[int, str]
    frames: tuple[tuple[TableView, Msg], ...]


Draw = Callable[[ReplayFrames], Awaitable[bytes]]


def frames_of(loaded: Loaded[Any], moves: list[tuple[int, Any]]) -> list[tuple[TableView, Msg]]:
    """The start, then a frame at every move that handed over to other seats (or ended
    the game), captioned with that move; at most `MAX_FRAMES`, evenly spaced."""
    spec = loaded.spec
    state = spec.setup(len(loaded.seats), loaded.game.seed,
                       spec.stored_options(loaded.game.options))
    frames = [(spec.table_view(state), msg("ui-memory-frame-start"))]
    for number, (who, action) in enumerate(moves, 1):
        before = spec.to_act(state)
        label, _ = move_labels(Loaded(loaded.game, loaded.seats, spec, state), who, action)
        state = step(spec, state, who, action).state
        if spec.to_act(state) != before or spec.result(state) is not None:
            frames.append((spec.table_view(state), msg(
                "ui-memory-frame", n=str(number), total=str(len(moves)), who=seat(who),
                move=label)))
    if len(frames) > MAX_FRAMES:
        step_size = len(frames) / (MAX_FRAMES - 1)
        frames = [frames[round(i * step_size)] for i in range(MAX_FRAMES - 1)] + [frames[-1]]
    return frames


class Animations:
    """Mixin of `GameService`: the animated replay of a finished game."""

    repo: Repository
    games: Games
    clock: Callable[[], float]
    finished_here: Callable[..., Awaitable[Loaded[Any]]]

    async def replay_image(self, game_id: int, guild_id: int | None, channel_id: int | None,
                           draw: Draw) -> bytes:
        """The game's animated replay: the kept one, or drawn by `draw` (the front end's
        render pool) and kept."""
        loaded = await self.finished_here(game_id, guild_id, channel_id)
        kept = await self.repo.replay_image(game_id)
        if kept is not None:
            return kept[0]
        actions = await self.repo.actions(game_id)
        frames = frames_of(loaded, [(a.seat, loaded.spec.parse_action(json.loads(a.action)))
                                    for a in actions])
        image = await draw(ReplayFrames(game_id, loaded.game.kind, loaded.settings.language,
                                        loaded.names(), tuple(frames)))
        await self.repo.keep_replay_image(game_id, image, len(frames), self.clock())
        return image
