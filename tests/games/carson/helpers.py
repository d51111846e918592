"""Helpers for Carson City scenario tests: a blank board, scripted dice, and driving the
flow with explicit answers."""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.carson import city
from bot.games.carson.actions import CarsonMove
from bot.games.carson.decisions import FLOW
from bot.games.carson.setup import setup
from bot.games.carson.state import CarsonState, Options, Plot
from bot.games.core.rng import Draws, Rng


class Scripted(Draws):
    """Draws whose dice (and `below` answers) come from lists, in order."""

    def __init__(self, dice: Sequence[int] = (), below: Sequence[int] = ()) -> None:
        super().__init__(Rng(seed=0))
        self.dice = list(dice)
        self.belows = list(below)

    def die(self, sides: int = 6) -> int:
        return self.dice.pop(0)

    def below(self, n: int) -> int:
        if self.belows:
            return self.belows.pop(0)
        return 0


def blank(n: int, **options: object) -> CarsonState:
    """A game after setup, with an empty map: no owner, no tile, no road."""
    s = setup(n, 1, Options.model_validate(options))
    s.flow.clear()
    s.tasks = []
    s.plots = [Plot() for _ in range(64)]
    s.roads = []
    return s


def put(s: CarsonState, plot: str, content: str = "", owner: int = -1) -> None:
    s.plots[city.INDEX[plot]] = Plot(owner=owner, content=content)


def centre(s: CarsonState, plot: str = "D4") -> None:
    s.roads = sorted(city.centre_roads(city.INDEX[plot]))


def hold(s: CarsonState, seat: int, number: int, side: str = "Y") -> None:
    s.players[seat].held.append((number, side))  # type: ignore[arg-type]


def play(s: CarsonState, seat: int, action: CarsonMove, draws: Draws | None = None) -> list:
    """Check and play one answer on the state itself (tests mutate freely)."""
    FLOW.check(s, seat, action)
    return FLOW.play(s, seat, action, draws or Scripted())


def run(s: CarsonState, draws: Draws | None = None) -> list:
    """Run queued tasks until a question is asked."""
    events: list = []
    FLOW.run(s, draws or Scripted(), events)
    return events


def asked(s: CarsonState) -> list[tuple[int, str]]:
    return [(d.seat, d.kind) for d in s.flow.top()]
