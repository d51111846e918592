"""Game history, part of `GameService` (issue 22): the finished games of a server (in a DM:
of that DM), a finished game shown again, and its record for export. A game of another
server, a lobby or a running game is refused with a clear message and nothing changes."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from bot.db.repository import Repository
from bot.errors import LobbyError, NotFoundError
from bot.games.core import AnySpec
from bot.service.models import Loaded
from bot.service.presentation import Presentation
from bot.service.records import GameRecordFile, RecordMove, RecordSeat, fingerprint, write_record
from bot.service.store import Games, spec_named

HISTORY_LINES = 15


@dataclass(frozen=True)
class HistoryLine:
    """One finished game as `/game history` lists it; `board` is where its final board was
    posted: (server or None, channel or thread, message)."""

    game_id: int
    title: str
    finished_at: float
    players: tuple[str, ...]
    winners: tuple[str, ...]
    board: tuple[int | None, int, int] | None


class History:
    """Mixin of `GameService`: `/game history`, `/game show` and `/game export`."""

    repo: Repository
    games: Games
    specs: dict[str, AnySpec]
    look: Callable[..., Awaitable[Presentation]]

    async def history(self, guild_id: int | None, channel_id: int | None,
                      kind: str | None = None, user_id: int | None = None
                      ) -> list[HistoryLine]:
        """The newest finished games here (of one game, or with one player)."""
        if kind is not None:
            spec_named(self.specs, kind)  # a friendly refusal for an unknown game
        lines: list[HistoryLine] = []
        for game in await self.repo.finished_games(guild_id, channel_id, kind, user_id,
                                                   HISTORY_LINES):
            seats = {s.seat: s.name for s in await self.repo.seats(game.id)}
            result = await self.repo.result(game.id)
            winners = [seats.get(s.seat, "?") for s in (result.seats if result else [])
                       if s.place == 1]
            board = None if game.table_message_id is None else (
                game.guild_id, game.place_id, game.table_message_id)
            lines.append(HistoryLine(
                game.id, spec_named(self.specs, game.kind).title,
                result.finished_at if result else game.updated_at,
                tuple(seats[s] for s in sorted(seats)), tuple(winners), board))
        return lines

    async def finished_here(self, game_id: int, guild_id: int | None,
                            channel_id: int | None) -> Loaded[Any]:
        """A finished game of this server (in a DM: of this DM), or a clear refusal."""
        loaded = await self.games.load(game_id)
        game = loaded.game
        here = game.guild_id == guild_id if guild_id is not None else (
            game.guild_id is None and channel_id in (game.channel_id, game.thread_id))
        if not here:
            raise NotFoundError("ui-memory-not-here", id=str(game_id))
        if game.status in ("lobby", "active"):
            raise LobbyError("ui-memory-not-over", id=str(game_id))
        if loaded.state is None:  # a lobby that closed before it started
            raise LobbyError("ui-memory-never-started", id=str(game_id))
        return loaded

    async def show_finished(self, game_id: int, guild_id: int | None,
                            channel_id: int | None) -> Presentation:
        """`/game show`: a finished game's final board and results, as they are."""
        await self.finished_here(game_id, guild_id, channel_id)
        return await self.look(game_id)

    async def export_record(self, game_id: int, guild_id: int | None,
                            channel_id: int | None) -> bytes:
        """`/game export`: the record of a finished game (see records.py)."""
        loaded = await self.finished_here(game_id, guild_id, channel_id)
        game = loaded.game
        actions = await self.repo.actions(game.id)
        return write_record(GameRecordFile(
            game=game.kind, title=loaded.spec.title, game_id=game.id,
            options=loaded.spec.stored_options(game.options).model_dump(mode="json"),
            seed=game.seed, schema_version=loaded.spec.schema_version, version=game.version,
            seats=[RecordSeat(seat=s.seat, name=s.name, bot=s.is_ai) for s in loaded.seats],
            actions=[RecordMove(seat=a.seat, action=json.loads(a.action)) for a in actions],
            final_state_sha256=fingerprint(loaded.live_state.model_dump_json())))
