"""Heuristic AI: rebuilds the (fully public) board from the view and looks one decision ahead.

Rules §8: nothing is hidden, so the view carries the whole board; the AI copies it into a
state with a dummy generator and scores the result of each candidate with `value`.
Shootout choices (targets, firing, sheriffs) use simple strength estimates instead.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.core.model import Action, SeatView
from bot.games.core.rng import Draws, Rng
from bot.games.wow import board as bd
from bot.games.wow.actions import Bid, Decide, Drop, Fire, PlaceStart, Retreat, TakeBox, Target
from bot.games.wow.ai_eval import target_value, value
from bot.games.wow.data import BOXES
from bot.games.wow.rules import legal_actions, play
from bot.games.wow.state import WowState


def rebuild(view: SeatView) -> WowState:
    board = getattr(view, "board")  # noqa: B009 - WowSeatView field, typed loosely by the contract
    return WowState(**board.model_dump(), rng=Rng(seed=view.version), version=view.version)


def choose(view: SeatView, legal: Sequence[Action]) -> Action:
    if len(legal) == 1:
        return legal[0]
    state = rebuild(view)
    seat = view.seat
    first = legal[0]
    if isinstance(first, PlaceStart):
        return PlaceStart(town=0 if state.cowboys[0][seat] < 2 else 1)
    if isinstance(first, Drop):
        return bid_choice(state, seat, legal)
    if isinstance(first, Decide):
        return decide_choice(state, seat)
    if isinstance(first, Fire):
        return fire_choice(state, seat)
    if isinstance(first, Target):
        best = max(legal, key=lambda a: target_value(state, seat, a) if isinstance(a, Target) else -99)
        return best
    return greedy(state, seat, legal)


def bid_choice(state: WowState, seat: int, legal: Sequence[Action]) -> Action:
    bids = [a for a in legal if isinstance(a, Bid)]
    limit = min(state.money[seat] // 5, 2 + state.n // 2)
    cheapest = min(bids, key=lambda a: a.amount) if bids else None
    return cheapest if cheapest is not None and cheapest.amount <= limit else Drop()


def decide_choice(state: WowState, seat: int) -> Action:
    p, f = state.pending, state.fight
    assert p is not None and f is not None
    if p.kind in ("help_defender", "help_farmer"):
        # help against whoever leads (attacking player) unless that is us
        from bot.games.wow.scoring import scores

        totals = scores(state)
        return Decide(yes=totals[f.attacker] >= max(totals) and f.attacker != seat)
    return Decide(yes=True)


def fire_choice(state: WowState, seat: int) -> Action:
    f = state.fight
    assert f is not None
    mine, theirs = (f.a, f.d) if seat == f.attacker else (f.d, f.a)
    if mine.cowboys == 0:
        return Fire()  # nothing to lose by firing (phantom, guard or sheriff only)
    if mine.strength() * 2 < theirs.strength() and theirs.strength() >= 3:
        return Retreat()
    return Fire()


def greedy(state: WowState, seat: int, legal: Sequence[Action]) -> Action:
    base = value(state, seat)
    best, best_v = legal[0], -1e9
    for a in legal:
        v = lookahead(state, seat, a, depth=1) - base
        if isinstance(a, TakeBox) and BOXES[a.box].action == "gunfight":
            v = max((target_value(state, seat, t) for t in _targets(state, seat)), default=-9)
        if v > best_v:
            best, best_v = a, v
    return best


def _targets(state: WowState, seat: int) -> list[Action]:
    from bot.games.wow.targets import all_targets

    return all_targets(state, seat)


def lookahead(state: WowState, seat: int, action: Action, depth: int) -> float:
    """Value after `action` and, while still this seat's sub-decision, its best follow-up."""
    s = state.model_copy(deep=True)
    play(s, seat, action, Draws(s.rng))
    p = s.pending
    if depth > 0 and p is not None and p.seat == seat and s.fight is None \
            and p.kind not in ("target",):
        nxt = legal_actions(s, seat)
        if nxt:
            return max(lookahead(s, seat, a, depth - 1) for a in nxt)
    bonus = -0.2 if isinstance(action, TakeBox) else 0.0
    return value(s, seat) + bonus + 0.0 * bd.round_no(s)
