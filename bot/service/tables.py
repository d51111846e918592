"""What a front end may read of a game: the table view, a seat's hand and offers, labels
of moves, and the log. Built from the game's views and descriptions, never handing out
the engine state."""

from __future__ import annotations

import json
from functools import cache

from bot.db.records import EventRow
from bot.games.core import Action, Msg, NotFoundError, SeatView, TableView, msg
from bot.service.models import Hand, Loaded, Offer


def table_view(loaded: Loaded) -> TableView:
    """The public view of a started game."""
    if loaded.state is None:
        raise NotFoundError("ui-not-started")
    return loaded.spec.table_view(loaded.state)


def offers(loaded: Loaded, seat: int, *, public: bool) -> list[Offer]:
    """The seat's legal actions as described by the game. `public`: described from the
    table view, and only those the game marks public (for the table message)."""
    spec, state = loaded.spec, loaded.state
    if state is None or seat not in loaded.to_act():
        return []
    view = spec.table_view(state) if public else spec.seat_view(state, seat)
    out: list[Offer] = []
    for action in spec.legal_actions(state, seat):
        text = spec.describe(view, seat, action)
        if public and text.private:
            continue
        out.append(Offer(action.token(), text))
    return out


def hand(loaded: Loaded, user_id: int) -> Hand:
    """The user's private view and, when they must act, their offers."""
    row = loaded.seat_of(user_id)
    if row is None or loaded.state is None:
        raise NotFoundError("ui-no-hand")
    seat = row.seat
    view = loaded.spec.seat_view(loaded.state, seat)
    acting = seat in loaded.to_act()
    return Hand(seat, view, offers(loaded, seat, public=False) if acting else [],
                loaded.decision_of(seat))


def hand_snapshots(loaded: Loaded) -> dict[int, str]:
    """Each seat's private part of its view (seat view minus the table's fields), as JSON:
    when it changes, the seat is sent a fresh hand."""
    if loaded.state is None:
        return {}
    spec, state = loaded.spec, loaded.state
    views = {s.seat: spec.seat_view(state, s.seat) for s in loaded.seats}
    shared = table_fields(type(next(iter(views.values()))).__mro__) if views else set()
    return {seat: view.model_dump_json(exclude=shared) for seat, view in views.items()}


@cache
def table_fields(mro: tuple[type, ...]) -> set[str]:
    """The fields a seat view (given by its class's MRO) shares with its game's table view:
    those of the first class in it that is a table view but not a seat view."""
    table = next(c for c in mro if issubclass(c, TableView) and not issubclass(c, SeatView))
    return set(table.model_fields)  # type: ignore[attr-defined]


def move_labels(loaded: Loaded, seat: int, action: Action) -> tuple[Msg, Msg]:
    """How a move is named to the table (its public label, or a stand-in if it is private)
    and to the seat that made it."""
    spec, state = loaded.spec, loaded.state
    public = spec.describe(spec.table_view(state), seat, action)
    if not public.private:
        return public.label, public.label
    return msg("ui-private-move"), spec.describe(spec.seat_view(state, seat), seat, action).label


def log_lines(rows: list[EventRow], seat: int | None) -> list[Msg]:
    """The log as `seat` may read it (None: the public)."""
    lines: list[Msg] = []
    for row in rows:
        if row.visible_to is None or (seat is not None and seat in row.visible_to):
            lines.append(_stored(row.text))
        elif row.public_text:
            lines.append(_stored(row.public_text))
    return lines


def _stored(text: str) -> Msg:
    """A stored message; rows written before messages were keyed hold plain text."""
    try:
        return Msg.model_validate(json.loads(text))
    except ValueError:
        return msg("ui-plain", text=text)
