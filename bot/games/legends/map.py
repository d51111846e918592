"""The board graph (Appendix A): neighbours, towns, walks and shortest paths.

Movement is offered by destination (the issue's "movement by destination"): the engine
finds the shortest legal walk to each reachable space, the start space included when a walk
of at least 1 step comes back to it (a walk may revisit spaces, §3.A, R-MOVE). A walk may
not pass through a bandit's space (entering one ends the movement, §3.A) nor, for a Wanted
player, enter the Sheriff's space (R-SHERIFFBLOCK). Bloody Knife with his ability may cross
a mesa: 1 step in, 1 step out to another border space of it (R-MESA), so a crossing counts
2 steps. `walk_of` finds a walk of an exact length, for a Move that is meant to be longer
than the shortest (ruling L7: a step-counting story card such as S27 Long Ride).
"""

from __future__ import annotations

from collections import deque
from functools import cache

from bot.games.legends.data import BUILDINGS, MESAS, SPACES


def neighbours(space: str) -> list[str]:
    """Adjacent spaces."""
    return SPACES[space].neighbours


def town(space: str) -> str | None:
    """The town of a space (None outside town)."""
    return SPACES[space].town


def buildings_at(space: str) -> list[str]:
    """Buildings usable from a space (its building access)."""
    b = SPACES[space].building
    return [b] if b else []


def saloon_at(space: str) -> str | None:
    """The Saloon usable from a space, if any."""
    return next((b for b in buildings_at(space) if BUILDINGS[b].kind == "saloon"), None)


def store_at(space: str) -> bool:
    """A General Store is usable from the space."""
    return any(BUILDINGS[b].kind == "general_store" for b in buildings_at(space))


def steps(space: str, mesa: bool) -> list[str]:
    """Next positions from `space` (a space or a mesa when `mesa` crossing is allowed)."""
    if space in MESAS:
        return list(MESAS[space].border)
    out = list(SPACES[space].neighbours)
    if mesa:
        out += SPACES[space].mesas
    return out


def walks(start: str, allowance: int, blocked: set[str], stops: set[str],
          mesa: bool = False) -> dict[str, list[str]]:
    """Shortest walks from `start` (see `_walks`); a fresh copy of a cached answer."""
    found = _walks(start, allowance, frozenset(blocked), frozenset(stops), mesa)
    return {k: list(v) for k, v in found.items()}


@cache
def _walks(start: str, allowance: int, blocked: frozenset[str], stops: frozenset[str],
           mesa: bool) -> dict[str, tuple[str, ...]]:
    """Shortest walks to every space reachable within `allowance` steps, the start
    included when a walk of at least 1 step returns to it (`_return`).

    `blocked` spaces cannot be entered; `stops` can be entered but end the walk (bandits).
    A mesa can be crossed only when `mesa`; a walk never ends inside a mesa. Among equal
    lengths the walk through lower space ids is kept (deterministic)."""
    best: dict[str, list[str]] = {start: []}
    queue: deque[str] = deque([start])
    while queue:
        here = queue.popleft()
        path = best[here]
        if len(path) >= allowance or (here in stops and here != start):
            continue
        for nxt in sorted(steps(here, mesa)):
            if nxt in blocked or nxt in best:
                continue
            if nxt in MESAS and here in MESAS:
                continue
            best[nxt] = [*path, nxt]
            queue.append(nxt)
    found = {k: tuple(v) for k, v in best.items() if k != start and k not in MESAS}
    back = _return(start, allowance, blocked, stops, mesa)
    if back is not None:
        found[start] = back
    return found


def _return(start: str, allowance: int, blocked: frozenset[str], stops: frozenset[str],
            mesa: bool) -> tuple[str, ...] | None:
    """The shortest walk of 1 to `allowance` steps from `start` back to it (lowest ids
    first), or None. It obeys every stop rule on the way: no blocked space (the start
    itself included), no stop before the end, and out of a mesa only to another border
    space than the one it came in from. A walk's state is its space, plus its entry space
    while inside a mesa."""
    queue: deque[tuple[str, str, tuple[str, ...]]] = deque([(start, start, ())])
    seen: set[tuple[str, str]] = set()
    while queue:
        here, came, path = queue.popleft()
        if len(path) >= allowance or (path and here in stops):
            continue
        for nxt in sorted(steps(here, mesa)):
            if nxt in blocked or (here in MESAS and (nxt in MESAS or nxt == came)):
                continue
            walk = (*path, nxt)
            if nxt == start:
                return walk
            state = (nxt, here if nxt in MESAS else "")
            if state not in seen:
                seen.add(state)
                queue.append((nxt, here, walk))
    return None


def walk_of(start: str, goal: str, length: int, blocked: set[str], stops: set[str],
            mesa: bool = False) -> list[str] | None:
    """A walk of exactly `length` steps from `start` to `goal` (see `_walk_of`), or None."""
    found = _walk_of(start, goal, length, frozenset(blocked), frozenset(stops), mesa)
    return None if found is None else list(found)


Place = tuple[str, str]  # a space, or a mesa with the border space it was entered from


def _next(here: Place, mesa: bool, blocked: frozenset[str]) -> list[Place]:
    """Where a walk may step from `here`, lowest ids first: no blocked space, no mesa
    straight after a mesa, out of a mesa only to another border space (R-MESA)."""
    space, came = here
    out: list[Place] = []
    for nxt in sorted(steps(space, mesa)):
        if nxt in blocked or (space in MESAS and (nxt in MESAS or nxt == came)):
            continue
        out.append((nxt, space if nxt in MESAS else ""))
    return out


@cache
def _walk_of(start: str, goal: str, length: int, blocked: frozenset[str],
             stops: frozenset[str], mesa: bool) -> tuple[str, ...] | None:
    """The walk of exactly `length` (>= 1) steps from `start` to the space `goal` that
    takes the lowest id at each step, under the rules of `_walks`: no blocked space, no
    stop before the last step, never ending in a mesa; a mesa costs 1 step in and 1 out."""
    ok: dict[tuple[Place, int], bool] = {}

    def can(here: Place, left: int) -> bool:
        """`goal` can be reached from `here` in exactly `left` more steps."""
        if left == 0:
            return here[0] == goal
        if (here, left) not in ok:
            ok[here, left] = any(
                can(nxt, left - 1) for nxt in _next(here, mesa, blocked)
                if left == 1 or nxt[0] not in stops)
        return ok[here, left]

    here: Place = (start, "")
    if length < 1 or not can(here, length):
        return None
    path: list[str] = []
    for left in range(length, 0, -1):
        here = next(n for n in _next(here, mesa, blocked)
                    if (left == 1 or n[0] not in stops) and can(n, left - 1))
        path.append(here[0])
    return tuple(path)


def shortest(start: str, goal: str, blocked: set[str] | None = None) -> list[str] | None:
    """A shortest path (start excluded) from `start` to `goal` on spaces, lowest next-space
    id first between equal paths; None when unreachable."""
    if start == goal:
        return []
    dist = {goal: 0}
    queue: deque[str] = deque([goal])
    while queue:
        here = queue.popleft()
        for nxt in neighbours(here):
            if nxt not in dist and nxt not in (blocked or set()):
                dist[nxt] = dist[here] + 1
                queue.append(nxt)
    if start not in dist:
        return None
    path: list[str] = []
    here = start
    while here != goal:
        here = min(n for n in neighbours(here) if dist.get(n, 99) == dist[here] - 1)
        path.append(here)
    return path


@cache
def distance(start: str, goal: str) -> int:
    """Shortest path length in steps (99 if unreachable)."""
    path = shortest(start, goal)
    return 99 if path is None else len(path)
