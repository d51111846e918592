"""The questions of an action box (D4-D8): cattle, hiring, building, moves, farmer, target.

Multi-part boxes ask again with the count so far (`done`), ruling W2: the first token or
move is compulsory, **Done** ends the optional rest, and the box ends by itself at its limit.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.wow import board as bd
from bot.games.wow import effects, shootout
from bot.games.wow.actions import (
    Build,
    Done,
    Hire,
    MoveCattle,
    MoveCowboy,
    PlaceCattle,
    PlaceFarmer,
    Target,
)
from bot.games.wow.data import BOXES, N_TOWNS
from bot.games.wow.refusals import build_refusal, cattle_refusal, farmer_refusal, move_refusal
from bot.games.wow.state import Board, WowDecision
from bot.games.wow.targets import all_targets, target_refusal
from bot.games.wow.wording import town

X = TypeVar("X", bound=Action)


def done_option(d: WowDecision) -> list[Done]:
    """Done, once the compulsory first token or move is made."""
    return [Done()] if d.done > 0 else []


def done_refusal(d: WowDecision) -> Msg | None:
    """Done is refused before the first token or move (R5)."""
    return None if d.done > 0 else msg("wow-done-too-early")


def again(b: Board, d: WowDecision, **context: object) -> None:
    """Ask the same box's question once more, with the updated context."""
    b.flow.push(d.model_copy(update={"done": d.done + 1, **context}))


def first_or_done(legal: Sequence[X]) -> X | Done:
    """The default of an optional sequence: Done when offered, else the first choice."""
    return Done() if Done() in legal else legal[0]


# -- D4: cattle ------------------------------------------------------------------------


def cattle_legal(b: Board, d: WowDecision) -> list[PlaceCattle | Done]:
    """Towns for the next token while the box allows more, and Done after the first."""
    more = d.done < BOXES[d.box].max_units
    return [*(effects.cattle_choices(b, d.seat, d.used) if more else []), *done_option(d)]


def cattle_verify(b: Board, d: WowDecision, a: PlaceCattle | Done) -> Msg | None:
    """Checks one cattle token (or Done) directly."""
    if isinstance(a, Done):
        return done_refusal(d)
    if d.done >= BOXES[d.box].max_units:
        return msg("wow-box-limit", units=BOXES[d.box].max_units)
    return cattle_refusal(b, d.seat, a.town, d.used)


def cattle_apply(b: Board, d: WowDecision, a: PlaceCattle | Done, draws: Draws, events: list[Event]) -> None:
    """Buy the token; ask for another while the box allows (the pair may split, R9)."""
    if not isinstance(a, PlaceCattle):
        return
    effects.place_cattle(b, d.seat, a.town, events)
    if d.done + 1 < BOXES[d.box].max_units:
        again(b, d, used=[*d.used, a.town])


# -- D5: hiring ------------------------------------------------------------------------


def can_hire(b: Board, seat: int) -> bool:
    """A dollar and a cowboy in supply."""
    return b.money[seat] >= 1 and bd.supply(b, seat, "cowboy") > 0


def hire_legal(b: Board, d: WowDecision) -> list[Hire | Done]:
    """Any town for the next cowboy, and Done after the first."""
    towns = range(N_TOWNS) if can_hire(b, d.seat) else range(0)
    return [*(Hire(town=t) for t in towns), *done_option(d)]


def hire_verify(b: Board, d: WowDecision, a: Hire | Done) -> Msg | None:
    """Checks one hire (or Done) directly."""
    if isinstance(a, Done):
        return done_refusal(d)
    if b.money[d.seat] < 1:
        return msg("wow-no-money", cost=1)
    if bd.supply(b, d.seat, "cowboy") == 0:
        return msg("wow-no-cowboys-left")
    return None


def hire_apply(b: Board, d: WowDecision, a: Hire | Done, draws: Draws, events: list[Event]) -> None:
    """Hire the cowboy; ask for another while the box allows and the seat can pay."""
    if not isinstance(a, Hire):
        return
    effects.hire(b, d.seat, a.town, events)
    if d.done + 1 < BOXES[d.box].max_units and can_hire(b, d.seat):
        again(b, d)


# -- D6: building ----------------------------------------------------------------------


def build_legal(b: Board, d: WowDecision) -> list[Build]:
    """Towns where the box's property may go."""
    return [*effects.build_choices(b, d.seat, d.box)]


def build_verify(b: Board, d: WowDecision, a: Build) -> Msg | None:
    """Checks one town directly (rules 4.3)."""
    return build_refusal(b, d.seat, d.box, a.town)


def build_apply(b: Board, d: WowDecision, a: Build, draws: Draws, events: list[Event]) -> None:
    """Pay and build."""
    effects.build(b, d.seat, d.box, a.town, events)


# -- D7: moving cowboys ----------------------------------------------------------------


def can_move(b: Board, d: WowDecision) -> bool:
    """Some cowboy of the seat did not arrive during this action (R4.4)."""
    return any(b.cowboys[t][d.seat] - d.arrived[t] > 0 for t in range(N_TOWNS))


def move_legal(b: Board, d: WowDecision) -> list[Done | MoveCowboy]:
    """Every move of a cowboy that has not arrived during this action, and Done."""
    return [*effects.move_choices(b, d.seat, d.arrived), *done_option(d)]


def move_verify(b: Board, d: WowDecision, a: Done | MoveCowboy) -> Msg | None:
    """Checks one move (or Done) directly."""
    if isinstance(a, Done):
        return done_refusal(d)
    if a.src == a.dst:
        return msg("wow-same-town")
    if b.cowboys[a.src][d.seat] == 0:
        return msg("wow-no-cowboy-in", town=town(a.src))
    if b.cowboys[a.src][d.seat] - d.arrived[a.src] <= 0:
        return msg("wow-cowboy-just-arrived", town=town(a.src))
    return None


def move_apply(b: Board, d: WowDecision, a: Done | MoveCowboy, draws: Draws, events: list[Event]) -> None:
    """Move the cowboy; ask for another while the box allows and one may still move."""
    if not isinstance(a, MoveCowboy):
        return
    effects.move_cowboy(b, d.seat, a.src, a.dst, events)
    arrived = [n + (t == a.dst) for t, n in enumerate(d.arrived)]
    follow = d.model_copy(update={"arrived": arrived})
    if d.done + 1 < BOXES[d.box].max_units and can_move(b, follow):
        again(b, follow)


# -- D8: moving cattle, the farmer, a gunfight target ------------------------------------


def move_cattle_legal(b: Board, d: WowDecision) -> list[MoveCattle]:
    """Every move of an own cattle token (R14, R15)."""
    return [*effects.move_cattle_choices(b, d.seat)]


def move_cattle_verify(b: Board, d: WowDecision, a: MoveCattle) -> Msg | None:
    """Checks one cattle move directly."""
    return move_refusal(b, d.seat, a.src, a.dst)


def move_cattle_apply(b: Board, d: WowDecision, a: MoveCattle, draws: Draws,
                      events: list[Event]) -> None:
    """Move the token."""
    effects.move_cattle(b, d.seat, a.src, a.dst, events)


def farmer_legal(b: Board, d: WowDecision) -> list[PlaceFarmer]:
    """Every corral of a town without a farmer: empty, or anyone's cattle (R16)."""
    return [*effects.farmer_choices(b, d.seat)]


def farmer_verify(b: Board, d: WowDecision, a: PlaceFarmer) -> Msg | None:
    """Checks one farmer placement directly."""
    return farmer_refusal(b, d.seat, a.town, a.displace)


def farmer_apply(b: Board, d: WowDecision, a: PlaceFarmer, draws: Draws, events: list[Event]) -> None:
    """Place the farmer."""
    effects.place_farmer(b, d.seat, a.town, a.displace, events)


def target_legal(b: Board, d: WowDecision) -> list[Target]:
    """Every legal target, town by town (rules 5.1)."""
    return [*all_targets(b, d.seat)]


def target_verify(b: Board, d: WowDecision, a: Target) -> Msg | None:
    """Checks one target directly."""
    return target_refusal(b, d.seat, a)


def target_apply(b: Board, d: WowDecision, a: Target, draws: Draws, events: list[Event]) -> None:
    """Start the shootout."""
    shootout.start(b, d.seat, a, draws, events)

