"""Counting what a command costs the database: the repository's calls (its public coroutine
methods, called from outside it) and the SQL statements its SQLite connection runs
(transaction control, BEGIN / COMMIT / ROLLBACK, aside), as issue 20 counts them."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Awaitable, Callable
from typing import Any

from bot.db import Repository

CONTROL = ("BEGIN", "COMMIT", "ROLLBACK", "PRAGMA")


class Counting:
    """Counts the calls made to one repository and the statements it runs."""

    def __init__(self, repo: Repository) -> None:
        self.repo = repo
        self.calls: list[str] = []
        self.statements: list[str] = []
        self._depth = 0

    async def start(self) -> Counting:
        for name, _ in inspect.getmembers(type(self.repo), inspect.iscoroutinefunction):
            if not name.startswith("_") and name != "close":
                setattr(self.repo, name, self._counted(name, getattr(self.repo, name)))
        await self.repo.db.set_trace_callback(self._traced)
        return self

    def reset(self) -> None:
        self.calls.clear()
        self.statements.clear()

    def _counted(self, name: str, method: Callable[..., Awaitable[Any]]
                 ) -> Callable[..., Awaitable[Any]]:
        @functools.wraps(method)
        async def counted(*args: Any, **kwargs: Any) -> Any:
            if self._depth == 0:  # a repository method calling another is one call
                self.calls.append(name)
            self._depth += 1
            try:
                return await method(*args, **kwargs)
            finally:
                self._depth -= 1
        return counted

    def _traced(self, sql: str) -> None:
        if not sql.lstrip().upper().startswith(CONTROL):
            self.statements.append(" ".join(sql.split())[:80])
