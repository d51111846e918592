"""Errors in the bot's stderr: each ERROR (or CRITICAL) line and each traceback, grouped by
kind (the message with its numbers blanked, and the exception that ended the traceback)."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

HEADER = re.compile(r"^(DEBUG|INFO|WARNING|ERROR|CRITICAL) ([\w.]+): (.*)$")
NUMBER = re.compile(r"\d+")
ROOT = Path(__file__).resolve().parents[1]
WARNED = re.compile(r"^\S+\.py:\d+: \w*Warning: |^\s+warnings\.warn\(")  # a `warnings` message
CHAINED = ("During handling of the above exception", "The above exception was the direct cause")


@dataclass
class Logged:
    """One log record (or a bare traceback) as the bot printed it."""

    level: str
    logger: str
    message: str
    source: str
    trace: list[str] = field(default_factory=list)

    @property
    def error(self) -> bool:
        return self.level in ("ERROR", "CRITICAL", "TRACEBACK") or self.traced

    @property
    def traced(self) -> bool:
        return any(t.startswith("Traceback") for t in self.trace)

    @property
    def chained(self) -> bool:
        """The traceback so far ends by saying another one follows."""
        return any(t.startswith(CHAINED) for t in self.trace[-2:])

    @property
    def raised(self) -> list[str]:
        """The exception line ending each traceback of the chain."""
        ends = [i - 1 for i, t in enumerate(self.trace) if t.startswith(CHAINED)]
        ends.append(len(self.trace))
        found = [next((t for t in reversed(self.trace[:e]) if t.strip()
                       and not t.startswith((" ", '"""'))), "") for e in ends]
        return [f for f in found if f and not f.startswith("Traceback")]

    @property
    def kind(self) -> str:
        return NUMBER.sub("N", f"{self.logger}: {self.message} | {' <- '.join(self.raised)}"
                          )[:400]


def parse(path: Path) -> list[Logged]:
    """Log records with their tracebacks (chained ones included); a traceback nobody logged
    is an uncaught one; any other stray line (a `warnings` message) is a record of its own."""
    records: list[Logged] = []
    tracing = False
    for line in path.read_text(errors="replace").splitlines():
        head = HEADER.match(line)
        last = records[-1] if records else None
        if head:
            records.append(Logged(head[1], head[2], head[3], path.name))
            tracing = False
        elif line.startswith("Traceback"):
            joins = last is not None and last.level != "STDERR" and (
                last.chained or not last.traced)  # a logged exception, or the next of a chain
            if not joins:
                records.append(Logged("TRACEBACK", "python", "uncaught", path.name))
            records[-1].trace.append(line)
            tracing = True
        elif WARNED.match(line):
            records.append(Logged("STDERR", "stderr", line.strip()[:300], path.name))
            tracing = False
        elif tracing or (last is not None and last.level in ("ERROR", "CRITICAL")
                         and not last.traced):
            last.trace.append(line)  # type: ignore[union-attr]
        elif line.strip():
            records.append(Logged("STDERR", "stderr", line.strip()[:300], path.name))
    return records


@dataclass
class Distinct:
    first: Logged
    count: int = 0
    sources: set[str] = field(default_factory=set)


def group(paths: list[Path], *, errors: bool = True) -> dict[str, Distinct]:
    """Distinct errors (or, with errors=False, warnings) over every incarnation's stderr."""
    out: dict[str, Distinct] = {}
    for path in paths:
        for record in parse(path):
            wanted = record.error if errors else record.level in ("WARNING", "STDERR")
            if wanted:
                entry = out.setdefault(record.kind, Distinct(record))
                entry.count += 1
                entry.sources.add(record.source)
    return out


def describe(entry: Distinct, frames: int = 6) -> list[str]:
    """The first line of an error, the exceptions of its chain, and the last of Saloon's
    own frames in its traceback (where in the bot it happened)."""
    r = entry.first
    head = f"{entry.count}x {r.level} {r.logger}: {r.message[:200]}  [{', '.join(sorted(entry.sources))}]"
    if not frames:
        return [head]
    chain = [f"    raised: {' <- '.join(r.raised)}"] if r.raised else []
    own = [f"      {t.strip()} :: {r.trace[i + 1].strip() if i + 1 < len(r.trace) else ''}"
           for i, t in enumerate(r.trace) if t.strip().startswith(f'File "{ROOT}')
           and "site-packages" not in t]
    return [head, *chain, *own[-frames:]]
