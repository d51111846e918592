"""Counter-based randomness that lives inside the game state.

`Rng(seed, drawn)` is the whole generator state: the n-th 64-bit output is
splitmix64 of `seed + n * GOLDEN`. Replays are therefore exact across Python
versions and platforms, and a state saved as JSON resumes the same stream.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from pydantic import BaseModel

T = TypeVar("T")

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def splitmix64(x: int) -> int:
    """The splitmix64 finaliser (Steele, Lea, Flood 2014) of a 64-bit integer."""
    z = (x + GOLDEN) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


class Rng(BaseModel):
    """Generator state: a seed and how many 64-bit words were drawn from it."""

    seed: int
    drawn: int = 0


class Draws:
    """The only source of chance an engine may use; it advances `rng.drawn` in place."""

    def __init__(self, rng: Rng) -> None:
        self._rng = rng

    def word(self) -> int:
        value = splitmix64((self._rng.seed + self._rng.drawn * GOLDEN) & MASK64)
        self._rng.drawn += 1
        return value

    def below(self, n: int) -> int:
        """A uniform integer in 0..n-1 (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            w = self.word()
            if w < limit:
                return w % n

    def die(self, sides: int = 6) -> int:
        """A die roll in 1..sides."""
        return self.below(sides) + 1

    def shuffled(self, items: Sequence[T]) -> list[T]:
        """A new list with the items in uniformly random order (Fisher-Yates)."""
        out = list(items)
        for i in range(len(out) - 1, 0, -1):
            j = self.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return out

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]
