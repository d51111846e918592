"""Doctor's Office and Livery Stable: lift a posse, then move it to an empty spot, where
it arrives without a duel (rules §2.8.3, R29, X04)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.tew.actions import Decline, MoveFrom, MoveTo
from bot.games.tew.board import owner_spots, sides_of
from bot.games.tew.events import BuildingUsed
from bot.games.tew.events_round import PosseMoved
from bot.games.tew.placement import arrive, empty_spots, put_posse, side_problem
from bot.games.tew.state import TewDecision, TewState


def _has_empty_spot(state: TewState) -> bool:
    return any(not ps for ps in state.spots.values())


def _has(state: TewState, seat: int, spot: str, standing: bool) -> bool:
    return any(p.owner == seat and p.standing == standing for p in state.spots.get(spot, []))


def doctor_legal(state: TewState, d: TewDecision) -> list[Decline | MoveFrom]:
    """DOCTOR: a spot holding one of the user's wounded posse, or decline (R29)."""
    if not _has_empty_spot(state):
        return [Decline()]
    spots = owner_spots(state, d.seat, only_standing=False)
    return [*[MoveFrom(spot=s) for s in spots if _has(state, d.seat, s, False)], Decline()]


def doctor_verify(state: TewState, d: TewDecision, action: Decline | MoveFrom) -> Msg | None:
    """DOCTOR: an empty spot must exist and the spot must hold a wounded posse of yours."""
    if not isinstance(action, MoveFrom):
        return None
    if not _has_empty_spot(state):
        return msg("tew-no-empty-spot")
    if not _has(state, d.seat, action.spot, False):
        return msg("tew-no-wounded-there")
    return None


def livery_legal(state: TewState, d: TewDecision) -> list[Decline | MoveFrom]:
    """LIVERY: another spot holding one of the user's standing posse, or decline."""
    if not _has_empty_spot(state):
        return [Decline()]
    spots = [s for s in owner_spots(state, d.seat, only_standing=True) if s != d.spot]
    return [*[MoveFrom(spot=s) for s in spots], Decline()]


def livery_verify(state: TewState, d: TewDecision, action: Decline | MoveFrom) -> Msg | None:
    """LIVERY: an empty spot must exist; not the posse that just arrived; one of yours."""
    if not isinstance(action, MoveFrom):
        return None
    if not _has_empty_spot(state):
        return msg("tew-no-empty-spot")
    if action.spot == d.spot:
        return msg("tew-livery-other")
    if not _has(state, d.seat, action.spot, True):
        return msg("tew-no-standing-there")
    return None


def move_from_apply(state: TewState, d: TewDecision, action: Decline | MoveFrom, draws: Draws,
                    ev: list[Event]) -> None:
    """DOCTOR / LIVERY: lift the posse, then ask where it goes."""
    if not isinstance(action, MoveFrom):
        return
    want_standing = d.kind == "LIVERY"
    posse = state.spots[action.spot]
    for i, p in enumerate(posse):
        if p.owner == d.seat and p.standing == want_standing:
            del posse[i]
            break
    assert d.building is not None
    ev.append(BuildingUsed(seat=d.seat, building=d.building))
    state.flow.push(TewDecision(kind="MOVE_TO", seat=d.seat, spot=action.spot,
                                building=d.building, source=d.source))


def move_to_legal(state: TewState, d: TewDecision) -> list[MoveTo]:
    """MOVE_TO: any side of any empty spot but the one the posse left."""
    return [
        MoveTo(spot=s, side=side)
        for s in empty_spots(state)
        if s != d.spot
        for side in (sides_of(s) or (None,))
    ]


def move_to_verify(state: TewState, d: TewDecision, action: MoveTo) -> Msg | None:
    """MOVE_TO: an existing empty spot, not the one left, with a side it has."""
    if action.spot not in state.spots:
        return msg("tew-no-such-spot")
    if action.spot == d.spot:
        return msg("tew-move-elsewhere")
    if state.spots[action.spot]:
        return msg("tew-spot-not-empty")
    return side_problem(action.spot, action.side)


def move_to_apply(state: TewState, d: TewDecision, action: MoveTo, draws: Draws,
                  ev: list[Event]) -> None:
    """MOVE_TO: the posse arrives, with every arrival effect and no duel (R29)."""
    assert d.spot is not None
    put_posse(state, d.seat, action.spot, action.side)
    ev.append(PosseMoved(seat=d.seat, src=d.spot, dst=action.spot, side=action.side))
    arrive(state, d.seat, action.spot, action.side, ev)


def move_to_default(state: TewState, d: TewDecision) -> MoveTo:
    """The first empty spot in canonical order."""
    return move_to_legal(state, d)[0]
