"""What an absent player does (rules §9, column "default if absent")."""

from __future__ import annotations

from bot.games.core.model import Action
from bot.games.wow.actions import Decide, Done, Drop, Fire, MoveOut, Pass, PlaceStart, TakeWanted
from bot.games.wow.data import N_TOWNS
from bot.games.wow.rules import legal_actions
from bot.games.wow.state import WowState

YES_BY_DEFAULT = ("sheriff_attack", "sheriff_defend", "ask_help")  # D9-D11; D12, D13: no


def default_action(state: WowState, seat: int) -> Action:
    legal = legal_actions(state, seat)
    if not legal:
        raise ValueError("this seat has nothing to decide")
    choice = _default(state, seat, legal)
    return choice if choice in legal else legal[0]


def _default(state: WowState, seat: int, legal: list[Action]) -> Action:
    if state.phase == "setup":  # D1: lowest town where the seat has the fewest cowboys
        fewest = min(state.cowboys[t][seat] for t in range(N_TOWNS))
        return PlaceStart(town=next(t for t in range(N_TOWNS) if state.cowboys[t][seat] == fewest))
    if state.phase == "auction":
        return Drop()
    p = state.pending
    if p is None:
        return Pass()
    if p.kind in YES_BY_DEFAULT:
        return Decide(yes=True)
    if p.kind in ("help_defender", "help_farmer"):
        return Decide(yes=False)
    if p.kind == "fire":
        return Fire()
    if p.kind == "move_out":  # D17: all to the lowest-numbered other town
        first = legal[0]
        assert isinstance(first, MoveOut)
        return MoveOut(town=first.town, all=p.left > 1)
    if p.kind == "wanted":  # D18: the holder of the most, earliest in turn order on a tie
        sources = [a.source for a in legal if isinstance(a, TakeWanted)]
        best = max(sources, key=lambda s: (state.wanted[s], -state.order.index(s)))
        return TakeWanted(source=best)
    if Done() in legal:
        return Done()
    return legal[0]
