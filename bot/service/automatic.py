"""Answers the service gives for a player (issue 19): a question with one legal answer is
answered at once (actor `auto`), unless the game always asks that kind (`ask_always`:
answering would tell the table something hidden); a question a standing order of the
seat answers is answered by it (actor `standing`). Each answer is a move like any other,
stepped and committed with its timers by `Play`, so engines, stored logs and replays are
unchanged; after one, another may follow.

Standing orders are offered in the seat's own choices when it is asked the question they
answer (`o<i>`: answer now and keep answering so), and the orders that stand are offered
to cancel whenever the seat is asked anything (`x<i>`). Neither token is hexadecimal, so
none is taken for an action's.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Sequence
from typing import Any

from bot.games.core import Action, ActionText, AnySpec, StandingOrder, msg
from bot.service.models import Actor, Loaded, Offer

ORDER_TOKEN = re.compile(r"(?P<op>[ox])(?P<index>\d{1,2})")


def automatic_answer(spec: AnySpec, state: Any, seat: int, orders: Collection[str],
                     legal: Sequence[Action] | None = None) -> tuple[Action, Actor] | None:
    """The answer the service gives for `seat` now, and as whom; None: the player answers.
    `orders`: the keys of the seat's standing orders; `legal`: its legal actions, if listed."""
    kind = spec.decision_kind(state, seat)
    if kind is None:
        return None
    legal = spec.legal_actions(state, seat) if legal is None else legal
    for order in spec.orders:
        if order.kind == kind and order.key in orders:
            answer = order.answer(state, seat)
            if answer is not None and answer in legal:
                return answer, "standing"
    if len(legal) == 1 and kind not in spec.ask_always:
        return legal[0], "auto"
    return None


def next_automatic(loaded: Loaded) -> tuple[int, Action, Actor] | None:
    """The first human seat the service answers for now, with the answer and the actor."""
    if loaded.state is None or loaded.game.status != "active":
        return None
    for seat in sorted(loaded.humans_to_act()):
        found = automatic_answer(loaded.spec, loaded.state, seat, loaded.orders.get(seat, ()),
                                 loaded.legal(seat))
        if found is not None:
            return seat, *found
    return None


def order_offers(loaded: Loaded, seat: int) -> tuple[Offer, ...]:
    """The standing orders `seat` may give for the question it is asked now (those that
    would answer it: no button on a phone for an order that does nothing here), and those
    it may cancel (asked anything)."""
    spec, state = loaded.spec, loaded.state
    if state is None or not spec.orders or seat not in loaded.to_act():
        return ()
    kind = spec.decision_kind(state, seat)
    given = loaded.orders.get(seat, frozenset())
    out: list[Offer] = []
    for i, order in enumerate(spec.orders):
        if order.key in given:
            out.append(Offer(f"x{i}", ActionText(label=msg("ui-order-cancel",
                                                           order=order.label)), True))
        elif order.kind == kind and order.answer(state, seat) is not None:
            out.append(Offer(f"o{i}", ActionText(label=msg("ui-order-give",
                                                           order=order.label)), True))
    return tuple(out)


def order_of(spec: AnySpec, token: str) -> tuple[StandingOrder[Any, Any], bool] | None:
    """The order a token names and whether it gives it (else cancels it); None: an
    action's token."""
    match = ORDER_TOKEN.fullmatch(token)
    if match is None or int(match["index"]) >= len(spec.orders):
        return None
    return spec.orders[int(match["index"])], match["op"] == "o"


def replaced(spec: AnySpec, order: StandingOrder[Any, Any]) -> list[str]:
    """The orders that giving `order` replaces: the others of its group."""
    return [o.key for o in spec.orders if o.group == order.group and o.key != order.key]
