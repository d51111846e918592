"""Scenario builders for TEW tests: start a game, arrange the table, answer decisions."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.games.core.model import Event
from bot.games.core.rng import Draws, Rng
from bot.games.tew.actions import TewMove
from bot.games.tew.decisions import FLOW
from bot.games.tew.resolution import current_face
from bot.games.tew.setup import setup
from bot.games.tew.state import Posse, TewDecision, TewOptions, TewState
from tests.support.words import STRICT

legal_actions = FLOW.legal_actions
check = FLOW.check
default_action = FLOW.default_action


class ScriptedDraws(Draws):
    """Dice come from a script (then from the generator); other draws stay random."""

    def __init__(self, rng: Rng, dice: Iterable[int] = ()) -> None:
        super().__init__(rng)
        self.dice = list(dice)

    def die(self, sides: int = 6) -> int:
        if self.dice:
            return self.dice.pop(0)
        return super().die(sides)


def game(n: int, seed: int = 1, **options: Any) -> TewState:
    """A fresh game in Phase 1 with neutral bosses (no boss effect applies in tests)."""
    state = setup(n, seed, TewOptions(**options))
    for p in state.players:
        p.boss = "BS1"  # the Banker only acts at step 3.2; tests override when needed
    return state


def clear(state: TewState) -> None:
    for spot in state.spots:
        state.spots[spot] = []


def put(state: TewState, spot: str, owner: int, standing: bool = True,
        side: str | None = None) -> None:
    state.spots[spot].append(Posse(owner=owner, standing=standing, side=side))


def kept(state: TewState, cards: dict[int, str], revealed: bool = True) -> None:
    for seat, card in cards.items():
        p = state.players[seat]
        p.options = []
        p.kept = card
        p.revealed = revealed
    for seat in cards:
        state.players[seat].face = current_face(state, seat)
    # as if they had answered the Phase 1 keep
    state.flow.stack = [d for d in state.flow.stack if not (d.kind == "KEEP" and d.seat in cards)]


def gaps(state: TewState, mapping: dict[int, str]) -> None:
    for i, card in mapping.items():
        state.gaps[i] = card


def ask(state: TewState, *decisions: TewDecision) -> None:
    """Replace whatever is asked by `decisions` (the first is asked next)."""
    state.flow.clear()
    state.flow.push(*decisions)


def at_stage(state: TewState, stage: str) -> None:
    """Nothing asked, and the game about to run `stage`."""
    state.stage = stage  # type: ignore[assignment]
    state.flow.clear()


def to_placement(state: TewState, turn: int, to_place: int = 1) -> None:
    """Phase 2 with `turn` about to place; other seats have nothing left to place."""
    for p in state.players:
        if p.kept is None:
            p.kept, p.options = p.options[0], []
        p.to_place = to_place if p.seat == turn else 0
    state.stage = "place"
    state.turn = turn
    state.place_step = "await"
    ask(state, TewDecision(kind="PLACE", seat=turn))


def act(state: TewState, action: TewMove, dice: Iterable[int] = (),
        seat: int | None = None) -> list[Event]:
    """Apply `action` for the seat that must act (mutates `state`)."""
    if seat is None:
        seat = min(FLOW.to_act(state))
    assert action in FLOW.legal_actions(state, seat), (action, FLOW.legal_actions(state, seat))
    FLOW.check(state, seat, action)
    return FLOW.play(state, seat, action, ScriptedDraws(state.rng, dice))


def settle(state: TewState, dice: Iterable[int] = ()) -> list[Event]:
    ev: list[Event] = []
    FLOW.run(state, ScriptedDraws(state.rng, dice), ev)
    return ev


def pending(state: TewState) -> list[TewDecision]:
    """Every decision waiting, the one asked next first."""
    return state.flow.stack


def prompt_kind(state: TewState) -> str | None:
    top = state.flow.top()
    return top[0].kind if top else None


def words(message: Any) -> str:
    """A message (or None) in strict English."""
    return "" if message is None else STRICT(message)


def texts(events: list[Event]) -> list[str]:
    return [STRICT(e.message()) for e in events]
