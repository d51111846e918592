"""*Kit Carson* (rules §8.1): simultaneous placement. The first seat in placement order acts
alone first; then every seat not yet done answers in one group, placing, taking a piece
back (a move is a take-back and a new placement, E17) or declaring done (= passing).
The `kit` question is answered in `questions_variants`."""

from __future__ import annotations

from bot.games.carson.ask import task, then
from bot.games.carson.events import ev, where
from bot.games.carson.resolution import begin
from bot.games.carson.state import Board, CarsonDecision, CarsonState, Task
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import seat as who

D = CarsonDecision
S = CarsonState


def start(b: Board) -> None:
    """The first seat in placement order must act before the others (§8.1 step 1)."""
    b.flow.push(D(seat=b.placement[0], kind="kit", what="first"))
    then(b, task("kit_end"))


def end(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """Everyone is done: resolution."""
    begin(b)


def rejoin(b: Board, d: D) -> None:
    """Ask the seat again within the same simultaneous group."""
    again = D(seat=d.seat, kind="kit", group=d.group, id=b.flow.next_id, what=d.what)
    b.flow.next_id += 1
    if d.group == 0:
        b.flow.push(D(seat=d.seat, kind="kit", what=d.what))
    else:
        b.flow.stack.insert(0, again)


def open_to_all(b: Board) -> None:
    """Placement is open: every seat not yet done answers in one group."""
    b.flow.push_together([D(seat=x, kind="kit") for x in b.placement if not b.players[x].passed])


def horse_first(b: Board) -> None:
    """A horse question raised by a placement is answered before the group goes on."""
    horses = [x for x in b.flow.stack if x.kind == "horse" and x.group == 0]
    b.flow.stack = [*horses, *[x for x in b.flow.stack if x not in horses]]


def recall(b: Board, seat: int, loc: str, events: list[Event]) -> None:
    """Take one of the seat's pieces back, with its tokens."""
    piece = next(c for c in b.cowboys if c.seat == seat and c.loc == loc)
    b.cowboys.remove(piece)
    p = b.players[seat]
    if piece.pawn:
        p.pawn = True
    elif piece.free:
        p.free_gamble = True
    else:
        p.cowboys += 1
        p.notokens += 1 if piece.noduel else 0
        p.dynamite += 1 if piece.dynamite else 0
    ev(events, "recalled", who=who(seat), loc=where(loc, b.market))


def bonus(b: Board, seat: int) -> int:
    """+1 VP per player behind the seat on round 4's pass track (§8.1 step 4, R35)."""
    if not b.options.kit_carson or seat not in b.pass_order:
        return 0
    return len(b.pass_order) - 1 - b.pass_order.index(seat)
