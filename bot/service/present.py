"""Building the `Presentation` of a change, inside the game's lock, from the `Outcome` the
change left (and of a look at a game, for whoever looks).

Views are built once each: the table's, and a seat's own only for the seats that need it:
everyone at the start; afterwards the seats called to act (asked a decision they were not
asked before the change, or called anew by the table message) and those told something
privately, as the events' `visible_to` says (an undo names the seats whose hand it
changed). A seat that keeps waiting on the same decision is not rebuilt.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import replace

from bot.db.records import GameRow, SeatRow
from bot.games.core import AnySpec, Event, Msg, SeatView, TableView, msg
from bot.service.automatic import order_offers
from bot.service.deadlines import away_seats
from bot.service.models import GameSettings, Loaded, Offer, Outcome
from bot.service.options import describe_options
from bot.service.pings import digest_waits
from bot.service.presentation import GameInfo, Presentation, Private
from bot.service.recaps import Recap
from bot.service.tables import offers, private_lines, public_lines

ANSWERED = {"auto": "ui-answered-only", "standing": "ui-answered-standing"}  # answered for


def game_info(loaded: Loaded) -> GameInfo:
    """The public facts of a loaded game."""
    return game_summary(loaded.game, loaded.spec, tuple(loaded.seats), loaded.to_act())


def game_summary(game: GameRow, spec: AnySpec, seats: tuple[SeatRow, ...] = (),
                 to_act: frozenset[int] = frozenset()) -> GameInfo:
    """The public facts of a stored game (without seats: a listing)."""
    return GameInfo(
        id=game.id, kind=game.kind, title=spec.title, blurb=spec.blurb,
        min_seats=spec.min_seats, max_seats=spec.max_seats, guild_id=game.guild_id,
        channel_id=game.channel_id, thread_id=game.thread_id, host_id=game.host_id,
        status=game.status, version=game.version, options=dict(game.options),
        options_text=tuple(describe_options(spec.key, spec.Options, game.options))
        if game.status == "lobby" else (),
        settings=GameSettings.model_validate(game.settings), seats=seats, to_act=to_act,
        table_message_id=game.table_message_id, table_called=frozenset(game.table_called),
        table_lines=tuple(Msg.model_validate(line) for line in game.table_lines))


def present(outcome: Outcome, table: TableView | None = None,
            recaps: Mapping[int, Recap] | None = None, *, now: float,
            before: TableView | None = None) -> Presentation:
    """The presentation of a change at time `now` (`table`: the table view after it, if
    already built; `recaps`: what the seats called to act missed, leading their turn DMs;
    `before`: the table view before it, whose differences the board marks)."""
    loaded = outcome.loaded
    info = game_info(loaded)
    called = frozenset(outcome.called_seats())
    fresh = info.humans(called) - info.table_called
    told = {s.seat for s in loaded.seats} if outcome.started else (
        outcome.secret_seats() | fresh | outcome.newly_asked())
    shown = _presentation(loaded, info, table, told, now, events=outcome.events,
                          deadlines=outcome.deadlines, recaps=recaps or {}, notes=outcome.told)
    return replace(shown, lines=tuple(_happened(outcome)), moves=tuple(outcome.moves),
                   called=called, fresh=fresh, started=outcome.started,
                   retired=tuple(outcome.retired),
                   unpinged=digest_waits(loaded, fresh, shown.deadlines, now),
                   before=before if outcome.moves and not outcome.started else None)


def look(loaded: Loaded, user_id: int | None = None, table: TableView | None = None,
         recap: Recap | None = None, *, now: float) -> Presentation:
    """A game as it is at time `now`, with the private side of `user_id`'s seat (if
    seated, with `recap`: what they missed); with the table's view `table` (if given) and
    its public choices (an autocomplete needs only the seat's own)."""
    info = game_info(loaded)
    row = loaded.seat_of(user_id) if user_id is not None else None
    return _presentation(loaded, info, table, {row.seat} if row else set(), now,
                         recaps={row.seat: recap} if row and recap else {})


def _presentation(loaded: Loaded, info: GameInfo, table: TableView | None,
                  told: Collection[int], now: float, *, events: Sequence[Event] = (),
                  deadlines: dict[int, float] | None = None,
                  recaps: Mapping[int, Recap] | None = None,
                  notes: Mapping[int, list[Msg]] | None = None) -> Presentation:
    """The game as it is now (with its table's view, if given), with the private sides of
    the seats in `told`."""
    state, spec = loaded.state, loaded.spec
    seat = _table_seat(info) if table is not None else None
    choices = _Choices(loaded)
    recaps = recaps or {}
    notes = notes or {}
    privates = {s: _private(loaded, s, (*notes.get(s, ()), *private_lines(events, s)),
                            choices, table, recaps.get(s))
                for s in sorted(told) if state is not None and _reachable(info, s)}
    return Presentation(
        game=info, table=table,
        deadlines=loaded.deadlines if deadlines is None else deadlines,
        decisions={s: loaded.decision_of(s) for s in info.to_act},
        table_seat=seat,
        table_offers=() if seat is None or table is None else choices.public(seat, table),
        privates=privates, reach=dict(loaded.reach),
        result=None if state is None else spec.result(state),
        away=away_seats(loaded, now) if info.status == "active" else {})


class _Choices:
    """Each seat's offers, its legal actions worded once: from the seat's own view when its
    private side is built (the table's offers are then the public ones among them: a text
    that is not private reads the same from the table's view, see `GameSpec.describe`),
    else from the table's view."""

    def __init__(self, loaded: Loaded) -> None:
        self.loaded = loaded
        self._own: dict[int, tuple[Offer, ...]] = {}

    def own(self, seat: int, view: SeatView) -> tuple[Offer, ...]:
        """Every choice of `seat`, worded from its view `view`."""
        self._own[seat] = offers(self.loaded, seat, view, self.loaded.legal(seat), public=False)
        return self._own[seat]

    def public(self, seat: int, table: TableView) -> tuple[Offer, ...]:
        """The choices of `seat` the table may read, worded from the table's view `table`
        (unless already worded for the seat)."""
        if seat in self._own:
            return tuple(o for o in self._own[seat] if not o.text.private)
        return offers(self.loaded, seat, table, self.loaded.legal(seat), public=True)


def _private(loaded: Loaded, seat: int, lines: tuple[Msg, ...], choices: _Choices,
             table: TableView | None, recap: Recap | None = None) -> Private:
    """The seat's own view (built on `table`, the table's view, if given: it is not built
    again), what it was told (and missed: `recap`), and its choices when it must act."""
    view = loaded.spec.seat_view(loaded.state, seat, table)
    acting = seat in loaded.to_act()
    return Private(seat=seat, view=view, lines=lines,
                   offers=choices.own(seat, view) + order_offers(loaded, seat)
                   if acting else (),
                   decision_id=loaded.decision_of(seat), recap=recap)


def _reachable(info: GameInfo, seat: int) -> bool:
    """Only human seats are told anything (a bot decides from its view in the service)."""
    row = info.seat_row(seat)
    return not row.is_ai and row.user_id is not None


def _table_seat(info: GameInfo) -> int | None:
    """The one human seat to act, whose public choices the table message offers (none
    while several seats choose at once, or a bot is thinking)."""
    if info.status != "active" or len(info.to_act) != 1:
        return None
    (seat,) = info.to_act
    return seat if not info.seat_row(seat).is_ai else None


def _happened(outcome: Outcome) -> list[Msg]:
    """What the table is told of a change, one line per thing that happened."""
    loaded, events, moves = outcome.loaded, outcome.events, outcome.moves
    starts = [m.first_event for m in moves]
    ends = [*starts[1:], len(events)] if moves else []  # each move's events end there
    lines = public_lines(events[:starts[0] if moves else len(events)])
    for move, end in zip(moves, ends, strict=True):
        if move.actor in ANSWERED:  # an answer given for a player, then what it did
            lines.append(msg(ANSWERED[move.actor], who=loaded.seat_row(move.seat).name,
                             move=move.label))
        lines += public_lines(events[move.first_event:end])
    return [*lines, *(msg("ui-timed-out", who=loaded.seat_row(m.seat).name)
                      for m in outcome.moves if m.actor == "timer")]
