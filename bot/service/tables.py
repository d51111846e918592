"""What a front end may read of a game, built from the game's views and descriptions (never
handing out the engine state): offers, labels of moves, the lines events tell the table and
each seat, and the log."""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache

from bot.db.records import EventRow
from bot.games.core import Action, Event, Msg, SeatView, TableView, msg
from bot.service.models import Loaded, Offer


def offers(loaded: Loaded, seat: int, view: TableView | SeatView, actions: Iterable[Action],
           *, public: bool) -> tuple[Offer, ...]:
    """The seat's legal `actions` as the game describes them from `view` (the table's, or the
    seat's own); `public`: only those the game marks public (for the table message)."""
    spec, state = loaded.spec, loaded.state
    if state is None or seat not in loaded.to_act():
        return ()
    out: list[Offer] = []
    for action in actions:
        text = spec.describe(view, seat, action)
        if public and text.private:
            continue
        out.append(Offer(action.token(), text))
    return tuple(out)


def move_labels(loaded: Loaded, seat: int, action: Action,
                table: TableView | None = None) -> tuple[Msg, Msg]:
    """How a move is named to the table (its public label, or a stand-in if it is private)
    and to the seat that made it; `table`: the table view it was chosen from, if built."""
    spec, state = loaded.spec, loaded.state
    table = table or spec.table_view(state)
    public = spec.describe(table, seat, action)
    if not public.private:
        return public.label, public.label
    own = spec.describe(spec.seat_view(state, seat, table), seat, action)
    return msg("ui-private-move"), own.label


def public_lines(events: Iterable[Event]) -> list[Msg]:
    """What the table is told of `events`: public ones, and stand-ins for private ones."""
    out: list[Msg] = []
    for event in events:
        shown = event.message() if event.visible_to is None else event.public_message()
        if shown is not None:
            out.append(shown)
    return out


def private_lines(events: Iterable[Event], seat: int) -> tuple[Msg, ...]:
    """The private events `seat` may read."""
    return tuple(e.message() for e in events
                 if e.visible_to is not None and seat in e.visible_to)


def hand_snapshots(loaded: Loaded) -> dict[int, str]:
    """Each seat's private part of its view (seat view minus the table's fields), as JSON:
    an undo compares them to tell the seats whose hand it changed."""
    if loaded.state is None:
        return {}
    spec, state = loaded.spec, loaded.state
    table = spec.table_view(state)  # one table view for every seat's (each copies from it)
    views = {s.seat: spec.seat_view(state, s.seat, table) for s in loaded.seats}
    shared = table_fields(type(next(iter(views.values()))).__mro__) if views else set()
    # `known` is the public remainder of the state that bots rebuild games from (counters
    # that every move changes): not what a player's hand shows.
    return {seat: view.model_dump_json(exclude={*shared, "known"})
            for seat, view in views.items()}


@cache
def table_fields(mro: tuple[type, ...]) -> set[str]:
    """The fields a seat view (given by its class's MRO) shares with its game's table view:
    those of the first class in it that is a table view but not a seat view."""
    table = next(c for c in mro if issubclass(c, TableView) and not issubclass(c, SeatView))
    return set(table.model_fields)  # type: ignore[attr-defined]


def log_lines(rows: list[EventRow], seat: int | None) -> list[Msg]:
    """The log as `seat` may read it (None: the public)."""
    lines: list[Msg] = []
    for row in rows:
        if row.visible_to is None or (seat is not None and seat in row.visible_to):
            lines.append(stored_msg(row.text))
        elif row.public_text:
            lines.append(stored_msg(row.public_text))
    return lines


def stored_msg(text: str) -> Msg:
    """A stored message; rows written before messages were keyed hold plain text."""
    try:
        return Msg.model_validate_json(text)
    except ValueError:
        return msg("ui-plain", text=text)
