"""Game records played back, part of `GameService` (issue 22): `python -m bot.console
--replay FILE` shows a record's game move by move (what the table was told, a board at
every hand-over and at the end), and `--from-move N` continues it from move N as a new
game against bots. Front ends get views and keyed messages only, as for live games."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from bot.db.records import GameRow, SeatRow
from bot.games.core import AnySpec, Msg, Result, TableView, step
from bot.service.models import Loaded
from bot.service.presentation import Presentation
from bot.service.records import GameRecordFile, RecordError, read_record, replay_record
from bot.service.tables import move_labels, public_lines


@dataclass(frozen=True)
class ReplayStep:
    """One move of a record: who, its public label, what the table was told, and the board
    when the move handed over to other seats (or ended the game)."""

    number: int
    seat: int
    label: Msg
    lines: tuple[Msg, ...]
    board: TableView | None


@dataclass(frozen=True)
class RecordReplay:
    """A record played back: its game, seats' names, moves and result."""

    kind: str
    title: str
    game_id: int
    names: dict[int, str]
    steps: tuple[ReplayStep, ...]
    result: Result | None


def _loaded(record: GameRecordFile, spec: AnySpec, state: Any) -> Loaded[Any]:
    """A stand-in `Loaded` for describing moves (never stored)."""
    game = GameRow(id=record.game_id, kind=record.game, guild_id=None, channel_id=0,
                   thread_id=None, host_id=0, status="active", version=0, seed=record.seed,
                   options=record.options, created_at=0.0, updated_at=0.0)
    seats = [SeatRow(game_id=record.game_id, seat=s.seat, user_id=None, name=s.name,
                     is_ai=s.bot) for s in record.seats]
    return Loaded(game, seats, spec, state)


class Replays:
    """Mixin of `GameService`: records played back and continued."""

    specs: dict[str, AnySpec]
    new: Callable[..., Awaitable[Presentation]]
    join: Callable[..., Awaitable[Presentation]]
    start: Callable[..., Awaitable[Presentation]]
    act: Callable[..., Awaitable[Presentation]]
    leave: Callable[..., Awaitable[Presentation]]

    def play_back(self, data: bytes) -> RecordReplay:
        """A record's game move by move; RecordError when the file is damaged, changed, or
        no longer replays to its recorded end."""
        record = read_record(data, self.specs)
        spec = self.specs[record.game]
        replay_record(record, spec)  # the whole record first: it must end where it ended
        state = replay_record(record, spec, upto=0)
        steps: list[ReplayStep] = []
        for number, move in enumerate(record.actions, 1):
            action = spec.parse_action(move.action)
            before = spec.to_act(state)
            label, _ = move_labels(_loaded(record, spec, state), move.seat, action)
            done = step(spec, state, move.seat, action)
            state = done.state
            handed_over = spec.to_act(state) != before or spec.result(state) is not None
            steps.append(ReplayStep(number, move.seat, label, tuple(public_lines(done.events)),
                                    spec.table_view(state) if handed_over else None))
        return RecordReplay(record.game, spec.title, record.game_id,
                            {s.seat: s.name for s in record.seats}, tuple(steps),
                            spec.result(state))

    async def continue_record(self, data: bytes, moves: int, *, channel_id: int,
                              language: str = "en") -> Presentation:
        """A new game (in the DM-like place `channel_id`: the console's) that replays the
        record's first `moves` moves, then goes on with you (user 1) in the first seat and
        bots in the others."""
        record = read_record(data, self.specs)
        spec = self.specs[record.game]
        if not 0 <= moves < len(record.actions):
            raise RecordError(f"--from-move must be between 0 and {len(record.actions) - 1}")
        replay_record(record, spec)
        users = [s.seat + 1 for s in record.seats]  # placeholder players, one per seat
        shown = await self.new(record.game, guild_id=None, channel_id=channel_id,
                               thread_id=None, host_id=users[0], host_name=record.seats[0].name,
                               options=record.options, settings={"language": language},
                               seed=record.seed)
        game_id = shown.game.id
        for seat, user in zip(record.seats[1:], users[1:], strict=True):
            await self.join(game_id, user, seat.name)
        await self.start(game_id, users[0])
        for move in record.actions[:moves]:
            shown = await self.act(game_id, users[move.seat], spec.parse_action(move.action))
        for user in users[1:]:
            shown = await self.leave(game_id, user)  # a bot takes each other seat
        return shown
