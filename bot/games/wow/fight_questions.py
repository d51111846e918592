"""The questions of a shootout: sheriffs (D9-D13), fire or retreat (D14, D15), and the
follow-ups: scatter (D16), move out (D17), whose Wanted token (D18)."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg, seat
from bot.games.wow import outcome, shootout
from bot.games.wow.actions import Decide, Fire, MoveOut, Retreat, Scatter, TakeWanted, WowMove
from bot.games.wow.data import N_TOWNS
from bot.games.wow.shootout import Joins
from bot.games.wow.state import Board, Fight, WowDecision
from bot.games.wow.wording import town

Apply = Callable[[Board, WowDecision, WowMove, Draws, list[Event]], None]


def fight(b: Board) -> Fight:
    """The shootout in progress."""
    assert b.fight is not None
    return b.fight


# -- D9-D13: yes or no -----------------------------------------------------------------


def yes_no_legal(b: Board, d: WowDecision) -> list[WowMove]:
    """Yes or no."""
    return [Decide(yes=True), Decide(yes=False)]


def any_answer(b: Board, d: WowDecision, a: WowMove) -> Msg | None:
    """Both answers of a two-way question are always allowed."""
    return None


def sheriff_joins(side: Joins) -> Apply:
    """D9, D10, D12, D13: the answer puts the jail owner's sheriff on `side`, or not."""

    def apply(b: Board, d: WowDecision, a: WowMove, draws: Draws, events: list[Event]) -> None:
        assert isinstance(a, Decide)
        shootout.sheriff(b, d.seat, side, a.yes, draws, events)

    return apply


def ask_help_apply(b: Board, d: WowDecision, a: WowMove, draws: Draws,
                   events: list[Event]) -> None:
    """D11: ask the jail owner for the sheriff, or not."""
    assert isinstance(a, Decide)
    shootout.ask_help(b, d.seat, a.yes, draws, events)


# -- D14, D15: fire or retreat ---------------------------------------------------------


def fire_legal(b: Board, d: WowDecision) -> list[WowMove]:
    """Fire or retreat."""
    return [Fire(), Retreat()]


def fire_apply(b: Board, d: WowDecision, a: WowMove, draws: Draws, events: list[Event]) -> None:
    """Fire the volley (or declare it, simultaneous mode), or retreat and lose."""
    if isinstance(a, Fire):
        shootout.fire(b, d.seat, draws, events)
    else:
        shootout.retreat(b, d.seat, draws, events)


def fire_default(b: Board, d: WowDecision) -> WowMove:
    """D14, D15: fire."""
    return Fire()


# -- D16: scatter ----------------------------------------------------------------------


def scatter_legal(b: Board, d: WowDecision) -> list[WowMove]:
    """Another town not yet used by this retreat (one cowboy per town)."""
    f = fight(b)
    return [Scatter(town=t) for t in range(N_TOWNS) if t != f.town and t not in d.used]


def scatter_verify(b: Board, d: WowDecision, a: WowMove) -> Msg | None:
    """Checks one destination directly."""
    assert isinstance(a, Scatter)
    if a.town == fight(b).town:
        return msg("wow-leave-town", town=town(a.town))
    if a.town in d.used:
        return msg("wow-scatter-used", town=town(a.town))
    return None


def scatter_apply(b: Board, d: WowDecision, a: WowMove, draws: Draws,
                  events: list[Event]) -> None:
    """Send the cowboy."""
    assert isinstance(a, Scatter)
    outcome.scatter_one(b, d, a.town, events)


def first_legal(legal: list[WowMove]) -> WowMove:
    """The first answer listed (D16: the lowest-numbered other town)."""
    return legal[0]


# -- D17: move out ---------------------------------------------------------------------


def move_out_legal(b: Board, d: WowDecision) -> list[WowMove]:
    """One cowboy to any other town, or all remaining to one (W6)."""
    f = fight(b)
    out: list[WowMove] = [MoveOut(town=t) for t in range(N_TOWNS) if t != f.town]
    if d.left > 1:
        out += [MoveOut(town=t, all=True) for t in range(N_TOWNS) if t != f.town]
    return out


def move_out_verify(b: Board, d: WowDecision, a: WowMove) -> Msg | None:
    """Checks one move-out directly."""
    assert isinstance(a, MoveOut)
    if a.town == fight(b).town:
        return msg("wow-leave-town", town=town(a.town))
    if a.all and d.left <= 1:
        return msg("wow-one-cowboy-left")
    return None


def move_out_apply(b: Board, d: WowDecision, a: WowMove, draws: Draws,
                   events: list[Event]) -> None:
    """Move the cowboy (or all of them)."""
    assert isinstance(a, MoveOut)
    outcome.move_out(b, d, a.town, a.all, events)


def move_out_default(b: Board, d: WowDecision) -> WowMove:
    """D17: all to the lowest-numbered other town."""
    first = next(t for t in range(N_TOWNS) if t != fight(b).town)
    return MoveOut(town=first, all=d.left > 1)


# -- D18: whose Wanted token -----------------------------------------------------------


def wanted_legal(b: Board, d: WowDecision) -> list[WowMove]:
    """Any other player holding a Wanted token."""
    return [TakeWanted(source=s) for s in outcome.wanted_sources(b, d.seat)]


def wanted_verify(b: Board, d: WowDecision, a: WowMove) -> Msg | None:
    """Checks one source directly."""
    assert isinstance(a, TakeWanted)
    if a.source == d.seat:
        return msg("wow-wanted-self")
    if a.source >= b.n or b.wanted[a.source] == 0:
        return msg("wow-wanted-none", who=seat(a.source))
    return None


def wanted_apply(b: Board, d: WowDecision, a: WowMove, draws: Draws,
                 events: list[Event]) -> None:
    """Take the token."""
    assert isinstance(a, TakeWanted)
    outcome.wanted_chosen(b, d.seat, a.source, events)


def wanted_default(b: Board, d: WowDecision) -> WowMove:
    """D18: the holder of the most, earliest in turn order on a tie."""
    sources = outcome.wanted_sources(b, d.seat)
    return TakeWanted(source=max(sources, key=lambda s: (b.wanted[s], -b.order.index(s))))
