"""The questions of a shootout: sheriffs (D9-D13), fire or retreat (D14, D15), and the
follow-ups: scatter (D16), move out (D17), whose Wanted token (D18)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg, seat
from bot.games.wow import outcome, shootout
from bot.games.wow.actions import Decide, Fire, MoveOut, Retreat, Scatter, TakeWanted
from bot.games.wow.data import N_TOWNS
from bot.games.wow.shootout import Joins
from bot.games.wow.state import Board, Fight, WowDecision
from bot.games.wow.wording import town

X = TypeVar("X", bound=Action)

Apply = Callable[[Board, WowDecision, Decide, Draws, list[Event]], None]


def fight(b: Board) -> Fight:
    """The shootout in progress."""
    assert b.fight is not None
    return b.fight


# -- D9-D13: yes or no -----------------------------------------------------------------


def yes_no_legal(b: Board, d: WowDecision) -> list[Decide]:
    """Yes or no."""
    return [Decide(yes=True), Decide(yes=False)]


def any_answer(b: Board, d: WowDecision, a: Action) -> Msg | None:
    """Both answers of a two-way question are always allowed."""
    return None


def sheriff_joins(side: Joins) -> Apply:
    """D9, D10, D12, D13: the answer puts the jail owner's sheriff on `side`, or not."""

    def apply(b: Board, d: WowDecision, a: Decide, draws: Draws, events: list[Event]) -> None:
        shootout.sheriff(b, d.seat, side, a.yes, draws, events)

    return apply


def ask_help_apply(b: Board, d: WowDecision, a: Decide, draws: Draws,
                   events: list[Event]) -> None:
    """D11: ask the jail owner for the sheriff, or not."""
    shootout.ask_help(b, d.seat, a.yes, draws, events)


# -- D14, D15: fire or retreat ---------------------------------------------------------


def fire_legal(b: Board, d: WowDecision) -> list[Fire | Retreat]:
    """Fire or retreat."""
    return [Fire(), Retreat()]


def fire_apply(b: Board, d: WowDecision, a: Fire | Retreat, draws: Draws, events: list[Event]) -> None:
    """Fire the volley (or declare it, simultaneous mode), or retreat and lose."""
    if isinstance(a, Fire):
        shootout.fire(b, d.seat, draws, events)
    else:
        shootout.retreat(b, d.seat, draws, events)


def fire_default(b: Board, d: WowDecision) -> Fire | Retreat:
    """D14, D15: fire."""
    return Fire()


# -- D16: scatter ----------------------------------------------------------------------


def scatter_legal(b: Board, d: WowDecision) -> list[Scatter]:
    """Another town not yet used by this retreat (one cowboy per town)."""
    f = fight(b)
    return [Scatter(town=t) for t in range(N_TOWNS) if t != f.town and t not in d.used]


def scatter_verify(b: Board, d: WowDecision, a: Scatter) -> Msg | None:
    """Checks one destination directly."""
    if a.town == fight(b).town:
        return msg("wow-leave-town", town=town(a.town))
    if a.town in d.used:
        return msg("wow-scatter-used", town=town(a.town))
    return None


def scatter_apply(b: Board, d: WowDecision, a: Scatter, draws: Draws,
                  events: list[Event]) -> None:
    """Send the cowboy."""
    outcome.scatter_one(b, d, a.town, events)


def first_legal(legal: Sequence[X]) -> X:
    """The first answer listed (D16: the lowest-numbered other town)."""
    return legal[0]


# -- D17: move out ---------------------------------------------------------------------


def move_out_legal(b: Board, d: WowDecision) -> list[MoveOut]:
    """One cowboy to any other town, or all remaining to one (W6)."""
    f = fight(b)
    out = [MoveOut(town=t) for t in range(N_TOWNS) if t != f.town]
    if d.left > 1:
        out += [MoveOut(town=t, all=True) for t in range(N_TOWNS) if t != f.town]
    return out


def move_out_verify(b: Board, d: WowDecision, a: MoveOut) -> Msg | None:
    """Checks one move-out directly."""
    if a.town == fight(b).town:
        return msg("wow-leave-town", town=town(a.town))
    if a.all and d.left <= 1:
        return msg("wow-one-cowboy-left")
    return None


def move_out_apply(b: Board, d: WowDecision, a: MoveOut, draws: Draws,
                   events: list[Event]) -> None:
    """Move the cowboy (or all of them)."""
    outcome.move_out(b, d, a.town, a.all, events)


def move_out_default(b: Board, d: WowDecision) -> MoveOut:
    """D17: all to the lowest-numbered other town."""
    first = next(t for t in range(N_TOWNS) if t != fight(b).town)
    return MoveOut(town=first, all=d.left > 1)


# -- D18: whose Wanted token -----------------------------------------------------------


def wanted_legal(b: Board, d: WowDecision) -> list[TakeWanted]:
    """Any other player holding a Wanted token."""
    return [TakeWanted(source=s) for s in outcome.wanted_sources(b, d.seat)]


def wanted_verify(b: Board, d: WowDecision, a: TakeWanted) -> Msg | None:
    """Checks one source directly."""
    if a.source == d.seat:
        return msg("wow-wanted-self")
    if a.source >= b.n or b.wanted[a.source] == 0:
        return msg("wow-wanted-none", who=seat(a.source))
    return None


def wanted_apply(b: Board, d: WowDecision, a: TakeWanted, draws: Draws,
                 events: list[Event]) -> None:
    """Take the token."""
    outcome.wanted_chosen(b, d.seat, a.source, events)


def wanted_default(b: Board, d: WowDecision) -> TakeWanted:
    """D18: the holder of the most, earliest in turn order on a tie."""
    sources = outcome.wanted_sources(b, d.seat)
    return TakeWanted(source=max(sources, key=lambda s: (b.wanted[s], -b.order.index(s))))
