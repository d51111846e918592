"""*Kit Carson* (rules §8.1): simultaneous placement. The first seat in placement order acts
alone first; then every seat not yet done answers in one group, placing, taking a piece
back (a move is a take-back and a new placement, E17) or declaring done (= passing)."""

from __future__ import annotations

from bot.games.carson.actions import CarsonMove, Corral, Pass, Recall, Road
from bot.games.carson.ask import task, then
from bot.games.carson.events import ev
from bot.games.carson.resolution import begin
from bot.games.carson.roads import build as build_road
from bot.games.carson.state import Board, CarsonDecision, CarsonState, Task
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
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


def kit_legal(s: S, d: D) -> list[CarsonMove]:
    """A placement turn's answers plus taking back one's own pieces."""
    from bot.games.carson.questions_play import place_legal

    mine = sorted({c.loc for c in s.cowboys if c.seat == d.seat})
    return [*place_legal(s, d), *[Recall(loc=x) for x in mine]]


def kit_verify(s: S, d: D, a: CarsonMove) -> Msg | None:
    """The same refusals as a placement turn, checked against the board now."""
    from bot.games.carson.questions_play import place_verify

    if isinstance(a, Recall):
        return None if a in kit_legal(s, d) else msg("carson-illegal-kit")
    return place_verify(s, d, a)


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


def kit_apply(s: S, d: D, a: CarsonMove, draws: Draws, events: list[Event]) -> None:
    """Place, take back or pass; the first seat's first move opens placement to all."""
    from bot.games.carson.questions_play import place_apply

    if isinstance(a, Recall):
        recall(s, d.seat, a.loc, events)
    elif isinstance(a, Road):
        build_road(s, d.seat, a.edge, events)
    elif isinstance(a, Corral):
        from bot.games.carson.horses import corral_cowboy

        corral_cowboy(s, d.seat, a.corral, events)
    else:
        place_apply(s, d, a, draws, events)
        s.tasks = [t for t in s.tasks if t.kind != "place_next"]
    if d.what == "first" and not isinstance(a, Road):
        open_to_all(s)
    elif not isinstance(a, Pass):
        rejoin(s, d)
    horse_first(s)


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
    ev(events, "recalled", who=who(seat), loc=loc)


def bonus(b: Board, seat: int) -> int:
    """+1 VP per player behind the seat on round 4's pass track (§8.1 step 4, R35)."""
    if not b.options.kit_carson or seat not in b.pass_order:
        return 0
    return len(b.pass_order) - 1 - b.pass_order.index(seat)
