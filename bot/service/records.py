"""Game records (issue 22): a finished game as one JSON file, `/game export` writes it and
`python -m bot.console --replay FILE` reads it.

A record holds what replays the game exactly: the game, its stored options, its seats
(names, bots), the seed, every live action in order, and the schema version of the final
state; with the final state's SHA-256 (the replay must end there, byte for byte) and a
digest of everything else, so that a damaged or edited file is named as such instead of
replaying into something else. The digest is a checksum, not a signature: it catches
damage and careless edits; the final state's fingerprint catches a changed game.
"""

from __future__ import annotations

import hashlib
import json
from typing import Any, Literal

from pydantic import BaseModel, ValidationError

from bot.games.core import AnySpec, GameError, replay

FORMAT = "saloon-game-record"


class RecordError(ValueError):
    """The file is not a usable record; `why` says what is wrong, in one line."""

    def __init__(self, why: str) -> None:
        super().__init__(why)
        self.why = why


class RecordSeat(BaseModel):
    """A seat: its player's name then, and whether a bot played it at the end."""

    seat: int
    name: str
    bot: bool


class RecordMove(BaseModel):
    """One live action, as the log stores it."""

    seat: int
    action: dict[str, Any]


class GameRecordFile(BaseModel):
    """The record as the file holds it (see the module)."""

    format: Literal["saloon-game-record"] = FORMAT
    format_version: Literal[1] = 1
    game: str
    title: str
    game_id: int
    options: dict[str, Any]
    seed: int
    seats: list[RecordSeat]
    schema_version: int
    version: int
    actions: list[RecordMove]
    final_state_sha256: str
    digest: str = ""

    def body_digest(self) -> str:
        return hashlib.sha256(canonical(self.model_dump(exclude={"digest"}))).hexdigest()


def canonical(data: Any) -> bytes:
    """JSON with sorted keys and no spaces: what the digest is taken of."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"), ensure_ascii=False).encode()


def fingerprint(state_json: str) -> str:
    """The SHA-256 of a state's JSON."""
    return hashlib.sha256(state_json.encode()).hexdigest()


def write_record(record: GameRecordFile) -> bytes:
    """The file's bytes, with its digest."""
    sealed = record.model_copy(update={"digest": record.body_digest()})
    return (json.dumps(sealed.model_dump(mode="json"), indent=1, ensure_ascii=False)
            + "\n").encode()


def read_record(data: bytes, specs: dict[str, AnySpec]) -> GameRecordFile:
    """A record read back; RecordError when the file is not JSON, not a record, of a game
    this release does not know, or changed since it was written."""
    try:
        raw = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise RecordError(f"the file is not JSON ({exc})") from None
    if not isinstance(raw, dict) or raw.get("format") != FORMAT:
        raise RecordError("the file is not a Saloon game record")
    try:
        record = GameRecordFile.model_validate(raw)
    except ValidationError as exc:
        raise RecordError(f"the record is incomplete or malformed ({exc.error_count()} "
                          "problems)") from None
    if record.digest != record.body_digest():
        raise RecordError("the record was changed after it was exported (its digest does "
                          "not match)")
    if record.game not in specs:
        raise RecordError(f"this release does not know the game {record.game!r}")
    return record


def replay_record(record: GameRecordFile, spec: AnySpec, upto: int | None = None) -> Any:
    """The state after the first `upto` moves (all: the final state, checked against the
    record's fingerprint); RecordError when a move no longer applies or the end differs."""
    moves = record.actions if upto is None else record.actions[:upto]
    try:
        parsed = [(m.seat, spec.parse_action(m.action)) for m in moves]
        state, _ = replay(spec, len(record.seats), record.seed, record.options, parsed)
    except (GameError, ValueError) as exc:
        raise RecordError(f"a move of the record does not apply ({exc})") from None
    if upto is None:
        state.version = record.version
        if fingerprint(state.model_dump_json()) != record.final_state_sha256:
            raise RecordError("the replay does not end in the recorded final state (a "
                              "changed record, or rules changed since it was played)")
    return state
