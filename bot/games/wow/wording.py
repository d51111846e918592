"""Message values the engine shares: town and building names, lists, shootout targets.

Nothing here is English: towns are the proper names of the board data, everything else is
a catalogue key of `bot/i18n/<locale>/wow.ftl`.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.core.words import Msg, MsgArg, msg, seat
from bot.games.wow.data import BOXES, DATA, TOWNS

SLOTS = {b.id: 1 + [o.id for o in DATA.action_boxes if o.action == b.action].index(b.id)
         for b in DATA.action_boxes}  # the box's number among the boxes of its action


def town(index: int) -> str:
    """The name of the town with 0-based `index`, as printed on the board."""
    return TOWNS[index].name


def building(kind: str) -> Msg:
    """A property type's name ("general store")."""
    return msg("wow-building", kind=kind)


def building_text(kind: str) -> Msg:
    """What a property type does ("Income: $1 per other player's cowboy in its town")."""
    return msg("wow-building-text", kind=kind)


def listing(items: Sequence[MsgArg], empty: Msg | None = None, last: str = "wow-list") -> MsgArg:
    """Items joined as a list ("A, B, C"; with `last="wow-and"`: "A, B and C"); `empty`
    (or "nothing") when there are none."""
    if not items:
        return empty if empty is not None else msg("wow-nothing")
    joined: MsgArg = items[-1]
    for i, item in enumerate(reversed(items[:-1])):
        joined = msg(last if i == 0 else "wow-list", head=item, tail=joined)
    return joined


def seats(order: Sequence[int]) -> MsgArg:
    """Players' names as a list."""
    return listing([seat(s) for s in order])


def box_label(box_id: str) -> Msg:
    """An action box's name, unique among the boxes ("Buy cattle, box 2 ($1 each, up to 2)")."""
    box = BOXES[box_id]
    if box.action == "build":
        return msg("wow-box-build", building=building(box.building or ""), cost=box.cost)
    return msg("wow-box", action=box.action, slot=SLOTS[box_id], units=box.max_units, cost=box.unit_cost)


def box_name(box_id: str) -> Msg:
    """An action box's short name ("Buy cattle", "Build hotel")."""
    box = BOXES[box_id]
    kind = box.building or ""
    return msg("wow-box-name", action=box.action, kind=kind, building=building(kind))


def box_detail(box_id: str) -> Msg:
    """What an action box costs and allows, in short ("box 2 · $1 each, 1-2")."""
    box = BOXES[box_id]
    return msg("wow-box-detail", action=box.action, slot=SLOTS[box_id], units=box.max_units,
               cost=box.cost or box.unit_cost)


def target_text(what: str, owner: int | None, count: int) -> Msg:
    """What a shootout is about: "the farmer", "2 of Ana's cattle", "Ana's hotel"."""
    if what == "farmer" or owner is None:
        return msg("wow-target-farmer")
    if what == "cattle":
        return msg("wow-target-cattle", count=count, owner=seat(owner))
    return msg("wow-target-building", owner=seat(owner), building=building(what))
