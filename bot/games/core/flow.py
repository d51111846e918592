"""Shared turn flow: phases, the seats that must act, and a typed stack of pending decisions.

A game keeps a `Flow[D]` in its state, where `D` is its own `Decision` subclass carrying
the context of each question (an amount, a source card, a town). The decision on top of
the stack is asked; decisions pushed *together* form one group on top and are answered
simultaneously, in any order, by their seats (TEW's Phase 1, Kit Carson placements).

Each kind of decision is a `DecisionType`, generic over its own answer type `X`: what
answers it (`answers`, the action classes making up `X`), how to list the legal answers
(`legal`), how to verify one answer without listing them all (`verify`, which returns the
refusal or None; `member` is the named alternative that looks the answer up), how to
apply it, and the answer for an absent player (`default`). The flow checks an answer's
class once, before any of these run, so the handlers receive an `X` and never test the
class themselves. A game lists its types once, explicitly, in a
`TurnFlow`, from which its `GameSpec` derives the contract's `to_act`, `legal_actions`,
`check`, `play`, `default_action`, `decision_id` and `reacting`; the flow drives the game
between decisions with the game's `proceed`.

Rule effects push decisions by kind (`flow.push(Decision(kind=...))`) and never call a
question's handlers: the handlers sit above the effects, and the game's `decisions.py`,
which lists the types, above both.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from pydantic import BaseModel

from bot.games.core.errors import IllegalActionError, NotYourTurnError
from bot.games.core.model import Action, Event, GameState
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg


class Decision(BaseModel):
    """A pending question: `seat` decides, `kind` names the question, `id` is unique in the
    game (a button made for this decision stays valid until it is answered), and `group`
    is shared by decisions answered simultaneously (0: alone). `reaction` marks a question
    asked of a player during someone else's turn (a duel's defender): its deadline is the
    shorter reaction deadline."""

    id: int = 0
    seat: int
    kind: str
    group: int = 0
    reaction: bool = False


D = TypeVar("D", bound=Decision)
S = TypeVar("S", bound=GameState)
A = TypeVar("A", bound=Action)
X = TypeVar("X", bound=Action)  # the answer type of one kind of decision


class Flow(BaseModel, Generic[D]):
    """The phase of the game and the stack of pending decisions (the head is asked first)."""

    phase: str = ""
    stack: list[D] = []
    next_id: int = 1

    def push(self, *decisions: D) -> None:
        """Put decisions on top, each asked alone, in the given order (the first is next)."""
        for d in decisions:
            d.id, d.group = self._new_id(), 0
        self.stack[0:0] = list(decisions)

    def push_together(self, decisions: Iterable[D]) -> None:
        """Put one group on top: its decisions are answered simultaneously, in any order."""
        group = list(decisions)
        gid = self._new_id()
        for d in group:
            d.id, d.group = self._new_id(), gid
        self.stack[0:0] = group

    def top(self) -> list[D]:
        """The decisions asked now: the head alone, or the head's whole group."""
        if not self.stack:
            return []
        head = self.stack[0]
        if head.group == 0:
            return [head]
        return [d for d in self.stack if d.group == head.group]

    def seats(self) -> frozenset[int]:
        return frozenset(d.seat for d in self.top())

    def of(self, seat: int) -> D | None:
        """The decision `seat` is asked now, if any."""
        return next((d for d in self.top() if d.seat == seat), None)

    def take(self, decision: D) -> None:
        """Remove an answered decision."""
        self.stack = [d for d in self.stack if d.id != decision.id]

    def clear(self) -> None:
        self.stack = []

    def _new_id(self) -> int:
        self.next_id += 1
        return self.next_id - 1


@dataclass(frozen=True)
class DecisionType(Generic[S, D, X]):
    """One kind of question and everything the flow needs to ask and answer it.

    `X` is the question's answer type: the union of the `answers` classes. The flow
    refuses an answer of another class (with the generic "that answers another
    question" refusal) before `verify` or `apply` see it, so both receive an `X`.

    `title` is the message key naming the question ("choose where to place a posse"),
    used when an answer to another question arrives. `auto`: a decision with exactly one
    legal answer is taken without asking, and one with none is dropped (rules that say
    forced choices are not asked).
    """

    kind: str
    answers: tuple[type[X], ...]
    legal: Callable[[S, D], Sequence[X]]
    verify: Callable[[S, D, X], Msg | None]
    apply: Callable[[S, D, X, Draws, list[Event]], None]
    default: Callable[[S, D], X]
    title: str
    auto: bool = False


def member(legal: Callable[[S, D], Sequence[X]],
           refusal: Callable[[S, D, X], Msg]) -> Callable[[S, D, X], Msg | None]:
    """Verification by membership, the named default: an answer is accepted when it is
    among the legal ones, else `refusal` words why. A game names it for the questions
    whose few answers are offered as buttons and never typed (a private yes/no); where
    players type or click moves, a direct check (`verify` naming the broken rule) is
    better. `by_membership` tells the two apart."""
    def verify(state: S, decision: D, answer: X) -> Msg | None:
        if answer in legal(state, decision):
            return None
        return refusal(state, decision, answer)
    return verify


def by_membership(verify: Callable[..., object]) -> bool:
    """The question's `verify` is the core's membership check (`member`)."""
    return getattr(verify, "__qualname__", "") == "member.<locals>.verify"


AnyDecisionType = DecisionType[S, D, Any]
"""A decision type of game state `S` and decision `D` whatever its answer type: the
element of a `TurnFlow`'s list, where each type's own answer type is erased (the flow
checks an answer's class against `answers` before handing it over)."""


MAX_AUTOMATIC_STEPS = 10_000


class TurnFlow(Generic[S, D, A]):
    """A game's explicit list of decision types plus its driver between decisions.

    `flow(state)` finds the `Flow` in a state; `proceed(state, draws, events)` makes one
    automatic step when no decision is pending (deal, resolve, score, push the next
    decision) and returns False when there is nothing more to do; `over(state)` says the
    game has ended.
    """

    def __init__(self, types: Sequence[AnyDecisionType[S, D]], *,
                 flow: Callable[[S], Flow[D]],
                 proceed: Callable[[S, Draws, list[Event]], bool],
                 over: Callable[[S], bool]) -> None:
        kinds = [t.kind for t in types]
        if len(set(kinds)) != len(kinds):
            raise ValueError(f"decision kinds must be unique: {kinds}")
        self.types: dict[str, AnyDecisionType[S, D]] = {t.kind: t for t in types}
        self.membership = frozenset(t.kind for t in types if by_membership(t.verify))
        """The kinds verified by membership (`member`), the others directly."""
        self._flow = flow
        self._proceed = proceed
        self._over = over

    # -- the contract ---------------------------------------------------------------

    def to_act(self, state: S) -> frozenset[int]:
        return frozenset() if self._over(state) else self._flow(state).seats()

    def legal_actions(self, state: S, seat: int) -> list[A]:
        d = self._flow(state).of(seat)
        if d is None or self._over(state):
            return []
        return list(self.types[d.kind].legal(state, d))

    def check(self, state: S, seat: int, action: A) -> None:
        """Verify one answer directly; the refusal says what is wrong. An answer of a
        class the question does not take is refused here, once, for every game."""
        d = self.decision(state, seat)
        kind = self._answered(d, action)
        problem = kind.verify(state, d, action)
        if problem is not None:
            raise IllegalActionError(problem)

    def play(self, state: S, seat: int, action: A, draws: Draws) -> list[Event]:
        d = self.decision(state, seat)
        kind = self._answered(d, action)
        events: list[Event] = []
        self._flow(state).take(d)
        kind.apply(state, d, action, draws, events)
        self.run(state, draws, events)
        return events

    def default_action(self, state: S, seat: int) -> A:
        d = self.decision(state, seat)
        return self.types[d.kind].default(state, d)

    def decision_id(self, state: S, seat: int) -> int:
        """The id of the decision `seat` is asked now (0 when none)."""
        d = self._flow(state).of(seat)
        return 0 if d is None else d.id

    def reacting(self, state: S, seat: int) -> bool:
        """True when `seat` is asked to react during someone else's turn."""
        d = self._flow(state).of(seat)
        return d is not None and d.reaction

    def decision_kind(self, state: S, seat: int) -> str | None:
        """The kind of the decision `seat` is asked now (None when none)."""
        d = None if self._over(state) else self._flow(state).of(seat)
        return None if d is None else d.kind

    # -- helpers --------------------------------------------------------------------

    def decision(self, state: S, seat: int) -> D:
        d = None if self._over(state) else self._flow(state).of(seat)
        if d is None:
            raise NotYourTurnError("core-not-your-turn")
        return d

    def _answered(self, d: D, action: Action) -> AnyDecisionType[S, D]:
        """The type of decision `d`, once `action` is known to be of its answer type."""
        kind = self.types[d.kind]
        if not isinstance(action, kind.answers):
            raise IllegalActionError("core-wrong-question", question=msg(kind.title))
        return kind

    def title(self, d: Decision) -> str:
        """The message key naming decision `d`'s question."""
        return self.types[d.kind].title

    def run(self, state: S, draws: Draws, events: list[Event]) -> None:
        """Advance until a player must decide or the game is over: forced (`auto`)
        decisions are answered, and the game proceeds while nothing is pending."""
        flow = self._flow(state)
        for _ in range(MAX_AUTOMATIC_STEPS):
            if self._over(state):
                return
            top = flow.top()
            if not top:
                if not self._proceed(state, draws, events):
                    return
                continue
            if not self._answer_forced(state, top, draws, events):
                return
        raise AssertionError("the game flow did not settle")

    def _answer_forced(self, state: S, top: list[D], draws: Draws,
                       events: list[Event]) -> bool:
        for d in top:
            kind = self.types[d.kind]
            if not kind.auto:
                continue
            legal = kind.legal(state, d)
            if len(legal) > 1:
                continue
            self._flow(state).take(d)
            if legal:
                kind.apply(state, d, legal[0], draws, events)
            return True
        return False
