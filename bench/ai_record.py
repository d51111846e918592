"""`bench.ai`'s records: each game's outcome kept on disk, so that a figure can gather
games played at different times or on different machines (`--record DIR`, then `--report
DIR`). A record belongs to the code that played it: its game's fingerprint, a hash of
everything that decides how the bots play that game (the core, the game's package and data,
the bots' decision seeds and `bench.ai.play`), read as code and values, so that wording,
comments and layout do not count. A report counts only the records of the code as it is
now, one per seed."""

from __future__ import annotations

import ast
import hashlib
import inspect
import json
import textwrap
from dataclasses import asdict
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PLAYING = ("bot/games/core", "bot/service/thinking.py")  # every game's, besides its own


def fingerprint(game: str, play: Any) -> str:
    """A hash of the code and data by which the bots of `game` play (and of `play`, which
    plays a measured game): of each module's syntax tree without its docstrings, and of
    each data file's values, so that a change of wording, comments or layout keeps the
    games recorded before it."""
    digest = hashlib.sha256(code_of(textwrap.dedent(inspect.getsource(play))).encode())
    for place in (*PLAYING, f"bot/games/{game}", f"data/{game}"):
        path = ROOT / place
        for f in sorted(path.rglob("*")) if path.is_dir() else [path]:
            if f.suffix == ".py":
                digest.update(f"{f.relative_to(ROOT)}\n{code_of(f.read_text())}".encode())
            elif f.suffix == ".json":
                values = json.dumps(json.loads(f.read_text()), sort_keys=True)
                digest.update(f"{f.relative_to(ROOT)}\n{values}".encode())
    return digest.hexdigest()[:16]


def code_of(source: str) -> str:
    """A module's syntax tree, docstrings left out."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        body = getattr(node, "body", None)
        if (isinstance(body, list) and body and isinstance(body[0], ast.Expr)
                and isinstance(body[0].value, ast.Constant) and isinstance(body[0].value.value, str)):
            node.body = body[1:] or [ast.Pass()]  # type: ignore[attr-defined]
    return ast.dump(tree)


def record_path(folder: Path, scenario: str, level: str) -> Path:
    return folder / f"{scenario}.{level}.jsonl"


def record(folder: Path, scenario: str, level: str, code: str, seed: int,
           played: Any) -> None:
    """Append one game's outcome (a `bench.ai.Played`) to its scenario's record."""
    folder.mkdir(parents=True, exist_ok=True)
    line = json.dumps({"code": code, "seed": seed, **asdict(played)})
    with record_path(folder, scenario, level).open("a") as out:
        out.write(line + "\n")


def recorded(folder: Path, scenario: str, level: str, code: str) -> dict[int, dict[str, Any]]:
    """The outcomes recorded for `scenario` by the code `code`, by seed."""
    path = record_path(folder, scenario, level)
    if not path.exists():
        return {}
    games: dict[int, dict[str, Any]] = {}
    for line in path.read_text().splitlines():
        row = json.loads(line)
        if row.pop("code") == code:
            games[row.pop("seed")] = row
    return games
