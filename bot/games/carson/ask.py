"""Pushing questions onto the flow and tasks onto the queue."""

from __future__ import annotations

from typing import Any

from bot.games.carson.state import Board, CarsonDecision, Task


def ask(b: Board, seat: int, kind: str, *, reaction: bool = False, **ctx: Any) -> None:
    """Ask `seat` a question now (on top of anything pending)."""
    b.flow.push(CarsonDecision(seat=seat, kind=kind, reaction=reaction, **ctx))


def then(b: Board, *tasks: Task) -> None:
    """Run these tasks next, in this order, before the rest of the queue."""
    b.tasks[0:0] = list(tasks)


def task(kind: str, loc: str = "", seat: int = -1, seats: list[int] | None = None) -> Task:
    """A task of the queue."""
    return Task(kind=kind, loc=loc, seat=seat, seats=list(seats or []))
