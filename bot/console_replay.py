"""`python -m bot.console --replay FILE`: a game record (from `/game export`) played back in
the terminal: every move with what the table was told, a board PNG at every hand-over and
at the end, then the result. The record is checked first (a damaged or changed file, or one
that no longer replays to its recorded end, is refused with one line)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from bot.games.core import msg
from bot.i18n import Voice, words
from bot.service import GameService, RecordReplay
from bot.ui.messages import result_text
from render import table_png


async def play_back(service: GameService, data: bytes, out: Path, language: str) -> int:
    """Print the record's game and save its boards; the number of boards saved."""
    replayed: RecordReplay = service.play_back(data)
    voice = Voice(words(language), replayed.names)
    folder = out / f"replay-{replayed.game_id}"
    folder.mkdir(parents=True, exist_ok=True)
    print(voice(msg("ui-memory-replay-start", game=replayed.title, id=str(replayed.game_id),
                    moves=len(replayed.steps), folder=f"{folder}/")), flush=True)
    boards = 0
    for move in replayed.steps:
        print(f"{move.number:4d}. {voice.name(move.seat)}: {voice(move.label)}")
        for line in voice.lines(list(move.lines)):
            print(f"      · {line}")
        if move.board is not None:
            png = await asyncio.to_thread(table_png, move.board, voice)
            (folder / f"board-{move.number:04d}.png").write_bytes(png)
            boards += 1
    if replayed.result is not None:
        print(result_text(replayed.result, voice), flush=True)
    return boards
