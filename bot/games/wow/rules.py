"""The contract's core: who acts, what is legal, checking and playing actions."""

from __future__ import annotations

from bot.games.core.errors import IllegalActionError
from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws
from bot.games.wow import auction, effects, outcome, shootout
from bot.games.wow import flow as fl
from bot.games.wow.actions import (
    Bid,
    Build,
    Decide,
    Done,
    Drop,
    Fire,
    Hire,
    MoveCattle,
    MoveCowboy,
    MoveOut,
    Pass,
    PlaceCattle,
    PlaceFarmer,
    PlaceStart,
    Retreat,
    Scatter,
    TakeBox,
    TakeWanted,
    Target,
)
from bot.games.wow.data import BOXES, N_TOWNS
from bot.games.wow.explain import why_illegal
from bot.games.wow.setup import setup_done, setup_seat
from bot.games.wow.state import Pending, WowState
from bot.games.wow.targets import all_targets

YES_NO = ("sheriff_attack", "sheriff_defend", "ask_help", "help_defender", "help_farmer")


def to_act(state: WowState) -> frozenset[int]:
    if state.phase == "over":
        return frozenset()
    if state.phase == "setup":
        return frozenset({setup_seat(state)})
    if state.phase == "auction":
        assert state.auction is not None
        return frozenset({auction.bidder(state.auction)})
    if state.pending is not None:
        return frozenset({state.pending.seat})
    return frozenset({fl.active_seat(state)})


def legal_actions(state: WowState, seat: int) -> list[Action]:
    if seat not in to_act(state):
        return []
    if state.phase == "setup":
        return [PlaceStart(town=t) for t in range(N_TOWNS)]
    if state.phase == "auction":
        return [Drop(), *(Bid(amount=a) for a in auction.raise_options(state, seat))]
    if state.pending is not None:
        return pending_actions(state, state.pending)
    return [*fl.open_boxes(state, seat), Pass()]


def pending_actions(state: WowState, p: Pending) -> list[Action]:
    seat = p.seat
    if p.kind == "cattle":
        more = p.done < BOXES[p.box].max_units
        return [*(effects.cattle_choices(state, seat, p.used) if more else []),
                *effects.done_option(p.done)]
    if p.kind == "hire":
        ok = state.money[seat] >= 1 and effects.bd.supply(state, seat, "cowboy") > 0
        return [*(Hire(town=t) for t in range(N_TOWNS) if ok), *effects.done_option(p.done)]
    if p.kind == "build":
        return effects.build_choices(state, seat, p.box)
    if p.kind == "move":
        return [*effects.move_choices(state, seat, p.arrived), *effects.done_option(p.done)]
    if p.kind == "move_cattle":
        return effects.move_cattle_choices(state, seat)
    if p.kind == "farmer":
        return effects.farmer_choices(state, seat)
    if p.kind == "target":
        return all_targets(state, seat)
    if p.kind in YES_NO:
        return [Decide(yes=True), Decide(yes=False)]
    if p.kind == "fire":
        return [Fire(), Retreat()]
    return followup_actions(state, p)


def followup_actions(state: WowState, p: Pending) -> list[Action]:
    f = state.fight
    assert f is not None
    if p.kind == "scatter":
        return [Scatter(town=t) for t in range(N_TOWNS) if t != f.town and t not in p.used]
    if p.kind == "move_out":
        out: list[Action] = [MoveOut(town=t) for t in range(N_TOWNS) if t != f.town]
        if p.left > 1:
            out += [MoveOut(town=t, all=True) for t in range(N_TOWNS) if t != f.town]
        return out
    return [TakeWanted(source=s) for s in outcome.wanted_sources(state, p.seat)]


def check(state: WowState, seat: int, action: Action) -> None:
    if action not in legal_actions(state, seat):
        raise IllegalActionError(why_illegal(state, seat, action))


def play(state: WowState, seat: int, action: Action, draws: Draws) -> list[Event]:
    events: list[Event] = []
    if state.phase == "setup":
        play_setup(state, seat, action, events)
    elif state.phase == "auction":
        if isinstance(action, Bid):
            auction.bid(state, seat, action.amount, events)
        else:
            auction.drop(state, seat, events)
        fl.after_auction(state, events)
    elif state.pending is None:
        play_turn(state, seat, action, events)
    else:
        play_pending(state, seat, action, draws, events)
        if action_finished(state):
            fl.advance_turn(state, events)
    return events


def action_finished(state: WowState) -> bool:
    """True once the active player's action (and any shootout) needs no more decisions."""
    return state.phase == "actions" and state.pending is None


def play_setup(state: WowState, seat: int, action: Action, events: list[Event]) -> None:
    from bot.games.wow.events import StartCowboyPlaced

    assert isinstance(action, PlaceStart)
    state.cowboys[action.town][seat] += 1
    state.setup_placed += 1
    events.append(StartCowboyPlaced(seat=seat, town=action.town))
    if setup_done(state):
        fl.start_round(state, events)


def play_turn(state: WowState, seat: int, action: Action, events: list[Event]) -> None:
    from bot.games.wow.events import BoxTaken, Passed
    from bot.games.wow.explain import box_label

    if isinstance(action, Pass):
        events.append(Passed(seat=seat))
        fl.advance_turn(state, events)
        return
    assert isinstance(action, TakeBox)
    state.boxes[action.box] = seat
    kind = effects.PENDING_OF[BOXES[action.box].action]
    state.pending = Pending(kind=kind, seat=seat, box=action.box, arrived=[0] * N_TOWNS)
    events.append(BoxTaken(seat=seat, box=action.box, label=box_label(action.box)))


def play_pending(state: WowState, seat: int, action: Action, draws: Draws,
                 events: list[Event]) -> None:
    p = state.pending
    assert p is not None
    if isinstance(action, Done):
        state.pending = None
    elif isinstance(action, PlaceCattle):
        effects.place_cattle(state, seat, action.town, events)
        p.done += 1
        p.used.append(action.town)
        if not pending_actions(state, p) or p.done >= BOXES[p.box].max_units:
            state.pending = None
    elif isinstance(action, Hire):
        effects.hire(state, seat, action.town, events)
        p.done += 1
        if p.done >= BOXES[p.box].max_units or pending_actions(state, p) == [Done()]:
            state.pending = None
    elif isinstance(action, MoveCowboy):
        effects.move_cowboy(state, seat, action.src, action.dst, events)
        p.done += 1
        p.arrived[action.dst] += 1
        if p.done >= BOXES[p.box].max_units or pending_actions(state, p) == [Done()]:
            state.pending = None
    else:
        play_single(state, seat, action, draws, events)


def play_single(state: WowState, seat: int, action: Action, draws: Draws,
                events: list[Event]) -> None:
    p = state.pending
    assert p is not None
    if isinstance(action, Build):
        effects.build(state, seat, p.box, action.town, events)
        state.pending = None
    elif isinstance(action, MoveCattle):
        effects.move_cattle(state, seat, action.src, action.dst, events)
        state.pending = None
    elif isinstance(action, PlaceFarmer):
        effects.place_farmer(state, seat, action.town, action.displace, events)
        state.pending = None
    elif isinstance(action, Target):
        state.pending = None
        shootout.start(state, seat, action, draws, events)
    elif isinstance(action, Decide):
        shootout.decide(state, seat, action.yes, draws, events)
    elif isinstance(action, Fire):
        shootout.fire(state, seat, draws, events)
    elif isinstance(action, Retreat):
        shootout.retreat(state, seat, draws, events)
    elif isinstance(action, Scatter):
        outcome.scatter_one(state, seat, action.town, events)
    elif isinstance(action, MoveOut):
        outcome.move_out(state, seat, action.town, action.all, events)
    elif isinstance(action, TakeWanted):
        outcome.wanted_chosen(state, seat, action.source, events)
