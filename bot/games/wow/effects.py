"""The non-combat action boxes (rules §4.1-4.5, 4.7, 4.8): availability, choices, effects."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.wow import board as bd
from bot.games.wow.actions import (
    Build,
    MoveCattle,
    MoveCowboy,
    PlaceCattle,
    PlaceFarmer,
)
from bot.games.wow.data import BOXES, FLAGS, N_TOWNS
from bot.games.wow.events import (
    Built,
    CattleBought,
    CattleMoved,
    CowboyHired,
    CowboyMoved,
    FarmerPlaced,
    StagecoachPaid,
)
from bot.games.wow.state import EMPTY, FARMER, Board, Building

QUESTION_OF = {"buy_cattle": "cattle", "hire_cowboys": "hire", "build": "build",
               "move_cowboys": "move", "move_cattle": "move_cattle", "farmer": "farmer",
               "gunfight": "target"}  # the box's action -> the question it asks next


def available(b: Board, seat: int, action: str, box_id: str) -> bool:
    """R5: a box may be taken only if the action can be carried out at least minimally."""
    box = BOXES[box_id]
    if action == "buy_cattle":
        return (b.money[seat] >= box.unit_cost and bd.supply(b, seat, "cattle") > 0
                and bool(bd.cattle_towns(b, seat)))
    if action == "hire_cowboys":
        return b.money[seat] >= box.unit_cost and bd.supply(b, seat, "cowboy") > 0
    if action == "build":
        kind = box.building or ""
        return (b.money[seat] >= box.cost and bd.supply(b, seat, kind) > 0
                and any(bd.can_build(b, seat, t, kind) for t in range(N_TOWNS)))
    if action == "move_cowboys":
        return bd.cowboys_on_map(b, seat) > 0
    if action == "move_cattle":
        return bool(move_cattle_choices(b, seat))
    if action == "farmer":
        return bool(farmer_choices(b, seat))
    return False


def cattle_choices(b: Board, seat: int, used: list[int]) -> list[PlaceCattle]:
    """Towns for the next cattle token (rules 4.1; the pair may split, R9)."""
    if b.money[seat] < 1 or bd.supply(b, seat, "cattle") < 1:
        return []
    towns = bd.cattle_towns(b, seat)
    if used and not FLAGS.cattle_pair_may_split_towns:
        towns = [t for t in towns if t == used[0]]
    return [PlaceCattle(town=t) for t in towns]


def build_choices(b: Board, seat: int, box_id: str) -> list[Build]:
    """Towns where the box's property may be built (rules 4.3)."""
    box = BOXES[box_id]
    kind = box.building or ""
    if b.money[seat] < box.cost or bd.supply(b, seat, kind) < 1:
        return []
    return [Build(town=t) for t in range(N_TOWNS) if bd.can_build(b, seat, t, kind)]


def move_choices(b: Board, seat: int, arrived: list[int]) -> list[MoveCowboy]:
    """R4.4: cowboys that arrived during this action cannot move on."""
    return [MoveCowboy(src=s, dst=d) for s in range(N_TOWNS)
            if b.cowboys[s][seat] - arrived[s] > 0 for d in range(N_TOWNS) if d != s]


def move_cattle_choices(b: Board, seat: int) -> list[MoveCattle]:
    """R14/R15: own cattle, to an empty corral of another town with the mover's cowboy."""
    out: list[MoveCattle] = []
    for s in range(N_TOWNS):
        if seat not in b.corrals[s]:
            continue
        for d in range(N_TOWNS):
            if d == s or bd.empty_corrals(b, d) == 0:
                continue
            if FLAGS.move_cattle_needs_cowboy and b.cowboys[d][seat] == 0:
                continue
            out.append(MoveCattle(src=s, dst=d))
    return out


def farmer_choices(b: Board, seat: int) -> list[PlaceFarmer]:
    """R16: any corral of a town without a farmer: empty, or holding anyone's cattle."""
    if b.farmer_used[seat]:
        return []
    out: list[PlaceFarmer] = []
    for t in range(N_TOWNS):
        if bd.has_farmer(b, t):
            continue
        if EMPTY in b.corrals[t]:
            out.append(PlaceFarmer(town=t))
        owners = sorted({c for c in b.corrals[t] if c >= 0})
        out.extend(PlaceFarmer(town=t, displace=o) for o in owners)
    return out


def place_cattle(b: Board, seat: int, town: int, events: list[Event]) -> None:
    """Pay $1 and put a cattle token in an empty corral of `town`."""
    b.money[seat] -= BOXES["cattle_1"].unit_cost
    bd.put_cattle(b, town, seat)
    events.append(CattleBought(seat=seat, town=town))


def hire(b: Board, seat: int, town: int, events: list[Event]) -> None:
    """R7: $1 to the bank; another player's stagecoach in the town earns $1 from the bank."""
    b.money[seat] -= BOXES["cowboys_1"].unit_cost
    b.cowboys[town][seat] += 1
    events.append(CowboyHired(seat=seat, town=town))
    payee = bd.stagecoach_payee_hire(b, seat, town)
    if payee is not None:
        b.money[payee] += 1
        events.append(StagecoachPaid(owner=payee, town=town))


def build(b: Board, seat: int, box_id: str, town: int, events: list[Event]) -> None:
    """Pay the box's cost and put its property on a free space of `town`."""
    box = BOXES[box_id]
    kind = box.building
    assert kind is not None
    b.money[seat] -= box.cost
    row = b.spaces[town]
    row[row.index(None)] = Building(kind=kind, owner=seat)
    events.append(Built(seat=seat, building=kind, town=town, cost=box.cost))


def move_cowboy(b: Board, seat: int, src: int, dst: int, events: list[Event]) -> None:
    """Move one cowboy; a stagecoach of another player earns $1 (rules 4.8)."""
    b.cowboys[src][seat] -= 1
    b.cowboys[dst][seat] += 1
    events.append(CowboyMoved(seat=seat, src=src, dst=dst))
    payee = bd.stagecoach_payee_move(b, seat, src, dst)
    if payee is not None:
        b.money[payee] += 1
        events.append(StagecoachPaid(owner=payee, town=src if payee == bd.owner_of(
            b, src, "stagecoach") else dst))


def move_cattle(b: Board, seat: int, src: int, dst: int, events: list[Event]) -> None:
    """Move one own cattle token to an empty corral of `dst`."""
    bd.take_cattle(b, src, seat)
    bd.put_cattle(b, dst, seat)
    events.append(CattleMoved(seat=seat, src=src, dst=dst))


def place_farmer(b: Board, seat: int, town: int, displace: int | None,
                 events: list[Event]) -> None:
    """Put the farmer on an empty corral or on `displace`'s cattle (sent home)."""
    row = b.corrals[town]
    row[row.index(EMPTY if displace is None else displace)] = FARMER
    b.farmer_used[seat] = True
    events.append(FarmerPlaced(seat=seat, town=town, displaced=displace))

