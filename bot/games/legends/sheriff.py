"""The Sheriff (§4.4): walks chosen step by step by the mover (exactly N steps for a story
card, up to 3 for Manhunt), the arrival on Wanted players, and the default path (N14)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.legends.events import Moved
from bot.games.legends.map import neighbours, shortest
from bot.games.legends.movement import right_of
from bot.games.legends.seating import around
from bot.games.legends.state import Fight, LegendsDecision, LegendsState


def wanted_at(s: LegendsState, space: str) -> list[int]:
    """Wanted players on a space."""
    return [i for i, p in enumerate(s.players) if p.wp > 0 and p.space == space]


def order_from_left(s: LegendsState, mover: int) -> list[int]:
    """Seats in order from `mover`'s left, ending with `mover`."""
    return [around(s, mover, k) for k in range(1, s.n + 1)]


def default_step(s: LegendsState, mover: int) -> str:
    """N14: toward the nearest Wanted player other than the mover (most WP, then seat order
    from the mover's left); with none, bounce between the space the walk started from
    (the mover's walk question keeps it as its `card`) and that space's lowest-id
    neighbour holding no Wanted player."""
    rank = {seat: k for k, seat in enumerate(order_from_left(s, mover))}
    best: tuple[int, int, int, str] | None = None
    for i, p in enumerate(s.players):
        if i == mover or p.wp == 0:
            continue
        path = shortest(s.sheriff, p.space)
        if path:
            key = (len(path), -p.wp, rank[i], path[0])
            best = key if best is None or key < best else best
    if best is not None:
        return best[3]
    walk = s.flow.of(mover)
    origin = walk.card if walk is not None and walk.kind == "walk" else ""
    if origin and origin != s.sheriff and origin in neighbours(s.sheriff):
        return origin
    free = sorted(n for n in neighbours(s.sheriff) if not wanted_at(s, n))
    return free[0] if free else sorted(neighbours(s.sheriff))[0]


def step(s: LegendsState, d: LegendsDecision, to: str, ev: list[Event]) -> None:
    """The Sheriff takes one step; entering a Wanted player's space ends the walk and
    starts the arrival (each Wanted player there discards 1 card, then the arrest)."""
    s.sheriff = to
    ev.append(Moved(seat=-1, path=[to]))
    here = wanted_at(s, to)
    if here:
        arrival(s, d.seat, here)
    elif d.count > 1:
        s.flow.push(LegendsDecision(seat=d.seat, kind="walk", what=d.what, count=d.count - 1,
                                    card=d.card))


def arrival(s: LegendsState, mover: int, here: list[int]) -> None:
    """R-SHERIFFMULTI: every Wanted player there discards, then the mover picks one."""
    questions = [LegendsDecision(seat=w, kind="sheriff_discard", reaction=w != s.turn)
                 for w in here if s.players[w].hand]
    ordered = sorted(here, key=lambda w: (-s.players[w].wp,
                                          order_from_left(s, mover).index(w)))
    questions.append(LegendsDecision(seat=mover, kind="sheriff_target",
                                     options=[str(w) for w in ordered]))
    s.flow.push(*questions)


def start_arrest(s: LegendsState, target: int) -> None:
    """Start the Sheriff's arrest fight against `target`."""
    s.fight = Fight(kind="sheriff", fighter=target, controller=right_of(s, target),
                    space=s.sheriff)


def story_walk(s: LegendsState, mover: int, steps: int, draws: Draws, ev: list[Event]) -> None:
    """A resolved story card moves the Sheriff exactly `steps` (R-SHERIFFSTEPS)."""
    del draws, ev
    if steps > 0 and any(p.wp > 0 for p in s.players):
        s.flow.push(LegendsDecision(seat=mover, kind="walk", what="story", count=steps,
                                    card=s.sheriff))
