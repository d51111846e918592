"""The soak's bot as a child process: started against the fake, asked for its figures
(SIGUSR1), stopped by SIGTERM or SIGKILL; each death is checked for orphaned descendants
(the render worker) and each incarnation's stderr is kept for the error count."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from tests.fakediscord import FakeDiscord

ROOT = Path(__file__).resolve().parents[1]
READY_SECONDS = 60.0
TERM_SECONDS = 30.0
ORPHAN_SECONDS = 5.0  # a render worker notices its parent's death within about a second


@dataclass
class Death:
    """How one incarnation of the bot ended."""

    signal: str
    returncode: int | None
    seconds: float
    descendants: list[int]
    orphans: list[str] = field(default_factory=list)


def children_of(pid: int) -> list[int]:
    """Every live descendant of `pid` (from /proc)."""
    parents: dict[int, int] = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdecimal():
            stat = _stat(int(entry.name))
            if stat is not None and stat[0] != "Z":
                parents[int(entry.name)] = stat[1]
    found, frontier = [], [pid]
    while frontier:
        parent = frontier.pop()
        kids = [p for p, pp in parents.items() if pp == parent]
        found += kids
        frontier += kids
    return found


def _stat(pid: int) -> tuple[str, int] | None:
    """(state, parent pid) of a process; None once it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    state, ppid = text.rsplit(")", 1)[1].split()[:2]
    return state, int(ppid)


def alive(pid: int) -> bool:
    stat = _stat(pid)
    return stat is not None and stat[0] != "Z"


def command_line(pid: int) -> str:
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return "?"
    return raw.replace(b"\0", b" ").decode(errors="replace").strip()[:160]


class BotProcess:
    """One bot at a time on the soak's database; `incarnation` counts the starts."""

    def __init__(self, fake: FakeDiscord, database: str, folder: Path, clock_file: Path) -> None:
        self.fake, self.database, self.folder, self.clock_file = fake, database, folder, clock_file
        self.stats_file = folder / "stats.jsonl"
        self.stderr_files: list[Path] = []
        self.deaths: list[Death] = []
        self.proc: subprocess.Popen[bytes] | None = None
        self.incarnation = 0
        self.started_at = 0.0

    @property
    def pid(self) -> int:
        assert self.proc is not None
        return self.proc.pid

    async def start(self) -> None:
        """Start a bot and wait until its gateway session is ready."""
        before = self.fake.identify_count
        self.incarnation += 1
        err = self.folder / f"bot-{self.incarnation}.stderr"
        self.stderr_files.append(err)
        with err.open("wb") as sink:
            self.proc = subprocess.Popen(
                [sys.executable, "-m", "bench.soak_bot", self.fake.base_url,
                 self.fake.gateway_url, self.fake.token, self.database, str(self.clock_file),
                 str(self.stats_file)], cwd=ROOT, stdout=subprocess.DEVNULL, stderr=sink)
        self.started_at = time.monotonic()
        await self.fake.wait_for(lambda: self._ready(before), timeout=READY_SECONDS,
                                 interval=0.05)
        await asyncio.sleep(0.2)  # GUILD_CREATEs handled, housekeeping started

    def _ready(self, before: int) -> bool:
        assert self.proc is not None
        if self.proc.poll() is not None:
            raise RuntimeError(f"the bot exited at start ({self.proc.returncode}): "
                               f"{self.stderr_files[-1].read_text(errors='replace')[-3000:]}")
        return self.fake.identify_count > before and self.fake.connected

    def running(self) -> bool:
        return self.proc is not None and self.proc.poll() is None

    async def stats(self, timeout: float = 10.0) -> dict[str, Any]:
        """Ask the bot for its live views and cache sizes (SIGUSR1)."""
        lines = self._stats_lines()
        os.kill(self.pid, signal.SIGUSR1)
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            now = self._stats_lines()
            if len(now) > len(lines):
                return json.loads(now[-1])
            await asyncio.sleep(0.05)
        return {"error": "no answer to SIGUSR1"}

    def _stats_lines(self) -> list[str]:
        if not self.stats_file.exists():
            return []
        return self.stats_file.read_text(encoding="utf-8").splitlines()

    async def stop(self, sig: signal.Signals) -> Death:
        """Send `sig`, wait for the exit, then for the descendants to go; those left are
        orphans (recorded, then killed by their pid)."""
        assert self.proc is not None
        family = children_of(self.pid)
        t0 = time.monotonic()
        self.proc.send_signal(sig)
        while self.proc.poll() is None and time.monotonic() - t0 < TERM_SECONDS:
            await asyncio.sleep(0.02)
        if self.proc.poll() is None:
            self.proc.kill()
            await asyncio.sleep(0.2)
        death = Death(sig.name, self.proc.poll(), time.monotonic() - t0, family)
        end = time.monotonic() + ORPHAN_SECONDS
        while any(alive(p) for p in family) and time.monotonic() < end:
            await asyncio.sleep(0.1)
        for pid in family:
            if alive(pid):
                death.orphans.append(f"{pid} {command_line(pid)}")
                os.kill(pid, signal.SIGKILL)
        self.deaths.append(death)
        self.proc = None
        return death
