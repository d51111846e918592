"""A health line per process, logged once a minute: games active, actions/s, the p99 of
command latency, the render queue, the bots' searches under way and the hard moves played
`normal` because the cap of searches was reached, so an operator running several processes
sees each one's load in its log."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass
class Health:
    """Counts since the last line: actions applied and each command's latency (seconds)."""

    clock: Callable[[], float] = time.monotonic
    actions: int = 0
    latencies: list[float] = field(default_factory=lambda: [])
    since: float = field(default=0.0)
    fell_back: int = 0  # hard moves played normal, as counted at the last line

    def __post_init__(self) -> None:
        self.since = self.clock()

    def acted(self, moves: int = 1) -> None:
        self.actions += moves

    def answered(self, seconds: float) -> None:
        self.latencies.append(seconds)

    def line(self, games_active: int, render_queue: int, shards: str = "-",
             bots: tuple[int, int] = (0, 0)) -> str:
        """The health line for the time since the last one; the counts start again.
        `bots`: the searches under way, and the hard moves played `normal` so far."""
        now = self.clock()
        elapsed = max(now - self.since, 1e-9)
        ordered = sorted(self.latencies)
        p99 = ordered[min(len(ordered) - 1, int(0.99 * len(ordered)))] * 1e3 if ordered else 0.0
        text = (f"health shards={shards} games_active={games_active} "
                f"actions_per_s={self.actions / elapsed:.2f} commands={len(ordered)} "
                f"command_p99_ms={p99:.0f} render_queue={render_queue} "
                f"bot_searches={bots[0]} bot_fallbacks={bots[1] - self.fell_back}")
        self.actions, self.latencies, self.since, self.fell_back = 0, [], now, bots[1]
        return text
