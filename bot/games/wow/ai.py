"""Heuristic AI: rebuilds the (fully public) board from the seat's view and looks one
decision ahead.

Rules §8: nothing is hidden, so the view carries the whole board and its pending questions;
the AI copies it into a state with a dummy generator and scores the result of each candidate
with `value`, remembered for the decision (`ai_values`). Shootout choices (targets, firing,
sheriffs) use simple strength estimates.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.core.flow import Flow
from bot.games.core.rng import Draws, Rng
from bot.games.wow.actions import (
    Bid,
    Decide,
    Drop,
    Fire,
    PlaceStart,
    Retreat,
    TakeBox,
    Target,
    WowMove,
)
from bot.games.wow.ai_eval import target_value
from bot.games.wow.ai_values import Values
from bot.games.wow.data import BOXES, DATA
from bot.games.wow.decisions import FLOW
from bot.games.wow.scoring import scores
from bot.games.wow.state import Board, WowDecision, WowState
from bot.games.wow.targets import all_targets
from bot.games.wow.view import WowSeatView

OWN_STEPS = ("cattle", "hire", "build", "move", "move_cattle", "farmer")  # looked ahead


def rebuild(view: WowSeatView) -> WowState:
    """A state equal to the game's but for the generator (a dummy seeded by the version)."""
    board = view.board.model_dump(exclude={"questions", "next_question_id"})
    flow = Flow[WowDecision](stack=[WowDecision.model_validate(q.model_dump())
                                    for q in view.board.questions],
                             next_id=view.board.next_question_id)
    return WowState.model_validate({**board, "flow": flow, "rng": Rng(seed=view.version),
                                    "version": view.version})


def choose(view: WowSeatView, legal: Sequence[WowMove]) -> WowMove:
    """The AI's choice among `legal`, from the seat's view."""
    if len(legal) == 1:
        return legal[0]
    return choose_in(rebuild(view), view.seat, legal)


def choose_in(state: WowState, seat: int, legal: Sequence[WowMove]) -> WowMove:
    """The AI's choice among `legal` for `seat`, read from the full state (the board is
    public: the same choice as from the seat's view but for the look-ahead's dice); a
    search's playouts move by it, without building a view a step."""
    if len(legal) == 1:
        return legal[0]
    first = legal[0]
    if isinstance(first, PlaceStart):
        return PlaceStart(town=0 if state.cowboys[0][seat] < 2 else 1)
    if isinstance(first, Drop):
        return bid_choice(state, seat, legal)
    if isinstance(first, Decide):
        return decide_choice(state, seat, state.flow.stack[0].kind)
    if isinstance(first, Fire):
        return fire_choice(state, seat)
    if isinstance(first, Target):
        best = max(legal, key=lambda a: target_value(state, seat, a) if isinstance(a, Target) else -99)
        return best
    return greedy(state, seat, legal)


def bid_choice(state: WowState, seat: int, legal: Sequence[WowMove]) -> WowMove:
    """The cheapest raise while it stays within a fifth of our money (and a small cap)."""
    bids = [a for a in legal if isinstance(a, Bid)]
    limit = min(state.money[seat] // 5, 2 + state.n // 2)
    cheapest = min(bids, key=lambda a: a.amount) if bids else None
    return cheapest if cheapest is not None and cheapest.amount <= limit else Drop()


def decide_choice(state: WowState, seat: int, kind: str) -> WowMove:
    """Sheriffs: always our own; help against whoever leads, unless that is us."""
    f = state.fight
    assert f is not None
    if kind in ("help_defender", "help_farmer"):
        totals = scores(state)
        return Decide(yes=totals[f.attacker] >= max(totals) and f.attacker != seat)
    return Decide(yes=True)


def fire_choice(state: WowState, seat: int) -> WowMove:
    """The defence always fires: a retreat hands over the target for sure (rules 5.7), worth
    more than the cowboys a volley may cost. The attack retreats only when hopelessly
    outgunned."""
    f = state.fight
    assert f is not None
    if seat != f.attacker:
        return Fire()
    mine, theirs = f.a, f.d
    if mine.cowboys == 0:
        return Fire()  # nothing to lose by firing (phantom, guard or sheriff only)
    if mine.strength() * 2 < theirs.strength() and theirs.strength() >= 3:
        return Retreat()
    return Fire()


def greedy(state: WowState, seat: int, legal: Sequence[WowMove]) -> WowMove:
    """The answer whose result (one own step ahead) values best (the first of equals)."""
    values = greedy_values(state, seat, legal)
    return legal[max(range(len(legal)), key=lambda i: (values[i], -i))]


def greedy_values(state: WowState, seat: int, legal: Sequence[WowMove]) -> list[float]:
    """Each answer's value one own step ahead against now; gunfights by target; no cowboys
    hired once no shootout can come (they score nothing, rules §7)."""
    values = Values(seat)
    base = values(state)
    late = not fights_left(state)
    fight_v: float | None = None  # the best target's value, the same for every gunfight box
    out: list[float] = []
    for a in legal:
        if isinstance(a, TakeBox) and twin(state, a):
            out.append(-1e9)  # valued as its earlier twin, which comes first
        elif late and isinstance(a, TakeBox) and BOXES[a.box].action == "hire_cowboys":
            out.append(-1e9)
        elif isinstance(a, TakeBox) and BOXES[a.box].action == "gunfight":
            if fight_v is None:
                fight_v = max((target_value(state, seat, t) for t in all_targets(state, seat)),
                              default=-9)
            out.append(fight_v)
        else:
            out.append(lookahead(state, values, a, depth=1) - base)
    return out


def twin(b: Board, a: TakeBox) -> bool:
    """A box whose twin of the same action (three cattle boxes, three gunfights; not the
    builds) comes earlier and is free: the same answer, valued once."""
    action = BOXES[a.box].action
    if action == "build":
        return False
    for box in DATA.boxes_for(b.n):
        if box.id == a.box:
            return False
        if box.action == action and box.id not in b.boxes:
            return True
    return False


def fights_left(b: WowState) -> bool:
    """Whether a shootout may still come: any round but the last, or a gunfight box of the
    last round still free."""
    return b.track < DATA.last_track_position or any(
        box.action == "gunfight" and box.id not in b.boxes for box in DATA.boxes_for(b.n))


def lookahead(state: WowState, values: Values, action: WowMove, depth: int) -> float:
    """Value after `action` and, while still this seat's box question, its best follow-up."""
    seat = values.seat
    s = state.model_copy(deep=True)
    FLOW.play(s, seat, action, Draws(s.rng))
    top = s.flow.top()
    if depth > 0 and top and top[0].seat == seat and s.fight is None \
            and top[0].kind in OWN_STEPS:
        nxt = FLOW.legal_actions(s, seat)
        if nxt:
            return max(lookahead(s, values, a, depth - 1) for a in nxt)
    bonus = -0.2 if isinstance(action, TakeBox) else 0.0
    return values(s) + bonus
